//===- KeepClaim.h - A frame published and claimed again stays claimed ----===//
//
// DESCRIPTION
//   A program that starts a coroutine and resumes it in the same run (start
//   to the first suspension, then feed it this packet: examples/portknock)
//   has, once start and resume are inlined, the start's publish of the
//   suspended state followed by the resume's read of that state, its tests,
//   and its claim: `xchg(index, S)` (a store-release of S under
//   -bpf-coro-publish=release), `load index`, compare chain,
//   `cmpxchg(index, S, RUNNING)`. On this CPU the load may read the
//   publish's own S (nothing else need have run in between), and then every
//   test on the way is decided and the claim succeeds; the frame never needs
//   to leave RUNNING for the few instructions in between. This pass threads
//   the publish straight to the claim's success: the exchange and the claim
//   go (where the start's own claim is the last write of the index before
//   the publish, the index still holds RUNNING) or become one exchange of
//   RUNNING, and the verifier walks neither the resume's state tests nor
//   its BUSY and CORRUPT branches on that path. The optimiser then forwards
//   the values the start saved to the resume's reloads; the split's
//   compares that this leaves between two constants are folded here.
//
//   Sound under the memory model, not only under the frame protocol: the
//   removed exchange wrote a value that another CPU may simply not have
//   read before it was overwritten, the load reads this CPU's own latest
//   write, and the claim's compare-and-swap then succeeds. Only the path
//   from a publish to a claim of the same index, through instructions that
//   write no memory and branches those facts decide, is threaded, never
//   across a loop's back edge; the index's atomics are recognised by the
//   split's bpfcoro.index metadata, so no code of the program's is touched.
//
// USAGE
//   Runs in the function simplification pipeline (the peephole extension
//   point), after start and resume are inlined into their callers and
//   before GVN, when BPFCoroPasses.so is loaded with -fpass-plugin; with
//   opt: -passes=bpf-coro-keep-claim.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_KEEPCLAIM_H
#define BPFCORO_KEEPCLAIM_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroKeepClaimPass : llvm::PassInfoMixin<BPFCoroKeepClaimPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace bpfcoro

#endif // BPFCORO_KEEPCLAIM_H
