//===- Spill.cpp - Step 2: what each suspension saves -----------------------===//
//
// Step 2, per suspension point: which live values are saved in the frame
// and which are recomputed after resuming from saved ones (address
// arithmetic, comparisons, casts: whatever costs no more bytes to redo), why
// a pointer that cannot be recomputed is an error, and, where a point saves
// more values than BPF has callee-saved registers, which are stored as soon
// as they are computed instead of at the suspension.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

STATISTIC(NumSpilled, "Number of values saved in a frame");
STATISTIC(NumRematerialized, "Number of values recomputed after resuming");

/// Cheap, side-effect-free instructions worth recomputing after a resume
/// rather than saving.
static bool isCheapToRecompute(const Instruction *I) {
  if (isa<CmpInst>(I) || isa<GetElementPtrInst>(I) || isa<SelectInst>(I) ||
      isa<FreezeInst>(I))
    return true;
  if (auto *CI = dyn_cast<CastInst>(I))
    return !isa<PtrToIntInst>(CI) && !isa<IntToPtrInst>(CI);
  if (auto *BO = dyn_cast<BinaryOperator>(I))
    switch (BO->getOpcode()) {
    case Instruction::UDiv:
    case Instruction::SDiv:
    case Instruction::URem:
    case Instruction::SRem:
    case Instruction::FDiv:
    case Instruction::FRem:
      return false;
    default:
      return true;
    }
  return false;
}

/// Whether planPointer recomputes \p V from an alloca or a global (address
/// arithmetic and choices over them), without reporting anything.
static bool recomputablePointer(const Value *V, unsigned Depth = 0) {
  if (isa<AllocaInst>(V) || isa<GlobalValue>(V) || isa<Constant>(V))
    return true;
  if (Depth > 16)
    return false;
  if (auto *I = dyn_cast<Instruction>(V);
      I && (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I) ||
            isa<AddrSpaceCastInst>(I)))
    return all_of(I->operands(), [&](const Value *Op) {
      return !Op->getType()->isPointerTy() ||
             recomputablePointer(Op, Depth + 1);
    });
  if (auto *Sel = dyn_cast<SelectInst>(V))
    return recomputablePointer(Sel->getTrueValue(), Depth + 1) &&
           recomputablePointer(Sel->getFalseValue(), Depth + 1);
  return false;
}

/// Makes pointer \p V available after resuming by recomputing it from an
/// alloca or global base; its integer operands are saved. Pointers that are
/// not such address arithmetic cannot cross a suspension: what the verifier
/// knew about them is gone after it.
bool CoroutineSplitter::planPointer(PointPlan &Plan, Value *V,
                                    Instruction *Yield) {
  if (isAlwaysAvailable(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  if (I && (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I) ||
            isa<AddrSpaceCastInst>(I))) {
    for (Value *Op : I->operands()) {
      if (isAlwaysAvailable(Op))
        continue;
      if (Op->getType()->isPointerTy()) {
        if (!planPointer(Plan, Op, Yield))
          return false;
      } else if (auto *OpI = dyn_cast<Instruction>(Op);
                 !(OpI && Plan.Recomputed.count(OpI))) {
        Plan.Saved.insert(Op);
      }
    }
    Plan.Recomputed.insert(I);
    return true;
  }
  // One of two addresses: the condition is saved, both are recomputed.
  if (auto *Sel = dyn_cast_or_null<SelectInst>(I)) {
    Value *C = Sel->getCondition();
    auto *CI = dyn_cast<Instruction>(C);
    if (!isAlwaysAvailable(C) && !(CI && Plan.Recomputed.count(CI)))
      Plan.Saved.insert(C);
    if (planPointer(Plan, Sel->getTrueValue(), Yield) &&
        planPointer(Plan, Sel->getFalseValue(), Yield)) {
      Plan.Recomputed.insert(I);
      return true;
    }
    return false;
  }
  if (SkipChecks) {
    Plan.Saved.insert(V);
    return true;
  }
  // The prototype keeps some pointers in a suspended frame (Prototype.cpp).
  if (prototypeTarget())
    return planPrototypePointer(Plan, V, Yield);
  auto [Name, Ty] = sourceName(V, false);
  std::string What = Name.empty() ? std::string("a pointer")
                                  : "pointer '" + Name + "'";
  // The fix depends on where the pointer comes from.
  const Value *Base = getUnderlyingObject(V);
  const char *Hint = "look it up again after resuming, or keep an index or "
                     "key instead";
  if (auto *CB = dyn_cast<CallBase>(Base)) {
    if (calleeName(*CB) == "bpf_ringbuf_reserve")
      Hint = "submit or discard the record before bpf_coro_yield() and "
             "reserve a new one after";
  } else if (isa<Argument>(Base)) {
    Hint = "copy what you need out of it before bpf_coro_yield(), or pass "
           "the pointer in again through the resume value";
  } else if (isa<IntToPtrInst>(Base) || isa<LoadInst>(Base)) {
    Hint = "copy the bytes you need before bpf_coro_yield(), or read them "
           "again from the context passed in after resuming";
  }
  reportError(F,
              What + " is live across the suspension" + lineSuffix(Yield) +
                  " in '" + F.getName() +
                  "': the verifier forgets what a pointer points to when it "
                  "is saved in the frame; " + Hint,
              I ? I->getDebugLoc() : Yield->getDebugLoc());
  reportNote(Yield, "'" + F.getName() + "' suspends here while " + What +
                        " is live");
  return false;
}

/// The value a resume passes in is what the resume call passed, as the
/// verifier sees it: it checks the coroutine (a static function) with each
/// caller's registers. A pointer passed in stays one until the next
/// suspension (saved in the frame, it is a number); anything else is a
/// number all along. Dereferencing a number is refused ("R2 invalid mem
/// access 'scalar'"): an error here, at the dereference.
bool CoroutineSplitter::checkResumedPointers(unsigned K) {
  if (SkipChecks)
    return true;
  CallInst *Yield = Points[K].Yield;
  // The pointers made of the resume value, through integer arithmetic
  // and casts, then address arithmetic.
  SmallVector<Value *, 8> Work{Yield};
  SmallPtrSet<Value *, 16> Seen{Yield};
  Instruction *Deref = nullptr;
  while (!Work.empty() && !Deref) {
    Value *V = Work.pop_back_val();
    for (User *U : V->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        continue;
      bool IsPtr = V->getType()->isPointerTy();
      if ((IsPtr && isa<LoadInst>(I)) ||
          (IsPtr && isa<StoreInst>(I) &&
           cast<StoreInst>(I)->getPointerOperand() == V) ||
          (IsPtr && isa<AtomicRMWInst>(I)) ||
          (IsPtr && isa<AtomicCmpXchgInst>(I) &&
           cast<AtomicCmpXchgInst>(I)->getPointerOperand() == V)) {
        Deref = I;
        break;
      }
      // Into an address only as its base: an index into a local is fine.
      auto *GEP = dyn_cast<GetElementPtrInst>(I);
      bool Follow =
          (GEP && GEP->getPointerOperand() == V) || isa<PHINode>(I) ||
          isa<SelectInst>(I) || isa<FreezeInst>(I) ||
          (IsPtr ? isa<BitCastInst>(I)
                 : isa<IntToPtrInst>(I) || isa<BinaryOperator>(I) ||
                       (isa<CastInst>(I) && I->getType()->isIntegerTy()));
      if (Follow &&
          (I->getType()->isIntegerTy() || I->getType()->isPointerTy()) &&
          !ReachNoDeref.count(I) && Seen.insert(I).second)
        Work.push_back(I);
    }
  }
  if (!Deref) {
    // Every value seen was walked to the end.
    ReachNoDeref.insert(Seen.begin(), Seen.end());
    return true;
  }
  // Reached from the resume without another suspension, the pointer is
  // what the resume call passed.
  SmallPtrSet<BasicBlock *, 4> YieldBlocks;
  for (const SuspendPoint &P : Points)
    YieldBlocks.insert(P.Yield->getParent());
  bool Direct = false;
  if (Deref->getParent() == Yield->getParent()) {
    Direct = Yield->comesBefore(Deref);
  } else {
    SmallPtrSet<BasicBlock *, 16> Visited;
    SmallVector<BasicBlock *, 16> Blocks(succ_begin(Yield->getParent()),
                                         succ_end(Yield->getParent()));
    while (!Blocks.empty() && !Direct) {
      BasicBlock *B = Blocks.pop_back_val();
      if (!Visited.insert(B).second)
        continue;
      if (B == Deref->getParent()) {
        // Before a suspension in the same block, if it has one.
        Direct = !YieldBlocks.count(B) ||
                 none_of(Points, [&](const SuspendPoint &P) {
                   return P.Yield->getParent() == B &&
                          P.Yield->comesBefore(Deref);
                 });
        continue;
      }
      if (!YieldBlocks.count(B))
        append_range(Blocks, successors(B));
    }
  }
  std::string Where = lineSuffix(Yield);
  if (!Direct) {
    reportError(F,
                "the value resumed in" + Where + " in '" + F.getName() +
                    "' is used as a pointer after another suspension: it "
                    "was saved in the frame as a number, and the verifier "
                    "refuses to dereference a number; pass the pointer in "
                    "again through the resume value that continues there, "
                    "or pass a key or index and look the object up",
                Deref->getDebugLoc());
    reportNote(Yield, "the value used as a pointer is resumed in here");
    return false;
  }
  for (User *U : F.users()) {
    auto *CB = dyn_cast<CallBase>(U);
    if (!CB || calleeName(*CB) != ResumeMarker || CB->arg_size() < 3 ||
        CB->getArgOperand(0)->stripPointerCasts() != &F)
      continue;
    if (isa<PtrToIntOperator>(CB->getArgOperand(2)))
      continue;
    reportError(F,
                "the value resumed in" + Where + " in '" + F.getName() +
                    "' is used as a pointer, but a bpf_coro_resume() of '" +
                    F.getName() + "'" + lineSuffix(CB) +
                    " passes a number: the verifier checks the coroutine "
                    "with what each resume passes, and refuses to "
                    "dereference a number; pass a pointer cast to long in "
                    "every resume of '" + F.getName() +
                    "', or pass a key or index and look the object up "
                    "after resuming",
                Deref->getDebugLoc());
    reportNote(CB, "passes a number as the resume value here");
    return false;
  }
  return true;
}

bool CoroutineSplitter::planPoint(unsigned K, const Liveness &LV) {
  PointPlan &Plan = Plans[K];
  if (!checkResumedPointers(K))
    return false;
  CallInst *Yield = Points[K].Yield;
  for (Value *V : LV.liveIn(Conts[K]))
    if (V != Yield)
      Plan.Live.insert(V);

  // Pointers first: they must be recomputed, pulling their integer operands
  // into the saved set.
  for (Value *V : Plan.Live)
    if (V->getType()->isPointerTy() && !planPointer(Plan, V, Yield))
      return false;
  // The address of a local as a number (`cur - buf` keeps `(long)buf`) is
  // taken again too: after a resume the local is back on the stack of
  // another run, maybe at another address, and the number saved would be
  // the old one (as a pointer, the verifier refuses to subtract it:
  // "math between fp pointer and register with unbounded min value").
  for (Value *V : Plan.Live)
    if (auto *P2I = dyn_cast<PtrToIntInst>(V);
        P2I && recomputablePointer(P2I->getPointerOperand()) &&
        planPointer(Plan, P2I->getPointerOperand(), Yield))
      Plan.Recomputed.insert(P2I);
  for (Value *V : Plan.Live) {
    auto *I = dyn_cast<Instruction>(V);
    if (!V->getType()->isPointerTy() && !(I && Plan.Recomputed.count(I)))
      Plan.Saved.insert(V);
  }

  // Recompute a cheap value instead of saving it when saving its operands
  // costs no more bytes than saving it (operands already saved cost
  // nothing): `i < n` from saved i and n, `(long)idx` from idx, an index
  // `idx & 7` from idx. Values only ever move from saved to recomputed, so
  // this terminates.
  auto Bytes = [&](Value *V) { return DL.getTypeStoreSize(V->getType()); };
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (Value *V : Plan.Saved) {
      auto *I = dyn_cast<Instruction>(V);
      if (!I || !isCheapToRecompute(I))
        continue;
      SmallVector<Value *, 4> NewSaves;
      uint64_t Cost = 0;
      bool Ok = true;
      for (Value *Op : I->operands()) {
        auto *OpI = dyn_cast<Instruction>(Op);
        if (isAlwaysAvailable(Op) || Plan.Saved.count(Op) ||
            (OpI && Plan.Recomputed.count(OpI)) || is_contained(NewSaves, Op))
          continue;
        if (Op->getType()->isPointerTy()) {
          Ok = false; // pointers are never saved
          break;
        }
        NewSaves.push_back(Op);
        Cost += Bytes(Op);
      }
      if (!Ok || Cost > Bytes(V))
        continue;
      Plan.Saved.remove(V);
      Plan.Recomputed.insert(I);
      for (Value *Op : NewSaves)
        Plan.Saved.insert(Op);
      Changed = true;
      break;
    }
  }
  NumSpilled += Plan.Saved.size();
  NumRematerialized += Plan.Recomputed.size();
  return true;
}
/// With more values saved at a point than BPF has callee-saved registers,
/// saving them all at the suspension keeps every one in a register (or on
/// the 512-byte BPF stack) until then. Store each right after it is
/// computed instead, where that store can only be observed by this point:
/// every suspension reachable from there without passing another is this
/// one, so no other point's save area (which overlaps this one) is written
/// in between.
void CoroutineSplitter::planEarlySaves() {
  constexpr unsigned CalleeSaved = 4; // r6-r9
  EarlySaves.resize(numPoints());
  DenseMap<BasicBlock *, unsigned> PointOf;
  for (unsigned K = 0; K < numPoints(); ++K)
    PointOf[Points[K].Yield->getParent()] = K;
  // The points reachable from the end of a block without passing another.
  DenseMap<BasicBlock *, SmallVector<unsigned, 2>> NextCache;
  auto NextPoints = [&](BasicBlock *BB) -> const SmallVector<unsigned, 2> & {
    auto It = NextCache.find(BB);
    if (It != NextCache.end())
      return It->second;
    SmallVector<unsigned, 2> Found;
    SmallPtrSet<BasicBlock *, 16> Seen;
    SmallVector<BasicBlock *, 16> Work(succ_begin(BB), succ_end(BB));
    while (!Work.empty() && Found.size() < 2) {
      BasicBlock *B = Work.pop_back_val();
      if (!Seen.insert(B).second)
        continue;
      auto P = PointOf.find(B);
      if (P != PointOf.end()) {
        if (!is_contained(Found, P->second))
          Found.push_back(P->second);
        continue;
      }
      append_range(Work, successors(B));
    }
    return NextCache[BB] = std::move(Found);
  };
  // Only point K can observe a store placed before \p At.
  auto OnlyReaches = [&](Instruction *At, unsigned K) {
    BasicBlock *BB = At->getParent();
    auto P = PointOf.find(BB);
    if (P != PointOf.end()) // before the yield ending this block
      return P->second == K;
    const auto &Next = NextPoints(BB);
    return Next.size() == 1 && Next[0] == K;
  };

  // Whether point K can be reached from the edge From -> To without
  // passing another point, following only the branches whose conditions the
  // path decides: a lookup's NULL test repeated after a merge, a cleanup
  // flag set in a phi (the IR clang emits for `if (!p) return` in a loop,
  // before jump threading). Sound: a branch it cannot decide is followed
  // both ways, a block seen twice is walked again knowing nothing, and past
  // the budget the answer is yes.
  auto reachesOnEdge = [&](BasicBlock *From, BasicBlock *To, unsigned K) {
    using Env = DenseMap<Value *, Constant *>;
    auto Eval = [](Value *V, const Env &E) -> Constant * {
      if (auto *C = dyn_cast<Constant>(V))
        return C;
      return E.lookup(V);
    };
    // Entering B: its phis take their values from Pred; what B computes
    // anew (a loop's condition, on the next iteration) is no longer known.
    auto Enter = [&](BasicBlock *Pred, BasicBlock *B, Env E) {
      Env Out;
      for (auto &[V, C] : E)
        if (auto *I = dyn_cast<Instruction>(V); !I || I->getParent() != B)
          Out[V] = C;
      for (PHINode &Phi : B->phis()) {
        Constant *C = Eval(Phi.getIncomingValueForBlock(Pred), E);
        if (C)
          Out[&Phi] = C;
        else
          Out.erase(&Phi);
      }
      return Out;
    };
    auto Cond = [&](BranchInst *Br, const Env &E) -> std::optional<bool> {
      Value *V = Br->getCondition();
      Constant *C = Eval(V, E);
      if (auto *Cmp = dyn_cast<ICmpInst>(V); !C && Cmp) {
        Constant *L = Eval(Cmp->getOperand(0), E);
        Constant *R = Eval(Cmp->getOperand(1), E);
        if (L && R)
          C = ConstantFoldCompareInstOperands(Cmp->getPredicate(), L, R, DL);
      }
      if (auto *CI = dyn_cast_or_null<ConstantInt>(C))
        return !CI->isZero();
      return std::nullopt;
    };
    SmallPtrSet<BasicBlock *, 16> SeenKnowing, SeenBlind;
    SmallVector<std::pair<BasicBlock *, Env>, 16> Work;
    Env Start;
    if (auto *Br = dyn_cast<BranchInst>(From->getTerminator());
        Br && Br->isConditional())
      Start[Br->getCondition()] = ConstantInt::getBool(
          Br->getContext(), Br->getSuccessor(0) == To);
    Work.push_back({To, Enter(From, To, Start)});
    for (unsigned Budget = 4096; !Work.empty(); --Budget) {
      if (!Budget)
        return true;
      auto [B, E] = Work.pop_back_val();
      auto P = PointOf.find(B);
      if (P != PointOf.end()) {
        if (P->second == K)
          return true;
        continue;
      }
      if (SeenBlind.count(B))
        continue;
      if (!SeenKnowing.insert(B).second) {
        SeenBlind.insert(B);
        E.clear();
      }
      auto *Br = dyn_cast<BranchInst>(B->getTerminator());
      std::optional<bool> Taken;
      if (Br && Br->isConditional())
        Taken = Cond(Br, E);
      for (unsigned S = 0; S < B->getTerminator()->getNumSuccessors(); ++S) {
        if (Taken && S != (*Taken ? 0u : 1u))
          continue;
        BasicBlock *Succ = B->getTerminator()->getSuccessor(S);
        Env Next = E;
        if (Br && Br->isConditional() && !Taken)
          Next[Br->getCondition()] = ConstantInt::getBool(Br->getContext(), S == 0);
        Work.push_back({Succ, Enter(B, Succ, std::move(Next))});
      }
    }
    return false;
  };

  // Another point can overwrite the slot (its own layout shares the bytes)
  // between the store and a later arrival at K that does not pass the
  // store again: K in a loop, the value defined before it, another point
  // in the loop. Found walking back from K to the stores.
  auto Clobberable = [&](unsigned K,
                         ArrayRef<std::pair<Instruction *, Value *>> Stores) {
    SmallPtrSet<BasicBlock *, 4> StoreBlocks;
    for (auto &[At, V] : Stores)
      StoreBlocks.insert(At->getParent());
    // (OnlyReaches keeps the stores out of other points' blocks.)
    return any_of(reach(Points[K].Yield->getParent(), /*Forward=*/false,
                        StoreBlocks),
                  [&](BasicBlock *B) {
                    auto P = PointOf.find(B);
                    return P != PointOf.end() && P->second != K;
                  });
  };
  for (unsigned K = 0; K < numPoints(); ++K) {
    SuspendPoint &P = Points[K];
    unsigned Values = count_if(
        P.Slots, [](const FrameSlot &S) { return !S.IsAllocaContents; });
    if (Values <= CalleeSaved)
      continue;
    for (unsigned I = 0; I < P.Slots.size(); ++I) {
      FrameSlot &S = P.Slots[I];
      auto *Def = dyn_cast<Instruction>(S.V);
      // A pointer (prototype target) is saved where the verifier knows it
      // is not NULL: at the suspension, not where it is computed.
      if (S.IsAllocaContents || !Def ||
          (prototypeTarget() && S.V->getType()->isPointerTy()))
        continue;
      if (any_of(Points, [&](const SuspendPoint &Q) { return Q.Yield == Def; }))
        continue; // a yield's result is defined at its resume
      SmallVector<std::pair<Instruction *, Value *>, 2> Stores;
      bool Ok = true;
      if (auto *Phi = dyn_cast<PHINode>(Def)) {
        BasicBlock *PhiBB = Phi->getParent();
        // The incoming value is the phi's only once the edge is taken: from
        // a block that may go elsewhere (a loop's latch that may also leave,
        // a lookup's NULL test), the store goes on the edge itself, in a
        // block of its own. Edges are split only once the phi is known to
        // qualify, so a phi that does not leaves the CFG as it was.
        bool EdgeOk = OnlyReaches(PhiBB->getTerminator(), K);
        SmallVector<unsigned, 2> Edges;
        for (unsigned E = 0; E < Phi->getNumIncomingValues() && Ok; ++E) {
          Value *In = Phi->getIncomingValue(E);
          if (isa<UndefValue>(In))
            continue; // any bytes will do
          BasicBlock *From = Phi->getIncomingBlock(E);
          if (From->getUniqueSuccessor() != PhiBB && !reachesOnEdge(From, PhiBB, K))
            continue; // the value never gets to K along this edge
          if (From->getUniqueSuccessor() != PhiBB) {
            Ok = EdgeOk && isa<BranchInst, SwitchInst>(From->getTerminator()) &&
                 count(successors(From), PhiBB) == 1;
            Edges.push_back(E);
            continue;
          }
          Instruction *At = From->getTerminator();
          if (auto *InI = dyn_cast<Instruction>(In))
            if (InI->getParent() == From && !isa<PHINode>(InI))
              At = InI->getNextNode();
          Ok = OnlyReaches(At, K);
          Stores.push_back({At, In});
        }
        if (Ok)
          for (unsigned E : Edges) {
            BasicBlock *From = Phi->getIncomingBlock(E);
            Value *In = Phi->getIncomingValue(E);
            BasicBlock *OnEdge = SplitEdge(From, PhiBB);
            OnEdge->setName(PhiBB->getName() + ".coro.save");
            SplitEdges = true;
            Stores.push_back({OnEdge->getTerminator(), In});
          }
      } else {
        Instruction *At = Def->getNextNode();
        Ok = OnlyReaches(At, K);
        Stores.push_back({At, Def});
      }
      if (Ok && !Stores.empty() && !Clobberable(K, Stores))
        EarlySaves[K][I] = std::move(Stores);
    }
  }
}

} // namespace bpfcoro
