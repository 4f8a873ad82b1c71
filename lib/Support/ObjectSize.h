//===- ObjectSize.h - The bytes of the local or global a pointer is into --===//
//
// Shared by the late passes that bound an access by the object it is into
// (BPFCoroIndexMask, BPFCoroMemLoops): C allows no access outside a local
// or a global, which the verifier checks against the same bytes.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SUPPORT_OBJECTSIZE_H
#define BPFCORO_SUPPORT_OBJECTSIZE_H

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Value.h"

#include <optional>

namespace bpfcoro {

/// The bytes of \p Object when it is a local (of a fixed size) or a
/// global; nothing otherwise.
std::optional<uint64_t> objectBytes(const llvm::Value *Object,
                                    const llvm::DataLayout &DL);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_OBJECTSIZE_H
