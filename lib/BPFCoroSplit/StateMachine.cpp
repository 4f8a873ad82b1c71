//===- StateMachine.cpp - Step 4: one function over the frame ---------------===//
//
// Step 4, the state machine: the coroutine becomes one function
// U(frame, in, out, sel, params...) whose entry dispatches on sel (0: the
// original entry; k: the resume block of point k). A suspension saves its
// slots, hands its value out, publishes the index and returns SUSPENDED; a
// resume block reloads the slots, re-checks what held at the suspension
// (ReloadRanges.cpp), splits small loop counters into exact values and
// recomputes the rest; a return hands the result out and marks the frame
// done. SSAUpdater then rewires every use to the definition reaching it.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "Support/EmptyAsm.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace {
enum class PublishMode { Auto, Exchange, Release };
} // namespace

static cl::opt<PublishMode> Publish(
    "bpf-coro-publish", cl::Hidden, cl::init(PublishMode::Auto),
    cl::desc("How a suspension publishes the frame's new state"),
    cl::values(
        clEnumValN(PublishMode::Auto, "auto",
                   "a store-release where -mcpu=v4 and "
                   "-bpf-coro-target-kernel is 6.15 or later, an exchange "
                   "otherwise (default)"),
        clEnumValN(PublishMode::Exchange, "exchange",
                   "an atomic exchange, a full barrier: every kernel"),
        clEnumValN(PublishMode::Release, "release",
                   "a store-release, one atomic instruction less per "
                   "suspension: -mcpu=v4 and kernels from 6.15 on")));

namespace bpfcoro {

bool targetsV4(const Function &F) {
  return F.getFnAttribute("target-cpu").getValueAsString() == "v4";
}

bool publishesWithRelease(const Function &F) {
  switch (Publish) {
  case PublishMode::Exchange:
    return false;
  case PublishMode::Release:
    return true;
  case PublishMode::Auto:
    return targetsV4(F) && targetHasStoreRelease(F).value_or(false);
  }
  llvm_unreachable("all publish modes handled");
}

bool checkPublishMode(Function &F) {
  if (Publish != PublishMode::Release)
    return true;
  std::string Why;
  if (!targetsV4(F))
    Why = "BPF has that instruction only at -mcpu=v4, not -mcpu=" +
          F.getFnAttribute("target-cpu").getValueAsString().str();
  else if (!targetHasStoreRelease(F).value_or(true))
    Why = "the kernel -bpf-coro-target-kernel names has none (it came with "
          "6.15)";
  if (Why.empty())
    return true;
  reportError(F, "'__bpf_coro' function '" + F.getName() +
                     "' is built with -bpf-coro-publish=release, which "
                     "publishes its frame with a store-release, and " + Why +
                     "; build with -mcpu=v4 for kernels from 6.15 on, or "
                     "without the option");
  return false;
}

/// A loop counter reloaded with at most this many possible values is split
/// into them (see buildStateMachine), as long as the resume then has at most
/// MaxSplitPaths combinations of them for the verifier to walk; a counter
/// whose values leave gaps (PointPlan::Values), which a range check cannot
/// stand for, as long as it has at most MaxGappedSplitPaths.
constexpr uint64_t MaxSplitValues = 8;
constexpr uint64_t MaxSplitPaths = 16;
constexpr uint64_t MaxGappedSplitPaths = 128;

/// `L Pred R` as llvm.bpf.compare: the BPF backend turns it back into a
/// compare only after the optimiser ran, so it is neither folded nor merged
/// with another check, and the verifier sees it on the registers it tests.
Value *emitCompare(IRBuilder<> &B, CmpInst::Predicate Pred, Value *L,
                   Value *R, const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  Function *Cmp = Intrinsic::getOrInsertDeclaration(
      &M, Intrinsic::bpf_compare, {L->getType(), R->getType()});
  return B.CreateCall(Cmp, {B.getInt32(unsigned(Pred)), L, R}, Name);
}

/// The address of the frame's byte \p Off.
Value *frameField(IRBuilder<> &B, Value *Frame, uint64_t Off) {
  return B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Frame, Off);
}

/// Sets the frame's index with an atomic exchange (a full barrier) or, under
/// -bpf-coro-publish=release, a store-release: either way every access to
/// the frame before it is visible before another CPU can claim the frame
/// through it, and none moves after it.
void publishIndex(IRBuilder<> &B, Value *Frame, Value *Index, bool Plain) {
  Value *Ptr = frameField(B, Frame, IndexOffset);
  if (Plain) {
    B.CreateAlignedStore(Index, Ptr, Align(4), true);
    return;
  }
  Instruction *Pub;
  if (publishesWithRelease(*B.GetInsertBlock()->getParent())) {
    StoreInst *SI = B.CreateAlignedStore(Index, Ptr, Align(4));
    SI->setAtomic(AtomicOrdering::Release);
    Pub = SI;
  } else {
    Pub = B.CreateAtomicRMW(AtomicRMWInst::Xchg, Ptr, Index, Align(4),
                            AtomicOrdering::SequentiallyConsistent);
  }
  Pub->setMetadata(IndexAtomicMD, MDNode::get(B.getContext(), {}));
}

/// Copies \p Size bytes between a local and the frame in naturally aligned
/// chunks. Not a memcpy: lowering one lets the backend raise the local's
/// stack alignment, after which it combines the local's address with an
/// index by `|` instead of `+`, and the verifier rejects `|=` on a pointer.
///
/// Saving (\p FromLocal), the local's loads are volatile: plain ones let GVN
/// forward every value stored into the local since its initialisation, each
/// of which then lives in a register (spilled: on the stack) from there to
/// the suspension, on top of the local itself; a 264-byte frame needed 520
/// bytes of stack that way.
static void copyBytes(IRBuilder<> &B, Value *Dst, Value *Src, uint64_t Size,
                      uint64_t Alignment, bool FromLocal = false) {
  uint64_t Off = 0;
  for (uint64_t Chunk = std::min<uint64_t>(Alignment, 8); Chunk; Chunk /= 2)
    for (; Off + Chunk <= Size; Off += Chunk) {
      Type *Ty = B.getIntNTy(Chunk * 8);
      Value *V = B.CreateAlignedLoad(
          Ty, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Src, Off),
          Align(Chunk), /*isVolatile=*/FromLocal);
      B.CreateAlignedStore(
          V, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Dst, Off),
          Align(Chunk));
    }
}

/// \p V as the slot type \p Ty: an integer widened or narrowed to the
/// slot, a pointer (kept by the prototype target) stored as itself.
static Value *fitSlot(IRBuilder<> &B, Value *V, Type *Ty) {
  if (V->getType() == Ty)
    return V;
  return B.CreateZExtOrTrunc(V, Ty);
}

/// Whether a value of debug type \p Ty is unsigned: through typedefs and
/// qualifiers (`__u8`, vmlinux.h's `typedef _Bool bool`) to the basic type,
/// and through an enum to its underlying type.
static bool isUnsignedType(DIType *Ty) {
  while (Ty) {
    if (auto *BT = dyn_cast<DIBasicType>(Ty))
      return BT->getEncoding() == dwarf::DW_ATE_unsigned ||
             BT->getEncoding() == dwarf::DW_ATE_unsigned_char ||
             BT->getEncoding() == dwarf::DW_ATE_boolean;
    if (auto *DT = dyn_cast<DIDerivedType>(Ty)) {
      switch (DT->getTag()) {
      case dwarf::DW_TAG_typedef:
      case dwarf::DW_TAG_const_type:
      case dwarf::DW_TAG_volatile_type:
      case dwarf::DW_TAG_restrict_type:
      case dwarf::DW_TAG_atomic_type:
        Ty = DT->getBaseType();
        continue;
      default:
        return false;
      }
    }
    if (auto *CT = dyn_cast<DICompositeType>(Ty))
      if (CT->getTag() == dwarf::DW_TAG_enumeration_type) {
        Ty = CT->getBaseType();
        continue;
      }
    return false;
  }
  return false;
}

/// Rewrites the coroutine into one function U(frame, in, out, sel, params...)
/// whose entry dispatches on sel (0: start, k: resume at point k).
Function *CoroutineSplitter::buildStateMachine(SwitchInst *&Dispatch) {
  SmallVector<Type *, 8> Params{ptr(), i64(), ptr(), i32()};
  for (Argument &A : F.args())
    Params.push_back(A.getType());
  Function *U =
      Function::Create(FunctionType::get(i32(), Params, false),
                       GlobalValue::InternalLinkage, F.getName() + ".coro", M);
  // Function attributes only: parameter positions have shifted.
  U->setAttributes(
      AttributeList::get(Ctx, AttributeList::FunctionIndex,
                         AttrBuilder(Ctx, F.getAttributes().getFnAttrs())));
  U->removeFnAttr(Attribute::NoInline);
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : F)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(Ret);
  U->splice(U->end(), &F);
  U->setSubprogram(F.getSubprogram());
  Argument *Frame = U->getArg(0), *In = U->getArg(1), *Out = U->getArg(2),
           *Sel = U->getArg(3);
  Frame->setName("frame");
  In->setName("in");
  Out->setName("out");
  Sel->setName("sel");
  DenseMap<Value *, Value *> ArgMap;
  for (Argument &A : F.args()) {
    Argument *NA = U->getArg(4 + A.getArgNo());
    NA->takeName(&A);
    A.replaceAllUsesWith(NA);
    ArgMap[&A] = NA;
  }
  // The plans named F's arguments; from here on they are U's.
  auto Renamed = [&](Value *V) { return ArgMap.lookup(V) ? ArgMap[V] : V; };
  for (PointPlan &Plan : Plans) {
    SetVector<Value *> Live, Saved;
    for (Value *V : Plan.Live)
      Live.insert(Renamed(V));
    for (Value *V : Plan.Saved)
      Saved.insert(Renamed(V));
    Plan.Live = std::move(Live);
    Plan.Saved = std::move(Saved);
    DenseMap<Value *, ConstantRange> Ranges;
    for (auto &[V, CR] : Plan.Ranges)
      Ranges.insert({Renamed(V), CR});
    Plan.Ranges = std::move(Ranges);
    for (auto &[Pred, A, B] : Plan.Conds) {
      A = Renamed(A);
      B = Renamed(B);
    }
  }
  for (SuspendPoint &P : Points)
    for (FrameSlot &S : P.Slots)
      S.V = Renamed(S.V);
  for (auto &PerPoint : EarlySaves)
    for (auto &Entry : PerPoint)
      for (auto &Store : Entry.second)
        Store.second = Renamed(Store.second);

  BasicBlock *OldEntry = &U->getEntryBlock();
  BasicBlock *Entry =
      BasicBlock::Create(Ctx, "coro.dispatch", U, OldEntry);
  for (Instruction &I : make_early_inc_range(*OldEntry))
    if (isa<AllocaInst>(I))
      I.moveBefore(Entry->end());
  IRBuilder<> B(Entry);
  // A local that lives in the frame (FrameLocals.cpp) is its slot there,
  // in every piece: nothing copies it. The slot's address, computed here
  // from the frame, is available everywhere, as the local's was: an
  // address into the local recomputed at a resume (&buf[4]) is
  // recomputed from it.
  SmallPtrSet<Value *, 4> FrameLocalAddrs;
  for (const FrameSlot *S : frameLocalSlots()) {
    Value *Addr = frameField(B, Frame, S->Offset);
    // Lifetime markers are for stack objects only.
    for (User *Us : make_early_inc_range(S->V->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(Us);
          II && II->isLifetimeStartOrEnd())
        II->eraseFromParent();
    S->V->replaceAllUsesWith(Addr);
    FrameLocalAddrs.insert(Addr);
  }
  Dispatch = B.CreateSwitch(Sel, OldEntry, numPoints());

  auto FrameAddr = [&](IRBuilder<> &IB, uint64_t Off) {
    return frameField(IB, Frame, Off);
  };
  // The prototype's verifier may track what a suspended frame holds: its
  // saves stay, every one.
  auto markSave = [&](StoreInst *SI) {
    if (!prototypeTarget())
      SI->setMetadata(SaveMD, MDNode::get(Ctx, {}));
  };
  auto Publish = [&](IRBuilder<> &IB, uint32_t Index) {
    publishIndex(IB, Frame, IB.getInt32(Index), Unclaimed);
  };

  // Values as they are right after each resume, per point.
  SmallVector<DenseMap<Value *, Value *>, 8> AtResume(numPoints());
  SmallVector<BasicBlock *, 8> ResumeBlocks; // dispatch targets
  SmallVector<BasicBlock *, 8> ResumeExits;  // where reloaded values are ready
  CorruptBlocks.assign(numPoints(), nullptr);
  for (unsigned K = 0; K < numPoints(); ++K) {
    SuspendPoint &P = Points[K];
    PointPlan &Plan = Plans[K];
    CallInst *Yield = P.Yield;
    BasicBlock *SuspendBB = Yield->getParent();

    // Suspend: save, hand the value out, publish the index, return.
    IRBuilder<> SB(Yield);
    SB.SetCurrentDebugLocation(Yield->getDebugLoc());
    for (unsigned I = 0; I < P.Slots.size(); ++I) {
      FrameSlot &S = P.Slots[I];
      auto Early = EarlySaves[K].find(I);
      if (Early != EarlySaves[K].end()) {
        for (auto &[At, V] : Early->second) {
          IRBuilder<> EB(At);
          EB.SetCurrentDebugLocation(Yield->getDebugLoc());
          markSave(EB.CreateAlignedStore(fitSlot(EB, V, S.Ty),
                                         FrameAddr(EB, S.Offset),
                                         Align(S.Align)));
        }
        continue;
      }
      if (S.InFrame)
        continue;
      Value *Addr = FrameAddr(SB, S.Offset);
      if (S.IsAllocaContents)
        copyBytes(SB, Addr, S.V, S.Size,
                  std::min<uint64_t>(S.Align,
                                     cast<AllocaInst>(S.V)->getAlign().value()),
                  /*FromLocal=*/true);
      else
        markSave(SB.CreateAlignedStore(fitSlot(SB, S.V, S.Ty), Addr,
                                       Align(S.Align)));
    }
    SB.CreateStore(Yield->getArgOperand(0), Out);
    Publish(SB, P.Index);
    SuspendBB->getTerminator()->eraseFromParent();
    IRBuilder<> RB(SuspendBB);
    RB.SetCurrentDebugLocation(Yield->getDebugLoc());
    RB.CreateRet(RB.getInt32(StatusSuspended));

    // Resume: reload, recompute, continue.
    BasicBlock *RBB = BasicBlock::Create(Ctx, "coro.resume." + utostr(K + 1),
                                         U, Conts[K]);
    ResumeBlocks.push_back(RBB);
    IRBuilder<> LB(RBB);
    LB.SetCurrentDebugLocation(Yield->getDebugLoc());
    DenseMap<Value *, Value *> &Map = AtResume[K];
    Map[Yield] = In;
    for (AllocaInst *AI : Plan.Restarted)
      if (!FrameLocals.count(AI))
        LB.CreateLifetimeStart(AI);
    // Bools saved as bytes: 0 or 1 is all the coroutine can have written.
    SmallVector<std::pair<Value *, FrameSlot *>, 2> BoolLoads;
    for (FrameSlot &S : P.Slots) {
      if (S.InFrame)
        continue;
      Value *Addr = FrameAddr(LB, S.Offset);
      if (S.IsAllocaContents) {
        copyBytes(LB, S.V, Addr, S.Size,
                  std::min<uint64_t>(
                      S.Align, cast<AllocaInst>(S.V)->getAlign().value()));
        continue;
      }
      // A narrowed value comes back zero-extended: its users ignore the
      // high bits.
      LoadInst *Loaded = LB.CreateAlignedLoad(S.Ty, Addr, Align(S.Align),
                                              S.V->getName() + ".reload");
      Loaded->setMetadata(ReloadMD, MDNode::get(Ctx, {}));
      if (S.V->getType()->isIntegerTy(1))
        BoolLoads.push_back({Loaded, &S});
      Map[S.V] = fitSlot(LB, Loaded, S.V->getType());
    }
    BasicBlock *Corrupt = nullptr;
    auto GetCorrupt = [&]() {
      if (!Corrupt) {
        Corrupt = BasicBlock::Create(Ctx, "coro.corrupt." + utostr(K + 1), U);
        IRBuilder<> CB(Corrupt);
        CB.SetCurrentDebugLocation(Yield->getDebugLoc());
        Publish(CB, P.Index);
        CB.CreateRet(CB.getInt32(StatusCorrupt));
        CorruptBlocks[K] = Corrupt;
      }
      return Corrupt;
    };
    auto Require = [&](CmpInst::Predicate Pred, Value *L, Value *R,
                       const Twine &Name) {
      BasicBlock *Next = BasicBlock::Create(
          Ctx, "coro.resume." + utostr(K + 1) + ".checked", U, Conts[K]);
      LB.CreateCondBr(emitCompare(LB, Pred, L, R, Name), Next, GetCorrupt());
      LB.SetInsertPoint(Next);
      RBB = Next;
    };
    // A counter of the loops around the point that indexes an array
    // through arithmetic, with a few possible values, is split into them:
    // one compare each, joined by a phi of constants. The verifier then
    // walks the rest of the loop with the exact counter, as it does from
    // the loop's start, instead of a range that loses what LLVM's index
    // arithmetic relies on (a[(i + 1) & 3] with the mask dropped because
    // the loop bounds i). Any other value is corrupt, so a split value
    // needs no range check.
    // So is a counter whose few values leave gaps in its range (a step
    // above 1, a parity test around the point: PointPlan::Values), whatever
    // it indexes.
    SmallPtrSet<Value *, 2> Split;
    {
      // The values, the slot, whether they leave gaps.
      SmallVector<std::tuple<SmallVector<APInt, 8>, FrameSlot *, bool>, 4>
          Counters;
      // Or the counter another is computed from (SteppedTogether.cpp).
      auto IsCounter = [&](Value *V) {
        return LoopCounters.count(V) ||
               any_of(Plan.Derived, [&](const auto &D) {
                 return LoopCounters.count(D.first) &&
                        any_of(D.second.Terms, [&](const auto &T) {
                          return T.Base == V;
                        });
               });
      };
      for (FrameSlot &S : P.Slots) {
        if (S.IsAllocaContents)
          continue;
        if (auto VI = Plan.Values.find(S.V); VI != Plan.Values.end()) {
          Counters.push_back({VI->second, &S, true});
          continue;
        }
        auto RI = Plan.Ranges.find(S.V);
        if (RI == Plan.Ranges.end() || !IsCounter(S.V))
          continue;
        const ConstantRange &CR = RI->second;
        if (CR.isFullSet() || CR.isEmptySet())
          continue;
        APInt Size = CR.getUpper() - CR.getLower(); // wraps for wrapped sets
        if (Size.ugt(1) && Size.ule(MaxSplitValues)) {
          SmallVector<APInt, 8> Vals;
          for (APInt V = CR.getLower(); Vals.size() < Size.getZExtValue(); ++V)
            Vals.push_back(V);
          Counters.push_back({std::move(Vals), &S, false});
        }
      }
      llvm::stable_sort(Counters, [](const auto &X, const auto &Y) {
        return std::get<0>(X).size() < std::get<0>(Y).size();
      });
      uint64_t Paths = 1;
      for (auto &[Vals, S, Gapped] : Counters) {
        uint64_t Size = Vals.size();
        if (Paths * Size > (Gapped ? MaxGappedSplitPaths : MaxSplitPaths))
          break;
        Paths *= Size;
        Value *R = Map[S->V];
        BasicBlock *Join = BasicBlock::Create(
            Ctx, "coro.resume." + utostr(K + 1) + "." + S->Name, U, Conts[K]);
        PHINode *Exact =
            PHINode::Create(R->getType(), Size, S->Name + ".exact", Join);
        for (uint64_t J = 0; J < Size; ++J) {
          const APInt &V = Vals[J];
          BasicBlock *Test = LB.GetInsertBlock();
          bool Last = J + 1 == Size;
          BasicBlock *Next =
              Last ? GetCorrupt()
                   : BasicBlock::Create(
                         Ctx, "coro.resume." + utostr(K + 1) + ".split", U,
                         Join);
          Value *C = ConstantInt::get(R->getType(), V);
          LB.CreateCondBr(
              emitCompare(LB, CmpInst::ICMP_EQ, R, C, S->Name + ".is"), Join,
              Next);
          Exact->addIncoming(C, Test);
          if (!Last)
            LB.SetInsertPoint(Next);
        }
        LB.SetInsertPoint(Join);
        RBB = Join;
        Map[S->V] = Exact;
        Split.insert(S->V);
      }
    }
    // Values read back from the frame get the range they had when saved,
    // and the comparisons that held at the suspension hold again: each is
    // checked through bpf.compare, so the optimiser neither drops nor
    // merges them and the verifier sees every bound on the reloaded
    // register. A failed check leaves the frame as it was.
    for (FrameSlot &S : P.Slots) {
      auto RI = Plan.Ranges.find(S.V);
      if (S.IsAllocaContents || RI == Plan.Ranges.end() || Split.count(S.V))
        continue;
      const ConstantRange &CR = RI->second;
      bool Signed = CR.isWrappedSet();
      if (Signed && CR.isSignWrappedSet())
        continue;
      APInt Lo = CR.getLower(), Hi = CR.getUpper() - 1;
      Value *R = Map[S.V];
      // An 8- or 16-bit value is checked as its extension to 32 bits, one
      // register the code goes on with: compared at its own width, the
      // backend tests a masked or sign-extended copy, and what it makes of
      // the value elsewhere (an index `la[k - 1]` of a `__s8 k` counting
      // down from 4, sign-extended) kept no bound ("invalid variable-offset
      // read from stack").
      bool Short = R->getType()->getIntegerBitWidth() < 32;
      auto Ext = Signed ? Instruction::SExt : Instruction::ZExt;
      Value *V = Short ? hiddenFromSelection(
                             LB, LB.CreateCast(Ext, R, LB.getInt32Ty(),
                                               S.Name + ".wide"))
                       : R;
      ConstantRange VR = Short ? CR.castOp(Ext, 32) : CR;
      // `x u>= 1` reaches the verifier as `x != 0` (the backend's
      // canonical form), from which kernels before 6.8 learn no minimum; with
      // the whole range non-negative, `x s>= 1` says the same and becomes
      // `x s> 0`, which every kernel follows.
      bool SignedLo = Signed || (Lo.isOne() && Hi.isNonNegative());
      if (Signed ? !Lo.isMinSignedValue() : !Lo.isZero())
        Require(SignedLo ? CmpInst::ICMP_SGE : CmpInst::ICMP_UGE, V,
                ConstantInt::get(V->getType(), VR.getLower()),
                S.Name + ".inrange");
      if (Signed ? !Hi.isMaxSignedValue() : !Hi.isMaxValue())
        Require(Signed ? CmpInst::ICMP_SLE : CmpInst::ICMP_ULE, V,
                ConstantInt::get(V->getType(), VR.getUpper() - 1),
                S.Name + ".inrange");
      // After the checks the range is told to the optimiser too, through
      // the same register: for a short value, so that it drops the
      // extensions it would redo; for one saved in fewer bits than it has,
      // so that it knows again what the start knew (a __u8 clamped in int
      // and saved in a byte, then counted down as a __u8 `k = kc + 1`: not
      // knowing kc <= 4, the resume kept the count-down's 8-bit wrap,
      // whose masked copy the verifier does not link to the counter, and
      // went round from 255 until a million instructions: adversarial
      // round); for one that goes below zero and indexes
      // an array (`t[i + 20]` for i from -20), so that BPFCoroIndexMask
      // moves the array's base down to the lowest element and indexes from
      // zero. The verifier refuses to scale an index that can be negative
      // ("math between fp pointer and register with unbounded min value"),
      // or bounds the product by its known bits alone, far below the array
      // (`t[i + 40]` for i from -40 to -24, all below zero, a range the
      // checks compare unsigned: "invalid variable-offset read from
      // stack").
      // (A range wrapped unsigned, checked signed, holds -1: below zero.)
      if (Short || Narrow.count(S.V) ||
          (CR.getSignedMin().isNegative() &&
           indexesArray(S.V, /*ThroughArithmetic=*/false))) {
        auto *Known = cast<CallInst>(hiddenFromSelection(LB, V));
        Known->addRetAttr(Attribute::get(Ctx, Attribute::Range, VR));
        Map[S.V] = Short ? LB.CreateTrunc(Known, R->getType(), S.Name) : Known;
      }
    }
    for (auto [Loaded, S] : BoolLoads)
      if (!NoReloadChecks)
        Require(CmpInst::ICMP_ULE, Loaded,
                ConstantInt::get(Loaded->getType(), 1), S->Name + ".inrange");
    // Recompute in dependence order, from the exact values where split,
    // after the range checks: a value computed from a reloaded one before
    // its check would carry none of the check's bound (`r - 1` of a
    // count-down, which BPFCoroLoopBound and a verifier that does not link
    // it to r, 6.1's, then count down from 2^31), and the comparisons below
    // may read it.
    std::function<Value *(Value *)> Materialize = [&](Value *V) -> Value * {
      if (isAlwaysAvailable(V) || FrameLocalAddrs.count(V))
        return V;
      auto It = Map.find(V);
      if (It != Map.end())
        return It->second;
      if (auto D = Plan.Derived.find(V); D != Plan.Derived.end()) {
        // Down from the offset, not by a negative factor: the verifier
        // tracks a subtraction's range, and a product's only when both
        // factors are non-negative.
        IRBuilder<> DB(RBB);
        DB.SetCurrentDebugLocation(Yield->getDebugLoc());
        Type *Ty = V->getType();
        Value *Offset = ConstantInt::get(Ty, D->second.Offset);
        std::string Name = (V->getName() + ".stepped").str();
        Value *Sum = nullptr;
        bool OffsetTaken = false;
        for (const auto &T : D->second.Terms) {
          Value *Term = Materialize(T.Base);
          if (T.Ext)
            Term = DB.CreateCast(*T.Ext, Term, Ty);
          if (APInt Factor = T.Scale.abs(); !Factor.isOne())
            Term = DB.CreateMul(Term, ConstantInt::get(Ty, Factor));
          if (!Sum && T.Scale.isNegative()) {
            Sum = DB.CreateSub(Offset, Term, Name);
            OffsetTaken = true;
          } else if (!Sum) {
            Sum = Term;
          } else {
            Sum = T.Scale.isNegative() ? DB.CreateSub(Sum, Term, Name)
                                       : DB.CreateAdd(Sum, Term, Name);
          }
        }
        if (!OffsetTaken && !D->second.Offset.isZero())
          Sum = DB.CreateAdd(Sum, Offset, Name);
        Map[V] = Sum;
        return Sum;
      }
      auto *I = cast<Instruction>(V);
      assert(Plan.Recomputed.count(I) && "value neither saved nor recomputed");
      Instruction *C = I->clone();
      for (Use &Op : C->operands())
        Op.set(Materialize(Op.get()));
      C->insertInto(RBB, RBB->end());
      C->setDebugLoc(Yield->getDebugLoc());
      C->setName(I->getName() + ".remat");
      Map[V] = C;
      return C;
    };
    // An operand is a reloaded or recomputed value, or the low half of one
    // (ReloadRanges' UsableInCheck).
    auto CheckOperand = [&](Value *V) -> Value * {
      if (isa<Constant>(V))
        return V;
      if (Value *M = Map.lookup(V))
        return M;
      // A truncation or an extension of a reloaded value, made for the
      // check alone.
      auto *C = dyn_cast<CastInst>(V);
      if (!C || !(isa<TruncInst>(C) || isa<SExtInst>(C) || isa<ZExtInst>(C)))
        return nullptr;
      Value *M = Map.lookup(C->getOperand(0));
      return M ? LB.CreateCast(C->getOpcode(), M, C->getType(),
                               C->getName() + ".held")
               : nullptr;
    };
    // The conditions on reloaded values alone come before anything is
    // recomputed from them, which then carries their bounds: `(u32)x <= 4`
    // checked after `x & 7` was recomputed left the index [0, 7] to the
    // verifier, in an array of 5.
    SmallVector<bool, 4> Held(Plan.Conds.size());
    auto CheckConds = [&] {
      for (auto [K, C] : enumerate(Plan.Conds)) {
        auto &[Pred, A, Bv] = C;
        Value *L = Held[K] ? nullptr : CheckOperand(A);
        Value *R = L ? CheckOperand(Bv) : nullptr;
        if (L && R && L->getType() == R->getType()) {
          Require(Pred, L, R, "held");
          Held[K] = true;
        }
      }
    };
    CheckConds();
    for (auto &[V, D] : Plan.Derived)
      Materialize(V);
    for (Instruction *I : Plan.Recomputed)
      Materialize(I);
    CheckConds();
    ResumeExits.push_back(RBB);

    LB.SetInsertPoint(RBB);
    LB.CreateBr(Conts[K]);
    Dispatch->addCase(B.getInt32(P.Index), ResumeBlocks.back());
  }

  // Returns: hand the result out, mark the frame finished.
  bool Unsigned = false;
  if (DISubprogram *SP = U->getSubprogram())
    if (DISubroutineType *ST = SP->getType())
      if (ST->getTypeArray().size() > 0)
        Unsigned = isUnsignedType(ST->getTypeArray()[0]);
  for (ReturnInst *Ret : Returns) {
    IRBuilder<> XB(Ret);
    Value *RV = Ret->getReturnValue();
    Value *Wide = Unsigned ? XB.CreateZExt(RV, i64()) : XB.CreateSExt(RV, i64());
    XB.CreateStore(Wide, Out);
    Publish(XB, IndexDone);
    XB.CreateRet(XB.getInt32(StatusDone));
    Ret->eraseFromParent();
  }

  // Rewire every use of a value that crosses a suspension to the definition
  // that reaches it: the original, or a reload/recomputation after a resume.
  // Not only the values live across a point: a value saved (or recomputed)
  // only as an operand of a recomputed one is also read at a suspension
  // that may now be reached from another point's resume.
  SetVector<Value *> Crossing;
  for (PointPlan &Plan : Plans) {
    Crossing.insert(Plan.Live.begin(), Plan.Live.end());
    Crossing.insert(Plan.Saved.begin(), Plan.Saved.end());
    Crossing.insert(Plan.Recomputed.begin(), Plan.Recomputed.end());
  }
  DenseMap<Value *, unsigned> YieldPoint;
  for (auto [K, P] : enumerate(Points)) {
    Crossing.insert(P.Yield);
    YieldPoint[P.Yield] = K;
  }
  // Per value, the points (in order) whose resume reloads or recomputes
  // it, and what it is there.
  DenseMap<Value *, SmallVector<std::pair<unsigned, Value *>, 2>> ResumedAt;
  for (auto [K, Map] : enumerate(AtResume))
    for (auto &[V, AtK] : Map)
      if (AtK)
        ResumedAt[V].push_back({K, AtK});
  for (Value *V : Crossing) {
    auto YI = YieldPoint.find(V);
    bool IsYield = YI != YieldPoint.end();
    unsigned YieldK = IsYield ? YI->second : 0;
    BasicBlock *DefBB = isa<Argument>(V) ? OldEntry
                                         : cast<Instruction>(V)->getParent();
    SSAUpdater SSA;
    SSA.Initialize(V->getType(), V->getName());
    if (IsYield)
      SSA.AddAvailableValue(ResumeExits[YieldK], In);
    else
      SSA.AddAvailableValue(DefBB, V);
    for (auto [K, AtK] : ResumedAt.lookup(V))
      if (!(IsYield && K == YieldK))
        SSA.AddAvailableValue(ResumeExits[K], AtK);
    SmallVector<Use *, 8> Uses;
    for (Use &Us : V->uses())
      Uses.push_back(&Us);
    for (Use *Us : Uses) {
      auto *UI = cast<Instruction>(Us->getUser());
      if (!IsYield && !isa<PHINode>(UI) && UI->getParent() == DefBB)
        continue;
      if (IsYield && UI->getParent() == ResumeExits[YieldK])
        continue;
      SSA.RewriteUse(*Us);
    }
  }
  for (SuspendPoint &P : Points) {
    P.Yield->replaceAllUsesWith(PoisonValue::get(P.Yield->getType()));
    SmallVector<DbgVariableRecord *, 2> Records;
    findDbgUsers(P.Yield, Records);
    for (DbgVariableRecord *R : Records)
      R->setKillLocation();
    P.Yield->eraseFromParent();
    P.Yield = nullptr;
  }

  // Debug records can now sit where their value no longer dominates.
  DominatorTree DT(*U);
  for (BasicBlock &BB : *U)
    for (Instruction &I : BB)
      for (DbgVariableRecord &R : filterDbgVars(I.getDbgRecordRange()))
        for (Value *Loc : R.location_ops())
          if (auto *LI = dyn_cast_or_null<Instruction>(Loc))
            if (!DT.dominates(LI, &I)) {
              R.setKillLocation();
              break;
            }
  return U;
}

} // namespace bpfcoro
