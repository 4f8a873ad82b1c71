//===- bpfcoro/ABI.h - Names and constants shared by both plugins --------===//
//
// The clang plugin and the pass plugin agree on these spellings: the clang
// plugin checks calls to the marker functions at the source level, the pass
// plugin rewrites them. runtime/bpf_coro.h declares the same markers for C
// and must stay in sync (docs/ABI.md is the contract both follow).
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_ABI_H
#define BPFCORO_ABI_H

#include <cstdint>

namespace bpfcoro {

/// Annotation the clang plugin attaches to every `__bpf_coro` function; it
/// reaches IR through llvm.global.annotations.
constexpr const char *CoroAnnotation = "bpf_coro";
/// Annotation `__bpf_coro_percpu` (runtime/bpf_coro.h) attaches: the
/// coroutine's frames are claimed and published with plain stores, which
/// BPFCoroFrameCheck proves sound (docs/ABI.md section 3.1).
constexpr const char *PerCPUAnnotation = "bpf_coro_percpu";

/// Marker functions declared by runtime/bpf_coro.h and replaced by the pass.
constexpr const char *YieldMarker = "__bpf_coro_yield";
constexpr const char *StartMarker = "__bpf_coro_start";
constexpr const char *ResumeMarker = "__bpf_coro_resume";
constexpr const char *DestroyMarker = "__bpf_coro_destroy";
constexpr const char *ZeroFrameMarker = "__bpf_coro_zero_frame";
/// The kernel prototype target's (-bpf-coro-target=prototype): a suspension
/// through a kfunc, and the frame that kfunc is handed.
constexpr const char *AwaitMarker = "__bpf_coro_await";
constexpr const char *SelfMarker = "__bpf_coro_self";
/// bpf_coro_sleep(&map, ns): a suspension the kernel resumes from a
/// bpf_timer in the frame (docs/ABI.md section 10).
constexpr const char *SleepMarker = "__bpf_coro_sleep";
/// bpf_coro_defer(&map): a suspension the kernel resumes from a bpf_wq in
/// the frame, in process context where the code may sleep (docs/ABI.md
/// section 10.1).
constexpr const char *DeferMarker = "__bpf_coro_defer";
/// bpf_coro_user_return(&map): a suspension the kernel resumes from a
/// bpf_task_work in the frame, in the task that reached it, right before that
/// task returns to user space (docs/ABI.md section 10.2).
constexpr const char *UserReturnMarker = "__bpf_coro_user_return";

/// Suffixes of the names the pass gives to what it creates (BTF names
/// cannot hold '.', so LLVM's ".resume" style is not usable).
constexpr const char *FrameSuffix = "__coro_frame";
constexpr const char *StateSuffix = "__coro_state";
constexpr const char *ResumeSuffix = "__coro_resume";
constexpr const char *DestroySuffix = "__coro_destroy";
constexpr const char *ZeroSuffix = "__coro_zero";
constexpr const char *TimerContSuffix = "__coro_timer_cont";
constexpr const char *WqContSuffix = "__coro_wq_cont";
constexpr const char *TwContSuffix = "__coro_tw_cont";

/// The version of docs/ABI.md this compiler implements, recorded on each
/// coroutine's start function as the BTF decl tag "coro_abi:<n>".
constexpr unsigned ABIVersion = 3;
/// The BTF decl tag on a start or resume FUNC whose every call was inlined:
/// its own code is a stub (docs/ABI.md section 1).
constexpr const char *InlinedTag = "coro_inlined";

/// Frame header (docs/ABI.md, "Frame layout").
constexpr unsigned ResumeSlotOffset = 0;
constexpr unsigned DestroySlotOffset = 8;
constexpr unsigned IndexOffset = 16;
constexpr unsigned HeaderSize = 20;
constexpr unsigned MaxFrameSize = 512;

/// In the upstream target suspension point k (1..N) is the state
/// (tag << shift) | k, the tag a hash of the coroutine's name (docs/ABI.md
/// section 3): one compare of the index tells the state and that the frame
/// is this coroutine's. The shift is this many bits, more if N needs them.
constexpr unsigned IndexTagShift = 12;

/// Values of __coro_index outside the suspension points.
constexpr uint32_t IndexNotStarted = 0;
constexpr uint32_t IndexDone = 0xfffffffe;
constexpr uint32_t IndexRunning = 0xffffffff;

/// Status codes returned by start / resume / destroy.
constexpr int StatusDone = 0;
constexpr int StatusSuspended = 1;
constexpr int StatusBusy = -16;     // -EBUSY
constexpr int StatusInvalid = -22;  // -EINVAL
constexpr int StatusCorrupt = -117; // -EUCLEAN
/// A bpf_coro_sleep() could not arm its timer (a bpf_coro_defer() its bpf_wq,
/// a bpf_coro_user_return() its bpf_task_work): the frame is suspended at the
/// await all the same, *out holds the helper's or kfunc's error.
constexpr int StatusNotArmed = -62; // -ETIME

/// BPF passes at most five arguments in registers; start takes the frame and
/// the result pointer before the coroutine's own parameters.
constexpr unsigned MaxCoroParams = 3;
/// With -mllvm -bpf-coro-target=prototype the start is fn(params) itself
/// (it allocates its frame): all five argument registers are the
/// coroutine's.
constexpr unsigned MaxPrototypeCoroParams = 5;

} // namespace bpfcoro

#endif // BPFCORO_ABI_H
