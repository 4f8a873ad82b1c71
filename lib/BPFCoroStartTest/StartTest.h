//===- StartTest.h - A start's state test, narrowed by its caller's -------===//
//
// DESCRIPTION
//   A start may run only on a frame not started or finished, and tests that
//   with one opaque compare of a scratch register: `(index + 2) & ~2 == 0`
//   (Clone.cpp), four instructions. Most drivers start only where their own
//   test said the frame is not suspended:
//
//     if (!bpf_coro_suspended(frame))
//         st = bpf_coro_start(frame, fn(...), &out);
//
//   and once the start is inlined the index it tests is the one that test
//   read, known to be NOT_STARTED, DONE or RUNNING. There the only index
//   the start must refuse is RUNNING, so the test becomes `index !=
//   RUNNING`: one compare, three instructions fewer on the path of every
//   such start for the verifier to walk (bench/: steps, portknock). Still
//   of the index register itself and still opaque to the optimiser, so
//   the verifier reaches the claim once with the index unknown.
//
//   Sound because the rewrite happens only where LazyValueInfo proves the
//   index in {DONE, RUNNING, NOT_STARTED} at the test (wrapped, [-2, 0]),
//   where both tests agree; a start anywhere else keeps its test. The
//   tests are found by the split's bpfcoro.startable metadata.
//
// USAGE
//   Runs at the end of the optimisation pipeline when BPFCoroPasses.so is
//   loaded with -fpass-plugin; with opt: -passes=bpf-coro-start-test.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_STARTTEST_H
#define BPFCORO_STARTTEST_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroStartTestPass : llvm::PassInfoMixin<BPFCoroStartTestPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace bpfcoro

#endif // BPFCORO_STARTTEST_H
