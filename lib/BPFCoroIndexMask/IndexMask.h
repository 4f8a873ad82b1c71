//===- IndexMask.h - An explicit mask on an index made by xor or or ------===//
//
// DESCRIPTION
//   A resume knows more about its values than the code before the split
//   did: a reload is range-checked, so the optimiser may learn that a value
//   is 0 or 1 and rewrite `a[(x ^ y) & 3]` as `a[(x & 3) ^ y]`. Equal, and
//   fine for kernels that bound an xor or or of two registers, but 6.1
//   (measured; 6.12 keeps the bounds) tracks a register-register ALU result
//   only for add, sub and and, so the index is unbounded there and the
//   access is refused ("math between fp pointer and register with unbounded
//   min value", fuzz seed 694). This pass gives such an index (an xor or an
//   or of two non-constant values, possibly cast) whose known bits bound it
//   an explicit `& mask` of those bits, behind an empty inline asm so that
//   instruction selection does not fold the mask away again (and, into a
//   local or a global, behind a second one, so that selection does not or
//   the masked index into the address: extended fuzz seeds 3484, 5486). It
//   computes the same value; it costs one instruction per access.
//
//   It also hides every other variable index into a local or a global (or
//   into one of several chosen, `(c ? &a[1] : &a[0])[x]`, which selection
//   made a subtraction from the stack pointer where x is a negated choice:
//   extended fuzz seed 33641), and
//   both addresses of a pointer select within one, behind the same asm (no
//   mask): instruction selection turns `base + index`, when the index's
//   bits lie below the base's alignment, into `base | index`, and the
//   verifier refuses `|=` on a pointer (fuzz fzu_2272, fz_3485). That costs
//   nothing but a folded constant offset. An element of a local or global
//   array of 2^k elements, used only as that element (read or written
//   whole or by field, or its address given to a helper), is masked with
//   the bound there too: C defines no other index, and the optimiser may
//   have dropped the source's own mask using facts that a suspension then
//   hid from the verifier (fuzz fzu_3208; extended seed 31772, a global's
//   element given to bpf_probe_read_kernel). An element of an array of
//   another length is clamped to the last one (`i u> N - 1 ? N - 1 : i`)
//   where nothing keeps the index within the array: not LazyValueInfo, not
//   ScalarEvolution (a loop counter below the length), not the split's
//   check of a reloaded index. A ring of 5 whose head `(h + 1) % 5` the
//   verifier computes as [-4, 5] read past the array after a resume
//   (test/corpus/run/ring-index-modulo-local-array.c). A quotient or a
//   remainder (not by a power of two) counts as unbounded, whatever the
//   optimiser knows: selection makes one by a constant a multiply and
//   shifts the verifier bounds part by part (`small[i % 5]` after a
//   resume: test/corpus/run/remainder-index-checked-counter.c). An index made by
//   xor or or whose bits allow elements past an array is masked with the
//   array's bound, or clamped to an array of another length (extended
//   fuzz seed 19353: `t[(a ^ b) & 3]` with the mask moved inside). Any
//   other such
//   index that the optimiser bounds by its known bits, and that is not a
//   mask already, gets those bits as a mask: the same value, for a
//   verifier that does not bound how it was computed (a remainder, an xor
//   with such a value: the extended fuzzer's seed 5192).
//
//   Last, an access into a local through GEPs with two or more variable
//   indices (the optimiser's `a[(b % (v + 1) % m) & 3]`: a choice of a
//   negative number or 0 plus a 0-or-1 remainder, the mask dropped) gets
//   one offset into the local, clamped to where an access of its size fits
//   and aligned down to its alignment: C allows no other offset, and the
//   verifier, which bounds the parts one by one, saw a store past the
//   array clobber the frame pointer spilled beside it (extended fuzz seeds
//   17180, 18417). So does an access with one variable index into a local
//   that is no array (a struct, or the slice SROA left of one: `s.z[v & 3]`
//   as a byte of an i64, whose mask the optimiser dropped; seed 26524).
//
//   Only coroutine code (the pieces, and the functions small pieces are
//   inlined into: holdsCoroutineCode) is changed: other code is compiled as
//   without bpfcoro.
//
// USAGE
//   Runs at the end of the pipeline when BPFCoroPasses.so is loaded with
//   -fpass-plugin; with opt: -passes=bpf-coro-index-mask.
//
//===----------------------------------------------------------------------===//

#ifndef BPFCORO_INDEXMASK_H
#define BPFCORO_INDEXMASK_H

#include "llvm/IR/PassManager.h"

namespace bpfcoro {

struct BPFCoroIndexMaskPass : llvm::PassInfoMixin<BPFCoroIndexMaskPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
};

} // namespace bpfcoro

#endif // BPFCORO_INDEXMASK_H
