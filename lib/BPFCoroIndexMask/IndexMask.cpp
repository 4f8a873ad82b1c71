//===- IndexMask.cpp - An explicit mask on an index made by xor or or ----===//

#include "BPFCoroIndexMask/IndexMask.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/KnownBits.h"

#define DEBUG_TYPE "bpf-coro-index-mask"

using namespace llvm;

STATISTIC(NumMasked, "Number of xor/or indices given an explicit mask");

namespace bpfcoro {

/// Whether \p V, casts aside, is an xor or an or of two values that are
/// not constants: the result 6.1's verifier leaves unbounded.
static bool isRegisterXorOr(Value *V) {
  while (auto *Cast = dyn_cast<CastInst>(V))
    V = Cast->getOperand(0);
  auto *BO = dyn_cast<BinaryOperator>(V);
  return BO &&
         (BO->getOpcode() == Instruction::Xor ||
          BO->getOpcode() == Instruction::Or) &&
         !isa<Constant>(BO->getOperand(0)) && !isa<Constant>(BO->getOperand(1));
}

PreservedAnalyses BPFCoroIndexMaskPass::run(Function &F,
                                            FunctionAnalysisManager &) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  const DataLayout &DL = F.getDataLayout();
  SmallVector<std::pair<GetElementPtrInst *, unsigned>, 8> Work;
  for (Instruction &I : instructions(F))
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      for (unsigned Op = 1; Op < GEP->getNumOperands(); ++Op)
        if (isRegisterXorOr(GEP->getOperand(Op)))
          Work.push_back({GEP, Op});
  bool Changed = false;
  for (auto [GEP, Op] : Work) {
    Value *Index = GEP->getOperand(Op);
    KnownBits Known = computeKnownBits(Index, DL);
    APInt Max = Known.getMaxValue();
    // An index whose bits are all possible is no better bounded with a
    // mask; a small one is (the verifier tracks `& constant` everywhere).
    if (Max.getActiveBits() > 31)
      continue;
    IRBuilder<> B(GEP);
    auto *Opaque = InlineAsm::get(
        FunctionType::get(Index->getType(), {Index->getType()}, false), "",
        "=r,0", /*hasSideEffects=*/false);
    Value *Hidden = B.CreateCall(Opaque, {Index});
    GEP->setOperand(Op, B.CreateAnd(Hidden, ConstantInt::get(Index->getType(),
                                                             Max)));
    ++NumMasked;
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
