//===- SteppedTogether.cpp - Step 2c: counters stepped together -------------===//
//
// Step 2c, after the reload ranges (computeRanges): of the loop counters a
// point saves, one that differs from another by a constant on every
// iteration is computed from it after the reload instead of saved. LLVM
// keeps a pointer stepped beside a counter (`for (i = 0; i < 16; i++, p++)`)
// as an index of its own, always i + 1. Each checked on its own range, the
// two say nothing of each other to the verifier: after `i + 1 < 16` it
// still walks the next iteration's `*p` with p's own range, one element
// past the array ("invalid variable-offset read from stack"), where the
// loop as written, walked with constants from its start, never goes.
// Computed from the reloaded i, p is as bounded as i, and the frame holds
// one value less. So is a pointer stepped down beside it (23 - i), or by
// two elements (2 * i + 1).
//
// Only where nothing the resume checks of the value is lost: its range and
// its exact values (PointPlan::Values) must follow from the other's.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

STATISTIC(NumSteppedTogether,
          "Number of saved loop counters computed from another after resuming");

namespace {
/// A saved integer phi of a loop around the point that SCEV knows as
/// {Start,+,Step} of that loop, Step a constant.
struct Counter {
  PHINode *Phi;
  const SCEVAddRecExpr *S;
  APInt Step;
};
} // namespace

/// The values of range \p R, in increasing order, when \p Map takes each
/// to one of \p Want (a counter's values at a point can be fewer than
/// another's found from the loop's trips, which count the one it leaves
/// with).
static std::optional<SmallVector<APInt, 8>>
splitLike(const ConstantRange &R, ArrayRef<APInt> Want,
          function_ref<APInt(APInt)> Map) {
  if (R.isFullSet() || R.isEmptySet() ||
      (R.getUpper() - R.getLower()).ugt(Want.size()))
    return std::nullopt;
  SmallVector<APInt, 8> Vals;
  for (APInt V = R.getLower(); V != R.getUpper(); ++V) {
    if (!is_contained(Want, Map(V)))
      return std::nullopt;
    Vals.push_back(V);
  }
  return Vals;
}

/// \p S, or the recurrence of the loop-header phi it is (SCEV's unknown),
/// when every way around the phi's loop adds one constant: a counter an
/// inner loop steps a fixed number of times per outer iteration (`p++` in
/// `for (j = 0; j < 2; j++)`, never reset: 2 per outer iteration), which
/// SCEV does not see through the inner loop's exit value.
static const SCEV *outerRecurrence(const SCEV *S, ScalarEvolution &SE,
                                  LoopInfo &LI) {
  auto *U = dyn_cast<SCEVUnknown>(S);
  auto *Phi = U ? dyn_cast<PHINode>(U->getValue()) : nullptr;
  Loop *L = Phi ? LI.getLoopFor(Phi->getParent()) : nullptr;
  if (!L || L->getHeader() != Phi->getParent() ||
      Phi->getNumIncomingValues() != 2 || !L->getLoopPreheader() ||
      !L->getLoopLatch())
    return S;
  Value *Start = Phi->getIncomingValueForBlock(L->getLoopPreheader());
  Value *Back = Phi->getIncomingValueForBlock(L->getLoopLatch());
  // What the way around gives back, in terms of the phi (the inner loops'
  // exit values worked out).
  const SCEV *Step =
      SE.getMinusSCEV(SE.getSCEVAtScope(SE.getSCEV(Back), L), S);
  if (!isa<SCEVConstant>(Step) || !SE.isLoopInvariant(SE.getSCEV(Start), L))
    return S;
  return SE.getAddRecExpr(SE.getSCEV(Start), Step, L, SCEV::FlagAnyWrap);
}

void CoroutineSplitter::deriveSteppedTogether(
    ScalarEvolution &SE, LoopInfo &LI,
    function_ref<bool(PHINode *)> MayBeRecurrence) {
  for (unsigned K = 0; K < numPoints(); ++K) {
    PointPlan &Plan = Plans[K];
    Loop *At = LI.getLoopFor(Points[K].Yield->getParent());
    if (!At)
      continue;
    // Both evaluated at the point, each in the current iteration of its
    // loop: their difference is what SCEV's is.
    SmallVector<Counter, 4> Counters;
    for (Value *V : Plan.Saved) {
      auto *Phi = dyn_cast<PHINode>(V);
      if (!Phi || !Phi->getType()->isIntegerTy() ||
          Phi->getType()->isIntegerTy(1) || Narrow.count(Phi))
        continue;
      Loop *L = LI.getLoopFor(Phi->getParent());
      if (!L || L->getHeader() != Phi->getParent() || !L->contains(At) ||
          !MayBeRecurrence(Phi))
        continue;
      auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Phi));
      auto *Step =
          AR ? dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE)) : nullptr;
      if (Step && AR->getLoop() == L && AR->isAffine())
        Counters.push_back({Phi, AR, Step->getAPInt()});
    }
    if (Counters.size() < 2)
      continue;
    // Kept (a base): the narrowest first, then the one with the smallest
    // step (the others are its multiples: `j += 3` beside `i++` is 3 * i),
    // then one split into its values, then one with a range checked.
    auto Rank = [&](const Counter &C) {
      return std::make_tuple(C.Phi->getType()->getIntegerBitWidth(),
                             C.Step.abs().getLimitedValue(),
                             !Plan.Values.count(C.Phi),
                             !Plan.Ranges.count(C.Phi));
    };
    llvm::stable_sort(Counters, [&](const Counter &A, const Counter &B) {
      return Rank(A) < Rank(B);
    });
    // What the resume knows of a base: its range, or the hull of its values.
    auto Known = [&](PHINode *Phi) {
      unsigned W = Phi->getType()->getIntegerBitWidth();
      if (auto It = Plan.Values.find(Phi); It != Plan.Values.end())
        return ConstantRange::getNonEmpty(It->second.front(),
                                          It->second.back() + 1);
      if (auto It = Plan.Ranges.find(Phi); It != Plan.Ranges.end())
        return It->second;
      return ConstantRange::getFull(W);
    };
    // X as Scale * ext(B) + Rest, Scale the ratio of their steps, for each
    // extension that gives B X's width (none, zero or sign): each way with
    // what is left over.
    using Term = PointPlan::Derivation::Term;
    auto Terms = [&](const SCEV *X, Type *Ty, const Counter &B,
                     function_ref<bool(const Term &, const SCEV *)> Each) {
      X = outerRecurrence(X, SE, LI);
      auto *XR = dyn_cast<SCEVAddRecExpr>(X);
      auto *XStep = XR ? dyn_cast<SCEVConstant>(XR->getStepRecurrence(SE))
                       : nullptr;
      unsigned W = Ty->getIntegerBitWidth();
      unsigned BW = B.Phi->getType()->getIntegerBitWidth();
      APInt BStep = B.Step.sext(W);
      if (!XStep || XR->getLoop() != B.S->getLoop() || BStep.isZero() ||
          !XStep->getAPInt().srem(BStep).isZero())
        return;
      APInt Scale = XStep->getAPInt().sdiv(BStep);
      for (std::optional<Instruction::CastOps> Ext :
           {std::optional<Instruction::CastOps>(),
            std::optional(Instruction::ZExt),
            std::optional(Instruction::SExt)}) {
        if (Ext.has_value() == (BW == W))
          continue;
        const SCEV *E = !Ext ? B.S
                        : *Ext == Instruction::ZExt
                            ? SE.getZeroExtendExpr(B.S, Ty)
                            : SE.getSignExtendExpr(B.S, Ty);
        if (Each({B.Phi, Ext, Scale},
                 SE.getMinusSCEV(X, SE.getMulExpr(E, SE.getConstant(Scale)))))
          return;
      }
    };
    // The range of Scale * ext(B) where B is in R.
    auto TermRange = [&](const Term &T, ConstantRange R, unsigned W) {
      if (T.Ext)
        R = R.castOp(*T.Ext, W);
      return R.multiply(ConstantRange(T.Scale));
    };
    SmallVector<Counter, 4> Bases;
    for (const Counter &X : Counters) {
      Type *Ty = X.Phi->getType();
      unsigned W = Ty->getIntegerBitWidth();
      bool Done = false;
      // Whether X = Offset + the terms keeps what the resume checked of
      // X: its range, and its exact values (PointPlan::Values), which follow
      // from one base's when it is split into its values too. A base
      // checked by its range is split instead, when its values give exactly
      // X's (`j += 3` beside `i++`: i in 0..9, j split into 0, 3, .., 27).
      auto Take = [&](ArrayRef<Term> Found, const APInt &Offset) {
        ConstantRange From(Offset);
        for (const Term &T : Found)
          From = From.add(TermRange(T, Known(cast<PHINode>(T.Base)), W));
        if (auto It = Plan.Ranges.find(X.Phi);
            It != Plan.Ranges.end() && !It->second.contains(From))
          return false; // its own check says more
        std::optional<SmallVector<APInt, 8>> BValues;
        if (auto XV = Plan.Values.find(X.Phi); XV != Plan.Values.end()) {
          if (Found.size() != 1)
            return false;
          const Term &T = Found.front();
          auto *B = cast<PHINode>(T.Base);
          if (!Plan.Values.count(B)) {
            BValues = splitLike(Known(B), XV->second, [&](APInt V) {
              if (T.Ext)
                V = *T.Ext == Instruction::ZExt ? V.zext(W) : V.sext(W);
              return V * T.Scale + Offset;
            });
            if (!BValues)
              return false; // its exact values would be lost
            Plan.Values[B] = std::move(*BValues);
          }
        }
        Plan.Derived.insert({X.Phi, {SmallVector<Term, 2>(Found), Offset}});
        return true;
      };
      for (const Counter &B : Bases) {
        Terms(X.S, Ty, B, [&](const Term &T1, const SCEV *Rest) {
          if (auto *D = dyn_cast<SCEVConstant>(Rest))
            return Done = Take({T1}, D->getAPInt());
          // What is left over stepped together with another base (an
          // outer loop's: `q = p` then `q++` beside an inner `j++`, p
          // stepped by 3 beside the outer `i++`).
          for (const Counter &B2 : Bases)
            if (B2.Phi != B.Phi)
              Terms(Rest, Ty, B2, [&](const Term &T2, const SCEV *Rest2) {
                if (auto *D = dyn_cast<SCEVConstant>(Rest2))
                  return Done = Take({T1, T2}, D->getAPInt());
                return false;
              });
          return Done;
        });
        if (Done)
          break;
      }
      if (!Done) {
        Bases.push_back(X);
        continue;
      }
      Plan.Saved.remove(X.Phi);
      Plan.Ranges.erase(X.Phi);
      Plan.Values.erase(X.Phi);
      ++NumSteppedTogether;
    }
  }
}

} // namespace bpfcoro
