//===- FrameCheck.h - Frames come from maps of the right value type ------===//
//
// DESCRIPTION
//   After optimisation, the frame argument of a call of a split coroutine
//   (start, resume, destroy) is often visibly the result of
//   bpf_map_lookup_elem(&map, key). The map's value type must then be the
//   coroutine's frame type: a map of another coroutine's frames, or of a
//   hand-written struct, would be read as this coroutine's frame. Where the
//   map is declared with value_size instead, that size must hold the frame.
//   Both are reported at the call, before the kernel sees the program.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin; with opt, -passes=bpf-coro-frame-check.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_FRAMECHECK_H
#define BPFCORO_FRAMECHECK_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

/// Function attributes the split puts on start/resume/destroy: the name of
/// the frame type and its size in bytes.
constexpr const char *FrameTypeAttr = "bpf-coro-frame";
constexpr const char *FrameSizeAttr = "bpf-coro-frame-size";

struct BPFCoroFrameCheckPass : llvm::PassInfoMixin<BPFCoroFrameCheckPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace bpfcoro

#endif // BPFCORO_FRAMECHECK_H
