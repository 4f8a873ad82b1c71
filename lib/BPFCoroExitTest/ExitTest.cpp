//===- ExitTest.cpp - Loop exit equalities back into inequalities ---------===//

#include "BPFCoroExitTest/ExitTest.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "bpf-coro-exit-test"

using namespace llvm;
using namespace llvm::PatternMatch;

STATISTIC(NumRewritten, "Number of loop exit equalities made inequalities");
STATISTIC(NumSunk, "Number of next values moved below the test that bounds "
                   "what they step");

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

/// Moves `Next = X + C`, computed in \p BB before its branch on a compare
/// of X, onto the edge to the one successor whose phis take it: there X is
/// narrowed by the branch, and so is Next. Computed above the branch (a
/// counter's next value beside the exit test of the current one), Next is
/// another register whose range the verifier does not narrow with X's:
/// i in [0, 2] reloaded, i + 1 in [1, 3], then `i < 2`, and the next
/// iteration's `a[(i + 1) & 3]`, whose mask the optimiser dropped knowing
/// i + 1 <= 2, overran the array to the verifier (extended fuzz seed
/// 10636).
static bool sinkNextValues(BasicBlock &BB) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  auto *Cmp = Br && Br->isConditional()
                  ? dyn_cast<ICmpInst>(Br->getCondition())
                  : nullptr;
  if (!Cmp || Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  SmallVector<Instruction *, 2> Sink;
  for (Instruction &I : BB) {
    Value *X;
    const APInt *C;
    if (!match(&I, m_Add(m_Value(X), m_APInt(C))) ||
        (X != Cmp->getOperand(0) && X != Cmp->getOperand(1)))
      continue;
    BasicBlock *To = nullptr;
    bool OnlyPhis = !I.use_empty();
    for (User *U : I.users()) {
      auto *Phi = dyn_cast<PHINode>(U);
      if (!Phi || (To && Phi->getParent() != To) ||
          !is_contained(successors(&BB), Phi->getParent())) {
        OnlyPhis = false;
        break;
      }
      To = Phi->getParent();
    }
    if (OnlyPhis)
      Sink.push_back(&I);
  }
  // One block per successor, on the edge: the successors are distinct,
  // so each has one edge from BB.
  SmallDenseMap<BasicBlock *, BasicBlock *, 2> Edges;
  for (Instruction *I : Sink) {
    BasicBlock *To = cast<PHINode>(*I->user_begin())->getParent();
    BasicBlock *&Edge = Edges[To];
    if (!Edge) {
      Edge = BasicBlock::Create(BB.getContext(), BB.getName() + ".next",
                                BB.getParent(), To);
      BranchInst::Create(To, Edge)->setDebugLoc(Br->getDebugLoc());
      Br->setSuccessor(Br->getSuccessor(0) == To ? 0 : 1, Edge);
      for (PHINode &Phi : To->phis())
        Phi.replaceIncomingBlockWith(&BB, Edge);
    }
    I->moveBefore(Edge->getTerminator()->getIterator());
    ++NumSunk;
  }
  return !Sink.empty();
}

PreservedAnalyses BPFCoroExitTestPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  // Natural loops only: a resume that enters a loop in its middle makes
  // the loop irreducible, and LoopInfo does not see it.
  bool Changed = false;
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  if (!LI.empty()) {
    ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
    DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
    for (Loop *L : LI.getLoopsInPreorder()) {
      SmallVector<BasicBlock *, 4> Exiting;
      L->getExitingBlocks(Exiting);
      for (BasicBlock *BB : Exiting)
        if (auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
            Br && Br->isConditional())
          Changed |= rewriteExitTest(*L, *Br, SE, DT);
    }
  }
  // Any block, in a loop LoopInfo sees or not.
  bool Split = false;
  SmallVector<BasicBlock *, 32> Blocks(llvm::make_pointer_range(F));
  for (BasicBlock *BB : Blocks)
    Split |= sinkNextValues(*BB);
  if (!Changed && !Split)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  if (!Split)
    PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
