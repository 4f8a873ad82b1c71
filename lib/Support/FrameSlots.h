//===- FrameSlots.h - What may write a saved value's frame slot -----------===//
//
// Shared by the late passes that move or drop the split's own frame
// accesses (BPFCoroReloadSink, BPFCoroUnchangedSaves): the slot of a value
// saved across a suspension is the split's alone, so only the split's own
// writes can change it while the coroutine runs.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SUPPORT_FRAMESLOTS_H
#define BPFCORO_SUPPORT_FRAMESLOTS_H

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instruction.h"

#include <optional>

namespace bpfcoro {

/// The bytes [Off, Off + Size) of what Base points to.
struct SlotBytes {
  const llvm::Value *Base = nullptr;
  int64_t Off = 0;
  uint64_t Size = 0;
};

/// The bytes an access of type \p Ty through \p Ptr reads or writes, when
/// \p Ptr is a constant offset from the object it points into; nothing
/// otherwise.
std::optional<SlotBytes> slotBytes(const llvm::Value *Ptr, llvm::Type *Ty,
                                   const llvm::DataLayout &DL);

/// Whether \p I may change the bytes \p S of a frame. What the program itself
/// writes cannot reach a saved value's slot: the split owns it, C gives no
/// pointer into it, and the claim keeps every other run out (a frame written
/// behind the claim's back is corrupt, and the reload checks hold whatever is
/// read). So only the split's own writes count: stores and calls given the
/// frame's address, and every atomic or volatile access, whose ordering (the
/// publish that hands the frame to the next run) no frame access may cross.
bool mayClobberSlot(const llvm::Instruction &I, const SlotBytes &S,
                    const llvm::DataLayout &DL);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_FRAMESLOTS_H
