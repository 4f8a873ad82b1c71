//===- DefinedPhis.h - Every phi input a defined value --------------------===//
//
// DESCRIPTION
//   A value the split does not carry along a way into a block (not saved
//   at a suspension because nothing reads it on that way, or never set on
//   it) reaches the block's phis as undef. LLVM may give it any value, and
//   the code generator gives it none: the phi's register is left as it
//   was, and code the optimiser made read it anyway (a select whose other
//   arm it proved taken, a save of the value at the next suspension) reads
//   a register never written on that way, which every verifier refuses
//   ("R5 !read_ok"). This pass makes each undef or poison input of an
//   integer or pointer phi in coroutine code the zero of its type: a value
//   undef already allowed, which the register then holds.
//
//   Only coroutine code (holdsCoroutineCode) is changed: other code is
//   compiled as without bpfcoro.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after the optimiser's last pass; with opt:
//   -passes=bpf-coro-defined-phis.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_DEFINEDPHIS_H
#define BPFCORO_DEFINEDPHIS_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroDefinedPhisPass : llvm::PassInfoMixin<BPFCoroDefinedPhisPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_DEFINEDPHIS_H
