//===- FrameSlots.cpp - What may write a saved value's frame slot ---------===//

#include "Support/FrameSlots.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace bpfcoro {

bool mayClobberSlot(const Instruction &I, const Value *Base, int64_t Off,
                    uint64_t Size, const DataLayout &DL) {
  if (I.isAtomic() || I.isVolatile())
    return true;
  if (!I.mayWriteToMemory())
    return false;
  if (auto *SI = dyn_cast<StoreInst>(&I)) {
    const Value *Ptr = SI->getPointerOperand();
    if (getUnderlyingObject(Ptr, 0) != Base)
      return false;
    int64_t StOff = 0;
    if (GetPointerBaseWithConstantOffset(Ptr, StOff, DL) != Base)
      return true;
    uint64_t StSize = DL.getTypeStoreSize(SI->getValueOperand()->getType());
    return StOff < Off + static_cast<int64_t>(Size) &&
           Off < StOff + static_cast<int64_t>(StSize);
  }
  if (auto *CB = dyn_cast<CallBase>(&I))
    return any_of(CB->args(), [&](const Use &A) {
      return A->getType()->isPointerTy() && getUnderlyingObject(A, 0) == Base;
    });
  return true;
}

} // namespace bpfcoro
