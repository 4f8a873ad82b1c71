//===- ReloadSink.cpp - Frame loads next to their first use --------------===//

#include "BPFCoroReloadSink/ReloadSink.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/FrameSlots.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "bpf-coro-reload-sink"

using namespace llvm;

STATISTIC(NumSunk, "Number of frame loads moved next to their first use");
STATISTIC(NumSunkAcross, "Number of reloads moved to a block below theirs");

namespace bpfcoro {

/// More frame loads than this in one block get a block of their own each
/// (below that, the scheduler has registers enough for its reordering).
constexpr unsigned FenceAbove = 8;

/// The instruction \p L should sit right before: its first user in its
/// block, or the terminator when every user is elsewhere; null when
/// something that may write memory comes first (or L is already there).
static Instruction *sinkTarget(LoadInst &L) {
  Instruction *Prev = &L;
  for (Instruction *I = L.getNextNode(); I; Prev = I, I = I->getNextNode()) {
    if (I->isTerminator() || is_contained(I->operands(), &L))
      return Prev == &L ? nullptr : I;
    if (I->mayWriteToMemory() || I->isFenceLike())
      return nullptr;
  }
  return nullptr;
}

/// \p I when it is a plain load of a frame field (from what \p Frame points
/// to), null otherwise: the loads this pass moves and fences.
static LoadInst *frameLoad(Instruction &I, const Argument *Frame) {
  auto *L = dyn_cast<LoadInst>(&I);
  return L && L->isSimple() &&
                 getUnderlyingObject(L->getPointerOperand()) == Frame
             ? L
             : nullptr;
}

/// Moves \p Group (a load, then any casts that only pass its value on)
/// right before \p Pos. The load's address goes along where it serves the
/// load alone: folded into the load's offset it costs nothing, left behind
/// it would hold a register as long as the value did.
static void moveLoad(ArrayRef<Instruction *> Group, Instruction *Pos) {
  auto *L = cast<LoadInst>(Group.front());
  auto *Addr = dyn_cast<GetElementPtrInst>(L->getPointerOperand());
  BasicBlock *From = L->getParent();
  for (Instruction *I : Group)
    I->moveBefore(Pos->getIterator());
  if (Addr && Addr->getParent() == From && Addr->hasOneUse())
    Addr->moveBefore(L->getIterator());
}

/// Moves the reload \p L (with the casts that only pass its value on) from
/// its block down the dominator tree to the nearest block dominating all its
/// users, right before the first of them there: a value reloaded at the
/// resume's start and used only after helper calls and branches otherwise
/// holds a register, and one of the stack's 512 bytes across each call, all
/// the way; and a computation on it the scheduler hoists above a long copy
/// splits the verifier's walk of that copy in two. Never into a loop the
/// load is not in, never past a write of its slot.
static bool sinkAcrossBlocks(LoadInst &L, DominatorTree &DT, LoopInfo &LI,
                             const DataLayout &DL) {
  BasicBlock *A = L.getParent();
  if (!DT.isReachableFromEntry(A))
    return false;
  SmallVector<Instruction *, 4> Group{&L};
  while (Group.back()->hasOneUse()) {
    auto *Cast = dyn_cast<CastInst>(Group.back()->user_back());
    if (!Cast || Cast->getParent() != A)
      break;
    Group.push_back(Cast);
  }
  Instruction *Last = Group.back();
  if (Last->use_empty())
    return false;
  BasicBlock *T = nullptr;
  for (Use &U : Last->uses()) {
    auto *User = cast<Instruction>(U.getUser());
    BasicBlock *UB = User->getParent();
    if (auto *Phi = dyn_cast<PHINode>(User))
      UB = Phi->getIncomingBlock(U);
    if (!DT.isReachableFromEntry(UB))
      return false;
    T = T ? DT.findNearestCommonDominator(T, UB) : UB;
  }
  if (T == A)
    return false;
  for (Loop *Lp = LI.getLoopFor(T); Lp; Lp = Lp->getParentLoop())
    if (!Lp->contains(A))
      return false;
  Instruction *Pos = T->getTerminator();
  for (Instruction &I : *T)
    if (!isa<PHINode>(I) && is_contained(I.operands(), Last)) {
      Pos = &I;
      break;
    }

  std::optional<SlotBytes> Slot =
      slotBytes(L.getPointerOperand(), L.getType(), DL);
  if (!Slot)
    return false;
  // Only a way with a call on it gains: a value live across a call takes
  // one of the four callee-saved registers or a stack slot, while a move
  // past branches alone only changes where the verifier's states meet
  // (the kernel suites' programs: as many walked more as fewer).
  bool PastCall = false;
  auto Clobbers = [&](iterator_range<BasicBlock::iterator> R) {
    return any_of(R, [&](Instruction &I) {
      if (auto *CB = dyn_cast<CallBase>(&I); CB && !isa<IntrinsicInst>(CB))
        PastCall = true;
      return mayClobberSlot(I, *Slot, DL);
    });
  };
  // The blocks on a path from A to T that passes through neither again.
  SmallPtrSet<BasicBlock *, 16> From, To;
  SmallVector<BasicBlock *, 16> Work(succ_begin(A), succ_end(A));
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (B != A && From.insert(B).second && B != T)
      append_range(Work, successors(B));
  }
  append_range(Work, predecessors(T));
  while (!Work.empty()) {
    BasicBlock *B = Work.pop_back_val();
    if (B != A && B != T && To.insert(B).second)
      append_range(Work, predecessors(B));
  }
  if (Clobbers(make_range(std::next(Last->getIterator()), A->end())) ||
      Clobbers(make_range(T->begin(), Pos->getIterator())))
    return false;
  for (BasicBlock *B : From)
    if (B != T && To.count(B) && Clobbers(make_range(B->begin(), B->end())))
      return false;
  if (!PastCall)
    return false;

  moveLoad(Group, Pos);
  return true;
}

/// In a piece (\p Frame its first argument): every frame slot's address
/// computed where it is used, each frame load moved down its block to its
/// first use, and a block of many frame loads split before each. Sets
/// \p Fenced where it split a block.
static bool sinkInPiece(Function &F, Argument *Frame, bool &Fenced) {
  bool Changed = false;
  // A slot's address computed once and used in several blocks (GVN merges
  // the reload's and the next save's) is a register live across all of
  // them; each user gets its own copy, which instruction selection folds
  // into the access.
  for (BasicBlock &BB : F)
    for (Instruction &I : make_early_inc_range(BB)) {
      auto *Addr = dyn_cast<GetElementPtrInst>(&I);
      if (!Addr || Addr->getPointerOperand() != Frame ||
          !Addr->hasAllConstantIndices() || Addr->hasOneUse())
        continue;
      for (Use &U : make_early_inc_range(Addr->uses())) {
        auto *User = cast<Instruction>(U.getUser());
        if (isa<PHINode>(User))
          continue;
        Instruction *Copy = Addr->clone();
        Copy->insertBefore(User->getIterator());
        U.set(Copy);
      }
      if (Addr->use_empty())
        Addr->eraseFromParent();
      Changed = true;
    }
  for (BasicBlock &BB : F) {
    SmallVector<LoadInst *, 16> Loads;
    for (Instruction &I : BB)
      if (LoadInst *L = frameLoad(I, Frame))
        Loads.push_back(L);
    // Last first, so a load moved down never passes one still to move.
    for (LoadInst *L : reverse(Loads)) {
      Instruction *To = sinkTarget(*L);
      if (!To)
        continue;
      moveLoad(L, To);
      ++NumSunk;
      Changed = true;
    }
  }
  // Sunk loads stay put only until the DAG scheduler, which sees a whole
  // block and by default hoists every load to its start (measured: a
  // hundred reloads became a hundred spills). A block boundary before each
  // fences it in; the blocks fall through into each other and are merged
  // again after instruction selection, so no jump is emitted.
  for (BasicBlock &BB : make_early_inc_range(F)) {
    SmallVector<Instruction *, 16> Starts;
    for (Instruction &I : BB)
      if (LoadInst *L = frameLoad(I, Frame)) {
        auto *Addr = dyn_cast<GetElementPtrInst>(L->getPointerOperand());
        Starts.push_back(Addr && Addr->getNextNode() == L
                             ? static_cast<Instruction *>(Addr)
                             : L);
      }
    if (Starts.size() <= FenceAbove)
      continue;
    for (Instruction *I : reverse(drop_begin(Starts)))
      if (!isa<PHINode>(I) && I != &*BB.getFirstInsertionPt())
        SplitBlock(&BB, I);
    Fenced = true;
  }
  return Changed;
}

PreservedAnalyses BPFCoroReloadSinkPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  bool Changed = false;
  {
    auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
    auto &LI = FAM.getResult<LoopAnalysis>(F);
    SmallVector<LoadInst *, 16> Reloads;
    for (Instruction &I : instructions(F))
      if (auto *L = dyn_cast<LoadInst>(&I); L && L->getMetadata(ReloadMD))
        Reloads.push_back(L);
    // Last first: a reload moved down never passes one still to move.
    for (LoadInst *L : reverse(Reloads))
      if (sinkAcrossBlocks(*L, DT, LI, F.getDataLayout())) {
        ++NumSunkAcross;
        Changed = true;
      }
  }
  bool Fenced = false;
  if (F.hasFnAttribute(FrameTypeAttr) && !F.arg_empty())
    Changed |= sinkInPiece(F, F.getArg(0), Fenced);
  if (!Changed && !Fenced)
    return PreservedAnalyses::all();
  if (Fenced)
    return PreservedAnalyses::none();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
