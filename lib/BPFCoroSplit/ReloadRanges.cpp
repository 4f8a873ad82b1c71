//===- ReloadRanges.cpp - What a resume re-checks ---------------------------===//
//
// What holds of each saved integer at its suspension: its range (from
// LazyValueInfo, ScalarEvolution and the callers' arguments) and the
// comparisons of saved values that dominate the point (a loop's `i < n`).
// A frame is writable from user space and the verifier knows nothing of a
// value loaded from it, so a resume re-checks all of them, in an order the
// verifier can follow, before the body goes on; the users' demanded bits
// decide how narrow a slot can be.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "Support/Compares.h"
#include "Support/EmptyAsm.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;
using namespace llvm::PatternMatch;

static cl::opt<bool> CheckRangeFilter(
    "bpf-coro-check-range-filter", cl::Hidden, cl::init(false),
    cl::desc("Testing only: ask ScalarEvolution about every saved integer, "
             "also those RangeFilter skips, and stop with an error where "
             "its answer would have narrowed a range"));

namespace bpfcoro {

/// The union, over the calls of \p F that bpf_coro_start() wraps, of the
/// range of what each passes as \p A; the full set when nothing is known.
/// The coroutine is static and only ever started by those calls, so this is
/// the range the verifier checks the start with, and what a resume reads
/// back from the frame when \p A is saved.
ConstantRange callerRange(Function &F, Argument &A) {
  unsigned W = A.getType()->getIntegerBitWidth();
  ConstantRange CR = ConstantRange::getEmpty(W);
  // Other uses name the coroutine (resume, destroy) and pass no arguments;
  // any other use of it as a value is an error of its own.
  // The callers are not optimised yet (the split runs first): `co(x & 15)`
  // passes a truncation of the mask, whose range only its known bits tell.
  const DataLayout &DL = F.getDataLayout();
  for (User *Us : F.users())
    if (auto *Call = dyn_cast<CallInst>(Us);
        Call && Call->getCalledOperand() == &F) {
      Value *Arg = Call->getArgOperand(A.getArgNo());
      CR = CR.unionWith(
          computeConstantRange(Arg, /*ForSigned=*/false)
              .intersectWith(ConstantRange::fromKnownBits(
                  computeKnownBits(Arg, DL), /*IsSigned=*/false)));
    }
  return CR.isEmptySet() ? ConstantRange::getFull(W) : CR;
}

/// How much \p V adds to loop phi \p Phi (V is Phi plus steps through adds,
/// selects and phis of the loop), or nothing if it is not that.
static std::optional<ConstantRange> stepOver(Value *V, PHINode *Phi, Loop *L,
                                             LazyValueInfo &LVI,
                                             unsigned Depth = 0) {
  unsigned W = Phi->getType()->getIntegerBitWidth();
  if (V == Phi)
    return ConstantRange(APInt(W, 0));
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !L->contains(I) || Depth > 8)
    return std::nullopt;
  if (auto *Sel = dyn_cast<SelectInst>(I)) {
    auto T = stepOver(Sel->getTrueValue(), Phi, L, LVI, Depth + 1);
    auto F = stepOver(Sel->getFalseValue(), Phi, L, LVI, Depth + 1);
    if (!T || !F)
      return std::nullopt;
    return T->unionWith(*F);
  }
  if (auto *P = dyn_cast<PHINode>(I)) {
    std::optional<ConstantRange> R;
    for (Value *In : P->incoming_values()) {
      auto S = stepOver(In, Phi, L, LVI, Depth + 1);
      if (!S)
        return std::nullopt;
      R = R ? R->unionWith(*S) : *S;
    }
    return R;
  }
  if (I->getOpcode() == Instruction::Add)
    for (unsigned K = 0; K < 2; ++K)
      if (auto S = stepOver(I->getOperand(K), Phi, L, LVI, Depth + 1)) {
        ConstantRange X = LVI.getConstantRange(I->getOperand(1 - K), I,
                                               /*UndefAllowed=*/false);
        return S->add(X);
      }
  return std::nullopt;
}

/// The low \p Bits bits of \p V as a value of that width, if V is the same
/// value as another one's low bits (`x & 0xffffffff`, `zext (trunc x)`):
/// what a condition on `(__u32)x` says of it.
static Value *lowBitsSource(Value *V, unsigned Bits) {
  Value *X;
  const APInt *Mask;
  if (match(V, m_And(m_Value(X), m_APInt(Mask))) && Mask->isMask(Bits))
    return X;
  if (match(V, m_ZExt(m_Value(X))) &&
      X->getType()->getIntegerBitWidth() == Bits)
    return match(X, m_Trunc(m_Value(V))) ? V : X;
  return nullptr;
}

/// What \p Cmp, a compare of a value against a constant, says of the low
/// \p Bits bits of \p Of, given \p Holds (the compare's outcome): the
/// region of the compared value, through a constant added to it (`d - 101
/// u< -100`, InstCombine's form of `d == 0 || d > 100`), where that value
/// is Of or its truncation to those bits. Full where the compare says
/// nothing of them.
static ConstantRange lowBitsRegion(ICmpInst &Cmp, bool Holds, Value *Of,
                                   unsigned Bits) {
  auto *C = dyn_cast<ConstantInt>(Cmp.getOperand(1));
  ConstantRange Full = ConstantRange::getFull(Bits);
  if (!C || C->getBitWidth() != Bits)
    return Full;
  CmpInst::Predicate P =
      Holds ? Cmp.getPredicate() : Cmp.getInversePredicate();
  ConstantRange R = ConstantRange::makeExactICmpRegion(P, C->getValue());
  Value *T = Cmp.getOperand(0), *Sum;
  const APInt *Add;
  if (match(T, m_Add(m_Value(Sum), m_APInt(Add)))) {
    R = R.subtract(*Add);
    T = Sum;
  }
  Value *Wide;
  if (T == Of || (match(T, m_Trunc(m_Value(Wide))) && Wide == Of))
    return R;
  return Full;
}

/// The range of a select whose arms are a constant and the low bits of a
/// value its condition tests (`if (d == 0 || d > 100) d = 1;` for a u32 d
/// read from a u64: InstCombine selects between 1 and `x & 0xffffffff` on
/// `(u32)x - 101 u< -100`), each arm where the condition sends it: [1, 100].
/// LazyValueInfo relates the condition to the arm only when both name one
/// value, and without it a resume checks the reloaded divisor against
/// [0, 2^32) and a poked 0 divides by zero instead of being CORRUPT.
static ConstantRange clampedSelectRange(SelectInst &Sel) {
  unsigned W = Sel.getType()->getIntegerBitWidth();
  ConstantRange Full = ConstantRange::getFull(W);
  auto *Cmp = dyn_cast<ICmpInst>(Sel.getCondition());
  if (!Cmp || !Cmp->getOperand(0)->getType()->isIntegerTy())
    return Full;
  unsigned Bits = Cmp->getOperand(0)->getType()->getIntegerBitWidth();
  ConstantRange R = ConstantRange::getEmpty(W);
  for (bool Holds : {true, false}) {
    Value *Arm = Holds ? Sel.getTrueValue() : Sel.getFalseValue();
    if (auto *C = dyn_cast<ConstantInt>(Arm)) {
      R = R.unionWith(ConstantRange(C->getValue()));
      continue;
    }
    Value *Of = Bits < W ? lowBitsSource(Arm, Bits) : Arm;
    // Or fewer of them, where the condition keeps the value below them
    // (`c >= 6 ? 0 : c` of a u32 c read from a u64: `x & 7` beside the
    // test of `(u32)x`).
    Value *X;
    const APInt *Mask;
    std::optional<APInt> Fewer;
    if (!Of && Bits < W && match(Arm, m_And(m_Value(X), m_APInt(Mask))) &&
        Mask->isMask() && Mask->getActiveBits() < Bits) {
      Of = X;
      Fewer = Mask->trunc(Bits);
    }
    if (!Of)
      return Full;
    ConstantRange Region = lowBitsRegion(*Cmp, Holds, Of, Bits);
    if (Region.isFullSet())
      return Full;
    if (Fewer && (Region.isWrappedSet() || Region.getUnsignedMax().ugt(*Fewer)))
      Region = ConstantRange::getNonEmpty(APInt::getZero(Bits), *Fewer + 1);
    R = R.unionWith(Region.zextOrTrunc(W));
  }
  return R;
}

/// The range at \p At of a loop's phi that only some iterations step, each
/// by a bounded amount that is never negative (`if (c) p += 2`, an index or
/// a pointer's offset): no recurrence ScalarEvolution or LazyValueInfo can
/// bound, but with the loop's trip count bounded it lies between its start
/// and the start plus the trips times the largest step. Without it, a
/// resume reloads the offset of a pointer into a local unchecked, and the
/// verifier refuses the arithmetic ("math between fp pointer and register
/// with unbounded min value").
static ConstantRange steppedPhiRange(PHINode *Phi, Instruction *At,
                                     LoopInfo &LI, ScalarEvolution &SE,
                                     LazyValueInfo &LVI) {
  unsigned W = Phi->getType()->getIntegerBitWidth();
  ConstantRange Full = ConstantRange::getFull(W);
  Loop *L = LI.getLoopFor(Phi->getParent());
  if (!L || L->getHeader() != Phi->getParent() || !L->contains(At))
    return Full;
  const auto *Max =
      dyn_cast<SCEVConstant>(SE.getConstantMaxBackedgeTakenCount(L));
  if (!Max || Max->getAPInt().getActiveBits() > 16)
    return Full;
  uint64_t Trips = Max->getAPInt().getZExtValue();
  // With the header its only exit, the body runs on the first Trips
  // arrivals at the header; the phi is stepped at most Trips - 1 times.
  if (L->getExitingBlock() == L->getHeader() && At->getParent() != L->getHeader() &&
      Trips > 0)
    --Trips;
  ConstantRange Start = ConstantRange::getEmpty(W);
  std::optional<ConstantRange> Step;
  for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
    Value *In = Phi->getIncomingValue(K);
    BasicBlock *From = Phi->getIncomingBlock(K);
    if (!L->contains(From)) {
      Start = Start.unionWith(LVI.getConstantRange(In, From->getTerminator(),
                                                   /*UndefAllowed=*/false));
      continue;
    }
    auto S = stepOver(In, Phi, L, LVI);
    if (!S)
      return Full;
    Step = Step ? Step->unionWith(*S) : *S;
  }
  if (!Step || Start.isFullSet() || Start.isEmptySet() || Step->isFullSet() ||
      Step->getSignedMin().isNegative())
    return Full;
  // Each _ov call sets its flag, not ors into it: one flag per step (a
  // shared one forgot the product's overflow, and an 8-bit counter stepped
  // by 7 past its width was checked against [0, 87]: CORRUPT at 91).
  // And a trip count a W-bit signed value cannot hold steps past it.
  if (W < 64 && Trips >= (uint64_t(1) << (W - 1)))
    return Full;
  bool MulOverflow = false, AddOverflow = false;
  APInt Most = Step->getSignedMax().smul_ov(APInt(W, Trips), MulOverflow);
  APInt Hi = Start.getSignedMax().sadd_ov(Most, AddOverflow);
  if (MulOverflow || AddOverflow || Hi.isMaxSignedValue())
    return Full;
  return ConstantRange::getNonEmpty(Start.getSignedMin(), Hi + 1);
}

namespace {
/// A loop-header phi that is an affine recurrence of constants in its own
/// loop, whose trip count has a constant bound.
struct ConstantRecurrence {
  Loop *L;
  APInt Start, Step;
  APInt MaxBackedges; // ScalarEvolution's constant max backedge-taken count
};
} // namespace

static std::optional<ConstantRecurrence>
constantRecurrence(PHINode *Phi, LoopInfo &LI, ScalarEvolution &SE) {
  Loop *L = LI.getLoopFor(Phi->getParent());
  if (!L || L->getHeader() != Phi->getParent() ||
      !SE.isSCEVable(Phi->getType()))
    return std::nullopt;
  auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Phi));
  if (!AR || AR->getLoop() != L || !AR->isAffine())
    return std::nullopt;
  auto *Start = dyn_cast<SCEVConstant>(AR->getStart());
  auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
  auto *Max = dyn_cast<SCEVConstant>(SE.getConstantMaxBackedgeTakenCount(L));
  if (!Start || !Step || !Max)
    return std::nullopt;
  return ConstantRecurrence{L, Start->getAPInt(), Step->getAPInt(),
                            Max->getAPInt()};
}

/// The values loop-header phi \p Phi, an affine recurrence of constants, can
/// have at \p At below the header when the header is the loop's only exit:
/// those of the trips that stay in the loop, start + k * step for k below
/// the largest trip count. ScalarEvolution's range holds the value the
/// last trip leaves with, which the point never sees: a pointer stepped
/// beside the counter the header tests (`p++` with `i < 2`) was accepted at
/// &t[2] after a resume, and the verifier walked `*p` past the array.
static ConstantRange stayingRange(PHINode *Phi, Instruction *At, LoopInfo &LI,
                                  ScalarEvolution &SE) {
  unsigned W = Phi->getType()->getIntegerBitWidth();
  ConstantRange Full = ConstantRange::getFull(W);
  auto R = constantRecurrence(Phi, LI, SE);
  if (!R || !R->L->contains(At) || At->getParent() == R->L->getHeader() ||
      R->L->getExitingBlock() != R->L->getHeader() ||
      R->MaxBackedges.isZero() || R->MaxBackedges.getActiveBits() > W)
    return Full;
  ConstantRange Trips = ConstantRange::getNonEmpty(
      APInt(W, 0), R->MaxBackedges.zextOrTrunc(W));
  return ConstantRange(R->Start).add(ConstantRange(R->Step).multiply(Trips));
}

/// The range of values that phis feeding each other (a loop's counter, an
/// inner and an outer loop's phi of one variable) keep to when every step
/// around them moves the value the same way, by `add nsw`/`sub nsw`: a
/// count-down never rises above the largest value it starts from, whatever
/// the trip count. LazyValueInfo loses such a bound on the cycle through the
/// phis and ScalarEvolution sees no recurrence when a loop nest or a
/// conditional step carries it (`if (r > 64) r = 64; while (r-- > 0) { if
/// (r & 1) continue; yield(r); }`). Without it a resume reloads the counter
/// checked against [1, 2^31) only, and the verifier, like BPFCoroLoopBound,
/// counts it down from there and gives up.
class MonotoneBound {
public:
  explicit MonotoneBound(LazyValueInfo &LVI) : LVI(LVI) {}

  /// A range that holds of \p V at \p Ctx, or nothing when V is no such
  /// phi, no step of one, or the steps go both ways.
  std::optional<ConstantRange> rangeOf(Value *V, Instruction *Ctx) {
    if (!reachesPhi(V, 0))
      return std::nullopt;
    Members.clear();
    Failed = false;
    Shape Top = classify(V, Ctx, 0);
    if (!Top.Step || Failed)
      return std::nullopt;
    unsigned W = V->getType()->getIntegerBitWidth();
    ConstantRange Steps = ConstantRange::getEmpty(W);
    ConstantRange Starts = ConstantRange::getEmpty(W);
    for (unsigned I = 0; I < Members.size(); ++I) {
      PHINode *P = Members[I];
      for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
        Shape In = classify(P->getIncomingValue(K),
                            P->getIncomingBlock(K)->getTerminator(), 0);
        if (Failed || Members.size() > MaxMembers)
          return std::nullopt;
        if (In.Step)
          Steps = Steps.unionWith(*In.Step);
        if (In.Start)
          Starts = Starts.unionWith(*In.Start);
      }
    }
    if (Starts.isEmptySet() || Starts.isFullSet())
      return std::nullopt;
    ConstantRange Bound = Starts;
    if (!Steps.isEmptySet()) {
      if (Steps.getSignedMax().isNonPositive())
        Bound = ConstantRange::getNonEmpty(APInt::getSignedMinValue(W),
                                           Starts.getSignedMax() + 1);
      else if (Steps.getSignedMin().isNonNegative())
        Bound = ConstantRange::getNonEmpty(Starts.getSignedMin(),
                                           APInt::getSignedMinValue(W));
      else
        return std::nullopt;
    }
    ConstantRange R = Bound.addWithNoWrap(*Top.Step,
                                          OverflowingBinaryOperator::NoSignedWrap);
    if (Top.Start)
      R = R.unionWith(*Top.Start);
    return R;
  }

private:
  static constexpr unsigned MaxMembers = 16;
  static constexpr unsigned MaxDepth = 8;
  LazyValueInfo &LVI;
  SmallSetVector<PHINode *, 8> Members;
  bool Failed = false;

  /// A value as a member phi plus a step (the amount it adds), a start (a
  /// range from outside the phis), or either.
  struct Shape {
    std::optional<ConstantRange> Step, Start;
  };

  ConstantRange rangeAt(Value *V, Instruction *Ctx) {
    return LVI.getConstantRange(V, Ctx, /*UndefAllowed=*/false);
  }

  Shape classify(Value *V, Instruction *Ctx, unsigned Depth) {
    unsigned W = V->getType()->getIntegerBitWidth();
    if (auto *P = dyn_cast<PHINode>(V)) {
      Members.insert(P);
      return {ConstantRange(APInt(W, 0)), std::nullopt};
    }
    auto *BO = dyn_cast<BinaryOperator>(V);
    if (unsigned Ops = Depth < MaxDepth ? stepOperands(V) : 0) {
      bool IsSub = BO->getOpcode() == Instruction::Sub;
      // The operand that leads back to a member.
      for (unsigned K = 0; K < Ops; ++K) {
        if (!reachesPhi(BO->getOperand(K), Depth + 1))
          continue;
        Shape S = classify(BO->getOperand(K), BO, Depth + 1);
        ConstantRange By = rangeAt(BO->getOperand(1 - K), BO);
        if (IsSub) {
          // `x - INT_MIN` adds 2^31, which the negation would not show.
          if (By.contains(APInt::getSignedMinValue(W))) {
            Failed = true;
            return {};
          }
          By = ConstantRange(APInt(W, 0)).sub(By);
        }
        // The steps of one chain sum without wrapping, or their sign says
        // nothing (-2^31 then -1 would wrap to a positive sum).
        if (S.Step) {
          if (S.Step->signedAddMayOverflow(By) !=
              ConstantRange::OverflowResult::NeverOverflows) {
            Failed = true;
            return {};
          }
          S.Step = S.Step->add(By);
        }
        if (S.Start)
          S.Start = rangeAt(V, Ctx);
        return S;
      }
    }
    if (auto *Sel = dyn_cast<SelectInst>(V); Sel && Depth < MaxDepth) {
      Shape T = classify(Sel->getTrueValue(), Sel, Depth + 1);
      Shape F = classify(Sel->getFalseValue(), Sel, Depth + 1);
      auto Union = [](const std::optional<ConstantRange> &A,
                      const std::optional<ConstantRange> &B) {
        if (!A || !B)
          return A ? A : B;
        return std::optional<ConstantRange>(A->unionWith(*B));
      };
      return {Union(T.Step, F.Step), Union(T.Start, F.Start)};
    }
    return {std::nullopt, rangeAt(V, Ctx)};
  }

  /// How many of \p V's first operands a member can be reached through as
  /// a step: both of an add nsw, the first of a sub nsw, none otherwise.
  static unsigned stepOperands(Value *V) {
    auto *BO = dyn_cast<BinaryOperator>(V);
    if (!BO || !BO->hasNoSignedWrap())
      return 0;
    return BO->getOpcode() == Instruction::Add   ? 2
           : BO->getOpcode() == Instruction::Sub ? 1
                                                 : 0;
  }

  /// Whether \p V is a phi or an add/sub/select chain with one.
  static bool reachesPhi(Value *V, unsigned Depth) {
    if (isa<PHINode>(V))
      return true;
    if (Depth >= MaxDepth)
      return false;
    if (auto *Sel = dyn_cast<SelectInst>(V))
      return reachesPhi(Sel->getTrueValue(), Depth + 1) ||
             reachesPhi(Sel->getFalseValue(), Depth + 1);
    for (unsigned K = 0, Ops = stepOperands(V); K < Ops; ++K)
      if (reachesPhi(cast<BinaryOperator>(V)->getOperand(K), Depth + 1))
        return true;
    return false;
  }
};

/// What `A != B` says at a point in a loop where \p Br, testing it, exits
/// the loop on `A == B` once per iteration: with A counted by one from a
/// start on B's side of it (`for (i = 0; i != m; i++)`), A never passes B,
/// so inside the loop A u< B (or u> B counting down). The verifier, which
/// walked the plain loop with i exact, needs that order after a resume
/// reloads i and m as ranges: `i + 1 != m` never stops a walk with both
/// imprecise (buf[i + 1] reaches past buf). Nothing when that is not so.
static std::optional<CmpInst::Predicate> countedPastBound(BranchInst &Br,
                                                          Value *A, Value *B,
                                                          ScalarEvolution &SE,
                                                          DominatorTree &DT) {
  if (!A->getType()->isIntegerTy() || !SE.isSCEVable(A->getType()))
    return std::nullopt;
  auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(A));
  if (!AR || !AR->isAffine())
    return std::nullopt;
  const Loop *L = AR->getLoop();
  BasicBlock *Latch = L->getLoopLatch();
  auto *Cmp = cast<ICmpInst>(Br.getCondition());
  BasicBlock *Eq =
      Br.getSuccessor(Cmp->getPredicate() == CmpInst::ICMP_EQ ? 0 : 1);
  if (!Latch || !L->contains(&Br) || L->contains(Eq) ||
      !DT.dominates(Br.getParent(), Latch))
    return std::nullopt;
  const SCEV *Bound = SE.getSCEV(B);
  if (!SE.isLoopInvariant(Bound, L))
    return std::nullopt;
  const SCEV *Step = AR->getStepRecurrence(SE);
  const SCEV *Start = AR->getStart();
  if (Step->isOne() &&
      SE.isLoopEntryGuardedByCond(L, CmpInst::ICMP_ULE, Start, Bound))
    return CmpInst::ICMP_ULT;
  if (Step->isAllOnesValue() &&
      SE.isLoopEntryGuardedByCond(L, CmpInst::ICMP_UGE, Start, Bound))
    return CmpInst::ICMP_UGT;
  return std::nullopt;
}

/// Calls \p Each with the conditional branches that decide the edge from
/// \p From to \p To: From's own (the side towards To), then those into
/// From (forEachBranchInto). Stops where Each returns false.
static void forEachBranchOnEdge(BasicBlock *From, BasicBlock *To,
                                DominatorTree &DT,
                                function_ref<bool(BranchInst &, bool)> Each) {
  if (auto *Br = dyn_cast<BranchInst>(From->getTerminator());
      Br && Br->isConditional() && Br->getSuccessor(0) != Br->getSuccessor(1))
    if (!Each(*Br, Br->getSuccessor(0) == To))
      return;
  forEachBranchInto(From, DT, Each);
}

/// \p V if it is a sign or zero extension.
static CastInst *asExtension(Value *V) {
  return isa<SExtInst>(V) || isa<ZExtInst>(V) ? cast<CastInst>(V) : nullptr;
}

/// What \p Region, holding for extension \p Ext, says of Ext's source (a
/// 16-bit counter compared as an int).
static ConstantRange sourceRegion(CastInst &Ext, const ConstantRange &Region) {
  unsigned From = Ext.getSrcTy()->getIntegerBitWidth();
  ConstantRange Image = ConstantRange::getFull(From).castOp(
      Ext.getOpcode(), Region.getBitWidth());
  return Region.intersectWith(Image).truncate(From);
}

/// What compare \p Cmp of two addresses, \p Holds or not, says of the one
/// index between them: both into one object, their offsets from it apart by
/// Scale * X + a constant (`p + 2 > end` of a cursor p = &buf[x] and end =
/// &buf[20]: 2 + x > 20), X the index or what it extends. The addresses
/// compare as their offsets do: an object lies far from either end of the
/// address space. Nothing when that is not so.
static std::optional<std::pair<Value *, ConstantRange>>
offsetCompared(ICmpInst &Cmp, bool Holds, const DataLayout &DL) {
  unsigned Bits = DL.getIndexTypeSizeInBits(Cmp.getOperand(0)->getType());
  // Base, variable terms and constant of each side.
  auto Decompose = [&](Value *P, SmallMapVector<Value *, APInt, 4> &Vars,
                       APInt &Const) {
    while (auto *G = dyn_cast<GEPOperator>(P)) {
      if (!G->collectOffset(DL, Bits, Vars, Const))
        return static_cast<Value *>(nullptr);
      P = G->getPointerOperand();
    }
    return P;
  };
  SmallMapVector<Value *, APInt, 4> VA, VB;
  APInt CA(Bits, 0), CB(Bits, 0);
  Value *BA = Decompose(Cmp.getOperand(0), VA, CA);
  Value *BB = Decompose(Cmp.getOperand(1), VB, CB);
  if (!BA || BA != BB || !(isa<AllocaInst>(BA) || isa<GlobalVariable>(BA)))
    return std::nullopt;
  for (auto &[V, S] : VB) {
    auto [It, New] = VA.try_emplace(V, -S);
    if (!New)
      It->second -= S;
  }
  VA.remove_if([](const auto &E) { return E.second.isZero(); });
  if (VA.size() != 1 || VA.front().second.isNegative())
    return std::nullopt;
  auto [X, Scale] = VA.front();
  if (X->getType()->getIntegerBitWidth() != Bits)
    return std::nullopt;
  // Scale * X + CA pred CB, the offsets signed.
  CmpInst::Predicate P =
      Holds ? Cmp.getPredicate() : Cmp.getInversePredicate();
  if (ICmpInst::isUnsigned(P))
    P = ICmpInst::getSignedPredicate(P);
  if (P == CmpInst::ICMP_NE)
    return std::nullopt;
  ConstantRange Region = ConstantRange::makeExactICmpRegion(P, CB - CA);
  if (Region.isFullSet())
    return std::nullopt;
  Region = Region.sdiv(ConstantRange(Scale));
  if (CastInst *Ext = asExtension(X))
    return std::pair(Ext->getOperand(0), sourceRegion(*Ext, Region));
  return std::pair(X, Region);
}

/// Narrows what \p Facts says of \p X by \p R.
static void constrain(DenseMap<Value *, ConstantRange> &Facts, Value *X,
                      const ConstantRange &R, unsigned Depth = 0) {
  auto It = Facts.try_emplace(X, R).first;
  It->second = It->second.intersectWith(R);
  // And of what X adds a constant to, exactly (modular arithmetic either
  // way): `h + 3 > 4` says h > 1 of an unsigned h, whose wrap `h += 3; if
  // (h >= 5) h -= 5` the optimiser made `h + 3 > 4 ? h - 2 : h + 3`.
  const APInt *C;
  Value *Y;
  if (Depth < 2 && match(X, m_Add(m_Value(Y), m_APInt(C))))
    constrain(Facts, Y, R.sub(ConstantRange(*C)), Depth + 1);
  else if (Depth < 2 && match(X, m_Sub(m_Value(Y), m_APInt(C))))
    constrain(Facts, Y, R.add(ConstantRange(*C)), Depth + 1);
}

/// The operand of \p BO that is the extension of the condition it steps
/// by, as `x + zext(c)` or `x - zext(c)` (or a sign extension) of an i1 c:
/// a step taken only where c holds. Its index in \p K.
static CastInst *guardedStep(BinaryOperator &BO, unsigned &K) {
  if (BO.getOpcode() != Instruction::Add && BO.getOpcode() != Instruction::Sub)
    return nullptr;
  for (K = BO.getOpcode() == Instruction::Sub; K < 2; ++K)
    if (CastInst *Ext = asExtension(BO.getOperand(K));
        Ext && Ext->getSrcTy()->isIntegerTy(1) &&
        !asExtension(BO.getOperand(1 - K)))
      return Ext;
  return nullptr;
}

/// Calls \p Each with every compare \p Cond being \p Holds implies: Cond
/// itself, or the compares of the halves of a conjunction that held or of
/// a disjunction that failed.
static void forEachImpliedCompare(Value *Cond, bool Holds,
                                  function_ref<void(ICmpInst &)> Each) {
  using namespace PatternMatch;
  Value *A, *B;
  if ((Holds && match(Cond, m_LogicalAnd(m_Value(A), m_Value(B)))) ||
      (!Holds && match(Cond, m_LogicalOr(m_Value(A), m_Value(B))))) {
    forEachImpliedCompare(A, Holds, Each);
    forEachImpliedCompare(B, Holds, Each);
  } else if (auto *Cmp = dyn_cast<ICmpInst>(Cond)) {
    Each(*Cmp);
  }
}

/// Adds to \p Facts what \p Cond being \p Truth says of values compared
/// with a constant.
static void assumeCondition(Value *Cond, bool Truth,
                            DenseMap<Value *, ConstantRange> &Facts) {
  forEachImpliedCompare(Cond, Truth, [&](ICmpInst &Cmp) {
    auto *Const = dyn_cast<ConstantInt>(Cmp.getOperand(1));
    if (!Const)
      return;
    ICmpInst::Predicate P =
        Truth ? Cmp.getPredicate() : Cmp.getInversePredicate();
    Value *X = Cmp.getOperand(0);
    ConstantRange Region =
        ConstantRange::makeExactICmpRegion(P, Const->getValue());
    constrain(Facts, X, Region);
    if (CastInst *Ext = asExtension(X))
      constrain(Facts, Ext->getOperand(0), sourceRegion(*Ext, Region));
  });
}

/// Whether \p V is a choice on a compare with a constant.
static bool choosesOnConstCompare(const Value *V) {
  auto *Sel = dyn_cast<SelectInst>(V);
  auto *Cmp = Sel ? dyn_cast<ICmpInst>(Sel->getCondition()) : nullptr;
  return Cmp && isa<ConstantInt>(Cmp->getOperand(1));
}

/// \p Known and what arm \p Truth of \p Sel, a choice on a compare with a
/// constant, says of the value compared (`i == 2 ? 0 : i + 1`: i is not 2
/// in the false arm).
static DenseMap<Value *, ConstantRange>
underArm(const SelectInst &Sel, bool Truth,
         const DenseMap<Value *, ConstantRange> &Known) {
  auto *Cmp = cast<ICmpInst>(Sel.getCondition());
  ConstantRange Holds = ConstantRange::makeExactICmpRegion(
      Cmp->getPredicate(), cast<ConstantInt>(Cmp->getOperand(1))->getValue());
  DenseMap<Value *, ConstantRange> With = Known;
  constrain(With, Cmp->getOperand(0), Truth ? Holds : Holds.inverse());
  return With;
}

/// A range that holds \p Start and that \p Next maps into itself:
/// candidates grow from Start, one application of Next at a time, up to
/// \p Rounds; then the full range is tried.
static std::optional<ConstantRange>
closedRange(const ConstantRange &Start,
            function_ref<ConstantRange(const ConstantRange &)> Next,
            unsigned Rounds) {
  ConstantRange Candidate = Start;
  for (unsigned Round = 0; Round < Rounds; ++Round) {
    ConstantRange After = Next(Candidate);
    if (Candidate.contains(After))
      return Candidate;
    Candidate = Candidate.unionWith(After);
  }
  ConstantRange After =
      Next(ConstantRange::getFull(Start.getBitWidth()));
  if (!After.isFullSet() && After.contains(Next(After)))
    return After;
  return std::nullopt;
}

/// A range that holds for loop-header phi \p Phi on every iteration, found
/// by induction: the values it starts from are in it, and if Phi is in it,
/// so is every value the loop's back edges give it back, evaluated with
/// ConstantRange arithmetic over the ops between (adds, masks, remainders,
/// casts, selects on a compare with a constant) and narrowed by the
/// compares the way to each back edge passes: with a constant, or with a
/// bound whose own range limits the value (`(int)j < b`, b at most 16),
/// and through the extension a narrow counter is compared in. Candidates
/// grow from the start values, one evaluation at a time, up to MaxRounds;
/// then the full range is tried (enough for `(i + 1) % 10`). What a
/// wrapping ring index has (`if (++i == 10) i = 0`, `i = i == 2 ? 0 :
/// i + 1`, a guarded push `if (sp < 6) st[sp++] = v`) and neither
/// LazyValueInfo, which gives up on the loop's cycle, nor ScalarEvolution,
/// which sees no recurrence, finds: unchecked after a resume, the reloaded
/// index addressed a local array beyond its end ("invalid unbounded
/// variable-offset write to stack").
/// Sound because only Phi's own cycle is crossed, under the hypothesis,
/// and an inner loop's cycle under its own: every other value is
/// evaluated within one iteration (an inner loop's header phi by the same
/// induction, its back edges under their own compares only, since the
/// compares around it are about this iteration's values and not the
/// earlier ones'; anything it cannot look into takes LazyValueInfo's
/// range), and a compare constrains a value only where its side dominates
/// the edge or arm being evaluated.
/// With \p Of, the range of Of, a value Phi's loop computes, given that
/// range of Phi (the value Phi goes round with, saved in the middle of an
/// iteration: `pos = (pos + 1) % 5` before a suspension, which the
/// optimiser made `pos + 1 == 5 ? 0 : pos + 1`). \p Nest counts the
/// inductions this one gives a start to.
static std::optional<ConstantRange>
inductiveRange(PHINode *Phi, LoopInfo &LI, DominatorTree &DT,
               LazyValueInfo &LVI, ScalarEvolution &SE,
               const SmallPtrSetImpl<const BasicBlock *> &Irreducible,
               Value *Of = nullptr, unsigned Nest = 0) {
  constexpr unsigned MaxRounds = 64, MaxDepth = 8, MaxNest = 4;
  Loop *L = LI.getLoopFor(Phi->getParent());
  if (!L || L->getHeader() != Phi->getParent() ||
      !Phi->getType()->isIntegerTy())
    return std::nullopt;
  unsigned Bits = Phi->getType()->getIntegerBitWidth();
  // What the compares on the way into a block say of the values they test.
  DenseMap<std::pair<BasicBlock *, BasicBlock *>,
           DenseMap<Value *, ConstantRange>>
      EdgeFacts;
  auto Constraints =
      [&](BasicBlock *Pred,
          BasicBlock *To) -> const DenseMap<Value *, ConstantRange> & {
    auto [Cached, New] = EdgeFacts.try_emplace({Pred, To});
    if (!New)
      return Cached->second;
    DenseMap<Value *, ConstantRange> C;
    // Each compare the branch's side implies (both halves of `op == 1 &&
    // d < 4` where it held).
    auto AddCompare = [&](BranchInst &Br, ICmpInst *Cmp, bool Holds) {
      if (!Cmp->getOperand(0)->getType()->isIntegerTy())
        return;
      for (unsigned K = 0; K < 2; ++K) {
        ICmpInst::Predicate P =
            K == 0 ? Cmp->getPredicate() : Cmp->getSwappedPredicate();
        if (!Holds)
          P = ICmpInst::getInversePredicate(P);
        // Against a bound that is not a constant, what any value in the
        // bound's range allows (`(int)j < b`, b clamped to 16: j < 16).
        // Its range where it is defined too: LazyValueInfo gives up at the
        // branch when that is in a loop header, on the loop's cycle.
        Value *Other = Cmp->getOperand(1 - K);
        ConstantRange Region = ConstantRange::getFull(
            Other->getType()->getIntegerBitWidth());
        if (auto *Const = dyn_cast<ConstantInt>(Other)) {
          Region = ConstantRange::makeExactICmpRegion(P, Const->getValue());
        } else {
          ConstantRange Bound =
              LVI.getConstantRange(Other, &Br, /*UndefAllowed=*/false);
          if (auto *Def = dyn_cast<Instruction>(Other);
              Def && !Def->isTerminator())
            Bound = Bound.intersectWith(LVI.getConstantRange(
                Other, Def->getNextNode(), /*UndefAllowed=*/false));
          // And a counter of the loop's own (`for (; sp > r; sp--)` in a
          // loop over r from 0 to 2): LazyValueInfo loses it on the cycle,
          // ScalarEvolution has it as a recurrence.
          if (SE.isSCEVable(Other->getType())) {
            const SCEV *S = SE.getSCEV(Other);
            Bound = Bound.intersectWith(SE.getSignedRange(S))
                        .intersectWith(SE.getUnsignedRange(S));
          }
          Region = ConstantRange::makeAllowedICmpRegion(P, Bound);
        }
        if (Region.isFullSet())
          continue;
        Value *X = Cmp->getOperand(K);
        constrain(C, X, Region);
        // And of an extended value's source.
        if (CastInst *Ext = asExtension(X))
          constrain(C, Ext->getOperand(0), sourceRegion(*Ext, Region));
      }
    };
    auto Add = [&](BranchInst &Br, bool Holds) {
      forEachImpliedCompare(Br.getCondition(), Holds, [&](ICmpInst &Cmp) {
        AddCompare(Br, &Cmp, Holds);
      });
      return true;
    };
    forEachBranchOnEdge(Pred, To, DT, Add);
    return Cached->second = std::move(C);
  };
  // Phi's values from outside the loop, and the back edges.
  ConstantRange Start = ConstantRange::getEmpty(Bits);
  SmallVector<std::pair<Value *, DenseMap<Value *, ConstantRange>>, 2> Back;
  for (unsigned I = 0; I < Phi->getNumIncomingValues(); ++I) {
    BasicBlock *From = Phi->getIncomingBlock(I);
    Value *In = Phi->getIncomingValue(I);
    if (L->contains(From)) {
      Back.push_back({In, Constraints(From, Phi->getParent())});
      continue;
    }
    ConstantRange R = LVI.getConstantRangeOnEdge(In, From, Phi->getParent());
    // A start that is another loop's phi, the enclosing loop's or one that
    // ran before this one: by that loop's induction (a depth pushed in the
    // loop and popped in an inner loop that suspends, saved as the inner
    // loop's phi; one pushed in a loop and popped in the next). The value
    // a loop leaves with is one its header had.
    if (auto *Other = dyn_cast<PHINode>(In);
        Other && Other != Phi && !R.isSingleElement() &&
        LI.isLoopHeader(Other->getParent()) && Nest < MaxNest)
      if (auto OR = inductiveRange(Other, LI, DT, LVI, SE, Irreducible,
                                   nullptr, Nest + 1))
        R = R.intersectWith(*OR);
    Start = Start.unionWith(R);
  }
  if (Back.empty() || Start.isFullSet())
    return std::nullopt;

  // The range of V given the header phis in Assumed (Phi, and the inner
  // loops' being evaluated) and what holds on the way (Known).
  using PhiRanges = SmallDenseMap<Value *, ConstantRange, 2>;
  std::function<ConstantRange(Value *, const PhiRanges &,
                              const DenseMap<Value *, ConstantRange> &,
                              unsigned)>
      Eval;
  // An inner loop's header phi, by the same induction over its own loop:
  // its values from outside that loop under what is assumed here, its
  // back edges each under the compares on the way to it only (those
  // around, about this iteration's values, do not hold for the earlier
  // ones: nested `s += i + j` was "checked" to be 0). A stack depth pushed
  // in the loop and popped in an inner `while (depth > 0)`.
  auto InnerHeader = [&](PHINode *In, const PhiRanges &Assumed,
                         unsigned Depth) -> std::optional<ConstantRange> {
    constexpr unsigned MaxInnerRounds = 16;
    constexpr uint64_t MaxInnerValues = 1 << 16;
    Loop *Inner = LI.getLoopFor(In->getParent());
    unsigned W = In->getType()->getIntegerBitWidth();
    ConstantRange InStart = ConstantRange::getEmpty(W);
    SmallVector<std::pair<Value *, BasicBlock *>, 2> InBack;
    for (unsigned K = 0; K < In->getNumIncomingValues(); ++K) {
      BasicBlock *From = In->getIncomingBlock(K);
      if (Inner->contains(From))
        InBack.push_back({In->getIncomingValue(K), From});
      else {
        DenseMap<Value *, ConstantRange> Facts =
            Constraints(From, In->getParent());
        InStart = InStart.unionWith(
            Eval(In->getIncomingValue(K), Assumed, Facts, Depth + 1));
      }
    }
    auto InNext = [&](const ConstantRange &C) {
      PhiRanges With = Assumed;
      With.insert({In, C});
      ConstantRange R = InStart;
      for (auto [V, From] : InBack) {
        DenseMap<Value *, ConstantRange> Facts =
            Constraints(From, In->getParent());
        R = R.unionWith(Eval(V, With, Facts, Depth + 1));
      }
      return R;
    };
    // Only a range an index has: a wide one is no bound the verifier
    // needs, and checked after a resume it costs the verifier states (a
    // random program's check of [0, 2^29) went past a million processed
    // instructions from 770,000).
    auto Small = [](const ConstantRange &R) -> std::optional<ConstantRange> {
      if (R.isSizeLargerThan(MaxInnerValues))
        return std::nullopt;
      return R;
    };
    if (std::optional<ConstantRange> R =
            closedRange(InStart, InNext, MaxInnerRounds))
      return Small(*R);
    return std::nullopt;
  };
  Eval = [&](Value *V, const PhiRanges &Assumed,
             const DenseMap<Value *, ConstantRange> &Known,
             unsigned Depth) -> ConstantRange {
    unsigned W = V->getType()->getIntegerBitWidth();
    ConstantRange R = ConstantRange::getFull(W);
    if (auto *C = dyn_cast<ConstantInt>(V))
      return ConstantRange(C->getValue());
    if (auto *I = dyn_cast<Instruction>(V);
        I && Irreducible.count(I->getParent()))
      return I->isTerminator() ? R
                               : LVI.getConstantRange(V, I->getNextNode(),
                                                      /*UndefAllowed=*/false);
    if (auto It = Assumed.find(V); It != Assumed.end())
      R = It->second;
    else if (auto *I = dyn_cast<Instruction>(V);
             I && Depth < MaxDepth && L->contains(I)) {
      auto Op = [&](unsigned K) {
        return Eval(I->getOperand(K), Assumed, Known, Depth + 1);
      };
      auto *BO = dyn_cast<BinaryOperator>(I);
      unsigned K = 0;
      if (CastInst *Step = BO ? guardedStep(*BO, K) : nullptr) {
        // A step taken where a condition holds, made branchless (`if (ok
        // && j < 9) j++` as `j + zext(ok && j < 9)`): each arm under what
        // the condition says there. (The other operand may be a cast too:
        // the truncation of a value read from memory, whose step once
        // stood for the whole sum, fuzz seed 30388.)
        R = ConstantRange::getEmpty(W);
        for (bool Truth : {true, false}) {
          DenseMap<Value *, ConstantRange> With = Known;
          assumeCondition(Step->getOperand(0), Truth, With);
          ConstantRange Ext = ConstantRange(APInt(1, Truth))
                                  .castOp(Step->getOpcode(), W);
          ConstantRange Other =
              Eval(BO->getOperand(1 - K), Assumed, With, Depth + 1);
          R = R.unionWith(K == 1 ? Other.binaryOp(BO->getOpcode(), Ext)
                                 : Ext.binaryOp(BO->getOpcode(), Other));
        }
      } else if (BO && any_of(BO->operands(), choosesOnConstCompare)) {
        // Both operands under each arm of a choice one of them makes on a
        // compare: `i + (i > 3 ? -4 : 3)` of `i += 3; if (i >= 7) i -= 7`
        // is i - 4 where i > 3 and i + 3 elsewhere, [0, 6], not the
        // [-4, 9] of the operands apart.
        unsigned K = choosesOnConstCompare(BO->getOperand(0)) ? 0 : 1;
        auto *Sel = cast<SelectInst>(BO->getOperand(K));
        R = ConstantRange::getEmpty(W);
        for (bool Truth : {true, false}) {
          DenseMap<Value *, ConstantRange> With = underArm(*Sel, Truth, Known);
          ConstantRange Arm = Eval(Truth ? Sel->getTrueValue()
                                         : Sel->getFalseValue(),
                                   Assumed, With, Depth + 1);
          ConstantRange Other =
              Eval(BO->getOperand(1 - K), Assumed, With, Depth + 1);
          R = R.unionWith(K == 0 ? Arm.binaryOp(BO->getOpcode(), Other)
                                 : Other.binaryOp(BO->getOpcode(), Arm));
        }
      } else if (BO)
        R = Op(0).binaryOp(BO->getOpcode(), Op(1));
      else if (auto *Cast = dyn_cast<CastInst>(I);
               Cast && Cast->getSrcTy()->isIntegerTy())
        R = Op(0).castOp(Cast->getOpcode(), W);
      else if (auto *Sel = dyn_cast<SelectInst>(I)) {
        // Each arm where the compare says.
        if (choosesOnConstCompare(Sel)) {
          R = ConstantRange::getEmpty(W);
          for (bool Truth : {true, false})
            R = R.unionWith(Eval(Truth ? Sel->getTrueValue()
                                       : Sel->getFalseValue(),
                                 Assumed, underArm(*Sel, Truth, Known),
                                 Depth + 1));
        } else {
          R = Op(1).unionWith(Op(2));
        }
      } else if (auto *In = dyn_cast<PHINode>(I);
                 In && !LI.isLoopHeader(In->getParent())) {
        // A join inside the loop: each value where its edge says. Not an
        // inner loop's header: going round its cycle, the compares on the
        // way (about this iteration's values) would be applied to the
        // previous iteration's (nested `s += i + j` was "checked" to be 0).
        R = ConstantRange::getEmpty(W);
        for (unsigned K = 0; K < In->getNumIncomingValues(); ++K) {
          DenseMap<Value *, ConstantRange> With =
              Constraints(In->getIncomingBlock(K), In->getParent());
          for (auto &[X, C] : Known)
            constrain(With, X, C);
          R = R.unionWith(
              Eval(In->getIncomingValue(K), Assumed, With, Depth + 1));
        }
      } else if (auto *MM = dyn_cast<MinMaxIntrinsic>(I))
        R = ConstantRange::intrinsic(MM->getIntrinsicID(), {Op(0), Op(1)});
      else if (auto *In = dyn_cast<PHINode>(I);
               In && LI.getLoopFor(In->getParent()) != L &&
               Assumed.size() == 1 && Depth + 2 < MaxDepth) {
        // One inner loop deep: each level multiplies the evaluations.
        std::optional<ConstantRange> Inner = InnerHeader(In, Assumed, Depth);
        R = Inner ? *Inner
                  : LVI.getConstantRange(V, I->getNextNode(),
                                         /*UndefAllowed=*/false);
      } else
        R = LVI.getConstantRange(V, I->getNextNode(), /*UndefAllowed=*/false);
    } else if (auto *I = dyn_cast<Instruction>(V); I && !I->isTerminator())
      R = LVI.getConstantRange(V, I->getNextNode(), /*UndefAllowed=*/false);
    if (auto It = Known.find(V); It != Known.end())
      R = R.intersectWith(It->second);
    return R;
  };
  auto Next = [&](const ConstantRange &C) {
    PhiRanges Assumed;
    Assumed.insert({Phi, C});
    ConstantRange R = Start;
    for (auto &[In, Known] : Back)
      R = R.unionWith(Eval(In, Assumed, Known, 0));
    return R;
  };
  const DenseMap<Value *, ConstantRange> Anywhere;
  auto Found = [&](const ConstantRange &R) {
    if (!Of)
      return R;
    PhiRanges Assumed;
    Assumed.insert({Phi, R});
    return Eval(Of, Assumed, Anywhere, 0);
  };
  if (std::optional<ConstantRange> R = closedRange(Start, Next, MaxRounds))
    return Found(*R);
  return std::nullopt;
}

/// The header phi of a loop that \p V is the value of on a back edge, if
/// any.
static PHINode *goesRoundAs(Value *V, LoopInfo &LI) {
  for (User *U : V->users())
    if (auto *Phi = dyn_cast<PHINode>(U))
      if (Loop *L = LI.getLoopFor(Phi->getParent());
          L && L->getHeader() == Phi->getParent())
        for (unsigned I = 0; I < Phi->getNumIncomingValues(); ++I)
          if (Phi->getIncomingValue(I) == V &&
              L->contains(Phi->getIncomingBlock(I)))
            return Phi;
  return nullptr;
}

/// The least value of a count-down: phis feeding each other (\p V's, or
/// those of the phi V adds a constant to), where each value is a start from
/// outside or a member minus one, and each minus one flows only where a
/// test of that member ruled out the floor (`n != 0`, `n > 0`). The floor
/// is the largest value at or below every start that all the steps' tests
/// rule out; the members never go below it, however often they step and
/// whichever loop of a nest steps them. MonotoneBound gives the other side
/// (the largest start). ScalarEvolution sees no recurrence where a nest
/// carries the counter (a `continue` LLVM made an inner loop) and its range
/// of one it does see subtracts the largest trip count from the smallest
/// start ([-2, 2] for a start in [0, 2]): the verifier counts a reloaded
/// -2 down for ever without meeting the exit.
static std::optional<APInt> countDownFloor(Value *V, LazyValueInfo &LVI,
                                           DominatorTree &DT) {
  // A member minus a constant stays that much above the floor (plus one
  // could wrap past the largest value).
  APInt Offset(V->getType()->getIntegerBitWidth(), 0);
  const APInt *Minus;
  if (match(V, m_Add(m_Value(), m_APInt(Minus))) && Minus->isNonPositive() &&
      isa<PHINode>(cast<BinaryOperator>(V)->getOperand(0))) {
    Offset = *Minus;
    V = cast<BinaryOperator>(V)->getOperand(0);
  }
  auto *Top = dyn_cast<PHINode>(V);
  if (!Top)
    return std::nullopt;
  constexpr unsigned MaxMembers = 16;
  SmallSetVector<PHINode *, 8> Members;
  Members.insert(Top);
  std::optional<APInt> MinStart;
  // Per step, the sets of values its member is known to be in where the
  // step flows (any one of them ruling out the floor will do).
  SmallVector<SmallVector<ConstantRange, 2>, 4> StepGuards;
  for (unsigned I = 0; I < Members.size(); ++I) {
    PHINode *P = Members[I];
    for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
      Value *In = P->getIncomingValue(K);
      BasicBlock *From = P->getIncomingBlock(K);
      if (auto *Q = dyn_cast<PHINode>(In)) {
        Members.insert(Q);
        if (Members.size() > MaxMembers)
          return std::nullopt;
        continue;
      }
      auto *Step = dyn_cast<BinaryOperator>(In);
      auto *X = Step && Step->getOpcode() == Instruction::Add &&
                        match(Step->getOperand(1), m_AllOnes())
                    ? dyn_cast<PHINode>(Step->getOperand(0))
                    : nullptr;
      if (!X) {
        ConstantRange R = LVI.getConstantRangeOnEdge(In, From, P->getParent());
        APInt Min = R.getSignedMin();
        if (!MinStart || Min.slt(*MinStart))
          MinStart = Min;
        continue;
      }
      Members.insert(X);
      if (Members.size() > MaxMembers)
        return std::nullopt;
      // What the branches that decide the step's edge say of X: From's
      // own, on its way to P, and those into From.
      SmallVector<ConstantRange, 2> Guards;
      auto Guard = [&](BranchInst &Br, bool Holds) {
        auto *Cmp = dyn_cast<ICmpInst>(Br.getCondition());
        auto *C = Cmp ? dyn_cast<ConstantInt>(Cmp->getOperand(1)) : nullptr;
        Value *A = Cmp ? Cmp->getOperand(0) : nullptr;
        if (!C || (A != X && A != Step))
          return true;
        ConstantRange G = ConstantRange::makeExactICmpRegion(
            Holds ? Cmp->getPredicate() : Cmp->getInversePredicate(),
            C->getValue());
        // A test of X - 1 says X is one more.
        Guards.push_back(A == X ? G : G.add(APInt(G.getBitWidth(), 1)));
        return true;
      };
      forEachBranchOnEdge(From, P->getParent(), DT, Guard);
      if (Guards.empty())
        return std::nullopt;
      StepGuards.push_back(std::move(Guards));
    }
  }
  if (!MinStart || StepGuards.empty())
    return std::nullopt;
  // Candidates: the least start, and the value right below each guard's
  // set (or the one value a `!=` rules out).
  SmallVector<APInt, 8> Candidates{*MinStart};
  for (const auto &Guards : StepGuards)
    for (const ConstantRange &G : Guards) {
      if (const APInt *E = G.inverse().getSingleElement())
        Candidates.push_back(*E);
      else if (!G.isSignWrappedSet() && !G.getSignedMin().isMinSignedValue())
        Candidates.push_back(G.getSignedMin() - 1);
    }
  std::optional<APInt> Floor;
  for (const APInt &F : Candidates) {
    if (F.sgt(*MinStart) || (Floor && F.sle(*Floor)))
      continue;
    if (all_of(StepGuards, [&](const SmallVector<ConstantRange, 2> &Guards) {
          return any_of(Guards,
                        [&](const ConstantRange &G) { return !G.contains(F); });
        }))
      Floor = F;
  }
  if (!Floor)
    return std::nullopt;
  bool Overflow = false;
  APInt Result = Floor->sadd_ov(Offset, Overflow);
  if (Overflow)
    return std::nullopt;
  return Result;
}

/// A loop counter split into more values than this is left to its range
/// check: each value costs the resume one compare, and the verifier one
/// walk of the code up to the next suspension.
constexpr uint64_t MaxExactValues = 128;
/// A counter without gaps is split (for a kernel before 6.8, or where it
/// has negative values) into at most this many values.
constexpr uint64_t MaxGaplessValues = 16;

/// \p X computed with loop phi \p Phi equal to \p PV, when X is a function
/// of Phi alone (arithmetic, casts, compares and selects of it and of
/// constants); null otherwise.
static Constant *evaluateWith(Value *X, PHINode *Phi, Constant *PV,
                              const DataLayout &DL, unsigned Depth = 0) {
  if (X == Phi)
    return PV;
  if (auto *C = dyn_cast<Constant>(X))
    return C;
  auto *I = dyn_cast<Instruction>(X);
  if (!I || Depth > 8 ||
      !(isa<BinaryOperator>(I) || isa<CastInst>(I) || isa<CmpInst>(I) ||
        isa<SelectInst>(I) || isa<FreezeInst>(I)))
    return nullptr;
  SmallVector<Constant *, 3> Ops;
  for (Value *Op : I->operands()) {
    Constant *C = evaluateWith(Op, Phi, PV, DL, Depth + 1);
    if (!C)
      return nullptr;
    Ops.push_back(C);
  }
  if (isa<FreezeInst>(I))
    return isa<UndefValue>(Ops[0]) ? nullptr : Ops[0];
  return ConstantFoldInstOperands(I, Ops, DL);
}

/// Every value loop counter \p Phi can have at suspension \p Yield, when
/// it is an affine recurrence of constants with a small constant trip
/// count: start + k * step for each trip k, within \p CR, and for which
/// every branch of the iteration that leads to the point and depends on the
/// counter alone (`if (i & 1)`) goes the way it must. Empty when unknown or
/// too many.
static SmallVector<APInt, 8>
exactCounterValues(PHINode *Phi, Instruction *Yield, const ConstantRange &CR,
                   LoopInfo &LI, ScalarEvolution &SE, DominatorTree &DT) {
  auto R = constantRecurrence(Phi, LI, SE);
  if (!R || !R->L->contains(Yield) || R->MaxBackedges.getActiveBits() > 16)
    return {};
  Loop *L = R->L;
  uint64_t Trips = R->MaxBackedges.getZExtValue() + 1;
  // The branches on the way to the point that test the counter only.
  SmallVector<std::pair<Value *, bool>, 4> Tests;
  forEachBranchInto(Yield->getParent(), DT, [&](BranchInst &Br, bool Holds) {
    if (!L->contains(Br.getParent()))
      return false;
    Tests.push_back({Br.getCondition(), Holds});
    return true;
  });
  // And the switches: the case values (or none of them, for the default)
  // whose edge every way to the point takes (`switch (i & 3) { case 0:
  // ... yield }`).
  SmallVector<std::pair<SwitchInst *, BasicBlock *>, 2> Switches;
  for (DomTreeNode *N = DT.getNode(Yield->getParent())->getIDom();
       N && L->contains(N->getBlock()); N = N->getIDom())
    if (auto *SI = dyn_cast<SwitchInst>(N->getBlock()->getTerminator()))
      for (BasicBlock *To : successors(SI))
        if (DT.dominates(BasicBlockEdge(SI->getParent(), To),
                         Yield->getParent())) {
          Switches.push_back({SI, To});
          break;
        }
  const DataLayout &DL = Phi->getModule()->getDataLayout();
  SmallVector<APInt, 8> Values;
  APInt V = R->Start;
  for (uint64_t K = 0; K < Trips; ++K, V += R->Step) {
    if (!CR.contains(V))
      continue;
    Constant *PV = ConstantInt::get(Phi->getType(), V);
    bool Reached = true;
    for (auto [Cond, Taken] : Tests)
      if (auto *C = dyn_cast_or_null<ConstantInt>(
              evaluateWith(Cond, Phi, PV, DL)))
        Reached &= C->isOne() == Taken;
    for (auto [SI, To] : Switches)
      if (auto *C = dyn_cast_or_null<ConstantInt>(
              evaluateWith(SI->getCondition(), Phi, PV, DL)))
        Reached &= SI->findCaseValue(C)->getCaseSuccessor() == To;
    if (Reached && !is_contained(Values, V))
      Values.push_back(V);
    if (Values.size() > MaxExactValues)
      return {};
  }
  llvm::sort(Values, [](const APInt &A, const APInt &B) { return A.slt(B); });
  return Values;
}

/// Which saved integers are worth asking ScalarEvolution about. Asking
/// about every one is quadratic on a long chain of sums (a value per
/// suspension, `acc += yield(acc) ^ k`, bench/gen.c's seq): SCEV builds each
/// link as one flat sum of all the terms before it, only to find the full
/// range. A value is skipped only where SCEV's answer is certainly the full
/// set, so no range is lost:
///  - a sum (add or sub without nuw/nsw) with a term SCEV cannot look into
///    (a load, a call, an xor with a constant it does not model) that has no
///    other use and nothing known of its bits: the term's range is full and
///    cannot cancel, so the sum's is full;
///  - a loop-header phi whose one value around the loop is such a sum of
///    itself and such a term computed in the loop: the step is not
///    loop-invariant, so it is no add recurrence (nor has exact values) and
///    SCEV sees an unknown, whose range is its known bits and sign bits
///    (nothing) and the union of its incoming values' (full with a start
///    of full range).
/// Everything else is asked: LazyValueInfo gives up where the point is in a
/// loop (a cycle back to the block), SCEV's answer does not depend on the
/// point. -bpf-coro-check-range-filter asks about every value and stops
/// where the filter would have lost a range.
class RangeFilter {
public:
  RangeFilter(Function &F, LoopInfo &LI, ScalarEvolution &SE,
              AssumptionCache &AC, DominatorTree &DT)
      : DL(F.getDataLayout()), LI(LI), SE(SE), AC(AC), DT(DT) {}

  /// Whether ScalarEvolution may say something of \p V's range.
  bool mayNarrow(Value *V) {
    if (auto *P = dyn_cast<PHINode>(V))
      return mayBeRecurrence(P);
    return !fullSum(V);
  }

  /// Whether \p P may be an add recurrence or have a range as SCEV's unknown
  /// (always for a phi that is no loop header's).
  bool mayBeRecurrence(PHINode *P) {
    if (!headerLoop(P))
      return true;
    auto [It, New] = Header.try_emplace(P, true);
    if (New)
      It->second = !certainlyOpaque(P);
    return It->second;
  }

private:
  const DataLayout &DL;
  LoopInfo &LI;
  ScalarEvolution &SE;
  AssumptionCache &AC;
  DominatorTree &DT;
  DenseMap<PHINode *, bool> Header;

  Loop *headerLoop(PHINode *P) {
    Loop *L = LI.getLoopFor(P->getParent());
    return L && L->getHeader() == P->getParent() ? L : nullptr;
  }

  bool knowsBits(Value *V) {
    return !computeKnownBits(V, DL, &AC, nullptr, &DT).isUnknown() ||
           ComputeNumSignBits(V, DL, &AC, nullptr, &DT) > 1;
  }

  /// A term SCEV represents as an unknown of its own with the full range,
  /// used nowhere else (so it cannot cancel in a sum).
  bool opaqueTerm(Value *V) {
    auto *I = dyn_cast<Instruction>(V);
    if (!I || !I->hasOneUse() || I->getMetadata(LLVMContext::MD_range))
      return false;
    bool Opaque = isa<LoadInst>(I);
    if (auto *Call = dyn_cast<CallInst>(I))
      Opaque = !isa<IntrinsicInst>(Call) && !Call->getReturnedArgOperand() &&
               !Call->getRange();
    // SCEV models an xor with -1 (a not), with the sign bit (an add) and of
    // an and (a masked not); no other.
    if (I->getOpcode() == Instruction::Xor &&
        I->getType()->getIntegerBitWidth() > 1)
      if (auto *C = dyn_cast<ConstantInt>(I->getOperand(1)))
        Opaque = !C->isMinusOne() && !C->getValue().isMinSignedValue() &&
                 !isa<BinaryOperator>(I->getOperand(0));
    return Opaque && !knowsBits(I);
  }

  static bool plainSum(Value *V) {
    auto *BO = dyn_cast<BinaryOperator>(V);
    return BO &&
           (BO->getOpcode() == Instruction::Add ||
            BO->getOpcode() == Instruction::Sub) &&
           !BO->hasNoUnsignedWrap() && !BO->hasNoSignedWrap();
  }

  /// \p V is a plain sum with an opaque term: SCEV's range of it is full.
  bool fullSum(Value *V) {
    if (!plainSum(V))
      return false;
    auto *BO = cast<BinaryOperator>(V);
    return opaqueTerm(BO->getOperand(0)) || opaqueTerm(BO->getOperand(1));
  }

  /// Header phi \p P certainly has SCEV's full range as an unknown.
  bool certainlyOpaque(PHINode *P) {
    Loop *L = headerLoop(P);
    if (!SE.isSCEVable(P->getType()) || knowsBits(P))
      return false;
    Value *Around = nullptr;
    bool FullStart = false;
    for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
      Value *In = P->getIncomingValue(K);
      if (!L->contains(P->getIncomingBlock(K))) {
        // Defined before the loop, never a recurrence of it.
        const SCEV *S = SE.getSCEV(In);
        FullStart |= SE.getSignedRange(S).isFullSet() &&
                     SE.getUnsignedRange(S).isFullSet();
        continue;
      }
      if (Around && Around != In)
        return false; // not the shape this reasons about
      Around = In;
    }
    if (!Around || !FullStart)
      return false;
    // The terms of the sum Around is, with their signed counts.
    SmallDenseMap<Value *, int64_t, 16> Terms;
    SmallVector<std::pair<Value *, int64_t>, 16> Work{{Around, 1}};
    for (unsigned Budget = 1 << 16; !Work.empty();) {
      auto [V, Sign] = Work.pop_back_val();
      if (!Budget--)
        return false;
      auto *BO = dyn_cast<BinaryOperator>(V);
      if (BO && L->contains(BO) && plainSum(BO)) {
        Work.push_back({BO->getOperand(0), Sign});
        Work.push_back({BO->getOperand(1),
                        BO->getOpcode() == Instruction::Sub ? -Sign : Sign});
        continue;
      }
      Terms[V] += Sign;
    }
    if (Terms.lookup(P) != 1)
      return false;
    for (auto &[V, Count] : Terms)
      if (Count != 0 && isa<Instruction>(V) &&
          L->contains(cast<Instruction>(V)) && opaqueTerm(V))
        return true;
    return false;
  }
};

/// The ranges and dominating conditions of each point's saved integers,
/// which the resume re-checks after reloading them (buildStateMachine).
void CoroutineSplitter::computeRanges() {
  FAM.invalidate(F, PreservedAnalyses::none());
  LazyValueInfo &LVI = FAM.getResult<LazyValueAnalysis>(F);
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  DemandedBits &DB = FAM.getResult<DemandedBitsAnalysis>(F);
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  AssumptionCache &AC = FAM.getResult<AssumptionAnalysis>(F);
  RangeFilter Filter(F, LI, SE, AC, DT);
  MonotoneBound Monotone(LVI);
  // The blocks of cycles that are no loop (a goto into the middle of one):
  // the induction over a loop takes a phi that is no loop's header for a
  // join within one iteration, and there such a phi goes round, the
  // compares on the way are about another trip's values, and a counter
  // came out as its start alone (a valid frame was CORRUPT: an
  // adversarial review). Their values are LazyValueInfo's to it.
  SmallPtrSet<const BasicBlock *, 8> Irreducible;
  SmallVector<const CycleInfo::CycleT *, 8> Cycles;
  CycleInfo &CI = FAM.getResult<CycleAnalysis>(F);
  append_range(Cycles, CI.toplevel_cycles());
  while (!Cycles.empty()) {
    const CycleInfo::CycleT *C = Cycles.pop_back_val();
    if (!C->isReducible())
      Irreducible.insert(C->block_begin(), C->block_end());
    append_range(Cycles, C->children());
  }
  // Per point, ranges too wide to check on their own.
  SmallVector<DenseMap<Value *, ConstantRange>, 8> Wide(numPoints());
  for (unsigned K = 0; K < numPoints(); ++K) {
    for (Value *V : Plans[K].Saved) {
      auto *IT = dyn_cast<IntegerType>(V->getType());
      if (!IT || IT->getBitWidth() == 1)
        continue;
      // Users that read only the low bits (a u8 field parsed from a u64
      // load, once InstCombine has dropped the truncs) need only those saved.
      if (auto *I = dyn_cast<Instruction>(V)) {
        unsigned Need = DB.getDemandedBits(I).getActiveBits();
        unsigned Bits = Need <= 8    ? 8
                        : Need <= 16 ? 16
                        : Need <= 32 ? 32
                        : Need <= 64 ? 64
                                     : IT->getBitWidth(); // an __int128
        if (Bits < IT->getBitWidth())
          Narrow[V] = Bits;
      }
      ConstantRange CR =
          LVI.getConstantRange(V, Points[K].Yield, /*UndefAllowed=*/false);
      // LVI can lose a range over an unconditional edge that it still
      // knows at the end of the block's only predecessor (a suspension
      // right after another, in a loop: the query runs into a cycle back to
      // the block); what holds there holds here.
      auto *Def = dyn_cast<Instruction>(V);
      BasicBlock *At = Points[K].Yield->getParent();
      for (unsigned Step = 0; Step < 8 && (!Def || Def->getParent() != At);
           ++Step) {
        At = At->getSinglePredecessor();
        if (!At)
          break;
        CR = CR.intersectWith(LVI.getConstantRange(V, At->getTerminator(),
                                                   /*UndefAllowed=*/false));
      }
      // And a value defined before the loop the point is in: the query runs
      // into the loop's cycle and loses what the value's operands give it,
      // which holds wherever the value is used (a `urem` by 1..3 used as an
      // index into a local after a suspension in a loop's condition: the
      // address was recomputed from the reload unchecked, "math between fp
      // pointer and register with unbounded min value", extended fuzz seed
      // 3963).
      if (Def && !isa<PHINode>(Def) && !Def->isTerminator())
        CR = CR.intersectWith(LVI.getConstantRange(V, Def->getNextNode(),
                                                   /*UndefAllowed=*/false));
      // A value behind `barrier_var` is its input to the verifier, which
      // bounds an index `a & 31` through it where LazyValueInfo sees an
      // opaque call: the reloaded index must be as bounded, or the address
      // rebuilt from it is refused ("math between fp pointer and register
      // with unbounded min value").
      if (Value *In = emptyAsmInput(V))
        CR = CR.intersectWith(
            LVI.getConstantRange(In, Def, /*UndefAllowed=*/false));
      if (auto *Sel = dyn_cast<SelectInst>(V))
        CR = CR.intersectWith(clampedSelectRange(*Sel));
      // A parameter saved as it was passed: the resume reads back what a
      // start call passed (`bpf_coro_start(f, co(20), &out)` then `i < n`
      // bounds the loop on the resume path too, as the verifier sees it on
      // the start path).
      if (auto *A = dyn_cast<Argument>(V))
        CR = CR.intersectWith(callerRange(F, *A));
      if (SE.isSCEVable(IT)) {
        bool Ask = Filter.mayNarrow(V);
        if (Ask || CheckRangeFilter) {
          const SCEV *S = SE.getSCEV(V);
          ConstantRange With = CR.intersectWith(SE.getSignedRange(S))
                                   .intersectWith(SE.getUnsignedRange(S));
          if (!Ask && With != CR) {
            std::string What;
            raw_string_ostream OS(What);
            V->print(OS);
            report_fatal_error(Twine("bpf-coro-check-range-filter: ") +
                               "ScalarEvolution narrows saved `" + What +
                               "` in " + F.getName() +
                               ", which RangeFilter skips");
          }
          CR = With;
        }
        if (auto *Phi = dyn_cast<PHINode>(V);
            Phi && Filter.mayBeRecurrence(Phi))
          CR = CR.intersectWith(stayingRange(Phi, Points[K].Yield, LI, SE));
      }
      // A count-down's bounds (the largest start, the floor its tests keep
      // it above), only where together with what is known they close a
      // range: a sum of non-negative steps checked as [0, INT_MAX] costs the
      // resume a compare and the verifier more states (+258 processed insns
      // on twins/pass-target-kernel) and bounds no loop.
      // One open at an end is kept, unchecked, for the conditions below
      // (a count-up from 0 is [0, INT_MAX]; with `i < n` and n at most 40
      // it closes at 39, and n at 1).
      std::optional<ConstantRange> Open;
      if (!CR.isSingleElement()) {
        ConstantRange With = CR;
        if (auto M = Monotone.rangeOf(V, Points[K].Yield))
          With = With.intersectWith(*M);
        if (auto Floor = countDownFloor(V, LVI, DT))
          With = With.intersectWith(ConstantRange::getNonEmpty(
              *Floor, APInt::getSignedMinValue(IT->getBitWidth())));
        if (!With.isEmptySet() && !With.isSignWrappedSet() &&
            !With.getSignedMin().isMinSignedValue() &&
            !With.getSignedMax().isMaxSignedValue())
          CR = With;
        else if (!With.isEmptySet() && With != CR)
          Open = With;
      }
      // A wide range (what one compare leaves: `d > 0` is [1, INT_MAX]),
      // or a small one below zero, which no index takes (a ring index
      // `pos = (pos + 1) % 5` of an int is [-4, 4] to a signed remainder,
      // and it goes round from 0): a loop value's by induction.
      if (CR.isSizeLargerThan(uint64_t(1) << (IT->getBitWidth() - 2)) ||
          CR.getSignedMin().isNegative()) {
        if (auto *Phi = dyn_cast<PHINode>(V)) {
          CR = CR.intersectWith(
              steppedPhiRange(Phi, Points[K].Yield, LI, SE, LVI));
          if (auto Ind = inductiveRange(Phi, LI, DT, LVI, SE, Irreducible))
            CR = CR.intersectWith(*Ind);
        } else if (PHINode *Round = goesRoundAs(V, LI)) {
          if (auto Ind =
                  inductiveRange(Round, LI, DT, LVI, SE, Irreducible, V))
            CR = CR.intersectWith(*Ind);
        }
      }
      // A value saved in fewer bits comes back zero-extended from them, and
      // its range holds of that only where the range fits those bits: a
      // __u8 clamped in int, `k < 4 ? k : 4`, and saved in a byte is [0, 4]
      // (without the check a narrow count-down from it after the resume
      // went round from 255, a million instructions: adversarial round).
      if (unsigned Bits = Narrow.lookup(V);
          Bits && (CR.isWrappedSet() ||
                   CR.getUnsignedMax().getActiveBits() > Bits))
        continue;
      // Only a range that excludes most values is worth a check: it is what
      // an array index or a length has; `x != 0` after `if (x)` is not. A
      // wider one is kept for the conditions below to narrow (`n <= 8` of a
      // clamp, then `n >= 1` from `i < n`).
      if (Open && !CR.isEmptySet() && Open->intersectWith(CR) != CR) {
        Wide[K].insert({V, Open->intersectWith(CR)});
        continue;
      }
      if (CR.isFullSet() || CR.isEmptySet())
        continue;
      if (CR.isSizeLargerThan(uint64_t(1) << (IT->getBitWidth() - 1))) {
        Wide[K].insert({V, CR});
        continue;
      }
      if (!NoReloadChecks)
        Plans[K].Ranges.insert({V, CR});
    }
  }
  // Loop counters with few values and gaps between them are split into
  // exactly those: a range check on the reloaded counter loses its stride
  // or parity, on which what the optimiser makes of the loop relies (a `!=`
  // exit stepped by 3 the verifier never sees hit, an exit test LLVM
  // rewrote knowing the counter is odd at the point).
  for (unsigned K = 0; K < numPoints() && !NoReloadChecks; ++K)
    for (Value *V : Plans[K].Saved) {
      auto *Phi = dyn_cast<PHINode>(V);
      if (!Phi || !Phi->getType()->isIntegerTy() || Narrow.count(V))
        continue;
      // Only an add recurrence has exact values (and asking SCEV whether
      // the phi is one is what costs on a long chain).
      if (!Filter.mayBeRecurrence(Phi)) {
        if (CheckRangeFilter && isa<SCEVAddRecExpr>(SE.getSCEV(Phi))) {
          std::string What;
          raw_string_ostream OS(What);
          Phi->print(OS);
          report_fatal_error(Twine("bpf-coro-check-range-filter: `") + What +
                             "` in " + F.getName() +
                             " is an add recurrence, which RangeFilter "
                             "rules out");
        }
        continue;
      }
      unsigned W = Phi->getType()->getIntegerBitWidth();
      auto It = Plans[K].Ranges.find(V);
      ConstantRange CR = It != Plans[K].Ranges.end()
                             ? It->second
                             : ConstantRange::getFull(W);
      SmallVector<APInt, 8> Vals =
          exactCounterValues(Phi, Points[K].Yield, CR, LI, SE, DT);
      // One value at the point: the check is of that value. The range
      // also held values the counter never has there (`for (i = 2; i >= 2;
      // i -= 2)`: [1, 2]), which the resume split a counter's small range
      // into, and the verifier walked i = 1 round the loop to la[-1]
      // (random program generator, loads as plain C).
      if (Vals.size() == 1 && !CR.isSingleElement()) {
        Plans[K].Ranges.insert_or_assign(V, ConstantRange(Vals[0]));
        continue;
      }
      if (Vals.size() < 2)
        continue;
      // Without a gap the range check says as much, to a verifier that
      // compares two ranges. One before 6.8 decides `i < n` only with i a
      // constant: a reloaded counter's range never leaves a loop to a
      // bound that is a range too, so for such a target the counter is
      // split into its values when they are few. So is one with negative
      // values, for every kernel: no verifier shifts a range below zero
      // (an index `t[i + 2]` from i in [-2, 1] is scaled by a shift, and
      // the address then has an "unbounded min value").
      APInt Span = Vals.back() - Vals.front();
      if (Span.ult(Vals.size()) &&
          (Vals.size() > MaxGaplessValues ||
           (!targetDecidesOnlyConstantCompares(F) &&
            !Vals.front().isNegative())))
        continue;
      Plans[K].Values[V] = std::move(Vals);
    }
  // Narrows the range checked on saved V by what a condition says of it.
  auto Narrowed = [&](PointPlan &Plan, Value *V, const ConstantRange &By) {
    unsigned Bits = V->getType()->getIntegerBitWidth();
    auto It = Plan.Ranges.find(V);
    ConstantRange Old =
        It != Plan.Ranges.end() ? It->second : ConstantRange::getFull(Bits);
    ConstantRange New = Old.intersectWith(By);
    if (It == Plan.Ranges.end()) {
      auto W = Wide[&Plan - Plans.begin()].find(V);
      if (W != Wide[&Plan - Plans.begin()].end())
        New = New.intersectWith(W->second);
    }
    if (Bits == 1 || New.isEmptySet() ||
        New.isSizeLargerThan(uint64_t(1) << (Bits - 1)) || New == Old ||
        !Old.contains(New))
      return false;
    Plan.Ranges.insert_or_assign(V, New);
    return true;
  };
  for (unsigned K = 0; K < numPoints() && !NoReloadChecks; ++K) {
    PointPlan &Plan = Plans[K];
    // Saved (not narrowed) or recomputed integers: both are there, as
    // registers the verifier tracks, right after the reload.
    auto Usable = [&](Value *V) {
      auto *I = dyn_cast<Instruction>(V);
      return isa<ConstantInt>(V) ||
             (V->getType()->isIntegerTy() &&
              ((Plan.Saved.count(V) && !Narrow.count(V)) ||
               (I && Plan.Recomputed.count(I))));
    };
    // The low half of a saved value too, truncated for the check alone: a
    // test of `(__u32)a` bounds an index InstCombine then computes from a
    // itself (`a & 31` for `arr[ix]` under `ix < 20`), which is neither
    // saved nor recomputed in that form.
    // So is the low half of a value saved narrowed to at least that half
    // (`(__u32)yield(...) < 20` with only the low 32 bits of the yield's
    // value demanded): it is what the slot holds.
    // And a saved value's extension, made for the check alone (`i <
    // (long)n` of a long counter below an int bound).
    auto UsableInCheck = [&](Value *V) {
      auto *T = dyn_cast<TruncInst>(V);
      if (Usable(V))
        return true;
      if (CastInst *Ext = asExtension(V); Ext && Usable(Ext->getOperand(0)))
        return true;
      if (!T || isa<Constant>(T->getOperand(0)))
        return false;
      Value *Of = T->getOperand(0);
      return Usable(Of) ||
             (Plan.Saved.count(Of) &&
              Narrow.lookup(Of) >= T->getType()->getIntegerBitWidth());
    };
    // What a compare that held says (Br: the branch it decides, when it
    // decides one alone).
    auto OnCompare = [&](ICmpInst *Cmp, bool Holds, BranchInst *Br) {
      // Two addresses in one object (`p + 2 > end` of a cursor into a
      // local, end a constant element): a range of the one saved offset
      // between them.
      if (Cmp->getOperand(0)->getType()->isPointerTy()) {
        if (auto Off = offsetCompared(*Cmp, Holds, DL))
          if (Plan.Saved.count(Off->first) && !Narrow.count(Off->first))
            Narrowed(Plan, Off->first, Off->second);
        return;
      }
      if (!UsableInCheck(Cmp->getOperand(0)) ||
          !UsableInCheck(Cmp->getOperand(1)) ||
          (isa<Constant>(Cmp->getOperand(0)) &&
           isa<Constant>(Cmp->getOperand(1))))
        return;
      CmpInst::Predicate Pred =
          Holds ? Cmp->getPredicate() : Cmp->getInversePredicate();
      Value *A = Cmp->getOperand(0), *Bv = Cmp->getOperand(1);
      if (isa<Constant>(A)) {
        std::swap(A, Bv);
        Pred = CmpInst::getSwappedPredicate(Pred);
      }
      // Against a constant, a condition is a range: it narrows the range
      // checked after the reload, which comes before every comparison of
      // two values. `i != 4` is one too, at the end of i's range [0, 4] in
      // the header of `for (i = 0; i != 4; i++)`: LazyValueInfo gives up on
      // the loop's phi and SCEV's range holds the exit value, with which
      // the reloaded counter is never exact at 4 and `!=` never stops the
      // verifier's walk.
      auto *C = dyn_cast<ConstantInt>(Bv);
      if (C && Plan.Saved.count(A) && !Narrow.count(A)) {
        ConstantRange Region =
            ConstantRange::makeExactICmpRegion(Pred, C->getValue());
        auto It = Plan.Ranges.find(A);
        if (Narrowed(Plan, A, Region) ||
            (It != Plan.Ranges.end() && Region.contains(It->second)))
          return;
      }
      if (Pred == CmpInst::ICMP_NE && Br)
        for (auto [X, Y] : {std::pair(A, Bv), std::pair(Bv, A)})
          if (auto Order = countedPastBound(*Br, X, Y, SE, DT)) {
            if (Plan.Conds.size() < 4)
              Plan.Conds.push_back({*Order, X, Y});
            return;
          }
      if (Pred == CmpInst::ICMP_EQ || Pred == CmpInst::ICMP_NE)
        return; // says nothing about bounds
      if (Plan.Conds.size() < 4)
        Plan.Conds.push_back({Pred, A, Bv});
    };
    // Each compare of a condition that held, through the halves of a
    // conjunction that held or of a disjunction that failed (a loop's `k <
    // 8` and `p + 2 <= end` in one branch).
    forEachBranchInto(
        Points[K].Yield->getParent(), DT, [&](BranchInst &Br, bool Holds) {
          forEachImpliedCompare(Br.getCondition(), Holds, [&](ICmpInst &Cmp) {
            OnCompare(&Cmp, Holds, &Cmp == Br.getCondition() ? &Br : nullptr);
          });
          return true;
        });
    // `i < n` bounds i only once n is bounded, and the verifier narrows
    // both registers of a comparison by what it knows of the other only at
    // that comparison: n's range must be checked first, and a bound that
    // follows (i < 16 from n <= 16) is checked on i itself as well, so it
    // holds whichever of the two registers the code goes on with.
    // Through an extension of either (checked as the extension of the
    // reload): what the extension's range says of its source.
    // A range too wide to check narrows the other side too: every range
    // here holds at the suspension, and a check made from one is one more
    // fact that holds.
    auto KnownRange = [&](Value *V) -> std::optional<ConstantRange> {
      CastInst *Ext = asExtension(V);
      Value *Of = Ext ? Ext->getOperand(0) : V;
      auto It = Plan.Ranges.find(Of);
      std::optional<ConstantRange> R;
      if (It != Plan.Ranges.end())
        R = It->second;
      else if (auto W = Wide[K].find(Of); W != Wide[K].end())
        R = W->second;
      if (!R)
        return std::nullopt;
      return Ext ? R->castOp(Ext->getOpcode(),
                             Ext->getType()->getIntegerBitWidth())
                 : *R;
    };
    for (unsigned Round = 0, Changed = true; Changed && Round < 4; ++Round) {
      Changed = false;
      for (auto &[Pred, A, Bv] : Plan.Conds)
        for (auto [X, Y, P] :
             {std::tuple(A, Bv, Pred),
              std::tuple(Bv, A, CmpInst::getSwappedPredicate(Pred))}) {
          std::optional<ConstantRange> YR = KnownRange(Y);
          if (!YR)
            continue;
          ConstantRange Region = ConstantRange::makeAllowedICmpRegion(P, *YR);
          if (CastInst *Ext = asExtension(X)) {
            Region = sourceRegion(*Ext, Region);
            X = Ext->getOperand(0);
          }
          if (!Plan.Saved.count(X) || Narrow.count(X))
            continue;
          Changed |= Narrowed(Plan, X, Region);
        }
    }
    // Comparisons with a constant (of recomputed values) first, for the
    // same reason.
    std::stable_partition(
        Plan.Conds.begin(), Plan.Conds.end(),
        [](const auto &C) { return isa<Constant>(std::get<2>(C)); });
  }
  deriveSteppedTogether(SE, LI,
                        [&](PHINode *P) { return Filter.mayBeRecurrence(P); });
  FAM.invalidate(F, PreservedAnalyses::none());
}

} // namespace bpfcoro
