//===- FrameLocals.cpp - Step 2b: locals that live in the frame -------------===//
//
// Step 2b, after the locals live across each point are known (planAllocas):
// which of them live in the frame itself instead of being copied there at
// each suspension and back at each resume (docs/ABI.md section 2). A buffer
// that a helper fills before a suspension and another reads after it
// (stacktrace's kernel stack, bpf_get_stack() then a copy into a ring
// buffer record) then costs no copy at all, and no stack.
//
// A local qualifies when, in the upstream target:
//  - it is live across every suspension point, so one offset serves all
//    points and no save area needs its bytes while it is in use;
//  - its address only goes to BPF helpers as an argument (the verifier
//    takes map value memory wherever it takes stack memory, but for the
//    callback contexts of bpf_loop() and its kin and for dynptrs; and a
//    map lookup's key, whose constant value it reads from the stack), or is
//    memset, or the source or destination of a memcpy whose other side
//    is a global or helper-returned memory on every way (outsideStack), or
//    is stored to with a value that is not a pointer;
//  - nothing loads from it directly. The verifier knows what the program
//    stored in a stack slot, but nothing of a map value's bytes: a value read
//    back and used as a bound or an index would lose its range on the
//    path that ran without a suspension too.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

/// Helpers whose pointer arguments must point to the stack: the callback
/// contexts of bpf_for_each_map_elem (164), bpf_find_vma (180), bpf_loop
/// (181) and bpf_user_ringbuf_drain (209), and the dynptr helpers
/// (197..203). And the map lookups, bpf_map_lookup_elem (1) and
/// bpf_map_lookup_percpu_elem (195): from 6.14 the verifier reads a
/// constant key out of a stack slot and knows an array's element exists
/// (no NULL test needed), which it cannot from a map value's bytes.
static bool needsStack(uint64_t Helper) {
  return Helper == 1 || Helper == 195 || Helper == 164 || Helper == 180 ||
         Helper == 181 || Helper == 209 || (Helper >= 197 && Helper <= 203);
}

/// Whether \p Ptr points, on every way, into a global or into memory a BPF
/// helper returned (a map value, a ring buffer record): never the stack.
/// Every object a select or a phi may choose counts (`memcpy(c ? x : y,
/// buf, n)` with x and y locals copied the frame's bytes to the stack,
/// where the verifier knew nothing of them and refused a size read back);
/// a call to a function that is not a helper may return a local's address.
static bool outsideStack(Value *Ptr) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects);
  return all_of(Objects, [](const Value *O) {
    if (isa<GlobalVariable>(O))
      return true;
    auto *CB = dyn_cast<CallBase>(O);
    return CB && helperId(*CB).has_value();
  });
}

/// Whether every use of the memory of \p AI is one that works the same on
/// map value memory (the file comment).
static bool usesFitFrame(AllocaInst *AI) {
  SmallVector<Value *, 8> Work{AI};
  SmallPtrSet<Value *, 8> Seen;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (Use &U : V->uses()) {
      auto *I = dyn_cast<Instruction>(U.getUser());
      if (!I)
        return false;
      if (I->isLifetimeStartOrEnd())
        continue; // dropped with the local
      if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
        if (!GEP->hasAllConstantIndices())
          return false;
        Work.push_back(GEP);
        continue;
      }
      if (auto *SI = dyn_cast<StoreInst>(I)) {
        if (U.getOperandNo() != SI->getPointerOperandIndex() ||
            SI->isVolatile() ||
            SI->getValueOperand()->getType()->isPointerTy())
          return false;
        continue;
      }
      if (auto *MI = dyn_cast<MemIntrinsic>(I)) {
        if (MI->isVolatile())
          return false;
        if (auto *MT = dyn_cast<MemTransferInst>(MI)) {
          Value *Other = U.getOperandNo() == 0 ? MT->getSource() : MT->getDest();
          if (!outsideStack(Other))
            return false;
        }
        continue;
      }
      auto *CB = dyn_cast<CallBase>(I);
      if (!CB || CB->isCallee(&U) || !CB->isArgOperand(&U))
        return false;
      std::optional<uint64_t> Helper = helperId(*CB);
      if (!Helper || needsStack(*Helper))
        return false;
    }
  }
  return true;
}

void CoroutineSplitter::planFrameLocals() {
  if (prototypeTarget() || Plans.empty())
    return;
  for (AllocaInst *AI : Plans.front().Allocas)
    if (all_of(Plans, [&](const PointPlan &P) { return P.Allocas.count(AI); }) &&
        usesFitFrame(AI))
      FrameLocals.insert(AI);
}

} // namespace bpfcoro
