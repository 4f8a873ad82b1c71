//===- WideCompare.h - A narrow value compared where it is also indexed ---===//
//
// DESCRIPTION
//   The verifier narrows, on each side of a branch, only the registers the
//   branch compares (and the copies it made of them), never a value computed
//   from the same source in another register. A narrow counter (`__s16 j`)
//   reaches LLVM's compare widened to int, `(int)j < b`, and its address
//   arithmetic widened to long, `a + (long)j * 8`: two registers, two
//   shift pairs from j's; a `__u8 i` compared as it is, `i + 1 != 9`, is
//   masked once for the test and once for the index. After a resume
//   reloads the counter as a range, the test bounds one register and the
//   access reads the other unbounded ("invalid variable-offset read from
//   stack"); a loop walked from j = 0 never notices, each j being exact.
//   This pass makes such a compare on the wide value itself, `(long)j <
//   (long)b`, the same truth for every predicate (sign extension keeps
//   signed and unsigned order alike, zero extension unsigned order), with
//   that value computed once, where j is, and handed on behind an empty
//   asm, so that code generation neither copies it into each block that
//   uses it nor compares the narrow value again. It runs only where j is
//   also widened to the wider type; other compares stay as they were, and
//   an int compared as it is keeps its own register anyway.
//
//   Only coroutine code (the pieces, and the functions small pieces are
//   inlined into: holdsCoroutineCode) is changed.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after the optimiser's last InstCombine (which compares
//   two extended values in the narrower type again) and after
//   BPFCoroIndexMask (which rebases a negative index it finds as an
//   extension, not behind an asm); with opt:
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
