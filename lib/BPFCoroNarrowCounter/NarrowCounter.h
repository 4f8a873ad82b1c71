//===- NarrowCounter.h - 8- and 16-bit counters kept zero-extended --------===//
//
// DESCRIPTION
//   The backend keeps an 8- or 16-bit value in a 32-bit register whose
//   upper bits it leaves as they fall: `h--` of a `__u8 h` is `w8 = w4 -
//   1`, and a test of h masks a copy first, `w5 = w4 & 255; if w5 == 0`.
//   The verifier narrows only the register a branch tests, so the counter
//   the loop steps is never bounded by its test: after a resume it went
//   from 0 to 0xffffffff and round until "The sequence of 8193 jumps is
//   too complex" (random program generator, a `while (h--)` with a yield on
//   some iterations; loads as plain C). This pass gives such a counter a
//   32-bit phi that holds it zero-extended, each value coming in extended
//   (the step masked right after it, `w8 = (w4 - 1) & 255`), and makes its
//   equality and unsigned tests, and its zero extensions, on that phi: one
//   register, tested and stepped. The same test, as the phi holds the
//   value's zero extension; other uses read its low bits.
//
//   Only coroutine code (holdsCoroutineCode) is changed, and only phis of
//   loop headers and the phis they take values from.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after BPFCoroDefinedPhis (no undef input is left to
//   extend) and before BPFCoroZext32; with opt:
//   -passes=bpf-coro-narrow-counter.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_NARROWCOUNTER_H
#define BPFCORO_NARROWCOUNTER_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroNarrowCounterPass
    : llvm::PassInfoMixin<BPFCoroNarrowCounterPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_NARROWCOUNTER_H
