//===- MapDefs.cpp - Read BTF-style map definitions from debug info ------===//

#include "Support/MapDefs.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GlobalVariable.h"

using namespace llvm;

namespace bpfcoro {

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

DIType *pointee(DIDerivedType *Member) {
  auto *Ptr = dyn_cast_or_null<DIDerivedType>(Member->getBaseType());
  return Ptr && Ptr->getTag() == dwarf::DW_TAG_pointer_type
             ? Ptr->getBaseType()
             : nullptr;
}

DIType *mapValueType(const GlobalVariable &Map) {
  DIDerivedType *Member = mapMember(Map, "value");
  return Member ? stripQualifiers(pointee(Member)) : nullptr;
}

std::optional<uint64_t> mapUint(const GlobalVariable &Map, StringRef Name) {
  DIDerivedType *Member = mapMember(Map, Name);
  auto *Arr =
      Member ? dyn_cast_or_null<DICompositeType>(pointee(Member)) : nullptr;
  if (!Arr || Arr->getElements().empty())
    return std::nullopt;
  auto *Range = dyn_cast<DISubrange>(Arr->getElements()[0]);
  auto *Count =
      Range ? dyn_cast_if_present<ConstantInt *>(Range->getCount()) : nullptr;
  if (!Count)
    return std::nullopt;
  return Count->getZExtValue();
}

const char *mapTypeName(uint64_t T) {
  switch (T) {
  case 1: return "BPF_MAP_TYPE_HASH";
  case 2: return "BPF_MAP_TYPE_ARRAY";
  case 3: return "BPF_MAP_TYPE_PROG_ARRAY";
  case 4: return "BPF_MAP_TYPE_PERF_EVENT_ARRAY";
  case 5: return "BPF_MAP_TYPE_PERCPU_HASH";
  case 6: return "BPF_MAP_TYPE_PERCPU_ARRAY";
  case 9: return "BPF_MAP_TYPE_LRU_HASH";
  case 10: return "BPF_MAP_TYPE_LRU_PERCPU_HASH";
  case 11: return "BPF_MAP_TYPE_LPM_TRIE";
  case 12: return "BPF_MAP_TYPE_ARRAY_OF_MAPS";
  case 13: return "BPF_MAP_TYPE_HASH_OF_MAPS";
  case 19: return "BPF_MAP_TYPE_CGROUP_STORAGE";
  case 21: return "BPF_MAP_TYPE_PERCPU_CGROUP_STORAGE";
  case 24: return "BPF_MAP_TYPE_SK_STORAGE";
  case 27: return "BPF_MAP_TYPE_RINGBUF";
  case 28: return "BPF_MAP_TYPE_INODE_STORAGE";
  case 29: return "BPF_MAP_TYPE_TASK_STORAGE";
  case 32: return "BPF_MAP_TYPE_CGRP_STORAGE";
  }
  return nullptr;
}

} // namespace bpfcoro
