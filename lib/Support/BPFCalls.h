//===- BPFCalls.h - Recognise calls of BPF helpers and kfuncs ------------===//
//
// Shared by the passes: BPF C calls helpers through constant pointers
// (`bpf_map_lookup_elem = (void *)1`), which reach IR as a load of a global
// or, once optimised, as inttoptr of the helper id; kfuncs are direct calls.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SUPPORT_BPFCALLS_H
#define BPFCORO_SUPPORT_BPFCALLS_H

#include "llvm/ADT/StringRef.h"
#include <optional>

namespace llvm {
class CallBase;
}

namespace bpfcoro {

/// The name of the helper or kfunc \p CB calls, or "" if unknown.
llvm::StringRef calleeName(const llvm::CallBase &CB);

/// The id of the helper \p CB calls (include/uapi/linux/bpf.h), if it calls
/// one through a constant pointer, in either form.
std::optional<uint64_t> helperId(const llvm::CallBase &CB);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_BPFCALLS_H
