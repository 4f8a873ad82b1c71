//===- StateTests.h - A piece's tests of the state, shaped by its caller's -===//
//
// DESCRIPTION
//   Most drivers test the frame's state before they start or resume it:
//
//     if (!bpf_coro_suspended(frame))
//         st = bpf_coro_start(frame, fn(...), &out);
//     else
//         st = bpf_coro_resume(fn, frame, in, &out);
//
//   and once the pieces are inlined, the index each piece tests is the one
//   that test read (one plain load). Two rewrites use that:
//
//   - A start may run only on a frame not started or finished, and tests
//     that with one opaque compare of a scratch register: `(index + 2) &
//     ~2 == 0` (Clone.cpp), four instructions. Below the driver's test the
//     index is NOT_STARTED, DONE or RUNNING, and the only one the start
//     must refuse is RUNNING: the test becomes `index != RUNNING`, one
//     compare, still of the index register and still opaque to the
//     optimiser, so the verifier reaches the claim once with the index
//     unknown. Only where LazyValueInfo proves the index in {DONE, RUNNING,
//     NOT_STARTED} at the test (wrapped, [-2, 0]), where both tests agree;
//     the split tags the test with bpfcoro.startable.
//   - The resume's test that the index is one of its points, `index -
//     first u< N`, and the driver's `index - 1 u> -4` compute two offsets
//     of the index in two scratch registers, a copy of the index each. The
//     later one is computed from the earlier instead (`(index - 1) + (1 -
//     first)`, the same value): the code generator then adds in place into
//     the register the driver's test is done with, one copy fewer on every
//     resume. Only for the index a claim compares (bpfcoro.index), and only
//     from an offset that dominates.
//
//   Three and one instructions fewer for the verifier to walk on such a
//   start and resume (bench/: steps, portknock).
//
// USAGE
//   Runs first at the end of the optimisation pipeline when BPFCoroPasses.so
//   is loaded with -fpass-plugin; with opt: -passes=bpf-coro-state-tests.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_STATETESTS_H
#define BPFCORO_STATETESTS_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroStateTestsPass : llvm::PassInfoMixin<BPFCoroStateTestsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace bpfcoro

#endif // BPFCORO_STATETESTS_H
