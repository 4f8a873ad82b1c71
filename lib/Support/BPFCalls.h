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

namespace llvm {
class CallBase;
}

namespace bpfcoro {

/// The name of the helper or kfunc \p CB calls, or "" if unknown.
llvm::StringRef calleeName(const llvm::CallBase &CB);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_BPFCALLS_H
