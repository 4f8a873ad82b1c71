//===- Compares.cpp - The split's compares, read back ---------------------===//

#include "Support/Compares.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsBPF.h"

using namespace llvm;

namespace bpfcoro {

bool isOpaqueCompare(const Value *V) {
  const auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == Intrinsic::bpf_compare;
}

bool asCompare(const Value *V, CmpInst::Predicate &Pred, const Value *&A,
               const Value *&B) {
  if (const auto *IC = dyn_cast<ICmpInst>(V)) {
    Pred = IC->getPredicate();
    A = IC->getOperand(0);
    B = IC->getOperand(1);
    return A->getType()->isIntegerTy();
  }
  if (!isOpaqueCompare(V))
    return false;
  const auto *II = cast<IntrinsicInst>(V);
  const auto *P = dyn_cast<ConstantInt>(II->getArgOperand(0));
  if (!P || !CmpInst::isIntPredicate(CmpInst::Predicate(P->getZExtValue())))
    return false;
  Pred = CmpInst::Predicate(P->getZExtValue());
  A = II->getArgOperand(1);
  B = II->getArgOperand(2);
  return A->getType() == B->getType() && A->getType()->isIntegerTy();
}

void forEachBranchInto(const BasicBlock *BB, const DominatorTree &DT,
                       function_ref<bool(BranchInst &, bool)> Each) {
  const DomTreeNode *Node = DT.getNode(BB);
  for (const DomTreeNode *N = Node ? Node->getIDom() : nullptr; N;
       N = N->getIDom()) {
    auto *Br = dyn_cast<BranchInst>(N->getBlock()->getTerminator());
    if (!Br || !Br->isConditional())
      continue;
    for (unsigned Side = 0; Side < 2; ++Side)
      if (DT.dominates(BasicBlockEdge(N->getBlock(), Br->getSuccessor(Side)),
                       BB)) {
        if (!Each(*Br, Side == 0))
          return;
        break;
      }
  }
}

} // namespace bpfcoro
