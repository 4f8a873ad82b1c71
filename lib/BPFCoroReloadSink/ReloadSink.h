//===- ReloadSink.h - Frame loads next to their first use ----------------===//
//
// DESCRIPTION
//   A resume reloads every saved value at its start; the BPF backend
//   schedules a block in source order, so a value reloaded there occupies a
//   register, or one of the 512 stack bytes, until its last use. With more
//   values than BPF has callee-saved registers that is a spill per value and
//   soon "BPF stack limit exceeded" for a program the frame itself holds
//   easily. This pass moves each reload (marked !bpfcoro.reload by the
//   split) down the dominator tree to right before its first use in the
//   nearest block dominating all its uses, in a piece or in a driver it was
//   inlined into, where a call lies on the way and nothing that may write
//   its slot does; and in the pieces
//   each load from the frame (their first argument) down its block to right
//   before the first instruction that uses it, past nothing that may write
//   memory. So each reload lives only as long as it is needed.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after the optimiser has merged the resume's blocks; with
//   opt: -passes=bpf-coro-reload-sink.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_RELOADSINK_H
#define BPFCORO_RELOADSINK_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroReloadSinkPass : llvm::PassInfoMixin<BPFCoroReloadSinkPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_RELOADSINK_H
