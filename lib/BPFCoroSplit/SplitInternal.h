//===- SplitInternal.h - What the steps of the split share ------*- C++ -*-===//
//
// The coroutine splitter's steps, one file each (BPFCoroSplit.cpp lists
// them in order), share the splitter's state (CoroutineSplitter), the plan
// of each suspension point and a few helpers declared here. Not installed:
// the plugin's only interface is the pass (BPFCoroSplit.h).
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_BPFCOROSPLIT_SPLITINTERNAL_H
#define BPFCORO_BPFCOROSPLIT_SPLITINTERNAL_H

#include "BPFCoroSplit/BPFCoroSplit.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroFrameLayout/FrameLayout.h"
#include "BPFCoroLoopBound/LoopBound.h"
#include "Support/BPFCalls.h"
#include "bpfcoro/ABI.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/DemandedBits.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/Utils/Local.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsBPF.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/ADCE.h"
#include "llvm/Transforms/Scalar/CorrelatedValuePropagation.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/JumpThreading.h"
#include "llvm/Transforms/Scalar/SCCP.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"
#include "llvm/Transforms/Utils/ValueMapper.h"
#include <array>
#include <bitset>
#include <optional>

namespace bpfcoro {

using namespace llvm;

/// -mllvm -bpf-coro-no-reload-checks (BPFCoroSplit.cpp).
extern cl::opt<bool> NoReloadChecks;
/// Whether \p F is compiled for -mcpu=v4 (StateMachine.cpp).
bool targetsV4(const Function &F);
/// Whether \p F's pieces publish the index with a store-release
/// (-bpf-coro-publish, StateMachine.cpp).
bool publishesWithRelease(const Function &F);
/// Reports an explicit -bpf-coro-publish=release that \p F's target cannot
/// have (-mcpu below v4, a target kernel before 6.15); false then.
bool checkPublishMode(Function &F);

/// What a split coroutine became.
struct CoroPieces {
  Function *Start = nullptr;
  Function *Resume = nullptr;
  Function *Destroy = nullptr;
  /// The timer's continuation (Await.cpp), when the coroutine sleeps.
  Function *TimerCont = nullptr;
  /// The bpf_wq's continuation (Await.cpp), when the coroutine defers.
  Function *WqCont = nullptr;
  /// The bpf_task_work's continuation (Await.cpp), when the coroutine
  /// awaits the return to user space.
  Function *TwCont = nullptr;
  DICompositeType *FrameTy = nullptr;
  uint64_t FrameBytes = 0;

  /// Every function the split made (null where the coroutine has none).
  std::array<Function *, 6> functions() const {
    return {Start, Resume, Destroy, TimerCont, WqCont, TwCont};
  }
};

//===----------------------------------------------------------------------===//
// Diagnostics.cpp
//===----------------------------------------------------------------------===//

/// Reports an error at \p Loc (or at \p F when there is no location); clang
/// prints it as `file:line:col: error: ...`.
void reportError(const Function &F, const Twine &Msg, DebugLoc Loc = {});
/// Adds a note at \p At (clang prints it as `file:line:col: note: ...`).
void reportNote(const Instruction *At, const Twine &Msg);
/// The source line of \p I, 0 without one.
unsigned lineOf(const Instruction *I);
/// " at line N", or nothing without a line.
std::string lineSuffix(const Instruction *I);
/// The source variable a value (or an alloca's contents) holds, and its
/// type; empty when no variable names exactly what it holds (at \p At, when
/// given: a value the variable no longer holds there does not bear its name).
std::pair<std::string, DIType *> sourceName(Value *V, bool IsAlloca,
                                            const Instruction *At = nullptr);
/// Whether \p Var certainly holds something other than \p V right before
/// \p At (its last debug record on the way there locates it elsewhere).
bool locatedElsewhere(const DebugVariable &Var, const Value *V,
                      const Instruction *At);

//===----------------------------------------------------------------------===//
// Collect.cpp
//===----------------------------------------------------------------------===//

/// Removes the `bpf_coro` entries from llvm.global.annotations and returns
/// their functions; marks those `__bpf_coro_percpu` also names PerCPUAttr.
SmallVector<Function *, 4> takeCoroutineAnnotations(Module &M);
bool isMarkerCall(const Instruction &I, StringRef Marker);
/// A yield marker (the form the rest of the split knows every suspension
/// in) yielding \p V, at \p Pos, with \p Await's line and uses: the awaits
/// the kernel resumes and the prototype target's become these.
CallInst *yieldMarkerFor(CallInst *Await, Value *V, InsertPosition Pos);
/// The markers of the suspensions the kernel resumes (Await.cpp).
constexpr const char *KernelAwaitMarkers[] = {SleepMarker, DeferMarker,
                                             UserReturnMarker};
/// Checks what the pass needs of a coroutine before touching it.
bool checkSignature(Function &F, bool OptimizationOff);

/// The coroutine's name as its source spells it, which BPF_CORO_FRAME(fn)
/// and the pieces' BTF names are made of: the debug info's, where the
/// symbol differs (`__asm__("label")`, -funique-internal-linkage-names,
/// `overloadable`), else the symbol's.
std::string coroName(const Function &F);
/// Brings the body to SSA form (the split runs before the usual pipeline).
void normalize(Function &F, FunctionAnalysisManager &FAM);
/// Marks a call's `range` as the split's own (Collect.cpp's rangeCalls):
/// the range the callee returns with this call's arguments, which the
/// split's reload checks use and the optimiser does not get.
constexpr const char *CalleeRangeMD = "bpfcoro.callee.range";
/// Drops those ranges once the split has planned with them: specialised to
/// one call's arguments, they are more than the optimiser would ever know
/// of the call in plain C, and what it made of that (a count-down bounded
/// by a clamp helper called with constants) the verifier walked for a
/// million instructions (a random program generator).
void dropCalleeRanges(Module &M);

//===----------------------------------------------------------------------===//
// Checks.cpp
//===----------------------------------------------------------------------===//

bool checkOpenRegions(Function &F, ArrayRef<SuspendPoint> Points);
bool checkNoReturnCalls(Function &F);
bool checkSelectable(Function &F);

//===----------------------------------------------------------------------===//
// Liveness.cpp
//===----------------------------------------------------------------------===//

/// Per-block live-in sets of the coroutine's SSA values, by classic backward
/// dataflow. Allocas are not tracked: they are recreated in every invocation
/// (their contents are handled separately).
class Liveness {
public:
  explicit Liveness(Function &F) {
    for (Argument &A : F.args())
      number(&A);
    for (Instruction &I : instructions(F))
      if (!I.getType()->isVoidTy() && !isa<AllocaInst>(I))
        number(&I);
    compute(F);
  }

  /// Values live on entry to \p BB, in numbering (program) order.
  SmallVector<Value *, 16> liveIn(BasicBlock *BB) const {
    SmallVector<Value *, 16> R;
    auto It = LiveIn.find(BB);
    if (It == LiveIn.end())
      return R;
    for (unsigned I : It->second.set_bits())
      R.push_back(Values[I]);
    return R;
  }

private:
  DenseMap<Value *, unsigned> Ids;
  SmallVector<Value *, 64> Values;
  DenseMap<BasicBlock *, BitVector> LiveIn;

  void number(Value *V) {
    Ids[V] = Values.size();
    Values.push_back(V);
  }

  int idOf(Value *V) const {
    auto It = Ids.find(V);
    return It == Ids.end() ? -1 : int(It->second);
  }

  void compute(Function &F);
};

/// Blocks reachable from \p From (inclusive), forwards or backwards, not
/// going past a block in \p Stop (which is not included).
DenseSet<BasicBlock *> reach(BasicBlock *From, bool Forward,
                             const SmallPtrSetImpl<BasicBlock *> &Stop);

//===----------------------------------------------------------------------===//
// Spill.cpp, ReloadRanges.cpp: the plan of each point
//===----------------------------------------------------------------------===//

/// Values that exist in every invocation without being saved.
/// Whether \p V reaches an array index through integer arithmetic, casts,
/// phis and selects (with \p ThroughArithmetic, through at least one
/// arithmetic operation); Loops.cpp.
bool indexesArray(Value *V, bool ThroughArithmetic);

inline bool isAlwaysAvailable(const Value *V) {
  return isa<Constant>(V) || isa<AllocaInst>(V) || isa<BasicBlock>(V) ||
         isa<MetadataAsValue>(V) || isa<InlineAsm>(V);
}

/// The plan for one suspension point: which live values are saved, which are
/// recomputed from saved ones, which alloca contents are copied.
struct PointPlan {
  SetVector<Value *> Live;     // SSA values live across the point
  SetVector<Value *> Saved;    // saved in the frame (may include operands of
                               // recomputed values that are not live)
  SetVector<Instruction *> Recomputed;
  SetVector<AllocaInst *> Allocas;
  /// Locals with lifetime markers that the code after the point may use
  /// before their next lifetime start: started again in the resume, so
  /// that the stack coloring still sees every use inside a lifetime.
  SetVector<AllocaInst *> Restarted;
  /// Ranges saved integers had at the suspension: re-checked after reload,
  /// because the frame is writable from user space and the verifier knows
  /// nothing of a value loaded from it.
  DenseMap<Value *, ConstantRange> Ranges;
  /// Comparisons between saved values (or a saved value and a constant)
  /// that held at the suspension because a branch on them dominates it: a
  /// loop's `i < n`. Re-checked after reload too: ranges alone cannot tell
  /// the verifier that `i + 1` does not wrap.
  SmallVector<std::tuple<CmpInst::Predicate, Value *, Value *>, 4> Conds;
  /// Loop counters whose possible values at the suspension are few and
  /// leave gaps in their range (a step above 1, `if (i & 1)` around the
  /// point): every value they can have, in increasing order. The resume
  /// splits each into exactly these (buildStateMachine), since a range
  /// check loses what the code after the split relies on (the parity, the
  /// stride a `!=` exit needs to be hit).
  DenseMap<Value *, SmallVector<APInt, 8>> Values;
  /// Loop counters stepped together with other saved ones (`p++` beside
  /// `i++`: the pointer's index is always i + 1; `q++` from `q = p` beside
  /// an inner `j++`, p stepped by 3 beside the outer `i++`: 3 * i + j): not
  /// saved, but computed after the reload as the sum of Offset and each
  /// term's Base, extended by Ext (zext, sext, or none) to the value's
  /// width, times Scale (`p--` beside `i++`: -1) (SteppedTogether.cpp).
  struct Derivation {
    struct Term {
      Value *Base;
      std::optional<Instruction::CastOps> Ext;
      APInt Scale;
    };
    SmallVector<Term, 2> Terms;
    APInt Offset;
  };
  MapVector<Value *, Derivation> Derived;
};

/// Integer widths (in bits) that are enough for saved values whose users
/// demand only their low bits; shared by all points.
using NarrowMap = DenseMap<Value *, unsigned>;


/// The union, over the calls of \p F that bpf_coro_start() wraps, of the
/// range of what each passes as \p A; the full set when nothing is known.
ConstantRange callerRange(Function &F, Argument &A);

/// Whether -bpf-coro-target-kernel names a kernel before 6.8, whose
/// verifier decides a register-register branch only against a constant
/// (TargetKernel.cpp).
bool targetDecidesOnlyConstantCompares(const Function &F);

/// Whether the kernel -bpf-coro-target-kernel names has store-release
/// (6.15); nullopt without the option (TargetKernel.cpp).
std::optional<bool> targetHasStoreRelease(const Function &F);

//===----------------------------------------------------------------------===//
// StateMachine.cpp: frame accesses the pieces share
//===----------------------------------------------------------------------===//

/// `L Pred R` as llvm.bpf.compare: kept as one compare the verifier sees.
Value *emitCompare(IRBuilder<> &B, CmpInst::Predicate Pred, Value *L,
                   Value *R, const Twine &Name);
/// The address of the frame's byte \p Off.
Value *frameField(IRBuilder<> &B, Value *Frame, uint64_t Off);
/// Sets the frame's index with an atomic exchange (a full barrier) or a
/// store-release (publishesWithRelease); with \p Plain (a
/// `__bpf_coro_percpu` coroutine), with a plain store.
void publishIndex(IRBuilder<> &B, Value *Frame, Value *Index,
                  bool Plain = false);

/// How a referenced kernel pointer saved in a prototype frame is released:
/// `Name(ptr)`, or `Name(ptr, NULL)` for bpf_obj_drop_impl and its kin.
struct ProtoRelease {
  std::string Name;
  bool TakesMeta = false;
};

//===----------------------------------------------------------------------===//
// Clone.cpp: the claim the pieces (and the continuations) share
//===----------------------------------------------------------------------===//

/// `idx = frame->__coro_index`, a plain load (see Clone.cpp).
Value *loadIndex(IRBuilder<> &B, Value *Frame);
/// Compare-and-swap of the index from \p Index to RUNNING: to \p Then if it
/// was \p Index, else to \p Busy. With \p Plain (a `__bpf_coro_percpu`
/// coroutine, whose frames no two runs share at once), a store of RUNNING
/// and on to \p Then.
void emitClaim(IRBuilder<> &B, Value *Frame, Value *Index, BasicBlock *Then,
               BasicBlock *Busy, bool Plain = false);
/// The location of \p Fn's opening line.
DebugLoc functionLoc(Function *Fn);
/// A block at the end of \p Fn that returns \p Status (at \p Loc).
BasicBlock *returnBlock(Function *Fn, int Status, StringRef Name,
                        DebugLoc Loc);

/// Where the kernel objects of awaits sit after the save areas, as offsets
/// from the splitter's AwaitOffset (docs/ABI.md sections 10 and 10.1): the
/// timer and its wake-up time only with a bpf_coro_sleep(), the bpf_wq only
/// with a bpf_coro_defer(), the bpf_task_work and the task it was armed for
/// only with a bpf_coro_user_return(), the continuations' out and status with
/// any.
struct AwaitLayout {
  bool Timer = false, Wq = false, Tw = false;
  uint64_t TimerOff = 0, WakeOff = 0, OutOff = 0, StatusOff = 0, WqOff = 0;
  uint64_t TwOff = 0, TidOff = 0;
  uint64_t Bytes = 0;
};

//===----------------------------------------------------------------------===//
// The splitter: one coroutine, its steps in the files named at each
//===----------------------------------------------------------------------===//

/// The ranges of states [first, last] the coroutines of one module took
/// (stateIndex keeps them apart).
using StateRanges = SmallVector<std::pair<uint32_t, uint32_t>, 4>;

class CoroutineSplitter {
public:
  CoroutineSplitter(Function &F, FunctionAnalysisManager &FAM,
                    StateRanges &Taken)
      : F(F), M(*F.getParent()), Ctx(F.getContext()), DL(M.getDataLayout()),
        FAM(FAM), Name(coroName(F)), Taken(Taken) {}

  std::optional<CoroPieces> run(bool OptimizationOff);

private:
  Function &F;
  Module &M;
  LLVMContext &Ctx;
  const DataLayout &DL;
  FunctionAnalysisManager &FAM;
  /// The coroutine's source name (coroName); the start function takes F's
  /// symbol.
  const std::string Name;
  /// The states the module's other coroutines took.
  StateRanges &Taken;
  /// `__bpf_coro_percpu`: claims and publishes with plain stores.
  bool Unclaimed = false;

  SmallVector<SuspendPoint, 8> Points;
  SmallVector<PointPlan, 8> Plans;
  SmallVector<BasicBlock *, 8> Conts; // block after each yield
  /// The loops as written, with the suspensions in each.
  std::vector<SourceLoop> SourceLoops;
  /// Integer phis in the headers of loops with a suspension that index an
  /// array through arithmetic: the counters a resume splits into values.
  SmallPtrSet<Value *, 8> LoopCounters;
  NarrowMap Narrow;
  /// Locals live across every point that live in the frame instead of being
  /// copied there and back (FrameLocals.cpp).
  SmallPtrSet<AllocaInst *, 4> FrameLocals;
  /// Values from which checkResumedPointers' walk reaches no dereference:
  /// the walk from one point's resume value often runs into another's (a
  /// sum over every point), so each value is walked once per coroutine.
  DenseSet<Value *> ReachNoDeref;
  /// Where a saved value is stored before its suspension is reached: per
  /// point, per slot, (insert-before, value) pairs. Empty: at the point.
  SmallVector<DenseMap<unsigned, SmallVector<std::pair<Instruction *, Value *>,
                                             2>>,
              8>
      EarlySaves;
  bool SplitEdges = false; // planEarlySaves put a store on an edge of F
  DISubprogram *OrigSP = nullptr;
  uint64_t FrameBytes = 0;
  /// -bpf-coro-target=prototype: the kfunc call each point suspends with.
  SmallVector<CallBase *, 8> AwaitCalls;
  /// -bpf-coro-target=prototype: the referenced kernel pointers saved in a
  /// frame, each with the kfunc that releases it (destroy and the exits
  /// of a continuation that free the frame release them first).
  DenseMap<Value *, ProtoRelease> ProtoRefs;
  /// Per point, the block a continuation takes when a reloaded value
  /// fails its re-check (null when none); StateMachine.cpp.
  SmallVector<BasicBlock *, 8> CorruptBlocks;
  /// Awaits (Await.cpp): per point, the bpf_coro_sleep() marker call that
  /// arms its timer (null at a bpf_coro_yield()); the frame's map they
  /// name; where the kernel's objects sit in the frame; the continuation.
  SmallVector<CallInst *, 8> SleepCalls;
  SmallVector<uint32_t, 4> SleepIndices; // the sleeps' states
  /// Likewise for bpf_coro_defer(): per point its marker call, the states.
  SmallVector<CallInst *, 8> DeferCalls;
  SmallVector<uint32_t, 4> DeferIndices;
  /// Likewise for bpf_coro_user_return().
  SmallVector<CallInst *, 8> UserCalls;
  SmallVector<uint32_t, 4> UserIndices;
  /// The frames' map every await names (all kinds alike).
  GlobalVariable *SleepMap = nullptr;
  uint64_t AwaitOffset = 0;
  AwaitLayout AL;
  Function *TimerCont = nullptr;
  Function *WqCont = nullptr;
  Function *TwCont = nullptr;

  // Each step, in the order run() takes them, in the file named.
  bool collectSuspendPoints();                              // Collect.cpp
  bool planPoint(unsigned K, const Liveness &LV);           // Spill.cpp
  bool planPointer(PointPlan &Plan, Value *V, Instruction *Yield);
  bool checkResumedPointers(unsigned K);                    // Spill.cpp
  void computeRanges();                                     // ReloadRanges.cpp
  void deriveSteppedTogether(                               // SteppedTogether.cpp
      ScalarEvolution &SE, LoopInfo &LI,
      function_ref<bool(PHINode *)> MayBeRecurrence);
  void planAllocas();                                       // Liveness.cpp
  bool checkStackObjects();                                 // Checks.cpp
  void planFrameLocals();                                   // FrameLocals.cpp
  void layout();                                            // Layout.cpp
  bool checkLocalsStack();                                  // Checks.cpp
  void reportLayout();                                      // Layout.cpp
  void planEarlySaves();                                    // Spill.cpp
  void collectSourceLoops();                                // Loops.cpp
  Function *buildStateMachine(SwitchInst *&Dispatch);       // StateMachine.cpp
  bool checkLoopBounds(Function &U);                        // Loops.cpp
  Function *cloneStart(Function *U, SwitchInst *Dispatch);  // Clone.cpp
  Function *takeResume(Function *U, SwitchInst *Dispatch, Function *After);
  Function *buildDestroy();
  void describe(CoroPieces &P);                             // BTF.cpp
  /// The coroutine's parameters' BTF types (\p Unknown where debug info
  /// has none) and names, appended (BTF.cpp).
  void appendParams(SmallVectorImpl<DIType *> &Types,
                    SmallVectorImpl<std::string> &Names,
                    DIType *Unknown) const;
  // Awaits the kernel resumes, in the order run() takes them (Await.cpp).
  bool prepareAwaits();
  bool collectSleeps();
  void layoutAwaits();
  void lowerSleeps(Function *U);
  bool checkSleepableCalls();
  /// A sleep or defer in a coroutine a tracing program (kprobe, tracepoint,
  /// ...) drives: the kernel refuses the frames' map there (Await.cpp).
  bool checkTracingPrograms();
  bool checkUserReturnsReached();
  FunctionCallee awaitKfunc(StringRef KName);
  /// Schedules the frame's bpf_task_work for the current task and records
  /// the thread (0 if that failed); returns the kfunc's result.
  Value *scheduleTaskWork(IRBuilder<> &B, Value *Frame);
  /// The thread the frame's task work was scheduled for (0: none).
  Value *armedTid(IRBuilder<> &B, Value *Frame);
  /// Whether the frame records no thread: its task work is not scheduled.
  Value *unscheduledTaskWork(IRBuilder<> &B, Value *Frame);
  /// The status of a suspension whose arming returned \p Err: SUSPENDED,
  /// or NOT_ARMED when it failed.
  Value *armedStatus(IRBuilder<> &B, Value *Err);
  Function *buildTimerCont(Function *U, SwitchInst *Dispatch);
  Function *buildWqCont(Function *U, SwitchInst *Dispatch);
  Function *buildTwCont(Function *U, SwitchInst *Dispatch);
  enum class AwaitKind { Timer, Wq, Tw };
  Function *buildAwaitCont(Function *U, SwitchInst *Dispatch, AwaitKind Kind);
  void cancelAwaits(IRBuilder<> &B, Value *Frame);
  void describeAwaits(CoroPieces &P, DIBuilder &DIB, DIType *Int,
                      DIType *FramePtr, DIType *WqTy, DIType *TwTy);
  /// Whether the coroutine has a bpf_coro_sleep() / a bpf_coro_defer() / a
  /// bpf_coro_user_return() / any (then the frame holds the kernel objects of
  /// section 10).
  bool sleeps() const { return !SleepIndices.empty(); }
  bool defers() const { return !DeferIndices.empty(); }
  bool userReturns() const { return !UserIndices.empty(); }
  bool awaits() const { return SleepMap != nullptr; }
  /// Whether point index \p K (1..N) is a bpf_coro_defer() or a
  /// bpf_coro_user_return(): a frame parked there is the kernel's to
  /// continue, in a context that may sleep, never a program's.
  bool isParkedIndex(uint64_t K) const {
    return is_contained(DeferIndices, uint32_t(K)) ||
           is_contained(UserIndices, uint32_t(K));
  }
  // -bpf-coro-target=prototype, in the order run() takes them (Prototype.cpp).
  bool prepareTarget();
  bool collectAwaits();
  bool planPrototypePointer(PointPlan &Plan, Value *V, Instruction *Yield);
  void layoutPrototype();
  CoroPieces buildPrototypePieces(Function *U);
  void describePrototype(CoroPieces &P);

  Type *i32() { return Type::getInt32Ty(Ctx); }
  Type *i64() { return Type::getInt64Ty(Ctx); }
  Type *ptr() { return PointerType::get(Ctx, 0); }
  uint64_t token(StringRef Suffix) const; // Clone.cpp
  /// The state of each suspension point 1..\p N: tagged with the
  /// coroutine in the upstream target, its number in the prototype's
  /// (Clone.cpp).
  SmallVector<uint32_t, 8> stateIndexes(unsigned N);
  /// The slots of the locals that live in the frame (FrameLocals.cpp): the
  /// same at every point, so the first point's.
  SmallVector<const FrameSlot *, 2> frameLocalSlots() const {
    SmallVector<const FrameSlot *, 2> R;
    if (!Points.empty())
      for (const FrameSlot &S : Points.front().Slots)
        if (S.InFrame)
          R.push_back(&S);
    return R;
  }
  uint32_t firstIndex() const {
    return Points.empty() ? 1 : Points.front().Index;
  }
  /// `index` is a state of this coroutine's suspension points.
  Value *isSuspendedIndex(IRBuilder<> &B, Value *Index, const Twine &Name = "");
  unsigned numPoints() const { return Points.size(); }
};

//===----------------------------------------------------------------------===//
// Prototype.cpp: -bpf-coro-target=prototype
//===----------------------------------------------------------------------===//

/// Whether this object is lowered for the kernel prototype's ABI.
bool prototypeTarget();
/// bpf_coro_spawn() becomes a call of the start; the upstream markers are
/// errors in the prototype target; await/self markers outside a coroutine
/// are errors in both.
void rewritePrototypeMarkers(Module &M,
                             const DenseMap<Function *, CoroPieces> &Pieces,
                             const SmallPtrSetImpl<Function *> &Coros);

//===----------------------------------------------------------------------===//
// BTF.cpp: debug info both targets give their pieces
//===----------------------------------------------------------------------===//

/// Renames a cloned subprogram and gives it the clone's real signature
/// (\p Types result first, \p Names its parameters); without
/// \p KeepAnnotations the coroutine's decl tags go.
void retitle(Function *Fn, DIBuilder &DIB, StringRef Name,
             ArrayRef<DIType *> Types, ArrayRef<std::string> Names,
             bool KeepAnnotations);
/// \p SP's annotations and a btf_decl_tag per tag.
MDTuple *withDeclTags(const DISubprogram *SP, ArrayRef<std::string> Tags);
/// Appends a `btf_decl_tag` annotation per tag to \p SP (component_idx -1
/// in BTF).
void addDeclTags(DISubprogram *SP, ArrayRef<std::string> Tags);
/// A distinct copy of \p SP with \p Annotations and no retained nodes.
DISubprogram *copySubprogram(const DISubprogram *SP, MDTuple *Annotations);
/// \p F's subprogram, with an operand for decl tags (BTF.cpp).
DISubprogram *makeRoomForDeclTags(Function &F);
/// What CloneFunction maps to itself when it copies \p SP's function within
/// its module (Clone.cpp).
MetadataPredicate keptMetadata(const DISubprogram *SP);
/// Gives the kfunc declaration \p Name, if \p M calls it and it has none, a
/// declaration subprogram of type \p Types (result first), so that the
/// backend emits the BTF FUNC libbpf resolves the kfunc through (libbpf
/// compares its parameter types with the kernel's).
void declareKfunc(Module &M, DIBuilder &DIB, DIFile *File, StringRef Name,
                  ArrayRef<Metadata *> Types);
/// Gives \p Destroy, built from nothing, its subprogram `int (frame *)`.
void describeDestroy(Function *Destroy, DIBuilder &DIB, DISubprogram *OrigSP,
                     DIType *Int, DIType *FramePtr);

//===----------------------------------------------------------------------===//
// Await.cpp
//===----------------------------------------------------------------------===//

/// The frame members an awaiting coroutine adds after its save areas
/// (docs/ABI.md section 10), for buildFrameType; \p WqTy gets the
/// `struct bpf_wq` type when there is one (the wq kfuncs' BTF uses it),
/// \p TwTy the `struct bpf_task_work` likewise.
SmallVector<Metadata *, 4> awaitMembers(DIBuilder &DIB, DIScope *Scope,
                                        DIFile *File, unsigned Line,
                                        uint64_t Offset, const AwaitLayout &L,
                                        DIType *&WqTy, DIType *&TwTy);
/// bpf_coro_sleep() outside a split coroutine: left after the plugin's
/// checks only in code it did not see (IR input); an error at the call.
void reportStraySleeps(Module &M, const SmallPtrSetImpl<Function *> &Coros);

//===----------------------------------------------------------------------===//
// Markers.cpp
//===----------------------------------------------------------------------===//

/// Rewrites the runtime's marker calls into calls of the pieces.
void rewriteMarkers(Module &M, const DenseMap<Function *, CoroPieces> &Pieces,
                    const SmallPtrSetImpl<Function *> &Coros);
/// Removes the shell of a split coroutine, reporting any use left.
void eraseShell(Function *F, StringRef Name);
/// Reports coroutines that start or resume each other.
void checkStartCycles(ArrayRef<Function *> Coros,
                      const DenseMap<Function *, CoroPieces> &Pieces);

} // namespace bpfcoro

#endif // BPFCORO_BPFCOROSPLIT_SPLITINTERNAL_H
