//===- SinkPublish.h - Suspensions that end alike share one publish -------===//
//
// DESCRIPTION
//   Every suspension point of a resume ends the same way: it saves what
//   lives across it in the frame and publishes its state (an exchange or a
//   store-release of the frame's index), then joins the code after the
//   call. The optimiser has no sinking pass after the split, so each way
//   keeps its own copies; the code generator merges identical tails of at
//   most 150 predecessors, and the verifier walks every copy left (at 1000
//   suspension points, 153 exchanges). This pass moves the common end of
//   the ways that publish to the same frame into one new block in front of
//   the join, with a phi for each operand that differs (the new state, the
//   saved value): each way then sets its registers and jumps, the shared
//   code is walked once, and the verifier prunes every later way there,
//   since what differs is data it does not need to be exact.
//
//   The ends are matched in lockstep from the publish backwards, as
//   SimplifyCFG sinks, but only among the publishing predecessors of a
//   join (SimplifyCFG needs every unconditional predecessor to share the
//   code, and the join also takes the start's and the error ways). An
//   instruction moves only if every way has the same operation there, no
//   call, and its results are used by the moved code or the join's phis
//   alone; at most one operand may differ between the ways, and never an
//   address (a pointer operand of a memory access or a GEP), so each access
//   the verifier checks has the same base and offset on every way.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin; with opt: -passes=bpf-coro-sink-publish.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SINKPUBLISH_H
#define BPFCORO_SINKPUBLISH_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroSinkPublishPass : llvm::PassInfoMixin<BPFCoroSinkPublishPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace bpfcoro

#endif // BPFCORO_SINKPUBLISH_H
