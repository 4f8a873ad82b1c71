//===- EmptyAsm.cpp - A value behind an empty inline asm ------------------===//

#include "Support/EmptyAsm.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace bpfcoro {

Value *hiddenFromSelection(IRBuilder<> &B, Value *V) {
  auto *Opaque = InlineAsm::get(
      FunctionType::get(V->getType(), {V->getType()}, false), "", "=r,0",
      /*hasSideEffects=*/false);
  return B.CreateCall(Opaque, {V});
}

Value *hiddenMinimum(IRBuilder<> &B, Value *V, uint64_t Most) {
  Value *Bound = ConstantInt::get(V->getType(), Most);
  Value *In = hiddenFromSelection(B, V);
  return hiddenFromSelection(
      B, B.CreateSelect(B.CreateICmpUGT(In, Bound), Bound, In));
}

bool isEmptyAsm(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  const auto *IA = CI ? dyn_cast<InlineAsm>(CI->getCalledOperand()) : nullptr;
  return IA && IA->getAsmString().empty() && !IA->hasSideEffects();
}

Value *emptyAsmInput(const Value *V) {
  const auto *CI = dyn_cast<CallInst>(V);
  const auto *IA = CI ? dyn_cast<InlineAsm>(CI->getCalledOperand()) : nullptr;
  if (!IA || !IA->getAsmString().empty() || CI->arg_size() != 1 ||
      IA->getConstraintString() != "=r,0")
    return nullptr;
  return CI->getArgOperand(0);
}

} // namespace bpfcoro
