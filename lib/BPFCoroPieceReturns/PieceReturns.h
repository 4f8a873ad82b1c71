//===- PieceReturns.h - A piece returns a scalar, read or not -------------===//
//
// DESCRIPTION
//   The pieces are static functions, and the optimiser drops what no
//   caller reads: a start or resume whose status nobody uses becomes a
//   function returning void (dead argument elimination), or returning
//   undef where the callers were given the constant it returned
//   (interprocedural constant propagation). Its `exit` then leaves in r0
//   whatever the register allocator last put there, and where that is the
//   address of a local (a pointer into a buffer the resume copied back
//   from the frame) the verifier refuses the program: "cannot return stack
//   pointer to the caller" (6.18, every subprogram's exit). This pass makes
//   such a piece set r0 to 0 before each return: `ret undef` returns 0, and
//   a void piece gets an inline asm `r0 = 0` before each `ret void`. One
//   instruction per return of a piece that is called, not inlined, whose
//   status nobody reads, and that has a stack address to leave there: a
//   local's, or a pointer argument besides the frame (`out`, the
//   caller's); not a destroy, which has neither.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after the interprocedural passes; with opt:
//   -passes=bpf-coro-piece-returns.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_PIECERETURNS_H
#define BPFCORO_PIECERETURNS_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroPieceReturnsPass : llvm::PassInfoMixin<BPFCoroPieceReturnsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_PIECERETURNS_H
