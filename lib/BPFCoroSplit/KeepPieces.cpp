//===- KeepPieces.cpp - Every split piece emitted, after IPO had its go ---===//
//
// Establishes, in two steps around the interprocedural passes:
//
// - BPFCoroPinFramesPass (right after the early frame check, before IPSCCP):
//   the frame a direct call passes to a start, resume or destroy function
//   goes through llvm.bpf.passthrough. IPSCCP, dead argument elimination and
//   GlobalOpt may still specialise a piece for its callers (a status nobody
//   reads is not returned), but never for its frame: a frame every caller
//   passes as the same global buffer would otherwise become a constant in
//   the body and the parameter would be dropped, so that the piece no
//   longer takes the frame in R1 as its BTF FUNC_PROTO and docs/ABI.md say.
// - BPFCoroKeepPiecesPass (start of the optimisation pipeline, after those
//   passes): the barriers are gone again, and every piece that survived is in
//   llvm.compiler.used, so the pipeline's GlobalDCE keeps it with its BTF
//   FUNC; the pieces nothing calls are in llvm.compiler.used from the split
//   on (BPFCoroSplit.cpp).
//
// and, right after the split, BPFCoroStubInlinedPass: a start or resume
// whose every call -bpf-coro-inline inlines (upstream target) hands its body
// to a private function those calls inline instead, and keeps its name, BTF
// FUNC, prototype and the decl tags naming it with a stub body. Nothing can
// run the out-of-line code: no program calls it (libbpf loads no uncalled
// subprogram) and the frame's slots hold tokens, not addresses. Compiled all
// the same, it doubled what the plugin added to a compile (seq 1000 of
// bench/: 1.1 s instead of 0.7). The prototype's kernel calls resume through
// the frame: that target keeps every body.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/BPFCoroSplit.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroSplit/SplitInternal.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsBPF.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace bpfcoro {
namespace {

/// The sequence number of our barriers, to tell them from the ones the BPF
/// backend's CO-RE passes insert (which count up from 0).
constexpr uint32_t PinSeq = 0x62706663; // "bpfc"

bool isPiece(const Function *F) {
  return F && !F->isDeclaration() && F->hasFnAttribute(FrameTypeAttr);
}

/// Whether \p I is a barrier BPFCoroPinFramesPass made: a passthrough with
/// its sequence number whose every use is the frame operand of a call of a
/// piece (EarlyCSE may have merged two of them).
bool isPin(const Instruction &I) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || II->getIntrinsicID() != Intrinsic::bpf_passthrough)
    return false;
  auto *Seq = dyn_cast<ConstantInt>(II->getArgOperand(0));
  if (!Seq || Seq->getZExtValue() != PinSeq)
    return false;
  return all_of(II->uses(), [](const Use &U) {
    auto *CB = dyn_cast<CallBase>(U.getUser());
    return CB && U.getOperandNo() == 0 && isPiece(CB->getCalledFunction());
  });
}

SmallPtrSet<Constant *, 16> compilerUsed(Module &M) {
  SmallPtrSet<Constant *, 16> Used;
  if (GlobalVariable *GV = M.getGlobalVariable("llvm.compiler.used"))
    if (auto *Init = dyn_cast<ConstantArray>(GV->getInitializer()))
      for (Value *Op : Init->operands())
        Used.insert(cast<Constant>(Op->stripPointerCasts()));
  return Used;
}

} // namespace

PreservedAnalyses BPFCoroPinFramesPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  // A piece in llvm.compiler.used already (nothing calls it, or
  // -bpf-coro-inline inlines it) is out of the interprocedural passes'
  // reach, and so is the private function of an inlined piece that its calls
  // inline: a barrier would only stay in the inlined code.
  SmallPtrSet<Constant *, 16> Used = compilerUsed(M);
  bool Changed = false;
  for (Function &F : M) {
    if (!isPiece(&F) || F.arg_empty() || Used.contains(&F) ||
        F.hasFnAttribute(InlinedAttr))
      continue;
    for (User *U : make_early_inc_range(F.users())) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledFunction() != &F || CB->arg_size() == 0)
        continue;
      Value *Frame = CB->getArgOperand(0);
      Function *Pass = Intrinsic::getOrInsertDeclaration(
          &M, Intrinsic::bpf_passthrough, {Frame->getType(), Frame->getType()});
      IRBuilder<> B(CB);
      CB->setArgOperand(
          0, B.CreateCall(Pass, {B.getInt32(PinSeq), Frame}, "frame.pin"));
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

/// \p SP for a stub: its parameters (their names are the BTF FUNC_PROTO's)
/// its own, its locals gone with the body, and the inlined tag.
static DISubprogram *stubSubprogram(DISubprogram *SP) {
  LLVMContext &Ctx = SP->getContext();
  DISubprogram *Own = copySubprogram(SP, withDeclTags(SP, {InlinedTag}));
  SmallVector<Metadata *, 4> Params;
  for (DINode *N : SP->getRetainedNodes())
    if (auto *V = dyn_cast<DILocalVariable>(N); V && V->getArg())
      Params.push_back(DILocalVariable::get(
          Ctx, Own, V->getName(), V->getFile(), V->getLine(), V->getType(),
          V->getArg(), V->getFlags(), V->getAlignInBits(),
          V->getAnnotations()));
  Own->replaceRetainedNodes(MDTuple::get(Ctx, Params));
  return Own;
}

PreservedAnalyses BPFCoroStubInlinedPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  if (prototypeTarget())
    return PreservedAnalyses::all();
  SmallVector<Function *, 4> Inlined;
  for (Function &F : M)
    if (isPiece(&F) && F.hasFnAttribute(InlinedAttr))
      Inlined.push_back(&F);
  for (Function *Fn : Inlined) {
    // Anything but a call of it or llvm.compiler.used would see the stub.
    if (any_of(Fn->users(), [&](User *U) {
          auto *CB = dyn_cast<CallBase>(U);
          return CB ? CB->getCalledOperand() != Fn : !isa<Constant>(U);
        }))
      continue;
    // The body moves, with the subprogram its locations name; the stub
    // gets a subprogram of its own, the same but for the tag.
    Function *Body = Function::Create(Fn->getFunctionType(), Fn->getLinkage(),
                                      Fn->getName() + ".inlined", M);
    Body->copyAttributesFrom(Fn);
    SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
    Fn->getAllMetadata(MDs);
    for (auto &[Kind, MD] : MDs)
      Body->setMetadata(Kind, MD);
    Body->splice(Body->end(), Fn);
    for (Argument &A : Fn->args()) {
      Body->getArg(A.getArgNo())->setName(A.getName());
      A.replaceAllUsesWith(Body->getArg(A.getArgNo()));
    }
    for (User *U : make_early_inc_range(Fn->users()))
      if (auto *CB = dyn_cast<CallBase>(U))
        CB->setCalledFunction(Body);

    Fn->removeFnAttr(Attribute::AlwaysInline);
    Fn->addFnAttr(Attribute::NoInline);
    if (DISubprogram *SP = Body->getSubprogram())
      Fn->setSubprogram(stubSubprogram(SP));
    returnBlock(Fn, StatusInvalid, "inlined", functionLoc(Fn));
  }
  return Inlined.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

PreservedAnalyses BPFCoroKeepPiecesPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  bool Changed = false;
  SmallVector<Instruction *, 8> Pins;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (isPin(I))
        Pins.push_back(&I);
  for (Instruction *I : Pins) {
    I->replaceAllUsesWith(cast<CallBase>(I)->getArgOperand(1));
    I->eraseFromParent();
    Changed = true;
  }

  SmallPtrSet<Constant *, 16> Used = compilerUsed(M);
  SmallVector<GlobalValue *, 8> Keep;
  for (Function &F : M)
    if (isPiece(&F) && !Used.contains(&F))
      Keep.push_back(&F);
  if (!Keep.empty()) {
    appendToCompilerUsed(M, Keep);
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace bpfcoro
