//===- Compares.h - The split's compares, read back -----------------------===//
//
// Shared by the passes that read the checks the split emits
// (emitCompare in BPFCoroSplit/StateMachine.cpp): llvm.bpf.compare, which
// the optimiser may neither fold nor merge and the verifier sees on the
// registers it tests; and the branches whose outcome holds at a block.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SUPPORT_COMPARES_H
#define BPFCORO_SUPPORT_COMPARES_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/InstrTypes.h"

namespace llvm {
class BasicBlock;
class BranchInst;
class DominatorTree;
} // namespace llvm

namespace bpfcoro {

/// Whether \p V is an llvm.bpf.compare.
bool isOpaqueCompare(const llvm::Value *V);

/// `icmp Pred A, B` of integers, or the same through llvm.bpf.compare.
bool asCompare(const llvm::Value *V, llvm::CmpInst::Predicate &Pred,
               const llvm::Value *&A, const llvm::Value *&B);

/// Calls \p Each with every conditional branch above \p BB one side of
/// which every way into BB takes, and whether that is the side taken when
/// the condition holds: what holds on entry to BB. Nearest first; stops
/// where Each returns false.
void forEachBranchInto(
    const llvm::BasicBlock *BB, const llvm::DominatorTree &DT,
    llvm::function_ref<bool(llvm::BranchInst &, bool)> Each);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_COMPARES_H
