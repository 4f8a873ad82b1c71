//===- WideCompare.h - A narrow value compared where it is also indexed ---===//
//
// DESCRIPTION
//   The verifier narrows, on each side of a branch, only the registers the
//   branch compares (and the copies it made of them), never a value computed
//   from the same source in another register. A narrow counter (`__s16 j`)
//   reaches LLVM's compare widened to int, `(int)j < b`, and its address
//   arithmetic widened to long, `a + (long)j * 8`: two registers, two
//   shift pairs from j's. After a resume reloads j and b as ranges, the
//   test bounds the first and the access reads the second unbounded
//   ("invalid variable-offset read from stack"); a loop walked from j = 0
//   never notices, each j being exact. This pass makes such a compare on
//   the wide value itself, `(long)j < (long)b`, the same truth for every
//   predicate (sign extension keeps signed and unsigned order alike), with
//   that value computed once, where j is, so the test and the access share
//   one register. It runs only where j also is widened to the wider type;
//   other compares stay as they were.
//
//   Only coroutine code (the pieces, and the functions small pieces are
//   inlined into: holdsCoroutineCode) is changed.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after the optimiser's last InstCombine (which compares
//   two extended values in the narrower type again); with opt:
//   -passes=bpf-coro-wide-compare.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_WIDECOMPARE_H
#define BPFCORO_WIDECOMPARE_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroWideComparePass : llvm::PassInfoMixin<BPFCoroWideComparePass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_WIDECOMPARE_H
