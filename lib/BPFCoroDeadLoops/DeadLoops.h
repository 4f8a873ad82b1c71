//===- DeadLoops.h - Loops with no exit that only infeasible paths enter --===//
//
// DESCRIPTION
//   IndVarSimplify may predicate every exit of a loop without side effects
//   on its exact trip count: exit i is taken when `ec_i == btc`, where btc
//   is `umin(ec_1, ..., ec_n)`, so each test is loop-invariant. Unswitching
//   then hoists those tests above the loop and leaves the loop itself with
//   no exit at all, entered only where every `ec_i != btc`, which cannot be:
//   a umin is one of its operands. LLVM deletes such a loop only when it
//   must progress, and the loop metadata that said so stays on the hoisted
//   branch. The verifier does not know what a umin is either: it walks the
//   path into the loop, finds the same state each time round and rejects
//   the program ("infinite loop detected"; extended fuzz seed 24179, a
//   two-trip loop that may return; the plain twin keeps a phi in an exit
//   block, which stops the predication).
//
//   This pass deletes a loop with no exit blocks whose preheader only such
//   a path reaches: on the edges that dominate the preheader, a value M is
//   a tree of umin and every operand of that tree is known unequal to M.
//   The preheader then ends in `unreachable` and the tests above it fold.
//
// USAGE
//   Runs right after IndVarSimplify (the late loop optimisations of the
//   function simplification pipeline) in coroutine code, when
//   BPFCoroPasses.so is loaded with -fpass-plugin; with opt:
//   -passes='loop(bpf-coro-dead-loops)'.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_DEADLOOPS_H
#define BPFCORO_DEADLOOPS_H

#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"

namespace bpfcoro {

struct BPFCoroDeadLoopsPass : llvm::PassInfoMixin<BPFCoroDeadLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
};

} // namespace bpfcoro

#endif // BPFCORO_DEADLOOPS_H
