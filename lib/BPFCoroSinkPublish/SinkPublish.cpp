//===- SinkPublish.cpp - Suspensions that end alike share one publish -----===//

#include "BPFCoroSinkPublish/SinkPublish.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "bpf-coro-sink-publish"

using namespace llvm;

STATISTIC(NumShared, "Number of publishes shared by several suspensions");
STATISTIC(NumSunk, "Number of instructions moved into a shared publish");

namespace bpfcoro {
namespace {

/// How far back from the publish the ways are compared: a suspension saves
/// one value per live slot, a few dozen at most.
constexpr unsigned MaxLevels = 64;
/// Sets of ways that share more than the others, moved one by one.
constexpr unsigned MaxSets = 16;

/// The common end of some predecessors of a join: Levels[I][P] is the I-th
/// instruction before the terminator of Preds[P] (level 0: the publish).
class Ends {
public:
  Ends(BasicBlock &Join, ArrayRef<BasicBlock *> Preds)
      : Join(Join), Preds(Preds) {}

  /// How many levels may move (0: none).
  unsigned movableLevels();
  /// Moves the first K levels into a new block in front of the join, which
  /// then ends in the publish; returns it.
  BasicBlock *move(unsigned K);

private:
  /// Where the moved instruction of a level takes an operand from: the
  /// value every way has, the moved code of an earlier level, or a phi.
  enum class Source { Same, Moved, Phi };

  void collect();
  bool movable(unsigned K) const;
  Source sourceOf(unsigned Level, unsigned Op, unsigned K) const;
  bool operandMovable(unsigned Level, unsigned Op, unsigned K,
                      unsigned &Phis) const;

  /// The level of V in the first K levels, if it is one of them.
  std::optional<unsigned> levelOf(const Value *V, unsigned K) const {
    auto It = LevelOf.find(V);
    if (It == LevelOf.end() || It->second >= K)
      return std::nullopt;
    return It->second;
  }

  BasicBlock &Join;
  ArrayRef<BasicBlock *> Preds;
  SmallVector<SmallVector<Instruction *, 8>, 8> Levels;
  DenseMap<const Value *, unsigned> LevelOf;
};

/// Whether the ways may be told apart by an operand at this position: they
/// may not where it makes an address, so that every access keeps one base
/// and offset on every way (what the verifier checks of it, and prunes on).
bool isAddress(const Instruction &I, unsigned Op) {
  return isa<GetElementPtrInst>(I) || I.getType()->isPtrOrPtrVectorTy() ||
         I.getOperand(Op)->getType()->isPtrOrPtrVectorTy();
}

void Ends::collect() {
  SmallVector<Instruction *, 8> Cur;
  for (BasicBlock *P : Preds)
    Cur.push_back(P->getTerminator()->getPrevNode());
  while (Levels.size() < MaxLevels) {
    Instruction *I0 = Cur.front();
    auto Same = [&](Instruction *I) {
      return I && !isa<PHINode>(I) && !isa<CallBase>(I) &&
             !isa<AllocaInst>(I) && !I->isEHPad() &&
             !I->getType()->isTokenTy() && I0->isSameOperationAs(I);
    };
    if (!all_of(Cur, Same))
      return;
    for (Instruction *I : Cur)
      LevelOf[I] = Levels.size();
    Levels.push_back(Cur);
    for (Instruction *&I : Cur)
      I = I->getPrevNode();
  }
}

Ends::Source Ends::sourceOf(unsigned Level, unsigned Op, unsigned K) const {
  const SmallVector<Instruction *, 8> &Way = Levels[Level];
  Value *V0 = Way.front()->getOperand(Op);
  if (all_of(Way, [&](Instruction *I) { return I->getOperand(Op) == V0; }))
    return Source::Same;
  return levelOf(V0, K) ? Source::Moved : Source::Phi;
}

bool Ends::operandMovable(unsigned Level, unsigned Op, unsigned K,
                          unsigned &Phis) const {
  const SmallVector<Instruction *, 8> &Way = Levels[Level];
  Value *V0 = Way.front()->getOperand(Op);
  switch (sourceOf(Level, Op, K)) {
  case Source::Same:
    // Defined before the ways, not by one of them (a way reached through
    // another's join may use that way's code).
    return !levelOf(V0, K);
  case Source::Moved: {
    // The same, earlier, level on every way; never an address.
    unsigned From = *levelOf(V0, K);
    if (isAddress(*Way.front(), Op) || From <= Level)
      return false;
    for (unsigned P = 0; P < Way.size(); ++P)
      if (Way[P]->getOperand(Op) != Levels[From][P])
        return false;
    return true;
  }
  case Source::Phi:
    // If none of the ways' values is moved code; never an address.
    for (Instruction *I : Way)
      if (levelOf(I->getOperand(Op), K))
        return false;
    if (isAddress(*Way.front(), Op) ||
        !canReplaceOperandWithVariable(Way.front(), Op))
      return false;
    return ++Phis <= 1;
  }
  llvm_unreachable("all operand sources handled");
}

bool Ends::movable(unsigned K) const {
  for (unsigned L = 0; L < K; ++L) {
    const SmallVector<Instruction *, 8> &Way = Levels[L];
    SmallPtrSet<const PHINode *, 4> JoinPhis;
    for (unsigned P = 0; P < Way.size(); ++P)
      for (const Use &U : Way[P]->uses()) {
        if (levelOf(U.getUser(), K))
          continue; // moved code, whose operand checks decide
        // Else only a join input on this way's own edge.
        auto *Phi = dyn_cast<PHINode>(U.getUser());
        if (!Phi || Phi->getParent() != &Join ||
            Phi->getIncomingBlock(U) != Preds[P])
          return false;
        JoinPhis.insert(Phi);
      }
    // A join input taken from one way's moved code is taken from the same
    // level on every way (a join may have a thousand ways: one pass each).
    for (const PHINode *Phi : JoinPhis) {
      DenseMap<const BasicBlock *, const Value *> In;
      for (unsigned I = 0; I < Phi->getNumIncomingValues(); ++I)
        In[Phi->getIncomingBlock(I)] = Phi->getIncomingValue(I);
      for (unsigned P = 0; P < Way.size(); ++P)
        if (In.lookup(Preds[P]) != Way[P])
          return false;
    }
    unsigned Phis = 0;
    for (unsigned Op = 0; Op < Way.front()->getNumOperands(); ++Op)
      if (!operandMovable(L, Op, K, Phis))
        return false;
  }
  return true;
}

BasicBlock *Ends::move(unsigned K) {
  BasicBlock *Shared =
      SplitBlockPredecessors(&Join, Preds, ".publish",
                             static_cast<DominatorTree *>(nullptr));
  assert(Shared && "a join of unconditional branches can be split");
  SmallVector<Instruction *, 8> Moved(K);
  // One phi for each list of values, however many operands take it.
  SmallVector<std::pair<SmallVector<Value *, 8>, PHINode *>, 4> Phis;
  auto PhiOf = [&](ArrayRef<Value *> Values) {
    for (auto &[Vs, Phi] : Phis)
      if (ArrayRef<Value *>(Vs) == Values)
        return Phi;
    PHINode *Phi = PHINode::Create(Values.front()->getType(), Preds.size(),
                                   Values.front()->getName() + ".sunk");
    Phi->insertBefore(Shared->begin());
    for (unsigned P = 0; P < Preds.size(); ++P)
      Phi->addIncoming(Values[P], Preds[P]);
    Phis.push_back({SmallVector<Value *, 8>(Values), Phi});
    return Phi;
  };
  for (unsigned L = K; L-- > 0;) {
    const SmallVector<Instruction *, 8> &Way = Levels[L];
    Instruction *I0 = Way.front();
    Instruction *C = I0->clone();
    C->setName(I0->getName());
    for (unsigned Op = 0; Op < C->getNumOperands(); ++Op)
      switch (sourceOf(L, Op, K)) {
      case Source::Same:
        break;
      case Source::Moved:
        C->setOperand(Op, Moved[*levelOf(I0->getOperand(Op), K)]);
        break;
      case Source::Phi: {
        SmallVector<Value *, 8> Values;
        for (Instruction *I : Way)
          Values.push_back(I->getOperand(Op));
        C->setOperand(Op, PhiOf(Values));
        break;
      }
      }
    C->insertBefore(Shared->getTerminator()->getIterator());
    // The index atomic's mark is ours: combineMetadataForCSE drops kinds
    // it does not know. It stays where every way had it.
    MDNode *Index = all_of(Way, [](Instruction *I) {
                      return I->getMetadata(IndexAtomicMD);
                    })
                        ? I0->getMetadata(IndexAtomicMD)
                        : nullptr;
    for (Instruction *I : drop_begin(Way)) {
      C->applyMergedLocation(C->getDebugLoc(), I->getDebugLoc());
      C->andIRFlags(I); // isSameOperationAs ignores nsw, exact, inbounds
      combineMetadataForCSE(C, I, /*DoesKMove=*/true);
    }
    C->setMetadata(IndexAtomicMD, Index);
    C->mergeDIAssignID(Way);
    Moved[L] = C;
  }
  // The join's phis took the moved results; the split left them in a phi.
  for (PHINode &Phi : make_early_inc_range(Shared->phis()))
    if (std::optional<unsigned> From =
            levelOf(Phi.getIncomingValueForBlock(Preds.front()), K)) {
      Phi.replaceAllUsesWith(Moved[*From]);
      Phi.eraseFromParent();
    }
  for (unsigned L = 0; L < K; ++L)
    for (Instruction *I : Levels[L]) {
      salvageDebugInfo(*I);
      assert(I->use_empty() && "moved code is used by moved code alone");
      I->eraseFromParent();
    }
  ++NumShared;
  NumSunk += K;
  return Shared;
}

unsigned Ends::movableLevels() {
  collect();
  // Every way keeps an instruction: CodeGenPrepare compares each empty
  // block a switch jumps to with every other way into its successor, by
  // the successor's phis (at 1000 suspension points, +0.45 s of compile).
  unsigned K = Levels.size();
  for (BasicBlock *P : Preds) {
    unsigned Body = count_if(*P, [](Instruction &I) {
      return !isa<PHINode>(I) && !I.isTerminator();
    });
    K = std::min(K, Body - 1);
  }
  while (K && !movable(K))
    --K;
  return K;
}

/// What must be the same on every way for an instruction to move: the
/// operation and, for a memory access, its address.
std::pair<unsigned, const Value *> shape(const Instruction &I) {
  std::optional<MemoryLocation> Loc = MemoryLocation::getOrNone(&I);
  return {I.getOpcode(), Loc ? Loc->Ptr : nullptr};
}

/// The largest set of ways whose ends have the same shape for the most
/// levels, and that many levels; at least level 0 (the publish) is shared.
std::pair<SmallVector<BasicBlock *, 8>, unsigned>
deepestShared(ArrayRef<BasicBlock *> Preds) {
  using Way = std::pair<BasicBlock *, Instruction *>;
  SmallVector<SmallVector<Way, 8>, 4> Parts(1);
  for (BasicBlock *P : Preds)
    Parts.front().push_back({P, P->getTerminator()->getPrevNode()});
  SmallVector<BasicBlock *, 8> Best(Preds);
  unsigned Depth = 1;
  for (; Depth < MaxLevels; ++Depth) {
    SmallVector<SmallVector<Way, 8>, 4> Next;
    for (SmallVector<Way, 8> &Part : Parts) {
      MapVector<std::pair<unsigned, const Value *>, SmallVector<Way, 8>> By;
      for (auto [P, I] : Part) {
        Instruction *Prev = I->getPrevNode();
        if (Prev && !isa<PHINode>(Prev) && !isa<CallBase>(Prev))
          By[shape(*Prev)].push_back({P, Prev});
      }
      for (auto &KV : By)
        if (KV.second.size() >= 2)
          Next.push_back(std::move(KV.second));
    }
    if (Next.empty())
      break;
    Parts = std::move(Next);
    const SmallVector<Way, 8> &Largest = *max_element(
        Parts, [](auto &A, auto &B) { return A.size() < B.size(); });
    Best.clear();
    for (auto [P, I] : Largest)
      Best.push_back(P);
  }
  return {Best, Depth};
}

/// Shares the ends of the ways in Preds: first of the set of ways that
/// share the most (whose new block then ends in the publish, one way
/// more), then of all that is left.
bool sinkInto(BasicBlock &Join, SmallVector<BasicBlock *, 8> Preds) {
  bool Changed = false;
  // A bounded number of sets first: each round looks at every way.
  for (unsigned Round = 0; Round < MaxSets && Preds.size() >= 2; ++Round) {
    auto [Subset, Depth] = deepestShared(Preds);
    if (Depth < 2 || Subset.size() == Preds.size())
      break;
    Ends E(Join, Subset);
    unsigned K = E.movableLevels();
    if (K < 2)
      break;
    BasicBlock *Shared = E.move(K);
    erase_if(Preds, [&](BasicBlock *P) { return is_contained(Subset, P); });
    Preds.push_back(Shared);
    Changed = true;
  }
  // The publish alone is not worth a block: the code generator merges it,
  // and the verifier would then meet the error ways (no publish) right
  // after a checkpoint, too close to add one.
  if (Preds.size() >= 2) {
    Ends E(Join, Preds);
    if (unsigned K = E.movableLevels(); K >= 2) {
      E.move(K);
      Changed = true;
    }
  }
  return Changed;
}

/// The predecessors of Join that end in a publish and an unconditional
/// branch to it, by the frame they publish to.
MapVector<const Value *, SmallVector<BasicBlock *, 8>>
publishingPreds(BasicBlock &Join) {
  MapVector<const Value *, SmallVector<BasicBlock *, 8>> Groups;
  if (Join.isEHPad())
    return Groups;
  for (BasicBlock *P : predecessors(&Join)) {
    auto *Br = dyn_cast<BranchInst>(P->getTerminator());
    if (P == &Join || !Br || Br->isConditional())
      continue;
    Instruction *Last = Br->getPrevNode();
    if (!Last || !publishedState(*Last))
      continue;
    // (Listed once: an unconditional branch is a single edge.)
    Groups[MemoryLocation::get(Last).Ptr].push_back(P);
  }
  return Groups;
}

} // namespace

PreservedAnalyses BPFCoroSinkPublishPass::run(Function &F,
                                              FunctionAnalysisManager &) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  SmallVector<BasicBlock *, 16> Joins;
  for (BasicBlock &BB : F)
    if (BB.hasNPredecessorsOrMore(2))
      Joins.push_back(&BB);
  bool Changed = false;
  for (BasicBlock *Join : Joins)
    for (auto &[Frame, Preds] : publishingPreds(*Join))
      Changed |= sinkInto(*Join, Preds);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace bpfcoro
