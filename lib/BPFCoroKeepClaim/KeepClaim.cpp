//===- KeepClaim.cpp - A frame published and claimed again stays claimed --===//

#include "BPFCoroKeepClaim/KeepClaim.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/BPFCalls.h"
#include "Support/Compares.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#define DEBUG_TYPE "bpf-coro-keep-claim"

using namespace llvm;

STATISTIC(NumKept, "Number of publishes threaded to the claim after them");

namespace bpfcoro {
namespace {

/// A walk gives up after this many instructions: a resume inlined after a
/// start claims a few dozen instructions after the start's publish.
constexpr unsigned MaxSteps = 256;

/// The publish: a constant state written into a frame's index
/// (publishedState).
Instruction *asPublish(Instruction &I) {
  return isa_and_nonnull<ConstantInt>(publishedState(I)) ? &I : nullptr;
}

/// The map \p Obj is a value of, where it is the result of a lookup in a
/// map the object defines.
const GlobalVariable *lookedUpMap(const Value *Obj) {
  auto *CB = dyn_cast<CallBase>(Obj);
  if (!CB || helperId(*CB) != 1 /*bpf_map_lookup_elem*/ || CB->arg_size() < 1)
    return nullptr;
  auto *Map =
      dyn_cast<GlobalVariable>(CB->getArgOperand(0)->stripPointerCasts());
  return Map && Map->getSection() == ".maps" ? Map : nullptr;
}

/// The path from a publish to the claim it is threaded to: what every run
/// past the publish does until the claim's block branches on.
class Walk {
public:
  Walk(Instruction *Pub, DominatorTree &DT, LoopInfo &LI, AAResults &AA)
      : DL(Pub->getDataLayout()), DT(DT), LI(LI), AA(AA), Pub(Pub),
        State(cast<Constant>(publishedState(*Pub))),
        Index(MemoryLocation::get(Pub)) {
    Base = GetPointerBaseWithConstantOffset(Index.Ptr, Off, DL);
    FrameMap = Base ? lookedUpMap(getUnderlyingObject(Base)) : nullptr;
  }

  /// Follows the publish's block and its decided successors to a claim of
  /// the index; false where an instruction on the way may write memory or
  /// may read the index other than as the claim's own frame's index, a
  /// branch is not decided, or the path would close a cycle.
  bool run();

  /// Whether the index already holds what the claim would store where the
  /// publish publishes: this CPU's claim of it, storing that value, is the
  /// last thing before the publish that may write the index (through blocks
  /// with one predecessor). A claimed frame's index is written by its
  /// claimer alone (docs/ABI.md section 3), so writing it again would
  /// change nothing.
  bool heldSinceClaim() const;

  /// The blocks after the publish's own, each with the block it is entered
  /// from on the path; the claim is in the last one (or in the publish's).
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 8> Blocks;
  /// The value of an instruction on the path, where the path decides it.
  DenseMap<const Value *, Constant *> Known;
  AtomicCmpXchgInst *Claim = nullptr;
  /// Where the path goes once the claim's block ends.
  BasicBlock *Success = nullptr;

private:
  const DataLayout &DL;
  DominatorTree &DT;
  LoopInfo &LI;
  AAResults &AA;
  Instruction *Pub;
  Constant *State;
  /// The index the publish writes.
  MemoryLocation Index;
  const Value *Base;
  int64_t Off = 0;
  /// The map the frame is a value of, where the walk can tell.
  const GlobalVariable *FrameMap;

  // Constants are immutable; the walk hands them on as the IR's operands.
  Constant *valueOf(const Value *V) const {
    if (auto *C = dyn_cast<Constant>(V))
      return const_cast<Constant *>(C);
    return Known.lookup(V);
  }
  bool mayReadIndex(const Instruction &I) const;
  bool isIndex(const Value *Ptr) const {
    int64_t O = 0;
    return GetPointerBaseWithConstantOffset(Ptr, O, DL) == Base && O == Off;
  }
  bool step(Instruction &I);
  Constant *fold(Instruction &I) const;
  BasicBlock *next(Instruction *Term) const;
};

/// The result of the split's compare \p Cmp where \p ValueOf gives both
/// its operands as integers; null where it does not.
Constant *compareResult(const Instruction &Cmp,
                        function_ref<const Constant *(const Value *)> ValueOf) {
  CmpInst::Predicate Pred;
  const Value *A, *B;
  if (!isOpaqueCompare(&Cmp) || !asCompare(&Cmp, Pred, A, B))
    return nullptr;
  auto *L = dyn_cast_or_null<ConstantInt>(ValueOf(A));
  auto *R = dyn_cast_or_null<ConstantInt>(ValueOf(B));
  if (!L || !R)
    return nullptr;
  return ConstantInt::getBool(
      Cmp.getContext(), ICmpInst::compare(L->getValue(), R->getValue(), Pred));
}

/// Whether \p I, which the walk does not read as the publish's frame's index,
/// may read that index all the same: the same frame through another pointer
/// (a second lookup of its key), or part of the index. On the threaded path
/// it would then read what the claim left there, not the published state.
/// Alias analysis cannot tell a map value from the program's context or
/// from another map's value; neither holds this frame.
bool Walk::mayReadIndex(const Instruction &I) const {
  if (!I.mayReadFromMemory() || !isRefSet(AA.getModRefInfo(&I, Index)))
    return false;
  auto *Load = dyn_cast<LoadInst>(&I);
  if (!Load)
    return true;
  const Value *Obj = getUnderlyingObject(Load->getPointerOperand());
  if (auto *A = dyn_cast<Argument>(Obj))
    return A->getArgNo() != 0 || !isProgram(*A->getParent());
  const GlobalVariable *Map = lookedUpMap(Obj);
  return !Map || !FrameMap || Map == FrameMap;
}

Constant *Walk::fold(Instruction &I) const {
  if (isOpaqueCompare(&I))
    return compareResult(I, [&](const Value *V) { return valueOf(V); });
  if (!isa<BinaryOperator>(I) && !isa<CastInst>(I) && !isa<CmpInst>(I) &&
      !isa<SelectInst>(I) && !isa<ExtractValueInst>(I) &&
      !isa<GetElementPtrInst>(I) && !isa<FreezeInst>(I))
    return nullptr;
  SmallVector<Constant *, 4> Ops;
  for (Value *Op : I.operands()) {
    Constant *C = valueOf(Op);
    if (!C)
      return nullptr;
    Ops.push_back(C);
  }
  if (auto *Cmp = dyn_cast<CmpInst>(&I))
    return ConstantFoldCompareInstOperands(Cmp->getPredicate(), Ops[0], Ops[1],
                                           DL);
  return ConstantFoldInstOperands(&I, Ops, DL);
}

bool Walk::step(Instruction &I) {
  if (I.isDebugOrPseudoInst() || I.isLifetimeStartOrEnd())
    return true;
  if (auto *LI = dyn_cast<LoadInst>(&I)) {
    if (!LI->isSimple())
      return false;
    // This CPU's own latest write is a value the read may return: the
    // publish's, then the claim's.
    if (isIndex(LI->getPointerOperand()) && LI->getType() == State->getType()) {
      Known[LI] = Claim ? cast<Constant>(Claim->getNewValOperand()) : State;
      return true;
    }
    return !mayReadIndex(*LI);
  }
  if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
    if (Claim || !CX->getMetadata(IndexAtomicMD) || CX->isVolatile() ||
        !isIndex(CX->getPointerOperand()) ||
        valueOf(CX->getCompareOperand()) != State ||
        !isa<ConstantInt>(CX->getNewValOperand()))
      return false;
    Claim = CX;
    Known[CX] =
        ConstantStruct::get(cast<StructType>(CX->getType()),
                            {State, ConstantInt::getTrue(I.getContext())});
    return true;
  }
  // The split's compares are opaque to the optimiser, not to this walk.
  if (!isOpaqueCompare(&I) &&
      (I.mayWriteToMemory() || I.mayHaveSideEffects() || mayReadIndex(I)))
    return false;
  if (Constant *C = fold(I))
    Known[&I] = C;
  return true;
}

BasicBlock *Walk::next(Instruction *Term) const {
  if (auto *Br = dyn_cast<BranchInst>(Term)) {
    if (Br->isUnconditional())
      return Br->getSuccessor(0);
    auto *C = dyn_cast_or_null<ConstantInt>(valueOf(Br->getCondition()));
    return C ? Br->getSuccessor(C->isZero() ? 1 : 0) : nullptr;
  }
  if (auto *SW = dyn_cast<SwitchInst>(Term)) {
    auto *C = dyn_cast_or_null<ConstantInt>(valueOf(SW->getCondition()));
    return C ? SW->findCaseValue(C)->getCaseSuccessor() : nullptr;
  }
  return nullptr;
}

bool Walk::run() {
  if (!Base)
    return false;
  SmallPtrSet<BasicBlock *, 8> Seen;
  BasicBlock *BB = Pub->getParent();
  Seen.insert(BB);
  unsigned Steps = 0;
  BasicBlock::iterator It = std::next(Pub->getIterator());
  for (;;) {
    for (Instruction &I : make_range(It, BB->getTerminator()->getIterator()))
      if (++Steps > MaxSteps || !step(I))
        return false;
    BasicBlock *Next = next(BB->getTerminator());
    // Never round a loop: threading across a back edge would enter the
    // loop's body past its header.
    if (!Next || Seen.contains(Next) || DT.dominates(Next, BB))
      return false;
    if (Claim) {
      // Nor enter a loop past its header: the loops around the claim's
      // success must hold the publish too.
      for (Loop *L = LI.getLoopFor(Next); L; L = L->getParentLoop())
        if (!L->contains(Pub->getParent()))
          return false;
      Success = Next;
      return true;
    }
    // Phis take their values on the edge taken, all at once.
    SmallVector<std::pair<PHINode *, Constant *>, 4> Phis;
    for (PHINode &Phi : Next->phis())
      Phis.push_back({&Phi, valueOf(Phi.getIncomingValueForBlock(BB))});
    for (auto [Phi, C] : Phis)
      if (C)
        Known[Phi] = C;
    Blocks.push_back({Next, BB});
    Seen.insert(Next);
    BB = Next;
    It = BB->getFirstNonPHIIt();
  }
}

/// The claim whose success \p BB is entered by from \p Pred: Pred ends in
/// the split's test of the claim's old value (emitClaim in Clone.cpp), true
/// into \p BB.
const AtomicCmpXchgInst *claimSucceeding(const BasicBlock *Pred,
                                         const BasicBlock *BB) {
  auto *Br = dyn_cast<BranchInst>(Pred->getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) != BB ||
      Br->getSuccessor(1) == BB)
    return nullptr;
  CmpInst::Predicate Eq;
  const Value *A, *B;
  if (!isOpaqueCompare(Br->getCondition()) ||
      !asCompare(Br->getCondition(), Eq, A, B) || Eq != CmpInst::ICMP_EQ)
    return nullptr;
  auto *Old = dyn_cast<ExtractValueInst>(A);
  auto *CX =
      Old ? dyn_cast<AtomicCmpXchgInst>(Old->getAggregateOperand()) : nullptr;
  if (!CX || Old->getIndices() != ArrayRef<unsigned>(0) ||
      CX->getCompareOperand() != B || !CX->getMetadata(IndexAtomicMD) ||
      CX->getParent() != Pred)
    return nullptr;
  return CX;
}

bool Walk::heldSinceClaim() const {
  auto MayWrite = [&](const Instruction &I) {
    return !I.isDebugOrPseudoInst() && !isOpaqueCompare(&I) &&
           isModSet(AA.getModRefInfo(&I, Index));
  };
  const Instruction *I = Pub;
  for (unsigned Steps = 0; Steps < MaxSteps; ++Steps) {
    if (const Instruction *Prev = I->getPrevNode()) {
      I = Prev;
      if (MayWrite(*I))
        return false;
      continue;
    }
    const BasicBlock *BB = I->getParent();
    const BasicBlock *Pred = BB->getSinglePredecessor();
    if (!Pred)
      return false;
    if (const AtomicCmpXchgInst *CX = claimSucceeding(Pred, BB)) {
      if (!isIndex(CX->getPointerOperand()) ||
          CX->getNewValOperand() != Claim->getNewValOperand())
        return false;
      for (I = CX->getNextNode(); I != Pred->getTerminator();
           I = I->getNextNode())
        if (MayWrite(*I))
          return false;
      return true;
    }
    I = Pred->getTerminator();
  }
  return false;
}

/// Threads \p W's path: the publish's block goes straight to a copy of the
/// path's undecided instructions, with one store of the claim's value where
/// the claim was, and on to the claim's success; SSA is repaired for the
/// path's values used beyond it.
void thread(Instruction *Pub, Walk &W) {
  BasicBlock *B0 = Pub->getParent();
  Function *F = B0->getParent();
  LLVMContext &Ctx = F->getContext();
  AtomicCmpXchgInst *Claim = W.Claim;
  bool Held = W.heldSinceClaim();
  // An exchange, not an atomic store, which -mcpu=v3 cannot select;
  // monotonic, so the optimiser still forwards what the start saved to the
  // resume's reloads across it.
  auto KeepClaimed = [&](Instruction *InsertBefore, Value *Ptr) {
    if (Held)
      return;
    auto *Keep =
        new AtomicRMWInst(AtomicRMWInst::Xchg, Ptr, Claim->getNewValOperand(),
                          Claim->getAlign(), AtomicOrdering::Monotonic,
                          SyncScope::System, InsertBefore->getIterator());
    Keep->setDebugLoc(Claim->getDebugLoc());
  };

  BasicBlock *NB = BasicBlock::Create(Ctx, "claim.kept", F, B0->getNextNode());
  auto *ToSuccess = BranchInst::Create(W.Success, NB);
  ToSuccess->setDebugLoc(B0->getTerminator()->getDebugLoc());
  ValueToValueMapTy VM;
  auto Mapped = [&](Value *V) -> Value * {
    auto It = VM.find(V);
    return It == VM.end() ? V : static_cast<Value *>(It->second);
  };
  for (auto [BB, Pred] : W.Blocks) {
    SmallVector<std::pair<PHINode *, Value *>, 4> Phis;
    for (PHINode &Phi : BB->phis())
      Phis.push_back({&Phi, Mapped(Phi.getIncomingValueForBlock(Pred))});
    for (auto [Phi, V] : Phis)
      VM[Phi] = V;
    for (Instruction &I : make_range(BB->getFirstNonPHIIt(),
                                     BB->getTerminator()->getIterator())) {
      if (I.isDebugOrPseudoInst())
        continue;
      if (&I == Claim)
        KeepClaimed(ToSuccess, Mapped(Claim->getPointerOperand()));
      if (Constant *C = W.Known.lookup(&I)) {
        VM[&I] = C;
        continue;
      }
      Instruction *Copy = I.clone();
      if (I.hasName())
        Copy->setName(I.getName() + ".kept");
      Copy->insertBefore(ToSuccess->getIterator());
      RemapInstruction(Copy, VM,
                       RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
      VM[&I] = Copy;
    }
  }
  BasicBlock *Last = W.Blocks.empty() ? B0 : W.Blocks.back().first;
  for (PHINode &Phi : W.Success->phis())
    Phi.addIncoming(Mapped(Phi.getIncomingValueForBlock(Last)), NB);

  // The publish's block: reads of the index after the exchange read what
  // it (or the claim) wrote; a claim there becomes the store; then on to
  // the copy.
  for (Instruction &I : make_early_inc_range(
           make_range(std::next(Pub->getIterator()), B0->end()))) {
    auto *LI = dyn_cast<LoadInst>(&I);
    if (Constant *C = LI ? W.Known.lookup(LI) : nullptr) {
      LI->replaceAllUsesWith(C);
      LI->eraseFromParent();
    } else if (&I == Claim) {
      KeepClaimed(Claim, Claim->getPointerOperand());
      Claim->replaceAllUsesWith(W.Known.lookup(Claim));
      Claim->eraseFromParent();
    }
  }
  // One phi entry goes per edge: a switch with two cases into one block
  // has two entries there.
  Instruction *Term = B0->getTerminator();
  SmallVector<BasicBlock *, 4> OldEdges(successors(B0));
  BranchInst::Create(NB, B0)->setDebugLoc(Term->getDebugLoc());
  Term->eraseFromParent();
  for (BasicBlock *Succ : OldEdges)
    Succ->removePredecessor(B0, /*KeepOneInputPHIs=*/true);
  Pub->eraseFromParent();

  // A value of the path used past it has two definitions now: its own and
  // the copy's (or the constant the path decided).
  for (auto [BB, Pred] : W.Blocks)
    for (Instruction &I : *BB) {
      auto It = VM.find(&I);
      if (It == VM.end())
        continue;
      SmallVector<Use *, 8> Outside;
      for (Use &U : I.uses()) {
        auto *User = cast<Instruction>(U.getUser());
        if (User->getParent() == NB)
          continue;
        if (auto *Phi = dyn_cast<PHINode>(User)) {
          if (Phi->getIncomingBlock(U) != BB)
            Outside.push_back(&U);
        } else if (User->getParent() != BB) {
          Outside.push_back(&U);
        }
      }
      if (Outside.empty())
        continue;
      SSAUpdater SSA;
      SSA.Initialize(I.getType(), I.getName());
      SSA.AddAvailableValue(BB, &I);
      SSA.AddAvailableValue(NB, It->second);
      for (Use *U : Outside)
        SSA.RewriteUse(*U);
    }
}

} // namespace

/// Replaces the split's compares of two constants by their result: once a
/// start is threaded into a resume, GVN forwards what the start saved to the
/// resume's checks of its reloads, which the optimiser cannot fold itself.
static bool foldDecidedCompares(Function &F) {
  bool Changed = false;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    Constant *Result =
        compareResult(I, [](const Value *V) { return dyn_cast<Constant>(V); });
    if (!Result)
      continue;
    I.replaceAllUsesWith(Result);
    I.eraseFromParent();
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses BPFCoroKeepClaimPass::run(Function &F,
                                            FunctionAnalysisManager &FAM) {
  bool Changed = foldDecidedCompares(F);
  SmallVector<Instruction *, 8> Publishes;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (Instruction *Pub = asPublish(I))
        Publishes.push_back(Pub);
  if (Publishes.empty())
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  DominatorTree DT(F);
  LoopInfo LI(DT);
  AAResults &AA = FAM.getResult<AAManager>(F);
  for (Instruction *Pub : Publishes) {
    Walk W(Pub, DT, LI, AA);
    if (!W.run())
      continue;
    LLVM_DEBUG(dbgs() << "bpf-coro-keep-claim: " << F.getName() << ": " << *Pub
                      << " threaded to " << *W.Claim << "\n");
    thread(Pub, W);
    DT.recalculate(F);
    LI.releaseMemory();
    LI.analyze(DT);
    Changed = true;
    ++NumKept;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace bpfcoro
