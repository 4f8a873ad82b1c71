//===- BPFCalls.cpp - Recognise calls of BPF helpers and kfuncs ----------===//

#include "Support/BPFCalls.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace bpfcoro {

StringRef calleeName(const CallBase &CB) {
  const Value *Callee = CB.getCalledOperand()->stripPointerCasts();
  if (auto *Fn = dyn_cast<Function>(Callee))
    return Fn->getName();
  if (auto *LI = dyn_cast<LoadInst>(Callee))
    if (auto *GV = dyn_cast<GlobalVariable>(
            LI->getPointerOperand()->stripPointerCasts()))
      return GV->getName();
  // bpf_tail_call_static() of bpf_helpers.h is inline asm ending in the
  // helper call itself.
  if (auto *IA = dyn_cast<InlineAsm>(Callee)) {
    StringRef Asm = IA->getAsmString();
    if (Asm.contains("call 12") || Asm.contains("call bpf_tail_call"))
      return "bpf_tail_call";
    return "";
  }
  if (std::optional<uint64_t> Id = helperId(CB))
    switch (*Id) { // include/uapi/linux/bpf.h
    case 1:
      return "bpf_map_lookup_elem";
    case 12:
      return "bpf_tail_call";
    case 93:
      return "bpf_spin_lock";
    case 94:
      return "bpf_spin_unlock";
    case 131:
      return "bpf_ringbuf_reserve";
    }
  return "";
}

std::optional<uint64_t> helperId(const CallBase &CB) {
  const Value *Callee = CB.getCalledOperand()->stripPointerCasts();
  // Before the optimiser folds it: a load of bpf_helper_defs.h's `static
  // long (*bpf_get_stack)(...) = (void *) 67;`, which nothing writes.
  if (auto *LI = dyn_cast<LoadInst>(Callee))
    if (auto *GV = dyn_cast<GlobalVariable>(
            LI->getPointerOperand()->stripPointerCasts()))
      if (GV->hasLocalLinkage() && GV->hasDefinitiveInitializer() &&
          all_of(GV->users(), [](const User *U) { return isa<LoadInst>(U); }))
        Callee = GV->getInitializer()->stripPointerCasts();
  if (auto *CE = dyn_cast<ConstantExpr>(Callee))
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (auto *Id = dyn_cast<ConstantInt>(CE->getOperand(0)))
        return Id->getZExtValue();
  return std::nullopt;
}

} // namespace bpfcoro
