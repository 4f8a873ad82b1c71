//===- ExitTest.cpp - Loop exit equalities back into inequalities ---------===//

#include "BPFCoroExitTest/ExitTest.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "bpf-coro-exit-test"

using namespace llvm;

STATISTIC(NumRewritten, "Number of loop exit equalities made inequalities");

namespace bpfcoro {

/// Rewrites the exit test of \p Br, a conditional branch leaving \p L, from
/// an equality of a counter and a loop-invariant limit into the matching
/// inequality, when that is provably the same test on every iteration: the
/// test runs on every iteration (else the counter could step over the
/// limit between two tests), in the branch's block.
static bool rewriteExitTest(Loop &L, BranchInst &Br, ScalarEvolution &SE,
                            DominatorTree &DT) {
  auto *Cmp = dyn_cast<ICmpInst>(Br.getCondition());
  BasicBlock *Latch = L.getLoopLatch();
  if (!Cmp || !Cmp->isEquality() || Cmp->getParent() != Br.getParent() ||
      !Cmp->getOperand(0)->getType()->isIntegerTy() || !Latch ||
      !DT.dominates(Br.getParent(), Latch) ||
      L.contains(Br.getSuccessor(0)) == L.contains(Br.getSuccessor(1)))
    return false;
  // Which operand is the counter: an affine recurrence of this loop
  // stepping by one either way.
  for (unsigned CounterOp : {0u, 1u}) {
    Value *Counter = Cmp->getOperand(CounterOp);
    Value *Limit = Cmp->getOperand(1 - CounterOp);
    if (isa<Constant>(Limit))
      return false;
    auto *Rec = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Counter));
    const SCEV *LimitS = SE.getSCEV(Limit);
    if (!Rec || Rec->getLoop() != &L || !Rec->isAffine() ||
        !SE.isLoopInvariant(LimitS, &L))
      continue;
    auto *Step = dyn_cast<SCEVConstant>(Rec->getStepRecurrence(SE));
    if (!Step || (!Step->getAPInt().isOne() && !Step->getAPInt().isAllOnes()))
      continue;
    bool Up = Step->getAPInt().isOne();
    // Counting up from at most the limit, the counter meets it before it
    // can pass it: while it runs, counter != limit is counter < limit.
    // Signed or unsigned, whichever the loop's entry proves, from the
    // conditions that guard it (a rotated loop's `n != 0` says n >= 1).
    const SCEV *Start = Rec->getStart();
    ScalarEvolution::LoopGuards Guards =
        ScalarEvolution::LoopGuards::collect(&L, SE);
    auto Proves = [&](ICmpInst::Predicate Entry) {
      return SE.isLoopEntryGuardedByCond(&L, Entry, Start, LimitS) ||
             SE.isKnownPredicate(Entry, SE.applyLoopGuards(Start, Guards),
                                 SE.applyLoopGuards(LimitS, Guards));
    };
    ICmpInst::Predicate Stay;
    if (Proves(Up ? ICmpInst::ICMP_ULE : ICmpInst::ICMP_UGE))
      Stay = Up ? ICmpInst::ICMP_ULT : ICmpInst::ICMP_UGT;
    else if (Proves(Up ? ICmpInst::ICMP_SLE : ICmpInst::ICMP_SGE))
      Stay = Up ? ICmpInst::ICMP_SLT : ICmpInst::ICMP_SGT;
    else
      return false;
    // The predicate that holds while the loop goes on, as the branch reads
    // it: true stays for !=, false stays for ==.
    bool TrueStays = L.contains(Br.getSuccessor(0));
    if (TrueStays != (Cmp->getPredicate() == ICmpInst::ICMP_NE))
      return false;
    ICmpInst::Predicate Pred =
        TrueStays ? Stay : ICmpInst::getInversePredicate(Stay);
    Cmp->setPredicate(CounterOp == 0 ? Pred
                                     : ICmpInst::getSwappedPredicate(Pred));
    Cmp->dropPoisonGeneratingFlags();
    ++NumRewritten;
    return true;
  }
  return false;
}

PreservedAnalyses BPFCoroExitTestPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty())
    return PreservedAnalyses::all();
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  bool Changed = false;
  for (Loop *L : LI.getLoopsInPreorder()) {
    SmallVector<BasicBlock *, 4> Exiting;
    L->getExitingBlocks(Exiting);
    for (BasicBlock *BB : Exiting)
      if (auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
          Br && Br->isConditional())
        Changed |= rewriteExitTest(*L, *Br, SE, DT);
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
