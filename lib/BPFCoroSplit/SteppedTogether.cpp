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
/// {Start,+,Step} of that loop.
struct Counter {
  PHINode *Phi;
  const SCEV *S;
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
      if (AR && AR->getLoop() == L && AR->isAffine() &&
          isa<SCEVConstant>(AR->getStepRecurrence(SE)))
        Counters.push_back({Phi, AR});
    }
    if (Counters.size() < 2)
      continue;
    // Kept (a base): the narrowest first, then the one with the smallest
    // step (the others are its multiples: `j += 3` beside `i++` is 3 * i),
    // then one split into its values, then one with a range checked.
    auto Step = [&](const Counter &C) {
      return cast<SCEVConstant>(
                 cast<SCEVAddRecExpr>(C.S)->getStepRecurrence(SE))
          ->getAPInt()
          .abs()
          .getLimitedValue();
    };
    auto Rank = [&](const Counter &C) {
      return std::make_tuple(C.Phi->getType()->getIntegerBitWidth(), Step(C),
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
    SmallVector<Counter, 4> Bases;
    for (const Counter &X : Counters) {
      Type *Ty = X.Phi->getType();
      unsigned W = Ty->getIntegerBitWidth();
      const APInt &XStep =
          cast<SCEVConstant>(cast<SCEVAddRecExpr>(X.S)->getStepRecurrence(SE))
              ->getAPInt();
      bool Done = false;
      for (const Counter &B : Bases) {
        unsigned BW = B.Phi->getType()->getIntegerBitWidth();
        // X steps Scale times as far as B (a pointer stepped down beside a
        // counter stepped up: -1).
        APInt BStep =
            cast<SCEVConstant>(cast<SCEVAddRecExpr>(B.S)->getStepRecurrence(SE))
                ->getAPInt()
                .sext(W);
        if (BStep.isZero() || !XStep.srem(BStep).isZero())
          continue;
        APInt Scale = XStep.sdiv(BStep);
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
          auto *D = dyn_cast<SCEVConstant>(
              SE.getMinusSCEV(X.S, SE.getMulExpr(E, SE.getConstant(Scale))));
          if (!D)
            continue;
          ConstantRange From = Known(B.Phi);
          if (Ext)
            From = From.castOp(*Ext, W);
          From = From.multiply(ConstantRange(Scale))
                     .add(ConstantRange(D->getAPInt()));
          if (auto It = Plan.Ranges.find(X.Phi);
              It != Plan.Ranges.end() && !It->second.contains(From))
            continue; // its own check says more
          // X's exact values (a stride, PointPlan::Values) follow from B's
          // when B is split into its values too: a B checked by its range
          // is split instead, when its values give exactly X's (`j += 3`
          // beside `i++`: i in 0..9, j split into 0, 3, .., 27).
          std::optional<SmallVector<APInt, 8>> BValues;
          if (auto XV = Plan.Values.find(X.Phi);
              XV != Plan.Values.end() && !Plan.Values.count(B.Phi)) {
            BValues = splitLike(Known(B.Phi), XV->second, [&](APInt V) {
              if (Ext)
                V = *Ext == Instruction::ZExt ? V.zext(W) : V.sext(W);
              return V * Scale + D->getAPInt();
            });
            if (!BValues)
              continue; // its exact values would be lost
          }
          if (BValues)
            Plan.Values[B.Phi] = std::move(*BValues);
          Plan.Derived.insert({X.Phi, {B.Phi, Ext, Scale, D->getAPInt()}});
          Done = true;
          break;
        }
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
