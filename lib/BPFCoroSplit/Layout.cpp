//===- Layout.cpp - Step 3: the frame's slots -------------------------------===//
//
// Step 3, layout: the frame slots of each point's saved values and locals,
// with unique, source-derived member names, laid out by FrameLayout; and the
// -Rpass-analysis remark comparing the frame with its live-set bound.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

/// Gives every saved value and local its frame slot (named after the
/// source variable it holds), each point's area on its own from the end of
/// the header (FrameLayout), so points share bytes.
void CoroutineSplitter::layout() {
  unsigned Tmp = 0;
  for (unsigned K = 0; K < numPoints(); ++K) {
    SuspendPoint &P = Points[K];
    for (Value *V : Plans[K].Saved) {
      FrameSlot S;
      S.V = V;
      S.Ty = V->getType();
      if (unsigned Bits = Narrow.lookup(V))
        S.Ty = IntegerType::get(Ctx, Bits);
      // A bool is a byte in memory. LLVM assumes a loaded i1 is 0 or 1 and
      // indexes with it unmasked; the verifier only knows a byte came back.
      // Saved as i8 and truncated after the reload, it is masked with 1.
      if (S.Ty->isIntegerTy(1))
        S.Ty = Type::getInt8Ty(Ctx);
      S.Size = DL.getTypeStoreSize(S.Ty);
      S.Align = DL.getABITypeAlign(S.Ty).value();
      std::tie(S.Name, S.DITy) = sourceName(V, false, P.Yield);
      if (S.Name.empty() && isa<Argument>(V))
        if (DISubprogram *SP = F.getSubprogram())
          for (const DINode *N : SP->getRetainedNodes())
            if (auto *Var = dyn_cast<DILocalVariable>(N))
              if (Var->getArg() == cast<Argument>(V)->getArgNo() + 1 &&
                  !locatedElsewhere(DebugVariable(Var, std::nullopt, nullptr),
                                    V, P.Yield)) {
                S.Name = Var->getName().str();
                S.DITy = Var->getType();
              }
      if (S.Name.empty())
        S.Name = "__tmp" + utostr(Tmp++);
      P.Slots.push_back(std::move(S));
    }
    for (AllocaInst *AI : Plans[K].Allocas) {
      FrameSlot S;
      S.V = AI;
      S.IsAllocaContents = true;
      S.InFrame = FrameLocals.count(AI);
      S.Ty = AI->getAllocatedType();
      S.Size = DL.getTypeAllocSize(S.Ty);
      S.Align = std::max<uint64_t>(AI->getAlign().value(),
                                   DL.getABITypeAlign(S.Ty).value());
      S.Align = std::min<uint64_t>(S.Align, 8);
      std::tie(S.Name, S.DITy) = sourceName(AI, true);
      if (S.Name.empty())
        S.Name = "__tmp" + utostr(Tmp++);
      P.Slots.push_back(std::move(S));
    }
    // Names must be unique within one save area.
    StringMap<unsigned> Used;
    for (FrameSlot &S : P.Slots)
      if (unsigned N = Used[S.Name]++)
        S.Name += "_" + utostr(N + 1);
    layoutSuspendPoint(P);
  }
  FrameBytes = frameSize(Points);
}
void CoroutineSplitter::reportLayout() {
  uint64_t Bound = alignTo(HeaderSize, 8);
  const SuspendPoint *Worst = nullptr;
  for (const SuspendPoint &P : Points)
    if (liveSetBound(P) >= Bound) {
      Bound = liveSetBound(P);
      Worst = &P;
    }
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&]() {
    OptimizationRemarkAnalysis R(DEBUG_TYPE, "FrameLayout", F.getSubprogram(),
                                 &F.getEntryBlock());
    R << "frame of '" << Name << "': " << ore::NV("FrameBytes", FrameBytes)
      << " bytes, live-set bound " << ore::NV("BoundBytes", Bound)
      << " bytes, " << ore::NV("SuspendPoints", numPoints())
      << (numPoints() == 1 ? " suspension point" : " suspension points");
    if (Worst && Worst->Line)
      R << ", largest at line " << ore::NV("Line", Worst->Line);
    // The locals that live in the frame (FrameLocals.cpp), not copied.
    std::string InFrame;
    for (const FrameSlot *S : frameLocalSlots())
      InFrame += (InFrame.empty() ? "'" : ", '") + S->Name + "'";
    if (!InFrame.empty())
      R << "; locals in the frame: " << InFrame;
    return R;
  });
}

} // namespace bpfcoro
