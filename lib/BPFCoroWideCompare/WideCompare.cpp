//===- WideCompare.cpp - A narrow value compared where it is also indexed -===//

#include "BPFCoroWideCompare/WideCompare.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "bpf-coro-wide-compare"

using namespace llvm;

STATISTIC(NumWidened, "Number of compares made on a wider use of a value");

namespace bpfcoro {

/// The existing extension of \p Cast's source to a type wider than Cast's
/// that equals `sext Cast` (the source extended the same way), if any.
static CastInst *widerUse(CastInst &Cast) {
  if (!isa<SExtInst>(Cast) && !isa<ZExtInst>(Cast))
    return nullptr;
  Value *Src = Cast.getOperand(0);
  unsigned Bits = Cast.getType()->getIntegerBitWidth();
  CastInst *Best = nullptr;
  for (User *U : Src->users()) {
    auto *Wide = dyn_cast<CastInst>(U);
    if (!Wide || Wide->getOpcode() != Cast.getOpcode() ||
        Wide->getType()->getIntegerBitWidth() <= Bits)
      continue;
    // The widest, so that one register serves the most uses.
    if (!Best || Wide->getType()->getIntegerBitWidth() >
                     Best->getType()->getIntegerBitWidth())
      Best = Wide;
  }
  return Best;
}

/// Moves \p Wide right after its source's definition, where it dominates
/// every use of the source.
static void hoistToSource(CastInst &Wide, DominatorTree &DT) {
  Value *Src = Wide.getOperand(0);
  BasicBlock::iterator At;
  if (auto *I = dyn_cast<Instruction>(Src)) {
    if (isa<PHINode>(I))
      At = I->getParent()->getFirstInsertionPt();
    else if (!I->isTerminator())
      At = std::next(I->getIterator());
    else
      return;
  } else {
    At = Wide.getFunction()->getEntryBlock().getFirstInsertionPt();
  }
  if (DT.dominates(&*At, &Wide) || &*At == &Wide)
    Wide.moveBefore(At);
}

PreservedAnalyses BPFCoroWideComparePass::run(Function &F,
                                              FunctionAnalysisManager &AM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  SmallVector<ICmpInst *, 8> Work;
  for (Instruction &I : instructions(F))
    if (auto *Cmp = dyn_cast<ICmpInst>(&I);
        Cmp && Cmp->getOperand(0)->getType()->isIntegerTy())
      for (Value *Op : Cmp->operands())
        if (auto *Cast = dyn_cast<CastInst>(Op); Cast && widerUse(*Cast)) {
          Work.push_back(Cmp);
          break;
        }
  if (Work.empty())
    return PreservedAnalyses::all();
  auto &DT = AM.getResult<DominatorTreeAnalysis>(F);
  SmallVector<WeakTrackingVH, 8> Replaced;
  for (ICmpInst *Cmp : Work) {
    // The wider type: the widest of the operands' wider uses.
    Type *WideTy = nullptr;
    for (Value *Op : Cmp->operands())
      if (auto *Cast = dyn_cast<CastInst>(Op))
        if (CastInst *Wide = widerUse(*Cast);
            Wide && (!WideTy || Wide->getType()->getIntegerBitWidth() >
                                    WideTy->getIntegerBitWidth()))
          WideTy = Wide->getType();
    // Each operand sign-extended to WideTy: a cast's wider use where it
    // has one of that type (sext of a sext, or of a zext, is that wider
    // extension of the source), else a new extension at the compare.
    Value *Ops[2] = {nullptr, nullptr};
    for (unsigned K = 0; K < 2; ++K) {
      auto *Cast = dyn_cast<CastInst>(Cmp->getOperand(K));
      CastInst *Wide = Cast ? widerUse(*Cast) : nullptr;
      if (!Wide || Wide->getType() != WideTy)
        continue;
      hoistToSource(*Wide, DT);
      if (DT.dominates(Wide, Cmp))
        Ops[K] = Wide;
    }
    if (!Ops[0] && !Ops[1])
      continue;
    IRBuilder<> B(Cmp);
    for (unsigned K = 0; K < 2; ++K) {
      Value *Op = Cmp->getOperand(K);
      // A cast's source extended once, not twice.
      if (!Ops[K] && (isa<SExtInst>(Op) || isa<ZExtInst>(Op)))
        Ops[K] = cast<CastInst>(Op)->getOpcode() == Instruction::SExt
                     ? B.CreateSExt(cast<CastInst>(Op)->getOperand(0), WideTy)
                     : B.CreateZExt(cast<CastInst>(Op)->getOperand(0), WideTy);
      if (!Ops[K])
        Ops[K] = B.CreateSExt(Op, WideTy);
    }
    for (unsigned K = 0; K < 2; ++K) {
      Replaced.push_back(Cmp->getOperand(K));
      Cmp->setOperand(K, Ops[K]);
    }
    ++NumWidened;
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Replaced);
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
