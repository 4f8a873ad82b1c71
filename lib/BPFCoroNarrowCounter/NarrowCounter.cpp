//===- NarrowCounter.cpp - 8- and 16-bit counters kept zero-extended ------===//

#include "BPFCoroNarrowCounter/NarrowCounter.h"
#include "BPFCoroFrameCheck/FrameCheck.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "bpf-coro-narrow-counter"

using namespace llvm;

STATISTIC(NumCounters, "Number of narrow counters kept zero-extended");

namespace bpfcoro {

/// The phis \p Header shares its values with: it, and the phis among
/// its incoming values, transitively (a latch's phi of the step and of a
/// resume's exact values). Empty when too many.
static SmallSetVector<PHINode *, 8> web(PHINode *Header) {
  SmallSetVector<PHINode *, 8> Web;
  Web.insert(Header);
  for (unsigned I = 0; I < Web.size(); ++I)
    for (Value *In : Web[I]->incoming_values())
      if (auto *P = dyn_cast<PHINode>(In);
          P && Web.insert(P) && Web.size() > 16)
        return {};
  return Web;
}

/// Whether \p Cmp tests what it tests on zero extensions: an equality or
/// an unsigned compare.
static bool unsignedTest(const ICmpInst &Cmp) {
  return Cmp.isEquality() || Cmp.isUnsigned();
}

PreservedAnalyses BPFCoroNarrowCounterPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  // A resume enters a loop in its middle too, so the cycle is no
  // natural loop: cycles, not LoopInfo's loops.
  auto &CI = AM.getResult<CycleAnalysis>(F);
  Type *I32 = Type::getInt32Ty(F.getContext());
  SmallPtrSet<PHINode *, 8> Done;
  SmallVector<PHINode *, 8> Seeds;
  for (BasicBlock &BB : F)
    if (CI.getCycle(&BB))
      for (PHINode &H : BB.phis())
        if (auto *Ty = dyn_cast<IntegerType>(H.getType());
            Ty && (Ty->getBitWidth() == 8 || Ty->getBitWidth() == 16))
          Seeds.push_back(&H);
  bool Changed = false;
  for (PHINode *Seed : Seeds) {
    if (Done.count(Seed)) // erased with an earlier one's web
      continue;
    auto *Ty = cast<IntegerType>(Seed->getType());
    SmallSetVector<PHINode *, 8> Web = web(Seed);
    if (Web.empty() || any_of(Web, [&](PHINode *P) {
          return Done.count(P) || P->getType() != Ty;
        }))
      continue;
    // The values the web's phis take from elsewhere: a step (`h - 1`),
    // a start, a resume's reload.
    SmallSetVector<Value *, 8> Steps;
    for (PHINode *P : Web)
      for (Value *In : P->incoming_values())
        if (!isa<Constant>(In) &&
            !(isa<PHINode>(In) && Web.count(cast<PHINode>(In))))
          Steps.insert(In);
    // A test this makes on a wide register: an equality or unsigned
    // compare of a phi or a step with a constant (`while (--q)` tests the
    // step).
    auto WideTest = [&](User *U, Value *Of) {
      auto *Cmp = dyn_cast<ICmpInst>(U);
      return Cmp && unsignedTest(*Cmp) && Cmp->getOperand(0) == Of &&
             isa<Constant>(Cmp->getOperand(1));
    };
    // Only where there is such a test: otherwise the code stays as it was.
    auto Tested = [&](Value *V) {
      return any_of(V->users(), [&](User *U) { return WideTest(U, V); });
    };
    if (none_of(Web, Tested) && none_of(Steps, Tested))
      continue;
    // The wide phis, and each step extended right where it is computed,
    // so that its tests and the phis read one register.
    DenseMap<Value *, Value *> Wide;
    for (PHINode *P : Web) {
      Wide[P] = PHINode::Create(I32, P->getNumIncomingValues(),
                                P->getName() + ".zext", P->getIterator());
      Done.insert(P);
    }
    for (Value *S : Steps) {
      BasicBlock::iterator At =
          isa<PHINode>(S)
              ? cast<Instruction>(S)->getParent()->getFirstInsertionPt()
          : isa<Instruction>(S) ? std::next(cast<Instruction>(S)->getIterator())
                                : F.getEntryBlock().getFirstInsertionPt();
      Wide[S] = IRBuilder<>(At->getParent(), At)
                    .CreateZExt(S, I32, S->getName() + ".zext");
    }
    for (PHINode *P : Web)
      for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
        Value *In = P->getIncomingValue(K);
        BasicBlock *From = P->getIncomingBlock(K);
        Value *W = isa<Constant>(In)
                       ? IRBuilder<>(From->getTerminator()).CreateZExt(In, I32)
                       : Wide[In];
        cast<PHINode>(Wide[P])->addIncoming(W, From);
      }
    // The uses: unsigned tests against constants and zero extensions
    // read the wide value; the phis' other uses its low bits.
    DenseMap<PHINode *, Instruction *> Lows;
    auto Rewrite = [&](Value *V) {
      Value *WV = Wide[V];
      for (Use &U : make_early_inc_range(V->uses())) {
        auto *User = cast<Instruction>(U.getUser());
        if (User == WV)
          continue; // the step's own extension
        if (auto *Q = dyn_cast<PHINode>(User); Q && Web.count(Q))
          continue; // replaced by its wide phi
        if (WideTest(User, V)) {
          auto *Cmp = cast<ICmpInst>(User);
          IRBuilder<> B(Cmp);
          Value *C = B.CreateZExt(Cmp->getOperand(1), I32);
          Cmp->setOperand(0, WV);
          Cmp->setOperand(1, C);
          continue;
        }
        if (auto *Z = dyn_cast<ZExtInst>(User)) {
          IRBuilder<> B(Z);
          Value *W = B.CreateZExtOrTrunc(WV, Z->getType());
          Z->replaceAllUsesWith(W);
          if (W != WV)
            W->takeName(Z);
          Z->eraseFromParent();
          continue;
        }
        auto *P = dyn_cast<PHINode>(V);
        if (!P)
          continue; // a step's other uses read the step
        Instruction *&Low = Lows[P];
        if (!Low)
          Low = cast<Instruction>(
              IRBuilder<>(&*P->getParent()->getFirstInsertionPt())
                  .CreateTrunc(WV, Ty));
        U.set(Low);
      }
    };
    for (PHINode *P : Web)
      Rewrite(P);
    for (Value *S : Steps)
      Rewrite(S);
    // What is left of the narrow phis are their references to each other.
    for (PHINode *P : Web)
      P->replaceAllUsesWith(PoisonValue::get(Ty));
    for (PHINode *P : Web) {
      if (Instruction *Low = Lows.lookup(P))
        Low->takeName(P);
      P->eraseFromParent();
    }
    ++NumCounters;
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
