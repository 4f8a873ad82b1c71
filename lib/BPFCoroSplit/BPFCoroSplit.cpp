//===- BPFCoroSplit.cpp - Split C coroutines for BPF ---------------------===//
//
// A `__bpf_coro` function is one straight-line C function with suspension
// points (calls of the __bpf_coro_yield marker). BPF cannot keep a stack
// across program invocations, so the function is turned into a state machine
// over a frame the caller owns (a map value):
//
//   1. collect   (Collect.cpp) - find the coroutines (llvm.global.annotations),
//                  clean them up to SSA, find the suspension points;
//                  Checks.cpp rejects locks/RCU/preempt/IRQ regions open at
//                  one and calls that never return to the coroutine;
//                  TargetKernel.cpp what the -bpf-coro-target-kernel lacks;
//   2. liveness  (Liveness.cpp, Spill.cpp, ReloadRanges.cpp) - compute, per
//                  suspension point, the values live across it; cheap ones
//                  (address arithmetic, comparisons, casts of saved values)
//                  are recomputed after resuming instead of saved; pointers
//                  that cannot be recomputed are an error; ranges and
//                  dominating conditions of saved integers are noted;
//   3. layout    (Layout.cpp) - each point's save area is laid out on its own
//                  from the end of the 20-byte header (FrameLayout), so
//                  points share bytes;
//   4. state machine (StateMachine.cpp) - one function with a dispatch
//                  entry: index 0 enters the original entry, index k enters
//                  the resume block of point k, which reloads the saved
//                  values and re-checks their ranges and conditions; a
//                  suspension saves (or, with many values, each was saved as
//                  computed), sets the index and returns. SSAUpdater rewires
//                  the uses; Loops.cpp rejects loops the verifier could not
//                  bound between suspensions;
//   5. clone     (Clone.cpp) - the start function (index 0 only, the frame
//                  claimed from not-started/finished) and the resume
//                  function (the frame claimed from a valid suspended index,
//                  an explicit error for every other) are clones of it;
//                  unreachable code goes;
//   6. destroy   (Clone.cpp) - a small function resetting the frame from any
//                  state;
//   7. markers   (Markers.cpp) - bpf_coro_start/resume/destroy become direct
//                  calls;
//   8. BTF       (BTF.cpp) - debug info for the new functions and the frame
//                  type.
//
// Await.cpp adds, around these steps, the suspensions the kernel resumes
// (bpf_coro_sleep: a bpf_timer in the frame and its continuation;
// bpf_coro_defer: a bpf_wq and its sleepable continuation;
// bpf_coro_user_return: a bpf_task_work and its continuation in the task).
//
// This file holds the driver: the steps for one coroutine (run) and the pass
// over a module. What the steps share is in SplitInternal.h; Diagnostics.cpp
// has the errors and the source names they use.
//
// Unlike LLVM's CoroSplit (values saved at their definition, one slot each for
// the whole coroutine), values are saved only when the coroutine suspends and
// only for that point, which both keeps the non-suspending path free of frame
// traffic and makes the frame as small as the worst point's live set.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

cl::opt<bool> bpfcoro::SkipChecks(
    "bpf-coro-skip-checks", cl::Hidden, cl::init(false),
    cl::desc("Measurement only: split coroutines the checks would reject "
             "(pointers, open regions, stack objects across a suspension, "
             "frame/map mismatches) so the kernel's verdict can be seen"));

namespace {
enum class InlineMode { Auto, Always, Never };
} // namespace

static cl::opt<InlineMode> InlinePieces(
    "bpf-coro-inline", cl::Hidden, cl::ValueOptional,
    cl::init(InlineMode::Auto),
    cl::desc("Inline start and resume into their callers, which saves the "
             "BPF-to-BPF call (about 8 ns per resume where returns go "
             "through a return thunk); their BTF FUNCs stay, as stubs "
             "tagged coro_inlined"),
    cl::values(clEnumValN(InlineMode::Auto, "auto",
                          "where a piece's extra calls add at most "
                          "-bpf-coro-inline-budget instructions (default)"),
               clEnumValN(InlineMode::Always, "always", "every call"),
               clEnumValN(InlineMode::Never, "never", "no call"),
               clEnumValN(InlineMode::Always, "", "")));

static cl::opt<unsigned> InlineBudget(
    "bpf-coro-inline-budget", cl::Hidden, cl::init(2048),
    cl::desc("Under -bpf-coro-inline=auto: the most IR instructions a start "
             "or resume function may have, times its calls beyond the "
             "first, to be inlined"));

cl::opt<bool> bpfcoro::NoReloadChecks(
    "bpf-coro-no-reload-checks", cl::Hidden, cl::init(false),
    cl::desc("Demonstration only: reload saved values without re-checking "
             "their ranges and the conditions that held at the suspension "
             "(the naive lowering the verifier rejects)"));

namespace bpfcoro {

/// Under -bpf-coro-target-kernel=X.Y, reports each feature \p F (or a static
/// function it calls) uses that kernel X.Y lacks; true if there is none
/// (TargetKernel.cpp).
bool checkTargetKernel(Function &F);

STATISTIC(NumCoroutines, "Number of coroutines split");

std::optional<CoroPieces> CoroutineSplitter::run(bool OptimizationOff) {
  if (!checkSignature(F, OptimizationOff))
    return std::nullopt;
  OrigSP = F.getSubprogram();
  if (!OrigSP) {
    // The frame's layout reaches libbpf (map value sizes) and the verifier
    // only through BTF, which the BPF backend builds from debug info.
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' needs debug info: its frame type reaches libbpf "
                       "only through BTF; compile with -g");
    return std::nullopt;
  }
  OrigSP = makeRoomForDeclTags(F);
  if (!prepareTarget() || !checkTargetKernel(F) || !prepareAwaits())
    return std::nullopt;
  normalize(F, FAM);
  if (!collectSuspendPoints() || !collectAwaits() || !collectSleeps())
    return std::nullopt;
  Unclaimed = F.hasFnAttribute(PerCPUAttr);
  if (Unclaimed && prototypeTarget()) {
    reportError(F, "'__bpf_coro_percpu' is for the upstream target; in the "
                   "prototype target the kernel owns the frame from "
                   "bpf_coro_frame_alloc(); drop '__bpf_coro_percpu'");
    return std::nullopt;
  }
  if (Unclaimed && awaits()) {
    reportError(F, "'__bpf_coro_percpu' function '" + F.getName() +
                       "' awaits the kernel (bpf_coro_sleep, bpf_coro_defer "
                       "or bpf_coro_user_return), which resumes it from a "
                       "timer, workqueue or task work, outside the XDP "
                       "programs that may run it without the claim; drop "
                       "'__bpf_coro_percpu'");
    return std::nullopt;
  }
  if (!SkipChecks && !prototypeTarget() &&
      (!checkSleepableCalls() || !checkTracingPrograms()))
    return std::nullopt;
  if (!SkipChecks && !checkOpenRegions(F, Points))
    return std::nullopt;
  if (!checkNoReturnCalls(F) || !checkSelectable(F))
    return std::nullopt;
  nameSuspendPoints(F.getName(), Points);

  Plans.resize(numPoints());
  {
    Liveness LV(F);
    for (unsigned K = 0; K < numPoints(); ++K)
      if (!planPoint(K, LV))
        return std::nullopt;
  }
  computeRanges();
  planAllocas();
  if (!SkipChecks && !checkStackObjects())
    return std::nullopt;
  planFrameLocals();
  layout();
  if (prototypeTarget())
    layoutPrototype();
  layoutAwaits();
  if (FrameBytes > MaxFrameSize) {
    const SuspendPoint *Worst = &Points.front();
    for (const SuspendPoint &P : Points)
      if (P.End > Worst->End)
        Worst = &P;
    SmallVector<const FrameSlot *, 8> Big;
    for (const FrameSlot &S : Worst->Slots)
      Big.push_back(&S);
    llvm::sort(Big, [](const FrameSlot *A, const FrameSlot *B) {
      return A->Size > B->Size;
    });
    std::string List;
    for (unsigned I = 0; I < Big.size() && I < 3; ++I)
      List += (I ? ", '" : "'") + Big[I]->Name + "' (" +
              utostr(Big[I]->Size) + " bytes)";
    reportError(F,
                "frame of '__bpf_coro' function '" + F.getName() + "' needs " +
                    utostr(FrameBytes) + " bytes, above the " +
                    utostr(MaxFrameSize) +
                    "-byte limit; largest values live across the suspension" +
                    (Worst->Line ? " at line " + utostr(Worst->Line) : "") +
                    ": " + List +
                    "; keep large data in a map value instead of the stack",
                Worst->Yield ? Worst->Yield->getDebugLoc() : DebugLoc());
    return std::nullopt;
  }

  if (!SkipChecks && !checkLocalsStack())
    return std::nullopt;

  reportLayout();
  planEarlySaves();
  if (SplitEdges) // the loops below are found anew
    FAM.invalidate(F, PreservedAnalyses::none());

  collectSourceLoops();
  SwitchInst *Dispatch = nullptr;
  Function *U = buildStateMachine(Dispatch);
  if (awaits())
    lowerSleeps(U);
  if (!SkipChecks && !NoReloadChecks && !checkLoopBounds(*U)) {
    U->eraseFromParent();
    return std::nullopt;
  }
  CoroPieces P;
  if (prototypeTarget()) {
    P = buildPrototypePieces(U);
  } else {
    P.Start = cloneStart(U, Dispatch);
    P.Destroy = buildDestroy();
    if (sleeps())
      P.TimerCont = buildTimerCont(U, Dispatch);
    if (defers())
      P.WqCont = buildWqCont(U, Dispatch);
    if (userReturns())
      P.TwCont = buildTwCont(U, Dispatch);
    // Last: it takes U's body instead of a copy.
    P.Resume = takeResume(U, Dispatch, P.Start);
  }
  for (Function *Fn : P.functions()) {
    if (!Fn)
      continue;
    // Static subprograms, each its own BTF FUNC, called directly unless
    // inlinePieces() inlines start and resume once the calls exist.
    Fn->setLinkage(GlobalValue::InternalLinkage);
    Fn->addFnAttr(Attribute::NoInline);
    Fn->removeFnAttr(Attribute::AlwaysInline);
    // The dispatch stays a compare chain even at -mcpu=v4, whose jump
    // tables (gotox) current kernels and libbpf cannot load.
    Fn->addFnAttr("no-jump-tables", "true");
    // For the late passes, which shape coroutine code for the verifier.
    Fn->addFnAttr(PieceAttr);
    // For BPFCoroFrameCheck, which sees the maps frames come from (in the
    // prototype target no frame comes from a map).
    if (prototypeTarget())
      continue;
    Fn->addFnAttr(FrameTypeAttr, Name + FrameSuffix);
    Fn->addFnAttr(FrameSizeAttr, utostr(FrameBytes));
    if (awaits())
      Fn->addFnAttr(AwaitMapAttr, SleepMap->getName());
    if (Unclaimed)
      Fn->addFnAttr(PerCPUAttr);
  }
  P.FrameBytes = FrameBytes;
  if (prototypeTarget())
    describePrototype(P);
  else
    describe(P);
  U->eraseFromParent();
  // F is now an empty shell that only the markers still name.
  F.setLinkage(GlobalValue::ExternalLinkage);
  ++NumCoroutines;
  LLVM_DEBUG(dbgs() << "bpf-coro-split: " << P.Start->getName() << ": "
                    << numPoints() << " points, frame " << FrameBytes
                    << " bytes\n");
  return P;
}

/// Whether \p Fn indexes one of its locals with a value not known at
/// compile time (`a[i & 3] = x`). Inlined, such a local is laid out among
/// its callers' and can share one of the verifier's 8-byte stack slots with
/// another local: 6.1's check_stack_write_var_off then forgets the other's
/// spilled constant but keeps the slot marked spilled, and a later read of
/// the slot's other half is "invalid size of register fill" (fuzz seed 548
/// on 6.1; 6.12 and 6.18 load it). Aligning such locals to 8 bytes instead
/// lets the backend turn their address arithmetic into `|`, which every
/// kernel refuses on a pointer.
static bool indexesLocals(Function &Fn) {
  for (Instruction &I : instructions(Fn)) {
    auto *GEP = dyn_cast<GetElementPtrInst>(&I);
    if (GEP && !GEP->hasAllConstantIndices() &&
        isa<AllocaInst>(getUnderlyingObject(GEP->getPointerOperand())))
      return true;
  }
  return false;
}

/// Inlines the calls of start and resume where -bpf-coro-inline says so:
/// a BPF-to-BPF call is most of what a resume costs over a hand-written
/// state machine, and the verifier walks a static subprogram once per call
/// anyway, so inlining a piece costs it nothing (the kernel suites'
/// programs: 3% fewer processed instructions in all, none more than 1.03x).
/// What inlining adds to the loaded code is a copy per call beyond the
/// first (libbpf loads a subprogram only with a program that calls it, and
/// the uncalled out-of-line copy with none): a piece called once is
/// inlined (seq 1000 of bench/: 1.06x the hand-split's time per resume
/// instead of 1.24x), a piece called
/// more often while its size times its extra calls stays within the
/// budget. A piece above InlineMaxInstructions stays a call however often
/// it is called: with its caller it outgrew the 16-bit jump offsets of BPF
/// (4000 suspensions in straight line: "Branch target out of insn range"
/// from the back end, about 44000 instructions at the split; 3500 inlined
/// compile). Not lower: out of line, a piece's stack adds to its caller's,
/// and random programs of 16000 to 40000 instructions went over the 512
/// bytes of two calls. The piece of a frame above InlineFrameBytes stays a
/// call: its many values live in the caller at once, and spilled there
/// they outgrow the 512-byte stack (100 values live across one suspension,
/// inlined, need more). Destroy and the continuations stay calls, and in
/// the prototype target every piece does. An inlined piece is
/// kept out of line too, uncalled, for its BTF FUNC: a stub once
/// BPFCoroStubInlined has moved its body into the copy its calls inline
/// (KeepPieces.cpp).
static void inlinePieces(Module &M, ArrayRef<CoroPieces> Pieces) {
  constexpr uint64_t InlineFrameBytes = 256;
  constexpr uint64_t InlineMaxInstructions = 40000;
  constexpr uint64_t MixedStackBytes = 384;
  const DataLayout &DL = M.getDataLayout();
  auto StackBytes = [&](Function &Fn) {
    uint64_t Bytes = 0;
    for (Instruction &I : Fn.getEntryBlock())
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        if (auto Size = AI->getAllocationSize(DL))
          Bytes += Size->getFixedValue();
    return Bytes;
  };
  for (const CoroPieces &P : Pieces) {
    SmallVector<Function *, 2> Inline;
    for (Function *Fn : {P.Start, P.Resume}) {
      unsigned Calls = count_if(Fn->users(), [&](User *U) {
        auto *CB = dyn_cast<CallBase>(U);
        return CB && CB->getCalledOperand() == Fn;
      });
      // The prototype's start must return right after handing its frame
      // to the suspending kfunc (docs/ABI.md section 9, rule 2); inlined,
      // its caller's own code would run on after it. Its programs never
      // call the resume.
      if (!Calls || InlinePieces == InlineMode::Never || prototypeTarget())
        continue;
      uint64_t Size = Fn->getInstructionCount();
      if (InlinePieces == InlineMode::Auto &&
          (Size * (Calls - 1) > InlineBudget ||
           Size > InlineMaxInstructions || P.FrameBytes > InlineFrameBytes ||
           indexesLocals(*Fn)))
        continue;
      Inline.push_back(Fn);
    }
    // One piece inlined and the other a call: the call's stack adds to the
    // caller's, which now holds the inlined piece's locals, where plain C
    // (and two calls, or two inlined pieces whose locals share bytes) needs
    // only the larger. Past MixedStackBytes of locals together, neither is
    // inlined ("combined stack size of 2 calls is 592" for 320 bytes of
    // locals before the suspension and 248 after it). The frame's values
    // count too: live at once in each piece, they are what the registers
    // spill, which the locals here leave out (an adversarial round's random
    // coroutines, 168 bytes of locals in each piece and a 256-byte frame:
    // "combined stack size of 2 calls is 528").
    if (InlinePieces == InlineMode::Auto && Inline.size() == 1 &&
        StackBytes(*P.Start) + StackBytes(*P.Resume) + P.FrameBytes >
            MixedStackBytes)
      Inline.clear();
    for (Function *Fn : Inline) {
      Fn->removeFnAttr(Attribute::NoInline);
      Fn->addFnAttr(Attribute::AlwaysInline);
      Fn->addFnAttr(InlinedAttr);
      appendToCompilerUsed(M, {Fn});
    }
  }
}

/// Turns off the code generator's loop strength reduction (-disable-lsr)
/// for a module with coroutines, unless the command line says otherwise.
/// LSR rewrites a loop counter into a countdown from the bound minus the
/// trips it peeled, computed once where the bound is first known: in a
/// resume, that is above the range rechecks that bound the reloaded bound,
/// and the verifier does not carry a recheck over to a value computed
/// before it (nor to one computed by 32-bit arithmetic), so it counts down
/// from 0xffffffff until a million instructions
/// (test/corpus/run/loop-counter-strength-reduced.c; as plain C the
/// optimiser folds that loop away). The other functions of the file lose
/// LSR too: across the kernel suites' programs that changes at most 56
/// processed instructions, either way. LSR runs in the code generator's
/// pipeline, after every pass a plugin can add, hence the option; with opt
/// and llc, pass -disable-lsr to llc.
static void disableLoopStrengthReduction() {
  auto Options = cl::getRegisteredOptions();
  auto It = Options.find("disable-lsr");
  if (It == Options.end() || It->second->getNumOccurrences())
    return;
  It->second->addOccurrence(0, "disable-lsr", "true");
}

PreservedAnalyses BPFCoroSplitPass::run(Module &M, ModuleAnalysisManager &MAM) {
  SmallVector<Function *, 4> Coros = takeCoroutineAnnotations(M);
  bool HasMarkers =
      any_of(ArrayRef<const char *>{YieldMarker, StartMarker, ResumeMarker,
                                    DestroyMarker, ZeroFrameMarker},
             [&](const char *N) { return M.getFunction(N) != nullptr; }) ||
      any_of(KernelAwaitMarkers,
             [&](const char *N) { return M.getFunction(N) != nullptr; });
  if (Coros.empty() && !HasMarkers)
    return PreservedAnalyses::all();

  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SmallPtrSet<Function *, 4> CoroSet(Coros.begin(), Coros.end());
  DenseMap<Function *, CoroPieces> Pieces;
  SmallVector<std::pair<Function *, std::string>, 4> Shells;
  StateRanges Taken;
  // Frames and pieces are named after the source's names, which
  // `overloadable` lets two coroutines share.
  StringMap<Function *> ByName;
  for (Function *F : Coros)
    if (auto [It, New] = ByName.try_emplace(coroName(*F), F); !New)
      reportError(*F,
                  "'__bpf_coro' functions '" + It->first() +
                      "' are overloaded: BPF_CORO_FRAME(" + It->first() +
                      ") and the pieces' BTF names cannot tell their frames "
                      "apart; give each coroutine a name of its own");
  for (Function *F : Coros) {
    CoroutineSplitter Splitter(*F, FAM, Taken);
    std::string Name = coroName(*F);
    if (std::optional<CoroPieces> P = Splitter.run(OptimizationOff)) {
      Pieces[F] = *P;
      Shells.push_back({F, Name});
    }
  }
  dropCalleeRanges(M);
  rewritePrototypeMarkers(M, Pieces, CoroSet);
  rewriteMarkers(M, Pieces, CoroSet);
  // In source order, not the map's: llvm.compiler.used keeps the order of
  // its appends, and the object should not depend on where pointers fell.
  SmallVector<CoroPieces, 4> Split;
  for (Function *F : Coros)
    if (auto It = Pieces.find(F); It != Pieces.end())
      Split.push_back(It->second);
  inlinePieces(M, Split);
  if (!Split.empty())
    disableLoopStrengthReduction();
  reportStraySleeps(M, CoroSet);
  for (auto &[F, Name] : Shells)
    eraseShell(F, Name);
  checkStartCycles(Coros, Pieces);
  // A coroutine that failed was diagnosed; an empty body keeps the backend
  // from adding errors of its own about code that will never be emitted.
  // (One rejected after its body moved into the state machine has none.)
  for (Function *F : Coros)
    if (!Pieces.count(F) && (!F->isDeclaration() || F->hasLocalLinkage())) {
      F->deleteBody();
      F->setLinkage(GlobalValue::InternalLinkage);
      IRBuilder<> B(BasicBlock::Create(M.getContext(), "rejected", F));
      if (F->getReturnType()->isVoidTy())
        B.CreateRetVoid();
      else
        B.CreateRet(PoisonValue::get(F->getReturnType()));
    }
  auto EraseUnused = [&](const char *Marker) {
    if (Function *Y = M.getFunction(Marker))
      if (Y->use_empty())
        Y->eraseFromParent();
  };
  EraseUnused(YieldMarker);
  for_each(KernelAwaitMarkers, EraseUnused);
  // The decl tags on the start function name every piece, and a verifier or
  // the kernel may call resume and destroy through the header's slots: each
  // is emitted with its BTF FUNC even when this file never calls it (or
  // inlines every call: inlinePieces keeps those). In the upstream target a
  // piece the file calls stays out of llvm.compiler.used until
  // BPFCoroKeepPieces, so that IPSCCP, dead argument elimination and
  // GlobalOpt specialise it for its callers first (a status nobody reads is
  // not returned): kept from the start, stacktrace's sys_enter program cost
  // the verifier 594 instructions instead of 209, mapscan's start 1085
  // instead of 703. The prototype's kernel calls resume and destroy through
  // the frame's slots with the ABI's signatures: kept as they are.
  for (const CoroPieces &P : Split)
    for (Function *Fn : P.functions())
      if (Fn && !Fn->hasFnAttribute(InlinedAttr) &&
          (prototypeTarget() ||
           none_of(Fn->users(), [](User *U) { return isa<CallBase>(U); })))
        appendToCompilerUsed(M, {Fn});
  return PreservedAnalyses::none();
}

} // namespace bpfcoro
