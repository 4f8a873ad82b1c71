//===- Markers.cpp - Step 7: the runtime's markers become calls -------------===//
//
// Step 7, markers: bpf_coro_start/resume/destroy/zero_frame calls in the
// programs become direct calls of the pieces (with a scratch `out` where the
// caller's pointer is not a local of its own); misuse of a marker, a
// coroutine called directly and coroutines starting each other are errors at
// the call.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "Support/MapDefs.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

static Value *stripCasts(Value *V) {
  while (auto *C = dyn_cast<CastInst>(V))
    V = C->getOperand(0);
  return V;
}

namespace {

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

  /// The source name of the coroutine \p P splits, as its frame type is
  /// named after it.
  static std::string coroutineName(const CoroPieces &P) {
    return P.FrameTy->getName().drop_back(StringRef(FrameSuffix).size()).str();
  }

  /// A not-started frame of the coroutine \p P is: all zero bytes, as a
  /// read-only global (libbpf's .rodata map), typed in BTF as the frame so
  /// that it is a valid map value to insert with bpf_map_update_elem().
  Constant *zeroFrame(const CoroPieces &P) {
    std::string Name = coroutineName(P) + ZeroSuffix;
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

  /// The bytes of the values of \p Map: the frame's, for a map declared
  /// with BPF_CORO_FRAME() (a type the split completes), else its declared
  /// type's or value_size.
  std::optional<uint64_t> valueBytes(const GlobalVariable &Map,
                                     std::string &TypeName) {
    DIType *Ty = mapValueType(Map);
    if (!Ty)
      return mapUint(Map, "value_size");
    TypeName = Ty->getName().str();
    for (auto &[Fn, P] : Pieces)
      if (P.FrameTy && P.FrameTy->getName() == Ty->getName())
        return P.FrameBytes;
    if (Ty->getSizeInBits())
      return Ty->getSizeInBits() / 8;
    return std::nullopt;
  }

  /// A zero frame handed to bpf_map_update_elem() is read for a whole
  /// value of the map: one of a coroutine with a smaller frame reads past
  /// its end, which the verifier refuses only as "invalid access to map
  /// value" (any zero frame is a not-started frame; only the size matters).
  void checkZeroFrameInserts(CallBase *Zero, const CoroPieces &P) {
    for (User *U : Zero->users()) {
      auto *Update = dyn_cast<CallBase>(U);
      if (!Update || Update->arg_size() < 3 ||
          Update->getArgOperand(2) != Zero ||
          (calleeName(*Update) != "bpf_map_update_elem" &&
           helperId(*Update) != std::optional<uint64_t>(2)))
        continue;
      auto *Map = dyn_cast<GlobalVariable>(
          Update->getArgOperand(0)->stripPointerCasts());
      std::string TypeName;
      std::optional<uint64_t> Bytes =
          Map ? valueBytes(*Map, TypeName) : std::nullopt;
      if (!Bytes || *Bytes <= P.FrameBytes)
        continue;
      std::string Coro = coroutineName(P);
      StringRef Holds = TypeName;
      bool HoldsFrame = Holds.consume_back(FrameSuffix);
      reportError(*Update->getFunction(),
                  "bpf_coro_zero_frame(" + Coro + ") has " +
                      utostr(P.FrameBytes) + " bytes, fewer than the " +
                      utostr(*Bytes) + "-byte values of map '" +
                      Map->getName() + "'" +
                      (TypeName.empty() ? "" : " ('struct " + TypeName + "')") +
                      ", and bpf_map_update_elem() reads a whole value from "
                      "it; insert " +
                      (HoldsFrame ? "bpf_coro_zero_frame(" + Holds.str() + ")"
                                  : std::string("the zero frame of the "
                                                "coroutine whose frames the "
                                                "map holds")),
                  Update->getDebugLoc());
    }
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
      checkZeroFrameInserts(CB, It->second);
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

} // namespace

void rewriteMarkers(Module &M, const DenseMap<Function *, CoroPieces> &Pieces,
                    const SmallPtrSetImpl<Function *> &Coros) {
  MarkerRewriter(M, Pieces, Coros).run();
}

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

} // namespace bpfcoro
