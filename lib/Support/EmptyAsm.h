//===- EmptyAsm.h - A value behind an empty inline asm --------------------===//
//
// Shared by the late passes: `asm("" : "=r"(v) : "0"(v))` hands a value on
// in the same register while instruction selection knows nothing of it, so
// that it neither drops an operation it could prove redundant (a mask, a
// zero extension) nor folds one into an address (an add of an index into
// an `or`), which the verifier would not follow.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SUPPORT_EMPTYASM_H
#define BPFCORO_SUPPORT_EMPTYASM_H

#include "llvm/IR/IRBuilder.h"

namespace bpfcoro {

/// \p V behind an empty inline asm, built at \p B's insertion point.
llvm::Value *hiddenFromSelection(llvm::IRBuilder<> &B, llvm::Value *V);

/// \p V clamped to at most \p Most (`V u> Most ? Most : V`), behind an
/// empty asm on either side: selection neither drops the compare as
/// redundant nor folds the result into an address. What C allows of an
/// index or a length that the verifier could not bound otherwise.
llvm::Value *hiddenMinimum(llvm::IRBuilder<> &B, llvm::Value *V,
                           uint64_t Most);

/// Whether \p I is such an empty asm (which only hands its operand on).
bool isEmptyAsm(const llvm::Instruction &I);

/// The operand an empty asm with its output tied to its one input hands on
/// unchanged, side effects declared or not (libbpf's `barrier_var(v)`, which
/// hides v from the optimiser but not from the verifier); null for anything
/// else.
llvm::Value *emptyAsmInput(const llvm::Value *V);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_EMPTYASM_H
