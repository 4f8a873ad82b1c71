//===- ExitTest.cpp - Loop exit equalities back into inequalities ---------===//

#include "BPFCoroExitTest/ExitTest.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/Compares.h"
#include "Support/EmptyAsm.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

#define DEBUG_TYPE "bpf-coro-exit-test"

using namespace llvm;
using namespace llvm::PatternMatch;

STATISTIC(NumRewritten, "Number of loop exit equalities made inequalities");
STATISTIC(NumNextCompared, "Number of counter tests made tests of the "
                           "counter's next value");
STATISTIC(NumSunk, "Number of derived values moved below the branch that "
                   "narrows what they are derived from");
STATISTIC(NumRecomputed, "Number of derived values computed anew below the "
                         "branch for the uses there");
STATISTIC(NumChosenIn64Bits, "Number of loop counts chosen among 64-bit "
                             "registers");

namespace bpfcoro {

/// Rewrites the exit test of \p Br, a conditional branch leaving \p L, from
/// an equality of a counter and a loop-invariant limit into the matching
/// inequality, when that is provably the same test on every iteration: the
/// test runs on every iteration (else the counter could step over the
/// limit between two tests), in the branch's block.
static bool rewriteExitTest(Loop &L, BranchInst &Br, ScalarEvolution &SE,
                            LazyValueInfo &LVI, DominatorTree &DT) {
  auto *Cmp = dyn_cast<ICmpInst>(Br.getCondition());
  BasicBlock *Latch = L.getLoopLatch();
  if (!Cmp || !Cmp->isEquality() || Cmp->getParent() != Br.getParent() ||
      !Cmp->getOperand(0)->getType()->isIntegerTy() || !Latch ||
      !DT.dominates(Br.getParent(), Latch) ||
      L.contains(Br.getSuccessor(0)) == L.contains(Br.getSuccessor(1)))
    return false;
  // Which operand is the counter: an affine recurrence of this loop
  // stepping by one either way.
  for (unsigned CounterOp : {0u, 1u}) {
    Value *Counter = Cmp->getOperand(CounterOp);
    Value *Limit = Cmp->getOperand(1 - CounterOp);
    if (isa<Constant>(Limit))
      return false;
    auto *Rec = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Counter));
    const SCEV *LimitS = SE.getSCEV(Limit);
    if (!Rec || Rec->getLoop() != &L || !Rec->isAffine() ||
        !SE.isLoopInvariant(LimitS, &L))
      continue;
    auto *Step = dyn_cast<SCEVConstant>(Rec->getStepRecurrence(SE));
    if (!Step || (!Step->getAPInt().isOne() && !Step->getAPInt().isAllOnes()))
      continue;
    bool Up = Step->getAPInt().isOne();
    // Counting up from at most the limit, the counter meets it before it
    // can pass it: while it runs, counter != limit is counter < limit.
    // Signed or unsigned, whichever the loop's entry proves, from the
    // conditions that guard it (a rotated loop's `n != 0` says n >= 1).
    const SCEV *Start = Rec->getStart();
    ScalarEvolution::LoopGuards Guards =
        ScalarEvolution::LoopGuards::collect(&L, SE);
    // Or from the ranges both have on the edge into the loop, which
    // LazyValueInfo narrows by a switch case too: the optimiser starts a
    // counter at the switch's value, known 0 in case 0, where SCEV sees an
    // unknown start and no guard (extended fuzz seed 39884).
    BasicBlock *Entering = L.getLoopPredecessor();
    auto OnEntry = [&](Value *V) -> std::optional<ConstantRange> {
      if (!Entering || V->getType() != Limit->getType())
        return std::nullopt;
      return LVI.getConstantRangeOnEdge(V, Entering, L.getHeader());
    };
    // The counter's first value: the header phi's value on entry, plus
    // what the counter adds to the phi; else what SCEV's start names.
    auto StartOnEntry = [&]() -> std::optional<ConstantRange> {
      Value *C = Counter;
      APInt Plus(C->getType()->getIntegerBitWidth(), 0);
      if (auto *Add = dyn_cast<BinaryOperator>(C);
          Add && Add->getOpcode() == Instruction::Add &&
          isa<ConstantInt>(Add->getOperand(1))) {
        Plus = cast<ConstantInt>(Add->getOperand(1))->getValue();
        C = Add->getOperand(0);
      }
      if (auto *Phi = dyn_cast<PHINode>(C);
          Phi && Phi->getParent() == L.getHeader() && Entering) {
        auto R = OnEntry(Phi->getIncomingValueForBlock(Entering));
        return R ? std::optional(R->add(ConstantRange(Plus))) : std::nullopt;
      }
      if (auto *SC = dyn_cast<SCEVConstant>(Start))
        return ConstantRange(SC->getAPInt());
      if (auto *U = dyn_cast<SCEVUnknown>(Start))
        return OnEntry(U->getValue());
      return std::nullopt;
    };
    auto Proves = [&](ICmpInst::Predicate Entry) {
      if (SE.isLoopEntryGuardedByCond(&L, Entry, Start, LimitS) ||
          SE.isKnownPredicate(Entry, SE.applyLoopGuards(Start, Guards),
                              SE.applyLoopGuards(LimitS, Guards)))
        return true;
      auto SR = StartOnEntry(), LR = OnEntry(Limit);
      return SR && LR && SR->icmp(Entry, *LR);
    };
    ICmpInst::Predicate Stay;
    if (Proves(Up ? ICmpInst::ICMP_ULE : ICmpInst::ICMP_UGE))
      Stay = Up ? ICmpInst::ICMP_ULT : ICmpInst::ICMP_UGT;
    else if (Proves(Up ? ICmpInst::ICMP_SLE : ICmpInst::ICMP_SGE))
      Stay = Up ? ICmpInst::ICMP_SLT : ICmpInst::ICMP_SGT;
    else
      return false;
    // The predicate that holds while the loop goes on, as the branch reads
    // it: true stays for !=, false stays for ==.
    bool TrueStays = L.contains(Br.getSuccessor(0));
    if (TrueStays != (Cmp->getPredicate() == ICmpInst::ICMP_NE))
      return false;
    ICmpInst::Predicate Pred =
        TrueStays ? Stay : ICmpInst::getInversePredicate(Stay);
    Cmp->setPredicate(CounterOp == 0 ? Pred
                                     : ICmpInst::getSwappedPredicate(Pred));
    Cmp->dropPoisonGeneratingFlags();
    ++NumRewritten;
    return true;
  }
  return false;
}

/// Rewrites \p Cmp, `iv P C` read with iv its operand \p IVOp and C a
/// constant, into `(iv + S) P' C + S` on \p Next, iv + S computed above it,
/// where the ranges iv has at the compare prove the two tests the same
/// (neither addition wraps in P's signedness). False, and nothing changed,
/// where they do not.
static bool retestNextValue(ICmpInst &Cmp, unsigned IVOp, Instruction &Next,
                            const APInt &S, LazyValueInfo &LVI) {
  Value *IV = Cmp.getOperand(IVOp);
  auto *C = cast<ConstantInt>(Cmp.getOperand(1 - IVOp));
  ConstantRange R = LVI.getConstantRange(IV, &Cmp, /*UndefAllowed=*/false);
  const APInt &CV = C->getValue();
  unsigned W = CV.getBitWidth();
  // Read as `iv P C`. A samesign compare of operands of two signs is
  // poison, which a branch may not take: iv is in C's half.
  ICmpInst::Predicate P =
      IVOp == 0 ? Cmp.getPredicate()
                : ICmpInst::getSwappedPredicate(Cmp.getPredicate());
  APInt Zero = APInt::getZero(W), Min = APInt::getSignedMinValue(W);
  ConstantRange Half =
      CV.isNegative() ? ConstantRange(Min, Zero) : ConstantRange(Zero, Min);
  if (Cmp.hasSameSign())
    R = R.intersectWith(Half);
  if (R.isEmptySet() || S.isMinSignedValue())
    return false;
  // Whether x + S stays in the integers of a compare's signedness for
  // every x in R and for C: then x P C is x + S P C + S.
  auto Fits = [&](bool Signed) {
    auto Stays = [&](const APInt &Lo, const APInt &Hi) {
      bool Ov = false;
      if (Signed)
        (void)(S.isNegative() ? Lo.sadd_ov(S, Ov) : Hi.sadd_ov(S, Ov));
      else if (S.isNegative())
        (void)Lo.usub_ov(-S, Ov);
      else
        (void)Hi.uadd_ov(S, Ov);
      return !Ov;
    };
    return Stays(CV, CV) &&
           (Signed ? Stays(R.getSignedMin(), R.getSignedMax())
                   : Stays(R.getUnsignedMin(), R.getUnsignedMax()));
  };
  // P, or P of the other signedness where iv and C are in one half.
  // Of those that fit, one that is not an equality in disguise: the
  // code generator emits `x u> 0` as `x != 0`, which 6.1's verifier
  // does not narrow at all (later ones do at a range's end).
  // Then, of two that fit, the signed one for a count-down and the
  // unsigned one for a count-up: a value the verifier holds past the
  // end the loop counts towards (a state no run reaches, which it walks
  // where its ranges and known bits disagree: extended fuzz seed 1884)
  // leaves the loop at once instead of wrapping round to walk it 2^32
  // times.
  APInt NextC = CV + S;
  std::optional<ICmpInst::Predicate> Pick;
  unsigned PickCost = 0;
  SmallVector<ICmpInst::Predicate, 2> Preds{P};
  if (Half.contains(R))
    Preds.push_back(ICmpInst::getFlippedSignednessPredicate(P));
  for (ICmpInst::Predicate Q : Preds) {
    if (!Fits(ICmpInst::isSigned(Q)))
      continue;
    ConstantRange Taken = ConstantRange::makeExactICmpRegion(Q, NextC);
    bool Equality =
        Taken.isSingleElement() || Taken.inverse().isSingleElement();
    unsigned Cost = 2 * Equality + (ICmpInst::isSigned(Q) != S.isNegative());
    if (!Pick || Cost < PickCost) {
      Pick = Q;
      PickCost = Cost;
    }
  }
  if (!Pick)
    return false;
  // The test now reads the next value also where nothing read it before
  // (the iteration that leaves): a wrap flag the fitting signedness does
  // not vouch for (nsw under an unsigned test) would make that read
  // poison.
  Next.dropPoisonGeneratingFlags();
  Cmp.setPredicate(*Pick);
  Cmp.setSameSign(false);
  Cmp.setOperand(0, &Next);
  Cmp.setOperand(1, ConstantInt::get(C->getType(), NextC));
  return true;
}

/// Whether every incoming value of \p Phi from outside \p L is a constant: from
/// a constant start the verifier walks a counter as a constant, which each test
/// decides, and there is nothing to narrow.
static bool startsConstant(PHINode &Phi, const Loop &L) {
  return all_of(Phi.blocks(), [&](BasicBlock *B) {
    return L.contains(B) || isa<Constant>(Phi.getIncomingValueForBlock(B));
  });
}

/// Rewrites `icmp P iv, C`, the test of \p Br in loop \p L of a counter iv
/// against a constant, into `icmp P (iv + S), C + S` on the counter's next
/// value iv + S, computed above the compare and carried round the loop,
/// where that is the same test (retestNextValue). `while (n-- > 0)`
/// compares n while the loop goes on with n - 1, another register the
/// verifier does not narrow with n unless it links a register to its copy
/// plus a constant (6.12 does not): it walks n - 1 down for ever until "The
/// sequence of 8193 jumps is too complex" (extended fuzz seeds 69, 98, 173
/// and 474 of the count-down loops). Tested, the next value is narrowed
/// itself.
static bool compareNextValue(Loop &L, BranchInst &Br, LazyValueInfo &LVI,
                             DominatorTree &DT) {
  auto *Cmp = dyn_cast<ICmpInst>(Br.getCondition());
  if (!Cmp || Cmp->isEquality() ||
      !Cmp->getOperand(0)->getType()->isIntegerTy())
    return false;
  for (unsigned IVOp : {0u, 1u}) {
    auto *IV = dyn_cast<PHINode>(Cmp->getOperand(IVOp));
    if (!IV || !isa<ConstantInt>(Cmp->getOperand(1 - IVOp)) ||
        IV->getParent() != L.getHeader() || startsConstant(*IV, L))
      continue;
    // The next value: an add of a constant to the counter, what the
    // header phi takes from the loop, computed above the compare.
    for (Value *In : IV->incoming_values()) {
      const APInt *S;
      auto *Next = dyn_cast<Instruction>(In);
      if (!Next || !L.contains(Next) ||
          !match(Next, m_Add(m_Specific(IV), m_APInt(S))) || S->isZero() ||
          !DT.dominates(Next, Cmp))
        continue;
      if (retestNextValue(*Cmp, IVOp, *Next, *S, LVI)) {
        ++NumNextCompared;
        return true;
      }
    }
  }
  return false;
}

/// Rewrites `icmp P x, C`, the test of \p BB's branch, into `icmp P (x +
/// S), C + S` where x + S, computed above the compare, goes on below the
/// branch and x itself does not (retestNextValue says where that is the
/// same test). The branch narrows the register it tests, and nothing
/// below reads that one: x + S, another register, kept the range it had
/// above. Only where x + S is used above the branch too, which
/// sinkBelowTest then cannot move below it; and not for a phi of
/// constants and x + S (the verifier walks such a counter as constants).
/// Outside a loop LoopInfo sees too: a do-while's counter in a resume that
/// re-enters the loop in its middle, reloaded in [0, 2], tested `i < 2` in the
/// block that entry leads through and in the latches of the body's ways, while
/// `i + 1` went on as the next iteration's i into `a[i + 1]`, which the
/// verifier then walked up to a[4] (extended fuzz seed 17034, start-then-resume
/// driver; corpus run/counter-next-value-tested-outside-loop.c).
static bool compareGoingOn(BasicBlock &BB, LazyValueInfo &LVI,
                           DominatorTree &DT) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp || Cmp->isEquality() || !Cmp->hasOneUse() ||
      !Cmp->getOperand(0)->getType()->isIntegerTy())
    return false;
  auto Below = [&](const Use &U) {
    return any_of(successors(&BB), [&](BasicBlock *S) {
      return DT.dominates(BasicBlockEdge(&BB, S), U);
    });
  };
  // Read below the branch and, besides the compare, above it too.
  auto ReadBothSides = [&](Instruction &Next) {
    bool Down = false, Up = false;
    for (const Use &U : Next.uses())
      if (U.getUser() != Cmp)
        (Below(U) ? Down : Up) = true;
    return Down && Up;
  };
  for (unsigned IVOp : {0u, 1u}) {
    Value *X = Cmp->getOperand(IVOp);
    if (isa<Constant>(X) || !isa<ConstantInt>(Cmp->getOperand(1 - IVOp)))
      continue;
    auto *Phi = dyn_cast<PHINode>(X);
    for (User *U : X->users()) {
      const APInt *S;
      auto *Next = dyn_cast<Instruction>(U);
      if (!Next || !match(Next, m_Add(m_Specific(X), m_APInt(S))) ||
          S->isZero() || !DT.dominates(Next, Cmp) || !ReadBothSides(*Next))
        continue;
      auto OtherUseBelow = [&](const Use &XU) {
        return XU.getUser() != Cmp && XU.getUser() != Next && Below(XU);
      };
      auto ConstantOrNext = [&](Value *In) {
        return In == Next || isa<Constant>(In);
      };
      if (any_of(X->uses(), OtherUseBelow) ||
          (Phi && all_of(Phi->incoming_values(), ConstantOrNext)))
        continue;
      if (retestNextValue(*Cmp, IVOp, *Next, *S, LVI)) {
        ++NumNextCompared;
        return true;
      }
    }
  }
  return false;
}

/// Whether \p I only computes a value from its operands (arithmetic but
/// division, a cast, an address, a compare, a select, or the empty asm
/// the late passes hide a value behind), so it can move.
static bool pureComputation(const Instruction &I) {
  if (auto *BO = dyn_cast<BinaryOperator>(&I))
    return !BO->isIntDivRem();
  return isa<CastInst>(I) || isa<GetElementPtrInst>(I) || isa<CmpInst>(I) ||
         isa<SelectInst>(I) || isa<FreezeInst>(I) || isEmptyAsm(I);
}

/// How many dominators of a branch's block sinkBelowTest looks in for
/// values derived from what the branch compares.
constexpr size_t MaxBlocksAbove = 16;

/// A value to move onto the edge from a branch's block to a successor whose
/// phis take it.
using EdgeMove = std::tuple<Instruction *, BasicBlock *, BasicBlock *>;

/// Where use \p U needs its value: at the end of a phi's incoming block, at
/// any other user.
static BasicBlock *useBlock(const Use &U) {
  auto *UI = cast<Instruction>(U.getUser());
  if (auto *Phi = dyn_cast<PHINode>(UI))
    return Phi->getIncomingBlock(U);
  return UI->getParent();
}

/// Moves \p I, computed in or above \p BB, to the start of each of BB's two
/// successors, a copy in each, where every use of I lies below one of them
/// and each has BB as its only predecessor. False, and nothing changed,
/// otherwise.
static bool duplicateOnBothWays(Instruction &I, BasicBlock &BB,
                                DominatorTree &DT) {
  auto *Br = cast<BranchInst>(BB.getTerminator());
  BasicBlock *Ways[2] = {Br->getSuccessor(0), Br->getSuccessor(1)};
  if (Ways[0]->getSinglePredecessor() != &BB ||
      Ways[1]->getSinglePredecessor() != &BB)
    return false;
  bool Uses[2] = {false, false};
  for (Use &U : I.uses()) {
    BasicBlock *At = useBlock(U);
    unsigned K = 0;
    while (K < 2 && (At == &BB || !DT.dominates(Ways[K], At)))
      ++K;
    if (K == 2)
      return false;
    Uses[K] = true;
  }
  if (!Uses[0] || !Uses[1])
    return false;
  Instruction *Copy = I.clone();
  Copy->setName(I.getName());
  Copy->insertBefore(Ways[1]->getFirstInsertionPt());
  I.replaceUsesWithIf(
      Copy, [&](Use &U) { return DT.dominates(Ways[1], useBlock(U)); });
  I.moveBefore(Ways[0]->getFirstInsertionPt());
  return true;
}

/// Replaces each phi of \p BB that takes one computation from every
/// predecessor (the same operation on the same operands, one of them in
/// \p Derived, all of them computed above BB) by that computation at BB's
/// start, and adds it to Derived. `i + 1` computed on both ways of an
/// if-else in the loop's body reaches the exit test as a phi, which is not
/// computed from i to sinkBelowTest (classic fuzz seed 27995).
static bool mergeSameIncoming(BasicBlock &BB, SmallPtrSetImpl<Value *> &Derived,
                              DominatorTree &DT) {
  bool Changed = false;
  for (PHINode &Phi : make_early_inc_range(BB.phis())) {
    auto *First = dyn_cast<Instruction>(Phi.getIncomingValue(0));
    if (!First || Derived.count(&Phi) || !pureComputation(*First) ||
        isEmptyAsm(*First) || First->getParent() == &BB ||
        none_of(First->operands(),
                [&](Value *Op) { return Derived.count(Op); }) ||
        any_of(First->operands(), [&](Value *Op) {
          auto *OpI = dyn_cast<Instruction>(Op);
          return OpI && (OpI->getParent() == &BB || !DT.dominates(OpI, &BB));
        }) ||
        any_of(Phi.incoming_values(), [&](Value *V) {
          auto *I = dyn_cast<Instruction>(V);
          return !I || !I->isIdenticalTo(First);
        }))
      continue;
    Instruction *Merged = First->clone();
    Merged->insertBefore(BB.getFirstInsertionPt());
    Merged->takeName(&Phi);
    // Once each: a phi may take one computation on two ways (extended fuzz
    // seed 30683, where erasing it twice crashed the compiler).
    SmallSetVector<Value *, 4> Inputs(Phi.incoming_values().begin(),
                                      Phi.incoming_values().end());
    Phi.replaceAllUsesWith(Merged);
    Phi.eraseFromParent();
    for (Value *V : Inputs)
      if (auto *I = dyn_cast<Instruction>(V); I && I->use_empty())
        I->eraseFromParent();
    Derived.insert(Merged);
    Changed = true;
  }
  return Changed;
}

/// How many users deep feedsAddress looks.
constexpr unsigned MaxAddressDepth = 6;

/// Whether \p U is an address, a part of one, or reaches one through
/// computations of at most MaxAddressDepth users, each looked at once.
static bool feedsAddress(const Use &U) {
  SmallVector<std::pair<const Use *, unsigned>, 16> Work{{&U, 0}};
  SmallPtrSet<const Instruction *, 16> Seen;
  while (!Work.empty()) {
    auto [At, Depth] = Work.pop_back_val();
    auto *I = cast<Instruction>(At->getUser());
    if (isa<GetElementPtrInst>(I) || isa<LoadInst>(I))
      return true;
    if (auto *Store = dyn_cast<StoreInst>(I)) {
      if (At == &Store->getOperandUse(Store->getPointerOperandIndex()))
        return true;
      continue;
    }
    if (Depth < MaxAddressDepth && pureComputation(*I) && Seen.insert(I).second)
      for (const Use &Next : I->uses())
        Work.push_back({&Next, Depth + 1});
  }
  return false;
}

/// Whether \p U feeds an address, directly or as the value a phi takes: a
/// loop's next index, `a[(i + 1) & 3]` on the next iteration of a loop
/// tested `i < 2` in its latch (extended fuzz seed 17034).
static bool reachesAddress(const Use &U) {
  if (auto *Phi = dyn_cast<PHINode>(U.getUser()))
    return any_of(Phi->uses(),
                  [](const Use &Next) { return feedsAddress(Next); });
  return feedsAddress(U);
}

/// \p V computed anew at \p B's insertion point, below a branch that
/// compares each of \p Compared: a value it compares behind an empty asm
/// (else the code generator's common subexpressions would make the copy the
/// register computed above again), a value of \p Stayed (computed above the
/// branch from what it compares) from its operands computed anew, anything
/// else as it is. \p Anew holds what is computed already.
static Value *recomputeBelow(Value *V, IRBuilder<> &B,
                             const SmallPtrSetImpl<Value *> &Compared,
                             const SmallPtrSetImpl<Instruction *> &Stayed,
                             DenseMap<Value *, Value *> &Anew) {
  auto *I = dyn_cast<Instruction>(V);
  bool Hide = Compared.contains(V);
  if (!Hide && !(I && Stayed.contains(I)))
    return V;
  if (Value *Done = Anew.lookup(V))
    return Done;
  Value *New;
  if (Hide) {
    New = hiddenFromSelection(B, V);
  } else {
    Instruction *Copy = I->clone();
    for (Use &Op : Copy->operands())
      Op.set(recomputeBelow(Op.get(), B, Compared, Stayed, Anew));
    New = B.Insert(Copy, I->getName() + ".below");
  }
  return Anew[V] = New;
}

/// Computes what \p BB derives from the values its branch compares, before
/// the branch, below it, on the one way that uses it: the verifier narrows
/// a compared X at the branch and what is computed from X after, but not a
/// value computed before, which is another register. A counter's next
/// value beside the exit test of the current one (i in [0, 2] reloaded,
/// i + 1 in [1, 3], then `i < 2`, and the next iteration's
/// `a[(i + 1) & 3]`, whose mask the optimiser had dropped, overran the
/// array to the verifier: extended fuzz seed 10636); an address scaled
/// from reloaded units before the range check of the units (seed 14081).
/// A value used only where one successor whose only predecessor is \p BB
/// dominates moves to the start of that successor, the last first so that
/// a chain moves whole; one used only by the phis of one successor is
/// queued in \p ToEdges, for a block of its own on the edge to it.
static bool sinkBelowTest(BasicBlock &BB, DominatorTree &DT, LoopInfo &LI,
                          SmallVectorImpl<EdgeMove> &ToEdges) {
  auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
  if (!Br || !Br->isConditional() ||
      Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  // What the branch compares: an icmp's operands, or those of the compare
  // the split's range checks are made of (llvm.bpf.compare, which keeps
  // the optimiser from rewriting them).
  SmallPtrSet<Value *, 8> Derived;
  if (auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition())) {
    Derived.insert(Cmp->getOperand(0));
    Derived.insert(Cmp->getOperand(1));
  } else if (isOpaqueCompare(Br->getCondition())) {
    auto *II = cast<IntrinsicInst>(Br->getCondition());
    Derived.insert(II->getArgOperand(1));
    Derived.insert(II->getArgOperand(2));
  } else {
    return false;
  }
  Derived.remove_if([](Value *V) { return isa<Constant>(V); });
  // From BB and the blocks that dominate it in its own loop: a resume
  // checks its reloads in a chain of blocks, one check each, and the
  // optimiser may have computed from a value above the block that checks it
  // (extended fuzz seed 20374: an address scaled from reloaded units one
  // check before the units' own); a rotated loop computes its counter's
  // next value in the header and tests the current one in the latch, below
  // a branch of the body (`while (n-- > 0)`: n - 1 is another register, not
  // narrowed by `n > 1`, and 6.12's verifier, which does not link a
  // register to its copy plus a constant, walks n down for ever: extended
  // fuzz seeds 69, 98, 173 and 474 of the count-down loops). Not from
  // around BB's loop: the value would then be computed on every iteration.
  Loop *Own = LI.getLoopFor(&BB);
  auto Around = [&](BasicBlock *B) {
    Loop *L = LI.getLoopFor(B);
    return Own && L != Own && (!L || L->contains(Own));
  };
  SmallVector<BasicBlock *, 8> Above{&BB};
  for (DomTreeNode *N = DT.getNode(&BB)->getIDom();
       N && Above.size() < MaxBlocksAbove && !Around(N->getBlock());
       N = N->getIDom())
    Above.push_back(N->getBlock());
  SmallPtrSet<Value *, 8> Compared(Derived.begin(), Derived.end());
  bool Changed = mergeSameIncoming(BB, Derived, DT);
  SmallVector<Instruction *, 8> Chain;
  for (BasicBlock *B : reverse(Above))
    for (Instruction &I : *B)
      if (&I != Br->getCondition() && pureComputation(I) &&
          any_of(I.operands(), [&](Value *Op) { return Derived.count(Op); })) {
        Derived.insert(&I);
        Chain.push_back(&I);
      }
  for (Instruction *I : reverse(Chain)) {
    if (I->use_empty())
      continue;
    // Used on both ways, each a successor BB alone leads to: a copy on
    // each (`while (r-- > 0)` goes on with r - 1 and leaves with it too; a
    // counter clamped from above only was tested in one register and
    // counted down in another, from 0x7fffffff).
    if (duplicateOnBothWays(*I, BB, DT)) {
      ++NumSunk;
      Changed = true;
      continue;
    }
    // The successor every use is on the way of.
    BasicBlock *To = nullptr;
    bool OnlyPhis = true, Ok = true;
    for (Use &U : I->uses()) {
      auto *UI = cast<Instruction>(U.getUser());
      auto *Phi = dyn_cast<PHINode>(UI);
      BasicBlock *Way = nullptr;
      if (Phi && Phi->getIncomingBlock(U) == &BB &&
          is_contained(successors(&BB), Phi->getParent())) {
        Way = Phi->getParent(); // BB itself for a one-block loop
      } else {
        OnlyPhis = false;
        BasicBlock *S = useBlock(U);
        if (S != &BB)
          for (BasicBlock *Succ : successors(&BB))
            if (Succ->getSinglePredecessor() == &BB && DT.dominates(Succ, S))
              Way = Succ;
      }
      if (!Way || (To && Way != To)) {
        Ok = false;
        break;
      }
      To = Way;
    }
    if (!Ok || !To)
      continue;
    if (OnlyPhis) {
      ToEdges.push_back({I, &BB, To});
    } else if (To->getSinglePredecessor() == &BB) {
      I->moveBefore(To->getFirstInsertionPt());
      ++NumSunk;
      Changed = true;
    }
  }
  // What stays above the branch, because it is used there too, is
  // computed anew below it for the uses there that reach an address (a
  // phi's too, whose incoming block is below it). Not
  // for the others: a register more, live beside the one computed above,
  // is a difference more between the verifier's states, which it then
  // prunes less (a random program went from 770,000 processed instructions
  // to above 1,000,000).
  SmallPtrSet<Instruction *, 8> Stayed;
  for (Instruction *I : Chain)
    if (is_contained(Above, I->getParent()))
      Stayed.insert(I);
  for (BasicBlock *Way : successors(&BB)) {
    if (Way->getSinglePredecessor() != &BB)
      continue;
    IRBuilder<> B(Way, Way->getFirstInsertionPt());
    DenseMap<Value *, Value *> Anew;
    for (Instruction *I : Chain) {
      if (!Stayed.contains(I))
        continue;
      bool Below = false;
      for (Use &U : make_early_inc_range(I->uses()))
        if (DT.dominates(Way, useBlock(U)) && reachesAddress(U)) {
          U.set(recomputeBelow(I, B, Compared, Stayed, Anew));
          Below = true;
        }
      if (Below) {
        ++NumRecomputed;
        Changed = true;
      }
    }
  }
  return Changed;
}

/// Moves each of \p ToEdges onto a block of its own on its edge.
static bool sinkOntoEdges(ArrayRef<EdgeMove> ToEdges) {
  // One block per edge: a conditional branch to two distinct successors
  // has one edge to each.
  DenseMap<std::pair<BasicBlock *, BasicBlock *>, BasicBlock *> Edges;
  for (auto [I, From, To] : ToEdges) {
    BasicBlock *&Edge = Edges[{From, To}];
    if (!Edge) {
      auto *Br = cast<BranchInst>(From->getTerminator());
      Edge = BasicBlock::Create(From->getContext(), From->getName() + ".next",
                                From->getParent(), To);
      BranchInst::Create(To, Edge)->setDebugLoc(Br->getDebugLoc());
      Br->setSuccessor(Br->getSuccessor(0) == To ? 0 : 1, Edge);
      for (PHINode &Phi : To->phis())
        Phi.replaceIncomingBlockWith(From, Edge);
    }
    I->moveBefore(Edge->getTerminator()->getIterator());
    ++NumSunk;
  }
  return !ToEdges.empty();
}

/// Chooses a loop's count among 64-bit registers. The code generator
/// lowers `umin(n, 2)` as `w8 = w7; if w7 < 2 goto +1; w8 = 2`: the copy is
/// made before the branch that tests the original, and the branch bounds
/// the copy only where the verifier links the two registers. It links a
/// 64-bit copy always, a 32-bit one on 6.18 only when the source's value
/// fits in 32 bits and on 6.1 never; a clamped count-down `n = ...; clamp
/// to [0, 2]; while (n-- > 0)` then went round from 0x7fffffff (extended
/// fuzz seed 2885: n truncated from a 64-bit value, on every kernel; 455: n
/// reloaded by a 32-bit load, on 6.1). So such a choice, and the choices it
/// chooses among, select 64-bit values (a truncated value's 64-bit source,
/// any other value zero-extended): `r8 = r7`. The tests compare the 32-bit
/// halves of the registers chosen from, so a test and its copy share one
/// register. Empty asms keep instruction selection from narrowing it back,
/// or from testing the value a zero extension copies instead of the copy.
static bool chooseCountsIn64Bits(Function &F, LoopInfo &LI) {
  IntegerType *I64 = Type::getInt64Ty(F.getContext());
  auto IsChoice = [&](Value *V) {
    return V->getType()->isIntegerTy() &&
           V->getType()->getIntegerBitWidth() < 64 &&
           (isa<SelectInst>(V) || isa<MinMaxIntrinsic>(V));
  };
  // A loop's count: what a loop header's phi takes from outside the loop,
  // maybe extended or merged with other starts on the way, by phis (a
  // clamped count on one way, a constant on another: extended fuzz seed
  // 8435) or by a wider select (`(v0 & 7) == 0 ? clamp(b) : 4`, the clamp
  // hoisted out of an outer loop: extended fuzz seed 23757).
  auto StartsCount = [&](Instruction *I) {
    SmallPtrSet<Instruction *, 8> Seen;
    SmallVector<Instruction *, 8> Work{I};
    while (!Work.empty()) {
      Instruction *V = Work.pop_back_val();
      for (User *U : V->users()) {
        auto *UI = cast<Instruction>(U);
        if (!Seen.insert(UI).second)
          continue;
        auto *Phi = dyn_cast<PHINode>(UI);
        auto *Sel = dyn_cast<SelectInst>(UI);
        Loop *L = Phi ? LI.getLoopFor(Phi->getParent()) : nullptr;
        if (L && L->getHeader() == Phi->getParent()) {
          if (!L->contains(I))
            return true;
        } else if (Phi || isa<ZExtInst, SExtInst>(UI) ||
                   (Sel && Sel->getCondition() != V)) {
          Work.push_back(UI);
        }
      }
    }
    return false;
  };
  auto Chosen = [](Instruction *I) -> std::pair<Value *, Value *> {
    if (auto *Sel = dyn_cast<SelectInst>(I))
      return {Sel->getTrueValue(), Sel->getFalseValue()};
    return {I->getOperand(0), I->getOperand(1)};
  };
  SmallSetVector<Instruction *, 8> Choices;
  SmallVector<Instruction *, 8> Work;
  for (Instruction &I : instructions(F))
    if (IsChoice(&I) && StartsCount(&I))
      Work.push_back(&I);
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (!Choices.insert(I))
      continue;
    auto [A, B] = Chosen(I);
    for (Value *Op : {A, B})
      if (IsChoice(Op))
        Work.push_back(cast<Instruction>(Op));
  }
  // Nothing to gain where only constants are chosen.
  Choices.remove_if([&](Instruction *I) {
    auto [A, B] = Chosen(I);
    return isa<Constant>(A) && isa<Constant>(B);
  });
  if (Choices.empty())
    return false;

  // Each choice's 64-bit register, and whether its upper bits are zero
  // (they are not where a truncated value's source is chosen).
  DenseMap<Instruction *, std::pair<Value *, bool>> Wide;
  std::function<std::pair<Value *, bool>(Instruction *)> Widen =
      [&](Instruction *I) -> std::pair<Value *, bool> {
    if (auto It = Wide.find(I); It != Wide.end())
      return It->second;
    IRBuilder<> B(I);
    auto WideOperand = [&](Value *V) -> std::pair<Value *, bool> {
      if (auto *C = dyn_cast<ConstantInt>(V))
        return {ConstantInt::get(I64, C->getZExtValue()), true};
      if (auto *Inner = dyn_cast<Instruction>(V); Inner && Choices.count(Inner))
        return Widen(Inner);
      // The source of a truncation to a 32-bit half, which the test reads
      // in the same register. Not below 32 bits: no BPF compare reads 8 or
      // 16 bits, so the test would mask a copy and bound only that (a
      // `(__u16)a < 4` clamp chose a itself, masked after the copy:
      // extended fuzz seed 2384, "The sequence of 8193 jumps is too
      // complex"); the zero extension is one register for both.
      if (auto *T = dyn_cast<TruncInst>(V);
          T && T->getSrcTy() == I64 && T->getDestTy()->isIntegerTy(32))
        return {T->getOperand(0), false};
      // Hidden, or instruction selection tests another register it knows
      // to hold the same low bits and copies the chosen one apart from it:
      // below 32 bits a sign extension known positive, masked after the
      // copy; at 32 bits the value itself, `w6 = w0; if w0 < 2` where w0
      // is not known to fit in 32 bits (a phi of a loaded count and a
      // truncated one: extended fuzz seed 19303, 1M insns on 6.18).
      return {hiddenFromSelection(
                  B, B.CreateZExt(V, I64, V->getName() + ".zext")),
              true};
    };
    auto [TV, FV] = Chosen(I);
    auto [WT, ZT] = WideOperand(TV);
    auto [WF, ZF] = WideOperand(FV);
    // The test, on the 32-bit halves of the registers chosen from where
    // that is the same test, so that a test and its copy share a register.
    auto Test = [&](CmpInst::Predicate Pred, Value *L, Value *R) {
      if (!I->getType()->isIntegerTy(32) &&
          !((ICmpInst::isUnsigned(Pred) || ICmpInst::isEquality(Pred)) && ZT &&
            ZF))
        return B.CreateICmp(Pred, L, R, I->getName() + ".first");
      auto Half = [&](Value *V) -> Value * {
        if (auto *C = dyn_cast<ConstantInt>(V))
          return B.getInt(C->getValue().zext(32));
        Value *W = V == TV ? WT : WF;
        if (auto *T = dyn_cast<TruncInst>(V);
            T && T->getOperand(0) == W && T->getType()->isIntegerTy(32))
          return T;
        return B.CreateTrunc(W, B.getInt32Ty());
      };
      return B.CreateICmp(Pred, Half(L), Half(R), I->getName() + ".first");
    };
    Value *Cond;
    if (auto *Sel = dyn_cast<SelectInst>(I)) {
      Cond = Sel->getCondition();
      auto *Cmp = dyn_cast<ICmpInst>(Cond);
      if (Cmp && Cmp->hasOneUse() && all_of(Cmp->operands(), [&](Value *Op) {
            return Op == TV || Op == FV || isa<ConstantInt>(Op);
          }))
        Cond =
            Test(Cmp->getPredicate(), Cmp->getOperand(0), Cmp->getOperand(1));
    } else {
      Cond = Test(cast<MinMaxIntrinsic>(I)->getPredicate(), TV, FV);
    }
    Value *W = hiddenFromSelection(
        B, B.CreateSelect(Cond, WT, WF, I->getName() + ".wide"));
    return Wide[I] = {W, ZT && ZF};
  };
  SmallVector<Instruction *, 8> Lows;
  for (Instruction *I : Choices) {
    auto [W, ZeroUpper] = Widen(I);
    IRBuilder<> B(I);
    Value *Low = B.CreateTrunc(W, I->getType(), I->getName());
    // A zero extension of a choice whose register holds it zero-extended
    // is that register: no mask after the copy.
    for (User *U : make_early_inc_range(I->users()))
      if (auto *Z = dyn_cast<ZExtInst>(U); Z && ZeroUpper) {
        Z->replaceAllUsesWith(B.CreateZExtOrTrunc(W, Z->getType()));
        Z->eraseFromParent();
      }
    I->replaceAllUsesWith(Low);
    Low->takeName(I);
    Lows.push_back(cast<Instruction>(Low));
    ++NumChosenIn64Bits;
  }
  for (Instruction *I : Choices) {
    auto *Sel = dyn_cast<SelectInst>(I);
    auto *Cmp = Sel ? dyn_cast<ICmpInst>(Sel->getCondition()) : nullptr;
    I->eraseFromParent();
    if (Cmp && Cmp->use_empty())
      Cmp->eraseFromParent();
  }
  // The low halves only the choices read.
  for (Instruction *Low : Lows)
    if (Low->use_empty())
      Low->eraseFromParent();
  return true;
}

PreservedAnalyses BPFCoroExitTestPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  // Natural loops only: a resume that enters a loop in its middle makes
  // the loop irreducible, and LoopInfo does not see it.
  bool Changed = false;
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  if (!LI.empty()) {
    ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
    LazyValueInfo &LVI = FAM.getResult<LazyValueAnalysis>(F);
    for (Loop *L : LI.getLoopsInPreorder()) {
      SmallVector<BasicBlock *, 4> Exiting;
      L->getExitingBlocks(Exiting);
      for (BasicBlock *BB : Exiting)
        if (auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
            Br && Br->isConditional())
          Changed |= rewriteExitTest(*L, *Br, SE, LVI, DT) ||
                     compareNextValue(*L, *Br, LVI, DT);
    }
  }
  // Any block, in a loop LoopInfo sees or not; the edges are split last,
  // the dominator tree holding until then.
  if (F.size() > 1) {
    LazyValueInfo &LVI = FAM.getResult<LazyValueAnalysis>(F);
    for (BasicBlock &BB : F)
      Changed |= compareGoingOn(BB, LVI, DT);
  }
  Changed |= chooseCountsIn64Bits(F, LI);
  SmallVector<EdgeMove, 4> ToEdges;
  for (BasicBlock &BB : F)
    Changed |= sinkBelowTest(BB, DT, LI, ToEdges);
  bool Split = sinkOntoEdges(ToEdges);
  if (!Changed && !Split)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  if (!Split)
    PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
