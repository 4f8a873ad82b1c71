//===- FrameCheck.cpp - Frames come from maps of the right value type ----===//
//
// See FrameCheck.h. A map definition in BTF-style C is a global struct whose
// `value` member is a pointer to the value type (from __type(value, T)) or
// whose `value_size` member is a pointer to an array of that many elements
// (from __uint(value_size, N)); the debug info of the global says which.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroSplit/BPFCoroSplit.h"
#include "Support/BPFCalls.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>

using namespace llvm;

namespace bpfcoro {
namespace {

DIType *stripQualifiers(DIType *Ty) {
  while (auto *DT = dyn_cast_or_null<DIDerivedType>(Ty)) {
    unsigned Tag = DT->getTag();
    if (Tag != dwarf::DW_TAG_typedef && Tag != dwarf::DW_TAG_const_type &&
        Tag != dwarf::DW_TAG_volatile_type)
      break;
    Ty = DT->getBaseType();
  }
  return Ty;
}

/// The member \p Name of the map definition \p Map, from debug info.
DIDerivedType *mapMember(const GlobalVariable &Map, StringRef Name) {
  SmallVector<DIGlobalVariableExpression *, 1> GVEs;
  Map.getDebugInfo(GVEs);
  for (DIGlobalVariableExpression *GVE : GVEs) {
    auto *Def = dyn_cast_or_null<DICompositeType>(
        stripQualifiers(GVE->getVariable()->getType()));
    if (!Def)
      continue;
    for (DINode *N : Def->getElements())
      if (auto *Member = dyn_cast<DIDerivedType>(N))
        if (Member->getName() == Name)
          return Member;
  }
  return nullptr;
}

/// What a map definition member points to: the type of `value`, or the
/// array whose element count is `value_size`.
DIType *pointee(DIDerivedType *Member) {
  auto *Ptr = dyn_cast_or_null<DIDerivedType>(Member->getBaseType());
  return Ptr && Ptr->getTag() == dwarf::DW_TAG_pointer_type
             ? Ptr->getBaseType()
             : nullptr;
}

std::string describe(DIType *Ty) {
  Ty = stripQualifiers(Ty);
  if (!Ty)
    return "void";
  if (auto *CT = dyn_cast<DICompositeType>(Ty)) {
    const char *Kind = CT->getTag() == dwarf::DW_TAG_union_type ? "union "
                       : CT->getTag() == dwarf::DW_TAG_array_type ? "array"
                                                                   : "struct ";
    return (Kind + CT->getName()).str();
  }
  return Ty->getName().str();
}

void check(CallBase &Call, StringRef FrameName, uint64_t FrameSize) {
  auto *Lookup = dyn_cast<CallBase>(
      Call.getArgOperand(0)->stripPointerCasts());
  if (!Lookup || calleeName(*Lookup) != "bpf_map_lookup_elem" ||
      Lookup->arg_size() < 1)
    return;
  auto *Map = dyn_cast<GlobalVariable>(
      Lookup->getArgOperand(0)->stripPointerCasts());
  if (!Map)
    return;
  StringRef Coro = FrameName.drop_back(StringRef("__coro_frame").size());
  auto Report = [&](const Twine &Msg) {
    Function &Fn = *Call.getFunction();
    Fn.getContext().diagnose(DiagnosticInfoUnsupported(
        Fn, Msg, DiagnosticLocation(Call.getDebugLoc()), DS_Error));
  };

  if (DIDerivedType *Value = mapMember(*Map, "value")) {
    DIType *Ty = stripQualifiers(pointee(Value));
    if (Ty && Ty->getName() == FrameName)
      return;
    Report("map '" + Map->getName() + "' holds values of type '" +
           describe(Ty) + "', not the frame of '" + Coro +
           "'; declare it with __type(value, BPF_CORO_FRAME(" + Coro + "))");
    return;
  }
  if (DIDerivedType *Size = mapMember(*Map, "value_size")) {
    auto *Arr = dyn_cast_or_null<DICompositeType>(pointee(Size));
    if (!Arr || Arr->getElements().empty())
      return;
    auto *Range = dyn_cast<DISubrange>(Arr->getElements()[0]);
    auto *Count = Range ? dyn_cast_if_present<ConstantInt *>(Range->getCount())
                        : nullptr;
    if (!Count || Count->getZExtValue() >= FrameSize)
      return;
    Report("map '" + Map->getName() + "' has value_size " +
           utostr(Count->getZExtValue()) + ", smaller than the " +
           utostr(FrameSize) + "-byte frame of '" + Coro +
           "'; declare it with __type(value, BPF_CORO_FRAME(" + Coro +
           ")) so the size follows the frame");
  }
}

} // namespace

PreservedAnalyses BPFCoroFrameCheckPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  if (SkipChecks)
    return PreservedAnalyses::all();
  for (Function &Fn : M)
    for (Instruction &I : instructions(Fn)) {
      auto *Call = dyn_cast<CallBase>(&I);
      Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || !Callee->hasFnAttribute(FrameTypeAttr) ||
          Call->arg_size() < 1)
        continue;
      uint64_t Size = 0;
      Callee->getFnAttribute(FrameSizeAttr).getValueAsString().getAsInteger(
          10, Size);
      check(*Call, Callee->getFnAttribute(FrameTypeAttr).getValueAsString(),
            Size);
    }
  return PreservedAnalyses::all();
}

} // namespace bpfcoro
