//===- Liveness.cpp - Step 2: what is live across a suspension --------------===//
//
// Step 2, liveness: the SSA values live into each block (a backward
// dataflow), and the locals whose memory is used both before and after a
// suspension. Only what crosses a point is ever saved: the frame is as small
// as the worst point's live set.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

void Liveness::compute(Function &F) {
  unsigned N = Values.size();
  DenseMap<BasicBlock *, BitVector> Use, Def;
  // Uses by phis count at the end of the incoming block.
  DenseMap<BasicBlock *, BitVector> PhiUseOut;
  for (BasicBlock &BB : F) {
    BitVector U(N), D(N);
    for (Instruction &I : BB) {
      if (auto *PN = dyn_cast<PHINode>(&I)) {
        for (unsigned K = 0; K < PN->getNumIncomingValues(); ++K) {
          int Id = idOf(PN->getIncomingValue(K));
          if (Id < 0)
            continue;
          BitVector &Out = PhiUseOut[PN->getIncomingBlock(K)];
          if (Out.empty())
            Out.resize(N);
          Out.set(Id);
        }
      } else {
        for (Value *Op : I.operands()) {
          int Id = idOf(Op);
          if (Id >= 0 && !D.test(Id))
            U.set(Id);
        }
      }
      int Id = idOf(&I);
      if (Id >= 0)
        D.set(Id);
    }
    Use[&BB] = std::move(U);
    Def[&BB] = std::move(D);
    LiveIn[&BB] = BitVector(N);
  }
  // Iterate in post order until nothing changes.
  SmallVector<BasicBlock *, 32> Order;
  for (BasicBlock *BB : post_order(&F.getEntryBlock()))
    Order.push_back(BB);
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (BasicBlock *BB : Order) {
      BitVector Out(N);
      for (BasicBlock *Succ : successors(BB)) {
        BitVector In = LiveIn[Succ];
        // A phi's own value is defined at the top of Succ.
        for (PHINode &PN : Succ->phis()) {
          int Id = idOf(&PN);
          if (Id >= 0)
            In.reset(Id);
        }
        Out |= In;
      }
      auto PU = PhiUseOut.find(BB);
      if (PU != PhiUseOut.end())
        Out |= PU->second;
      BitVector In = Out;
      In.reset(Def[BB]);
      In |= Use[BB];
      // Phis defined in BB are live-in by definition of the dataflow above
      // only through their uses; keep them out of the block's own live-in.
      BitVector &Old = LiveIn[BB];
      if (In != Old) {
        Old = std::move(In);
        Changed = true;
      }
    }
  }
}

DenseSet<BasicBlock *> reach(BasicBlock *From, bool Forward,
                             const SmallPtrSetImpl<BasicBlock *> &Stop) {
  DenseSet<BasicBlock *> Seen;
  SmallVector<BasicBlock *, 16> Work{From};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (Stop.count(BB) || !Seen.insert(BB).second)
      continue;
    if (Forward)
      append_range(Work, successors(BB));
    else
      append_range(Work, predecessors(BB));
  }
  return Seen;
}

namespace {
/// Where the memory of \p AI is used, and where its lifetime starts and ends.
struct AllocaUses {
  SmallPtrSet<BasicBlock *, 8> Uses, Starts, Ends;
};
} // namespace

static AllocaUses allocaUses(AllocaInst *AI) {
  AllocaUses R;
  SmallVector<Value *, 8> Work{AI};
  SmallPtrSet<Value *, 8> Seen;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (User *U : V->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        continue;
      if (auto *II = dyn_cast<IntrinsicInst>(I)) {
        if (II->getIntrinsicID() == Intrinsic::lifetime_start) {
          R.Starts.insert(I->getParent());
          continue;
        }
        if (II->getIntrinsicID() == Intrinsic::lifetime_end) {
          R.Ends.insert(I->getParent());
          continue;
        }
      }
      R.Uses.insert(I->getParent());
      if (isa<GetElementPtrInst>(I) || isa<CastInst>(I) || isa<PHINode>(I) ||
          isa<SelectInst>(I))
        Work.push_back(I);
    }
  }
  return R;
}
/// Which locals' contents are live across each point (used on a path into
/// it and on a path out of it), and which a resume must start again.
void CoroutineSplitter::planAllocas() {
  // Alloca contents: live across point K when the memory is used both on a
  // path into the suspension and on a path out of it.
  SmallVector<AllocaInst *, 4> Allocas;
  for (Instruction &I : F.getEntryBlock())
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      Allocas.push_back(AI);
  // A lifetime start on the way out (the variable is declared again, e.g.
  // in a loop body) or a lifetime end on the way in ends what it held.
  for (AllocaInst *AI : Allocas) {
    AllocaUses U = allocaUses(AI);
    for (unsigned K = 0; K < numPoints(); ++K) {
      BasicBlock *SuspendBB = Points[K].Yield->getParent();
      DenseSet<BasicBlock *> After = reach(Conts[K], true, U.Starts);
      bool UsedAfter = any_of(U.Uses, [&](BasicBlock *B) {
        return After.contains(B);
      });
      // The markers stay (the code generator's stack coloring lets locals
      // of disjoint blocks share bytes, as in plain C: without them two
      // 256-byte buffers of consecutive blocks need 512 bytes in the
      // resume). A resume enters the body where the local's lifetime may
      // already have started: it starts it again where code after the
      // point may use it before a lifetime start of its own.
      if ((!U.Starts.empty() || !U.Ends.empty()) &&
          (UsedAfter || U.Starts.count(Conts[K])))
        Plans[K].Restarted.insert(AI);
      if (U.Starts.count(Conts[K]) || U.Ends.count(SuspendBB))
        continue;
      DenseSet<BasicBlock *> Before = reach(SuspendBB, false, U.Ends);
      bool UsedBefore = any_of(U.Uses, [&](BasicBlock *B) {
        return Before.contains(B);
      });
      if (UsedAfter && UsedBefore)
        Plans[K].Allocas.insert(AI);
    }
  }
}

} // namespace bpfcoro
