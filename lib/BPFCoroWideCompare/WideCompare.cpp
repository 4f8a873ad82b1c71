//===- WideCompare.cpp - A narrow value compared where it is also indexed -===//

#include "BPFCoroWideCompare/WideCompare.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/EmptyAsm.h"

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

namespace {
/// A compare operand extended by one kind of extension, as that extension
/// of a narrower source: sext (sext x) is sext x; zext (zext x) is zext x;
/// sext (zext x) is zext x (x is narrower, so the zext is never negative).
struct Extension {
  Value *Src;
  Instruction::CastOps Op;
};
} // namespace

static Extension extensionOf(Value *V, bool SExt) {
  if (auto *C = dyn_cast<CastInst>(V)) {
    if (isa<SExtInst>(C) && SExt)
      return {C->getOperand(0), Instruction::SExt};
    if (isa<ZExtInst>(C))
      return {C->getOperand(0), Instruction::ZExt};
  }
  return {V, SExt ? Instruction::SExt : Instruction::ZExt};
}

/// The extension \p E of its source already in the function to type
/// \p Ty, or, with no type given, the widest one wider than \p Bits.
static CastInst *existing(const Extension &E, unsigned Bits,
                          Type *Ty = nullptr) {
  if (!isa<Instruction>(E.Src) && !isa<Argument>(E.Src))
    return nullptr; // a constant's users are not this function's
  CastInst *Best = nullptr;
  for (User *U : E.Src->users()) {
    auto *C = dyn_cast<CastInst>(U);
    if (!C || C->getOpcode() != E.Op ||
        C->getType()->getIntegerBitWidth() <= Bits ||
        (Ty && C->getType() != Ty))
      continue;
    if (!Best || C->getType()->getIntegerBitWidth() >
                     Best->getType()->getIntegerBitWidth())
      Best = C;
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
  if (&*At != &Wide && DT.dominates(&*At, &Wide))
    Wide.moveBefore(At);
}

/// \p Wide moved up to its source and handed on behind an empty asm to
/// all its uses: code generation would otherwise copy the extension into
/// each block that uses it and compare the narrow value again
/// (`(u64)x == 9` is `x == 9` to instruction selection), which is two
/// registers once more.
static Value *pinned(CastInst &Wide, DominatorTree &DT,
                     DenseMap<CastInst *, Value *> &Pinned) {
  auto [It, New] = Pinned.try_emplace(&Wide, nullptr);
  if (!New)
    return It->second;
  hoistToSource(Wide, DT);
  IRBuilder<> B(Wide.getNextNode());
  Value *Hidden = hiddenFromSelection(B, &Wide);
  Wide.replaceUsesWithIf(Hidden, [&](Use &U) { return U.getUser() != Hidden; });
  return It->second = Hidden;
}

/// Makes \p Cmp on its operands' wide extensions by one kind (sext, which
/// keeps signed and unsigned order and equality, or for an unsigned or
/// equality compare zext, which keeps those), where one of them is in the
/// function already; its use and the compare then share a register.
static bool widen(ICmpInst &Cmp, DominatorTree &DT,
                  DenseMap<CastInst *, Value *> &Pinned,
                  SmallVectorImpl<WeakTrackingVH> &Replaced) {
  unsigned Bits = Cmp.getOperand(0)->getType()->getIntegerBitWidth();
  for (bool SExt : {true, false}) {
    if (!SExt && Cmp.isSigned())
      break;
    Extension Ext[2] = {extensionOf(Cmp.getOperand(0), SExt),
                        extensionOf(Cmp.getOperand(1), SExt)};
    // A value compared as it is, where it is an 8- or 16-bit one: the
    // backend compares such a value on a masked or shifted copy anyway.
    // An int compared as it is is compared in its own register.
    auto Looked = [&](const Extension &E) {
      return E.Src->getType()->getIntegerBitWidth() < Bits || Bits < 32;
    };
    Type *WideTy = nullptr;
    for (const Extension &E : Ext)
      if (CastInst *C = Looked(E) ? existing(E, Bits) : nullptr;
          C && (!WideTy || C->getType()->getIntegerBitWidth() >
                               WideTy->getIntegerBitWidth()))
        WideTy = C->getType();
    if (!WideTy)
      continue;
    Value *Ops[2] = {nullptr, nullptr};
    for (unsigned K = 0; K < 2; ++K)
      if (CastInst *C = Looked(Ext[K]) ? existing(Ext[K], Bits, WideTy)
                                       : nullptr) {
        Value *P = pinned(*C, DT, Pinned);
        if (DT.dominates(cast<Instruction>(P), &Cmp))
          Ops[K] = P;
      }
    if (!Ops[0] && !Ops[1])
      continue;
    IRBuilder<> B(&Cmp);
    for (unsigned K = 0; K < 2; ++K) {
      if (!Ops[K])
        Ops[K] = B.CreateCast(Ext[K].Op, Ext[K].Src, WideTy);
      Replaced.push_back(Cmp.getOperand(K));
      Cmp.setOperand(K, Ops[K]);
    }
    return true;
  }
  return false;
}

PreservedAnalyses BPFCoroWideComparePass::run(Function &F,
                                              FunctionAnalysisManager &AM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  SmallVector<ICmpInst *, 8> Work;
  for (Instruction &I : instructions(F))
    if (auto *Cmp = dyn_cast<ICmpInst>(&I);
        Cmp && Cmp->getOperand(0)->getType()->isIntegerTy())
      Work.push_back(Cmp);
  if (Work.empty())
    return PreservedAnalyses::all();
  auto &DT = AM.getResult<DominatorTreeAnalysis>(F);
  DenseMap<CastInst *, Value *> Pinned;
  SmallVector<WeakTrackingVH, 8> Replaced;
  for (ICmpInst *Cmp : Work)
    if (widen(*Cmp, DT, Pinned, Replaced))
      ++NumWidened;
  if (Replaced.empty())
    return PreservedAnalyses::all();
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Replaced);
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
