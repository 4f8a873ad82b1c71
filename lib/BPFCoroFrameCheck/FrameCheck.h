//===- FrameCheck.h - Frames come from memory that outlives the run ------===//
//
// DESCRIPTION
//   A frame must be memory the program can read and write and that keeps
//   its bytes from one program run to the next: a map value (or task, sk,
//   inode or cgroup storage). The frame argument of every call of a split
//   coroutine (start, resume, destroy) is traced back to where it comes
//   from, through casts, offsets, phis and the arguments of static
//   functions, and rejected at the call when it is
//   - a stack object, a ring buffer record, the program's context (or
//     memory in it), a NULL literal, a read-only global, or a map
//     definition itself rather than one of its values;
//   - a value of a map declared with BPF_F_RDONLY_PROG or BPF_F_WRONLY_PROG;
//   - visibly the value of a map whose value type is not the coroutine's
//     frame type (another coroutine's frames, a hand-written struct), or
//     whose hand-written value_size cannot hold the frame.
//
// USAGE
//   Runs twice when BPFCoroPasses.so is loaded with -fpass-plugin: early
//   (after the first SROA/EarlyCSE, before IPSCCP and dead argument
//   elimination fold constant frames into the callee and drop the argument,
//   and before -bpf-coro-inline inlines the calls away), and at the end of
//   the pipeline, where inlining has connected frames that came through
//   helper functions to their lookups. The late run is skipped when the early
//   one reported, so no error is reported twice. With opt:
//   -passes=bpf-coro-frame-check-early, -passes=bpf-coro-frame-check.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_FRAMECHECK_H
#define BPFCORO_FRAMECHECK_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"

namespace bpfcoro {

/// Function attributes the split puts on start/resume/destroy: the name of
/// the frame type and its size in bytes.
constexpr const char *FrameTypeAttr = "bpf-coro-frame";
constexpr const char *FrameSizeAttr = "bpf-coro-frame-size";
/// On the pieces of a coroutine with awaits: the map its bpf_coro_sleep() /
/// bpf_coro_defer() name, the one map every frame must come from.
constexpr const char *AwaitMapAttr = "bpf-coro-await-map";
/// On a start or resume function whose calls are inlined into its callers
/// (BPFCoroSplit.cpp): it stays out of line, uncalled, for its BTF FUNC, a
/// stub in the upstream target, and so does the private function its body
/// moves to, which its calls inline (KeepPieces.cpp).
constexpr const char *InlinedAttr = "bpf-coro-inlined";
/// On the load of a value saved across a suspension (the resume's reload):
/// the frame slot it reads is the split's own, which no code of the
/// program's may write while the coroutine runs (BPFCoroReloadSink moves
/// these loads to their uses).
constexpr const char *ReloadMD = "bpfcoro.reload";
/// On the store of a value saved at a suspension, in the upstream target
/// (BPFCoroUnchangedSaves drops one that writes back what was reloaded).
constexpr const char *SaveMD = "bpfcoro.save";
/// On the split's atomics on a frame's index, its publishes and claims
/// (BPFCoroKeepClaim threads a publish to the claim after it; BPFCoroStateTests
/// finds the index a claim compares).
constexpr const char *IndexAtomicMD = "bpfcoro.index";
/// On a start's test that the frame may be started (Clone.cpp), which
/// BPFCoroStateTests narrows where the caller's own test decided most of it.
constexpr const char *StartableMD = "bpfcoro.startable";
/// The state the split's publish \p I writes into a frame's index: an
/// exchange whose old value nobody reads, or under -bpf-coro-publish=release
/// a store-release; null for any other instruction.
inline llvm::Value *publishedState(llvm::Instruction &I) {
  if (!I.getMetadata(IndexAtomicMD) || I.isVolatile())
    return nullptr;
  if (auto *RMW = llvm::dyn_cast<llvm::AtomicRMWInst>(&I))
    return RMW->getOperation() == llvm::AtomicRMWInst::Xchg && RMW->use_empty()
               ? RMW->getValOperand()
               : nullptr;
  if (auto *SI = llvm::dyn_cast<llvm::StoreInst>(&I))
    return SI->isAtomic() ? SI->getValueOperand() : nullptr;
  return nullptr;
}

/// A BPF program (SEC("...") other than .text): its first argument is the
/// context the kernel passes in, where no frame can live (the frame check
/// refuses one there).
inline bool isProgram(const llvm::Function &F) {
  return !F.hasLocalLinkage() && F.hasSection() &&
         !F.getSection().starts_with(".text");
}

/// On a `__bpf_coro_percpu` coroutine and its pieces: the index is claimed
/// and published with plain stores, sound only where every frame is a
/// per-CPU map value run by XDP programs alone (checked here).
constexpr const char *PerCPUAttr = "bpf-coro-percpu";

/// On every piece, in both targets (FrameTypeAttr is the upstream
/// target's alone: no frame of the prototype's comes from a map).
constexpr const char *PieceAttr = "bpf-coro-piece";

/// Whether \p F holds coroutine code, which the late passes shape for the
/// verifier (BPFCoroIndexMask, BPFCoroCounterCompare, BPFCoroLoopJumps): a
/// piece, or any function of a module where start or resume is inlined into
/// its callers (which may themselves have been inlined further). Other code
/// is compiled as without bpfcoro.
inline bool holdsCoroutineCode(const llvm::Function &F) {
  return F.hasFnAttribute(PieceAttr) || F.hasFnAttribute(FrameTypeAttr) ||
         llvm::any_of(*F.getParent(), [](const llvm::Function &G) {
           return G.hasFnAttribute(InlinedAttr);
         });
}

struct BPFCoroFrameCheckPass : llvm::PassInfoMixin<BPFCoroFrameCheckPass> {
  explicit BPFCoroFrameCheckPass(bool Early = false) : Early(Early) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  bool Early;
};

} // namespace bpfcoro

#endif // BPFCORO_FRAMECHECK_H
