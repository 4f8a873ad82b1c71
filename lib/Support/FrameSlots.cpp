//===- FrameSlots.cpp - What may write a saved value's frame slot ---------===//

#include "Support/FrameSlots.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace bpfcoro {

std::optional<SlotBytes> slotBytes(const Value *Ptr, Type *Ty,
                                   const DataLayout &DL) {
  SlotBytes S;
  S.Base = GetPointerBaseWithConstantOffset(Ptr, S.Off, DL);
  if (!S.Base || S.Base != getUnderlyingObject(Ptr, 0))
    return std::nullopt;
  S.Size = DL.getTypeStoreSize(Ty);
  return S;
}

bool mayClobberSlot(const Instruction &I, const SlotBytes &S,
                    const DataLayout &DL) {
  if (I.isAtomic() || I.isVolatile())
    return true;
  if (!I.mayWriteToMemory())
    return false;
  if (auto *SI = dyn_cast<StoreInst>(&I)) {
    const Value *Ptr = SI->getPointerOperand();
    if (getUnderlyingObject(Ptr, 0) != S.Base)
      return false;
    std::optional<SlotBytes> St =
        slotBytes(Ptr, SI->getValueOperand()->getType(), DL);
    if (!St)
      return true;
    return St->Off < S.Off + static_cast<int64_t>(S.Size) &&
           S.Off < St->Off + static_cast<int64_t>(St->Size);
  }
  if (auto *CB = dyn_cast<CallBase>(&I))
    return any_of(CB->args(), [&](const Use &A) {
      return A->getType()->isPointerTy() &&
             getUnderlyingObject(A, 0) == S.Base;
    });
  return true;
}

} // namespace bpfcoro
