//===- StartTest.cpp - A start's state test, narrowed by its caller's -----===//

#include "BPFCoroStartTest/StartTest.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "bpfcoro/ABI.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsBPF.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "bpf-coro-start-test"

using namespace llvm;
using namespace llvm::PatternMatch;

STATISTIC(NumNarrowed, "Number of start tests narrowed to index != RUNNING");

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

PreservedAnalyses BPFCoroStartTestPass::run(Function &F,
                                            FunctionAnalysisManager &FAM) {
  SmallVector<CallInst *, 4> Tests;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I); CI && CI->getMetadata(StartableMD))
      Tests.push_back(CI);
  if (Tests.empty())
    return PreservedAnalyses::all();
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
    CallInst *Narrow = B.CreateCall(
        CI->getCalledFunction(),
        {B.getInt32(unsigned(CmpInst::ICMP_NE)), Index,
         B.getInt32(IndexRunning)});
    Narrow->takeName(CI);
    Narrow->setDebugLoc(CI->getDebugLoc());
    CI->replaceAllUsesWith(Narrow);
    Value *Key = CI->getArgOperand(1);
    CI->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Key);
    ++NumNarrowed;
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
