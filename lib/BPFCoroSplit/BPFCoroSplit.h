//===- BPFCoroSplit.h - Split C coroutines for BPF -----------------------===//
//
// DESCRIPTION
//   Splits every `__bpf_coro` function into a start function (keeping the
//   coroutine's name), `<fn>__coro_resume` and `<fn>__coro_destroy`, all static
//   BPF subprograms over a caller-owned frame, and rewrites the runtime's
//   markers (bpf_coro_start / bpf_coro_resume / bpf_coro_destroy) into direct
//   calls of them. See BPFCoroSplit.cpp for the steps, docs/ABI.md for the
//   frame contract.
//
// USAGE
//   clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=BPFCoroClang.so \
//       -fpass-plugin=BPFCoroPasses.so -c x.bpf.c
//   opt -load-pass-plugin=BPFCoroPasses.so -passes=bpf-coro-split x.ll
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_BPFCOROSPLIT_H
#define BPFCORO_BPFCOROSPLIT_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/CommandLine.h"

namespace bpfcoro {

/// -mllvm -bpf-coro-skip-checks: compile what the checks would reject, to
/// measure what the kernel's verifier says instead (never for real use).
extern llvm::cl::opt<bool> SkipChecks;

struct BPFCoroSplitPass : llvm::PassInfoMixin<BPFCoroSplitPass> {
  /// \p OptimizationOff: the pipeline runs at -O0, where BPF code does not
  /// load and coroutines cannot be split.
  explicit BPFCoroSplitPass(bool OptimizationOff = false)
      : OptimizationOff(OptimizationOff) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  bool OptimizationOff;
};

/// Passes the frame of every direct call of a split piece through a barrier
/// the interprocedural passes cannot see through, so that none of them
/// specialises a piece for a constant frame and drops its frame parameter
/// (KeepPieces.cpp).
struct BPFCoroPinFramesPass : llvm::PassInfoMixin<BPFCoroPinFramesPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Moves the body of a start or resume whose every call -bpf-coro-inline
/// inlines into a private function that those calls inline instead, and
/// leaves the piece a tagged stub (`coro_inlined`, docs/ABI.md section 1):
/// the upstream target compiled that code twice, once out of line for
/// nothing (KeepPieces.cpp).
struct BPFCoroStubInlinedPass : llvm::PassInfoMixin<BPFCoroStubInlinedPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Removes BPFCoroPinFramesPass's barriers and puts every split piece (a function with a frame) that is still there in
/// llvm.compiler.used. The split leaves out the pieces the file calls, so
/// that the interprocedural passes specialise them for their callers; this
/// runs after those and before the last dead-code removal, which would
/// delete a piece whose calls all went away and leave the start's decl tags
/// naming a FUNC the object lacks (KeepPieces.cpp).
struct BPFCoroKeepPiecesPass : llvm::PassInfoMixin<BPFCoroKeepPiecesPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace bpfcoro

#endif // BPFCORO_BPFCOROSPLIT_H
