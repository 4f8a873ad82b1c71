//===- Prototype.cpp - The kernel prototype's coroutine ABI -----------------===//
//
// -mllvm -bpf-coro-target=prototype lowers every coroutine of the object to
// the ABI of the kernel prototype (the coroutine branch of kkdwvd/linux,
// docs/usage.md "The kernel prototype target") instead of the upstream one:
//
//  - the start, `int fn(params...)`, allocates its frame with
//    bpf_coro_frame_alloc(<frame size>, NULL) and returns -ENOMEM when that
//    fails; it returns BPF_CORO_SUSPENDED once the frame is handed to the
//    kernel and BPF_CORO_DONE when the body finished without suspending;
//  - a suspension is `bpf_coro_await(kfunc(args, BPF_CORO_SELF))`: the
//    kfunc takes the frame through its `__coro_suspend` parameter; the
//    suspension saves the live values, writes the index, stores the
//    continuation's address in slot 0 and destroy's in slot 8, calls the
//    kfunc and returns;
//  - the continuation `int fn__coro_resume(void *frame)` switches on the
//    index and returns 0; destroy frees the frame and returns 0; every other
//    exit of the body frees the frame;
//  - every slot is a full, 8-byte aligned doubleword: the prototype's
//    verifier tracks the frame slot by slot like the stack and checks
//    alignment strictly, and a full spill keeps a scalar's range.
//
// The steps before the state machine (collect, liveness, plan, layout, the
// state machine itself) are the upstream target's; this file only prepares
// the markers before them, relays the frame after layout and builds the
// pieces from the state machine instead of Clone.cpp.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "Support/MapDefs.h"
#include "llvm/Analysis/MemoryLocation.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

namespace {
enum class CoroTarget { Upstream, Prototype };
} // namespace

// Per object, not per coroutine: an object runs on one kernel, whose loader
// (libbpf with the prototype's kfuncs, or an upstream one with map-value
// frames) and verifier decide which ABI every coroutine in it must follow;
// one object mixing both would load nowhere.
static cl::opt<CoroTarget> Target(
    "bpf-coro-target", cl::init(CoroTarget::Upstream),
    cl::desc("Which kernel the coroutines of this object are lowered for"),
    cl::values(clEnumValN(CoroTarget::Upstream, "upstream",
                          "frames in map values, resumed by BPF programs "
                          "(default; loads on unpatched kernels)"),
               clEnumValN(CoroTarget::Prototype, "prototype",
                          "frames from bpf_coro_frame_alloc, suspended "
                          "through __coro_suspend kfuncs and resumed by the "
                          "kernel (the kkdwvd/linux coroutine branch)")));

bool prototypeTarget() { return Target == CoroTarget::Prototype; }

// The compiler cannot see a kfunc's KF_ACQUIRE flag (it is in the kernel's
// BTF id sets, not in the declaration), so the kfuncs whose result is a
// referenced kernel pointer are named: the KF_ACQUIRE | KF_RET_NULL kfuncs
// of kernel/bpf/helpers.c, cpumask.c, crypto.c and net/netfilter's
// conntrack kfuncs that return an object at offset 0, each with the kfunc
// that releases it. More with -mllvm -bpf-coro-acquire-kfunc=NAME:RELEASE.
static cl::list<std::string> ExtraAcquireKfuncs(
    "bpf-coro-acquire-kfunc",
    cl::desc("NAME:RELEASE: with -bpf-coro-target=prototype, kfunc NAME "
             "returns a referenced kernel pointer (KF_ACQUIRE) that "
             "RELEASE(ptr) releases; such a pointer may stay in a frame "
             "across an await"),
    cl::value_desc("name:release"), cl::CommaSeparated);

namespace {
struct AcquireKfunc {
  const char *Name;
  const char *Release;
  bool TakesMeta; // Release(ptr, NULL)
};
} // namespace

static constexpr AcquireKfunc BuiltinAcquireKfuncs[] = {
    {"bpf_task_acquire", "bpf_task_release", false},
    {"bpf_task_from_pid", "bpf_task_release", false},
    {"bpf_task_from_vpid", "bpf_task_release", false},
    {"bpf_cgroup_acquire", "bpf_cgroup_release", false},
    {"bpf_cgroup_ancestor", "bpf_cgroup_release", false},
    {"bpf_cgroup_from_id", "bpf_cgroup_release", false},
    {"bpf_task_get_cgroup1", "bpf_cgroup_release", false},
    {"bpf_cpumask_create", "bpf_cpumask_release", false},
    {"bpf_cpumask_acquire", "bpf_cpumask_release", false},
    {"bpf_obj_new_impl", "bpf_obj_drop_impl", true},
    {"bpf_percpu_obj_new_impl", "bpf_percpu_obj_drop_impl", true},
    {"bpf_refcount_acquire_impl", "bpf_obj_drop_impl", true},
    {"bpf_lookup_user_key", "bpf_key_put", false},
    {"bpf_lookup_system_key", "bpf_key_put", false},
    {"bpf_get_task_exe_file", "bpf_put_file", false},
    {"bpf_crypto_ctx_create", "bpf_crypto_ctx_release", false},
    {"bpf_crypto_ctx_acquire", "bpf_crypto_ctx_release", false},
    {"bpf_xdp_ct_lookup", "bpf_ct_release", false},
    {"bpf_skb_ct_lookup", "bpf_ct_release", false},
};

/// The release of a referenced pointer \p Acquire returns, if it is an
/// acquiring kfunc.
static std::optional<ProtoRelease> releaseOf(StringRef Acquire) {
  for (const std::string &Extra : ExtraAcquireKfuncs) {
    auto [Name, Release] = StringRef(Extra).split(':');
    if (Name == Acquire && !Release.empty())
      return ProtoRelease{Release.str(), false};
  }
  for (const AcquireKfunc &K : BuiltinAcquireKfuncs)
    if (Acquire == K.Name)
      return ProtoRelease{K.Release, K.TakesMeta};
  return std::nullopt;
}

/// BPF_MAP_TYPE_ARRAY (include/uapi/linux/bpf.h): the only map whose
/// values the prototype lets stay in a suspended frame.
constexpr uint64_t MapTypeArray = 2;

/// The map type a map definition declares: `__uint(type, T)` of a
/// BTF-defined map is a member `int (*type)[T]` (libbpf's bpf_helpers.h);
/// a legacy `struct bpf_map_def` holds it in its first field.
static std::optional<uint64_t> mapTypeOf(const GlobalVariable *GV) {
  if (std::optional<uint64_t> T = mapUint(*GV, "type"))
    return T;
  if (GV->hasInitializer())
    if (auto *CS = dyn_cast<ConstantStruct>(GV->getInitializer()))
      if (auto *First = dyn_cast<ConstantInt>(CS->getOperand(0)))
        return First->getZExtValue();
  return std::nullopt;
}

/// The prototype's frame kfuncs (kernel/bpf/helpers.c of the branch).
constexpr const char *FrameAllocKfunc = "bpf_coro_frame_alloc";
constexpr const char *FrameFreeKfunc = "bpf_coro_frame_free";
/// The index is a doubleword in this target: a full spill, exact in the
/// verifier's snapshot; saved values start after it.
constexpr unsigned ProtoIndexSize = 8;
constexpr unsigned ProtoSlotsStart = IndexOffset + ProtoIndexSize;
constexpr int ErrNoMem = -12;

static bool isCallTo(const Instruction &I, StringRef Name) {
  auto *CB = dyn_cast<CallBase>(&I);
  Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  return Callee && Callee->getName() == Name;
}

bool CoroutineSplitter::prepareTarget() {
  SmallVector<CallInst *, 4> Awaits, Yields;
  for (Instruction &I : instructions(F)) {
    if (isCallTo(I, AwaitMarker))
      Awaits.push_back(cast<CallInst>(&I));
    else if (isCallTo(I, YieldMarker))
      Yields.push_back(cast<CallInst>(&I));
  }
  if (!prototypeTarget()) {
    if (Awaits.empty())
      return true;
    reportError(F,
                "bpf_coro_await() in '" + Name +
                    "' suspends through a kernel prototype kfunc, which only "
                    "the prototype target lowers; build the object with "
                    "-mllvm -bpf-coro-target=prototype, or suspend with "
                    "bpf_coro_yield() for upstream kernels",
                Awaits.front()->getDebugLoc());
    return false;
  }
  if (!Yields.empty()) {
    reportError(F,
                "bpf_coro_yield() in '" + Name +
                    "' hands values in and out of a resume, but the kernel "
                    "prototype resumes a coroutine with its frame alone; "
                    "suspend with bpf_coro_await(kfunc(args, BPF_CORO_SELF)) "
                    "and keep the values in the coroutine's locals or a map",
                Yields.front()->getDebugLoc());
    return false;
  }
  // The rest of the split knows suspensions as yield markers.
  for (CallInst *A : Awaits) {
    yieldMarkerFor(A, A->getArgOperand(0), A->getIterator());
    A->eraseFromParent();
  }
  return true;
}

bool CoroutineSplitter::collectAwaits() {
  if (!prototypeTarget())
    return true;
  for (SuspendPoint &P : Points) {
    CallInst *Y = P.Yield;
    CallBase *Call = nullptr;
    for (Instruction *I = Y->getPrevNode(); I; I = I->getPrevNode()) {
      if (auto *II = dyn_cast<IntrinsicInst>(I))
        if (II->isLifetimeStartOrEnd() || II->isAssumeLikeIntrinsic())
          continue;
      if (isa<CallBase>(I)) {
        Call = cast<CallBase>(I);
        break;
      }
      if (I->mayHaveSideEffects())
        break;
    }
    unsigned Selves = 0;
    if (Call)
      for (Value *Op : Call->args())
        if (auto *OpI = dyn_cast<Instruction>(Op); OpI && isCallTo(*OpI, SelfMarker))
          ++Selves;
    if (!Call || Selves != 1) {
      reportError(F,
                  "bpf_coro_await() needs a call of a kfunc that takes the "
                  "coroutine's frame as one argument, e.g. "
                  "bpf_coro_await(bpf_blk_read_coro(io, buf, BPF_CORO_SELF))",
                  Y->getDebugLoc());
      return false;
    }
    Function *Callee = Call->getCalledFunction();
    if (!Callee || !Callee->isDeclaration() || isa<IntrinsicInst>(Call)) {
      reportError(F,
                  "BPF_CORO_SELF is passed to " +
                      (Callee ? "'" + Callee->getName().str() + "'"
                              : std::string("a call through a pointer")) +
                      ", which is not a kfunc: only a kernel function that "
                      "takes the frame through a '__coro_suspend' parameter "
                      "can suspend the coroutine; declare it 'extern ... "
                      "__ksym'",
                  Call->getDebugLoc());
      return false;
    }
    if (!Call->use_empty()) {
      reportError(F,
                  "the result of '" + Callee->getName() +
                      "' is used, but the coroutine returns right after "
                      "handing its frame to it and the kernel resumes it "
                      "with the frame alone; have the kfunc write its result "
                      "into a buffer (an arena or a map value) and read it "
                      "there after the await",
                  Call->getDebugLoc());
      return false;
    }
    AwaitCalls.push_back(Call);
  }
  // The frame exists only as the argument the suspending call hands over.
  for (Instruction &I : instructions(F))
    if (isCallTo(I, SelfMarker))
      for (User *U : I.users())
        if (!is_contained(AwaitCalls, U)) {
          auto *UI = dyn_cast<Instruction>(U);
          reportError(F,
                      "BPF_CORO_SELF can only be the frame argument of the "
                      "kfunc call in bpf_coro_await(kfunc(args, "
                      "BPF_CORO_SELF)); the frame belongs to the kernel "
                      "while the coroutine is suspended, and the compiler "
                      "owns its layout",
                      UI ? UI->getDebugLoc() : I.getDebugLoc());
          return false;
        }
  return true;
}

/// Whether \p Base is read from a local that stores addresses of locals
/// (`long *ptrs[2] = {a, b}; p = ptrs[i];`): a stack pointer once filled.
static bool holdsStackPointers(const Value *Base) {
  auto *Load = dyn_cast<LoadInst>(Base);
  auto *Local = Load ? dyn_cast<AllocaInst>(
                           getUnderlyingObject(Load->getPointerOperand()))
                     : nullptr;
  if (!Local)
    return false;
  SmallVector<const Value *, 8> Work{Local};
  SmallPtrSet<const Value *, 8> Seen{Local};
  while (!Work.empty()) {
    const Value *Addr = Work.pop_back_val();
    for (const User *U : Addr->users()) {
      if (auto *St = dyn_cast<StoreInst>(U)) {
        if (St->getPointerOperand() == Addr &&
            St->getValueOperand()->getType()->isPointerTy() &&
            isa<AllocaInst>(getUnderlyingObject(St->getValueOperand())))
          return true;
      } else if (isa<GetElementPtrInst>(U) && Seen.insert(U).second) {
        Work.push_back(U);
      }
    }
  }
  return false;
}

/// What the prototype's verifier lets a suspended frame hold
/// (coro_slot_reg_survives() in kernel/bpf/verifier.c of the branch, see
/// docs/ABI.md section 9): scalars, function pointers, arena pointers, map
/// pointers, values of BPF_MAP_TYPE_ARRAY maps and referenced trusted
/// kernel pointers. Addresses of locals and globals, and of functions, are
/// recomputed after resuming (Spill.cpp); here \p V is a pointer that is
/// not: it is saved as itself if it is one of those kinds, and is an error
/// at \p V otherwise. A map value or a referenced pointer may be NULL until
/// it is checked: the verifier keeps a pointer's NULL-ness in its spill, so
/// the check has to come before the await for the continuation to get a
/// pointer it can use.
bool CoroutineSplitter::planPrototypePointer(PointPlan &Plan, Value *V,
                                             Instruction *Yield) {
  auto *I = dyn_cast<Instruction>(V);
  auto Save = [&]() {
    Plan.Saved.insert(V);
    return true;
  };
  auto NonNull = [&]() {
    DominatorTree DT(F);
    return isKnownNonZero(V, SimplifyQuery(DL, &DT, nullptr, Yield));
  };
  // Arena memory (`__arena`, address space 1) stays while the arena does.
  if (V->getType()->getPointerAddressSpace() == 1)
    return Save();

  std::string Why;
  std::string Hint = "look it up again after the await, or keep an index or "
                     "key in a scalar instead";
  SmallVector<const Value *, 4> Bases;
  getUnderlyingObjects(V, Bases);
  if (!Bases.empty() && all_of(Bases, [](const Value *B) {
        return isa<Function>(B);
      }))
    return Save(); // PTR_TO_FUNC
  auto IsMap = [](const Value *B) {
    auto *GV = dyn_cast<GlobalVariable>(B);
    return GV && GV->getSection() == ".maps";
  };
  auto IsData = [&](const Value *B) {
    return isa<GlobalVariable>(B) && !IsMap(B);
  };
  if (!Bases.empty() && all_of(Bases, IsMap))
    return Save(); // CONST_PTR_TO_MAP
  if (!Bases.empty() && all_of(Bases, IsData))
    return Save(); // global data: values of the object's internal arrays

  const Value *Base = getUnderlyingObject(V);
  auto *CB = dyn_cast<CallBase>(Base);
  StringRef Callee = CB ? calleeName(*CB) : "";
  if (CB && Base == V && Callee == "bpf_map_lookup_elem") {
    // The map, or each of those chosen between (`c ? &a : &b`, a branch
    // per map to the verifier): the first that is no array, if any.
    SmallVector<const Value *, 2> Maps;
    getUnderlyingObjects(CB->getArgOperand(0), Maps);
    const GlobalVariable *Map = nullptr;
    std::optional<uint64_t> Type;
    for (const Value *M : Maps) {
      Map = dyn_cast<GlobalVariable>(M);
      Type = Map && IsMap(Map) ? mapTypeOf(Map) : std::nullopt;
      if (!Type || *Type != MapTypeArray)
        break;
    }
    if (Type && *Type == MapTypeArray) {
      if (NonNull())
        return Save(); // PTR_TO_MAP_VALUE of an array
      Why = "it may be NULL at the await (the lookup's result is not "
            "checked before it), and the prototype keeps a map value's "
            "NULL-ness in the frame";
      Hint = "check it against NULL before the await (if (!p) return 0;)";
    } else {
      const char *TName = Type ? mapTypeName(*Type) : nullptr;
      Why = (Map ? "it points into a value of map '" +
                       Map->getName().str() + "'" +
                       (TName ? std::string(", a ") + TName
                              : std::string(", which is not a "
                                            "BPF_MAP_TYPE_ARRAY"))
                 : std::string("it points into a value of a map the "
                               "compiler cannot name")) +
            ", and only an array's values outlive the RCU read section the "
            "lookup holds";
      Hint = "look it up again after the await, or keep the key in a "
             "scalar instead";
    }
  } else if (CB && Base == V && !Callee.empty() && releaseOf(Callee)) {
    if (NonNull()) {
      ProtoRefs[V] = *releaseOf(Callee);
      return Save(); // a referenced PTR_TO_BTF_ID
    }
    Why = "it may be NULL at the await ('" + Callee.str() +
          "' can return NULL and the result is not checked before it), and "
          "the prototype keeps only a checked reference in the frame";
    Hint = "check it against NULL before the await (if (!p) return 0;)";
  } else if (CB && !Callee.empty() && releaseOf(Callee)) {
    Why = "it points inside the object '" + Callee.str() +
          "' returned, not at it, and only the reference itself can be kept";
    Hint = "keep the pointer '" + Callee.str() +
           "' returned live instead, and recompute the address from it after "
           "the await";
  } else if (any_of(Bases, [](const Value *B) { return isa<AllocaInst>(B); }) ||
             holdsStackPointers(Base)) {
    Why = "it points into the coroutine's stack, which is gone once it "
          "suspends (the prototype refuses stack pointers in a frame)";
    Hint = "keep an index into the local in a scalar, and take the address "
           "again after the await";
  } else if (any_of(Bases, [](const Value *B) { return isa<Argument>(B); })) {
    Why = "it comes from an argument (the context or a pointer passed in), "
          "valid only during the run of the program that passed it";
    Hint = "copy what you need out of it before the await";
  } else if (isa<IntToPtrInst>(Base) || isa<LoadInst>(Base)) {
    Why = "it is loaded from memory or made from a number (e.g. packet "
          "data from ctx->data), valid only during this run of the program";
    Hint = "copy the bytes you need before the await, or keep an offset in a "
           "scalar";
  } else if (CB && !Callee.empty()) {
    Why = "'" + Callee.str() + "' is not a kfunc the compiler knows to "
          "acquire a reference (-mllvm -bpf-coro-acquire-kfunc=NAME:RELEASE "
          "names more)";
  } else {
    Why = "the compiler cannot tell which of those it is";
  }
  auto [Name, Ty] = sourceName(V, false);
  std::string What = Name.empty() ? std::string("a pointer")
                                  : "pointer '" + Name + "'";
  // At the pointer: a parameter's is its declaration.
  DebugLoc Loc = I ? I->getDebugLoc() : DebugLoc();
  if (!Loc && isa<Argument>(V)) {
    SmallVector<DbgVariableRecord *, 2> Records;
    findDbgUsers(V, Records);
    for (DbgVariableRecord *R : Records)
      if (R->getVariable()->getArg() && R->getVariable()->getLine()) {
        Loc = DILocation::get(Ctx, R->getVariable()->getLine(), 0,
                              F.getSubprogram());
        break;
      }
  }
  if (!Loc)
    Loc = Yield->getDebugLoc();
  reportError(F,
              What + " is live across the suspension" + lineSuffix(Yield) +
                  " in '" + F.getName() +
                  "', but a suspended frame of the kernel prototype holds "
                  "only scalars, function pointers, arena pointers, map "
                  "pointers, NULL-checked values of BPF_MAP_TYPE_ARRAY maps "
                  "and NULL-checked referenced kernel pointers from an "
                  "acquiring kfunc (e.g. bpf_task_acquire); " + Why + "; " +
                  Hint,
              Loc);
  reportNote(Yield, "'" + F.getName() + "' suspends here while " + What +
                        " is live");
  return false;
}

/// Every saved value gets a whole doubleword, in order from offset 24, each
/// point on its own (so points still share bytes); locals' contents start
/// on a doubleword too.
void CoroutineSplitter::layoutPrototype() {
  uint64_t End = ProtoSlotsStart;
  for (SuspendPoint &P : Points) {
    uint64_t Off = ProtoSlotsStart;
    for (FrameSlot &S : P.Slots) {
      // A local keeps its own alignment (copied in chunks of it, each at an
      // aligned frame offset): raised to 8, the backend would index it with
      // `|` instead of `+`, which the verifier rejects on a stack pointer.
      if (!S.IsAllocaContents) {
        // A pointer is spilled as itself: the verifier keeps its type in a
        // full doubleword spill.
        S.Ty = S.V->getType()->isPointerTy() ? S.V->getType() : i64();
        S.Size = 8;
        S.Align = 8;
      }
      S.Offset = Off;
      Off += alignTo(S.Size, 8);
    }
    P.End = Off;
    End = std::max(End, Off);
  }
  FrameBytes = End;
}

static DebugLoc entryLoc(Function *Fn) {
  if (DISubprogram *SP = Fn->getSubprogram())
    return DILocation::get(Fn->getContext(), SP->getScopeLine(), 0, SP);
  return DebugLoc();
}

/// Moves the body of \p From into \p To (same module), keeping its debug
/// info; \p From is left empty and erased.
static void moveBody(Function *From, Function *To) {
  To->setAttributes(AttributeList::get(
      To->getContext(), AttributeList::FunctionIndex,
      AttrBuilder(To->getContext(), From->getAttributes().getFnAttrs())));
  To->splice(To->end(), From);
  To->setSubprogram(From->getSubprogram());
  From->setSubprogram(nullptr);
}

CoroPieces CoroutineSplitter::buildPrototypePieces(Function *U) {
  CoroPieces P;
  Argument *Frame = U->getArg(0), *In = U->getArg(1), *Out = U->getArg(2),
           *Sel = U->getArg(3);
  FunctionType *ContTy = FunctionType::get(i32(), {ptr()}, false);
  Function *R = Function::Create(ContTy, GlobalValue::InternalLinkage,
                                 Name + ResumeSuffix, M);
  Function *D = Function::Create(ContTy, GlobalValue::InternalLinkage,
                                 Name + DestroySuffix, M);
  auto Kfunc = [&](StringRef KName, FunctionType *Ty) {
    FunctionCallee C = M.getOrInsertFunction(KName, Ty);
    if (auto *Fn = dyn_cast<Function>(C.getCallee()))
      if (!Fn->hasSection())
        Fn->setSection(".ksyms"); // what __ksym says in C
    return C;
  };
  FunctionCallee Alloc =
      Kfunc(FrameAllocKfunc, FunctionType::get(ptr(), {i64(), ptr()}, false));
  FunctionCallee Free = Kfunc(
      FrameFreeKfunc, FunctionType::get(Type::getVoidTy(Ctx), {ptr()}, false));
  // The prototype moves the references a suspended frame holds to the
  // continuation and to destroy, and a frame freed while it still holds
  // one leaks it ("Unreleased reference"): what frees the frame of a
  // suspended point K releases K's references first.
  auto ReleaseRefs = [&](IRBuilder<> &B, Value *Fr, unsigned K) {
    bool Any = false;
    for (FrameSlot &S : Points[K].Slots) {
      auto It = ProtoRefs.find(S.V);
      if (S.IsAllocaContents || It == ProtoRefs.end())
        continue;
      const ProtoRelease &Rel = It->second;
      SmallVector<Type *, 2> Params{ptr()};
      if (Rel.TakesMeta)
        Params.push_back(ptr());
      FunctionCallee Fn = Kfunc(
          Rel.Name, FunctionType::get(Type::getVoidTy(Ctx), Params, false));
      Value *Ref = B.CreateAlignedLoad(S.Ty, frameField(B, Fr, S.Offset),
                                       Align(8), S.Name + ".ref");
      SmallVector<Value *, 2> Args{Ref};
      if (Rel.TakesMeta)
        Args.push_back(ConstantPointerNull::get(PointerType::get(Ctx, 0)));
      B.CreateCall(Fn, Args);
      Any = true;
    }
    return Any;
  };
  for (unsigned K = 0; K < numPoints(); ++K)
    if (BasicBlock *Corrupt = CorruptBlocks[K]) {
      IRBuilder<> B(Corrupt, Corrupt->getFirstInsertionPt());
      B.SetCurrentDebugLocation(Corrupt->getTerminator()->getDebugLoc());
      ReleaseRefs(B, Frame, K);
    }

  // The frame the suspending kfuncs are given is U's.
  for (Instruction &I : make_early_inc_range(instructions(U)))
    if (isCallTo(I, SelfMarker)) {
      I.replaceAllUsesWith(Frame);
      I.eraseFromParent();
    }
  // No value goes out through `out`: yields are awaits, and the result of a
  // coroutine the kernel resumed has no caller to go to.
  for (User *Us : make_early_inc_range(Out->users()))
    if (auto *St = dyn_cast<StoreInst>(Us))
      if (St->getPointerOperand() == Out)
        St->eraseFromParent();
  // The index is published with a plain doubleword store: the frame belongs
  // to one run at a time, and the verifier keeps a spilled constant exact.
  auto IsIndexAddr = [&](Value *Ptr) {
    int64_t Off = 0;
    return GetPointerBaseWithConstantOffset(Ptr, Off, DL) == Frame &&
           Off == IndexOffset;
  };
  SmallPtrSet<Instruction *, 8> IndexStores;
  for (Instruction &I : make_early_inc_range(instructions(U)))
    if (Value *State = publishedState(I)) {
      Value *Index = const_cast<Value *>(MemoryLocation::get(&I).Ptr);
      if (IsIndexAddr(Index)) {
        IRBuilder<> B(&I);
        IndexStores.insert(
            B.CreateAlignedStore(B.CreateZExt(State, i64()), Index, Align(8)));
        I.eraseFromParent();
      }
    }

  // Suspensions: the header's function slots, then the kfunc, then return.
  SmallPtrSet<Instruction *, 8> SuspendRets;
  for (CallBase *Call : AwaitCalls) {
    auto *Ret = cast<ReturnInst>(Call->getParent()->getTerminator());
    SuspendRets.insert(Ret);
    IRBuilder<> B(Ret);
    B.SetCurrentDebugLocation(Call->getDebugLoc());
    B.CreateAlignedStore(R, frameField(B, Frame, ResumeSlotOffset), Align(8));
    B.CreateAlignedStore(D, frameField(B, Frame, DestroySlotOffset), Align(8));
    Call->moveBefore(Ret->getIterator());
  }
  // Every other exit (a return, a corrupt saved value) frees the frame.
  SmallVector<ReturnInst *, 8> Exits;
  for (BasicBlock &BB : *U)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      if (!SuspendRets.count(Ret))
        Exits.push_back(Ret);
  for (ReturnInst *Ret : Exits) {
    if (Instruction *Prev = Ret->getPrevNode(); Prev && IndexStores.count(Prev)) {
      Value *Addr = cast<StoreInst>(Prev)->getPointerOperand();
      Prev->eraseFromParent();
      RecursivelyDeleteTriviallyDeadInstructions(Addr);
    }
    CallInst::Create(Free, {Frame}, "", Ret->getIterator())
        ->setDebugLoc(Ret->getDebugLoc());
  }

  // Start: the state machine at index 0 on a frame it allocates.
  {
    ValueToValueMapTy VMap;
    VMap[In] = PoisonValue::get(In->getType());
    VMap[Out] = PoisonValue::get(Out->getType());
    VMap[Sel] = ConstantInt::get(i32(), 0);
    Function *SC = CloneFunction(U, VMap);
    // The status is an int whatever the coroutine returns: -ENOMEM in a
    // _Bool was 0, DONE.
    Function *S = Function::Create(
        FunctionType::get(i32(), F.getFunctionType()->params(), false),
        GlobalValue::InternalLinkage, "", M);
    S->takeName(&F);
    moveBody(SC, S);
    for (unsigned I = 0; I < F.arg_size(); ++I) {
      SC->getArg(I + 1)->replaceAllUsesWith(S->getArg(I));
      S->getArg(I)->takeName(SC->getArg(I + 1));
    }
    BasicBlock *Entry = &S->getEntryBlock();
    ConstantFoldTerminator(Entry);
    BasicBlock *Pro = BasicBlock::Create(Ctx, "alloc", S, Entry);
    for (Instruction &I : make_early_inc_range(*Entry))
      if (isa<AllocaInst>(I))
        I.moveBefore(Pro->end());
    BasicBlock *NoMem = BasicBlock::Create(Ctx, "nomem", S);
    IRBuilder<> B(Pro);
    B.SetCurrentDebugLocation(entryLoc(S));
    Value *NewFrame = B.CreateCall(
        Alloc, {B.getInt64(FrameBytes),
         ConstantPointerNull::get(PointerType::get(Ctx, 0))},
        "frame");
    SC->getArg(0)->replaceAllUsesWith(NewFrame);
    B.CreateCondBr(B.CreateIsNull(NewFrame), NoMem, Entry);
    B.SetInsertPoint(NoMem);
    B.CreateRet(B.getInt32(ErrNoMem));
    SC->eraseFromParent();
    removeUnreachableBlocks(*S);
    P.Start = S;
  }

  // Resume: the state machine at the index the frame holds; R1 only.
  {
    ValueToValueMapTy VMap;
    VMap[In] = PoisonValue::get(In->getType());
    VMap[Out] = PoisonValue::get(Out->getType());
    for (unsigned I = 4; I < U->arg_size(); ++I)
      VMap[U->getArg(I)] = PoisonValue::get(U->getArg(I)->getType());
    Function *RC = CloneFunction(U, VMap);
    moveBody(RC, R);
    RC->getArg(0)->replaceAllUsesWith(R->getArg(0));
    R->getArg(0)->setName("frame");
    Value *RFrame = R->getArg(0);
    auto *SW = cast<SwitchInst>(R->getEntryBlock().getTerminator());
    IRBuilder<> B(SW);
    B.SetCurrentDebugLocation(entryLoc(R));
    Value *Index = B.CreateAlignedLoad(
        i64(), frameField(B, RFrame, IndexOffset), Align(8), "index");
    RC->getArg(1)->replaceAllUsesWith(B.CreateTrunc(Index, i32()));
    RC->eraseFromParent();
    // An index that names no suspension point: nothing to continue; the
    // frame is the continuation's to free.
    BasicBlock *Bad = BasicBlock::Create(Ctx, "bad.index", R);
    IRBuilder<> BB(Bad);
    BB.SetCurrentDebugLocation(entryLoc(R));
    BB.CreateCall(Free, {RFrame});
    BB.CreateRet(BB.getInt32(0));
    SW->setDefaultDest(Bad);
    removeUnreachableBlocks(*R);
    // The kernel wants 0 from a continuation (its return range is 0..0).
    for (BasicBlock &Blk : *R)
      if (auto *Ret = dyn_cast<ReturnInst>(Blk.getTerminator()))
        Ret->setOperand(0, ConstantInt::get(i32(), 0));
    P.Resume = R;
  }

  // Destroy: releases the references the point suspended at holds (the
  // prototype verifies destroy from each point's frame, its index known),
  // then frees the frame. Without references, freeing it is all.
  {
    D->addFnAttr(Attribute::NoUnwind);
    Value *DFrame = D->getArg(0);
    DFrame->setName("frame");
    BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", D);
    IRBuilder<> B(Entry);
    if (!ProtoRefs.empty()) {
      BasicBlock *FreeBB = BasicBlock::Create(Ctx, "free", D);
      Value *Index = B.CreateAlignedLoad(
          i64(), frameField(B, DFrame, IndexOffset), Align(8), "index");
      SwitchInst *SW = B.CreateSwitch(Index, FreeBB);
      for (unsigned K = 0; K < numPoints(); ++K) {
        BasicBlock *Rel = BasicBlock::Create(
            Ctx, "release." + utostr(Points[K].Index), D, FreeBB);
        IRBuilder<> RB(Rel);
        if (!ReleaseRefs(RB, DFrame, K)) {
          Rel->eraseFromParent();
          continue;
        }
        RB.CreateBr(FreeBB);
        SW->addCase(B.getInt64(Points[K].Index), Rel);
      }
      B.SetInsertPoint(FreeBB);
    }
    B.CreateCall(Free, {DFrame});
    B.CreateRet(B.getInt32(0));
    P.Destroy = D;
  }
  return P;
}

void CoroutineSplitter::describePrototype(CoroPieces &P) {
  DIBuilder DIB(M, /*AllowUnresolved=*/false, OrigSP->getUnit());
  DIFile *File = OrigSP->getFile();
  P.FrameTy = buildFrameType(DIB, File, File, OrigSP->getLine(), Name, Points,
                             FrameBytes);
  completeForwardDeclarations(M, P.FrameTy->getName(), P.FrameTy);
  DIType *FramePtr = DIB.createPointerType(P.FrameTy, 64);
  DIType *Int = DIB.createBasicType("int", 32, dwarf::DW_ATE_signed);
  // The start keeps the coroutine's parameters, name and decl tags, and
  // returns the int status bpf_coro_spawn() hands on.
  SmallVector<DIType *, 8> StartTypes{Int};
  SmallVector<std::string, 8> StartNames;
  appendParams(StartTypes, StartNames,
               DIB.createBasicType("long", 64, dwarf::DW_ATE_signed));
  retitle(P.Start, DIB, P.Start->getName(), StartTypes, StartNames, true);
  retitle(P.Resume, DIB, P.Resume->getName(), {Int, FramePtr}, {"frame"},
          /*KeepAnnotations=*/false);
  describeDestroy(P.Destroy, DIB, OrigSP, Int, FramePtr);
  // libbpf resolves a kfunc only through its BTF FUNC, which the backend
  // emits for an extern with a declaration subprogram; the frame kfuncs the
  // split calls are not in the source, so they get one here.
  DIType *VoidPtr = DIB.createPointerType(nullptr, 64);
  DIType *U64 =
      DIB.createBasicType("unsigned long long", 64, dwarf::DW_ATE_unsigned);
  declareKfunc(M, DIB, File, FrameAllocKfunc, {VoidPtr, U64, VoidPtr});
  declareKfunc(M, DIB, File, FrameFreeKfunc, {nullptr, VoidPtr});
  // The releases destroy calls, unless the source declares them.
  for (auto &[V, Rel] : ProtoRefs) {
    if (Rel.TakesMeta)
      declareKfunc(M, DIB, File, Rel.Name, {nullptr, VoidPtr, VoidPtr});
    else
      declareKfunc(M, DIB, File, Rel.Name, {nullptr, VoidPtr});
  }
  DIB.finalize();
}

/// Erases a marker call and, for a start, the call of the coroutine it
/// wraps (and the promotion casts around it), which nothing else uses: the
/// shell of a split coroutine must have no use left.
static void eraseMarker(CallBase *CB, bool WithInner) {
  if (!CB->use_empty())
    CB->replaceAllUsesWith(Constant::getNullValue(CB->getType()));
  Value *Arg = WithInner && CB->arg_size() == 3 ? CB->getArgOperand(2)
                                                : nullptr;
  CB->eraseFromParent();
  while (auto *I = dyn_cast_or_null<Instruction>(Arg)) {
    if (!I->use_empty())
      break;
    Value *Next = isa<CastInst>(I) ? I->getOperand(0) : nullptr;
    I->eraseFromParent();
    Arg = Next;
  }
}

void rewritePrototypeMarkers(Module &M,
                             const DenseMap<Function *, CoroPieces> &Pieces,
                             const SmallPtrSetImpl<Function *> &Coros) {
  for (const char *MName : {AwaitMarker, SelfMarker})
    if (Function *Marker = M.getFunction(MName)) {
      for (User *U : make_early_inc_range(Marker->users()))
        if (auto *CB = dyn_cast<CallBase>(U)) {
          if (!Coros.count(CB->getFunction()))
            reportError(*CB->getFunction(),
                        Twine(MName == AwaitMarker ? "bpf_coro_await()"
                                                   : "BPF_CORO_SELF") +
                            " is only allowed directly in a '__bpf_coro' "
                            "function (found in '" +
                            CB->getFunction()->getName() + "')",
                        CB->getDebugLoc());
          if (!CB->use_empty())
            CB->replaceAllUsesWith(Constant::getNullValue(CB->getType()));
          CB->eraseFromParent();
        }
      if (Marker->use_empty())
        Marker->eraseFromParent();
    }
  if (!prototypeTarget())
    return;
  for (const char *MName : {StartMarker, ResumeMarker, DestroyMarker,
                            ZeroFrameMarker}) {
    Function *Marker = M.getFunction(MName);
    if (!Marker)
      continue;
    for (User *U : make_early_inc_range(Marker->users())) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledOperand() != Marker)
        continue;
      auto *Inner = MName == StartMarker && CB->arg_size() == 3
                        ? dyn_cast<CallInst>(
                              CB->getArgOperand(2)->stripPointerCasts())
                        : nullptr;
      // Through casts of the promoted result.
      if (!Inner && MName == StartMarker && CB->arg_size() == 3) {
        Value *V = CB->getArgOperand(2);
        while (auto *C = dyn_cast<CastInst>(V))
          V = C->getOperand(0);
        Inner = dyn_cast<CallInst>(V);
      }
      Function *Coro =
          Inner ? dyn_cast<Function>(Inner->getCalledOperand()) : nullptr;
      auto It = Coro ? Pieces.find(Coro) : Pieces.end();
      bool NullFrame = CB->arg_size() >= 1 &&
                       isa<ConstantPointerNull>(CB->getArgOperand(0));
      if (MName != StartMarker || !NullFrame) {
        if (MName != StartMarker || !Coro || Coros.count(Coro))
          reportError(
              *CB->getFunction(),
              MName == StartMarker
                  ? Twine("with -bpf-coro-target=prototype a coroutine "
                          "allocates its own frame (bpf_coro_frame_alloc); "
                          "start it with bpf_coro_spawn(fn(args))")
                  : Twine("with -bpf-coro-target=prototype the kernel "
                          "resumes a coroutine itself, through its frame's "
                          "first slot; remove this call (a frame of the "
                          "prototype is never in a map)"),
              CB->getDebugLoc());
        eraseMarker(CB, MName == StartMarker);
        continue;
      }
      if (It == Pieces.end()) { // diagnosed already, or not a coroutine:
        continue;               // rewriteMarkers says which
      }
      IRBuilder<> B(CB);
      SmallVector<Value *, 4> Args(Inner->args());
      CallInst *New = B.CreateCall(It->second.Start, Args);
      New->setDebugLoc(CB->getDebugLoc());
      CB->replaceAllUsesWith(B.CreateSExtOrTrunc(New, CB->getType()));
      eraseMarker(CB, true);
    }
  }
}

} // namespace bpfcoro
