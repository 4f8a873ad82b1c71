//===- MemLoops.cpp - Variable-length memset/memcpy back into loops -------===//

#include "BPFCoroMemLoops/MemLoops.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"

#define DEBUG_TYPE "bpf-coro-mem-loops"

using namespace llvm;

STATISTIC(NumExpanded,
          "Number of variable-length memory intrinsics made loops");

namespace bpfcoro {

PreservedAnalyses BPFCoroMemLoopsPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  SmallVector<MemIntrinsic *, 2> Calls;
  for (Instruction &I : instructions(F))
    if (auto *MI = dyn_cast<MemIntrinsic>(&I);
        MI && !isa<ConstantInt>(MI->getLength()))
      Calls.push_back(MI);
  if (Calls.empty())
    return PreservedAnalyses::all();
  const TargetTransformInfo &TTI = FAM.getResult<TargetIRAnalysis>(F);
  for (MemIntrinsic *MI : Calls) {
    if (auto *Set = dyn_cast<MemSetInst>(MI)) {
      expandMemSetAsLoop(Set);
    } else if (auto *Cpy = dyn_cast<MemCpyInst>(MI)) {
      expandMemCpyAsLoop(Cpy, TTI);
    } else if (auto *Move = dyn_cast<MemMoveInst>(MI)) {
      if (!expandMemMoveAsLoop(Move, TTI))
        continue; // left for the back end to report
    } else {
      continue;
    }
    MI->eraseFromParent();
    ++NumExpanded;
  }
  return PreservedAnalyses::none();
}

} // namespace bpfcoro
