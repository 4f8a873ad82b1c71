//===- StateTests.cpp - A piece's tests of the state, shaped by its caller's ===//

#include "BPFCoroStateTests/StateTests.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/Compares.h"
#include "bpfcoro/ABI.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsBPF.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "bpf-coro-state-tests"

using namespace llvm;
using namespace llvm::PatternMatch;

STATISTIC(NumNarrowed, "Number of start tests narrowed to index != RUNNING");
STATISTIC(NumRebased, "Number of offsets of an index computed from another");

namespace bpfcoro {

/// The index \p CI, a start's test `bpf.compare(==, (index + 2) & ~2, 0)`,
/// tests; null where the optimiser reshaped it.
static Value *testedIndex(CallInst &CI) {
  auto *Cmp = dyn_cast<IntrinsicInst>(&CI);
  Value *Index;
  if (!Cmp || Cmp->getIntrinsicID() != Intrinsic::bpf_compare ||
      !match(Cmp->getArgOperand(0),
             m_SpecificInt(unsigned(CmpInst::ICMP_EQ))) ||
      !match(Cmp->getArgOperand(2), m_Zero()) ||
      !match(Cmp->getArgOperand(1),
             m_And(m_Add(m_Value(Index), m_SpecificInt(2)),
                   m_SpecificInt(~2u))) ||
      !Index->getType()->isIntegerTy(32))
    return nullptr;
  return Index;
}

/// Narrows each start's test of \p F that LazyValueInfo shows below a test
/// that left only NOT_STARTED, DONE and RUNNING.
static bool narrowStartTests(Function &F, FunctionAnalysisManager &FAM) {
  SmallVector<CallInst *, 4> Tests;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I); CI && CI->getMetadata(StartableMD))
      Tests.push_back(CI);
  if (Tests.empty())
    return false;
  LazyValueInfo &LVI = FAM.getResult<LazyValueAnalysis>(F);
  // DONE (0xfffffffe), RUNNING and NOT_STARTED (0), wrapped.
  static_assert(IndexDone + 1 == IndexRunning && IndexRunning + 1 == 0 &&
                    IndexNotStarted == 0,
                "the three indexes a not-suspended frame holds");
  const ConstantRange NotSuspended(APInt(32, IndexDone),
                                   APInt(32, IndexNotStarted + 1));
  bool Changed = false;
  for (CallInst *CI : Tests) {
    Value *Index = testedIndex(*CI);
    if (!Index ||
        !NotSuspended.contains(LVI.getConstantRange(Index, CI, false)))
      continue;
    IRBuilder<> B(CI);
    CallInst *Narrow = B.CreateCall(CI->getCalledFunction(),
                                    {B.getInt32(unsigned(CmpInst::ICMP_NE)),
                                     Index, B.getInt32(IndexRunning)});
    Narrow->takeName(CI);
    Narrow->setDebugLoc(CI->getDebugLoc());
    CI->replaceAllUsesWith(Narrow);
    Value *Key = CI->getArgOperand(1);
    CI->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Key);
    ++NumNarrowed;
    Changed = true;
  }
  return Changed;
}

/// Computes each `index + C` of an index a claim of \p F compares from the
/// nearest `index + C'` that dominates it, as `(index + C') + (C - C')`,
/// where that saves a copy: only compares read `index + C'` besides (a
/// branch does not write the register it tests), so its register takes
/// the add in place, and the index is read after it, so the index's own
/// register could not (where it could, there is no copy to save, and an
/// `&` in place on `index + C'` would need one).
static bool rebaseIndexOffsets(Function &F, FunctionAnalysisManager &FAM) {
  SmallSetVector<Value *, 4> Indexes;
  for (Instruction &I : instructions(F))
    if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I);
        CX && CX->getMetadata(IndexAtomicMD))
      Indexes.insert(CX->getCompareOperand());
  if (Indexes.empty())
    return false;
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto OnlyCompared = [](Instruction *From, Instruction *Add) {
    return all_of(From->users(), [&](User *U) {
      return U == Add || isa<ICmpInst>(U) || isOpaqueCompare(U);
    });
  };
  auto ReadAfter = [&](Value *Index, Instruction *Add, Instruction *From) {
    return any_of(Index->users(), [&](User *U) {
      auto *I = cast<Instruction>(U);
      return I != Add && I != From &&
             isPotentiallyReachable(Add, I, nullptr, &DT);
    });
  };
  bool Changed = false;
  for (Value *Index : Indexes) {
    SmallVector<BinaryOperator *, 4> Offsets;
    for (User *U : Index->users())
      if (auto *Add = dyn_cast<BinaryOperator>(U);
          Add && Add->getOpcode() == Instruction::Add &&
          Add->getOperand(0) == Index && isa<ConstantInt>(Add->getOperand(1)))
        Offsets.push_back(Add);
    for (BinaryOperator *Add : Offsets) {
      BinaryOperator *From = nullptr;
      for (BinaryOperator *Other : Offsets)
        if (Other != Add && DT.dominates(Other, Add) &&
            (!From || DT.dominates(From, Other)))
          From = Other;
      if (!From || !OnlyCompared(From, Add) || !ReadAfter(Index, Add, From))
        continue;
      APInt Delta = cast<ConstantInt>(Add->getOperand(1))->getValue() -
                    cast<ConstantInt>(From->getOperand(1))->getValue();
      Add->setOperand(0, From);
      Add->setOperand(1, ConstantInt::get(Add->getType(), Delta));
      Add->dropPoisonGeneratingFlags();
      ++NumRebased;
      Changed = true;
    }
  }
  return Changed;
}

PreservedAnalyses BPFCoroStateTestsPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  // Narrowing first: it reads the start's test as the split made it, from
  // the index itself.
  bool Changed = narrowStartTests(F, FAM);
  Changed |= rebaseIndexOffsets(F, FAM);
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
