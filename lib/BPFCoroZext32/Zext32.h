//===- Zext32.h - 32-bit quotients the verifier sees zero-extended --------===//
//
// DESCRIPTION
//   With alu32 the BPF backend leaves a 32-bit result in the low half of
//   its register and counts on the ISA's zero extension: a later 64-bit use
//   of the value needs no instruction. The verifier does not track division
//   or remainder, and returns before zero-extending the result (6.18:
//   is_safe_to_compute_dst_reg_range), so after `w2 /= w4` all 64 bits of
//   r2 are unknown: a bound the program then tests in 32 bits, `if w2 < 4`,
//   never reaches the 64-bit counter a loop below counts with, and the loop
//   is walked until the verifier gives up ("The sequence of 8193 jumps is
//   too complex", extended fuzz seed 8846). The split makes such divisions
//   where the plain body had none: a value saved narrow comes back
//   zero-extended, and InstCombine then divides in 32 bits. This pass puts
//   `w = w` after each 32-bit division or remainder (and 8- or 16-bit
//   ones, which the backend does in 32 bits), but those by a constant,
//   which are shifts, masks and multiplies the verifier follows: the register is then
//   32 bits wide to the verifier, and the tested bound holds in 64 bits.
//   One instruction each.
//
//   Only coroutine code (holdsCoroutineCode) is changed.
//
// USAGE
//   Runs last at the end of the pipeline when BPFCoroPasses.so is loaded
//   with -fpass-plugin (the `w = w` is an inline asm the optimiser could
//   not see through); with opt: -passes=bpf-coro-zext32.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_ZEXT32_H
#define BPFCORO_ZEXT32_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroZext32Pass : llvm::PassInfoMixin<BPFCoroZext32Pass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_ZEXT32_H
