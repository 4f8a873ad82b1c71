//===- Plugin.cpp - Registers bpfcoro's passes with the pass builder -----===//
//
// Loaded with `clang -fpass-plugin=BPFCoroPasses.so` the split runs at the
// start of the pipeline, before inlining and interprocedural passes could
// inline the coroutine into its caller or fold its result away; the usual
// -O2 pipeline then optimises the split functions like any other code.
// BPFCoroFrameCheck runs twice: early, before IPSCCP and dead argument
// elimination can drop a constant frame argument (and before
// -bpf-coro-inline inlines the calls), and at the end, once inlining has
// connected frame arguments to the map lookups they come from. With opt, the
// passes are `-passes=bpf-coro-split`, `-passes=bpf-coro-frame-check-early`
// and `-passes=bpf-coro-frame-check`. BPFCoroReloadSink runs last, once the
// optimiser has merged the resume's blocks (`-passes=bpf-coro-reload-sink`).
//
//===----------------------------------------------------------------------===//

#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroReloadSink/ReloadSink.h"
#include "BPFCoroSplit/BPFCoroSplit.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "BPFCoro", "0.1", [](PassBuilder &PB) {
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel Level) {
                  MPM.addPass(bpfcoro::BPFCoroSplitPass(
                      Level == OptimizationLevel::O0));
                });
            PB.registerPipelineEarlySimplificationEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel,
                   ThinOrFullLTOPhase) {
                  MPM.addPass(bpfcoro::BPFCoroFrameCheckPass(/*Early=*/true));
                });
            PB.registerOptimizerLastEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel,
                   ThinOrFullLTOPhase) {
                  MPM.addPass(createModuleToFunctionPassAdaptor(
                      bpfcoro::BPFCoroReloadSinkPass()));
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
                  return false;
                });
            PB.registerPipelineParsingCallback(
                [](StringRef Name, FunctionPassManager &FPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "bpf-coro-reload-sink")
                    return false;
                  FPM.addPass(bpfcoro::BPFCoroReloadSinkPass());
                  return true;
                });
          }};
}
