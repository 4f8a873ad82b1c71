//===- Checks.cpp - What cannot cross or end a suspension -------------------===//
//
// The rejections that need the collected suspensions: lock, RCU, preempt
// and IRQ regions open at a suspension; calls that never return to the
// coroutine (tail calls, bpf_throw, traps, noreturn functions), which would
// leave its frame running; code the BPF backend cannot select; locals too
// large to stage on the BPF stack; and stack objects the verifier tracks in
// their slot (dynptrs, iterators, stored pointers) live across a point. Each
// is an error at the source line, naming what to do instead.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

namespace {

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

} // namespace

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

namespace {

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

} // namespace

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
      // A sanitizer's check (-fsanitize=... -fsanitize-trap) traps through
      // llvm.ubsantrap: the user wrote no trap, the build option did.
      static const NoReturnCall Sanitizer = {
          "", "it does not return to the coroutine, so its frame would stay "
              "running and every later start, resume or destroy would get "
              "BPF_CORO_BUSY; build BPF objects with coroutines without "
              "-fsanitize-trap (or without that -fsanitize check)"};
      // What the message names: the call, or the sanitizer's check.
      std::string Culprit = NR ? std::string(NR->Callee) + "()" : "";
      if (!NR && CB->doesNotReturn() && !(Via && isa<IntrinsicInst>(CB))) {
        auto *II = dyn_cast<IntrinsicInst>(CB);
        bool Ubsan = II && II->getIntrinsicID() == Intrinsic::ubsantrap;
        NR = Ubsan ? &Sanitizer : &Other;
        Culprit = Ubsan ? "a trapping -fsanitize check"
                  : II  ? "__builtin_trap()"
                  : CB->getCalledFunction()
                      ? CB->getCalledFunction()->getName().str() + "()"
                      : "a call that()";
      }
      if (NR) {
        const CallBase *At = Via ? Via : CB;
        // Sanitizer traps are merged into blocks of their own with no line;
        // the branch into one has the checked expression's.
        DebugLoc AtLoc = At->getDebugLoc();
        if (!AtLoc || AtLoc.getLine() == 0)
          for (const BasicBlock *Pred : predecessors(At->getParent()))
            if (DebugLoc PL = Pred->getTerminator()->getDebugLoc();
                PL && PL.getLine()) {
              AtLoc = PL;
              break;
            }
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
        reportError(F, Culprit + " " + Where + ": " + NR->Why, AtLoc);
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
  bool V4 = targetsV4(F);
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
/// The most bytes of \p Locals alive at once in \p F, as their lifetime
/// markers say (one without a marker is alive throughout): what the
/// backend's stack coloring has them share at best. Locals of consecutive
/// scopes (two 260-byte buffers, each across its own suspension) take one
/// area, not two.
static uint64_t peakBytes(Function &F, ArrayRef<AllocaInst *> Locals,
                          const DataLayout &DL) {
  DenseMap<const Value *, unsigned> Index;
  for (unsigned K = 0; K < Locals.size(); ++K)
    Index[Locals[K]] = K;
  BitVector Always(Locals.size(), true);
  for (AllocaInst *AI : Locals)
    for (User *U : AI->users())
      if (auto *II = dyn_cast<IntrinsicInst>(U);
          II && II->getIntrinsicID() == Intrinsic::lifetime_start)
        Always.reset(Index[AI]);
  // What one marker does to the set alive; -1 for any other instruction.
  auto Marker = [&](Instruction &I, bool &Start) -> int {
    auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!II || !II->isLifetimeStartOrEnd())
      return -1;
    auto It = Index.find(II->getArgOperand(II->arg_size() - 1));
    if (It == Index.end())
      return -1;
    Start = II->getIntrinsicID() == Intrinsic::lifetime_start;
    return It->second;
  };
  // Alive on entry to each block: started on some way in and not ended.
  DenseMap<BasicBlock *, BitVector> In, Out;
  for (BasicBlock &BB : F) {
    In[&BB] = BitVector(Locals.size());
    Out[&BB] = BitVector(Locals.size());
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F)) {
      BitVector Live(Locals.size());
      for (BasicBlock *Pred : predecessors(BB))
        Live |= Out[Pred];
      In[BB] = Live;
      for (Instruction &I : *BB) {
        bool Start;
        if (int K = Marker(I, Start); K >= 0)
          Start ? Live.set(K) : Live.reset(K);
      }
      if (Live != Out[BB]) {
        Out[BB] = std::move(Live);
        Changed = true;
      }
    }
  }
  auto Sum = [&](const BitVector &Live) {
    uint64_t Bytes = 0;
    for (unsigned K = 0; K < Locals.size(); ++K)
      if (Live[K] || Always[K])
        Bytes += DL.getTypeAllocSize(Locals[K]->getAllocatedType());
    return Bytes;
  };
  uint64_t Peak = 0;
  for (BasicBlock &BB : F) {
    BitVector Live = In[&BB];
    Peak = std::max(Peak, Sum(Live));
    for (Instruction &I : BB) {
      bool Start;
      if (int K = Marker(I, Start); K >= 0) {
        Start ? Live.set(K) : Live.reset(K);
        Peak = std::max(Peak, Sum(Live));
      }
    }
  }
  return Peak;
}

/// The locals whose contents cross a suspension stay in memory in the split
/// code (copyBytes reads them with volatile loads), all of them in the one
/// function that runs the whole body, even when each point's frame area
/// fits; but for those that live in the frame. Beyond the BPF stack the
/// backend would fail without naming a line or a variable; say which
/// locals take it.
bool CoroutineSplitter::checkLocalsStack() {
  constexpr uint64_t MaxStack = 512;
  SetVector<AllocaInst *> Locals;
  for (const PointPlan &Plan : Plans)
    for (AllocaInst *AI : Plan.Allocas)
      if (!FrameLocals.count(AI))
        Locals.insert(AI);
  uint64_t Bytes = peakBytes(F, Locals.getArrayRef(), DL);
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

/// Kernel objects living on the stack (dynptrs, open-coded iterators) are
/// tracked by the verifier in the stack slot itself, and pointers stored in
/// a local carry what the verifier knows of them; copied through a map
/// value and back, both are plain bytes. Rejects any live across a point.
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

} // namespace bpfcoro
