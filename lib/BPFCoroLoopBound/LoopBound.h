//===- LoopBound.h - Loops the verifier cannot bound between suspensions -===//
//
// A suspension inside a loop cuts the loop: in the split code each resume
// runs from one suspension to the next and returns. What is left of the loop
// is the way around it that does NOT suspend (a conditional yield, or an
// inner loop that may run zero times), and the kernel's verifier must bound
// that by walking it iteration by iteration, with ranges, as it walks any
// loop. When nothing it can see bounds the walk (a counter compared with an
// unbounded parameter, a yield every 16th iteration of such a loop), it gives
// up after a million instructions or 8192 pending branches.
//
// This walks the state machine the way the verifier does, on integer ranges:
// every path from the entry (start and each resume, with the reloaded values'
// re-checked ranges), both sides of a branch when both are possible, the
// comparison on each side narrowing both operands, and pruning a path when a
// finished one reached the same block with wider ranges. A path that passes
// more conditional branches than the verifier can process instructions is
// going around a loop that nothing bounds.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_LOOPBOUND_H
#define BPFCORO_LOOPBOUND_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/DebugLoc.h"

namespace llvm {
class BasicBlock;
class Function;
class Value;
} // namespace llvm

namespace bpfcoro {

/// A loop of the coroutine as written, and the suspensions in it. Its blocks
/// are the state machine's too (the splitter moves them there, cutting the
/// edge from each suspension to the code after it).
struct SourceLoop {
  llvm::SmallPtrSet<const llvm::BasicBlock *, 16> Blocks;
  /// Where the loop starts in the source (its `for`/`while`).
  llvm::DebugLoc Loc;
  /// The blocks of its suspensions (in the state machine: save and return).
  llvm::SmallVector<llvm::BasicBlock *, 2> Suspends;
};

/// What the walk found: every way around a loop with a suspension bounded,
/// one the verifier could not bound, or a walk beyond the budget (memory,
/// time) before an answer, at the loop where it spent it.
struct LoopVerdict {
  enum Verdict { Bounded, Unbounded, TooComplex };
  Verdict Kind = Bounded;
  const SourceLoop *Loop = nullptr; // with a suspension, unless Bounded
  uint64_t Steps = 0;               // blocks walked
  uint64_t Queued = 0;              // paths still to walk at the end
  /// Unbounded only: Loop has no suspension, and a way around it changes
  /// nothing its exit depends on, while what it loads is unknown to the
  /// verifier too (locals a resume reloaded from the frame): the verifier
  /// finds the same state again ("infinite loop detected").
  bool Repeats = false;
};

/// Walks \p Fn (the unified state machine: a dispatch reaching the entry and
/// every resume block), with the ranges \p Known of some of its arguments
/// (the verifier checks a static function with what each caller passes), and
/// returns the innermost of \p Loops around a way
/// the walk found going around without end, if that loop has a suspension.
/// Loops without one are left to the verifier, as in any BPF function,
/// unless the walk proves the verifier's state repeats around one exactly
/// (LoopVerdict::Repeats); so are iterator (bpf_iter_*_next) and may_goto loops, which it bounds
/// itself. A walk that needs more than its budget (4 million blocks, 128 MB
/// of states) is TooComplex, at the loop it spent most of it going around.
LoopVerdict checkLoops(
    llvm::Function &Fn, llvm::ArrayRef<SourceLoop> Loops,
    llvm::ArrayRef<std::pair<const llvm::Value *, llvm::ConstantRange>> Known);

/// checkLoops' unbounded loop, if any (a walk beyond its budget is none).
const SourceLoop *findUnboundedLoop(
    llvm::Function &Fn, llvm::ArrayRef<SourceLoop> Loops,
    llvm::ArrayRef<std::pair<const llvm::Value *, llvm::ConstantRange>> Known);

} // namespace bpfcoro

#endif // BPFCORO_LOOPBOUND_H
