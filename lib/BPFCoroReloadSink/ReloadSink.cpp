//===- ReloadSink.cpp - Frame loads next to their first use --------------===//

#include "BPFCoroReloadSink/ReloadSink.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "bpf-coro-reload-sink"

using namespace llvm;

STATISTIC(NumSunk, "Number of frame loads moved next to their first use");

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

PreservedAnalyses BPFCoroReloadSinkPass::run(Function &F,
                                             FunctionAnalysisManager &) {
  if (!F.hasFnAttribute(FrameTypeAttr) || F.arg_empty())
    return PreservedAnalyses::all();
  Argument *Frame = F.getArg(0);
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
      // The address goes along: folded into the load's offset it costs
      // nothing, left behind it would hold a register as long as the
      // value did.
      auto *Addr = dyn_cast<GetElementPtrInst>(L->getPointerOperand());
      L->moveBefore(To->getIterator());
      if (Addr && Addr->getParent() == &BB && Addr->hasOneUse())
        Addr->moveBefore(L->getIterator());
      ++NumSunk;
      Changed = true;
    }
  }
  // Sunk loads stay put only until the DAG scheduler, which sees a whole
  // block and by default hoists every load to its start (measured: a
  // hundred reloads became a hundred spills). A block boundary before each
  // fences it in; the blocks fall through into each other and are merged
  // again after instruction selection, so no jump is emitted.
  bool Fenced = false;
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
  if (!Changed && !Fenced)
    return PreservedAnalyses::all();
  if (Fenced)
    return PreservedAnalyses::none();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
