//===- ExitTest.h - Loop exit equalities back into inequalities -----------===//
//
// DESCRIPTION
//   IndVarSimplify's linear function test replacement rewrites a loop's
//   exit test i < n into an equality, i' != n' on a counter and a limit it
//   computes from the trip count. The verifier walks such a loop one
//   iteration at a time with the counter a constant, and narrows n on a
//   != only where the constant is one of n's ends; when the first compare
//   is with a value above n's known minimum (a rotated loop whose guard
//   tested n - 1 in another register, n reloaded in a resume), n never
//   narrows and the walk goes round with the counter past n's maximum until
//   "The sequence of 8193 jumps is too complex". This pass turns such an
//   equality back into the inequality, which every verifier narrows, where
//   scalar evolution proves the counter steps by one from at most the limit
//   (so the two tests agree on every iteration), and only where the limit
//   is not a constant: against a constant the counter is decided exactly
//   and the equality is what the verifier walks best.
//
//   It also computes what a block, or a block above it in its loop that
//   dominates it, derives from the values its branch compares (`i + 1`
//   beside `if (i < 2)`, an offset scaled from reloaded units before their
//   range check or the check before that one, a rotated loop's next count
//   computed in its header) below the branch, on the one way that uses it:
//   there the verifier has narrowed i, and so what is computed from it;
//   above the branch the derived value is another register, which the
//   verifier does not narrow with i; a value both ways use is computed on
//   each (`while (r-- > 0)` goes on and leaves with r - 1). Where the
//   loop's body uses a counter's next value too, the counter's test
//   against a constant becomes the same test of the next value (`while
//   (n-- > 0)`: n > 1 into n - 1 > 0); so does any branch's test of a
//   value x where only x + S, computed above the branch and used there
//   too, goes on below it (a loop re-entered in its middle by a resume,
//   which LoopInfo does not see). And a clamp that starts a loop's
//   count, directly or through phis merging it with other starts (or a
//   wider select choosing it again), chooses
//   among 64-bit registers, the count zero-extended behind an empty asm
//   (the verifier links a 32-bit copy only to a source that fits 32 bits,
//   6.1 never).
//
//   Only coroutine code (holdsCoroutineCode) is changed: other code is
//   compiled as without bpfcoro.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin; with opt: -passes=bpf-coro-exit-test.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_EXITTEST_H
#define BPFCORO_EXITTEST_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroExitTestPass : llvm::PassInfoMixin<BPFCoroExitTestPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace bpfcoro

#endif // BPFCORO_EXITTEST_H
