//===- CounterCompare.cpp - A loop counter as a compare's second operand --===//

#include "BPFCoroCounterCompare/CounterCompare.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "bpf-coro-counter-compare"

using namespace llvm;

STATISTIC(NumSwapped, "Number of counter compares given the counter second");

namespace bpfcoro {

/// The operands a counter's value comes from (constants aside), or false
/// when \p I is not an instruction a counter is made of: a phi, a cast, or
/// an add or sub with a constant.
static bool counterInputs(Instruction &I, SmallVectorImpl<Value *> &Inputs) {
  if (!I.getType()->isIntegerTy())
    return false;
  if (isa<PHINode>(I) || isa<ZExtInst>(I) || isa<SExtInst>(I) ||
      isa<TruncInst>(I)) {
    Inputs.append(I.op_begin(), I.op_end());
    return true;
  }
  if (I.getOpcode() != Instruction::Add && I.getOpcode() != Instruction::Sub)
    return false;
  if (isa<ConstantInt>(I.getOperand(0)))
    Inputs.push_back(I.getOperand(1));
  else if (isa<ConstantInt>(I.getOperand(1)))
    Inputs.push_back(I.getOperand(0));
  else
    return false;
  return true;
}

/// The values of \p F built from integer constants alone through phis,
/// casts and constant steps: the largest such set, so a counter's phi and
/// its increment, which depend on each other, are both in it.
static SmallPtrSet<Value *, 32> counters(Function &F) {
  DenseMap<Instruction *, SmallVector<Value *, 4>> Inputs;
  for (Instruction &I : instructions(F)) {
    SmallVector<Value *, 4> In;
    if (counterInputs(I, In))
      Inputs[&I] = std::move(In);
  }
  SmallPtrSet<Value *, 32> Set;
  for (auto &[I, In] : Inputs)
    Set.insert(I);
  auto Qualifies = [&](Value *V) {
    return isa<ConstantInt>(V) || Set.contains(V);
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &[I, In] : Inputs)
      if (Set.contains(I) && !all_of(In, Qualifies)) {
        Set.erase(I);
        Changed = true;
      }
  }
  return Set;
}

PreservedAnalyses BPFCoroCounterComparePass::run(Function &F,
                                                 FunctionAnalysisManager &) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  SmallPtrSet<Value *, 32> Counters = counters(F);
  if (Counters.empty())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Instruction &I : instructions(F)) {
    auto *Cmp = dyn_cast<ICmpInst>(&I);
    if (!Cmp || !Counters.contains(Cmp->getOperand(0)) ||
        isa<Constant>(Cmp->getOperand(1)) ||
        Counters.contains(Cmp->getOperand(1)))
      continue;
    Cmp->swapOperands();
    ++NumSwapped;
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
