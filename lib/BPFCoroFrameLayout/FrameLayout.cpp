//===- FrameLayout.cpp - Minimal coroutine frames and their BTF ----------===//
//
// See FrameLayout.h for the model. Offsets: the header ends at 20, which is
// 4-aligned; 8-aligned values start at 24, so the 4-byte hole is filled with
// smaller values first and everything else follows in decreasing alignment,
// which packs without padding.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroFrameLayout/FrameLayout.h"
#include "bpfcoro/ABI.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <optional>

using namespace llvm;

namespace bpfcoro {

constexpr uint64_t FrameAlign = 8;

/// The frame's own members: with one save area its slots sit beside them in
/// the frame struct, so no slot may take their names.
static constexpr const char *HeaderMemberNames[] = {
    "__resume_fn", "__destroy_fn", "__coro_index", "__coro_spill"};

/// `x_7` for a name ending in a number after '_', else none.
static std::optional<std::pair<StringRef, uint64_t>>
numberedName(StringRef Name) {
  size_t Sep = Name.rfind('_');
  uint64_t N = 0;
  if (Sep == StringRef::npos || Sep == 0 ||
      Name.substr(Sep + 1).getAsInteger(10, N))
    return std::nullopt;
  return std::make_pair(Name.take_front(Sep), N);
}

/// Makes the names of \p P's slots unique within the area and distinct from
/// the header's. C needs it (bpftool's C dump of the frame must compile) and
/// so does anything that finds a member by name in BTF. Names come from
/// debug info: two variables of one name in different scopes, a variable
/// named like a header member, a variable named `x_2` next to a second `x`
/// already renamed `x_2`. A taken `x` becomes `x_2`, a taken `x_2` `x_3`,
/// each the first name still free.
static void uniqueSlotNames(SuspendPoint &P) {
  StringSet<> Taken;
  for (const char *Name : HeaderMemberNames)
    Taken.insert(Name);
  for (FrameSlot &S : P.Slots) {
    if (Taken.insert(S.Name).second)
      continue;
    std::string Base = S.Name;
    uint64_t N = 1;
    if (auto Numbered = numberedName(S.Name)) {
      Base = Numbered->first.str();
      N = Numbered->second;
    }
    std::string Name;
    do
      Name = Base + "_" + utostr(++N);
    while (!Taken.insert(Name).second);
    S.Name = Name;
  }
}

void layoutSuspendPoint(SuspendPoint &P) {
  uniqueSlotNames(P);
  SmallVector<FrameSlot *, 8> Order, InFrame;
  for (FrameSlot &S : P.Slots)
    (S.InFrame ? InFrame : Order).push_back(&S);
  // Decreasing alignment, then decreasing size; stable, so equal slots keep
  // program order and the layout is deterministic.
  auto Sort = [](SmallVectorImpl<FrameSlot *> &Slots) {
    std::stable_sort(Slots.begin(), Slots.end(),
                     [](const FrameSlot *A, const FrameSlot *B) {
                       if (A->Align != B->Align)
                         return A->Align > B->Align;
                       return A->Size > B->Size;
                     });
  };
  Sort(InFrame);
  Sort(Order);

  // Lays \p Slots out from \p Off: naturally aligned, the small ones first
  // into the hole before the first 8-aligned offset if an 8-aligned one
  // follows. Returns the end.
  auto Place = [](ArrayRef<FrameSlot *> Slots, uint64_t Off) {
    SmallVector<bool, 8> Placed(Slots.size(), false);
    if (llvm::any_of(Slots, [](const FrameSlot *S) {
          return S->Align >= FrameAlign;
        })) {
      uint64_t HoleEnd = alignTo(Off, FrameAlign);
      for (unsigned I = 0; I < Slots.size(); ++I) {
        FrameSlot *S = Slots[I];
        uint64_t At = alignTo(Off, S->Align);
        if (S->Align >= FrameAlign || At + S->Size > HoleEnd)
          continue;
        S->Offset = At;
        Off = At + S->Size;
        Placed[I] = true;
      }
      Off = HoleEnd;
    }
    for (unsigned I = 0; I < Slots.size(); ++I)
      if (!Placed[I]) {
        Slots[I]->Offset = alignTo(Off, Slots[I]->Align);
        Off = Slots[I]->Offset + Slots[I]->Size;
      }
    return Off;
  };
  // The locals that live in the frame first: their offsets depend on them
  // alone. The other slots then go into the gaps they leave, where they
  // fit, and after them.
  uint64_t Off = Place(InFrame, HeaderSize);
  if (!InFrame.empty()) {
    SmallVector<FrameSlot *, 8> ByOffset(InFrame.begin(), InFrame.end());
    llvm::sort(ByOffset, [](const FrameSlot *A, const FrameSlot *B) {
      return A->Offset < B->Offset;
    });
    SmallPtrSet<FrameSlot *, 8> InGap;
    uint64_t GapStart = HeaderSize;
    for (FrameSlot *In : ByOffset) {
      for (FrameSlot *S : Order) {
        uint64_t At = alignTo(GapStart, S->Align);
        if (InGap.count(S) || At + S->Size > In->Offset)
          continue;
        S->Offset = At;
        GapStart = At + S->Size;
        InGap.insert(S);
      }
      GapStart = In->Offset + In->Size;
    }
    llvm::erase_if(Order, [&](FrameSlot *S) { return InGap.count(S); });
  }
  Off = Place(Order, Off);
  P.End = Off;
}

uint64_t frameSize(ArrayRef<SuspendPoint> Points) {
  uint64_t End = HeaderSize;
  for (const SuspendPoint &P : Points)
    End = std::max(End, P.End);
  return alignTo(End, FrameAlign);
}

uint64_t liveSetBound(const SuspendPoint &P) {
  uint64_t Sum = HeaderSize;
  for (const FrameSlot &S : P.Slots)
    Sum += S.Size;
  return alignTo(Sum, FrameAlign);
}

void nameSuspendPoints(StringRef FnName, MutableArrayRef<SuspendPoint> Points) {
  StringMap<unsigned> PerLine;
  for (const SuspendPoint &P : Points)
    ++PerLine["L" + utostr(P.Line)];
  StringMap<unsigned> Seen;
  std::string Upper = FnName.upper();
  for (SuspendPoint &P : Points) {
    std::string Key = "L" + utostr(P.Line);
    std::string Member = Key;
    // Several points on one line: tell them apart by column, and by order if
    // even that is shared (a macro expanding to two yields).
    if (PerLine[Key] > 1) {
      Member += "_C" + utostr(P.Column);
      if (unsigned N = Seen[Member]++)
        Member += "_" + utostr(N + 1);
    }
    P.MemberName = Member;
    P.StateName = Upper + "_SUSPEND_" + Member;
  }
}

/// A C-like type for a slot without usable debug info: an unsigned integer
/// of the slot's width, or a byte array.
static DIType *syntheticType(DIBuilder &DIB, const FrameSlot &S) {
  switch (S.Size) {
  case 1:
    return DIB.createBasicType("unsigned char", 8, dwarf::DW_ATE_unsigned_char);
  case 2:
    return DIB.createBasicType("unsigned short", 16, dwarf::DW_ATE_unsigned);
  case 4:
    return DIB.createBasicType("unsigned int", 32, dwarf::DW_ATE_unsigned);
  case 8:
    return DIB.createBasicType("unsigned long long", 64,
                               dwarf::DW_ATE_unsigned);
  default: {
    DIType *Byte =
        DIB.createBasicType("unsigned char", 8, dwarf::DW_ATE_unsigned_char);
    Metadata *Range = DIB.getOrCreateSubrange(0, S.Size);
    return DIB.createArrayType(S.Size * 8, S.Align * 8, Byte,
                               DIB.getOrCreateArray(Range));
  }
  }
}

/// Size of \p Ty in bits, looking through typedefs and qualifiers (which
/// carry no size of their own in debug info).
static uint64_t sizeInBits(DIType *Ty) {
  while (auto *DT = dyn_cast_or_null<DIDerivedType>(Ty)) {
    unsigned Tag = DT->getTag();
    if (Tag != dwarf::DW_TAG_typedef && Tag != dwarf::DW_TAG_const_type &&
        Tag != dwarf::DW_TAG_volatile_type && Tag != dwarf::DW_TAG_restrict_type &&
        Tag != dwarf::DW_TAG_atomic_type)
      break;
    Ty = DT->getBaseType();
  }
  return Ty ? Ty->getSizeInBits() : 0;
}

static DIType *slotType(DIBuilder &DIB, const FrameSlot &S) {
  if (S.DITy && sizeInBits(S.DITy) == S.Size * 8)
    return S.DITy;
  return syntheticType(DIB, S);
}

/// Members for one point's slots, at offsets relative to \p Base.
static SmallVector<Metadata *, 8> slotMembers(DIBuilder &DIB, DIScope *Scope,
                                              DIFile *File, unsigned Line,
                                              const SuspendPoint &P,
                                              uint64_t Base) {
  SmallVector<const FrameSlot *, 8> ByOffset;
  for (const FrameSlot &S : P.Slots)
    ByOffset.push_back(&S);
  llvm::sort(ByOffset, [](const FrameSlot *A, const FrameSlot *B) {
    return A->Offset < B->Offset;
  });
  SmallVector<Metadata *, 8> Members;
  for (const FrameSlot *S : ByOffset)
    Members.push_back(DIB.createMemberType(
        Scope, S->Name, File, Line, S->Size * 8, S->Align * 8,
        (S->Offset - Base) * 8, DINode::FlagZero, slotType(DIB, *S)));
  return Members;
}

DICompositeType *buildFrameType(DIBuilder &DIB, DIScope *Scope, DIFile *File,
                                unsigned Line, StringRef FnName,
                                ArrayRef<SuspendPoint> Points, uint64_t Size,
                                ArrayRef<Metadata *> Extra) {
  DIType *U32 = DIB.createBasicType("unsigned int", 32, dwarf::DW_ATE_unsigned);
  DIType *U64 =
      DIB.createBasicType("unsigned long long", 64, dwarf::DW_ATE_unsigned);

  std::string Upper = FnName.upper();
  SmallVector<Metadata *, 8> States;
  States.push_back(
      DIB.createEnumerator(Upper + "_NOT_STARTED", IndexNotStarted, true));
  for (const SuspendPoint &P : Points)
    States.push_back(DIB.createEnumerator(P.StateName, P.Index, true));
  States.push_back(DIB.createEnumerator(Upper + "_DONE", IndexDone, true));
  States.push_back(DIB.createEnumerator(Upper + "_RUNNING", IndexRunning, true));
  DIType *StateTy = DIB.createEnumerationType(
      Scope, (FnName + StateSuffix).str(), File, Line, 32, 32,
      DIB.getOrCreateArray(States), U32);

  std::string FrameName = (FnName + FrameSuffix).str();
  SmallVector<Metadata *, 8> Members;
  Members.push_back(DIB.createMemberType(Scope, "__resume_fn", File, Line, 64,
                                         64, ResumeSlotOffset * 8,
                                         DINode::FlagZero, U64));
  Members.push_back(DIB.createMemberType(Scope, "__destroy_fn", File, Line, 64,
                                         64, DestroySlotOffset * 8,
                                         DINode::FlagZero, U64));
  Members.push_back(DIB.createMemberType(Scope, "__coro_index", File, Line, 32,
                                         32, IndexOffset * 8, DINode::FlagZero,
                                         StateTy));

  SmallVector<const SuspendPoint *, 8> WithSlots;
  for (const SuspendPoint &P : Points)
    if (!P.Slots.empty())
      WithSlots.push_back(&P);

  // One save area, or several that hold the same values at the same
  // offsets (member nodes are uniqued, so equal lists are equal members):
  // its members sit directly in the frame. A union of identical areas would
  // say nothing the state enum does not, and its member names cost the
  // BPF backend's BTF string table, which looks every string up linearly,
  // most of what a thousand suspensions added to a compile.
  SmallVector<Metadata *, 8> Direct;
  if (!WithSlots.empty()) {
    Direct = slotMembers(DIB, Scope, File, Line, *WithSlots[0], 0);
    for (const SuspendPoint *P : drop_begin(WithSlots))
      if (slotMembers(DIB, Scope, File, Line, *P, 0) != Direct) {
        Direct.clear();
        break;
      }
  }
  if (!Direct.empty()) {
    Members.append(Direct.begin(), Direct.end());
  } else if (WithSlots.size() > 1) {
    // Save areas of different points share bytes: a union of one struct per
    // point, each named after the point's source line.
    SmallVector<Metadata *, 8> Areas;
    uint64_t UnionSize = 0;
    for (const SuspendPoint *P : WithSlots) {
      uint64_t AreaSize = P->End - HeaderSize;
      UnionSize = std::max(UnionSize, AreaSize);
      auto Inner = slotMembers(DIB, Scope, File, Line, *P, HeaderSize);
      DICompositeType *Area = DIB.createStructType(
          Scope, "", File, Line, AreaSize * 8, 8, DINode::FlagZero, nullptr,
          DIB.getOrCreateArray(Inner));
      Areas.push_back(DIB.createMemberType(Scope, P->MemberName, File, Line,
                                           AreaSize * 8, 8, 0,
                                           DINode::FlagZero, Area));
    }
    DICompositeType *Union =
        DIB.createUnionType(Scope, "", File, Line, UnionSize * 8, 8,
                            DINode::FlagZero, DIB.getOrCreateArray(Areas));
    Members.push_back(DIB.createMemberType(Scope, "__coro_spill", File, Line,
                                           UnionSize * 8, 8, HeaderSize * 8,
                                           DINode::FlagZero, Union));
  }
  Members.append(Extra.begin(), Extra.end());

  return DIB.createStructType(Scope, FrameName, File, Line, Size * 8, 64,
                              DINode::FlagZero, nullptr,
                              DIB.getOrCreateArray(Members));
}

void completeForwardDeclarations(Module &M, StringRef Name,
                                 DICompositeType *Def) {
  DebugInfoFinder Finder;
  Finder.processModule(M);
  SmallVector<DIType *, 16> Referrers;
  for (DIType *T : Finder.types())
    if (T != Def)
      Referrers.push_back(T);
  auto IsForward = [&](Metadata *MD) {
    auto *CT = dyn_cast_or_null<DICompositeType>(MD);
    return CT && CT != Def && CT->isForwardDecl() &&
           CT->getTag() == dwarf::DW_TAG_structure_type &&
           CT->getName() == Name;
  };
  for (DIType *T : Referrers)
    for (unsigned I = 0, E = T->getNumOperands(); I != E; ++I)
      if (IsForward(T->getOperand(I)))
        T->replaceOperandWith(I, Def);
}

} // namespace bpfcoro
