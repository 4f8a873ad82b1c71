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
    // Only where a test of the counter is one this makes on the wide
    // phi: otherwise the code stays as it was.
    if (none_of(Web, [](PHINode *P) {
          return any_of(P->users(), [](User *U) {
            auto *Cmp = dyn_cast<ICmpInst>(U);
            return Cmp && unsignedTest(*Cmp) &&
                   isa<Constant>(Cmp->getOperand(1));
          });
        }))
      continue;
    // The wide phis, then their incoming values extended where they
    // come from.
    DenseMap<PHINode *, PHINode *> Wide;
    for (PHINode *P : Web) {
      Wide[P] = PHINode::Create(I32, P->getNumIncomingValues(),
                                P->getName() + ".zext", P->getIterator());
      Done.insert(P);
    }
    for (PHINode *P : Web)
      for (unsigned K = 0; K < P->getNumIncomingValues(); ++K) {
        Value *In = P->getIncomingValue(K);
        BasicBlock *From = P->getIncomingBlock(K);
        Value *W;
        if (auto *Q = dyn_cast<PHINode>(In); Q && Wide.count(Q))
          W = Wide[Q];
        else if (isa<Constant>(In))
          W = IRBuilder<>(From->getTerminator()).CreateZExt(In, I32);
        else
          W = IRBuilder<>(From->getTerminator())
                  .CreateZExt(In, I32, In->getName() + ".zext");
        Wide[P]->addIncoming(W, From);
      }
    // The uses: unsigned tests against constants and zero extensions
    // read the wide phi; the rest its low bits.
    DenseMap<PHINode *, Instruction *> Lows;
    for (PHINode *P : Web) {
      PHINode *WP = Wide[P];
      Instruction *&Low = Lows[P];
      for (Use &U : make_early_inc_range(P->uses())) {
        auto *User = cast<Instruction>(U.getUser());
        if (auto *Q = dyn_cast<PHINode>(User); Q && Wide.count(Q))
          continue; // replaced by its wide phi
        if (auto *Cmp = dyn_cast<ICmpInst>(User);
            Cmp && unsignedTest(*Cmp) && isa<Constant>(Cmp->getOperand(1)) &&
            U.getOperandNo() == 0) {
          IRBuilder<> B(Cmp);
          Value *C = B.CreateZExt(Cmp->getOperand(1), I32);
          Cmp->setOperand(0, WP);
          Cmp->setOperand(1, C);
          continue;
        }
        if (auto *Z = dyn_cast<ZExtInst>(User)) {
          IRBuilder<> B(Z);
          Value *W = B.CreateZExtOrTrunc(WP, Z->getType());
          Z->replaceAllUsesWith(W);
          if (W != WP)
            W->takeName(Z);
          Z->eraseFromParent();
          continue;
        }
        if (!Low)
          Low = cast<Instruction>(
              IRBuilder<>(&*P->getParent()->getFirstInsertionPt())
                  .CreateTrunc(WP, Ty));
        U.set(Low);
      }
    }
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
