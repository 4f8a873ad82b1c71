//===- JoinReloads.cpp - A saved value forwarded to a join is read there --===//

#include "BPFCoroJoinReloads/JoinReloads.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "bpf-coro-join-reloads"

using namespace llvm;

STATISTIC(NumJoined, "Number of phis of a saved value and its reload read "
                     "after the join");

namespace bpfcoro {
namespace {

/// A backward walk for the last store to a slot gives up after this many
/// instructions: the start's saves are a few dozen before its suspension.
constexpr unsigned MaxSteps = 256;

/// A frame slot: a constant offset from a frame's address.
struct Slot {
  const Value *Base = nullptr;
  int64_t Off = 0;
  bool operator==(const Slot &O) const {
    return Base == O.Base && Off == O.Off;
  }
};

class Joiner {
public:
  Joiner(Function &F, DominatorTree &DT, AAResults &AA)
      : DL(F.getDataLayout()), DT(DT), AA(AA) {
    for (Instruction &I : instructions(F))
      if (I.getMetadata(IndexAtomicMD))
        if (auto Loc = MemoryLocation::getOrNone(&I)) {
          int64_t Off;
          Frames.insert(GetPointerBaseWithConstantOffset(Loc->Ptr, Off, DL));
        }
  }

  /// Joins the phis of \p M that can be (JoinReloads.h); how many.
  unsigned join(BasicBlock &M);

private:
  const DataLayout &DL;
  DominatorTree &DT;
  AAResults &AA;
  /// The frames: what the index accesses' addresses are based on.
  SmallPtrSet<const Value *, 4> Frames;

  /// The frame slot \p Ptr points to; a null base where it is none.
  Slot slotOf(const Value *Ptr) const {
    Slot S;
    S.Base = GetPointerBaseWithConstantOffset(Ptr, S.Off, DL);
    if (!Frames.contains(S.Base))
      S.Base = nullptr;
    return S;
  }
  /// \p V as the plain load of a frame slot ending its block \p BB as far as
  /// memory goes, read by \p Phi alone; null otherwise.
  LoadInst *asReload(Value *V, BasicBlock *BB, PHINode &Phi) const;
  /// Whether \p V is what the slot \p Like reads holds when \p BB ends:
  /// the value of the last store to it on the single-predecessor way in.
  bool storedBefore(Value *V, const LoadInst &Like, BasicBlock *BB);
  LoadInst *reloadFor(PHINode &Phi);
  void rewrite(PHINode &Phi, LoadInst &Like);
};

LoadInst *Joiner::asReload(Value *V, BasicBlock *BB, PHINode &Phi) const {
  auto *L = dyn_cast<LoadInst>(V);
  if (!L || !L->isSimple() || L->getParent() != BB ||
      any_of(L->users(), [&](const User *U) { return U != &Phi; }))
    return nullptr;
  for (const Instruction *I = L->getNextNode(); I; I = I->getNextNode())
    if (I->mayWriteToMemory())
      return nullptr;
  return slotOf(L->getPointerOperand()).Base ? L : nullptr;
}

bool Joiner::storedBefore(Value *V, const LoadInst &Like, BasicBlock *BB) {
  Slot S = slotOf(Like.getPointerOperand());
  // Not the reload's own !tbaa or scopes: they describe its way alone.
  MemoryLocation Loc(
      Like.getPointerOperand(),
      LocationSize::precise(DL.getTypeStoreSize(Like.getType())));
  const Instruction *I = BB->getTerminator();
  for (unsigned Steps = 0; Steps < MaxSteps; ++Steps) {
    if (auto *SI = dyn_cast<StoreInst>(I);
        SI && SI->isSimple() && SI->getValueOperand() == V &&
        V->getType() == Like.getType() &&
        SI->getPointerOperandType() == Like.getPointerOperandType() &&
        slotOf(SI->getPointerOperand()) == S)
      return true;
    if (!I->isDebugOrPseudoInst() && isModSet(AA.getModRefInfo(I, Loc)))
      return false;
    if (const Instruction *Prev = I->getPrevNode()) {
      I = Prev;
      continue;
    }
    const BasicBlock *Pred = I->getParent()->getSinglePredecessor();
    if (!Pred)
      return false;
    I = Pred->getTerminator();
  }
  return false;
}

/// The load that stands for \p Phi, if it can (see JoinReloads.h); null
/// otherwise.
LoadInst *Joiner::reloadFor(PHINode &Phi) {
  BasicBlock *M = Phi.getParent();
  LoadInst *Like = nullptr;
  for (unsigned I = 0, E = Phi.getNumIncomingValues(); I != E && !Like; ++I)
    Like = asReload(Phi.getIncomingValue(I), Phi.getIncomingBlock(I), Phi);
  if (!Like)
    return nullptr;
  Slot S = slotOf(Like->getPointerOperand());
  // The base, as the load will use it: dominating the join, and in the
  // address space the slot is read in.
  auto *BaseI = dyn_cast<Instruction>(S.Base);
  if ((BaseI && !DT.dominates(BaseI, M)) ||
      S.Base->getType() != Like->getPointerOperandType())
    return nullptr;
  bool Stored = false;
  for (unsigned I = 0, E = Phi.getNumIncomingValues(); I != E; ++I) {
    Value *V = Phi.getIncomingValue(I);
    BasicBlock *BB = Phi.getIncomingBlock(I);
    if (LoadInst *L = asReload(V, BB, Phi)) {
      if (!(slotOf(L->getPointerOperand()) == S) ||
          L->getType() != Like->getType() ||
          L->getPointerOperandType() != Like->getPointerOperandType())
        return nullptr;
      continue;
    }
    if (!storedBefore(V, *Like, BB))
      return nullptr;
    Stored = true;
  }
  return Stored ? Like : nullptr;
}

/// Replaces \p Phi by a load of the slot \p Like reads, at the top of its
/// block.
void Joiner::rewrite(PHINode &Phi, LoadInst &Like) {
  BasicBlock *M = Phi.getParent();
  Slot S = slotOf(Like.getPointerOperand());
  IRBuilder<> B(M, M->getFirstInsertionPt());
  B.SetCurrentDebugLocation(Like.getDebugLoc());
  Value *Ptr =
      B.CreateConstGEP1_64(B.getInt8Ty(), const_cast<Value *>(S.Base), S.Off);
  LoadInst *Read = B.CreateAlignedLoad(Like.getType(), Ptr, Like.getAlign());
  // Not what the optimiser learnt of the reload's way alone (!range,
  // !noundef, !tbaa, scopes): the load now reads what every way stored.
  Read->copyMetadata(Like, {Like.getContext().getMDKindID(ReloadMD)});
  Read->takeName(&Phi);
  SmallVector<Instruction *, 4> Reloads;
  for (Value *V : Phi.incoming_values())
    if (auto *L = dyn_cast<LoadInst>(V); L && !is_contained(Reloads, L))
      Reloads.push_back(L);
  Phi.replaceAllUsesWith(Read);
  Phi.eraseFromParent();
  for (Instruction *L : Reloads)
    if (L->use_empty())
      L->eraseFromParent();
}

unsigned Joiner::join(BasicBlock &M) {
  if (M.isEHPad() || M.getFirstInsertionPt() == M.end())
    return 0;
  // A loop's back edge: each round's reload would be the next round's
  // start, and the verifier would see the same state come round again.
  for (BasicBlock *Pred : predecessors(&M))
    if (DT.dominates(&M, Pred))
      return 0;
  SmallVector<std::pair<PHINode *, LoadInst *>, 4> Joined;
  for (PHINode &Phi : M.phis())
    if (LoadInst *Like = reloadFor(Phi))
      Joined.push_back({&Phi, Like});
  if (Joined.empty())
    return 0;
  // Another phi that takes a constant on some way (`[true, %start], [false,
  // %resume]`) tells the ways apart: code after the join may branch on it
  // and rely, on one way only, on what a joined phi's constant made safe.
  for (PHINode &Other : M.phis()) {
    if (Other.hasConstantValue() ||
        any_of(Joined, [&](const auto &J) { return J.first == &Other; }))
      continue;
    if (any_of(Other.incoming_values(),
               [](const Value *V) { return isa<Constant>(V); }))
      return 0;
  }
  for (auto [Phi, Like] : Joined)
    rewrite(*Phi, *Like);
  return Joined.size();
}

} // namespace

PreservedAnalyses BPFCoroJoinReloadsPass::run(Function &F,
                                              FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  Joiner J(F, FAM.getResult<DominatorTreeAnalysis>(F),
           FAM.getResult<AAManager>(F));
  unsigned Joined = 0;
  for (BasicBlock &BB : F)
    Joined += J.join(BB);
  NumJoined += Joined;
  if (!Joined)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
