//===- MemLoops.h - Variable-length memset/memcpy back into loops ---------===//
//
// DESCRIPTION
//   The BPF back end lowers llvm.memset, llvm.memcpy and llvm.memmove only
//   with a constant length; any other stops the compile ("A call to
//   built-in function 'memset' is not supported"). The optimiser forms one
//   from a loop that stores or copies element by element (loop idiom
//   recognition), which in a resume is a loop whose count it reloaded: a
//   clamped count-down zeroing an array of locals kept in the frame's
//   staging area became a memset of 4 or 8 bytes at a computed offset
//   (extended fuzz seed 2735), where the same loop in plain C is unrolled
//   away. This pass expands each such call in coroutine code back into a
//   loop (LLVM's LowerMemIntrinsics), one the verifier walks as a bounded
//   loop of the length's range. The length is first clamped to the bytes
//   its local or global objects hold from where it starts (C allows no
//   more), behind empty asms: the optimiser's arithmetic for it can hide
//   its bound from the verifier (a count-down of 0 to 3 four-byte stores
//   as `((4 * n + 0x3fffffffc) & 0x3fffffffc) + 4` bytes, up to 2^34 to
//   the verifier: extended fuzz seed 14038, a million instructions). Only
//   a length the optimiser cannot keep within those bytes: the clamp also
//   hides how a length was computed (`n + 6` of a bounded n), which the
//   verifier may have related to the addresses.
//
//   Only coroutine code (holdsCoroutineCode) is changed: other code is
//   compiled as without bpfcoro.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after the optimiser's last pass; with opt:
//   -passes=bpf-coro-mem-loops.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_MEMLOOPS_H
#define BPFCORO_MEMLOOPS_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroMemLoopsPass : llvm::PassInfoMixin<BPFCoroMemLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_MEMLOOPS_H
