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

/// The bytes [Off, Off + Size) of the frame Base.
struct Slot {
  const Value *Base = nullptr;
  int64_t Off = 0;
  uint64_t Size = 0;
};

class Saves {
public:
  explicit Saves(Function &F) : DL(F.getDataLayout()) {}

  /// Whether \p S writes back what its bytes hold when it runs.
  bool unchanged(StoreInst &S);

private:
  const DataLayout &DL;

  std::optional<Slot> slotOf(const Value *Ptr, Type *Ty) const {
    Slot R;
    R.Base = GetPointerBaseWithConstantOffset(Ptr, R.Off, DL);
    if (!R.Base || R.Base != getUnderlyingObject(Ptr, 0))
      return std::nullopt;
    R.Size = DL.getTypeStoreSize(Ty);
    return R;
  }
  bool clobbers(iterator_range<BasicBlock::iterator> R, const Slot &S) const {
    return any_of(R, [&](Instruction &I) {
      return mayClobberSlot(I, S.Base, S.Off, S.Size, DL);
    });
  }
  /// Whether nothing may write \p S's bytes on a way from \p L to \p S.
  bool keptFrom(LoadInst &L, StoreInst &St, const Slot &S) const;
};

bool Saves::keptFrom(LoadInst &L, StoreInst &St, const Slot &S) const {
  BasicBlock *A = L.getParent(), *T = St.getParent();
  auto AfterL = std::next(L.getIterator());
  if (A == T && L.comesBefore(&St))
    return !clobbers(make_range(AfterL, St.getIterator()), S);
  if (clobbers(make_range(AfterL, A->end()), S) ||
      clobbers(make_range(T->begin(), St.getIterator()), S))
    return false;
  // The blocks on a way from L to St that passes through neither block
  // again: entering L's block again loads the bytes again, entering St's
  // reaches St.
  SmallPtrSet<BasicBlock *, 16> From, To;
  SmallVector<BasicBlock *, 16> Work(succ_begin(A), succ_end(A));
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (B != A && B != T && From.insert(B).second)
      append_range(Work, successors(B));
  }
  append_range(Work, predecessors(T));
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (B != A && B != T && To.insert(B).second)
      append_range(Work, predecessors(B));
  }
  for (BasicBlock *B : From)
    if (To.count(B) && clobbers(make_range(B->begin(), B->end()), S))
      return false;
  return true;
}

bool Saves::unchanged(StoreInst &St) {
  if (!St.getMetadata(SaveMD) || !St.isSimple())
    return false;
  std::optional<Slot> S =
      slotOf(St.getPointerOperand(), St.getValueOperand()->getType());
  if (!S)
    return false;
  SmallPtrSet<Value *, 8> Seen;
  SmallVector<Value *, 8> Work{St.getValueOperand()};
  SmallVector<LoadInst *, 4> Loads;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    if (Seen.size() > MaxValues)
      return false;
    if (auto *Phi = dyn_cast<PHINode>(V)) {
      append_range(Work, Phi->incoming_values());
      continue;
    }
    if (auto *Sel = dyn_cast<SelectInst>(V)) {
      Work.push_back(Sel->getTrueValue());
      Work.push_back(Sel->getFalseValue());
      continue;
    }
    auto *L = dyn_cast<LoadInst>(V);
    if (!L || !L->isSimple())
      return false;
    std::optional<Slot> From = slotOf(L->getPointerOperand(), L->getType());
    if (!From || From->Base != S->Base || From->Off != S->Off ||
        From->Size != S->Size)
      return false;
    Loads.push_back(L);
  }
  return all_of(Loads, [&](LoadInst *L) { return keptFrom(*L, St, *S); });
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
