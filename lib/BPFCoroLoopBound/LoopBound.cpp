//===- LoopBound.cpp - Loops the verifier cannot bound between suspensions ===//
//
// The walk mirrors the verifier's (kernel/bpf/verifier.c, do_check and
// is_state_visited) on the IR the splitter just built, tracking a range per
// integer value that can reach a branch condition:
//
//   - a path follows one successor and queues the others that its ranges
//     allow, each with the condition assumed (both operands of a comparison
//     narrowed, as reg_set_min_max does);
//   - at a join block, a path stops if a finished path reached the block with
//     ranges that contain its own (the verifier's pruning on a safe state);
//   - a path ends at a return, which a suspension is in the split code, at
//     an asm goto (may_goto) and at the next step of an open-coded iterator
//     (bpf_iter_*_next): the verifier bounds those loops on its own.
//
// Branches are decided from ranges only, as the verifier mostly does. Where
// it knows more (known bits, relations between registers beyond the one
// comparison) the walk explores paths the verifier would not and at worst
// runs out of budget, which reports nothing. Where the IR promises more than
// the verifier knows (nsw/nuw) the walk can bound a loop that will still not
// load; the verifier stays the judge of that.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroLoopBound/LoopBound.h"
#include "Support/BPFCalls.h"
#include "Support/Compares.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <deque>
#include <vector>

using namespace llvm;

static cl::opt<bool> TraceWalk(
    "bpf-coro-loop-trace", cl::Hidden, cl::init(false),
    cl::desc("Debugging: print the state machine the loop-bound walk reads "
             "and what the walk spent on it"));

namespace bpfcoro {
namespace {

/// A path going around loops more often than this is beyond the verifier:
/// it processes at most a million instructions (BPF_COMPLEXITY_LIMIT_INSNS)
/// over all paths, and an iteration is at least two, a conditional jump and
/// a step of what it tests (a way around that changes no value the walk
/// tracks is caught at once, as the verifier's "infinite loop detected").
constexpr uint64_t PathIterationLimit = 500000;
/// Blocks walked over all paths before giving up (about 2 s): the walk
/// needs about 2.5 million for a typical rejection (5 blocks a way around).
constexpr uint64_t StepBudget = 4000000;
/// Ranges held in queued and recorded states (32 bytes each): 128 MB. Half
/// goes to states kept for pruning (past it, paths are walked without
/// recording), half to the queue of paths still to walk (past it, the walk
/// gives up: a fuzzer's coroutine grew it to 24 GB).
constexpr uint64_t RangeBudget = uint64_t(1) << 22;
/// States kept for pruning, at most; past this (or half the range budget),
/// paths are walked without recording.
constexpr size_t RecordLimit = 32768;
/// Join blocks back along a path looked at for an exact repetition of its
/// state: a way around the loop usually has one or two.
constexpr unsigned RepeatDepth = 8;
/// Finished states compared with at a join block (the newest).
constexpr size_t SafeLimit = 16;

using State = std::vector<ConstantRange>;

/// A path's state on entry to a join block. Pending counts the paths still
/// being walked from here; at zero the state is safe to prune against.
struct Record {
  const BasicBlock *BB;
  State S;
  Record *Parent;
  unsigned Pending = 1;
};

/// A path queued at a branch: it enters BB from Pred.
struct Queued {
  const BasicBlock *BB;
  const BasicBlock *Pred;
  State S;
  Record *Parent;
  uint64_t Iterations;
};

} // namespace

/// What the walk concluded, and where.
struct WalkResult {
  LoopVerdict::Verdict Kind = LoopVerdict::Bounded;
  /// An edge back around the cycle the verdict is about.
  std::pair<const BasicBlock *, const BasicBlock *> Edge{nullptr, nullptr};
  /// The loop (without a suspension) around which the state repeats, as
  /// the verifier's would.
  const SourceLoop *Repeating = nullptr;
};

namespace {

class Walker {
public:
  Walker(Function &Fn, ArrayRef<SourceLoop> Loops,
         ArrayRef<std::pair<const Value *, ConstantRange>> Known)
      : Fn(Fn), Loops(Loops) {
    collectTracked();
    for (const auto &[V, CR] : Known)
      set(Initial, V, CR);
    collectCycles();
    collectLiveness();
    for (const BasicBlock &BB : Fn)
      for (const Instruction &I : BB)
        if (const auto *CB = dyn_cast<CallBase>(&I)) {
          StringRef Name = calleeName(*CB);
          if (Name.starts_with("bpf_iter_") && Name.ends_with("_next"))
            IteratorSteps.insert(&BB);
        }
  }

  /// Walks every path; returns the edge back around a cycle on which a path
  /// went around too often.
  WalkResult run();
  uint64_t steps() const { return Steps; }
  uint64_t queued() const { return Work.size(); }
  void printStats(raw_ostream &OS) const {
    OS << "loop walk: " << Initial.size() << " tracked, " << Steps << " steps, "
       << Records.size() << " records, " << MaxWork << " most queued\n";
  }

private:
  Function &Fn;
  ArrayRef<SourceLoop> Loops;
  /// The state machine's cycles can have several entries (the start and a
  /// resume enter a loop at different blocks), so no LoopInfo: strongly
  /// connected components, and the edges a depth-first walk finds going
  /// back to a block still on its stack (every cycle has one).
  DenseMap<const BasicBlock *, unsigned> Component;
  DenseSet<std::pair<const BasicBlock *, const BasicBlock *>> Retreating;
  /// Integer values that can reach a branch condition, numbered.
  DenseMap<const Value *, unsigned> Slot;
  /// Tracked values that are another plus a constant, both ways: `n' = n -
  /// 1` under n, -1, and n under n', 1.
  DenseMap<const Value *, SmallVector<std::pair<const Value *, APInt>, 2>>
      Linked;
  State Initial;
  std::deque<Record> Records;
  /// Finished states per join block, newest last, at most SafeLimit.
  DenseMap<const BasicBlock *, SmallVector<const Record *, 4>> Safe;
  /// Per join block (and only those), the tracked values its code (after
  /// its phis) can still read: only those decide whether an earlier state
  /// covers a new one, as the verifier ignores dead registers.
  DenseMap<const BasicBlock *, SmallVector<unsigned, 8>> LiveAtJoin;
  /// Blocks that take an open-coded iterator's next step.
  SmallPtrSet<const BasicBlock *, 4> IteratorSteps;
  std::vector<Queued> Work;
  uint64_t Steps = 0;
  size_t MaxWork = 0;
  /// Times each edge back around a cycle was taken: where a walk that ran
  /// out of budget spent it.
  DenseMap<std::pair<const BasicBlock *, const BasicBlock *>, uint64_t>
      BackEdgeUses;
  WalkResult tooComplex() const;
  bool repeats(const BasicBlock *BB, ArrayRef<unsigned> Live, const State &S,
               const Record *Parent) const;
  const SourceLoop *innermost(const BasicBlock *From,
                              const BasicBlock *To) const;
  bool sameAroundForVerifier(const SourceLoop &L) const;
  bool unknownToVerifier(const LoadInst &LI, const SourceLoop &L) const;

  void collectTracked();
  ConstantRange get(const State &S, const Value *V) const;
  void set(State &S, const Value *V, const ConstantRange &CR) const;
  ConstantRange evaluate(const State &S, const Instruction &I) const;
  bool assume(State &S, const Value *Cond, bool Truth,
              const BasicBlock *At) const;
  bool narrowLinked(State &S, const Value *V, const ConstantRange &N,
                    const BasicBlock *At) const;
  bool refine(State &S, const BasicBlock *At) const;
  void finish(Record *R);
  void collectCycles();
  void collectLiveness();
  bool isBackEdge(const BasicBlock *From, const BasicBlock *To) const {
    return Retreating.count({From, To});
  }
  bool pruned(const BasicBlock *BB, ArrayRef<unsigned> Live,
              const State &S) const;
};

void Walker::collectTracked() {
  SetVector<const Value *> List;
  auto Add = [&](const Value *V) {
    if (V->getType()->isIntegerTy() &&
        (isa<Instruction>(V) || isa<Argument>(V)))
      List.insert(V);
  };
  for (BasicBlock &BB : Fn) {
    if (auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
        Br && Br->isConditional())
      Add(Br->getCondition());
    if (auto *Sw = dyn_cast<SwitchInst>(BB.getTerminator()))
      Add(Sw->getCondition());
  }
  // Operands of what is tracked, through integer arithmetic only: a load or
  // a call is where the verifier's knowledge starts, like ours.
  for (unsigned I = 0; I < List.size(); ++I) {
    const auto *Inst = dyn_cast<Instruction>(List[I]);
    if (!Inst || isa<LoadInst>(Inst))
      continue;
    if (const auto *CB = dyn_cast<CallBase>(Inst)) {
      const auto *II = dyn_cast<IntrinsicInst>(CB);
      if (II && (isOpaqueCompare(II) ||
                 ConstantRange::isIntrinsicSupported(II->getIntrinsicID())))
        for (const Value *Op : II->args())
          Add(Op);
      continue;
    }
    for (const Value *Op : Inst->operands())
      Add(Op);
  }
  for (const Value *V : List) {
    const auto *Sum = dyn_cast<BinaryOperator>(V);
    const auto *C = Sum && Sum->getOpcode() == Instruction::Add
                        ? dyn_cast<ConstantInt>(Sum->getOperand(1))
                        : nullptr;
    if (C && List.count(Sum->getOperand(0))) {
      Linked[Sum->getOperand(0)].push_back({V, C->getValue()});
      Linked[V].push_back({Sum->getOperand(0), -C->getValue()});
    }
  }
  for (const Value *V : List) {
    Slot[V] = Initial.size();
    Initial.push_back(
        ConstantRange::getFull(V->getType()->getIntegerBitWidth()));
  }
}

ConstantRange Walker::get(const State &S, const Value *V) const {
  if (const auto *C = dyn_cast<ConstantInt>(V))
    return ConstantRange(C->getValue());
  auto It = Slot.find(V);
  if (It != Slot.end())
    return S[It->second];
  return ConstantRange::getFull(V->getType()->getIntegerBitWidth());
}

void Walker::set(State &S, const Value *V, const ConstantRange &CR) const {
  auto It = Slot.find(V);
  if (It != Slot.end())
    S[It->second] = CR;
}

ConstantRange Walker::evaluate(const State &S, const Instruction &I) const {
  unsigned W = I.getType()->getIntegerBitWidth();
  CmpInst::Predicate Pred;
  const Value *A, *B;
  if (asCompare(&I, Pred, A, B)) {
    ConstantRange L = get(S, A), R = get(S, B);
    if (L.icmp(Pred, R))
      return ConstantRange(APInt(1, 1));
    if (L.icmp(CmpInst::getInversePredicate(Pred), R))
      return ConstantRange(APInt(1, 0));
    return ConstantRange::getFull(1);
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(&I)) {
    ConstantRange L = get(S, BO->getOperand(0)), R = get(S, BO->getOperand(1));
    if (const auto *OBO = dyn_cast<OverflowingBinaryOperator>(BO)) {
      unsigned NoWrap = 0;
      if (OBO->hasNoUnsignedWrap())
        NoWrap |= OverflowingBinaryOperator::NoUnsignedWrap;
      if (OBO->hasNoSignedWrap())
        NoWrap |= OverflowingBinaryOperator::NoSignedWrap;
      return L.overflowingBinaryOp(BO->getOpcode(), R, NoWrap);
    }
    return L.binaryOp(BO->getOpcode(), R);
  }
  if (const auto *CI = dyn_cast<CastInst>(&I)) {
    if (CI->getSrcTy()->isIntegerTy() &&
        (isa<ZExtInst>(CI) || isa<SExtInst>(CI) || isa<TruncInst>(CI)))
      return get(S, CI->getOperand(0)).castOp(CI->getOpcode(), W);
    return ConstantRange::getFull(W);
  }
  if (const auto *Sel = dyn_cast<SelectInst>(&I)) {
    ConstantRange C = get(S, Sel->getCondition());
    ConstantRange T = get(S, Sel->getTrueValue()),
                  F = get(S, Sel->getFalseValue());
    if (C.isSingleElement())
      return C.getSingleElement()->isOne() ? T : F;
    return T.unionWith(F);
  }
  if (const auto *Fr = dyn_cast<FreezeInst>(&I))
    return get(S, Fr->getOperand(0));
  if (const auto *II = dyn_cast<IntrinsicInst>(&I))
    if (ConstantRange::isIntrinsicSupported(II->getIntrinsicID())) {
      SmallVector<ConstantRange, 2> Ops;
      for (const Value *Op : II->args())
        Ops.push_back(get(S, Op));
      return ConstantRange::intrinsic(II->getIntrinsicID(), Ops);
    }
  if (const auto *LI = dyn_cast<LoadInst>(&I)) {
    if (const MDNode *MD = LI->getMetadata(LLVMContext::MD_range))
      return getConstantRangeFromMetadata(*MD);
    // A `const volatile` global (libbpf's .rodata, which it freezes before
    // the load): the verifier reads the value the loader left there as a
    // constant. The walk takes the one the object starts with (a loader
    // that writes a larger bound makes the verifier walk further).
    if (auto *Ptr = dyn_cast<Constant>(
            const_cast<Value *>(LI->getPointerOperand()))) {
      auto *GV = dyn_cast<GlobalVariable>(getUnderlyingObject(Ptr));
      if (GV && GV->isConstant() && GV->hasDefinitiveInitializer())
        if (auto *C = dyn_cast_or_null<ConstantInt>(ConstantFoldLoadFromConstPtr(
                Ptr, LI->getType(), Fn.getDataLayout())))
          return ConstantRange(C->getValue());
    }
  }
  if (const auto *CB = dyn_cast<CallBase>(&I))
    if (std::optional<ConstantRange> R = CB->getRange())
      return *R;
  return ConstantRange::getFull(W);
}

/// Narrows what \p S holds of the values linked to \p V (V plus or minus a
/// constant) by V's new range \p N at the branch ending \p At; false if
/// that leaves none. The code the verifier sees computes `n - 1` below the
/// test of n (BPFCoroExitTest) or has it linked to n (the verifier's own
/// linked scalars, since 6.11); in IR it is often computed above.
bool Walker::narrowLinked(State &S, const Value *V, const ConstantRange &N,
                          const BasicBlock *At) const {
  auto It = Linked.find(V);
  if (It == Linked.end())
    return true;
  for (const auto &[L, C] : It->second) {
    // V's operand holds what V was computed from; a value computed from V
    // is current only if computed in At (after V, which dominates it).
    const auto *I = dyn_cast<Instruction>(L);
    if (I && I->getOperand(0) == V && I->getParent() != At)
      continue;
    ConstantRange NL = get(S, L).intersectWith(N.add(ConstantRange(C)));
    if (NL.isEmptySet())
      return false;
    set(S, L, NL);
  }
  return true;
}

/// Narrows \p S to the paths on which \p Cond is \p Truth, branching at the
/// end of \p At; false if none.
bool Walker::assume(State &S, const Value *Cond, bool Truth,
                    const BasicBlock *At) const {
  ConstantRange C = get(S, Cond);
  if (!C.contains(APInt(1, Truth)))
    return false;
  set(S, Cond, ConstantRange(APInt(1, Truth)));
  CmpInst::Predicate Pred;
  const Value *A, *B;
  if (asCompare(Cond, Pred, A, B)) {
    if (!Truth)
      Pred = CmpInst::getInversePredicate(Pred);
    ConstantRange L = get(S, A), R = get(S, B);
    ConstantRange NL =
        L.intersectWith(ConstantRange::makeAllowedICmpRegion(Pred, R));
    ConstantRange NR = R.intersectWith(ConstantRange::makeAllowedICmpRegion(
        CmpInst::getSwappedPredicate(Pred), L));
    if (NL.isEmptySet() || NR.isEmptySet())
      return false;
    set(S, A, NL);
    set(S, B, NR);
    if (!narrowLinked(S, A, NL, At) || !narrowLinked(S, B, NR, At))
      return false;
    // A widened value narrows what it was widened from (the verifier
    // tracks a 32-bit value and its 64-bit register together).
    for (auto [V, N] : {std::pair{A, NL}, std::pair{B, NR}})
      if (isa<ZExtInst>(V) || isa<SExtInst>(V)) {
        const Value *Src = cast<Instruction>(V)->getOperand(0);
        ConstantRange NS = get(S, Src).intersectWith(
            N.truncate(Src->getType()->getIntegerBitWidth()));
        if (NS.isEmptySet())
          return false;
        set(S, Src, NS);
      }
    return true;
  }
  // Both halves of a conjunction that held, of a disjunction that failed.
  const Value *X, *Y;
  if (auto *BO = dyn_cast<BinaryOperator>(Cond)) {
    X = BO->getOperand(0);
    Y = BO->getOperand(1);
    if ((BO->getOpcode() == Instruction::And && Truth) ||
        (BO->getOpcode() == Instruction::Or && !Truth))
      return assume(S, X, Truth, At) && assume(S, Y, Truth, At);
    if (BO->getOpcode() == Instruction::Xor && isa<ConstantInt>(Y) &&
        cast<ConstantInt>(Y)->isOne())
      return assume(S, X, !Truth, At);
  }
  if (auto *Sel = dyn_cast<SelectInst>(Cond)) {
    auto *T = dyn_cast<ConstantInt>(Sel->getTrueValue());
    auto *F = dyn_cast<ConstantInt>(Sel->getFalseValue());
    if (F && F->isZero() && Truth) // a && b
      return assume(S, Sel->getCondition(), true, At) &&
             assume(S, Sel->getTrueValue(), true, At);
    if (T && T->isOne() && !Truth) // a || b
      return assume(S, Sel->getCondition(), false, At) &&
             assume(S, Sel->getFalseValue(), false, At);
  }
  return true;
}

/// Evaluates again what \p At computed, now that its branch narrowed some
/// of the operands; false if that leaves a value none. The IR computes
/// above a branch what the code the verifier sees often computes below it
/// (`k++ < 12` after `i < n &&` is `k + zext(i < n)` before the branch and
/// `k + 1` on its true side), so the verifier knows such a value exactly.
bool Walker::refine(State &S, const BasicBlock *At) const {
  for (const Instruction &I : *At) {
    if (isa<PHINode>(I) || !Slot.count(&I))
      continue;
    ConstantRange CR = get(S, &I).intersectWith(evaluate(S, I));
    if (CR.isEmptySet())
      return false;
    set(S, &I, CR);
  }
  return true;
}

/// A path below \p R ended: what it leaves behind may become safe.
void Walker::finish(Record *R) {
  for (; R && --R->Pending == 0; R = R->Parent) {
    SmallVector<const Record *, 4> &List = Safe[R->BB];
    if (List.size() == SafeLimit)
      List.erase(List.begin());
    List.push_back(R);
  }
}

bool Walker::pruned(const BasicBlock *BB, ArrayRef<unsigned> Live,
                    const State &S) const {
  auto It = Safe.find(BB);
  if (It == Safe.end())
    return false;
  return any_of(It->second, [&](const Record *R) {
    return all_of(Live, [&](unsigned I) { return R->S[I].contains(S[I]); });
  });
}

void Walker::collectLiveness() {
  // Reads: by tracked instructions and branch conditions. A phi reads its
  // incoming value at the end of the predecessor. Sets per block number.
  unsigned N = Initial.size();
  DenseMap<const BasicBlock *, unsigned> Num;
  for (auto [I, BB] : enumerate(Fn))
    Num[&BB] = I;
  std::vector<BitVector> Gen(Num.size(), BitVector(N));
  std::vector<BitVector> Kill = Gen, PhiDefs = Gen, In = Gen;
  // Per block, (predecessor, slot) its phis read on that edge.
  using Reads = SmallVector<std::pair<const BasicBlock *, unsigned>, 4>;
  std::vector<Reads> PhiReads(Num.size());
  auto SlotOf = [&](const Value *V) -> int {
    auto It = Slot.find(V);
    return It == Slot.end() ? -1 : int(It->second);
  };
  for (const BasicBlock &BB : Fn) {
    unsigned B = Num[&BB];
    for (const Instruction &I : BB) {
      int Def = SlotOf(&I);
      if (const auto *Phi = dyn_cast<PHINode>(&I)) {
        if (Def < 0)
          continue;
        PhiDefs[B].set(Def);
        for (unsigned J = 0; J < Phi->getNumIncomingValues(); ++J)
          if (int U = SlotOf(Phi->getIncomingValue(J)); U >= 0)
            PhiReads[B].push_back({Phi->getIncomingBlock(J), unsigned(U)});
        continue;
      }
      if (Def >= 0 || I.isTerminator())
        for (const Value *Op : I.operands())
          if (int U = SlotOf(Op); U >= 0 && !Kill[B].test(U))
            Gen[B].set(U);
      if (Def >= 0)
        Kill[B].set(Def);
    }
  }
  // In(B) = Gen(B) | (Out(B) - Kill(B)), B's phis read at its start; Out(B)
  // = the union over successors S of In(S) - phis(S) and what S's phis read
  // on the edge from B. Backwards through the blocks, so that a block mostly
  // sees its successors' new sets in the same round.
  BitVector Live(N), FromSucc(N);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const BasicBlock &BB : reverse(Fn)) {
      Live.reset();
      for (const BasicBlock *Succ : successors(&BB)) {
        unsigned S = Num.lookup(Succ);
        FromSucc = In[S];
        FromSucc.reset(PhiDefs[S]);
        Live |= FromSucc;
        for (auto [Pred, U] : PhiReads[S])
          if (Pred == &BB)
            Live.set(U);
      }
      unsigned B = Num.lookup(&BB);
      Live.reset(Kill[B]);
      Live |= Gen[B];
      if (Live != In[B]) {
        In[B] = Live;
        Changed = true;
      }
    }
  }
  for (const BasicBlock &BB : Fn)
    if (BB.hasNPredecessorsOrMore(2)) {
      SmallVector<unsigned, 8> &Joined = LiveAtJoin[&BB];
      for (unsigned I : In[Num.lookup(&BB)].set_bits())
        Joined.push_back(I);
    }
}

void Walker::collectCycles() {
  unsigned N = 0;
  for (auto I = scc_begin(&Fn); !I.isAtEnd(); ++I, ++N)
    for (const BasicBlock *BB : *I)
      Component[BB] = N;
  // Iterative depth-first walk; OnStack marks the blocks of the current
  // path.
  DenseSet<const BasicBlock *> Seen, OnStack;
  SmallVector<std::pair<const BasicBlock *, const_succ_iterator>, 16> Stack;
  const BasicBlock *Entry = &Fn.getEntryBlock();
  Seen.insert(Entry);
  OnStack.insert(Entry);
  Stack.push_back({Entry, succ_begin(Entry)});
  while (!Stack.empty()) {
    auto &[BB, It] = Stack.back();
    if (It == succ_end(BB)) {
      OnStack.erase(BB);
      Stack.pop_back();
      continue;
    }
    const BasicBlock *Succ = *It++;
    if (OnStack.count(Succ))
      Retreating.insert({BB, Succ});
    else if (Seen.insert(Succ).second) {
      OnStack.insert(Succ);
      Stack.push_back({Succ, succ_begin(Succ)});
    }
  }
}

WalkResult Walker::tooComplex() const {
  WalkResult R;
  R.Kind = LoopVerdict::TooComplex;
  uint64_t Most = 0;
  for (const auto &[Edge, Uses] : BackEdgeUses)
    if (Uses > Most) {
      Most = Uses;
      R.Edge = Edge;
    }
  return R;
}

/// Whether the path reached \p BB before with exactly the same live state:
/// it would go around the same way for ever. The verifier stops there too
/// ("infinite loop detected"), without a million instructions first.
bool Walker::repeats(const BasicBlock *BB, ArrayRef<unsigned> Live,
                     const State &S, const Record *Parent) const {
  unsigned Depth = 0;
  for (const Record *R = Parent; R && Depth < RepeatDepth;
       R = R->Parent, ++Depth)
    if (R->BB == BB &&
        all_of(Live, [&](unsigned I) { return R->S[I] == S[I]; }))
      return true;
  return false;
}

const SourceLoop *Walker::innermost(const BasicBlock *From,
                                    const BasicBlock *To) const {
  const SourceLoop *In = nullptr;
  for (const SourceLoop &L : Loops)
    if (L.Blocks.count(From) && L.Blocks.count(To) &&
        (!In || L.Blocks.size() < In->Blocks.size()))
      In = &L;
  return In;
}

/// Whether the verifier, like the walk, sees nothing change going around
/// \p L once the tracked values repeat: every value carried around it is
/// tracked (no pointer phis: the verifier follows their offsets, the walk
/// does not; no untracked integers that reach an exit through a pointer),
/// nothing in it writes memory, and what it loads the verifier knows
/// nothing of either (a stack slot it knows holds a constant would end the
/// loop where the walk sees a full range).
bool Walker::sameAroundForVerifier(const SourceLoop &L) const {
  for (const BasicBlock *BB : L.Blocks)
    for (const Instruction &I : *BB) {
      if (isa<PHINode>(I) &&
          (!I.getType()->isIntegerTy() || !Slot.count(&I)))
        return false;
      if (I.mayWriteToMemory())
        return false;
      if (const auto *LI = dyn_cast<LoadInst>(&I);
          LI && Slot.count(LI) && !unknownToVerifier(*LI, L))
        return false;
    }
  return true;
}

/// Whether the verifier can know nothing of what \p LI loads in \p L: not
/// a global (read-only maps' values are known to it), and from a local only
/// if every write that can reach the loop stores a value loaded from
/// memory outside the stack (a resume's reload of the local from the frame).
bool Walker::unknownToVerifier(const LoadInst &LI, const SourceLoop &L) const {
  const Value *Obj = getUnderlyingObject(LI.getPointerOperand());
  if (isa<GlobalValue>(Obj))
    return false;
  if (!isa<AllocaInst>(Obj))
    return !isa<ConstantExpr>(Obj); // map values, the frame, the context
  auto FromOutside = [](const Value *V) {
    const auto *Ld = dyn_cast<LoadInst>(V);
    if (!Ld)
      return false;
    const Value *Src = getUnderlyingObject(Ld->getPointerOperand());
    return !isa<AllocaInst>(Src) && !isa<GlobalValue>(Src);
  };
  // The blocks a path to the loop can come through (a suspension returns,
  // so paths through it end there).
  SmallPtrSet<const BasicBlock *, 32> Before;
  SmallVector<const BasicBlock *, 16> Work;
  for (const BasicBlock *BB : L.Blocks)
    append_range(Work, predecessors(BB));
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    if (L.Blocks.count(BB) || !Before.insert(BB).second)
      continue;
    append_range(Work, predecessors(BB));
  }
  // Every use of the local, through address arithmetic.
  SmallVector<const Value *, 8> Addrs{Obj};
  SmallPtrSet<const Value *, 8> SeenAddr{Obj};
  while (!Addrs.empty()) {
    const Value *A = Addrs.pop_back_val();
    for (const User *U : A->users()) {
      const auto *I = dyn_cast<Instruction>(U);
      if (!I)
        return false;
      if (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I)) {
        if (SeenAddr.insert(I).second)
          Addrs.push_back(I);
        continue;
      }
      if (isa<LoadInst>(I))
        continue;
      if (const auto *II = dyn_cast<IntrinsicInst>(I);
          II && II->isLifetimeStartOrEnd())
        continue;
      if (!Before.count(I->getParent()))
        continue; // cannot reach the loop without suspending first
      if (const auto *SI = dyn_cast<StoreInst>(I);
          SI && SI->getPointerOperand() == A && FromOutside(SI->getValueOperand()))
        continue;
      if (const auto *MC = dyn_cast<MemCpyInst>(I); MC && MC->getDest() == A) {
        const Value *Src = getUnderlyingObject(MC->getSource());
        if (!isa<AllocaInst>(Src) && !isa<GlobalValue>(Src))
          continue;
      }
      return false; // a store the verifier may know, or an escape
    }
  }
  return true;
}

WalkResult Walker::run() {
  const size_t StateRanges = std::max<size_t>(Initial.size(), 1);
  Work.push_back({&Fn.getEntryBlock(), nullptr, Initial, nullptr, 0});
  while (!Work.empty()) {
    Queued Q = std::move(Work.back());
    Work.pop_back();
    const BasicBlock *BB = Q.BB, *Pred = Q.Pred;
    State &S = Q.S;
    Record *Parent = Q.Parent;
    for (;;) {
      if (++Steps > StepBudget)
        return tooComplex();
      // Phis read their incoming values all at once.
      SmallVector<std::pair<const PHINode *, ConstantRange>, 4> Phis;
      for (const PHINode &Phi : BB->phis())
        if (Slot.count(&Phi))
          Phis.push_back({&Phi, get(S, Phi.getIncomingValueForBlock(Pred))});
      for (auto &[Phi, CR] : Phis)
        set(S, Phi, CR);
      if (auto Join = LiveAtJoin.find(BB); Join != LiveAtJoin.end()) {
        if (pruned(BB, Join->second, S)) {
          finish(Parent);
          break;
        }
        if (repeats(BB, Join->second, S, Parent)) {
          // Around a loop with a suspension, nothing else would end it.
          // Around one without, the verifier finds the same state only if
          // what the walk does not see is the same too; when it cannot be
          // sure, the path is left to the verifier and the walk goes on.
          const SourceLoop *L = innermost(Pred, BB);
          if (!L || !L->Suspends.empty())
            return {LoopVerdict::Unbounded, {Pred, BB}};
          if (sameAroundForVerifier(*L))
            return {LoopVerdict::Unbounded, {Pred, BB}, L};
          finish(Parent);
          break;
        }
        if (Records.size() < RecordLimit &&
            Records.size() * StateRanges < RangeBudget / 2) {
          Records.push_back({BB, S, Parent});
          Parent = &Records.back();
        }
      }
      for (const Instruction &I : *BB)
        if (!isa<PHINode>(I) && Slot.count(&I))
          set(S, &I, evaluate(S, I));

      // The successors this path can take, each with what it assumes.
      SmallVector<std::pair<const BasicBlock *, State>, 2> Next;
      const Instruction *T = BB->getTerminator();
      if (const auto *Br = dyn_cast<BranchInst>(T)) {
        if (Br->isUnconditional()) {
          Next.push_back({Br->getSuccessor(0), std::move(S)});
        } else {
          State N = S; // the false side narrows S itself
          if (assume(N, Br->getCondition(), true, BB) && refine(N, BB))
            Next.push_back({Br->getSuccessor(0), std::move(N)});
          if (assume(S, Br->getCondition(), false, BB) && refine(S, BB))
            Next.push_back({Br->getSuccessor(1), std::move(S)});
        }
      } else if (const auto *Sw = dyn_cast<SwitchInst>(T)) {
        ConstantRange C = get(S, Sw->getCondition());
        ConstantRange Cases = ConstantRange::getEmpty(C.getBitWidth());
        for (const auto &Case : Sw->cases()) {
          const APInt &V = Case.getCaseValue()->getValue();
          Cases = Cases.unionWith(ConstantRange(V));
          if (!C.contains(V))
            continue;
          State N = S;
          set(N, Sw->getCondition(), ConstantRange(V));
          if (!refine(N, BB))
            continue;
          Next.push_back({Case.getCaseSuccessor(), std::move(N)});
        }
        if (!(C.isSingleElement() && Cases.contains(*C.getSingleElement())))
          Next.push_back({Sw->getDefaultDest(), S});
      }
      // Returns (a suspension is one), unreachable, asm goto (may_goto), the
      // next step of an open-coded iterator: the path ends, the last two
      // because the verifier bounds those loops on its own.
      if (Next.empty() || IteratorSteps.count(BB)) {
        finish(Parent);
        break;
      }
      // Walk on where fewer loops are left to go around (a suspension, an
      // exit) and queue the rest: the walk ends paths early, the queue stays
      // short and finished paths are there to prune against.
      unsigned Here = Component.lookup(BB);
      auto Leaves = [&](const auto &X) {
        return Component.lookup(X.first) != Here;
      };
      if (Next.size() == 2) {
        if (!Leaves(Next[0]) && Leaves(Next[1]))
          std::swap(Next[0], Next[1]);
      } else {
        std::stable_partition(Next.begin(), Next.end(), Leaves);
      }
      for (unsigned I = 1; I < Next.size(); ++I) {
        if (Parent)
          ++Parent->Pending;
        if (isBackEdge(BB, Next[I].first))
          ++BackEdgeUses[{BB, Next[I].first}];
        Work.push_back({Next[I].first, BB, std::move(Next[I].second), Parent,
                        Q.Iterations + isBackEdge(BB, Next[I].first)});
        MaxWork = std::max(MaxWork, Work.size());
      }
      if (Work.size() * StateRanges > RangeBudget / 2)
        return tooComplex();
      if (isBackEdge(BB, Next[0].first)) {
        ++BackEdgeUses[{BB, Next[0].first}];
        if (++Q.Iterations > PathIterationLimit)
          return {LoopVerdict::Unbounded, {BB, Next[0].first}};
      }
      Pred = BB;
      BB = Next[0].first;
      S = std::move(Next[0].second);
    }
  }
  return {};
}

} // namespace

LoopVerdict
checkLoops(Function &Fn, ArrayRef<SourceLoop> Loops,
           ArrayRef<std::pair<const Value *, ConstantRange>> Known) {
  if (TraceWalk)
    errs() << Fn;
  Walker W(Fn, Loops, Known);
  WalkResult R = W.run();
  if (TraceWalk)
    W.printStats(errs());
  LoopVerdict V;
  V.Steps = W.steps();
  V.Queued = W.queued();
  if (R.Kind == LoopVerdict::Bounded)
    return V;
  if (R.Repeating) {
    V.Kind = LoopVerdict::Unbounded;
    V.Loop = R.Repeating;
    V.Repeats = true;
    return V;
  }
  const SourceLoop *Innermost = nullptr;
  for (const SourceLoop &L : Loops)
    if (L.Blocks.count(R.Edge.first) && L.Blocks.count(R.Edge.second) &&
        (!Innermost || L.Blocks.size() < Innermost->Blocks.size()))
      Innermost = &L;
  if (R.Kind == LoopVerdict::TooComplex && !Innermost) {
    // No back edge took the budget (a branchy body): name the outermost
    // loop with a suspension, or none.
    for (const SourceLoop &L : Loops)
      if (!L.Suspends.empty() &&
          (!Innermost || L.Blocks.size() > Innermost->Blocks.size()))
        Innermost = &L;
  }
  // A loop without a suspension is the verifier's to judge, also where the
  // walk's budget went around one: the walk keeps apart states the verifier
  // merges (it ignores values no later decision needs precisely) and gave
  // up on branchy count-down bodies the verifier walks in a thousand
  // instructions (extended fuzz seeds 577 and 579).
  if (!Innermost || Innermost->Suspends.empty())
    return V;
  V.Kind = R.Kind;
  V.Loop = Innermost;
  return V;
}

const SourceLoop *
findUnboundedLoop(Function &Fn, ArrayRef<SourceLoop> Loops,
                  ArrayRef<std::pair<const Value *, ConstantRange>> Known) {
  LoopVerdict V = checkLoops(Fn, Loops, Known);
  return V.Kind == LoopVerdict::Unbounded ? V.Loop : nullptr;
}

} // namespace bpfcoro
