//===- ObjectSize.cpp - The bytes of the local or global a pointer is into ===//

#include "Support/ObjectSize.h"

#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace bpfcoro {

std::optional<uint64_t> objectBytes(const Value *Object, const DataLayout &DL) {
  if (const auto *AI = dyn_cast<AllocaInst>(Object)) {
    if (std::optional<TypeSize> S = AI->getAllocationSize(DL);
        S && !S->isScalable())
      return S->getFixedValue();
  } else if (const auto *GV = dyn_cast<GlobalVariable>(Object)) {
    return DL.getTypeAllocSize(GV->getValueType());
  }
  return std::nullopt;
}

} // namespace bpfcoro
