//===- Zext32.cpp - 32-bit quotients the verifier sees zero-extended ------===//

#include "BPFCoroZext32/Zext32.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "bpf-coro-zext32"

using namespace llvm;

STATISTIC(NumZext32, "Number of 32-bit quotients made 32 bits wide");

namespace bpfcoro {

/// Whether \p F's 32-bit values live in w registers (the "w" constraint
/// exists only then). Coroutines need v3 or later anyway (Collect.cpp).
static bool hasALU32(const Function &F) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (CPU != "v1" && CPU != "v2" && CPU != "generic")
    return true;
  return F.getFnAttribute("target-features").getValueAsString().contains(
      "+alu32");
}

/// Whether \p I is a division or remainder done in a w register (8- and
/// 16-bit ones are done in 32 bits), whose whole register the verifier
/// forgets. Not by a constant: the backend makes that shifts, masks and
/// multiplies, which the verifier follows, and the asm would only hide
/// from the backend that an 8-bit quotient is sign-extended already, so it
/// extends it again with shifts the verifier widens back to the type's
/// range (a quotient by 16 clamped to [0, 5] then indexed a local
/// unbounded).
static bool isQuotient32(const Instruction &I) {
  if (!I.getType()->isIntegerTy(32) && !I.getType()->isIntegerTy(16) &&
      !I.getType()->isIntegerTy(8))
    return false;
  return (I.getOpcode() == Instruction::UDiv ||
          I.getOpcode() == Instruction::URem ||
          I.getOpcode() == Instruction::SDiv ||
          I.getOpcode() == Instruction::SRem) &&
         !isa<Constant>(I.getOperand(1));
}

/// \p V behind `w = w`: the same value, in a register the verifier knows
/// to be 32 bits wide.
static Value *zeroExtended(Instruction &V) {
  auto *Mov = InlineAsm::get(
      FunctionType::get(V.getType(), {V.getType()}, false), "$0 = $0",
      "=w,0", /*hasSideEffects=*/false);
  IRBuilder<> B(V.getNextNode());
  B.SetCurrentDebugLocation(V.getDebugLoc());
  return B.CreateCall(Mov, {&V});
}

PreservedAnalyses BPFCoroZext32Pass::run(Function &F,
                                         FunctionAnalysisManager &) {
  if (!holdsCoroutineCode(F) || !hasALU32(F))
    return PreservedAnalyses::all();
  SmallVector<Instruction *, 8> Work;
  for (Instruction &I : instructions(F))
    if (isQuotient32(I))
      Work.push_back(&I);
  for (Instruction *I : Work) {
    Value *Z = zeroExtended(*I);
    I->replaceUsesWithIf(Z, [&](Use &U) { return U.getUser() != Z; });
    ++NumZext32;
  }
  if (Work.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
