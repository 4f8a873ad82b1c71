//===- UnchangedSaves.cpp - A save that writes back what was reloaded -----===//

#include "BPFCoroUnchangedSaves/UnchangedSaves.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/FrameSlots.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "bpf-coro-unchanged-saves"

using namespace llvm;

STATISTIC(NumDropped, "Number of saves that wrote back what was reloaded");

namespace bpfcoro {
namespace {

/// The loads and phis a saved value is looked through: a point saves a few
/// dozen values, each a phi of one reload per resume reaching it at most.
constexpr unsigned MaxValues = 64;

class Saves {
public:
  explicit Saves(Function &F) : DL(F.getDataLayout()) {}

  /// Whether \p S writes back what its bytes hold when it runs.
  bool unchanged(StoreInst &S);

private:
  const DataLayout &DL;

  bool clobbers(iterator_range<BasicBlock::iterator> R,
                const SlotBytes &S) const {
    return any_of(R, [&](Instruction &I) { return mayClobberSlot(I, S, DL); });
  }
  /// Whether nothing may write \p S's bytes on a way from \p From (in its
  /// block) to \p To (in its block, or its block's end), taken from the
  /// last time the way left \p From's block: entering that block again
  /// computes the value anew.
  bool clean(BasicBlock::iterator From, BasicBlock *FromBB,
             BasicBlock::iterator To, BasicBlock *ToBB,
             const SlotBytes &S) const;
  /// Whether \p V is what \p S's bytes hold at \p To (in \p ToBB): a load of
  /// them with nothing that may write them since, or a phi or select of
  /// such values (each phi input at the end of its block) with nothing
  /// since. \p Open: the phis and selects being asked about, assumed to
  /// hold (a loop's phi takes itself back).
  bool holds(Value *V, BasicBlock::iterator To, BasicBlock *ToBB,
             const SlotBytes &S, SmallPtrSetImpl<Value *> &Open,
             unsigned &Budget);
};

bool Saves::clean(BasicBlock::iterator From, BasicBlock *A,
                  BasicBlock::iterator To, BasicBlock *T,
                  const SlotBytes &S) const {
  auto Before = [](BasicBlock::iterator X, BasicBlock::iterator Y,
                   BasicBlock *BB) {
    for (auto I = X; I != BB->end(); ++I)
      if (I == Y)
        return true;
    return false;
  };
  // In one block, From first: every way reaches To before leaving it.
  if (A == T && Before(From, To, A))
    return !clobbers(make_range(From, To), S);
  if (clobbers(make_range(From, A->end()), S) ||
      clobbers(make_range(T->begin(), To), S))
    return false;
  // The blocks on a way from From's block to To's that does not enter
  // From's block again; To's block is one of them if the way can pass it
  // and come back (its whole body then lies on a way: a save there is a
  // write of its own slot, and the save stays).
  SmallPtrSet<BasicBlock *, 16> Fwd, Bwd;
  SmallVector<BasicBlock *, 16> Work(succ_begin(A), succ_end(A));
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (B != A && Fwd.insert(B).second)
      append_range(Work, successors(B));
  }
  append_range(Work, predecessors(T));
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (B != A && Bwd.insert(B).second)
      append_range(Work, predecessors(B));
  }
  for (BasicBlock *B : Fwd)
    if (Bwd.count(B) && clobbers(make_range(B->begin(), B->end()), S))
      return false;
  return true;
}

bool Saves::holds(Value *V, BasicBlock::iterator To, BasicBlock *ToBB,
                  const SlotBytes &S, SmallPtrSetImpl<Value *> &Open,
                  unsigned &Budget) {
  if (!Budget--)
    return false;
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return false;
  BasicBlock *BB = I->getParent();
  if (auto *L = dyn_cast<LoadInst>(I)) {
    std::optional<SlotBytes> From =
        slotBytes(L->getPointerOperand(), L->getType(), DL);
    return L->isSimple() && From && From->Base == S.Base &&
           From->Off == S.Off && From->Size == S.Size &&
           clean(std::next(L->getIterator()), BB, To, ToBB, S);
  }
  if (!isa<PHINode>(I) && !isa<SelectInst>(I))
    return false;
  // Its value, from where it is computed (a phi: at its block's top) on.
  BasicBlock::iterator At =
      isa<PHINode>(I) ? BB->getFirstNonPHIIt() : std::next(I->getIterator());
  if (!clean(At, BB, To, ToBB, S))
    return false;
  if (!Open.insert(I).second)
    return true;
  bool Ok;
  if (auto *Phi = dyn_cast<PHINode>(I))
    Ok = all_of(seq(Phi->getNumIncomingValues()), [&](unsigned K) {
      BasicBlock *In = Phi->getIncomingBlock(K);
      return holds(Phi->getIncomingValue(K), In->end(), In, S, Open, Budget);
    });
  else
    Ok = holds(cast<SelectInst>(I)->getTrueValue(), I->getIterator(), BB, S,
               Open, Budget) &&
         holds(cast<SelectInst>(I)->getFalseValue(), I->getIterator(), BB, S,
               Open, Budget);
  Open.erase(I);
  return Ok;
}

bool Saves::unchanged(StoreInst &St) {
  if (!St.getMetadata(SaveMD) || !St.isSimple())
    return false;
  std::optional<SlotBytes> S =
      slotBytes(St.getPointerOperand(), St.getValueOperand()->getType(), DL);
  if (!S)
    return false;
  SmallPtrSet<Value *, 8> Open;
  unsigned Budget = MaxValues;
  return holds(St.getValueOperand(), St.getIterator(), St.getParent(), *S, Open,
               Budget);
}

} // namespace

PreservedAnalyses BPFCoroUnchangedSavesPass::run(Function &F,
                                                 FunctionAnalysisManager &) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  Saves Check(F);
  SmallVector<StoreInst *, 8> Dropped;
  for (Instruction &I : instructions(F))
    if (auto *St = dyn_cast<StoreInst>(&I); St && Check.unchanged(*St))
      Dropped.push_back(St);
  if (Dropped.empty())
    return PreservedAnalyses::all();
  // Each is a no-op in the code as it was, so deleting one leaves the
  // others no-ops.
  SmallVector<WeakTrackingVH, 16> Operands;
  for (StoreInst *St : Dropped) {
    Operands.push_back(St->getValueOperand());
    Operands.push_back(St->getPointerOperand());
    St->eraseFromParent();
    ++NumDropped;
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Operands);
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
