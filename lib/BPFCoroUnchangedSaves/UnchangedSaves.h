//===- UnchangedSaves.h - A save that writes back what was reloaded -------===//
//
// DESCRIPTION
//   A suspension saves every value live across it; a resume reloads them.
//   A value that does not change between the two (a parameter, a bound, a
//   key: whatever a loop around the suspension only reads) is saved again
//   at every suspension a resume reaches, unchanged: a store per value and
//   the register or stack slot that keeps the reloaded value alive until
//   then, where a hand-written state machine leaves such a field alone.
//   This pass deletes a save (a store the split marks !bpfcoro.save) whose
//   value is a load of the same bytes of the same frame with nothing on
//   any way from that load to the save that may write them: no store
//   through the frame that overlaps them, no call given the frame's
//   address, no atomic or volatile access (the claim and the publish,
//   which hand the frame to other runs, are atomics); or a phi or select
//   of such values, each input holding where it is taken (a phi's at the
//   end of its block), with nothing that may write the bytes from the phi
//   or select to the save. The bytes then already hold the value. A save
//   on a cycle that passes it again stays (its second run writes). What the program itself writes cannot reach a saved value's slot
//   (Support/FrameSlots.h), as BPFCoroReloadSink relies on too. The
//   start's saves store computed values and stay; the prototype target's
//   saves are not marked (its verifier may track what the frame holds).
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin, after BPFCoroJoinReloads (whose loads may be what a save
//   writes back) and before BPFCoroReloadSink (which moves a reload no
//   save needs any more further down); with opt:
//   -passes=bpf-coro-unchanged-saves.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_UNCHANGEDSAVES_H
#define BPFCORO_UNCHANGEDSAVES_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroUnchangedSavesPass
    : llvm::PassInfoMixin<BPFCoroUnchangedSavesPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_UNCHANGEDSAVES_H
