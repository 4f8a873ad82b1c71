//===- FrameLayout.h - Minimal coroutine frames and their BTF ------------===//
//
// A coroutine frame holds the fixed header (docs/ABI.md) and, per suspension
// point, the values live across that point. A value is only ever in the frame
// between a suspension and the resume that continues it, so the save areas of
// different suspension points never hold data at the same time: each point is
// laid out on its own from offset 20 and the areas overlap (a union). The frame
// is then exactly as large as the worst point's live set needs.
//
// This file assigns offsets and describes the result in debug info, from which
// the BPF backend writes BTF: `struct <fn>__coro_frame` with the header
// members, a union of one struct per suspension point whose members carry the
// C names of the saved variables, and `enum <fn>__coro_state` for the index.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_FRAMELAYOUT_H
#define BPFCORO_FRAMELAYOUT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace llvm {
class CallInst;
class DataLayout;
class DIBuilder;
class DICompositeType;
class DIFile;
class DIScope;
class DIType;
class Metadata;
class Module;
class Type;
class Value;
} // namespace llvm

namespace bpfcoro {

/// One value saved in the frame while the coroutine is suspended at a point.
struct FrameSlot {
  /// The SSA value saved, or the alloca whose contents are saved.
  llvm::Value *V = nullptr;
  bool IsAllocaContents = false;
  /// Alloca contents that are not copied: the local lives in this slot
  /// itself, at the same offset at every point (layoutSuspendPoint places
  /// these first).
  bool InFrame = false;
  /// The type stored (the allocated type for alloca contents).
  llvm::Type *Ty = nullptr;
  uint64_t Size = 0;
  uint64_t Align = 1;
  /// Byte offset from the start of the frame.
  uint64_t Offset = 0;
  /// Source-level name from debug info, or a synthesized one; made unique
  /// in the save area by layoutSuspendPoint.
  std::string Name;
  /// Source-level type from debug info; null if none matches Ty.
  llvm::DIType *DITy = nullptr;
};

/// One suspension point: what must be saved there and where.
struct SuspendPoint {
  /// Value of __coro_index while suspended here (1..N).
  unsigned Index = 0;
  llvm::CallInst *Yield = nullptr;
  unsigned Line = 0;
  unsigned Column = 0;
  /// Enumerator of the state enum, e.g. KNOCK_SUSPEND_L12.
  std::string StateName;
  /// Member of the spill union, e.g. L12.
  std::string MemberName;
  llvm::SmallVector<FrameSlot, 8> Slots;
  /// First byte past this point's save area.
  uint64_t End = 0;
};

/// Gives each slot of \p P a naturally aligned offset from the header end,
/// with no padding other than what alignment to 8 after the header forces,
/// and a member name unique in its save area and unlike the header's. The
/// locals that live in the frame come first, laid out from their own slots
/// only, so that every point that holds the same ones (all of them do)
/// gives them the same offsets.
void layoutSuspendPoint(SuspendPoint &P);

/// The frame size: the largest save area, rounded to the header's alignment.
uint64_t frameSize(llvm::ArrayRef<SuspendPoint> Points);

/// The smallest frame that can hold \p P: header, the slots' sizes packed with
/// only the alignment they need, rounded to 8 (the bound a layout can reach).
uint64_t liveSetBound(const SuspendPoint &P);

/// Names the state enumerators and union members of \p Points after their
/// source lines, disambiguating points that share a line.
void nameSuspendPoints(llvm::StringRef FnName,
                       llvm::MutableArrayRef<SuspendPoint> Points);

/// Builds `struct <FnName>__coro_frame` (and its state enum) in debug info;
/// \p Extra are members placed after the save areas (the kernel objects of
/// awaits).
llvm::DICompositeType *
buildFrameType(llvm::DIBuilder &DIB, llvm::DIScope *Scope, llvm::DIFile *File,
               unsigned Line, llvm::StringRef FnName,
               llvm::ArrayRef<SuspendPoint> Points, uint64_t Size,
               llvm::ArrayRef<llvm::Metadata *> Extra = {});

/// Points every reference to a forward declaration `struct <Name>` (as the
/// user's `BPF_CORO_FRAME(fn)` in a map definition creates) at \p Def, so BTF
/// carries the full frame type where the user named it.
void completeForwardDeclarations(llvm::Module &M, llvm::StringRef Name,
                                 llvm::DICompositeType *Def);

} // namespace bpfcoro

#endif // BPFCORO_FRAMELAYOUT_H
