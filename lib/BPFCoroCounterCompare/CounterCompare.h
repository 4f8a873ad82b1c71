//===- CounterCompare.h - A loop counter as a compare's second operand ----===//
//
// DESCRIPTION
//   The verifier walks a bounded loop one iteration at a time, so a loop
//   counter (a value built from constants by phis and constant steps) is a
//   known constant in each of its states; the bound it is compared with
//   often is not (a loop to n, n reloaded from the frame and range-checked).
//   Kernels before 6.8 decide a register-register branch only when the
//   SECOND operand, the source register, is a constant: `if w_i < w_n` is
//   followed both ways even when i is past n's maximum, the false side gets
//   bounds with umin > umax that those kernels do not recognise as
//   impossible, and the walk goes round the loop until "The sequence of
//   8193 jumps is too complex". This pass swaps such a compare (with the
//   predicate swapped, so nothing changes in what it computes) into
//   `if w_n > w_i`, which every kernel decides.
//
//   Only coroutine code (the pieces, and the functions small pieces are
//   inlined into: holdsCoroutineCode) is changed: other code is compiled as
//   without bpfcoro.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after the optimiser's last canonicalisation of compares
//   (which orders operands by its own rules); with opt:
//   -passes=bpf-coro-counter-compare.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_COUNTERCOMPARE_H
#define BPFCORO_COUNTERCOMPARE_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroCounterComparePass
    : llvm::PassInfoMixin<BPFCoroCounterComparePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_COUNTERCOMPARE_H
