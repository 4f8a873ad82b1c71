//===- MapDefs.h - Read BTF-style map definitions from debug info --------===//
//
// Shared by the passes: a map definition in BTF-style C is a global struct
// whose `value` member is a pointer to the value type (from
// __type(value, T)) and whose integer settings are pointers to arrays of
// that many elements (__uint(type, N), __uint(value_size, N), ...); the
// debug info of the global says which.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_SUPPORT_MAPDEFS_H
#define BPFCORO_SUPPORT_MAPDEFS_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace llvm {
class DIDerivedType;
class DIType;
class GlobalVariable;
} // namespace llvm

namespace bpfcoro {

/// \p Ty without typedefs, const and volatile.
llvm::DIType *stripQualifiers(llvm::DIType *Ty);

/// The member \p Name of the map definition \p Map, from debug info.
llvm::DIDerivedType *mapMember(const llvm::GlobalVariable &Map,
                               llvm::StringRef Name);

/// What a map definition member points to: the type of `value`, or the
/// array whose element count is `value_size`.
llvm::DIType *pointee(llvm::DIDerivedType *Member);

/// The type the values of \p Map are declared with (`__type(value, T)`),
/// through typedefs and qualifiers; null when its debug info has none (a
/// map declared with value_size).
llvm::DIType *mapValueType(const llvm::GlobalVariable &Map);

/// The value N of a `__uint(name, N)` member of \p Map.
std::optional<uint64_t> mapUint(const llvm::GlobalVariable &Map,
                                llvm::StringRef Name);

/// The name of map type \p T (BPF_MAP_TYPE_...), or nullptr.
const char *mapTypeName(uint64_t T);

} // namespace bpfcoro

#endif // BPFCORO_SUPPORT_MAPDEFS_H
