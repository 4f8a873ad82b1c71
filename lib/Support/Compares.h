//===- Compares.h - The split's compares, read back -----------------------===//
//
// Shared by the passes that read the checks the split emits
// (emitCompare in BPFCoroSplit/StateMachine.cpp): llvm.bpf.compare, which
// the optimiser may neither fold nor merge and the verifier sees on the
// registers it tests.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SUPPORT_COMPARES_H
#define BPFCORO_SUPPORT_COMPARES_H

#include "llvm/IR/InstrTypes.h"

namespace bpfcoro {

/// Whether \p V is an llvm.bpf.compare.
bool isOpaqueCompare(const llvm::Value *V);

/// `icmp Pred A, B` of integers, or the same through llvm.bpf.compare.
bool asCompare(const llvm::Value *V, llvm::CmpInst::Predicate &Pred,
               const llvm::Value *&A, const llvm::Value *&B);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_COMPARES_H
