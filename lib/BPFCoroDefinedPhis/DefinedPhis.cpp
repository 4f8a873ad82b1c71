//===- DefinedPhis.cpp - Every phi input a defined value ------------------===//

#include "BPFCoroDefinedPhis/DefinedPhis.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "bpf-coro-defined-phis"

using namespace llvm;

STATISTIC(NumDefined, "Number of undef phi inputs made zero");

namespace bpfcoro {

PreservedAnalyses BPFCoroDefinedPhisPass::run(Function &F,
                                              FunctionAnalysisManager &) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  bool Changed = false;
  for (BasicBlock &BB : F)
    for (PHINode &Phi : BB.phis()) {
      Type *Ty = Phi.getType();
      if (!Ty->isIntegerTy() && !Ty->isPointerTy())
        continue;
      for (Use &U : Phi.incoming_values())
        if (isa<UndefValue>(U.get())) { // poison too
          U.set(Constant::getNullValue(Ty));
          ++NumDefined;
          Changed = true;
        }
    }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
