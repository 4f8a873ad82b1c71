//===- MemLoops.cpp - Variable-length memset/memcpy back into loops -------===//

#include "BPFCoroMemLoops/MemLoops.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/EmptyAsm.h"
#include "Support/ObjectSize.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/LowerMemIntrinsics.h"

#define DEBUG_TYPE "bpf-coro-mem-loops"

using namespace llvm;

STATISTIC(NumExpanded,
          "Number of variable-length memory intrinsics made loops");

namespace bpfcoro {

/// The most bytes an access from \p Ptr can reach within the local or
/// global it points into, or nothing when that is not known.
static std::optional<uint64_t> bytesLeft(Value *Ptr, const DataLayout &DL) {
  int64_t Offset = 0;
  Value *Base = GetPointerBaseWithConstantOffset(Ptr, Offset, DL);
  Value *Object = getUnderlyingObject(Ptr);
  std::optional<uint64_t> Size = objectBytes(Object, DL);
  if (!Size)
    return std::nullopt;
  // From the object's start, a known part of it; from elsewhere in it, at
  // most all of it.
  if (Base == Object && Offset >= 0 && uint64_t(Offset) <= *Size)
    return *Size - Offset;
  return Size;
}

/// \p MI's length clamped to what its objects hold (C allows no more),
/// behind an empty asm: the loop it becomes is walked by the verifier as
/// often as the length's range allows, and the optimiser's arithmetic for
/// it can hide its bound (a count-down of 0 to 3 stores of 4 bytes became
/// `((4 * n + 0x3fffffffc) & 0x3fffffffc) + 4`, to the verifier up to
/// 2^34: extended fuzz seed 14038, a million instructions).
/// Only a length the optimiser cannot keep within them: the clamp hides
/// how the length was computed (`n + 6` of an n the code bounded), which
/// the verifier may have related to the addresses.
static void clampLength(MemIntrinsic &MI, const DataLayout &DL,
                        LazyValueInfo &LVI) {
  std::optional<uint64_t> Left = bytesLeft(MI.getDest(), DL);
  if (auto *Transfer = dyn_cast<MemTransferInst>(&MI))
    if (std::optional<uint64_t> From = bytesLeft(Transfer->getSource(), DL))
      Left = Left ? std::min(*Left, *From) : From;
  if (!Left)
    return;
  Value *Len = MI.getLength();
  ConstantRange R = LVI.getConstantRange(Len, &MI, /*UndefAllowed=*/false)
                        .intersectWith(computeConstantRange(
                            Len, /*ForSigned=*/false, /*UseInstrInfo=*/true));
  if (R.getUnsignedMax().ule(*Left))
    return;
  IRBuilder<> B(&MI);
  MI.setLength(hiddenMinimum(B, Len, *Left));
}

PreservedAnalyses BPFCoroMemLoopsPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  SmallVector<MemIntrinsic *, 2> Calls;
  for (Instruction &I : instructions(F))
    if (auto *MI = dyn_cast<MemIntrinsic>(&I);
        MI && !isa<ConstantInt>(MI->getLength()))
      Calls.push_back(MI);
  if (Calls.empty())
    return PreservedAnalyses::all();
  const TargetTransformInfo &TTI = FAM.getResult<TargetIRAnalysis>(F);
  const DataLayout &DL = F.getDataLayout();
  LazyValueInfo &LVI = FAM.getResult<LazyValueAnalysis>(F);
  for (MemIntrinsic *MI : Calls) {
    clampLength(*MI, DL, LVI);
    if (auto *Set = dyn_cast<MemSetInst>(MI)) {
      expandMemSetAsLoop(Set);
    } else if (auto *Cpy = dyn_cast<MemCpyInst>(MI)) {
      expandMemCpyAsLoop(Cpy, TTI);
    } else if (auto *Move = dyn_cast<MemMoveInst>(MI)) {
      if (!expandMemMoveAsLoop(Move, TTI))
        continue; // left for the back end to report
    } else {
      continue;
    }
    MI->eraseFromParent();
    ++NumExpanded;
  }
  return PreservedAnalyses::none();
}

} // namespace bpfcoro
