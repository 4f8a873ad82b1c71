//===- Await.cpp - Suspensions the kernel resumes: bpf_coro_sleep -----------===//
//
// `bpf_coro_sleep(&map, ns)` suspends the coroutine like a yield, and the
// kernel resumes it: a `struct bpf_timer` placed in the frame (so the map's
// BTF value type carries it where the kernel looks for special fields) is
// armed at the suspension, and its callback, the generated continuation
// `int fn__coro_timer_cont(void *map, int *key, struct fn__coro_frame *)`,
// claims the frame the way a resume does and continues it. docs/ABI.md
// section 10 is the contract; the steps, in the order run() takes them:
//
//   prepareAwaits  (before the cleanup) each sleep marker keeps its call,
//                  which arms the timer, and gets a yield marker right after
//                  it, which the rest of the split knows as a suspension;
//   collectSleeps  (after collect) notes which points are sleeps and checks
//                  the map they name: one constant map, of a type whose
//                  values may hold a bpf_timer;
//   layoutAwaits   (after layout) places the timer, the wake-up time, the
//                  continuation's `out` and status after the save areas;
//   lowerSleeps    (after the state machine) arms the timer where the sleep
//                  marker was: bpf_timer_init (once: -EBUSY is fine),
//                  bpf_timer_set_callback, bpf_timer_start; a failure
//                  suspends all the same and returns BPF_CORO_NOT_ARMED;
//   buildTimerCont (after clone) the continuation: a clone of the state
//                  machine whose dispatch reaches only the sleep points, so
//                  the verifier never walks another state from the callback,
//                  behind checks that make a stale timer harmless (the frame
//                  restarted, destroyed or resumed by a program meanwhile: the
//                  index is no sleep of this coroutine; woken before its time:
//                  re-armed for the rest; claimed by a program resume on
//                  another CPU: re-armed 10 us later);
//   cancelAwaits   (in destroy) cancels the timer once it holds the frame;
//   describeAwaits (BTF) the continuation's FUNC and the start's decl tag
//                  `coro_timer_cont:<fn>__coro_timer_cont`.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

STATISTIC(NumSleeps, "Number of bpf_coro_sleep() suspension points");

namespace {
/// Helper ids (include/uapi/linux/bpf.h).
enum HelperId : unsigned {
  KtimeGetNs = 5,
  TimerInit = 169,
  TimerSetCallback = 170,
  TimerStart = 171,
  TimerCancel = 172,
};
constexpr int64_t ClockMonotonic = 1;
constexpr int64_t ErrBusy = -16;
/// How long a continuation that found the frame claimed waits to try again.
constexpr int64_t RetryNs = 10000;

/// The members an awaiting coroutine adds after its save areas, as offsets
/// from AwaitOffset (docs/ABI.md section 10).
constexpr uint64_t TimerOff = 0;   // struct bpf_timer (16 bytes, 8-aligned)
constexpr uint64_t WakeOff = 16;   // u64: CLOCK_MONOTONIC ns to resume at
constexpr uint64_t OutOff = 24;    // long: *out of the continuation's runs
constexpr uint64_t StatusOff = 32; // int: status of its last run
constexpr uint64_t AwaitBytes = 40;
} // namespace

static CallInst *callHelper(IRBuilder<> &B, unsigned Id,
                            ArrayRef<Value *> Args, const Twine &Name = "") {
  SmallVector<Type *, 4> Tys;
  for (Value *A : Args)
    Tys.push_back(A->getType());
  FunctionType *FT = FunctionType::get(B.getInt64Ty(), Tys, false);
  Value *Callee = ConstantExpr::getIntToPtr(B.getInt64(Id), B.getPtrTy());
  return B.CreateCall(FT, Callee, Args, Name);
}

bool CoroutineSplitter::prepareAwaits() {
  SmallVector<CallInst *, 4> Sleeps;
  for (Instruction &I : instructions(F))
    if (isMarkerCall(I, SleepMarker))
      Sleeps.push_back(cast<CallInst>(&I));
  if (Sleeps.empty())
    return true;
  if (prototypeTarget()) {
    reportError(F,
                "bpf_coro_sleep() in '" + Name +
                    "' arms a bpf_timer in a map-value frame, which the "
                    "prototype target does not have; build the object for "
                    "the upstream target, or suspend with "
                    "bpf_coro_await(kfunc(args, BPF_CORO_SELF))",
                Sleeps.front()->getDebugLoc());
    return false;
  }
  // The rest of the split knows suspensions as yield markers; the sleep
  // call stays right before its yield and arms the timer there.
  FunctionCallee Yield = M.getOrInsertFunction(
      YieldMarker, FunctionType::get(i64(), {i64()}, false));
  for (CallInst *S : Sleeps) {
    CallInst *Y = CallInst::Create(Yield, {ConstantInt::get(i64(), 0)}, "",
                                   std::next(S->getIterator()));
    Y->setDebugLoc(S->getDebugLoc());
    S->replaceAllUsesWith(Y);
    S->addFnAttr(Attribute::NoMerge);
    S->addFnAttr(Attribute::NoDuplicate);
  }
  return true;
}

/// The BPF map type of \p GV, from the `__uint(type, T)` member of its
/// debug type (`int (*type)[T]`); 0 when it cannot be read.
static uint64_t mapTypeOf(GlobalVariable *GV) {
  SmallVector<DIGlobalVariableExpression *, 1> GVs;
  GV->getDebugInfo(GVs);
  for (DIGlobalVariableExpression *E : GVs) {
    auto *CT = dyn_cast_or_null<DICompositeType>(E->getVariable()->getType());
    if (!CT)
      continue;
    for (DINode *N : CT->getElements()) {
      auto *Mem = dyn_cast<DIDerivedType>(N);
      if (!Mem || Mem->getName() != "type")
        continue;
      auto *Ptr = dyn_cast_or_null<DIDerivedType>(Mem->getBaseType());
      auto *Arr =
          Ptr ? dyn_cast_or_null<DICompositeType>(Ptr->getBaseType()) : nullptr;
      if (!Arr || Arr->getTag() != dwarf::DW_TAG_array_type ||
          Arr->getElements().size() != 1)
        return 0;
      if (auto *SR = dyn_cast<DISubrange>(Arr->getElements()[0]))
        if (auto *C = dyn_cast_if_present<ConstantInt *>(SR->getCount()))
          return C->getZExtValue();
      return 0;
    }
  }
  return 0;
}

static const char *mapTypeName(uint64_t T) {
  switch (T) {
  case 3: return "BPF_MAP_TYPE_PROG_ARRAY";
  case 4: return "BPF_MAP_TYPE_PERF_EVENT_ARRAY";
  case 5: return "BPF_MAP_TYPE_PERCPU_HASH";
  case 6: return "BPF_MAP_TYPE_PERCPU_ARRAY";
  case 10: return "BPF_MAP_TYPE_LRU_PERCPU_HASH";
  case 12: return "BPF_MAP_TYPE_ARRAY_OF_MAPS";
  case 13: return "BPF_MAP_TYPE_HASH_OF_MAPS";
  case 19: return "BPF_MAP_TYPE_CGROUP_STORAGE";
  case 21: return "BPF_MAP_TYPE_PERCPU_CGROUP_STORAGE";
  case 24: return "BPF_MAP_TYPE_SK_STORAGE";
  case 27: return "BPF_MAP_TYPE_RINGBUF";
  case 28: return "BPF_MAP_TYPE_INODE_STORAGE";
  case 29: return "BPF_MAP_TYPE_TASK_STORAGE";
  case 32: return "BPF_MAP_TYPE_CGRP_STORAGE";
  }
  return nullptr;
}

bool CoroutineSplitter::collectSleeps() {
  SleepCalls.assign(numPoints(), nullptr);
  CallInst *First = nullptr;
  for (unsigned K = 0; K < numPoints(); ++K) {
    auto *S = dyn_cast_or_null<CallInst>(Points[K].Yield->getPrevNode());
    if (!S || !isMarkerCall(*S, SleepMarker))
      continue;
    SleepCalls[K] = S;
    // bpf_timer_init() must name the map the timer's value is in: the
    // verifier compares the two. The coroutine's frames must all come from
    // that one map, which is a constant the verifier can see.
    auto *GV = dyn_cast<GlobalVariable>(S->getArgOperand(0)->stripPointerCasts());
    if (!GV || GV->getSection() != ".maps") {
      reportError(F,
                  "bpf_coro_sleep() in '" + Name +
                      "' needs the map its frames are in as a constant, "
                      "`&map` of a map declared in SEC(\".maps\"): the timer "
                      "that resumes the coroutine lives in the frame, and "
                      "bpf_timer_init() must name the frame's map; pass "
                      "`&map` itself, not a pointer computed at run time",
                  S->getDebugLoc());
      return false;
    }
    if (SleepMap && GV != SleepMap) {
      reportError(F,
                  "bpf_coro_sleep() in '" + Name + "' names map '" +
                      GV->getName() + "', but an earlier one names '" +
                      SleepMap->getName() +
                      "': all frames of a coroutine that sleeps are in one "
                      "map, whose timer resumes them; name the same map at "
                      "every bpf_coro_sleep()",
                  S->getDebugLoc());
      reportNote(First, "the first bpf_coro_sleep() of '" + Name +
                            "' names '" + SleepMap->getName() + "' here");
      return false;
    }
    uint64_t Type = mapTypeOf(GV);
    // kernel/bpf/syscall.c map_check_btf(): a bpf_timer only in these.
    if (Type && Type != 1 /*HASH*/ && Type != 2 /*ARRAY*/ &&
        Type != 9 /*LRU_HASH*/) {
      const char *TN = mapTypeName(Type);
      reportError(F,
                  "bpf_coro_sleep() in '" + Name + "' names map '" +
                      GV->getName() + "' of type " +
                      (TN ? Twine(TN) : Twine("#") + Twine(Type)) +
                      ", whose values the kernel does not let hold the "
                      "bpf_timer that resumes the coroutine; declare the "
                      "frames' map BPF_MAP_TYPE_ARRAY, BPF_MAP_TYPE_HASH or "
                      "BPF_MAP_TYPE_LRU_HASH",
                  S->getDebugLoc());
      return false;
    }
    SleepMap = GV;
    SleepIndices.push_back(Points[K].Index);
    First = First ? First : S;
    ++NumSleeps;
  }
  for (Instruction &I : instructions(F))
    if (isMarkerCall(I, SleepMarker) &&
        !is_contained(SleepCalls, cast<CallInst>(&I))) {
      reportError(F,
                  "bpf_coro_sleep() in '" + Name +
                      "' was separated from its suspension by the cleanup; "
                      "please report this with the source",
                  I.getDebugLoc());
      return false;
    }
  return true;
}

void CoroutineSplitter::layoutAwaits() {
  if (!sleeps())
    return;
  AwaitOffset = alignTo(FrameBytes, 8);
  FrameBytes = AwaitOffset + AwaitBytes;
}

SmallVector<Metadata *, 4> awaitMembers(DIBuilder &DIB, DIScope *Scope,
                                        DIFile *File, unsigned Line,
                                        uint64_t Offset) {
  DIType *U64 =
      DIB.createBasicType("unsigned long long", 64, dwarf::DW_ATE_unsigned);
  DIType *Long = DIB.createBasicType("long", 64, dwarf::DW_ATE_signed);
  DIType *Int = DIB.createBasicType("int", 32, dwarf::DW_ATE_signed);
  // As include/uapi/linux/bpf.h has it: the kernel finds the field by the
  // struct's name and size.
  DIType *Opaque = DIB.createArrayType(
      128, 64, U64, DIB.getOrCreateArray({DIB.getOrCreateSubrange(0, 2)}));
  DIType *Timer = DIB.createStructType(
      Scope, "bpf_timer", File, Line, 128, 64, DINode::FlagZero, nullptr,
      DIB.getOrCreateArray({DIB.createMemberType(
          Scope, "__opaque", File, Line, 128, 64, 0, DINode::FlagZero,
          Opaque)}));
  auto Member = [&](StringRef N, uint64_t Off, uint64_t Bits, DIType *Ty) {
    return DIB.createMemberType(Scope, N, File, Line, Bits, Bits > 64 ? 64 : Bits,
                                (Offset + Off) * 8, DINode::FlagZero, Ty);
  };
  return {Member("__coro_timer", TimerOff, 128, Timer),
          Member("__coro_wake_ns", WakeOff, 64, U64),
          Member("__coro_out", OutOff, 64, Long),
          Member("__coro_status", StatusOff, 32, Int)};
}

void CoroutineSplitter::lowerSleeps(Function *U) {
  TimerCont = Function::Create(
      FunctionType::get(i32(), {ptr(), ptr(), ptr()}, false),
      GlobalValue::InternalLinkage, Name + TimerContSuffix, M);
  Value *Frame = U->getArg(0), *Out = U->getArg(2);
  for (CallInst *S : SleepCalls) {
    if (!S)
      continue;
    IRBuilder<> B(S);
    B.SetCurrentDebugLocation(S->getDebugLoc());
    Value *Timer = frameField(B, Frame, AwaitOffset + TimerOff);
    Value *Ns = B.CreateZExtOrTrunc(S->getArgOperand(1), i64(), "ns");
    Value *Now = callHelper(B, KtimeGetNs, {}, "now");
    B.CreateAlignedStore(B.CreateAdd(Now, Ns, "wake"),
                         frameField(B, Frame, AwaitOffset + WakeOff), Align(8),
                         /*isVolatile=*/true);
    Value *Init = callHelper(B, TimerInit,
                             {Timer, SleepMap, B.getInt64(ClockMonotonic)},
                             "timer.init");
    Value *Inited = B.CreateOr(B.CreateICmpEQ(Init, B.getInt64(0)),
                               B.CreateICmpEQ(Init, B.getInt64(ErrBusy)));
    Value *SetCb = callHelper(B, TimerSetCallback, {Timer, TimerCont},
                              "timer.set_callback");
    Value *Start = callHelper(B, TimerStart, {Timer, Ns, B.getInt64(0)},
                              "timer.start");
    Value *Err = B.CreateSelect(
        Inited,
        B.CreateSelect(B.CreateICmpEQ(SetCb, B.getInt64(0)), Start, SetCb),
        Init, "arm.err");
    // The suspension's `*out = 0` and `return SUSPENDED` (StateMachine.cpp)
    // become the arming's outcome: 0 and SUSPENDED, or the helper's error
    // and NOT_ARMED, the frame suspended at the sleep either way.
    auto *Ret = cast<ReturnInst>(S->getParent()->getTerminator());
    for (Instruction &I : make_range(S->getIterator(), Ret->getIterator()))
      if (auto *St = dyn_cast<StoreInst>(&I))
        if (St->getPointerOperand() == Out)
          St->setOperand(0, Err);
    IRBuilder<> RB(Ret);
    Ret->setOperand(
        0, RB.CreateSelect(RB.CreateICmpEQ(Err, RB.getInt64(0)),
                           RB.getInt32(StatusSuspended),
                           RB.getInt32(StatusNotArmed), "status"));
    S->eraseFromParent();
  }
  SleepCalls.clear();
}

Function *CoroutineSplitter::buildTimerCont(Function *U, SwitchInst *Dispatch) {
  ArrayRef<uint32_t> SleepIndex = SleepIndices;

  ValueToValueMapTy VMap;
  VMap[U->getArg(1)] = ConstantInt::get(i64(), 0); // what the sleep returns
  for (unsigned I = 3; I < U->arg_size(); ++I)
    VMap[U->getArg(I)] = PoisonValue::get(U->getArg(I)->getType());
  Function *C0 = CloneFunction(U, VMap); // (frame, out)
  auto *SW = cast<SwitchInst>(VMap[Dispatch]);
  Function *C = TimerCont;
  C->setAttributes(AttributeList::get(
      Ctx, AttributeList::FunctionIndex,
      AttrBuilder(Ctx, C0->getAttributes().getFnAttrs())));
  C->splice(C->end(), C0);
  C->setSubprogram(C0->getSubprogram());
  C0->setSubprogram(nullptr);
  C->getArg(0)->setName("map");
  C->getArg(1)->setName("key");
  Value *Frame = C->getArg(2);
  Frame->setName("frame");
  C0->getArg(0)->replaceAllUsesWith(Frame);
  DebugLoc Loc = functionLoc(C);

  // Nobody receives what a run of the kernel's returns: the status goes to
  // __coro_status (the value out went to __coro_out), and the callback
  // returns 0, as the verifier requires of a timer callback.
  for (BasicBlock &BB : *C)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator())) {
      IRBuilder<> RB(Ret);
      RB.CreateAlignedStore(Ret->getReturnValue(),
                            frameField(RB, Frame, AwaitOffset + StatusOff),
                            Align(4));
      Ret->setOperand(0, RB.getInt32(0));
    }

  BasicBlock *Entry = SW->getParent();
  BasicBlock *DispatchBB =
      BasicBlock::Create(Ctx, "dispatch", C, Entry->getNextNode());
  SW->removeFromParent();
  SW->insertInto(DispatchBB, DispatchBB->end());

  IRBuilder<> B(Entry);
  B.SetCurrentDebugLocation(Loc);
  C0->getArg(1)->replaceAllUsesWith(
      frameField(B, Frame, AwaitOffset + OutOff));
  C0->eraseFromParent();
  Value *Timer = frameField(B, Frame, AwaitOffset + TimerOff);
  auto Ret0 = [&](StringRef N) {
    BasicBlock *BB = BasicBlock::Create(Ctx, N, C);
    IRBuilder<> XB(BB);
    XB.SetCurrentDebugLocation(Loc);
    XB.CreateRet(XB.getInt32(0));
    return BB;
  };
  BasicBlock *Stale = Ret0("stale");
  BasicBlock *Retry = BasicBlock::Create(Ctx, "retry", C);
  BasicBlock *Ours = BasicBlock::Create(Ctx, "sleeping", C, DispatchBB);
  BasicBlock *Due = BasicBlock::Create(Ctx, "check.due", C, DispatchBB);
  BasicBlock *Early = BasicBlock::Create(Ctx, "early", C);
  BasicBlock *Claim = BasicBlock::Create(Ctx, "claim", C, DispatchBB);

  // Only a sleep of this coroutine continues; a frame claimed right now
  // (the sleep still publishing its index, or a program resume) is tried
  // again shortly; anything else (restarted, destroyed, resumed and now
  // elsewhere) was not armed by this timer's last start.
  Value *Index = loadIndex(B, Frame);
  SwitchInst *Kind = B.CreateSwitch(Index, Stale, SleepIndex.size() + 1);
  for (uint32_t K : SleepIndex)
    Kind->addCase(B.getInt32(K), Ours);
  Kind->addCase(B.getInt32(IndexRunning), Retry);

  B.SetInsertPoint(Ours);
  B.CreateCondBr(tokensMatch(B, Frame, token(ResumeSuffix),
                             token(DestroySuffix)),
                 Due, Stale);

  // Woken before the time the frame records (a timer a program resume left
  // behind, or the retry below): sleep the rest.
  B.SetInsertPoint(Due);
  Value *Now = callHelper(B, KtimeGetNs, {}, "now");
  Value *Wake = B.CreateAlignedLoad(
      i64(), frameField(B, Frame, AwaitOffset + WakeOff), Align(8),
      /*isVolatile=*/true, "wake");
  B.CreateCondBr(B.CreateICmpULT(Now, Wake), Early, Claim);
  B.SetInsertPoint(Early);
  callHelper(B, TimerStart, {Timer, B.CreateSub(Wake, Now), B.getInt64(0)});
  B.CreateRet(B.getInt32(0));

  B.SetInsertPoint(Claim);
  emitClaim(B, Frame, Index, DispatchBB, Retry);

  B.SetInsertPoint(Retry);
  callHelper(B, TimerStart, {Timer, B.getInt64(RetryNs), B.getInt64(0)});
  B.CreateRet(B.getInt32(0));

  // The dispatch reaches the sleeps' resume blocks only.
  SW->setCondition(Index);
  for (auto It = SW->case_begin(); It != SW->case_end();) {
    if (!llvm::is_contained(SleepIndex, It->getCaseValue()->getZExtValue()))
      It = SW->removeCase(It);
    else
      ++It;
  }
  BasicBlock *Unclaim = BasicBlock::Create(Ctx, "unclaim", C);
  IRBuilder<> UB(Unclaim);
  UB.SetCurrentDebugLocation(Loc);
  publishIndex(UB, Frame, Index);
  UB.CreateAlignedStore(UB.getInt32(StatusCorrupt),
                        frameField(UB, Frame, AwaitOffset + StatusOff),
                        Align(4));
  UB.CreateRet(UB.getInt32(0));
  SW->setDefaultDest(Unclaim);
  removeUnreachableBlocks(*C);
  return C;
}

void CoroutineSplitter::cancelAwaits(IRBuilder<> &B, Value *Frame) {
  if (!sleeps())
    return;
  // Holding the frame, so no continuation runs it from here on; one already
  // running finds it claimed, and bpf_timer_cancel() waits for it and
  // removes what it re-armed.
  callHelper(B, TimerCancel, {frameField(B, Frame, AwaitOffset + TimerOff)});
}

void CoroutineSplitter::describeAwaits(CoroPieces &P, DIBuilder &DIB,
                                       DIType *Int, DIType *FramePtr) {
  DIType *VoidPtr = DIB.createPointerType(nullptr, 64);
  DIType *IntPtr = DIB.createPointerType(Int, 64);
  retitle(P.TimerCont, DIB, P.TimerCont->getName(),
          {Int, VoidPtr, IntPtr, FramePtr}, {"map", "key", "value"}, false);
  // The start names its continuation as it names resume and destroy.
  DISubprogram *SP = P.Start->getSubprogram();
  if (!SP)
    return;
  SmallVector<Metadata *, 8> Tags;
  if (auto *Old = dyn_cast_or_null<MDTuple>(SP->getRawAnnotations()))
    Tags.append(Old->op_begin(), Old->op_end());
  Tags.push_back(MDNode::get(
      Ctx, {MDString::get(Ctx, "btf_decl_tag"),
            MDString::get(Ctx, "coro_timer_cont:" + Name + TimerContSuffix)}));
  SP->replaceOperandWith(11, MDTuple::get(Ctx, Tags));
}

void reportStraySleeps(Module &M, const SmallPtrSetImpl<Function *> &Coros) {
  Function *Marker = M.getFunction(SleepMarker);
  if (!Marker)
    return;
  for (User *U : make_early_inc_range(Marker->users()))
    if (auto *CB = dyn_cast<CallBase>(U)) {
      // In a coroutine that was rejected: its error is reported, its body
      // goes.
      if (Coros.count(CB->getFunction()))
        continue;
      reportError(*CB->getFunction(),
                  "bpf_coro_sleep() in '" + CB->getFunction()->getName() +
                      "', which is not a '__bpf_coro' function; it suspends "
                      "the enclosing __bpf_coro function; it can only appear "
                      "directly in one",
                  CB->getDebugLoc());
      if (!CB->use_empty())
        CB->replaceAllUsesWith(Constant::getNullValue(CB->getType()));
      CB->eraseFromParent();
    }
  if (Marker->use_empty())
    Marker->eraseFromParent();
}

} // namespace bpfcoro
