//===- BPFCoroSplit.cpp - Split C coroutines for BPF ---------------------===//
//
// A `__bpf_coro` function is one straight-line C function with suspension
// points (calls of the __bpf_coro_yield marker). BPF cannot keep a stack
// across program invocations, so the function is turned into a state machine
// over a frame the caller owns (a map value):
//
//   1. collect   - find the coroutines (llvm.global.annotations), clean
//                  them up to SSA, find the suspension points, and reject
//                  locks/RCU/preempt/IRQ regions open at one;
//   2. liveness  - compute, per suspension point, the values live across it;
//                  cheap ones (address arithmetic, comparisons, casts of saved
//                  values) are recomputed after resuming instead of saved;
//                  pointers that cannot be recomputed are an error; ranges
//                  and dominating conditions of saved integers are noted;
//   3. layout    - each point's save area is laid out on its own from the end
//                  of the 20-byte header (FrameLayout), so points share bytes;
//   4. state machine - one function with a dispatch entry: index 0 enters the
//                  original entry, index k enters the resume block of point k,
//                  which reloads the saved values and re-checks their ranges
//                  and conditions; a suspension saves (or, with many values,
//                  each was saved as computed), sets the index and returns.
//                  SSAUpdater rewires the uses;
//   5. clone     - the start function (index 0 only, the frame claimed from
//                  not-started/finished) and the resume function (the frame
//                  claimed from a valid suspended index, an explicit error for
//                  every other) are clones of it; unreachable code goes;
//   6. destroy   - a small function resetting the frame from any state;
//   7. markers   - bpf_coro_start/resume/destroy become direct calls;
//   8. BTF       - debug info for the new functions and the frame type.
//
// Unlike LLVM's CoroSplit (values saved at their definition, one slot each for
// the whole coroutine), values are saved only when the coroutine suspends and
// only for that point, which both keeps the non-suspending path free of frame
// traffic and makes the frame as small as the worst point's live set.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/BPFCoroSplit.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroFrameLayout/FrameLayout.h"
#include "BPFCoroLoopBound/LoopBound.h"
#include "Support/BPFCalls.h"
#include "bpfcoro/ABI.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/DemandedBits.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/Utils/Local.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsBPF.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/ADCE.h"
#include "llvm/Transforms/Scalar/CorrelatedValuePropagation.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/JumpThreading.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <bitset>
#include <optional>

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

cl::opt<bool> bpfcoro::SkipChecks(
    "bpf-coro-skip-checks", cl::Hidden, cl::init(false),
    cl::desc("Measurement only: split coroutines the checks would reject "
             "(pointers, open regions, stack objects across a suspension, "
             "frame/map mismatches) so the kernel's verdict can be seen"));

/// A loop counter reloaded with at most this many possible values is split
/// into them (see buildStateMachine), as long as the resume then has at most
/// MaxSplitPaths combinations of them for the verifier to walk.
constexpr uint64_t MaxSplitValues = 8;
constexpr uint64_t MaxSplitPaths = 16;

static cl::opt<bool> InlineSplit(
    "bpf-coro-inline", cl::Hidden, cl::init(false),
    cl::desc("Inline start and resume into their callers: saves the "
             "BPF-to-BPF call (about 10 ns per resume where returns go "
             "through a return thunk) but the two are then no BTF FUNCs"));

static cl::opt<bool> NoReloadChecks(
    "bpf-coro-no-reload-checks", cl::Hidden, cl::init(false),
    cl::desc("Demonstration only: reload saved values without re-checking "
             "their ranges and the conditions that held at the suspension "
             "(the naive lowering the verifier rejects)"));

STATISTIC(NumCoroutines, "Number of coroutines split");
STATISTIC(NumSuspendPoints, "Number of suspension points");
STATISTIC(NumSpilled, "Number of values saved in a frame");
STATISTIC(NumRematerialized, "Number of values recomputed after resuming");

namespace bpfcoro {
namespace {

/// What a split coroutine became.
struct CoroPieces {
  Function *Start = nullptr;
  Function *Resume = nullptr;
  Function *Destroy = nullptr;
  DICompositeType *FrameTy = nullptr;
  uint64_t FrameBytes = 0;
};

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

/// Reports an error at \p Loc (or at \p F when there is no location); clang
/// prints it as `file:line:col: error: ...`.
void reportError(const Function &F, const Twine &Msg, DebugLoc Loc = {}) {
  DiagnosticLocation DL;
  if (Loc)
    DL = DiagnosticLocation(Loc.get());
  else if (DISubprogram *SP = F.getSubprogram())
    // The function's own line, not the scope line (its `{`) that a
    // DiagnosticLocation of the subprogram would name.
    DL = DiagnosticLocation(
        DebugLoc(DILocation::get(F.getContext(), SP->getLine(), 0, SP)));
  F.getContext().diagnose(
      DiagnosticInfoUnsupported(F, Msg, DL, DS_Error));
}

/// Adds a note at \p At (clang prints it as `file:line:col: note: ...`).
void reportNote(const Instruction *At, const Twine &Msg) {
  At->getContext().diagnose(DiagnosticInfoUnsupported(
      *At->getFunction(), Msg, DiagnosticLocation(At->getDebugLoc()),
      DS_Note));
}

unsigned lineOf(const Instruction *I) {
  if (DebugLoc DL = I->getDebugLoc())
    return DL.getLine();
  return 0;
}

std::string lineSuffix(const Instruction *I) {
  unsigned L = lineOf(I);
  return L ? " at line " + utostr(L) : std::string();
}

//===----------------------------------------------------------------------===//
// Step 1: collect
//===----------------------------------------------------------------------===//

/// Removes the `bpf_coro` entries from llvm.global.annotations (they would
/// keep the original functions alive) and returns their functions.
SmallVector<Function *, 4> takeCoroutineAnnotations(Module &M) {
  SmallVector<Function *, 4> Coros;
  GlobalVariable *GV = M.getGlobalVariable("llvm.global.annotations");
  if (!GV || !GV->hasInitializer())
    return Coros;
  auto *Init = dyn_cast<ConstantArray>(GV->getInitializer());
  if (!Init)
    return Coros;
  SmallVector<Constant *, 8> Keep;
  for (Value *Op : Init->operands()) {
    auto *Entry = dyn_cast<ConstantStruct>(Op);
    Function *F = nullptr;
    StringRef Ann;
    if (Entry && Entry->getNumOperands() >= 2) {
      F = dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
      if (auto *StrGV = dyn_cast<GlobalVariable>(
              Entry->getOperand(1)->stripPointerCasts()))
        if (auto *Data =
                dyn_cast_or_null<ConstantDataSequential>(
                    StrGV->getInitializer()))
          if (Data->isCString())
            Ann = Data->getAsCString();
    }
    if (F && Ann == CoroAnnotation) {
      if (!is_contained(Coros, F))
        Coros.push_back(F);
      continue;
    }
    Keep.push_back(cast<Constant>(Op));
  }
  if (Coros.empty())
    return Coros;
  if (Keep.empty()) {
    GV->eraseFromParent();
  } else {
    auto *Ty = ArrayType::get(Init->getType()->getElementType(), Keep.size());
    auto *NewGV = new GlobalVariable(M, Ty, GV->isConstant(), GV->getLinkage(),
                                     ConstantArray::get(Ty, Keep), "", GV);
    NewGV->setSection(GV->getSection());
    NewGV->takeName(GV);
    GV->eraseFromParent();
  }
  return Coros;
}

bool isMarkerCall(const Instruction &I, StringRef Marker) {
  auto *CB = dyn_cast<CallBase>(&I);
  Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  return Callee && Callee->getName() == Marker;
}

/// Checks what the pass needs of a coroutine before touching it.
bool checkSignature(Function &F, bool OptimizationOff) {
  if (OptimizationOff || F.hasOptNone()) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' cannot be split at -O0: BPF programs need -O1 or "
                       "higher to load; compile with -O2");
    return false;
  }
  if (F.isDeclaration()) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' is declared but never defined in this file; "
                       "define it here");
    return false;
  }
  if (!F.hasLocalLinkage()) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' must be static");
    return false;
  }
  if (F.hasSection()) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' cannot be a BPF program (SEC(\"" + F.getSection() +
                       "\")): a coroutine is started and resumed by "
                       "programs; remove SEC() from it and write a program "
                       "that calls bpf_coro_start() and bpf_coro_resume()");
    return false;
  }
  if (F.isVarArg() || F.arg_size() > MaxCoroParams) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' takes at most " + utostr(MaxCoroParams) +
                       " fixed parameters");
    return false;
  }
  if (!F.getReturnType()->isIntegerTy() ||
      F.getReturnType()->getIntegerBitWidth() > 64) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' must return an integer (its final result)");
    return false;
  }
  // Claiming and publishing a frame are 32-bit atomics on its index, which
  // the BPF backend selects only with alu32 (v3 and later); below that it
  // would stop with "Cannot select: AtomicCmpSwap".
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  StringRef Features = F.getFnAttribute("target-features").getValueAsString();
  if ((CPU == "v1" || CPU == "v2" || CPU == "generic") &&
      !Features.contains("+alu32")) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' needs -mcpu=v3 or later, not -mcpu=" + CPU +
                       ": starting and resuming it claim the frame with "
                       "32-bit atomic instructions, which BPF has only with "
                       "alu32; build with -mcpu=v3");
    return false;
  }
  for (Argument &A : F.args())
    if (!A.getType()->isIntegerTy() && !A.getType()->isPointerTy()) {
      reportError(F, "parameter " + utostr(A.getArgNo() + 1) +
                         " of '__bpf_coro' function '" + F.getName() +
                         "' must be an integer or a pointer");
      return false;
    }
  return true;
}

/// Brings the body to SSA form (the split runs before the usual pipeline).
/// A pointer phi over addresses in locals or globals (`p = c ? &a[i] :
/// &a[3]` once jump threading has run) cannot be recomputed after a resume,
/// and a pointer is never saved. It becomes a phi of byte offsets (and of a
/// base number when the bases differ) and one address computation from
/// them, which a resume redoes from the saved integers and the verifier
/// bounds by the offset's re-checked range. Phis and selects that feed each
/// other (`p = c ? &a[3] : p` in a loop, `p++`) are rewritten together: a
/// phi whose incoming value is a select over the phi itself is an address
/// in a local as much as one chosen among constants.
void rewritePointerPhis(Function &F) {
  const DataLayout &DL = F.getDataLayout();
  SmallVector<PHINode *, 4> Phis;
  for (BasicBlock &BB : F)
    for (PHINode &Phi : BB.phis())
      if (Phi.getType()->isPointerTy())
        Phis.push_back(&Phi);
  Type *I64 = Type::getInt64Ty(F.getContext());
  Type *I32 = Type::getInt32Ty(F.getContext());
  auto RootOf = [](Value *V) {
    while (auto *G = dyn_cast<GEPOperator>(V))
      V = G->getPointerOperand();
    return V;
  };
  auto Inputs = [](Instruction *N) {
    SmallVector<Value *, 4> In;
    if (auto *Phi = dyn_cast<PHINode>(N))
      In.append(Phi->incoming_values().begin(), Phi->incoming_values().end());
    else
      In.append({cast<SelectInst>(N)->getTrueValue(),
                 cast<SelectInst>(N)->getFalseValue()});
    return In;
  };
  SmallPtrSet<Instruction *, 8> Done;
  SmallVector<Instruction *, 8> Dead;
  for (PHINode *Phi : Phis) {
    if (Done.count(Phi))
      continue;
    // The web: the phis and selects the phi's addresses come through.
    SetVector<Instruction *> Nodes;
    SmallSetVector<Value *, 2> Bases;
    Nodes.insert(Phi);
    bool Ok = true;
    for (unsigned I = 0; I < Nodes.size() && Ok; ++I)
      for (Value *In : Inputs(Nodes[I])) {
        Value *R = RootOf(In);
        if (isa<AllocaInst>(R) || isa<GlobalVariable>(R))
          Bases.insert(R);
        else if (isa<PHINode>(R) || isa<SelectInst>(R))
          Nodes.insert(cast<Instruction>(R));
        else
          Ok = false;
      }
    if (!Ok)
      continue;
    Done.insert(Nodes.begin(), Nodes.end());
    // Byte offsets of each input from its root (a base or a node), computed
    // at the end of the incoming block or before the select.
    struct Edge {
      Value *Root;
      Value *Delta;
    };
    DenseMap<Instruction *, SmallVector<Edge, 4>> Edges;
    unsigned Shift = 3; // no stack access needs more than 8-byte alignment
    for (Instruction *N : Nodes) {
      auto *NPhi = dyn_cast<PHINode>(N);
      DenseMap<BasicBlock *, Value *> DeltaFrom; // a block listed twice
      SmallVector<Value *, 4> In = Inputs(N);
      for (unsigned E = 0; E < In.size(); ++E) {
        BasicBlock *Pred = NPhi ? NPhi->getIncomingBlock(E) : nullptr;
        Value *&O = DeltaFrom[Pred];
        if (!O || !NPhi) {
          O = nullptr;
          IRBuilder<> PB(NPhi ? Pred->getTerminator() : N);
          for (Value *V = In[E]; auto *G = dyn_cast<GEPOperator>(V);
               V = G->getPointerOperand()) {
            Value *GO = emitGEPOffset(&PB, DL, G);
            O = O ? PB.CreateAdd(O, GO) : GO;
          }
          if (!O)
            O = ConstantInt::get(I64, 0);
          Shift =
              std::min(Shift, computeKnownBits(O, DL).countMinTrailingZeros());
        }
        Edges[N].push_back({RootOf(In[E]), O});
      }
    }
    // Each node holds offsets in units of their common alignment, so that
    // the address recomputed from it (units << Shift) is one the verifier
    // knows to be aligned, as stack accesses must be.
    DenseMap<Instruction *, std::pair<Value *, Value *>> Units; // and base
    for (Instruction *N : Nodes)
      if (auto *NPhi = dyn_cast<PHINode>(N)) {
        IRBuilder<> B(NPhi);
        unsigned Num = NPhi->getNumIncomingValues();
        Units[N] = {B.CreatePHI(I64, Num, N->getName() + ".off"),
                    Bases.size() > 1
                        ? B.CreatePHI(I32, Num, N->getName() + ".base")
                        : nullptr};
      }
    std::function<std::pair<Value *, Value *>(Instruction *)> UnitsOf;
    auto EdgeUnits = [&](IRBuilder<> &B, const Edge &E) {
      Value *U =
          Shift ? B.CreateAShr(E.Delta, Shift, "", /*isExact=*/true) : E.Delta;
      auto *Root = dyn_cast<Instruction>(E.Root);
      if (!Root || !Nodes.count(Root))
        return std::pair<Value *, Value *>(
            U, B.getInt32(find(Bases, E.Root) - Bases.begin()));
      auto [RU, RW] = UnitsOf(Root);
      if (auto *C = dyn_cast<ConstantInt>(U); !C || !C->isZero())
        RU = B.CreateAdd(RU, U);
      return std::pair<Value *, Value *>(RU, RW);
    };
    UnitsOf = [&](Instruction *N) {
      auto It = Units.find(N);
      if (It != Units.end())
        return It->second;
      auto *Sel = cast<SelectInst>(N);
      IRBuilder<> B(Sel);
      auto [TU, TW] = EdgeUnits(B, Edges[N][0]);
      auto [FU, FW] = EdgeUnits(B, Edges[N][1]);
      Value *C = Sel->getCondition();
      std::pair<Value *, Value *> R{
          B.CreateSelect(C, TU, FU, N->getName() + ".off"),
          Bases.size() > 1 ? B.CreateSelect(C, TW, FW, N->getName() + ".base")
                           : nullptr};
      return Units[N] = R;
    };
    for (Instruction *N : Nodes) {
      auto *NPhi = dyn_cast<PHINode>(N);
      if (!NPhi) {
        UnitsOf(N);
        continue;
      }
      auto [U, W] = Units[N];
      DenseMap<BasicBlock *, std::pair<Value *, Value *>> Scaled;
      for (unsigned E = 0; E < NPhi->getNumIncomingValues(); ++E) {
        BasicBlock *Pred = NPhi->getIncomingBlock(E);
        auto SI = Scaled.find(Pred);
        if (SI == Scaled.end()) {
          IRBuilder<> PB(Pred->getTerminator());
          SI = Scaled.insert({Pred, EdgeUnits(PB, Edges[N][E])}).first;
        }
        cast<PHINode>(U)->addIncoming(SI->second.first, Pred);
        if (W)
          cast<PHINode>(W)->addIncoming(SI->second.second, Pred);
      }
    }
    for (Instruction *N : Nodes) {
      IRBuilder<> B(N);
      if (isa<PHINode>(N))
        B.SetInsertPoint(N->getParent()->getFirstInsertionPt());
      auto [U, W] = Units[N];
      Value *Base = Bases[0];
      for (unsigned K = 1; K < Bases.size(); ++K)
        Base = B.CreateSelect(B.CreateICmpEQ(W, B.getInt32(K)), Bases[K], Base);
      Value *Off = Shift ? B.CreateShl(U, Shift, "", /*HasNUW=*/false,
                                       /*HasNSW=*/true)
                         : U;
      Value *Addr = B.CreateGEP(B.getInt8Ty(), Base, Off, N->getName());
      N->replaceAllUsesWith(Addr);
      Dead.push_back(N);
    }
  }
  for (Instruction *N : Dead)
    N->dropAllReferences();
  for (Instruction *N : Dead)
    N->eraseFromParent();
}

/// Makes the atomic accesses of the coroutine's own locals (`_Atomic long
/// c`) plain: the BPF stack belongs to one program run, so no other CPU can
/// observe them, and the backend cannot select sequentially consistent
/// loads and stores at all. Plain, SROA turns them into values that are
/// saved like any other. Atomics on shared memory stay (checkSelectable).
void demoteLocalAtomics(Function &F) {
  SmallVector<Instruction *, 8> Atomics;
  for (Instruction &I : instructions(F)) {
    if (!I.isAtomic())
      continue;
    Value *Ptr = getLoadStorePointerOperand(&I);
    if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      Ptr = RMW->getPointerOperand();
    else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
      Ptr = CX->getPointerOperand();
    if (Ptr && isa<AllocaInst>(getUnderlyingObject(Ptr)))
      Atomics.push_back(&I);
  }
  for (Instruction *I : Atomics) {
    if (auto *LI = dyn_cast<LoadInst>(I))
      LI->setAtomic(AtomicOrdering::NotAtomic);
    else if (auto *SI = dyn_cast<StoreInst>(I))
      SI->setAtomic(AtomicOrdering::NotAtomic);
    else if (auto *RMW = dyn_cast<AtomicRMWInst>(I))
      lowerAtomicRMWInst(RMW);
    else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(I))
      lowerAtomicCmpXchgInst(CX);
  }
}

void normalize(Function &F, FunctionAnalysisManager &FAM) {
  demoteLocalAtomics(F);
  for (Instruction &I : instructions(F)) {
    if (isMarkerCall(I, YieldMarker)) {
      // A suspension point is one state: never merged with another that
      // looks the same, never duplicated by the cleanup below.
      cast<CallInst>(I).addFnAttr(Attribute::NoMerge);
      cast<CallInst>(I).addFnAttr(Attribute::NoDuplicate);
    }
  }
  // A light simplification pipeline: what is live across a suspension is
  // decided on this IR, so temporaries clang's codegen leaves behind (the
  // return-value and cleanup slots of a `return` inside a loop, which CVP
  // and jump threading resolve) must go.
  FunctionPassManager FPM;
  FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
  FPM.addPass(EarlyCSEPass());
  FPM.addPass(SimplifyCFGPass());
  FPM.addPass(InstCombinePass());
  FPM.addPass(CorrelatedValuePropagationPass());
  FPM.addPass(JumpThreadingPass()); // never duplicates a suspension: noduplicate
  FPM.addPass(SimplifyCFGPass());
  FPM.addPass(InstCombinePass());
  FPM.addPass(ADCEPass());
  FPM.run(F, FAM);
  rewritePointerPhis(F);
  FAM.invalidate(F, PreservedAnalyses::none());
}

//===----------------------------------------------------------------------===//
// Step 2: liveness
//===----------------------------------------------------------------------===//

/// Per-block live-in sets of the coroutine's SSA values, by classic backward
/// dataflow. Allocas are not tracked: they are recreated in every invocation
/// (their contents are handled separately).
class Liveness {
public:
  explicit Liveness(Function &F) {
    for (Argument &A : F.args())
      number(&A);
    for (Instruction &I : instructions(F))
      if (!I.getType()->isVoidTy() && !isa<AllocaInst>(I))
        number(&I);
    compute(F);
  }

  /// Values live on entry to \p BB, in numbering (program) order.
  SmallVector<Value *, 16> liveIn(BasicBlock *BB) const {
    SmallVector<Value *, 16> R;
    auto It = LiveIn.find(BB);
    if (It == LiveIn.end())
      return R;
    for (unsigned I : It->second.set_bits())
      R.push_back(Values[I]);
    return R;
  }

private:
  DenseMap<Value *, unsigned> Ids;
  SmallVector<Value *, 64> Values;
  DenseMap<BasicBlock *, BitVector> LiveIn;

  void number(Value *V) {
    Ids[V] = Values.size();
    Values.push_back(V);
  }

  int idOf(Value *V) const {
    auto It = Ids.find(V);
    return It == Ids.end() ? -1 : int(It->second);
  }

  void compute(Function &F) {
    unsigned N = Values.size();
    DenseMap<BasicBlock *, BitVector> Use, Def;
    // Uses by phis count at the end of the incoming block.
    DenseMap<BasicBlock *, BitVector> PhiUseOut;
    for (BasicBlock &BB : F) {
      BitVector U(N), D(N);
      for (Instruction &I : BB) {
        if (auto *PN = dyn_cast<PHINode>(&I)) {
          for (unsigned K = 0; K < PN->getNumIncomingValues(); ++K) {
            int Id = idOf(PN->getIncomingValue(K));
            if (Id < 0)
              continue;
            BitVector &Out = PhiUseOut[PN->getIncomingBlock(K)];
            if (Out.empty())
              Out.resize(N);
            Out.set(Id);
          }
        } else {
          for (Value *Op : I.operands()) {
            int Id = idOf(Op);
            if (Id >= 0 && !D.test(Id))
              U.set(Id);
          }
        }
        int Id = idOf(&I);
        if (Id >= 0)
          D.set(Id);
      }
      Use[&BB] = std::move(U);
      Def[&BB] = std::move(D);
      LiveIn[&BB] = BitVector(N);
    }
    // Iterate in post order until nothing changes.
    SmallVector<BasicBlock *, 32> Order;
    for (BasicBlock *BB : post_order(&F.getEntryBlock()))
      Order.push_back(BB);
    bool Changed = true;
    while (Changed) {
      Changed = false;
      for (BasicBlock *BB : Order) {
        BitVector Out(N);
        for (BasicBlock *Succ : successors(BB)) {
          BitVector In = LiveIn[Succ];
          // A phi's own value is defined at the top of Succ.
          for (PHINode &PN : Succ->phis()) {
            int Id = idOf(&PN);
            if (Id >= 0)
              In.reset(Id);
          }
          Out |= In;
        }
        auto PU = PhiUseOut.find(BB);
        if (PU != PhiUseOut.end())
          Out |= PU->second;
        BitVector In = Out;
        In.reset(Def[BB]);
        In |= Use[BB];
        // Phis defined in BB are live-in by definition of the dataflow above
        // only through their uses; keep them out of the block's own live-in.
        BitVector &Old = LiveIn[BB];
        if (In != Old) {
          Old = std::move(In);
          Changed = true;
        }
      }
    }
  }
};

/// Blocks reachable from \p From (inclusive), forwards or backwards, not
/// going past a block in \p Stop (which is not included).
DenseSet<BasicBlock *> reach(BasicBlock *From, bool Forward,
                             const SmallPtrSetImpl<BasicBlock *> &Stop) {
  DenseSet<BasicBlock *> Seen;
  SmallVector<BasicBlock *, 16> Work{From};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (Stop.count(BB) || !Seen.insert(BB).second)
      continue;
    if (Forward)
      append_range(Work, successors(BB));
    else
      append_range(Work, predecessors(BB));
  }
  return Seen;
}

/// Where the memory of \p AI is used, and where its lifetime starts and ends.
struct AllocaUses {
  SmallPtrSet<BasicBlock *, 8> Uses, Starts, Ends;
};

AllocaUses allocaUses(AllocaInst *AI) {
  AllocaUses R;
  SmallVector<Value *, 8> Work{AI};
  SmallPtrSet<Value *, 8> Seen;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (User *U : V->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        continue;
      if (auto *II = dyn_cast<IntrinsicInst>(I)) {
        if (II->getIntrinsicID() == Intrinsic::lifetime_start) {
          R.Starts.insert(I->getParent());
          continue;
        }
        if (II->getIntrinsicID() == Intrinsic::lifetime_end) {
          R.Ends.insert(I->getParent());
          continue;
        }
      }
      R.Uses.insert(I->getParent());
      if (isa<GetElementPtrInst>(I) || isa<CastInst>(I) || isa<PHINode>(I) ||
          isa<SelectInst>(I))
        Work.push_back(I);
    }
  }
  return R;
}


/// Cheap, side-effect-free instructions worth recomputing after a resume
/// rather than saving.
bool isCheapToRecompute(const Instruction *I) {
  if (isa<CmpInst>(I) || isa<GetElementPtrInst>(I) || isa<SelectInst>(I) ||
      isa<FreezeInst>(I))
    return true;
  if (auto *CI = dyn_cast<CastInst>(I))
    return !isa<PtrToIntInst>(CI) && !isa<IntToPtrInst>(CI);
  if (auto *BO = dyn_cast<BinaryOperator>(I))
    switch (BO->getOpcode()) {
    case Instruction::UDiv:
    case Instruction::SDiv:
    case Instruction::URem:
    case Instruction::SRem:
    case Instruction::FDiv:
    case Instruction::FRem:
      return false;
    default:
      return true;
    }
  return false;
}

/// `L Pred R` as llvm.bpf.compare: the BPF backend turns it back into a
/// compare only after the optimiser ran, so it is neither folded nor merged
/// with another check, and the verifier sees it on the registers it tests.
Value *emitCompare(IRBuilder<> &B, CmpInst::Predicate Pred, Value *L,
                          Value *R, const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  Function *Cmp = Intrinsic::getOrInsertDeclaration(
      &M, Intrinsic::bpf_compare, {L->getType(), R->getType()});
  return B.CreateCall(Cmp, {B.getInt32(unsigned(Pred)), L, R}, Name);
}

/// The address of the frame's byte \p Off.
Value *frameField(IRBuilder<> &B, Value *Frame, uint64_t Off) {
  return B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Frame, Off);
}

/// Sets the frame's index with an atomic exchange: a full barrier, so what
/// was saved is visible before another CPU can claim the frame through it.
void publishIndex(IRBuilder<> &B, Value *Frame, Value *Index) {
  B.CreateAtomicRMW(AtomicRMWInst::Xchg, frameField(B, Frame, IndexOffset),
                    Index, Align(4), AtomicOrdering::SequentiallyConsistent);
}

/// Copies \p Size bytes between a local and the frame in naturally aligned
/// chunks. Not a memcpy: lowering one lets the backend raise the local's
/// stack alignment, after which it combines the local's address with an
/// index by `|` instead of `+`, and the verifier rejects `|=` on a pointer.
///
/// Saving (\p FromLocal), the local's loads are volatile: plain ones let GVN
/// forward every value stored into the local since its initialisation, each
/// of which then lives in a register (spilled: on the stack) from there to
/// the suspension, on top of the local itself; a 264-byte frame needed 520
/// bytes of stack that way.
void copyBytes(IRBuilder<> &B, Value *Dst, Value *Src, uint64_t Size,
               uint64_t Alignment, bool FromLocal = false) {
  uint64_t Off = 0;
  for (uint64_t Chunk = std::min<uint64_t>(Alignment, 8); Chunk; Chunk /= 2)
    for (; Off + Chunk <= Size; Off += Chunk) {
      Type *Ty = B.getIntNTy(Chunk * 8);
      Value *V = B.CreateAlignedLoad(
          Ty, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Src, Off),
          Align(Chunk), /*isVolatile=*/FromLocal);
      B.CreateAlignedStore(
          V, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Dst, Off),
          Align(Chunk));
    }
}

/// Values that exist in every invocation without being saved.
bool isAlwaysAvailable(const Value *V) {
  return isa<Constant>(V) || isa<AllocaInst>(V) || isa<BasicBlock>(V) ||
         isa<MetadataAsValue>(V) || isa<InlineAsm>(V);
}

/// The plan for one suspension point: which live values are saved, which are
/// recomputed from saved ones, which alloca contents are copied.
struct PointPlan {
  SetVector<Value *> Live;     // SSA values live across the point
  SetVector<Value *> Saved;    // saved in the frame (may include operands of
                               // recomputed values that are not live)
  SetVector<Instruction *> Recomputed;
  SetVector<AllocaInst *> Allocas;
  /// Ranges saved integers had at the suspension: re-checked after reload,
  /// because the frame is writable from user space and the verifier knows
  /// nothing of a value loaded from it.
  DenseMap<Value *, ConstantRange> Ranges;
  /// Comparisons between saved values (or a saved value and a constant)
  /// that held at the suspension because a branch on them dominates it: a
  /// loop's `i < n`. Re-checked after reload too: ranges alone cannot tell
  /// the verifier that `i + 1` does not wrap.
  SmallVector<std::tuple<CmpInst::Predicate, Value *, Value *>, 4> Conds;
};

/// Integer widths (in bits) that are enough for saved values whose users
/// demand only their low bits; shared by all points.
using NarrowMap = DenseMap<Value *, unsigned>;

/// Finds the source variable a value or alloca holds, for frame member names.
std::pair<std::string, DIType *> sourceName(Value *V, bool IsAlloca) {
  SmallVector<DbgVariableRecord *, 4> Records;
  findDbgUsers(V, Records);
  DILocalVariable *Fallback = nullptr;
  for (DbgVariableRecord *R : Records) {
    DILocalVariable *Var = R->getVariable();
    if (!Var || Var->getName().empty())
      continue;
    // An alloca is named by its declare (or, under assignment tracking, the
    // address of a dbg_assign); a value by a record whose location it is.
    bool Names = IsAlloca
                     ? (R->isDbgDeclare() && R->getVariableLocationOp(0) == V) ||
                           (R->isDbgAssign() && R->getAddress() == V)
                     : !R->isDbgDeclare() &&
                           R->getNumVariableLocationOps() == 1 &&
                           R->getVariableLocationOp(0) == V;
    if (!Names)
      continue;
    // Prefer a record that is the variable itself; a field of a struct
    // that SROA split up is named var_field; one computing the variable
    // from the value (a truncation folded into the expression) still names
    // what the slot holds.
    DIExpression *Expr = R->getExpression();
    if (!Expr || Expr->getNumElements() == 0)
      return {Var->getName().str(), Var->getType()};
    if (auto Frag = Expr->getFragmentInfo())
      if (auto *CT = dyn_cast_or_null<DICompositeType>(Var->getType()))
        for (DINode *N : CT->getElements())
          if (auto *Member = dyn_cast<DIDerivedType>(N))
            if (Member->getOffsetInBits() == Frag->OffsetInBits &&
                Member->getSizeInBits() == Frag->SizeInBits &&
                !Member->getName().empty())
              return {(Var->getName() + "_" + Member->getName()).str(),
                      Member->getBaseType()};
    // Only a conversion (a truncation or extension folded into the
    // expression) still names what the slot holds; a computation (a bool
    // kept inverted, an offset) does not, and a name would mislead anyone
    // reading or writing the frame by member name.
    bool Conversion =
        all_of(Expr->expr_ops(), [](DIExpression::ExprOperand Op) {
          switch (Op.getOp()) {
          case dwarf::DW_OP_LLVM_convert:
          case dwarf::DW_OP_LLVM_fragment:
          case dwarf::DW_OP_stack_value:
            return true;
          default:
            return false;
          }
        });
    if (!Fallback && Conversion)
      Fallback = Var;
  }
  if (Fallback)
    return {Fallback->getName().str(), Fallback->getType()};
  return {"", nullptr};
}

class CoroutineSplitter {
public:
  CoroutineSplitter(Function &F, FunctionAnalysisManager &FAM)
      : F(F), M(*F.getParent()), Ctx(F.getContext()),
        DL(M.getDataLayout()), FAM(FAM), Name(F.getName().str()) {}

  std::optional<CoroPieces> run(bool OptimizationOff);

private:
  Function &F;
  Module &M;
  LLVMContext &Ctx;
  const DataLayout &DL;
  FunctionAnalysisManager &FAM;
  /// The coroutine's name: F loses it to the start function.
  const std::string Name;

  SmallVector<SuspendPoint, 8> Points;
  SmallVector<PointPlan, 8> Plans;
  SmallVector<BasicBlock *, 8> Conts; // block after each yield
  /// The loops as written, with the suspensions in each.
  std::vector<SourceLoop> SourceLoops;
  /// Integer phis in the headers of loops with a suspension that index an
  /// array through arithmetic: the counters a resume splits into values.
  SmallPtrSet<Value *, 8> LoopCounters;
  NarrowMap Narrow;
  /// Where a saved value is stored before its suspension is reached: per
  /// point, per slot, (insert-before, value) pairs. Empty: at the point.
  SmallVector<DenseMap<unsigned, SmallVector<std::pair<Instruction *, Value *>,
                                             2>>,
              8>
      EarlySaves;
  DISubprogram *OrigSP = nullptr;
  uint64_t FrameBytes = 0;

  bool collectSuspendPoints();
  bool planPoint(unsigned K, const Liveness &LV);
  void planEarlySaves();

  bool planPointer(PointPlan &Plan, Value *V, Instruction *Yield);
  void computeRanges();
  void planAllocas();
  bool checkStackObjects();
  void layout();
  bool checkLocalsStack();
  void reportLayout();
  Function *buildStateMachine(SwitchInst *&Dispatch);
  void collectSourceLoops();
  bool checkLoopBounds(Function &U);
  Function *cloneStart(Function *U);
  Function *cloneResume(Function *U, SwitchInst *Dispatch);
  Function *buildDestroy();
  void describe(CoroPieces &P);

  Type *i32() { return Type::getInt32Ty(Ctx); }
  Type *i64() { return Type::getInt64Ty(Ctx); }
  Type *ptr() { return PointerType::get(Ctx, 0); }
  uint64_t token(StringRef Suffix) const;
  unsigned numPoints() const { return Points.size(); }
};

/// A stable per-function token for the resume/destroy slots: upstream
/// kernels cannot store subprogram addresses without CAP_PERFMON, and a
/// token also tells a frame of another coroutine apart (FNV-1a 64).
uint64_t CoroutineSplitter::token(StringRef Suffix) const {
  uint64_t H = 0xcbf29ce484222325ULL;
  auto Mix = [&](StringRef S) {
    for (unsigned char C : S) {
      H ^= C;
      H *= 0x100000001b3ULL;
    }
  };
  Mix(Name);
  Mix(Suffix);
  return H ? H : 1;
}

bool CoroutineSplitter::collectSuspendPoints() {
  SmallVector<CallInst *, 8> Yields;
  for (Instruction &I : instructions(F)) {
    if (isMarkerCall(I, YieldMarker)) {
      Yields.push_back(cast<CallInst>(&I));
      continue;
    }
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (!AI->isStaticAlloca()) {
        reportError(F,
                    "variable-length array or alloca in '__bpf_coro' function "
                    "'" + F.getName() +
                        "': a frame has a fixed size; use a fixed-size array",
                    AI->getDebugLoc());
        return false;
      }
  }
  unsigned K = 0;
  for (CallInst *Y : Yields) {
    SuspendPoint P;
    P.Index = ++K;
    P.Yield = Y;
    if (DebugLoc Loc = Y->getDebugLoc()) {
      P.Line = Loc.getLine();
      P.Column = Loc.getCol();
    }
    Points.push_back(std::move(P));
    // The block continuing after the suspension starts right after it.
    Conts.push_back(SplitBlock(Y->getParent(), Y->getNextNode(),
                               static_cast<DominatorTree *>(nullptr), nullptr,
                               nullptr, "coro.cont." + utostr(K)));
  }
  NumSuspendPoints += Points.size();
  return true;
}

//===----------------------------------------------------------------------===//
// Regions that must not span a suspension
//===----------------------------------------------------------------------===//

/// A region the verifier requires to be closed before the program returns,
/// which a suspension does.
struct Region {
  const char *Open;
  const char *Close;
  const char *What;
};
constexpr Region Regions[] = {
    {"bpf_spin_lock", "bpf_spin_unlock", "a bpf_spin_lock"},
    {"bpf_res_spin_lock", "bpf_res_spin_unlock", "a bpf_res_spin_lock"},
    {"bpf_res_spin_lock_irqsave", "bpf_res_spin_unlock_irqrestore",
     "a bpf_res_spin_lock"},
    {"bpf_rcu_read_lock", "bpf_rcu_read_unlock", "an RCU read section"},
    {"bpf_preempt_disable", "bpf_preempt_enable", "a preempt-disabled region"},
    {"bpf_local_irq_save", "bpf_local_irq_restore",
     "an IRQ-disabled region"},
};
constexpr unsigned NumRegions = std::size(Regions);

/// Finds suspension points reached with a lock held or an RCU, preempt or
/// IRQ region open (a forward may-analysis over the CFG), and reports each
/// at the suspension with the line that opened the region.
bool checkOpenRegions(Function &F, ArrayRef<SuspendPoint> Points) {
  // Which region each call opens (+) or closes (-), if any.
  auto Effect = [](const Instruction &I) -> std::pair<int, unsigned> {
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      return {0, 0};
    StringRef Name = calleeName(*CB);
    for (unsigned R = 0; R < NumRegions; ++R) {
      if (Name == Regions[R].Open)
        return {+1, R};
      if (Name == Regions[R].Close)
        return {-1, R};
    }
    return {0, 0};
  };
  bool Any = false;
  for (Instruction &I : instructions(F))
    Any |= Effect(I).first > 0;
  if (!Any)
    return true;

  using State = std::bitset<NumRegions>;
  DenseMap<BasicBlock *, State> Out;
  DenseMap<unsigned, Instruction *> Opener;
  auto Transfer = [&](BasicBlock *BB, State S,
                      function_ref<void(Instruction &, State)> Visit) {
    for (Instruction &I : *BB) {
      if (Visit)
        Visit(I, S);
      auto [Dir, R] = Effect(I);
      if (Dir > 0) {
        S.set(R);
        Opener.try_emplace(R, &I);
      } else if (Dir < 0) {
        S.reset(R);
      }
    }
    return S;
  };
  auto In = [&](BasicBlock *BB) {
    State S;
    for (BasicBlock *Pred : predecessors(BB))
      S |= Out.lookup(Pred);
    return S;
  };
  ReversePostOrderTraversal<Function *> RPO(&F);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : RPO) {
      State S = Transfer(BB, In(BB), nullptr);
      if (S != Out.lookup(BB)) {
        Out[BB] = S;
        Changed = true;
      }
    }
  }
  bool Ok = true;
  for (BasicBlock *BB : RPO)
    Transfer(BB, In(BB), [&](Instruction &I, State S) {
      if (S.none())
        return;
      for (const SuspendPoint &P : Points) {
        if (P.Yield != &I)
          continue;
        for (unsigned R = 0; R < NumRegions; ++R) {
          if (!S.test(R))
            continue;
          Instruction *Open = Opener.lookup(R);
          reportError(F,
                      Twine(Regions[R].What) + " opened by " +
                          Regions[R].Open + "()" +
                          (Open ? lineSuffix(Open) : std::string()) +
                          " is still open at this suspension of '" +
                          F.getName() + "': call " + Regions[R].Close +
                          "() before bpf_coro_yield(); the verifier rejects "
                          "a program that returns with it open",
                      I.getDebugLoc());
          Ok = false;
        }
      }
    });
  return Ok;
}

/// Calls that leave the program without returning to the coroutine: the
/// frame would stay claimed (running) for ever, and a tail call's return
/// value would be taken for the coroutine's status.
struct NoReturnCall {
  const char *Callee;
  const char *Why;
};
constexpr NoReturnCall NoReturnCalls[] = {
    {"bpf_tail_call",
     "a tail call that succeeds never returns to the coroutine, so its frame "
     "would stay running and every later start, resume or destroy would get "
     "BPF_CORO_BUSY; yield, and tail-call from the program once "
     "bpf_coro_resume() has returned"},
    {"bpf_throw",
     "it unwinds the whole program without returning to the coroutine, so "
     "its frame would stay running and every later start, resume or destroy "
     "would get BPF_CORO_BUSY; return an error value from the coroutine "
     "instead"},
};

/// Rejects the calls of NoReturnCalls in \p F or in a function it calls
/// (the split runs before inlining, so callees are still functions).
bool checkNoReturnCalls(Function &F) {
  bool Ok = true;
  SmallPtrSet<const Function *, 8> Seen{&F};
  // (function to scan, the call in F through which it is reached)
  SmallVector<std::pair<Function *, const CallBase *>, 8> Work{{&F, nullptr}};
  while (!Work.empty()) {
    auto [Fn, Via] = Work.pop_back_val();
    for (Instruction &I : instructions(*Fn)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      StringRef Name = calleeName(*CB);
      const NoReturnCall *NR = nullptr;
      for (const NoReturnCall &C : NoReturnCalls)
        if (Name == C.Callee)
          NR = &C;
      // Any other call that does not return (__builtin_trap(), a function
      // declared noreturn) leaves the frame claimed the same way. A trap in
      // a callee is often libbpf's __bpf_unreachable(), which folds away
      // once inlined (bpf_tail_call_static's constant-slot check): only the
      // coroutine's own are reported.
      static const NoReturnCall Other = {
          "", "it does not return to the coroutine, so its frame would stay "
              "running and every later start, resume or destroy would get "
              "BPF_CORO_BUSY; return an error value from the coroutine "
              "instead"};
      std::string OtherName;
      if (!NR && CB->doesNotReturn() && !(Via && isa<IntrinsicInst>(CB))) {
        NR = &Other;
        OtherName = isa<IntrinsicInst>(CB) ? "__builtin_trap"
                    : CB->getCalledFunction()
                        ? CB->getCalledFunction()->getName().str()
                        : "a call that";
      }
      if (NR) {
        const CallBase *At = Via ? Via : CB;
        std::string Where =
            "in '__bpf_coro' function '" + F.getName().str() + "'";
        if (Via) {
          Where = "in '" + Fn->getName().str() + "'";
          if (DebugLoc DL = CB->getDebugLoc())
            Where += " (" + sys::path::filename(DL->getFilename()).str() + ":" +
                     utostr(DL.getLine()) + ")";
          Where += ", which '__bpf_coro' function '" + F.getName().str() +
                   "' calls here";
        }
        reportError(F,
                    (NR == &Other ? OtherName : std::string(NR->Callee)) +
                        "() " + Where + ": " + NR->Why,
                    At->getDebugLoc());
        Ok = false;
        continue;
      }
      Function *Callee = CB->getCalledFunction();
      if (Callee && !Callee->isDeclaration() && Seen.insert(Callee).second)
        Work.push_back({Callee, Via ? Via : CB});
    }
  }
  return Ok;
}

/// The debug location of indirectbr \p I, or, for clang's shared
/// `indirectgoto` block (which has none), that of its target's computation
/// or of a `goto *` jumping to it.
static DebugLoc locOrPredecessor(Instruction &I) {
  if (DebugLoc DL = I.getDebugLoc())
    return DL;
  if (auto *Target = dyn_cast<Instruction>(I.getOperand(0)))
    if (DebugLoc DL = Target->getDebugLoc())
      return DL;
  for (BasicBlock *Pred : predecessors(I.getParent()))
    if (DebugLoc DL = Pred->getTerminator()->getDebugLoc())
      return DL;
  return DebugLoc();
}

/// Rejects code the BPF backend cannot select and reports by crashing:
/// computed gotos (no indirect jump kernels load) and atomic loads and
/// stores of shared memory: BPF has them only at -mcpu=v4, and never
/// sequentially consistent (those of locals are plain by now).
bool checkSelectable(Function &F) {
  bool V4 = F.getFnAttribute("target-cpu").getValueAsString() == "v4";
  bool Ok = true;
  for (Instruction &I : instructions(F)) {
    if (isa<IndirectBrInst>(I)) {
      reportError(F,
                  "computed goto in '__bpf_coro' function '" + F.getName() +
                      "': BPF has no indirect jump the verifier accepts; "
                      "use a switch on an index instead",
                  locOrPredecessor(I));
      Ok = false;
      continue;
    }
    if (!isa<LoadInst>(I) && !isa<StoreInst>(I))
      continue;
    AtomicOrdering Order = isa<LoadInst>(I) ? cast<LoadInst>(I).getOrdering()
                                            : cast<StoreInst>(I).getOrdering();
    if (Order == AtomicOrdering::NotAtomic ||
        (V4 && Order != AtomicOrdering::SequentiallyConsistent))
      continue;
    Value *Base = getUnderlyingObject(getLoadStorePointerOperand(&I));
    std::string Var = sourceName(Base, isa<AllocaInst>(Base)).first;
    if (!Var.empty() && !isa<AllocaInst>(Base))
      Var = "*" + Var;
    reportError(F,
                Twine("atomic ") +
                    (isa<LoadInst>(I) ? "load of " : "store to ") +
                    (Var.empty() ? "an '_Atomic' object" : "'" + Var + "'") +
                    " in '__bpf_coro' function '" + F.getName() +
                    "': BPF has atomic loads and stores only at -mcpu=v4, "
                    "and never sequentially consistent ones; use volatile "
                    "accesses or __sync_fetch_and_add(), or -mcpu=v4 for "
                    "relaxed, acquire and release ones",
                I.getDebugLoc());
    Ok = false;
  }
  return Ok;
}

/// Makes pointer \p V available after resuming by recomputing it from an
/// alloca or global base; its integer operands are saved. Pointers that are
/// not such address arithmetic cannot cross a suspension: what the verifier
/// knew about them is gone after it.
bool CoroutineSplitter::planPointer(PointPlan &Plan, Value *V,
                                    Instruction *Yield) {
  if (isAlwaysAvailable(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  if (I && (isa<GetElementPtrInst>(I) || isa<BitCastInst>(I) ||
            isa<AddrSpaceCastInst>(I))) {
    for (Value *Op : I->operands()) {
      if (isAlwaysAvailable(Op))
        continue;
      if (Op->getType()->isPointerTy()) {
        if (!planPointer(Plan, Op, Yield))
          return false;
      } else if (auto *OpI = dyn_cast<Instruction>(Op);
                 !(OpI && Plan.Recomputed.count(OpI))) {
        Plan.Saved.insert(Op);
      }
    }
    Plan.Recomputed.insert(I);
    return true;
  }
  // One of two addresses: the condition is saved, both are recomputed.
  if (auto *Sel = dyn_cast_or_null<SelectInst>(I)) {
    Value *C = Sel->getCondition();
    auto *CI = dyn_cast<Instruction>(C);
    if (!isAlwaysAvailable(C) && !(CI && Plan.Recomputed.count(CI)))
      Plan.Saved.insert(C);
    if (planPointer(Plan, Sel->getTrueValue(), Yield) &&
        planPointer(Plan, Sel->getFalseValue(), Yield)) {
      Plan.Recomputed.insert(I);
      return true;
    }
    return false;
  }
  if (SkipChecks) {
    Plan.Saved.insert(V);
    return true;
  }
  auto [Name, Ty] = sourceName(V, false);
  std::string What = Name.empty() ? std::string("a pointer")
                                  : "pointer '" + Name + "'";
  // The fix depends on where the pointer comes from.
  const Value *Base = getUnderlyingObject(V);
  const char *Hint = "look it up again after resuming, or keep an index or "
                     "key instead";
  if (auto *CB = dyn_cast<CallBase>(Base)) {
    if (calleeName(*CB) == "bpf_ringbuf_reserve")
      Hint = "submit or discard the record before bpf_coro_yield() and "
             "reserve a new one after";
  } else if (isa<Argument>(Base)) {
    Hint = "copy what you need out of it before bpf_coro_yield(), or pass "
           "the pointer in again through the resume value";
  } else if (isa<IntToPtrInst>(Base) || isa<LoadInst>(Base)) {
    Hint = "copy the bytes you need before bpf_coro_yield(), or read them "
           "again from the context passed in after resuming";
  }
  reportError(F,
              What + " is live across the suspension" + lineSuffix(Yield) +
                  " in '" + F.getName() +
                  "': the verifier forgets what a pointer points to when it "
                  "is saved in the frame; " + Hint,
              I ? I->getDebugLoc() : Yield->getDebugLoc());
  reportNote(Yield, "'" + F.getName() + "' suspends here while " + What +
                        " is live");
  return false;
}

bool CoroutineSplitter::planPoint(unsigned K, const Liveness &LV) {
  PointPlan &Plan = Plans[K];
  CallInst *Yield = Points[K].Yield;
  for (Value *V : LV.liveIn(Conts[K]))
    if (V != Yield)
      Plan.Live.insert(V);

  // Pointers first: they must be recomputed, pulling their integer operands
  // into the saved set.
  for (Value *V : Plan.Live)
    if (V->getType()->isPointerTy() && !planPointer(Plan, V, Yield))
      return false;
  for (Value *V : Plan.Live) {
    auto *I = dyn_cast<Instruction>(V);
    if (!V->getType()->isPointerTy() && !(I && Plan.Recomputed.count(I)))
      Plan.Saved.insert(V);
  }

  // Recompute a cheap value instead of saving it when saving its operands
  // costs no more bytes than saving it (operands already saved cost
  // nothing): `i < n` from saved i and n, `(long)idx` from idx, an index
  // `idx & 7` from idx. Values only ever move from saved to recomputed, so
  // this terminates.
  auto Bytes = [&](Value *V) { return DL.getTypeStoreSize(V->getType()); };
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (Value *V : Plan.Saved) {
      auto *I = dyn_cast<Instruction>(V);
      if (!I || !isCheapToRecompute(I))
        continue;
      SmallVector<Value *, 4> NewSaves;
      uint64_t Cost = 0;
      bool Ok = true;
      for (Value *Op : I->operands()) {
        auto *OpI = dyn_cast<Instruction>(Op);
        if (isAlwaysAvailable(Op) || Plan.Saved.count(Op) ||
            (OpI && Plan.Recomputed.count(OpI)) || is_contained(NewSaves, Op))
          continue;
        if (Op->getType()->isPointerTy()) {
          Ok = false; // pointers are never saved
          break;
        }
        NewSaves.push_back(Op);
        Cost += Bytes(Op);
      }
      if (!Ok || Cost > Bytes(V))
        continue;
      Plan.Saved.remove(V);
      Plan.Recomputed.insert(I);
      for (Value *Op : NewSaves)
        Plan.Saved.insert(Op);
      Changed = true;
      break;
    }
  }
  NumSpilled += Plan.Saved.size();
  NumRematerialized += Plan.Recomputed.size();
  return true;
}

/// The union, over the calls of \p F that bpf_coro_start() wraps, of the
/// range of what each passes as \p A; the full set when nothing is known.
/// The coroutine is static and only ever started by those calls, so this is
/// the range the verifier checks the start with, and what a resume reads
/// back from the frame when \p A is saved.
static ConstantRange callerRange(Function &F, Argument &A) {
  unsigned W = A.getType()->getIntegerBitWidth();
  ConstantRange CR = ConstantRange::getEmpty(W);
  // Other uses name the coroutine (resume, destroy) and pass no arguments;
  // any other use of it as a value is an error of its own.
  for (User *Us : F.users())
    if (auto *Call = dyn_cast<CallInst>(Us);
        Call && Call->getCalledOperand() == &F)
      CR = CR.unionWith(computeConstantRange(Call->getArgOperand(A.getArgNo()),
                                             /*ForSigned=*/false));
  return CR.isEmptySet() ? ConstantRange::getFull(W) : CR;
}

void CoroutineSplitter::computeRanges() {
  FAM.invalidate(F, PreservedAnalyses::none());
  LazyValueInfo &LVI = FAM.getResult<LazyValueAnalysis>(F);
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  DemandedBits &DB = FAM.getResult<DemandedBitsAnalysis>(F);
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
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
        unsigned Bits = Need <= 8 ? 8 : Need <= 16 ? 16 : Need <= 32 ? 32 : 64;
        if (Bits < IT->getBitWidth()) {
          Narrow[V] = Bits;
          continue; // the range of the wide value says nothing useful
        }
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
      // A parameter saved as it was passed: the resume reads back what a
      // start call passed (`bpf_coro_start(f, co(20), &out)` then `i < n`
      // bounds the loop on the resume path too, as the verifier sees it on
      // the start path).
      if (auto *A = dyn_cast<Argument>(V))
        CR = CR.intersectWith(callerRange(F, *A));
      if (SE.isSCEVable(IT)) {
        const SCEV *S = SE.getSCEV(V);
        CR = CR.intersectWith(SE.getSignedRange(S))
                 .intersectWith(SE.getUnsignedRange(S));
      }
      // Only a range that excludes most values is worth a check: it is what
      // an array index or a length has; `x != 0` after `if (x)` is not. A
      // wider one is kept for the conditions below to narrow (`n <= 8` of a
      // clamp, then `n >= 1` from `i < n`).
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
    BasicBlock *BB = Points[K].Yield->getParent();
    for (DomTreeNode *N = DT.getNode(BB)->getIDom(); N; N = N->getIDom()) {
      auto *Br = dyn_cast<BranchInst>(N->getBlock()->getTerminator());
      auto *Cmp = Br && Br->isConditional()
                      ? dyn_cast<ICmpInst>(Br->getCondition())
                      : nullptr;
      if (!Cmp || !Usable(Cmp->getOperand(0)) || !Usable(Cmp->getOperand(1)) ||
          (isa<Constant>(Cmp->getOperand(0)) &&
           isa<Constant>(Cmp->getOperand(1))))
        continue;
      CmpInst::Predicate Pred;
      if (DT.dominates(BasicBlockEdge(N->getBlock(), Br->getSuccessor(0)), BB))
        Pred = Cmp->getPredicate();
      else if (DT.dominates(BasicBlockEdge(N->getBlock(), Br->getSuccessor(1)),
                            BB))
        Pred = Cmp->getInversePredicate();
      else
        continue;
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
          continue;
      }
      if (Pred == CmpInst::ICMP_EQ || Pred == CmpInst::ICMP_NE)
        continue; // says nothing about bounds
      if (Plan.Conds.size() < 4)
        Plan.Conds.push_back({Pred, A, Bv});
    }
    // `i < n` bounds i only once n is bounded, and the verifier narrows
    // both registers of a comparison by what it knows of the other only at
    // that comparison: n's range must be checked first, and a bound that
    // follows (i < 16 from n <= 16) is checked on i itself as well, so it
    // holds whichever of the two registers the code goes on with.
    for (unsigned Round = 0, Changed = true; Changed && Round < 4; ++Round) {
      Changed = false;
      for (auto &[Pred, A, Bv] : Plan.Conds)
        for (auto [X, Y, P] :
             {std::tuple(A, Bv, Pred),
              std::tuple(Bv, A, CmpInst::getSwappedPredicate(Pred))}) {
          auto YR = Plan.Ranges.find(Y);
          if (YR == Plan.Ranges.end() || !Plan.Saved.count(X) ||
              Narrow.count(X))
            continue;
          Changed |= Narrowed(
              Plan, X, ConstantRange::makeAllowedICmpRegion(P, YR->second));
        }
    }
    // Comparisons with a constant (of recomputed values) first, for the
    // same reason.
    std::stable_partition(
        Plan.Conds.begin(), Plan.Conds.end(),
        [](const auto &C) { return isa<Constant>(std::get<2>(C)); });
  }
  FAM.invalidate(F, PreservedAnalyses::none());
}

/// The locals whose contents cross a suspension stay in memory in the split
/// code (copyBytes reads them with volatile loads), all of them in the one
/// function that runs the whole body, even when each point's frame area
/// fits. Beyond the BPF stack the backend would fail without naming a line
/// or a variable; say which locals take it.
bool CoroutineSplitter::checkLocalsStack() {
  constexpr uint64_t MaxStack = 512;
  SetVector<AllocaInst *> Locals;
  for (const PointPlan &Plan : Plans)
    Locals.insert(Plan.Allocas.begin(), Plan.Allocas.end());
  uint64_t Bytes = 0;
  for (AllocaInst *AI : Locals)
    Bytes += DL.getTypeAllocSize(AI->getAllocatedType());
  if (Bytes <= MaxStack)
    return true;
  // Each local with the first suspension it crosses, largest first.
  SmallVector<std::pair<const FrameSlot *, const SuspendPoint *>, 8> Big;
  for (AllocaInst *AI : Locals)
    for (const SuspendPoint &P : Points) {
      auto It = find_if(P.Slots, [&](const FrameSlot &S) {
        return S.IsAllocaContents && S.V == AI;
      });
      if (It != P.Slots.end()) {
        Big.push_back({&*It, &P});
        break;
      }
    }
  llvm::stable_sort(Big, [](const auto &A, const auto &B) {
    return A.first->Size > B.first->Size;
  });
  std::string List;
  for (unsigned I = 0; I < Big.size() && I < 3; ++I)
    List +=
        std::string(I ? ", '" : "'") + Big[I].first->Name + "' (" +
        utostr(Big[I].first->Size) + " bytes" +
        (Big[I].second->Line ? ", across line " + utostr(Big[I].second->Line)
                             : std::string()) +
        ")";
  const SuspendPoint *At = Big.empty() ? &Points.front() : Big.front().second;
  reportError(F,
              "locals of '__bpf_coro' function '" + F.getName() +
                  "' live across its suspensions need " + utostr(Bytes) +
                  " bytes of stack, above the " + utostr(MaxStack) +
                  "-byte BPF stack: each stays in memory to be copied to "
                  "and from the frame; largest: " +
                  List +
                  "; keep large data in a map value instead of the stack",
              At->Yield ? At->Yield->getDebugLoc() : DebugLoc());
  return false;
}

/// `-Rpass-analysis=bpf-coro-split` shows each frame against its bound: the
/// header plus the bytes live at the worst point, rounded to 8.
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
    return R;
  });
}

/// Kernel objects living on the stack (dynptrs, open-coded iterators) are
/// tracked by the verifier in the stack slot itself, and pointers stored in
/// a local carry what the verifier knows of them; copied through a map
/// value and back, both are plain bytes. Rejects any live across a point.
/// A store of a pointer into the memory of \p AI, if there is one.
static StoreInst *pointerStoredIn(AllocaInst *AI) {
  SmallVector<Value *, 8> Work{AI};
  SmallPtrSet<Value *, 8> Seen;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (User *U : V->users()) {
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getPointerOperand() == V &&
            SI->getValueOperand()->getType()->isPointerTy())
          return SI;
      } else if (isa<GetElementPtrInst>(U) || isa<CastInst>(U)) {
        Work.push_back(U);
      }
    }
  }
  return nullptr;
}

bool CoroutineSplitter::checkStackObjects() {
  bool Ok = true;
  for (unsigned K = 0; K < numPoints(); ++K)
    for (AllocaInst *AI : Plans[K].Allocas) {
      auto *ST = dyn_cast<StructType>(AI->getAllocatedType());
      StringRef TyName = ST && ST->hasName() ? ST->getName() : "";
      TyName.consume_front("struct.");
      const char *What = TyName.starts_with("bpf_dynptr")  ? "dynptr"
                         : TyName.starts_with("bpf_iter_") ? "iterator"
                                                           : nullptr;
      if (!What) {
        if (StoreInst *SI = pointerStoredIn(AI)) {
          auto [Var, Ty] = sourceName(AI, true);
          std::string Local = Var.empty() ? "a local" : "local '" + Var + "'";
          reportError(F,
                      "a pointer stored in " + Local +
                          " is live across the suspension" +
                          lineSuffix(Points[K].Yield) + " in '" + F.getName() +
                          "': the local is copied through the frame, and "
                          "the verifier forgets what a pointer points to "
                          "when it is saved there; keep an index or key in "
                          "the local instead and look the value up again "
                          "after resuming",
                      SI->getDebugLoc());
          reportNote(Points[K].Yield, "'" + F.getName() +
                                          "' suspends here while " + Local +
                                          " holds a pointer");
          Ok = false;
        }
        continue;
      }
      auto [Var, Ty] = sourceName(AI, true);
      reportError(F,
                  Twine(What) + " '" + (Var.empty() ? TyName.str() : Var) +
                      "' (struct " + TyName + ") is live across the "
                      "suspension" + lineSuffix(Points[K].Yield) + " in '" +
                      F.getName() +
                      "': the verifier tracks it in its stack slot and a "
                      "copy through the frame is not one; finish with it "
                      "before bpf_coro_yield() and create it again after",
                  AI->getDebugLoc() ? AI->getDebugLoc()
                                    : Points[K].Yield->getDebugLoc());
      Ok = false;
    }
  return Ok;
}

/// With more values saved at a point than BPF has callee-saved registers,
/// saving them all at the suspension keeps every one in a register (or on
/// the 512-byte BPF stack) until then. Store each right after it is
/// computed instead, where that store can only be observed by this point:
/// every suspension reachable from there without passing another is this
/// one, so no other point's save area (which overlaps this one) is written
/// in between.
void CoroutineSplitter::planEarlySaves() {
  constexpr unsigned CalleeSaved = 4; // r6-r9
  EarlySaves.resize(numPoints());
  DenseMap<BasicBlock *, unsigned> PointOf;
  for (unsigned K = 0; K < numPoints(); ++K)
    PointOf[Points[K].Yield->getParent()] = K;
  // The points reachable from the end of a block without passing another.
  DenseMap<BasicBlock *, SmallVector<unsigned, 2>> NextCache;
  auto NextPoints = [&](BasicBlock *BB) -> const SmallVector<unsigned, 2> & {
    auto It = NextCache.find(BB);
    if (It != NextCache.end())
      return It->second;
    SmallVector<unsigned, 2> Found;
    SmallPtrSet<BasicBlock *, 16> Seen;
    SmallVector<BasicBlock *, 16> Work(succ_begin(BB), succ_end(BB));
    while (!Work.empty() && Found.size() < 2) {
      BasicBlock *B = Work.pop_back_val();
      if (!Seen.insert(B).second)
        continue;
      auto P = PointOf.find(B);
      if (P != PointOf.end()) {
        if (!is_contained(Found, P->second))
          Found.push_back(P->second);
        continue;
      }
      append_range(Work, successors(B));
    }
    return NextCache[BB] = std::move(Found);
  };
  // Only point K can observe a store placed before \p At.
  auto OnlyReaches = [&](Instruction *At, unsigned K) {
    BasicBlock *BB = At->getParent();
    auto P = PointOf.find(BB);
    if (P != PointOf.end()) // before the yield ending this block
      return P->second == K;
    const auto &Next = NextPoints(BB);
    return Next.size() == 1 && Next[0] == K;
  };

  // Another point can overwrite the slot (its own layout shares the bytes)
  // between the store and a later arrival at K that does not pass the
  // store again: K in a loop, the value defined before it, another point
  // in the loop. Found walking back from K to the stores.
  auto Clobberable = [&](unsigned K,
                         ArrayRef<std::pair<Instruction *, Value *>> Stores) {
    SmallPtrSet<BasicBlock *, 4> StoreBlocks;
    for (auto &[At, V] : Stores)
      StoreBlocks.insert(At->getParent());
    // (OnlyReaches keeps the stores out of other points' blocks.)
    return any_of(reach(Points[K].Yield->getParent(), /*Forward=*/false,
                        StoreBlocks),
                  [&](BasicBlock *B) {
                    auto P = PointOf.find(B);
                    return P != PointOf.end() && P->second != K;
                  });
  };
  for (unsigned K = 0; K < numPoints(); ++K) {
    SuspendPoint &P = Points[K];
    unsigned Values = count_if(
        P.Slots, [](const FrameSlot &S) { return !S.IsAllocaContents; });
    if (Values <= CalleeSaved)
      continue;
    for (unsigned I = 0; I < P.Slots.size(); ++I) {
      FrameSlot &S = P.Slots[I];
      auto *Def = dyn_cast<Instruction>(S.V);
      if (S.IsAllocaContents || !Def)
        continue;
      if (any_of(Points, [&](const SuspendPoint &Q) { return Q.Yield == Def; }))
        continue; // a yield's result is defined at its resume
      SmallVector<std::pair<Instruction *, Value *>, 2> Stores;
      bool Ok = true;
      if (auto *Phi = dyn_cast<PHINode>(Def)) {
        for (unsigned E = 0; E < Phi->getNumIncomingValues() && Ok; ++E) {
          Value *In = Phi->getIncomingValue(E);
          if (isa<UndefValue>(In))
            continue; // any bytes will do
          // The incoming value is the phi's only once the edge is taken:
          // from a block that may go elsewhere (a loop's latch that may
          // also re-enter the body), the point could see it too early.
          BasicBlock *From = Phi->getIncomingBlock(E);
          if (From->getUniqueSuccessor() != Phi->getParent()) {
            Ok = false;
            break;
          }
          Instruction *At = From->getTerminator();
          if (auto *InI = dyn_cast<Instruction>(In))
            if (InI->getParent() == From && !isa<PHINode>(InI))
              At = InI->getNextNode();
          Ok = OnlyReaches(At, K);
          Stores.push_back({At, In});
        }
      } else {
        Instruction *At = Def->getNextNode();
        Ok = OnlyReaches(At, K);
        Stores.push_back({At, Def});
      }
      if (Ok && !Stores.empty() && !Clobberable(K, Stores))
        EarlySaves[K][I] = std::move(Stores);
    }
  }
}

void CoroutineSplitter::planAllocas() {
  // Alloca contents: live across point K when the memory is used both on a
  // path into the suspension and on a path out of it.
  SmallVector<AllocaInst *, 4> Allocas;
  for (Instruction &I : F.getEntryBlock())
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      Allocas.push_back(AI);
  // A lifetime start on the way out (the variable is declared again, e.g.
  // in a loop body) or a lifetime end on the way in ends what it held.
  for (AllocaInst *AI : Allocas) {
    AllocaUses U = allocaUses(AI);
    for (unsigned K = 0; K < numPoints(); ++K) {
      BasicBlock *SuspendBB = Points[K].Yield->getParent();
      if (U.Starts.count(Conts[K]) || U.Ends.count(SuspendBB))
        continue;
      DenseSet<BasicBlock *> After = reach(Conts[K], true, U.Starts);
      DenseSet<BasicBlock *> Before = reach(SuspendBB, false, U.Ends);
      bool UsedAfter = any_of(U.Uses, [&](BasicBlock *B) {
        return After.contains(B);
      });
      bool UsedBefore = any_of(U.Uses, [&](BasicBlock *B) {
        return Before.contains(B);
      });
      if (UsedAfter && UsedBefore)
        Plans[K].Allocas.insert(AI);
    }
  }
  // Lifetime markers would end, in one invocation, a stack object that the
  // next one restores; the split functions do without them.
  for (Instruction &I : make_early_inc_range(instructions(F)))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      if (II->isLifetimeStartOrEnd())
        II->eraseFromParent();
}

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
      std::tie(S.Name, S.DITy) = sourceName(V, false);
      if (S.Name.empty() && isa<Argument>(V))
        if (DISubprogram *SP = F.getSubprogram())
          for (const DINode *N : SP->getRetainedNodes())
            if (auto *Var = dyn_cast<DILocalVariable>(N))
              if (Var->getArg() == cast<Argument>(V)->getArgNo() + 1) {
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

/// Whether a value of debug type \p Ty is unsigned: through typedefs and
/// qualifiers (`__u8`, vmlinux.h's `typedef _Bool bool`) to the basic type,
/// and through an enum to its underlying type.
static bool isUnsignedType(DIType *Ty) {
  while (Ty) {
    if (auto *BT = dyn_cast<DIBasicType>(Ty))
      return BT->getEncoding() == dwarf::DW_ATE_unsigned ||
             BT->getEncoding() == dwarf::DW_ATE_unsigned_char ||
             BT->getEncoding() == dwarf::DW_ATE_boolean;
    if (auto *DT = dyn_cast<DIDerivedType>(Ty)) {
      switch (DT->getTag()) {
      case dwarf::DW_TAG_typedef:
      case dwarf::DW_TAG_const_type:
      case dwarf::DW_TAG_volatile_type:
      case dwarf::DW_TAG_restrict_type:
      case dwarf::DW_TAG_atomic_type:
        Ty = DT->getBaseType();
        continue;
      default:
        return false;
      }
    }
    if (auto *CT = dyn_cast<DICompositeType>(Ty))
      if (CT->getTag() == dwarf::DW_TAG_enumeration_type) {
        Ty = CT->getBaseType();
        continue;
      }
    return false;
  }
  return false;
}

/// Rewrites the coroutine into one function U(frame, in, out, sel, params...)
/// whose entry dispatches on sel (0: start, k: resume at point k).
Function *CoroutineSplitter::buildStateMachine(SwitchInst *&Dispatch) {
  SmallVector<Type *, 8> Params{ptr(), i64(), ptr(), i32()};
  for (Argument &A : F.args())
    Params.push_back(A.getType());
  Function *U =
      Function::Create(FunctionType::get(i32(), Params, false),
                       GlobalValue::InternalLinkage, F.getName() + ".coro", M);
  // Function attributes only: parameter positions have shifted.
  U->setAttributes(
      AttributeList::get(Ctx, AttributeList::FunctionIndex,
                         AttrBuilder(Ctx, F.getAttributes().getFnAttrs())));
  U->removeFnAttr(Attribute::NoInline);
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : F)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(Ret);
  U->splice(U->end(), &F);
  U->setSubprogram(F.getSubprogram());
  Argument *Frame = U->getArg(0), *In = U->getArg(1), *Out = U->getArg(2),
           *Sel = U->getArg(3);
  Frame->setName("frame");
  In->setName("in");
  Out->setName("out");
  Sel->setName("sel");
  DenseMap<Value *, Value *> ArgMap;
  for (Argument &A : F.args()) {
    Argument *NA = U->getArg(4 + A.getArgNo());
    NA->takeName(&A);
    A.replaceAllUsesWith(NA);
    ArgMap[&A] = NA;
  }
  // The plans named F's arguments; from here on they are U's.
  auto Renamed = [&](Value *V) { return ArgMap.lookup(V) ? ArgMap[V] : V; };
  for (PointPlan &Plan : Plans) {
    SetVector<Value *> Live, Saved;
    for (Value *V : Plan.Live)
      Live.insert(Renamed(V));
    for (Value *V : Plan.Saved)
      Saved.insert(Renamed(V));
    Plan.Live = std::move(Live);
    Plan.Saved = std::move(Saved);
    DenseMap<Value *, ConstantRange> Ranges;
    for (auto &[V, CR] : Plan.Ranges)
      Ranges.insert({Renamed(V), CR});
    Plan.Ranges = std::move(Ranges);
    for (auto &[Pred, A, B] : Plan.Conds) {
      A = Renamed(A);
      B = Renamed(B);
    }
  }
  for (SuspendPoint &P : Points)
    for (FrameSlot &S : P.Slots)
      S.V = Renamed(S.V);
  for (auto &PerPoint : EarlySaves)
    for (auto &Entry : PerPoint)
      for (auto &Store : Entry.second)
        Store.second = Renamed(Store.second);

  BasicBlock *OldEntry = &U->getEntryBlock();
  BasicBlock *Entry =
      BasicBlock::Create(Ctx, "coro.dispatch", U, OldEntry);
  for (Instruction &I : make_early_inc_range(*OldEntry))
    if (isa<AllocaInst>(I))
      I.moveBefore(Entry->end());
  IRBuilder<> B(Entry);
  Dispatch = B.CreateSwitch(Sel, OldEntry, numPoints());

  auto FrameAddr = [&](IRBuilder<> &IB, uint64_t Off) {
    return frameField(IB, Frame, Off);
  };
  auto Publish = [&](IRBuilder<> &IB, uint32_t Index) {
    publishIndex(IB, Frame, IB.getInt32(Index));
  };

  // Values as they are right after each resume, per point.
  SmallVector<DenseMap<Value *, Value *>, 8> AtResume(numPoints());
  SmallVector<BasicBlock *, 8> ResumeBlocks; // dispatch targets
  SmallVector<BasicBlock *, 8> ResumeExits;  // where reloaded values are ready
  for (unsigned K = 0; K < numPoints(); ++K) {
    SuspendPoint &P = Points[K];
    PointPlan &Plan = Plans[K];
    CallInst *Yield = P.Yield;
    BasicBlock *SuspendBB = Yield->getParent();

    // Suspend: save, hand the value out, publish the index, return.
    IRBuilder<> SB(Yield);
    SB.SetCurrentDebugLocation(Yield->getDebugLoc());
    for (unsigned I = 0; I < P.Slots.size(); ++I) {
      FrameSlot &S = P.Slots[I];
      auto Early = EarlySaves[K].find(I);
      if (Early != EarlySaves[K].end()) {
        for (auto &[At, V] : Early->second) {
          IRBuilder<> EB(At);
          EB.SetCurrentDebugLocation(Yield->getDebugLoc());
          EB.CreateAlignedStore(EB.CreateZExtOrTrunc(V, S.Ty),
                                FrameAddr(EB, S.Offset), Align(S.Align));
        }
        continue;
      }
      Value *Addr = FrameAddr(SB, S.Offset);
      if (S.IsAllocaContents)
        copyBytes(SB, Addr, S.V, S.Size,
                  std::min<uint64_t>(S.Align,
                                     cast<AllocaInst>(S.V)->getAlign().value()),
                  /*FromLocal=*/true);
      else
        SB.CreateAlignedStore(SB.CreateZExtOrTrunc(S.V, S.Ty), Addr,
                              Align(S.Align));
    }
    SB.CreateStore(Yield->getArgOperand(0), Out);
    Publish(SB, P.Index);
    SuspendBB->getTerminator()->eraseFromParent();
    IRBuilder<> RB(SuspendBB);
    RB.SetCurrentDebugLocation(Yield->getDebugLoc());
    RB.CreateRet(RB.getInt32(StatusSuspended));

    // Resume: reload, recompute, continue.
    BasicBlock *RBB = BasicBlock::Create(Ctx, "coro.resume." + utostr(P.Index),
                                         U, Conts[K]);
    ResumeBlocks.push_back(RBB);
    IRBuilder<> LB(RBB);
    LB.SetCurrentDebugLocation(Yield->getDebugLoc());
    DenseMap<Value *, Value *> &Map = AtResume[K];
    Map[Yield] = In;
    // Bools saved as bytes: 0 or 1 is all the coroutine can have written.
    SmallVector<std::pair<Value *, FrameSlot *>, 2> BoolLoads;
    for (FrameSlot &S : P.Slots) {
      Value *Addr = FrameAddr(LB, S.Offset);
      if (S.IsAllocaContents) {
        copyBytes(LB, S.V, Addr, S.Size,
                  std::min<uint64_t>(
                      S.Align, cast<AllocaInst>(S.V)->getAlign().value()));
        continue;
      }
      // A narrowed value comes back zero-extended: its users ignore the
      // high bits.
      Value *Loaded = LB.CreateAlignedLoad(S.Ty, Addr, Align(S.Align),
                                           S.V->getName() + ".reload");
      if (S.V->getType()->isIntegerTy(1))
        BoolLoads.push_back({Loaded, &S});
      Map[S.V] = LB.CreateZExtOrTrunc(Loaded, S.V->getType());
    }
    BasicBlock *Corrupt = nullptr;
    auto GetCorrupt = [&]() {
      if (!Corrupt) {
        Corrupt = BasicBlock::Create(Ctx, "coro.corrupt." + utostr(P.Index), U);
        IRBuilder<> CB(Corrupt);
        CB.SetCurrentDebugLocation(Yield->getDebugLoc());
        Publish(CB, P.Index);
        CB.CreateRet(CB.getInt32(StatusCorrupt));
      }
      return Corrupt;
    };
    auto Require = [&](CmpInst::Predicate Pred, Value *L, Value *R,
                       const Twine &Name) {
      BasicBlock *Next = BasicBlock::Create(
          Ctx, "coro.resume." + utostr(P.Index) + ".checked", U, Conts[K]);
      LB.CreateCondBr(emitCompare(LB, Pred, L, R, Name), Next, GetCorrupt());
      LB.SetInsertPoint(Next);
      RBB = Next;
    };
    // A counter of the loops around the point that indexes an array
    // through arithmetic, with a few possible values, is split into them:
    // one compare each, joined by a phi of constants. The verifier then
    // walks the rest of the loop with the exact counter, as it does from
    // the loop's start, instead of a range that loses what LLVM's index
    // arithmetic relies on (a[(i + 1) & 3] with the mask dropped because
    // the loop bounds i). Any other value is corrupt, so a split value
    // needs no range check.
    SmallPtrSet<Value *, 2> Split;
    {
      SmallVector<std::pair<uint64_t, FrameSlot *>, 4> Counters;
      for (FrameSlot &S : P.Slots) {
        auto RI = Plan.Ranges.find(S.V);
        if (S.IsAllocaContents || RI == Plan.Ranges.end() ||
            !LoopCounters.count(S.V))
          continue;
        const ConstantRange &CR = RI->second;
        if (CR.isFullSet() || CR.isEmptySet())
          continue;
        APInt Size = CR.getUpper() - CR.getLower(); // wraps for wrapped sets
        if (Size.ugt(1) && Size.ule(MaxSplitValues))
          Counters.push_back({Size.getZExtValue(), &S});
      }
      llvm::stable_sort(Counters, [](const auto &X, const auto &Y) {
        return X.first < Y.first;
      });
      uint64_t Paths = 1;
      for (auto [Size, S] : Counters) {
        if (Paths * Size > MaxSplitPaths)
          break;
        Paths *= Size;
        Value *R = Map[S->V];
        BasicBlock *Join = BasicBlock::Create(
            Ctx, "coro.resume." + utostr(P.Index) + "." + S->Name, U, Conts[K]);
        PHINode *Exact =
            PHINode::Create(R->getType(), Size, S->Name + ".exact", Join);
        APInt V = Plan.Ranges.find(S->V)->second.getLower();
        for (uint64_t J = 0; J < Size; ++J, ++V) {
          BasicBlock *Test = LB.GetInsertBlock();
          bool Last = J + 1 == Size;
          BasicBlock *Next =
              Last ? GetCorrupt()
                   : BasicBlock::Create(
                         Ctx, "coro.resume." + utostr(P.Index) + ".split", U,
                         Join);
          Value *C = ConstantInt::get(R->getType(), V);
          LB.CreateCondBr(
              emitCompare(LB, CmpInst::ICMP_EQ, R, C, S->Name + ".is"), Join,
              Next);
          Exact->addIncoming(C, Test);
          if (!Last)
            LB.SetInsertPoint(Next);
        }
        LB.SetInsertPoint(Join);
        RBB = Join;
        Map[S->V] = Exact;
        Split.insert(S->V);
      }
    }
    // Recompute in dependence order, from the exact values where split.
    std::function<Value *(Value *)> Materialize = [&](Value *V) -> Value * {
      if (isAlwaysAvailable(V))
        return V;
      auto It = Map.find(V);
      if (It != Map.end())
        return It->second;
      auto *I = cast<Instruction>(V);
      assert(Plan.Recomputed.count(I) && "value neither saved nor recomputed");
      Instruction *C = I->clone();
      for (Use &Op : C->operands())
        Op.set(Materialize(Op.get()));
      C->insertInto(RBB, RBB->end());
      C->setDebugLoc(Yield->getDebugLoc());
      C->setName(I->getName() + ".remat");
      Map[V] = C;
      return C;
    };
    for (Instruction *I : Plan.Recomputed)
      Materialize(I);
    // Values read back from the frame get the range they had when saved,
    // and the comparisons that held at the suspension hold again: each is
    // checked through bpf.compare, so the optimiser neither drops nor
    // merges them and the verifier sees every bound on the reloaded
    // register. A failed check leaves the frame as it was.
    for (FrameSlot &S : P.Slots) {
      auto RI = Plan.Ranges.find(S.V);
      if (S.IsAllocaContents || RI == Plan.Ranges.end() || Split.count(S.V))
        continue;
      const ConstantRange &CR = RI->second;
      bool Signed = CR.isWrappedSet();
      if (Signed && CR.isSignWrappedSet())
        continue;
      APInt Lo = CR.getLower(), Hi = CR.getUpper() - 1;
      Value *R = Map[S.V];
      if (Signed ? !Lo.isMinSignedValue() : !Lo.isZero())
        Require(Signed ? CmpInst::ICMP_SGE : CmpInst::ICMP_UGE, R,
                ConstantInt::get(R->getType(), Lo), S.Name + ".inrange");
      if (Signed ? !Hi.isMaxSignedValue() : !Hi.isMaxValue())
        Require(Signed ? CmpInst::ICMP_SLE : CmpInst::ICMP_ULE, R,
                ConstantInt::get(R->getType(), Hi), S.Name + ".inrange");
    }
    for (auto [Loaded, S] : BoolLoads)
      if (!NoReloadChecks)
        Require(CmpInst::ICMP_ULE, Loaded,
                ConstantInt::get(Loaded->getType(), 1), S->Name + ".inrange");
    for (auto &[Pred, A, Bv] : Plan.Conds) {
      Value *L = isa<Constant>(A) ? A : Map.lookup(A);
      Value *R = isa<Constant>(Bv) ? Bv : Map.lookup(Bv);
      if (L && R && L->getType() == R->getType())
        Require(Pred, L, R, "held");
    }
    ResumeExits.push_back(RBB);

    LB.SetInsertPoint(RBB);
    LB.CreateBr(Conts[K]);
    Dispatch->addCase(B.getInt32(P.Index), ResumeBlocks.back());
  }

  // Returns: hand the result out, mark the frame finished.
  bool Unsigned = false;
  if (DISubprogram *SP = U->getSubprogram())
    if (DISubroutineType *ST = SP->getType())
      if (ST->getTypeArray().size() > 0)
        Unsigned = isUnsignedType(ST->getTypeArray()[0]);
  for (ReturnInst *Ret : Returns) {
    IRBuilder<> XB(Ret);
    Value *RV = Ret->getReturnValue();
    Value *Wide = Unsigned ? XB.CreateZExt(RV, i64()) : XB.CreateSExt(RV, i64());
    XB.CreateStore(Wide, Out);
    Publish(XB, IndexDone);
    XB.CreateRet(XB.getInt32(StatusDone));
    Ret->eraseFromParent();
  }

  // Rewire every use of a value that crosses a suspension to the definition
  // that reaches it: the original, or a reload/recomputation after a resume.
  // Not only the values live across a point: a value saved (or recomputed)
  // only as an operand of a recomputed one is also read at a suspension
  // that may now be reached from another point's resume.
  SetVector<Value *> Crossing;
  for (PointPlan &Plan : Plans) {
    Crossing.insert(Plan.Live.begin(), Plan.Live.end());
    Crossing.insert(Plan.Saved.begin(), Plan.Saved.end());
    Crossing.insert(Plan.Recomputed.begin(), Plan.Recomputed.end());
  }
  for (SuspendPoint &P : Points)
    Crossing.insert(P.Yield);
  for (Value *V : Crossing) {
    auto *YieldCall = dyn_cast<CallInst>(V);
    bool IsYield = false;
    unsigned YieldK = 0;
    for (unsigned K = 0; K < numPoints(); ++K)
      if (Points[K].Yield == YieldCall) {
        IsYield = true;
        YieldK = K;
      }
    BasicBlock *DefBB = isa<Argument>(V) ? OldEntry
                                         : cast<Instruction>(V)->getParent();
    SSAUpdater SSA;
    SSA.Initialize(V->getType(), V->getName());
    if (IsYield)
      SSA.AddAvailableValue(ResumeExits[YieldK], In);
    else
      SSA.AddAvailableValue(DefBB, V);
    for (unsigned K = 0; K < numPoints(); ++K)
      if (Value *AtK = AtResume[K].lookup(V))
        if (!(IsYield && K == YieldK))
          SSA.AddAvailableValue(ResumeExits[K], AtK);
    SmallVector<Use *, 8> Uses;
    for (Use &Us : V->uses())
      Uses.push_back(&Us);
    for (Use *Us : Uses) {
      auto *UI = cast<Instruction>(Us->getUser());
      if (!IsYield && !isa<PHINode>(UI) && UI->getParent() == DefBB)
        continue;
      if (IsYield && UI->getParent() == ResumeExits[YieldK])
        continue;
      SSA.RewriteUse(*Us);
    }
  }
  for (SuspendPoint &P : Points) {
    P.Yield->replaceAllUsesWith(PoisonValue::get(P.Yield->getType()));
    SmallVector<DbgVariableRecord *, 2> Records;
    findDbgUsers(P.Yield, Records);
    for (DbgVariableRecord *R : Records)
      R->setKillLocation();
    P.Yield->eraseFromParent();
    P.Yield = nullptr;
  }

  // Debug records can now sit where their value no longer dominates.
  DominatorTree DT(*U);
  for (BasicBlock &BB : *U)
    for (Instruction &I : BB)
      for (DbgVariableRecord &R : filterDbgVars(I.getDbgRecordRange()))
        for (Value *Loc : R.location_ops())
          if (auto *LI = dyn_cast_or_null<Instruction>(Loc))
            if (!DT.dominates(LI, &I)) {
              R.setKillLocation();
              break;
            }
  return U;
}

/// Whether \p V reaches an array index through arithmetic (`a[(i + 1) & 3]`,
/// `a[2 * i]`), the indexes whose bound LLVM may reason away from the loop
/// (dropping the mask, computing the next iteration's address before the
/// test). A plain `a[i]` is bounded by i's range and needs no split.
static bool indexesArrayByArithmetic(Value *V) {
  SmallPtrSet<Value *, 16> Seen{V};
  SmallVector<std::pair<Value *, bool>, 16> Work{{V, false}};
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

void CoroutineSplitter::collectSourceLoops() {
  // F's blocks have not changed since computeRanges asked for ScalarEvolution.
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder()) {
    SourceLoop SL;
    for (const SuspendPoint &P : Points)
      if (L->contains(P.Yield))
        SL.Suspends.push_back(P.Yield->getParent());
    if (!SL.Suspends.empty())
      for (PHINode &Phi : L->getHeader()->phis())
        if (Phi.getType()->isIntegerTy() && indexesArrayByArithmetic(&Phi))
          LoopCounters.insert(&Phi);
    SL.Blocks.insert(L->block_begin(), L->block_end());
    SL.Loc = L->getStartLoc();
    if (!SL.Loc)
      SL.Loc = L->getHeader()->getTerminator()->getDebugLoc();
    SourceLoops.push_back(std::move(SL));
  }
}

/// A suspension in a loop leaves, in the state machine, the ways around the
/// loop that do not suspend; the verifier has to bound those on its own
/// (LoopBound.h). Rejects the coroutine when it could not.
bool CoroutineSplitter::checkLoopBounds(Function &U) {
  if (none_of(SourceLoops,
              [](const SourceLoop &L) { return !L.Suspends.empty(); }))
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
  reportError(F,
              "loop in '__bpf_coro' function '" + Name +
                  "' can go around without suspending, and nothing the "
                  "verifier sees bounds how often: it walks the iterations "
                  "between two suspensions one by one and would never "
                  "finish; bound the loop by a small constant (e.g. "
                  "'i < n && i < 256') or suspend on every iteration",
              L->Loc);
  for (BasicBlock *S : L->Suspends)
    reportNote(S->getTerminator(),
               "suspends here, but not on every way around the loop");
  return false;
}

/// Emits `idx = frame->__coro_index` (volatile: user space may write it).
static Value *loadIndex(IRBuilder<> &B, Value *Frame) {
  return B.CreateAlignedLoad(B.getInt32Ty(), frameField(B, Frame, IndexOffset),
                             Align(4), true, "index");
}

/// Emits `frame->__resume_fn == R && frame->__destroy_fn == D`: the frame
/// was started by this coroutine (and not written over since).
static Value *tokensMatch(IRBuilder<> &B, Value *Frame, uint64_t R,
                          uint64_t D) {
  auto Slot = [&](unsigned Off, const char *Name) {
    return B.CreateAlignedLoad(
        B.getInt64Ty(), frameField(B, Frame, Off), Align(8), true, Name);
  };
  Value *RT = Slot(ResumeSlotOffset, "resume.token");
  Value *DT = Slot(DestroySlotOffset, "destroy.token");
  Value *ROk = B.CreateICmpEQ(RT, B.getInt64(R));
  Value *DOk = B.CreateICmpEQ(DT, B.getInt64(D));
  return B.CreateAnd(ROk, DOk, "ours");
}

/// A block that returns \p Status.
static BasicBlock *returnBlock(Function *Fn, int Status, StringRef Name,
                               DebugLoc Loc) {
  BasicBlock *BB = BasicBlock::Create(Fn->getContext(), Name, Fn);
  IRBuilder<> B(BB);
  B.SetCurrentDebugLocation(Loc);
  B.CreateRet(B.getInt32(Status));
  return BB;
}

/// Claims the frame: compare-and-swap the index from \p Index to running;
/// on success branch to \p Then, else return busy.
static void emitClaim(IRBuilder<> &B, Value *Frame, Value *Index,
                      BasicBlock *Then, BasicBlock *Busy) {
  Value *Pair = B.CreateAtomicCmpXchg(frameField(B, Frame, IndexOffset), Index,
                                      B.getInt32(IndexRunning),
                                      Align(4),
                                      AtomicOrdering::SequentiallyConsistent,
                                      AtomicOrdering::SequentiallyConsistent);
  // Compare the old value rather than use the success flag, which the BPF
  // backend materialises in a register with four extra instructions; as
  // bpf.compare, so InstCombine does not turn it back into the flag.
  Value *Old = B.CreateExtractValue(Pair, 0, "old");
  B.CreateCondBr(emitCompare(B, CmpInst::ICMP_EQ, Old, Index, "claimed"),
                 Then, Busy);
}

static DebugLoc functionLoc(Function *Fn) {
  if (DISubprogram *SP = Fn->getSubprogram())
    return DILocation::get(Fn->getContext(), SP->getScopeLine(), 0, SP);
  return DebugLoc();
}

Function *CoroutineSplitter::cloneStart(Function *U) {
  ValueToValueMapTy VMap;
  VMap[U->getArg(1)] = PoisonValue::get(i64());
  VMap[U->getArg(3)] = ConstantInt::get(i32(), 0);
  Function *S = CloneFunction(U, VMap);
  S->takeName(&F);
  S->getArg(0)->setName("frame");
  S->getArg(1)->setName("out");
  BasicBlock *Entry = &S->getEntryBlock();
  ConstantFoldTerminator(Entry);
  BasicBlock *Body = Entry->getSingleSuccessor();
  DebugLoc Loc = functionLoc(S);

  // entry: allocas; then check the index and claim the frame.
  Entry->getTerminator()->eraseFromParent();
  IRBuilder<> B(Entry);
  B.SetCurrentDebugLocation(Loc);
  Value *Frame = S->getArg(0);
  Value *Index = loadIndex(B, Frame);
  BasicBlock *Claim = BasicBlock::Create(Ctx, "claim", S, Body);
  BasicBlock *Other = BasicBlock::Create(Ctx, "not.startable", S, Body);
  BasicBlock *Busy = returnBlock(S, StatusBusy, "busy", Loc);
  SwitchInst *SW = B.CreateSwitch(Index, Other, 3);
  SW->addCase(B.getInt32(IndexNotStarted), Claim);
  SW->addCase(B.getInt32(IndexDone), Claim);
  SW->addCase(B.getInt32(IndexRunning), Busy);

  // A suspended frame must be resumed or destroyed, not restarted.
  B.SetInsertPoint(Other);
  Value *Suspended = B.CreateICmpULT(B.CreateSub(Index, B.getInt32(1)),
                                     B.getInt32(numPoints()));
  B.CreateCondBr(Suspended, returnBlock(S, StatusInvalid, "suspended", Loc),
                 returnBlock(S, StatusCorrupt, "corrupt", Loc));

  B.SetInsertPoint(Claim);
  BasicBlock *Init = BasicBlock::Create(Ctx, "init", S, Body);
  emitClaim(B, Frame, Index, Init, Busy);
  B.SetInsertPoint(Init);
  B.CreateAlignedStore(B.getInt64(token(ResumeSuffix)),
                       frameField(B, Frame, ResumeSlotOffset), Align(8), true);
  B.CreateAlignedStore(B.getInt64(token(DestroySuffix)),
                       frameField(B, Frame, DestroySlotOffset), Align(8), true);
  B.CreateBr(Body);
  removeUnreachableBlocks(*S);
  return S;
}

Function *CoroutineSplitter::cloneResume(Function *U, SwitchInst *Dispatch) {
  ValueToValueMapTy VMap;
  for (unsigned I = 3; I < U->arg_size(); ++I)
    VMap[U->getArg(I)] = PoisonValue::get(U->getArg(I)->getType());
  Function *R = CloneFunction(U, VMap);
  R->setName(Name + ResumeSuffix);
  auto *SW = cast<SwitchInst>(VMap[Dispatch]);
  BasicBlock *Entry = SW->getParent();
  DebugLoc Loc = functionLoc(R);
  Value *Frame = R->getArg(0);

  // Move the dispatch switch into its own block after the checks.
  BasicBlock *DispatchBB =
      BasicBlock::Create(Ctx, "dispatch", R, Entry->getNextNode());
  SW->removeFromParent();
  SW->insertInto(DispatchBB, DispatchBB->end());

  IRBuilder<> B(Entry);
  B.SetCurrentDebugLocation(Loc);
  Value *Index = loadIndex(B, Frame);
  BasicBlock *Busy = returnBlock(R, StatusBusy, "busy", Loc);
  BasicBlock *Corrupt = returnBlock(R, StatusCorrupt, "corrupt", Loc);
  BasicBlock *Invalid = returnBlock(R, StatusInvalid, "not.suspended", Loc);
  BasicBlock *CheckToken = BasicBlock::Create(Ctx, "check.token", R, DispatchBB);
  BasicBlock *Claim = BasicBlock::Create(Ctx, "claim", R, DispatchBB);
  BasicBlock *Other = BasicBlock::Create(Ctx, "not.suspended.kind", R,
                                         DispatchBB);
  Value *Suspended = B.CreateICmpULT(B.CreateSub(Index, B.getInt32(1)),
                                     B.getInt32(numPoints()), "suspended");
  B.CreateCondBr(Suspended, CheckToken, Other);

  B.SetInsertPoint(Other);
  SwitchInst *Kind = B.CreateSwitch(Index, Corrupt, 3);
  Kind->addCase(B.getInt32(IndexNotStarted), Invalid);
  Kind->addCase(B.getInt32(IndexDone), Invalid);
  Kind->addCase(B.getInt32(IndexRunning), Busy);

  // An index in range but another coroutine's (or no) token: not our frame.
  B.SetInsertPoint(CheckToken);
  B.CreateCondBr(tokensMatch(B, Frame, token(ResumeSuffix),
                             token(DestroySuffix)),
                 Claim, Corrupt);

  B.SetInsertPoint(Claim);
  emitClaim(B, Frame, Index, DispatchBB, Busy);

  // Dispatch on the claimed index; its default is an explicit error, never a
  // state picked at random.
  SW->setCondition(Index);
  BasicBlock *Unclaim = BasicBlock::Create(Ctx, "unclaim", R);
  IRBuilder<> UB(Unclaim);
  UB.SetCurrentDebugLocation(Loc);
  publishIndex(UB, Frame, Index);
  UB.CreateRet(UB.getInt32(StatusCorrupt));
  SW->setDefaultDest(Unclaim);
  removeUnreachableBlocks(*R);
  return R;
}

Function *CoroutineSplitter::buildDestroy() {
  Function *D = Function::Create(FunctionType::get(i32(), {ptr()}, false),
                                 GlobalValue::InternalLinkage,
                                 Name + DestroySuffix, M);
  D->addFnAttr(Attribute::NoInline);
  D->addFnAttr(Attribute::NoUnwind);
  Value *Frame = D->getArg(0);
  Frame->setName("frame");
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", D);
  BasicBlock *Busy = returnBlock(D, StatusBusy, "busy", {});
  BasicBlock *Claim = BasicBlock::Create(Ctx, "claim", D);
  BasicBlock *Reset = BasicBlock::Create(Ctx, "reset", D);
  IRBuilder<> B(Entry);
  Value *Index = loadIndex(B, Frame);
  // Valid: not started, or suspended/finished with this coroutine's tokens.
  Value *Suspended = B.CreateICmpULT(B.CreateSub(Index, B.getInt32(1)),
                                     B.getInt32(numPoints()));
  Value *Done = B.CreateICmpEQ(Index, B.getInt32(IndexDone));
  Value *Started = B.CreateOr(Suspended, Done);
  Value *Ours =
      tokensMatch(B, Frame, token(ResumeSuffix), token(DestroySuffix));
  Value *Fresh = B.CreateICmpEQ(Index, B.getInt32(IndexNotStarted));
  Value *Valid = B.CreateOr(Fresh, B.CreateAnd(Started, Ours), "valid");
  B.CreateCondBr(B.CreateICmpEQ(Index, B.getInt32(IndexRunning)), Busy, Claim);
  B.SetInsertPoint(Claim);
  emitClaim(B, Frame, Index, Reset, Busy);
  B.SetInsertPoint(Reset);
  for (unsigned Off : {ResumeSlotOffset, DestroySlotOffset})
    B.CreateAlignedStore(B.getInt64(0), frameField(B, Frame, Off), Align(8),
                         true);
  publishIndex(B, Frame, B.getInt32(IndexNotStarted));
  B.CreateRet(B.CreateSelect(Valid, B.getInt32(StatusDone),
                             B.getInt32(StatusCorrupt)));
  return D;
}

//===----------------------------------------------------------------------===//
// Step 8: debug info / BTF
//===----------------------------------------------------------------------===//


/// Renames a cloned subprogram and gives it the clone's real signature, so
/// BTF shows `<fn>__coro_resume(frame, in, out)` and not a second `<fn>`.
static void retitle(Function *Fn, DIBuilder &DIB, StringRef Name,
                    ArrayRef<DIType *> Types, ArrayRef<std::string> Names,
                    bool KeepAnnotations) {
  DISubprogram *SP = Fn->getSubprogram();
  if (!SP)
    return;
  LLVMContext &Ctx = Fn->getContext();
  SP->replaceOperandWith(2, MDString::get(Ctx, Name));
  SP->replaceType(DIB.createSubroutineType(DIB.getOrCreateTypeArray(
      SmallVector<Metadata *, 8>(Types.begin(), Types.end()))));
  if (!KeepAnnotations && SP->getNumOperands() > 11)
    SP->replaceOperandWith(11, nullptr);
  SmallVector<Metadata *, 8> Params;
  for (unsigned I = 0; I < Names.size(); ++I)
    Params.push_back(DIB.createParameterVariable(
        SP, Names[I], I + 1, SP->getFile(), SP->getLine(), Types[I + 1]));
  SP->replaceRetainedNodes(DIB.getOrCreateArray(Params));
  // Records of the coroutine's own parameters describe argument numbers the
  // clone no longer has.
  for (BasicBlock &BB : *Fn)
    for (Instruction &I : BB)
      for (DbgVariableRecord &R :
           make_early_inc_range(filterDbgVars(I.getDbgRecordRange())))
        if (R.getVariable()->getArg())
          R.eraseFromParent();
}

void CoroutineSplitter::describe(CoroPieces &P) {
  DIBuilder DIB(M, /*AllowUnresolved=*/false, OrigSP->getUnit());
  DIFile *File = OrigSP->getFile();
  P.FrameTy = buildFrameType(DIB, File, File, OrigSP->getLine(), Name,
                             Points, FrameBytes);
  completeForwardDeclarations(M, P.FrameTy->getName(), P.FrameTy);
  DIType *FramePtr = DIB.createPointerType(P.FrameTy, 64);
  DIType *Int = DIB.createBasicType("int", 32, dwarf::DW_ATE_signed);
  DIType *Long = DIB.createBasicType("long", 64, dwarf::DW_ATE_signed);
  DIType *LongPtr = DIB.createPointerType(Long, 64);

  // start(frame, out, params...) keeps the coroutine's name and decl tags.
  SmallVector<DIType *, 8> StartTypes{Int, FramePtr, LongPtr};
  SmallVector<std::string, 8> StartNames{"frame", "out"};
  DITypeRefArray OrigTypes = OrigSP->getType()->getTypeArray();
  for (unsigned I = 0; I < F.arg_size(); ++I) {
    StartTypes.push_back(I + 1 < OrigTypes.size() ? OrigTypes[I + 1] : Long);
    std::string Name = "arg" + utostr(I + 1);
    for (const DINode *N : OrigSP->getRetainedNodes())
      if (auto *Var = dyn_cast<DILocalVariable>(N))
        if (Var->getArg() == I + 1)
          Name = Var->getName().str();
    StartNames.push_back(Name);
  }
  retitle(P.Start, DIB, P.Start->getName(), StartTypes, StartNames, true);
  retitle(P.Resume, DIB, P.Resume->getName(), {Int, FramePtr, Long, LongPtr},
          {"frame", "in", "out"}, false);

  DISubprogram *DSP = DIB.createFunction(
      File, P.Destroy->getName(), "", File, OrigSP->getLine(),
      DIB.createSubroutineType(DIB.getOrCreateTypeArray({Int, FramePtr})),
      OrigSP->getScopeLine(), DINode::FlagPrototyped,
      DISubprogram::SPFlagDefinition | DISubprogram::SPFlagLocalToUnit |
          DISubprogram::SPFlagOptimized);
  DIB.createParameterVariable(DSP, "frame", 1, File, OrigSP->getLine(),
                              FramePtr, /*AlwaysPreserve=*/true);
  P.Destroy->setSubprogram(DSP);
  DebugLoc Loc = DILocation::get(Ctx, OrigSP->getScopeLine(), 0, DSP);
  for (Instruction &I : instructions(*P.Destroy))
    I.setDebugLoc(Loc);
  DIB.finalize();
}

//===----------------------------------------------------------------------===//
// Driver for one coroutine
//===----------------------------------------------------------------------===//

std::optional<CoroPieces> CoroutineSplitter::run(bool OptimizationOff) {
  if (!checkSignature(F, OptimizationOff))
    return std::nullopt;
  OrigSP = F.getSubprogram();
  if (!OrigSP) {
    // The frame's layout reaches libbpf (map value sizes) and the verifier
    // only through BTF, which the BPF backend builds from debug info.
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' needs debug info: its frame type reaches libbpf "
                       "only through BTF; compile with -g");
    return std::nullopt;
  }
  normalize(F, FAM);
  if (!collectSuspendPoints())
    return std::nullopt;
  if (!SkipChecks && !checkOpenRegions(F, Points))
    return std::nullopt;
  if (!checkNoReturnCalls(F) || !checkSelectable(F))
    return std::nullopt;
  nameSuspendPoints(F.getName(), Points);

  Plans.resize(numPoints());
  {
    Liveness LV(F);
    for (unsigned K = 0; K < numPoints(); ++K)
      if (!planPoint(K, LV))
        return std::nullopt;
  }
  computeRanges();
  planAllocas();
  if (!SkipChecks && !checkStackObjects())
    return std::nullopt;
  layout();
  if (FrameBytes > MaxFrameSize) {
    const SuspendPoint *Worst = &Points.front();
    for (const SuspendPoint &P : Points)
      if (P.End > Worst->End)
        Worst = &P;
    SmallVector<const FrameSlot *, 8> Big;
    for (const FrameSlot &S : Worst->Slots)
      Big.push_back(&S);
    llvm::sort(Big, [](const FrameSlot *A, const FrameSlot *B) {
      return A->Size > B->Size;
    });
    std::string List;
    for (unsigned I = 0; I < Big.size() && I < 3; ++I)
      List += (I ? ", '" : "'") + Big[I]->Name + "' (" +
              utostr(Big[I]->Size) + " bytes)";
    reportError(F,
                "frame of '__bpf_coro' function '" + F.getName() + "' needs " +
                    utostr(FrameBytes) + " bytes, above the " +
                    utostr(MaxFrameSize) +
                    "-byte limit; largest values live across the suspension" +
                    (Worst->Line ? " at line " + utostr(Worst->Line) : "") +
                    ": " + List +
                    "; keep large data in a map value instead of the stack",
                Worst->Yield ? Worst->Yield->getDebugLoc() : DebugLoc());
    return std::nullopt;
  }

  if (!SkipChecks && !checkLocalsStack())
    return std::nullopt;

  reportLayout();
  planEarlySaves();

  collectSourceLoops();
  SwitchInst *Dispatch = nullptr;
  Function *U = buildStateMachine(Dispatch);
  if (!SkipChecks && !NoReloadChecks && !checkLoopBounds(*U)) {
    U->eraseFromParent();
    return std::nullopt;
  }
  CoroPieces P;
  P.Start = cloneStart(U);
  P.Resume = cloneResume(U, Dispatch);
  P.Destroy = buildDestroy();
  for (Function *Fn : {P.Start, P.Resume, P.Destroy}) {
    // Direct calls of static subprograms, each its own BTF FUNC (unless
    // -bpf-coro-inline asks for start and resume to be inlined).
    Fn->setLinkage(GlobalValue::InternalLinkage);
    if (InlineSplit && Fn != P.Destroy) {
      Fn->removeFnAttr(Attribute::NoInline);
      Fn->addFnAttr(Attribute::AlwaysInline);
    } else {
      Fn->addFnAttr(Attribute::NoInline);
      Fn->removeFnAttr(Attribute::AlwaysInline);
    }
    // The dispatch stays a compare chain even at -mcpu=v4, whose jump
    // tables (gotox) current kernels and libbpf cannot load.
    Fn->addFnAttr("no-jump-tables", "true");
    // For BPFCoroFrameCheck, which sees the maps frames come from.
    Fn->addFnAttr(FrameTypeAttr, Name + FrameSuffix);
    Fn->addFnAttr(FrameSizeAttr, utostr(FrameBytes));
  }
  P.FrameBytes = FrameBytes;
  describe(P);
  // The decl tags on the start function name all three, and a verifier or
  // the kernel may call resume and destroy through the header's slots: each
  // is emitted with its BTF FUNC even when this file never calls it (or,
  // under -bpf-coro-inline, inlines every call).
  appendToCompilerUsed(M, {P.Start, P.Resume, P.Destroy});
  U->eraseFromParent();
  // F is now an empty shell that only the markers still name.
  F.setLinkage(GlobalValue::ExternalLinkage);
  ++NumCoroutines;
  LLVM_DEBUG(dbgs() << "bpf-coro-split: " << P.Start->getName() << ": "
                    << numPoints() << " points, frame " << FrameBytes
                    << " bytes\n");
  return P;
}

//===----------------------------------------------------------------------===//
// Step 7: markers
//===----------------------------------------------------------------------===//

Value *stripCasts(Value *V) {
  while (auto *C = dyn_cast<CastInst>(V))
    V = C->getOperand(0);
  return V;
}

class MarkerRewriter {
public:
  MarkerRewriter(Module &M, const DenseMap<Function *, CoroPieces> &Pieces,
                 const SmallPtrSetImpl<Function *> &Coros)
      : M(M), Pieces(Pieces), Coros(Coros) {}

  void run() {
    SmallVector<CallBase *, 16> Calls;
    for (StringRef Name : {YieldMarker, StartMarker, ResumeMarker,
                           DestroyMarker, ZeroFrameMarker})
      if (Function *Marker = M.getFunction(Name))
        for (User *U : Marker->users())
          if (auto *CB = dyn_cast<CallBase>(U))
            if (CB->getCalledOperand() == Marker)
              Calls.push_back(CB);
    for (CallBase *CB : Calls)
      rewrite(CB);
    for (StringRef Name : {YieldMarker, StartMarker, ResumeMarker,
                           DestroyMarker, ZeroFrameMarker})
      if (Function *Marker = M.getFunction(Name))
        if (Marker->use_empty())
          Marker->eraseFromParent();
  }

private:
  Module &M;
  const DenseMap<Function *, CoroPieces> &Pieces;
  const SmallPtrSetImpl<Function *> &Coros;

  void fail(CallBase *CB, const Twine &Msg) {
    reportError(*CB->getFunction(), Msg, CB->getDebugLoc());
    giveUp(CB);
  }

  /// Leaves valid IR behind an error so the backend does not trip over it.
  void giveUp(CallBase *CB) {
    if (!CB->getType()->isVoidTy())
      CB->replaceAllUsesWith(Constant::getNullValue(CB->getType()));
    CB->eraseFromParent();
  }

  /// The coroutine named by \p V, if it is one.
  Function *coroutineOf(Value *V) {
    auto *Fn = dyn_cast<Function>(V->stripPointerCasts());
    return Fn && Coros.count(Fn) ? Fn : nullptr;
  }

  /// A not-started frame of the coroutine \p P is: all zero bytes, as a
  /// read-only global (libbpf's .rodata map), typed in BTF as the frame so
  /// that it is a valid map value to insert with bpf_map_update_elem().
  Constant *zeroFrame(const CoroPieces &P) {
    std::string Name =
        P.FrameTy->getName().drop_back(StringRef(FrameSuffix).size()).str() +
        ZeroSuffix;
    if (GlobalVariable *GV = M.getGlobalVariable(Name, true))
      return GV;
    auto *Ty = ArrayType::get(Type::getInt8Ty(M.getContext()), P.FrameBytes);
    auto *GV = new GlobalVariable(M, Ty, /*isConstant=*/true,
                                  GlobalValue::InternalLinkage,
                                  Constant::getNullValue(Ty), Name);
    GV->setSection(".rodata");
    GV->setAlignment(Align(8));
    if (DISubprogram *SP = P.Start->getSubprogram()) {
      DIBuilder DIB(M, /*AllowUnresolved=*/false, SP->getUnit());
      DIType *Const =
          DIB.createQualifiedType(dwarf::DW_TAG_const_type, P.FrameTy);
      GV->addDebugInfo(DIB.createGlobalVariableExpression(
          SP->getUnit(), Name, Name, SP->getFile(), SP->getLine(), Const,
          /*IsLocalToUnit=*/true));
      DIB.finalize();
    }
    appendToCompilerUsed(M, {GV});
    return GV;
  }

  /// The `out` to pass to start or resume for the user's \p Out: itself
  /// when it is a local of the caller; a scratch slot of the caller's when
  /// no result is wanted, or when it points elsewhere (into the context, a
  /// map value, a global): the verifier lets a subprogram write through
  /// neither a modified context pointer nor every pointer the caller may
  /// write, so the result is copied there after the call (copyOut).
  std::pair<Value *, Value *> outPointer(CallBase *CB, Value *Out) {
    bool None = isa<ConstantPointerNull>(Out) || isa<UndefValue>(Out);
    if (!None && isa<AllocaInst>(getUnderlyingObject(Out)))
      return {Out, nullptr};
    Function *Caller = CB->getFunction();
    IRBuilder<> B(&*Caller->getEntryBlock().getFirstInsertionPt());
    Value *Slot = B.CreateAlloca(B.getInt64Ty(), nullptr,
                                 None ? "coro.out.unused" : "coro.out");
    return {Slot, None ? nullptr : Out};
  }

  /// `*Out = *Slot` after \p Call, where it handed a value out (DONE or
  /// SUSPENDED): *out is written only then.
  void copyOut(CallInst *Call, Value *Slot, Value *Out) {
    if (!Out)
      return;
    IRBuilder<> B(Call->getNextNode());
    Value *Handed = B.CreateICmpULE(Call, B.getInt32(StatusSuspended));
    Instruction *Then = SplitBlockAndInsertIfThen(Handed, &*B.GetInsertPoint(),
                                                  /*Unreachable=*/false);
    B.SetInsertPoint(Then);
    B.CreateStore(B.CreateLoad(B.getInt64Ty(), Slot), Out);
  }

  void rewrite(CallBase *CB) {
    StringRef Name = CB->getCalledFunction()->getName();
    IRBuilder<> B(CB);
    if (Name == YieldMarker) {
      if (Coros.count(CB->getFunction())) { // in a coroutine already rejected
        giveUp(CB);
        return;
      }
      fail(CB, "bpf_coro_yield() is only allowed directly in a '__bpf_coro' "
               "function (found in '" +
                   CB->getFunction()->getName() + "')");
      return;
    }
    if (Name == StartMarker) {
      auto *Inner = CB->arg_size() == 3
                        ? dyn_cast<CallInst>(stripCasts(CB->getArgOperand(2)))
                        : nullptr;
      Function *Coro = Inner ? coroutineOf(Inner->getCalledOperand()) : nullptr;
      if (!Coro) {
        fail(CB, "bpf_coro_start() needs a direct call of a '__bpf_coro' "
                 "function, e.g. bpf_coro_start(frame, fn(args), &out)");
        return;
      }
      auto It = Pieces.find(Coro);
      if (It == Pieces.end()) { // already diagnosed
        giveUp(CB);
        return;
      }
      auto [Slot, Out] = outPointer(CB, CB->getArgOperand(1));
      SmallVector<Value *, 5> Args{CB->getArgOperand(0), Slot};
      append_range(Args, Inner->args());
      CallInst *New = B.CreateCall(It->second.Start, Args);
      New->setDebugLoc(CB->getDebugLoc());
      CB->replaceAllUsesWith(New);
      copyOut(New, Slot, Out);
      Value *Arg = CB->getArgOperand(2);
      CB->eraseFromParent();
      // The original call (and the promotion cast around it) is dead now.
      while (auto *I = dyn_cast<Instruction>(Arg)) {
        if (!I->use_empty())
          break;
        Value *Next = isa<CastInst>(I) ? I->getOperand(0) : nullptr;
        I->eraseFromParent();
        if (!Next)
          break;
        Arg = Next;
      }
      return;
    }
    if (Name == ZeroFrameMarker) {
      Function *Coro =
          CB->arg_size() == 1 ? coroutineOf(CB->getArgOperand(0)) : nullptr;
      if (!Coro) {
        fail(CB, "bpf_coro_zero_frame() needs the name of a '__bpf_coro' "
                 "function, e.g. bpf_coro_zero_frame(fn)");
        return;
      }
      auto It = Pieces.find(Coro);
      if (It == Pieces.end()) {
        giveUp(CB);
        return;
      }
      CB->replaceAllUsesWith(zeroFrame(It->second));
      CB->eraseFromParent();
      return;
    }
    bool IsResume = Name == ResumeMarker;
    unsigned Want = IsResume ? 4 : 2;
    Function *Coro =
        CB->arg_size() == Want ? coroutineOf(CB->getArgOperand(0)) : nullptr;
    if (!Coro) {
      fail(CB, Twine(IsResume ? "bpf_coro_resume()" : "bpf_coro_destroy()") +
                   " needs a '__bpf_coro' function as its first argument");
      return;
    }
    auto It = Pieces.find(Coro);
    if (It == Pieces.end()) {
      giveUp(CB);
      return;
    }
    if (!IsResume) {
      CallInst *New = B.CreateCall(It->second.Destroy, {CB->getArgOperand(1)});
      New->setDebugLoc(CB->getDebugLoc());
      CB->replaceAllUsesWith(New);
      CB->eraseFromParent();
      return;
    }
    auto [Slot, Out] = outPointer(CB, CB->getArgOperand(3));
    CallInst *New = B.CreateCall(
        It->second.Resume, {CB->getArgOperand(1), CB->getArgOperand(2), Slot});
    New->setDebugLoc(CB->getDebugLoc());
    CB->replaceAllUsesWith(New);
    CB->eraseFromParent();
    copyOut(New, Slot, Out);
  }
};

/// Removes the shell of a split coroutine; any use left is one the markers
/// did not explain (a direct call, an address taken).
void eraseShell(Function *F, StringRef Name) {
  for (User *U : make_early_inc_range(F->users())) {
    auto *I = dyn_cast<Instruction>(U);
    if (!I) {
      continue;
    }
    reportError(*I->getFunction(),
                "'" + Name +
                    "' is a '__bpf_coro' function: start it with "
                    "bpf_coro_start(frame, " + Name +
                    "(args), &out) and continue it with bpf_coro_resume(" +
                    Name + ", frame, in, &out)",
                I->getDebugLoc());
    if (!I->getType()->isVoidTy())
      I->replaceAllUsesWith(Constant::getNullValue(I->getType()));
    I->eraseFromParent();
  }
  F->replaceAllUsesWith(Constant::getNullValue(F->getType()));
  F->eraseFromParent();
}

/// Coroutines that start or resume each other (ping starts pong, which
/// starts ping): after the split that is a cycle of direct calls, which the
/// verifier rejects as recursion. The clang plugin reports a coroutine that
/// starts itself; this finds the longer cycles, at the call in a coroutine
/// that leads back to it.
void checkStartCycles(ArrayRef<Function *> Coros,
                      const DenseMap<Function *, CoroPieces> &Pieces) {
  for (Function *Coro : Coros) { // in source order: the first call reported
    auto It = Pieces.find(Coro);
    if (It == Pieces.end())
      continue;
    const CoroPieces &P = It->second;
    for (Function *Piece : {P.Start, P.Resume}) {
      for (Instruction &I : instructions(*Piece)) {
        auto *CB = dyn_cast<CallBase>(&I);
        Function *Callee = CB ? CB->getCalledFunction() : nullptr;
        if (!Callee || Callee->isDeclaration() || Callee == Piece)
          continue;
        // Does Callee reach Piece again?
        SmallPtrSet<Function *, 16> Seen{Callee};
        SmallVector<Function *, 16> Work{Callee};
        bool Back = false;
        while (!Work.empty() && !Back) {
          Function *Fn = Work.pop_back_val();
          for (Instruction &J : instructions(*Fn))
            if (auto *CJ = dyn_cast<CallBase>(&J))
              if (Function *G = CJ->getCalledFunction()) {
                Back |= G == Piece;
                if (!G->isDeclaration() && Seen.insert(G).second)
                  Work.push_back(G);
              }
        }
        if (!Back)
          continue;
        reportError(*Piece,
                    "this call of '" + Callee->getName() +
                        "' leads back to '__bpf_coro' function '" +
                        P.Start->getName() +
                        "' (coroutines that start or resume each other): "
                        "BPF forbids recursion and the verifier rejects the "
                        "cycle; let a program drive both coroutines instead",
                    CB->getDebugLoc());
        return; // one cycle is enough to say
      }
    }
  }
}

} // namespace

PreservedAnalyses BPFCoroSplitPass::run(Module &M, ModuleAnalysisManager &MAM) {
  SmallVector<Function *, 4> Coros = takeCoroutineAnnotations(M);
  bool HasMarkers =
      any_of(ArrayRef<const char *>{YieldMarker, StartMarker, ResumeMarker,
                                    DestroyMarker, ZeroFrameMarker},
             [&](const char *N) { return M.getFunction(N) != nullptr; });
  if (Coros.empty() && !HasMarkers)
    return PreservedAnalyses::all();

  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SmallPtrSet<Function *, 4> CoroSet(Coros.begin(), Coros.end());
  DenseMap<Function *, CoroPieces> Pieces;
  SmallVector<std::pair<Function *, std::string>, 4> Shells;
  for (Function *F : Coros) {
    CoroutineSplitter Splitter(*F, FAM);
    std::string Name = F->getName().str();
    if (std::optional<CoroPieces> P = Splitter.run(OptimizationOff)) {
      Pieces[F] = *P;
      Shells.push_back({F, Name});
    }
  }
  MarkerRewriter(M, Pieces, CoroSet).run();
  for (auto &[F, Name] : Shells)
    eraseShell(F, Name);
  checkStartCycles(Coros, Pieces);
  // A coroutine that failed was diagnosed; an empty body keeps the backend
  // from adding errors of its own about code that will never be emitted.
  // (One rejected after its body moved into the state machine has none.)
  for (Function *F : Coros)
    if (!Pieces.count(F) && (!F->isDeclaration() || F->hasLocalLinkage())) {
      F->deleteBody();
      F->setLinkage(GlobalValue::InternalLinkage);
      IRBuilder<> B(BasicBlock::Create(M.getContext(), "rejected", F));
      if (F->getReturnType()->isVoidTy())
        B.CreateRetVoid();
      else
        B.CreateRet(PoisonValue::get(F->getReturnType()));
    }
  if (Function *Y = M.getFunction(YieldMarker))
    if (Y->use_empty())
      Y->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace bpfcoro
