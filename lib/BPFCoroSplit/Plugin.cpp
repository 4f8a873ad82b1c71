//===- Plugin.cpp - Registers bpfcoro's passes with the pass builder -----===//
//
// Loaded with `clang -fpass-plugin=BPFCoroPasses.so` the split runs at the
// start of the pipeline, before inlining and interprocedural passes could
// inline the coroutine into its caller or fold its result away, followed
// by BPFCoroStubInlined (`-passes=bpf-coro-stub-inlined`), which leaves
// the pieces -bpf-coro-inline inlines at every call stubs; the usual
// -O2 pipeline then optimises the split functions like any other code.
// BPFCoroFrameCheck runs twice: early, before IPSCCP and dead argument
// elimination can drop a constant frame argument (and before
// -bpf-coro-inline inlines the calls), and at the end, once inlining has
// connected frame arguments to the map lookups they come from. With opt, the
// passes are `-passes=bpf-coro-split`, `-passes=bpf-coro-frame-check-early`
// and `-passes=bpf-coro-frame-check`. BPFCoroReloadSink runs last, once the
// optimiser has merged the resume's blocks (`-passes=bpf-coro-reload-sink`),
// BPFCoroPinFrames right after the early frame check and BPFCoroKeepPieces
// at the start of the optimisation pipeline, around the interprocedural
// passes that specialise the pieces the file calls
// (`-passes=bpf-coro-pin-frames`, `-passes=bpf-coro-keep-pieces`),
// with BPFCoroCounterCompare (`-passes=bpf-coro-counter-compare`), which
// must come after the optimiser's last reordering of compare operands,
// BPFCoroIndexMask (`-passes=bpf-coro-index-mask`), after its last
// rewriting of masks, and BPFCoroWideCompare
// (`-passes=bpf-coro-wide-compare`), after the optimiser's last narrowing
// of compares and after IndexMask, which looks for the extensions it
// hides. BPFCoroMemLoops (`-passes=bpf-coro-mem-loops`) first
// of those, after the optimiser's last loop idiom, then
// BPFCoroJoinReloads (`-passes=bpf-coro-join-reloads`), after GVN's last
// forwarding and before ReloadSink moves the reloads it makes, then
// BPFCoroUnchangedSaves (`-passes=bpf-coro-unchanged-saves`), whose drops
// free reloads for ReloadSink to move further, and
// BPFCoroSinkPublish (`-passes=bpf-coro-sink-publish`) before
// BPFCoroDefinedPhis, which also sees the phis it makes, and BPFCoroZext32
// (`-passes=bpf-coro-zext32`) last, whose inline asm nothing after it
// should have to see through, but for BPFCoroPieceReturns
// (`-passes=bpf-coro-piece-returns`), which makes a piece whose status
// nobody reads set r0 all the same. BPFCoroKeepClaim
// (`-passes=bpf-coro-keep-claim`) runs at the peephole extension point of
// function simplification, after start and resume are inlined and before
// GVN forwards what the start saved to the resume's reloads.
// BPFCoroStateTests (`-passes=bpf-coro-state-tests`) runs first at the end,
// where the pieces' state tests and their caller's read one index.
// BPFCoroDeadLoops (`-passes='loop(bpf-coro-dead-loops)'`) runs among the
// late loop optimisations, right after IndVarSimplify predicates a loop's
// exits and before LoopDeletion.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroCounterCompare/CounterCompare.h"
#include "BPFCoroDeadLoops/DeadLoops.h"
#include "BPFCoroDefinedPhis/DefinedPhis.h"
#include "BPFCoroExitTest/ExitTest.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroIndexMask/IndexMask.h"
#include "BPFCoroJoinReloads/JoinReloads.h"
#include "BPFCoroKeepClaim/KeepClaim.h"
#include "BPFCoroMemLoops/MemLoops.h"
#include "BPFCoroPieceReturns/PieceReturns.h"
#include "BPFCoroReloadSink/ReloadSink.h"
#include "BPFCoroSinkPublish/SinkPublish.h"
#include "BPFCoroSplit/BPFCoroSplit.h"
#include "BPFCoroStateTests/StateTests.h"
#include "BPFCoroUnchangedSaves/UnchangedSaves.h"
#include "BPFCoroWideCompare/WideCompare.h"
#include "BPFCoroZext32/Zext32.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "BPFCoro", "0.1", [](PassBuilder &PB) {
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel Level) {
                  MPM.addPass(bpfcoro::BPFCoroSplitPass(
                      Level == OptimizationLevel::O0));
                  MPM.addPass(bpfcoro::BPFCoroStubInlinedPass());
                });
            PB.registerOptimizerEarlyEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel,
                   ThinOrFullLTOPhase) {
                  MPM.addPass(bpfcoro::BPFCoroKeepPiecesPass());
                });
            PB.registerPipelineEarlySimplificationEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel,
                   ThinOrFullLTOPhase) {
                  MPM.addPass(bpfcoro::BPFCoroFrameCheckPass(/*Early=*/true));
                  MPM.addPass(bpfcoro::BPFCoroPinFramesPass());
                });
            PB.registerPeepholeEPCallback(
                [](FunctionPassManager &FPM, OptimizationLevel) {
                  FPM.addPass(bpfcoro::BPFCoroKeepClaimPass());
                });
            PB.registerLateLoopOptimizationsEPCallback(
                [](LoopPassManager &LPM, OptimizationLevel) {
                  LPM.addPass(bpfcoro::BPFCoroDeadLoopsPass());
                });
            PB.registerPipelineParsingCallback(
                [](StringRef Name, LoopPassManager &LPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "bpf-coro-dead-loops")
                    return false;
                  LPM.addPass(bpfcoro::BPFCoroDeadLoopsPass());
                  return true;
                });
            PB.registerOptimizerLastEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel,
                   ThinOrFullLTOPhase) {
                  FunctionPassManager FPM;
                  FPM.addPass(bpfcoro::BPFCoroStateTestsPass());
                  FPM.addPass(bpfcoro::BPFCoroMemLoopsPass());
                  FPM.addPass(bpfcoro::BPFCoroJoinReloadsPass());
                  FPM.addPass(bpfcoro::BPFCoroUnchangedSavesPass());
                  FPM.addPass(bpfcoro::BPFCoroReloadSinkPass());
                  FPM.addPass(bpfcoro::BPFCoroExitTestPass());
                  FPM.addPass(bpfcoro::BPFCoroCounterComparePass());
                  FPM.addPass(bpfcoro::BPFCoroIndexMaskPass());
                  FPM.addPass(bpfcoro::BPFCoroWideComparePass());
                  FPM.addPass(bpfcoro::BPFCoroSinkPublishPass());
                  FPM.addPass(bpfcoro::BPFCoroDefinedPhisPass());
                  FPM.addPass(bpfcoro::BPFCoroZext32Pass());
                  FPM.addPass(bpfcoro::BPFCoroPieceReturnsPass());
                  MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
                  MPM.addPass(bpfcoro::BPFCoroFrameCheckPass());
                });
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "bpf-coro-split") {
                    MPM.addPass(bpfcoro::BPFCoroSplitPass());
                    return true;
                  }
                  if (Name == "bpf-coro-frame-check-early") {
                    MPM.addPass(bpfcoro::BPFCoroFrameCheckPass(true));
                    return true;
                  }
                  if (Name == "bpf-coro-frame-check") {
                    MPM.addPass(bpfcoro::BPFCoroFrameCheckPass());
                    return true;
                  }
                  if (Name == "bpf-coro-pin-frames") {
                    MPM.addPass(bpfcoro::BPFCoroPinFramesPass());
                    return true;
                  }
                  if (Name == "bpf-coro-stub-inlined") {
                    MPM.addPass(bpfcoro::BPFCoroStubInlinedPass());
                    return true;
                  }
                  if (Name == "bpf-coro-keep-pieces") {
                    MPM.addPass(bpfcoro::BPFCoroKeepPiecesPass());
                    return true;
                  }
                  return false;
                });
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "bpf-coro-piece-returns") {
                    FPM.addPass(bpfcoro::BPFCoroPieceReturnsPass());
                    return true;
                  }
                  if (Name == "bpf-coro-unchanged-saves") {
                    FPM.addPass(bpfcoro::BPFCoroUnchangedSavesPass());
                    return true;
                  }
                  if (Name == "bpf-coro-reload-sink") {
                    FPM.addPass(bpfcoro::BPFCoroReloadSinkPass());
                    return true;
                  }
                  if (Name == "bpf-coro-defined-phis") {
                    FPM.addPass(bpfcoro::BPFCoroDefinedPhisPass());
                    return true;
                  }
                  if (Name == "bpf-coro-mem-loops") {
                    FPM.addPass(bpfcoro::BPFCoroMemLoopsPass());
                    return true;
                  }
                  if (Name == "bpf-coro-exit-test") {
                    FPM.addPass(bpfcoro::BPFCoroExitTestPass());
                    return true;
                  }
                  if (Name == "bpf-coro-wide-compare") {
                    FPM.addPass(bpfcoro::BPFCoroWideComparePass());
                    return true;
                  }
                  if (Name == "bpf-coro-counter-compare") {
                    FPM.addPass(bpfcoro::BPFCoroCounterComparePass());
                    return true;
                  }
                  if (Name == "bpf-coro-join-reloads") {
                    FPM.addPass(bpfcoro::BPFCoroJoinReloadsPass());
                    return true;
                  }
                  if (Name == "bpf-coro-keep-claim") {
                    FPM.addPass(bpfcoro::BPFCoroKeepClaimPass());
                    return true;
                  }
                  if (Name == "bpf-coro-sink-publish") {
                    FPM.addPass(bpfcoro::BPFCoroSinkPublishPass());
                    return true;
                  }
                  if (Name == "bpf-coro-index-mask") {
                    FPM.addPass(bpfcoro::BPFCoroIndexMaskPass());
                    return true;
                  }
                  if (Name == "bpf-coro-state-tests") {
                    FPM.addPass(bpfcoro::BPFCoroStateTestsPass());
                    return true;
                  }
                  if (Name == "bpf-coro-zext32") {
                    FPM.addPass(bpfcoro::BPFCoroZext32Pass());
                    return true;
                  }
                  return false;
                });
          }};
}
