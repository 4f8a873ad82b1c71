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

bool isEmptyAsm(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  const auto *IA = CI ? dyn_cast<InlineAsm>(CI->getCalledOperand()) : nullptr;
  return IA && IA->getAsmString().empty() && !IA->hasSideEffects();
}

} // namespace bpfcoro
