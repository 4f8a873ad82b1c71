//===- JoinReloads.h - A saved value forwarded to a join is read there ----===//
//
// DESCRIPTION
//   Where a program starts a frame and resumes it in the same run
//   (examples/portknock), BPFCoroKeepClaim threads the start's suspension
//   into the resume and GVN forwards what the start saved to the resume's
//   reloads: where the two ways into the resumed body meet, a phi takes the
//   start's value (often a constant) from one and the reload from the
//   other. The verifier walks the body from the join once per way: the
//   start's register holds the constant, the resume's a range, and neither
//   state contains the other. This pass reads the slot after the join
//   instead, once for both ways, so the states there agree and the
//   verifier prunes the second way at the join.
//
//   Only a phi in coroutine code (holdsCoroutineCode) whose every input is
//   either the plain load of one frame slot (a frame: the base of an index
//   atomic, bpfcoro.index) in its incoming block, used by the phi alone
//   and with nothing writing memory after it there, or the value last
//   stored to that slot on the way into the join (through blocks with one
//   predecessor, nothing that may write the slot in between, terminators
//   included, by alias analysis without the reload's own type and scope
//   tags, which hold on its way alone). So the new load reads what each
//   input held; a value checked on the way in (a branch on the reload
//   before the join) is never an input, as its load has another user. And
//   only where nothing else tells the ways apart, which code after the join
//   could rely on, on one way only, for what the constant made safe: not
//   at a loop's header (a back edge), not where another phi of the block
//   takes a constant on some way (unless it is joined too).
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin; with opt: -passes=bpf-coro-join-reloads.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_JOINRELOADS_H
#define BPFCORO_JOINRELOADS_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroJoinReloadsPass : llvm::PassInfoMixin<BPFCoroJoinReloadsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace bpfcoro

#endif // BPFCORO_JOINRELOADS_H
