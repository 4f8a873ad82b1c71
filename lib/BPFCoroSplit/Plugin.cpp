//===- Plugin.cpp - Registers bpfcoro's passes with the pass builder -----===//
//
// Loaded with `clang -fpass-plugin=BPFCoroPasses.so` the split runs at the
// start of the pipeline, before inlining and interprocedural passes could
// inline the coroutine into its caller or fold its result away; the usual
// -O2 pipeline then optimises the split functions like any other code.
// With opt, the pass is `-passes=bpf-coro-split`.
//
//===----------------------------------------------------------------------===//

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
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "bpf-coro-split")
                    return false;
                  MPM.addPass(bpfcoro::BPFCoroSplitPass());
                  return true;
                });
          }};
}
