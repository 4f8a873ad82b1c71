//===- DeadLoops.cpp - Back edges only contradictory tests lead to -------===//

#include "BPFCoroDeadLoops/DeadLoops.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/Compares.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/MemorySSA.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#define DEBUG_TYPE "bpf-coro-dead-loops"

using namespace llvm;
using namespace llvm::PatternMatch;

STATISTIC(NumBroken, "Number of back edges taken only where a umin differs "
                     "from all its operands");

namespace bpfcoro {

/// The operands of equality test \p X == \p Y without zero extensions to
/// one wider type: IndVars widens both sides of an exit's test when the
/// exit count and the trip count differ in width (a constant side folds),
/// and equality is the same either side of the extension.
static std::pair<Value *, Value *> unextended(Value *X, Value *Y) {
  Value *A;
  if (!match(X, m_ZExt(m_Value(A))))
    std::swap(X, Y);
  if (!match(X, m_ZExt(m_Value(A))))
    return {X, Y};
  Type *Narrow = A->getType();
  Value *B;
  if (match(Y, m_ZExt(m_Value(B))) && B->getType() == Narrow)
    return {A, B};
  if (auto *C = dyn_cast<ConstantInt>(Y);
      C && C->getValue().getActiveBits() <= Narrow->getIntegerBitWidth())
    return {A, ConstantInt::get(
                   Narrow, C->getValue().trunc(Narrow->getIntegerBitWidth()))};
  return {X, Y};
}

/// Adds to \p Ops the operands of the tree of umin \p V (\p V itself when
/// it is none): the values one of which \p V always equals.
static void uminOperands(Value *V, SmallVectorImpl<Value *> &Ops) {
  Value *A, *B;
  if (match(V, m_UMin(m_Value(A), m_Value(B)))) {
    uminOperands(A, Ops);
    uminOperands(B, Ops);
    return;
  }
  Ops.push_back(V);
}

/// Records in \p Unequal what the side of \p Br taken where its condition
/// holds (\p Holds) or fails says when the branch tests operands equal:
/// `x != y`.
static void recordSide(BranchInst &Br, bool Holds,
                       DenseMap<Value *, SmallPtrSet<Value *, 4>> &Unequal) {
  CmpPredicate Pred;
  Value *X, *Y;
  if (!match(Br.getCondition(), m_ICmp(Pred, m_Value(X), m_Value(Y))) ||
      !ICmpInst::isEquality(Pred) || Holds != (Pred == ICmpInst::ICMP_NE))
    return;
  std::tie(X, Y) = unextended(X, Y);
  Unequal[X].insert(Y);
  Unequal[Y].insert(X);
}

/// Whether the edge from \p From to \p To is taken only where the tests
/// on the way contradict themselves: that edge, or one that dominates its
/// source, says `x != m` for each operand x of a umin tree m.
static bool takenOnlyWhereUminMisses(BasicBlock *From, BasicBlock *To,
                                     DominatorTree &DT) {
  DenseMap<Value *, SmallPtrSet<Value *, 4>> Unequal;
  if (auto *Br = dyn_cast<BranchInst>(From->getTerminator());
      Br && Br->isConditional() && Br->getSuccessor(0) != Br->getSuccessor(1))
    recordSide(*Br, Br->getSuccessor(0) == To, Unequal);
  forEachBranchInto(From, DT, [&](BranchInst &Br, bool Holds) {
    recordSide(Br, Holds, Unequal);
    return true;
  });
  for (auto &[M, Others] : Unequal) {
    SmallVector<Value *, 4> Ops;
    uminOperands(M, Ops);
    if (Ops.size() > 1 &&
        all_of(Ops, [&](Value *Op) { return Others.contains(Op); }))
      return true;
  }
  return false;
}

PreservedAnalyses BPFCoroDeadLoopsPass::run(Loop &L, LoopAnalysisManager &,
                                            LoopStandardAnalysisResults &AR,
                                            LPMUpdater &U) {
  BasicBlock *Latch = L.getLoopLatch();
  if (!Latch || !holdsCoroutineCode(*Latch->getParent()) ||
      !takenOnlyWhereUminMisses(Latch, L.getHeader(), AR.DT))
    return PreservedAnalyses::all();
  std::string Name(L.getName());
  breakLoopBackedge(&L, AR.DT, AR.SE, AR.LI, AR.MSSA);
  U.markLoopAsDeleted(L, Name);
  ++NumBroken;
  auto PA = getLoopPassPreservedAnalyses();
  if (AR.MSSA)
    PA.preserve<MemorySSAAnalysis>();
  return PA;
}

} // namespace bpfcoro
