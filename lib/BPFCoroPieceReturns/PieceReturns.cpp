//===- PieceReturns.cpp - A piece returns a scalar, read or not -----------===//

#include "BPFCoroPieceReturns/PieceReturns.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IRBuilder.h"

#define DEBUG_TYPE "bpf-coro-piece-returns"

using namespace llvm;

STATISTIC(NumSet, "Number of piece returns made to set r0");

namespace bpfcoro {

PreservedAnalyses BPFCoroPieceReturnsPass::run(Function &F,
                                               FunctionAnalysisManager &) {
  if (!F.hasFnAttribute(FrameTypeAttr) || F.isDeclaration())
    return PreservedAnalyses::all();
  // A stack address in a register is a local's, or one the caller passed
  // (`out`); the frame, argument 0, is a map value. A piece with neither
  // (a destroy) leaves r0 a scalar or unset, both fine.
  bool HoldsStackAddress =
      any_of(F.getEntryBlock(), [](const Instruction &I) {
        return isa<AllocaInst>(I);
      }) ||
      any_of(drop_begin(F.args()), [](const Argument &A) {
        return A.getType()->isPointerTy();
      });
  if (!HoldsStackAddress)
    return PreservedAnalyses::all();
  bool Changed = false;
  for (BasicBlock &BB : F) {
    auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator());
    if (!Ret)
      continue;
    Value *V = Ret->getReturnValue();
    if (V && isa<UndefValue>(V) && V->getType()->isIntegerTy()) {
      Ret->setOperand(0, Constant::getNullValue(V->getType()));
    } else if (!V) {
      IRBuilder<> B(Ret);
      B.CreateCall(InlineAsm::get(FunctionType::get(B.getVoidTy(), false),
                                  "r0 = 0", "~{r0}",
                                  /*hasSideEffects=*/true));
    } else {
      continue;
    }
    ++NumSet;
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace bpfcoro
