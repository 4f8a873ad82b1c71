//===- Loops.cpp - Loops the verifier must bound between suspensions --------===//
//
// A suspension in a loop leaves, in the state machine, the ways around the
// loop that do not suspend; the verifier has to bound those on its own. This
// records the loops as written (before the state machine hides them) and,
// through BPFCoroLoopBound's walk of the split code, rejects a coroutine
// whose loop the verifier could not bound, at the loop's line.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

/// Whether \p V reaches an array index, through integer arithmetic, casts,
/// phis and selects; with \p ThroughArithmetic, through at least one
/// arithmetic operation (`a[(i + 1) & 3]`, `a[2 * i]`), the indexes whose
/// bound LLVM may reason away from the loop (dropping the mask, computing
/// the next iteration's address before the test): a plain `a[i]` is
/// bounded by i's range and needs no split.
bool indexesArray(Value *V, bool ThroughArithmetic) {
  SmallPtrSet<Value *, 16> Seen{V};
  SmallVector<std::pair<Value *, bool>, 16> Work{{V, !ThroughArithmetic}};
  while (!Work.empty()) {
    auto [X, Arithmetic] = Work.pop_back_val();
    for (User *U : X->users()) {
      if (auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
        if (Arithmetic && GEP->getPointerOperand() != X)
          return true;
        continue;
      }
      bool Op = isa<BinaryOperator>(U);
      if ((Op || isa<CastInst>(U) || isa<SelectInst>(U) || isa<PHINode>(U)) &&
          U->getType()->isIntegerTy() && Seen.insert(U).second)
        Work.push_back({U, Arithmetic || Op});
    }
  }
  return false;
}

/// Whether loop \p L leaves through `==` or `!=` of counter \p Phi (or the
/// counter plus a constant) with a constant (`for (i = 45; i != 49; i++)`).
/// From a reloaded range [45, 48] kernels before 6.8 never learn that
/// `i + 1 != 49` ends the loop (they narrow only at the range's ends from
/// `<`-like compares) and walk it until they give up; the exact values do.
static bool exitsByEquality(PHINode *Phi, Loop *L) {
  SmallVector<BasicBlock *, 4> Exiting;
  L->getExitingBlocks(Exiting);
  for (BasicBlock *E : Exiting) {
    auto *Br = dyn_cast<BranchInst>(E->getTerminator());
    auto *Cmp = Br && Br->isConditional()
                    ? dyn_cast<ICmpInst>(Br->getCondition())
                    : nullptr;
    if (!Cmp || !Cmp->isEquality())
      continue;
    for (unsigned K = 0; K < 2; ++K) {
      Value *X = Cmp->getOperand(K);
      if (!isa<ConstantInt>(Cmp->getOperand(1 - K)))
        continue;
      if (auto *Add = dyn_cast<BinaryOperator>(X);
          Add && Add->getOpcode() == Instruction::Add &&
          isa<ConstantInt>(Add->getOperand(1)))
        X = Add->getOperand(0);
      if (X == Phi)
        return true;
    }
  }
  return false;
}

/// The loops as written, with the suspensions in each and the counters a
/// resume splits into exact values.
void CoroutineSplitter::collectSourceLoops() {
  // F's blocks have not changed since computeRanges asked for ScalarEvolution.
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder()) {
    SourceLoop SL;
    for (const SuspendPoint &P : Points)
      if (L->contains(P.Yield))
        SL.Suspends.push_back(P.Yield->getParent());
    // A counter tested for equality by a loop without a suspension too:
    // it is saved where a suspension follows that loop in an outer one (a
    // `continue` LLVM made an inner loop of its own, which leaves through
    // the count-down's `n != 0`).
    for (PHINode &Phi : L->getHeader()->phis())
      if (Phi.getType()->isIntegerTy() &&
          ((!SL.Suspends.empty() && indexesArray(&Phi, /*ThroughArithmetic=*/true)) ||
           exitsByEquality(&Phi, L)))
        LoopCounters.insert(&Phi);
    SL.Blocks.insert(L->block_begin(), L->block_end());
    SL.Loc = L->getStartLoc();
    if (!SL.Loc)
      SL.Loc = L->getHeader()->getTerminator()->getDebugLoc();
    SourceLoops.push_back(std::move(SL));
  }
}

/// The address a loop's exit tests load their counter from, when that
/// address also goes to a call (`bpf_map_lookup_elem(&m, &i)`: a local, or
/// its slot if it lives in the frame), and the call's name.
static std::pair<Value *, std::string>
counterPassedByAddress(const SourceLoop &L) {
  for (const BasicBlock *BB : L.Blocks) {
    auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    if (!Br || !Br->isConditional() ||
        all_of(successors(BB),
               [&](const BasicBlock *S) { return L.Blocks.count(S); }))
      continue;
    SmallVector<Value *, 4> Work{Br->getCondition()};
    SmallPtrSet<Value *, 8> Seen;
    while (!Work.empty()) {
      auto *I = dyn_cast<Instruction>(Work.pop_back_val());
      if (!I || !Seen.insert(I).second || !L.Blocks.count(I->getParent()))
        continue;
      auto *Ld = dyn_cast<LoadInst>(I);
      if (!Ld) {
        if (isa<CmpInst>(I) || isa<CastInst>(I) || isa<BinaryOperator>(I) ||
            isa<SelectInst>(I) || isa<PHINode>(I))
          append_range(Work, I->operands());
        continue;
      }
      Value *Ptr = Ld->getPointerOperand();
      for (User *U : Ptr->users())
        if (auto *CB = dyn_cast<CallBase>(U);
            CB && !CB->isLifetimeStartOrEnd() && is_contained(CB->args(), Ptr))
          return {Ptr, calleeName(*CB).str()};
    }
  }
  return {nullptr, ""};
}

/// A suspension in a loop leaves, in the state machine, the ways around the
/// loop that do not suspend; the verifier has to bound those on its own
/// (LoopBound.h). Rejects the coroutine when it could not.
bool CoroutineSplitter::checkLoopBounds(Function &U) {
  // Loops without a suspension too: one that tests only what a resume
  // reloaded can go around for ever on what the verifier knows of it.
  if (SourceLoops.empty())
    return true;
  // The start path runs with what the callers pass: the union, over the
  // calls bpf_coro_start() wraps, of each argument's range.
  SmallVector<std::pair<const Value *, ConstantRange>, 3> Known;
  for (Argument &A : F.args())
    if (A.getType()->isIntegerTy())
      Known.push_back({U.getArg(4 + A.getArgNo()), callerRange(F, A)});
  LoopVerdict V = checkLoops(U, SourceLoops, Known);
  if (V.Kind == LoopVerdict::Bounded)
    return true;
  const SourceLoop *L = V.Loop;
  if (V.Kind == LoopVerdict::TooComplex) {
    reportError(F,
                "loop in '__bpf_coro' function '" + Name +
                    "' is too complex to check: walking the ways around it "
                    "between two suspensions as the verifier does did not "
                    "end within the compiler's budget (" +
                    utostr(V.Steps) + " blocks walked, " + utostr(V.Queued) +
                    " paths still to walk), and the verifier, which walks "
                    "them the same way within a million instructions, would "
                    "most likely give up too; bound the loop by a small "
                    "constant (e.g. 'i < n && i < 256'), suspend on every "
                    "iteration, or make fewer of its branches depend on "
                    "values the verifier cannot know",
                L->Loc);
    for (BasicBlock *S : L->Suspends)
      reportNote(S->getTerminator(),
                 "suspends here, but not on every way around the loop");
    return false;
  }
  if (V.Repeats) {
    reportError(F,
                "loop in '__bpf_coro' function '" + Name +
                    "' can go around for ever as the verifier sees it: its "
                    "exit depends on values read from memory the verifier "
                    "knows nothing of (locals a resume reloads from the "
                    "frame, which user space can write), and on a way "
                    "around it the verifier finds the same state again "
                    "('infinite loop detected'); bound the loop by a "
                    "counter (e.g. 'for (int k = 0; k < 64 && cond; k++)') "
                    "or make its exit depend on a value it changes",
                L->Loc);
    return false;
  }
  // A counter kept in memory because its address goes to a call (a map
  // key): the bound the loop has is on what the verifier loses there.
  std::string Advice = "bound the loop by a small constant (e.g. 'i < n && "
                       "i < 256') or suspend on every iteration";
  if (auto [Counter, Callee] = counterPassedByAddress(*L); Counter) {
    std::string What;
    if (isa<AllocaInst>(Counter)) {
      What = sourceName(Counter, true).first;
    } else {
      // A local that lives in the frame: its slot, by offset.
      APInt Off(64, 0);
      if (Counter->stripAndAccumulateConstantOffsets(DL, Off, true) ==
          U.getArg(0))
        for (const FrameSlot *S : frameLocalSlots())
          if (S->Offset == Off.getZExtValue())
            What = S->Name;
    }
    What = What.empty() ? "its counter" : "its counter '" + What + "'";
    Advice = What + " lives in memory because its address is passed to " +
             (Callee.empty() ? std::string("a call") : Callee + "()") +
             ", where neither this check nor the verifier follows its "
             "bounds; pass the address of a copy instead (e.g. '__u32 key "
             "= i;' and '&key')";
  }
  reportError(F,
              "loop in '__bpf_coro' function '" + Name +
                  "' can go around without suspending, and nothing the "
                  "verifier sees bounds how often: it walks the iterations "
                  "between two suspensions one by one and would never "
                  "finish; " + Advice,
              L->Loc);
  for (BasicBlock *S : L->Suspends)
    reportNote(S->getTerminator(),
               "suspends here, but not on every way around the loop");
  return false;
}

} // namespace bpfcoro
