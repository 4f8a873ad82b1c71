//===- Collect.cpp - Step 1: find coroutines and suspensions ----------------===//
//
// Step 1, collect. Finds the coroutines (their `bpf_coro` annotations),
// checks what the split needs of their signatures, brings each body to SSA
// with a light pipeline (locals' atomics made plain, calls of the file's
// functions given the range those return, pointer phis rewritten as offsets
// so a resume can recompute them) and splits each block after its
// suspension, so that every point has the block it continues in.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

STATISTIC(NumSuspendPoints, "Number of suspension points");

/// Removes the `bpf_coro` entries from llvm.global.annotations (they would
/// keep the original functions alive) and returns their functions; the
/// `bpf_coro_percpu` ones become PerCPUAttr on their coroutines (and an
/// error on any other function).
SmallVector<Function *, 4> takeCoroutineAnnotations(Module &M) {
  SmallVector<Function *, 4> Coros;
  SmallSetVector<Function *, 4> PerCPU;
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
    if (F && Ann == PerCPUAnnotation) {
      PerCPU.insert(F);
      continue;
    }
    Keep.push_back(cast<Constant>(Op));
  }
  for (Function *P : PerCPU) {
    if (is_contained(Coros, P)) {
      P->addFnAttr(PerCPUAttr);
      continue;
    }
    reportError(*P, "'__bpf_coro_percpu' applies only to a '__bpf_coro' "
                    "function, and '" + P->getName() +
                    "' is not one; mark it '__bpf_coro' too, or drop "
                    "'__bpf_coro_percpu'");
  }
  if (Coros.empty() && PerCPU.empty())
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

CallInst *yieldMarkerFor(CallInst *Await, Value *V, InsertPosition Pos) {
  Module &M = *Await->getModule();
  Type *I64 = Type::getInt64Ty(M.getContext());
  FunctionCallee Yield = M.getOrInsertFunction(
      YieldMarker, FunctionType::get(I64, {I64}, false));
  CallInst *Y = CallInst::Create(Yield, {V}, "", Pos);
  Y->setDebugLoc(Await->getDebugLoc());
  Await->replaceAllUsesWith(Y);
  return Y;
}

std::string coroName(const Function &F) {
  if (const DISubprogram *SP = F.getSubprogram()) {
    StringRef N = SP->getName();
    auto IsIdent = [](char C) { return C == '_' || isAlnum(C); };
    if (!N.empty() && !isDigit(N.front()) && all_of(N, IsIdent))
      return N.str();
  }
  return F.getName().str();
}

/// Checks what the pass needs of a coroutine before touching it.
bool checkSignature(Function &F, bool OptimizationOff) {
  if (OptimizationOff) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' cannot be split at -O0: BPF programs need -O1 or "
                       "higher to load; compile with -O2");
    return false;
  }
  // optnone at -O1 and up: the attribute, or `#pragma clang optimize off`.
  if (F.hasOptNone()) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' is optnone (__attribute__((optnone)) or inside "
                       "'#pragma clang optimize off'), and no pass may "
                       "split it; remove the attribute, or end the pragma "
                       "region before the function");
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
  unsigned Most =
      prototypeTarget() ? MaxPrototypeCoroParams : MaxCoroParams;
  if (F.isVarArg() || F.arg_size() > Most) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' takes at most " + utostr(Most) +
                       " fixed parameters");
    return false;
  }
  if (!F.getReturnType()->isIntegerTy() ||
      F.getReturnType()->getIntegerBitWidth() > 64) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' must return an integer (its final result)");
    return false;
  }
  // Another target's back end crashes on the split's BPF intrinsics.
  if (!F.getParent()->getTargetTriple().isBPF()) {
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' is compiled for " +
                       F.getParent()->getTargetTriple().str() +
                       "; bpfcoro splits coroutines for BPF only: compile "
                       "with --target=bpf");
    return false;
  }
  // Claiming and publishing a frame are 32-bit atomics on its index, which
  // the BPF backend selects only with alu32 (v3 and later); below that it
  // would stop with "Cannot select: AtomicCmpSwap". With alu32 forced on
  // v1/v2 it compares 32-bit values with 64-bit jumps, the value
  // zero-extended and the constant sign-extended: the state tags never
  // match.
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (CPU == "v1" || CPU == "v2" || CPU == "generic") {
    bool ALU32 = F.getFnAttribute("target-features")
                     .getValueAsString()
                     .contains("+alu32");
    reportError(F, "'__bpf_coro' function '" + F.getName() +
                       "' needs -mcpu=v3 or later, not -mcpu=" + CPU +
                       (ALU32 ? " with +alu32: without 32-bit jumps the BPF "
                                "back end compares the frame's 32-bit state "
                                "with its tags wrongly (constants above "
                                "0x7fffffff sign-extended)"
                              : ": starting and resuming it claim the frame "
                                "with 32-bit atomic instructions, which BPF "
                                "has only with alu32") +
                       "; build with -mcpu=v3");
    return false;
  }
  if (!checkPublishMode(F))
    return false;
  for (Argument &A : F.args())
    if (!A.getType()->isIntegerTy() && !A.getType()->isPointerTy()) {
      reportError(F, "parameter " + utostr(A.getArgNo() + 1) +
                         " of '__bpf_coro' function '" + F.getName() +
                         "' must be an integer or a pointer");
      return false;
    }
  return true;
}

/// The byte offset \p Delta, whose low \p Shift bits are zero, in units of
/// 1 << Shift. A sum of scaled indices and constants is divided term by
/// term: `(4 * i - 4) >> 2` is `i - 1`, whose range ScalarEvolution gets
/// from i's, where a shift of the sum it follows only when the sum is known
/// not to be negative (a logical shift, a division to it): `&la[k - 1]` of
/// a count-down from 4 was saved checked against [0, 0x7ffffffd] and its
/// access refused ("invalid unbounded variable-offset read from stack").
/// Either quotient times 1 << Shift is Delta modulo 2^64, so the address
/// recomputed from the units is the same. Otherwise the units of `t + i`
/// are still i itself, and a pointer stepped beside a counter from i is
/// seen to be the counter (SteppedTogether.cpp).
static Value *inUnits(IRBuilder<> &B, Value *Delta, unsigned Shift,
                      const DataLayout &DL) {
  if (!Shift)
    return Delta;
  if (auto *C = dyn_cast<ConstantInt>(Delta))
    return ConstantInt::get(C->getType(), C->getValue().ashr(Shift));
  if (auto *BO = dyn_cast<BinaryOperator>(Delta)) {
    Value *L = BO->getOperand(0);
    auto *R = dyn_cast<ConstantInt>(BO->getOperand(1));
    auto Scaled = [&](Value *V) {
      return computeKnownBits(V, DL).countMinTrailingZeros() >= Shift;
    };
    if (BO->getOpcode() == Instruction::Add && Scaled(L) &&
        Scaled(BO->getOperand(1)))
      return B.CreateAdd(inUnits(B, L, Shift, DL),
                         inUnits(B, BO->getOperand(1), Shift, DL));
    if (BO->getOpcode() == Instruction::Mul && R &&
        R->getValue().countr_zero() >= Shift) {
      APInt Scale = R->getValue().ashr(Shift);
      return Scale.isOne() ? L
                           : B.CreateMul(L, ConstantInt::get(R->getType(),
                                                             Scale));
    }
    if (BO->getOpcode() == Instruction::Shl && R &&
        R->getValue().uge(Shift) && R->getValue().ult(64))
      return R->getZExtValue() == Shift
                 ? L
                 : B.CreateShl(L, R->getZExtValue() - Shift);
  }
  return computeKnownBits(Delta, DL).isNonNegative()
             ? B.CreateLShr(Delta, Shift, "", /*isExact=*/true)
             : B.CreateAShr(Delta, Shift, "", /*isExact=*/true);
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
static void rewritePointerPhis(Function &F) {
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
  // An undef input (a way on which the phi's value is never used) may be
  // any address: the base of another input, so that the web below is one
  // of offsets from bases (extended fuzz seed 14081: a poison input kept
  // `&arr0[v0 & 3]` a phi, which the split could not save).
  for (PHINode *Phi : Phis) {
    Value *Base = nullptr;
    for (Value *In : Phi->incoming_values())
      if (Value *R = RootOf(In); isa<AllocaInst>(R) || isa<GlobalVariable>(R))
        Base = R;
    if (Base)
      for (Use &U : Phi->incoming_values())
        if (isa<UndefValue>(U.get()))
          U.set(Base);
  }
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
    // Every address in the web inside its object (C's pointer arithmetic):
    // the one computed from the units is too, and the optimiser compares
    // two of them by their offsets (`p + l > end` of a cursor), which the
    // verifier, comparing two stack pointers, would learn nothing from.
    bool InBounds = true;
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
            InBounds &= G->isInBounds();
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
      Value *U = inUnits(B, E.Delta, Shift, DL);
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
      Value *Addr = B.CreateGEP(B.getInt8Ty(), Base, Off, N->getName(),
                                InBounds ? GEPNoWrapFlags::inBounds()
                                         : GEPNoWrapFlags::none());
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
static void demoteLocalAtomics(Function &F) {
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

/// Whether \p G's copy computes what \p G does: not for a coroutine (split
/// on its own), nor where an intrinsic
/// answers what the optimiser knows (`__builtin_constant_p` of a parameter
/// is true in a copy with the argument in place, false in the function;
/// `__builtin_object_size` likewise), nor where a jump goes through block
/// addresses, which still name the function's blocks, not the copy's (a
/// `static` label table: the copy's jump had no target and became
/// unreachable, and the range lost the ways it takes).
static bool copiesFaithfully(const Function &G) {
  for (const BasicBlock &BB : G) {
    if (BB.hasAddressTaken() || isa<IndirectBrInst>(BB.getTerminator()))
      return false;
    for (const Instruction &I : BB)
      if (const auto *II = dyn_cast<IntrinsicInst>(&I);
          isMarkerCall(I, YieldMarker) ||
          (II && (II->getIntrinsicID() == Intrinsic::is_constant ||
                  II->getIntrinsicID() == Intrinsic::objectsize)))
        return false;
  }
  return true;
}

/// What a call says of its callee's arguments: each one's constant, or
/// the range it has at the call (none where that is full), which the
/// verifier, walking the callee from the call, knows too.
struct CallFacts {
  SmallVector<ConstantInt *, 4> Constants;
  SmallVector<std::optional<ConstantRange>, 4> Ranges;

  CallFacts(CallInst &CI, LazyValueInfo &LVI) {
    for (Value *A : CI.args()) {
      auto *C = dyn_cast<ConstantInt>(A);
      Constants.push_back(C);
      Ranges.push_back(std::nullopt);
      if (!C && A->getType()->isIntegerTy())
        if (ConstantRange R =
                LVI.getConstantRange(A, &CI, /*UndefAllowed=*/false);
            !R.isFullSet() && !R.isEmptySet())
          Ranges.back() = R;
    }
  }

  /// The facts as a key: calls saying the same share one copy.
  std::string key(const Function &G) const {
    std::string K = G.getName().str();
    raw_string_ostream OS(K);
    for (unsigned I = 0; I < Constants.size(); ++I) {
      OS << '|';
      if (Constants[I])
        OS << 'c' << Constants[I]->getValue();
      else if (Ranges[I])
        OS << 'r' << *Ranges[I];
    }
    return K;
  }
};

/// The values \p G can return when called with the arguments \p Args
/// says (constants in place, ranges on the parameters): its returned
/// operands' ranges, from LazyValueInfo on a simplified copy (the split
/// runs before the pipeline has simplified any function), which is then
/// deleted. The copy has the calls of the file's functions the pipeline
/// would inline (all but noinline ones) inlined, as it has the min/max
/// helpers a clamp may be written with.
static ConstantRange returnRange(Function &G, const CallFacts &Args,
                                 FunctionAnalysisManager &FAM) {
  unsigned Bits = G.getReturnType()->getIntegerBitWidth();
  ValueToValueMapTy VMap;
  for (Argument &A : G.args())
    if (ConstantInt *C = Args.Constants[A.getArgNo()])
      VMap[&A] = C;
  Function *Copy = CloneFunction(&G, VMap);
  stripDebugInfo(*Copy);
  for (Argument &A : G.args())
    if (const auto &R = Args.Ranges[A.getArgNo()]; R && VMap.count(&A))
      cast<Argument>(VMap[&A])
          ->addAttr(Attribute::get(G.getContext(), Attribute::Range, *R));
  for (unsigned Inlined = 0; Inlined < 16;) {
    CallBase *Inline = nullptr;
    for (Instruction &I : instructions(*Copy))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *H = CB->getCalledFunction();
            H && H != &G && !H->isDeclaration() && H->hasLocalLinkage() &&
            !H->hasFnAttribute(Attribute::NoInline) &&
            H->getInstructionCount() <= 500 && copiesFaithfully(*H)) {
          Inline = CB;
          break;
        }
    if (!Inline)
      break;
    InlineFunctionInfo IFI;
    if (!InlineFunction(*Inline, IFI).isSuccess())
      break;
    ++Inlined;
  }
  FunctionPassManager FPM;
  FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
  FPM.addPass(EarlyCSEPass());
  FPM.addPass(SimplifyCFGPass());
  FPM.addPass(InstCombinePass());
  FPM.run(*Copy, FAM);
  auto &LVI = FAM.getResult<LazyValueAnalysis>(*Copy);
  ConstantRange R = ConstantRange::getEmpty(Bits);
  for (BasicBlock &BB : *Copy)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      R = R.unionWith(LVI.getConstantRange(Ret->getReturnValue(), Ret,
                                           /*UndefAllowed=*/false));
  FAM.clear(*Copy, Copy->getName());
  Copy->eraseFromParent();
  return R.isEmptySet() ? ConstantRange::getFull(Bits) : R;
}

/// Gives each call in \p F of a function of this file that returns an
/// integer the range of what that function returns with the call's
/// constant arguments and the ranges of the others (`range` on the call,
/// marked as the split's own). A bound clamped in a static noinline helper (`n = cnt(a)`, `cnt` returning 0 to 6; `x % (k + 1)`
/// called with k = 2) was checked after a resume against its type's range
/// only, and the index it bounded refused ("invalid unbounded variable-offset
/// read from stack"), where the verifier, which walks the helper with the
/// caller's values, loads the same body as plain C.
static void rangeCalls(Function &F, FunctionAnalysisManager &FAM) {
  constexpr size_t MaxCalleeCopies = 64;
  StringMap<ConstantRange> Ranges;
  DenseMap<Function *, bool> Copyable; // copiesFaithfully, once per callee
  auto &LVI = FAM.getResult<LazyValueAnalysis>(F);
  for (Instruction &I : instructions(F)) {
    auto *CI = dyn_cast<CallInst>(&I);
    Function *G = CI ? CI->getCalledFunction() : nullptr;
    if (!G || G == &F || G->isDeclaration() || !G->hasLocalLinkage() ||
        G->isVarArg() || !G->getReturnType()->isIntegerTy() ||
        G->getReturnType()->getIntegerBitWidth() > 64 ||
        G->getInstructionCount() > 2000 || CI->getRange())
      continue;
    auto [C, New] = Copyable.try_emplace(G, false);
    if (New)
      C->second = copiesFaithfully(*G);
    if (!C->second)
      continue;
    CallFacts Args(*CI, LVI);
    std::string Key = Args.key(*G);
    auto It = Ranges.find(Key);
    if (It == Ranges.end()) {
      // Each copy costs a light pipeline over the callee.
      if (Ranges.size() >= MaxCalleeCopies)
        continue;
      It = Ranges.try_emplace(Key, returnRange(*G, Args, FAM)).first;
    }
    if (!It->second.isFullSet()) {
      CI->addRetAttr(Attribute::get(F.getContext(), Attribute::Range,
                                    It->second));
      CI->setMetadata(CalleeRangeMD, MDNode::get(F.getContext(), {}));
    }
  }
}

void dropCalleeRanges(Module &M) {
  for (Function &G : M)
    for (Instruction &I : instructions(G))
      if (auto *CB = dyn_cast<CallBase>(&I);
          CB && CB->getMetadata(CalleeRangeMD)) {
        CB->removeRetAttr(Attribute::Range);
        CB->setMetadata(CalleeRangeMD, nullptr);
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
  // and jump threading resolve) must go, and so must code that never runs
  // (SCCP: a loop whose count folds to 0), whose suspensions the verifier
  // would still walk into from a resume, with nothing it can see to bound
  // the loop (extended fuzz seed 619).
  FunctionPassManager FPM;
  FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
  FPM.addPass(EarlyCSEPass());
  FPM.addPass(SimplifyCFGPass());
  FPM.addPass(InstCombinePass());
  FPM.addPass(CorrelatedValuePropagationPass());
  FPM.addPass(SCCPPass());
  FPM.addPass(JumpThreadingPass()); // never duplicates a suspension: noduplicate
  FPM.addPass(SimplifyCFGPass());
  FPM.addPass(InstCombinePass());
  FPM.addPass(ADCEPass());
  // One latch per loop: simplification can leave a loop two edges back
  // (a `continue` and the body's end each with its own copy of `++i`),
  // and ScalarEvolution sees no recurrence in a phi of two back edges, so
  // a reloaded counter would go unchecked (computeRanges).
  FPM.addPass(LoopSimplifyPass());
  FPM.addPass(InstCombinePass());
  FPM.run(F, FAM);
  // After the pipeline: a constant argument passed through a local, or a
  // function called through a local pointer, is one there.
  rangeCalls(F, FAM);
  rewritePointerPhis(F);
  FAM.invalidate(F, PreservedAnalyses::none());
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
  SmallVector<uint32_t, 8> States = stateIndexes(Yields.size());
  Points.reserve(Yields.size());
  for (auto [K, Y] : enumerate(Yields)) {
    SuspendPoint P;
    P.Index = States[K];
    P.Yield = Y;
    if (DebugLoc Loc = Y->getDebugLoc()) {
      P.Line = Loc.getLine();
      P.Column = Loc.getCol();
    }
    Points.push_back(std::move(P));
  }
  // The block continuing after a suspension starts right after it. Split
  // from the last: a split moves the rest of the block, which for points
  // in one straight line is only the code up to the next point.
  Conts.resize(Yields.size());
  for (unsigned K = Yields.size(); K-- > 0;) {
    CallInst *Y = Yields[K];
    Conts[K] = SplitBlock(Y->getParent(), Y->getNextNode(),
                          static_cast<DominatorTree *>(nullptr), nullptr,
                          nullptr, "coro.cont." + utostr(K + 1));
  }
  NumSuspendPoints += Points.size();
  return true;
}

} // namespace bpfcoro
