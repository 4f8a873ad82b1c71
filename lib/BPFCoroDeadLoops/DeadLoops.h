//===- DeadLoops.h - Back edges only contradictory tests lead to ---------===//
//
// DESCRIPTION
//   IndVarSimplify may predicate every exit of a loop without side effects
//   on its exact trip count: exit i is taken when `ec_i == btc`, where btc
//   is `umin(ec_1, ..., ec_n)`, so each test is loop-invariant and one of
//   them always holds (a umin is one of its operands). The loop's back edge
//   is then taken only where they all fail, which cannot be; but the
//   verifier does not know what a umin is: it walks round and rejects the
//   program ("infinite loop detected"). At -O2 unswitching hoists the tests
//   and leaves a loop with no exit (extended fuzz seed 24179, a two-trip
//   loop that may return; LLVM deletes such a loop only when it must
//   progress, and the loop metadata that said so stays on the hoisted
//   branch); at -O1 the tests stay in the loop. The plain twin of the seed
//   keeps a phi in an exit block, which stops the predication.
//
//   This pass breaks a loop's back edge (LLVM's breakLoopBackedge) where
//   the tests on the way to it contradict themselves: on that edge, or on
//   an edge that dominates the latch, every operand of a tree of umin is
//   unequal to the umin. A latch that leaves then leaves unconditionally;
//   one that only goes round ends in `unreachable`, and the tests above
//   it fold.
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
