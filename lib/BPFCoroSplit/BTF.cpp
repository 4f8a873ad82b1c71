//===- BTF.cpp - Step 8: debug info for the pieces and the frame ------------===//
//
// Step 8, BTF: the frame's struct type (FrameLayout builds it from the
// slots), and for start, resume and destroy subprograms with their real
// signatures, so the object's BTF shows `<fn>__coro_resume(frame, in, out)`
// and the start keeps the coroutine's decl tags.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

/// Renames a cloned subprogram and gives it the clone's real signature, so
/// BTF shows `<fn>__coro_resume(frame, in, out)` and not a second `<fn>`.
void retitle(Function *Fn, DIBuilder &DIB, StringRef Name,
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

MDTuple *withDeclTags(const DISubprogram *SP, ArrayRef<std::string> Tags) {
  LLVMContext &Ctx = SP->getContext();
  SmallVector<Metadata *, 8> All;
  if (auto *Old = dyn_cast_or_null<MDTuple>(SP->getRawAnnotations()))
    All.append(Old->op_begin(), Old->op_end());
  for (const std::string &Tag : Tags)
    All.push_back(MDNode::get(
        Ctx, {MDString::get(Ctx, "btf_decl_tag"), MDString::get(Ctx, Tag)}));
  return MDTuple::get(Ctx, All);
}

DISubprogram *copySubprogram(const DISubprogram *SP, MDTuple *Annotations) {
  return DISubprogram::getDistinct(
      SP->getContext(), SP->getScope(), SP->getName(), SP->getLinkageName(),
      SP->getFile(), SP->getLine(), SP->getType(), SP->getScopeLine(),
      SP->getContainingType(), SP->getVirtualIndex(), SP->getThisAdjustment(),
      SP->getFlags(), SP->getSPFlags(), SP->getUnit(), SP->getTemplateParams(),
      SP->getDeclaration(), nullptr, SP->getThrownTypes(), Annotations,
      SP->getTargetFuncName(), SP->getKeyInstructionsEnabled());
}

/// The clang plugin tags every coroutine, so its subprogram has an operand
/// for annotations; IR from elsewhere may have none, and a node's operand
/// list cannot grow. The subprogram is then replaced by one with an empty
/// list, its locations and locals with it, so that the pieces' tags (all
/// copies of it) have somewhere to go.
DISubprogram *makeRoomForDeclTags(Function &F) {
  DISubprogram *SP = F.getSubprogram();
  if (SP->getNumOperands() > 11)
    return SP;
  DISubprogram *Room = copySubprogram(SP, MDTuple::get(F.getContext(), {}));
  ValueToValueMapTy VMap;
  VMap.MD()[SP].reset(Room);
  MetadataPredicate Kept = keptMetadata(SP);
  RemapFlags Flags = RF_IgnoreMissingLocals | RF_DoNotRemapAtoms;
  for (Instruction &I : instructions(F)) {
    RemapInstruction(&I, VMap, Flags, nullptr, nullptr, &Kept);
    RemapDbgRecordRange(F.getParent(), I.getDbgRecordRange(), VMap, Flags,
                        nullptr, nullptr, &Kept);
  }
  if (Metadata *Retained = SP->getRawRetainedNodes())
    Room->replaceRetainedNodes(cast<MDTuple>(
        MapMetadata(Retained, VMap, Flags, nullptr, nullptr, &Kept)));
  F.setSubprogram(Room);
  return Room;
}

void addDeclTags(DISubprogram *SP, ArrayRef<std::string> Tags) {
  // A subprogram made without annotations has no operand for them (its
  // operand list ends early): writing one would write past the node.
  if (SP->getNumOperands() <= 11)
    report_fatal_error("bpfcoro: decl tags added to '" + SP->getName() +
                       "', a subprogram made without annotations");
  SP->replaceOperandWith(11, withDeclTags(SP, Tags));
}

void CoroutineSplitter::appendParams(SmallVectorImpl<DIType *> &Types,
                                     SmallVectorImpl<std::string> &Names,
                                     DIType *Unknown) const {
  DITypeRefArray OrigTypes = OrigSP->getType()->getTypeArray();
  for (unsigned I = 0; I < F.arg_size(); ++I) {
    Types.push_back(I + 1 < OrigTypes.size() ? OrigTypes[I + 1] : Unknown);
    std::string Name = "arg" + utostr(I + 1);
    for (const DINode *N : OrigSP->getRetainedNodes())
      if (auto *Var = dyn_cast<DILocalVariable>(N))
        if (Var->getArg() == I + 1)
          Name = Var->getName().str();
    Names.push_back(Name);
  }
}

/// The frame type and the three pieces' debug info: the BPF backend turns
/// it into the BTF docs/ABI.md describes.
void CoroutineSplitter::describe(CoroPieces &P) {
  DIBuilder DIB(M, /*AllowUnresolved=*/false, OrigSP->getUnit());
  DIFile *File = OrigSP->getFile();
  SmallVector<Metadata *, 4> Extra;
  DIType *WqTy = nullptr, *TwTy = nullptr;
  bool Awaits = P.TimerCont || P.WqCont || P.TwCont;
  if (Awaits)
    Extra = awaitMembers(DIB, File, File, OrigSP->getLine(), AwaitOffset, AL,
                         WqTy, TwTy);
  P.FrameTy = buildFrameType(DIB, File, File, OrigSP->getLine(), Name,
                             Points, FrameBytes, Extra);
  completeForwardDeclarations(M, P.FrameTy->getName(), P.FrameTy);
  DIType *FramePtr = DIB.createPointerType(P.FrameTy, 64);
  DIType *Int = DIB.createBasicType("int", 32, dwarf::DW_ATE_signed);
  DIType *Long = DIB.createBasicType("long", 64, dwarf::DW_ATE_signed);
  DIType *LongPtr = DIB.createPointerType(Long, 64);

  // start(frame, out, params...) keeps the coroutine's name and decl tags.
  SmallVector<DIType *, 8> StartTypes{Int, FramePtr, LongPtr};
  SmallVector<std::string, 8> StartNames{"frame", "out"};
  appendParams(StartTypes, StartNames, Long);
  retitle(P.Start, DIB, P.Start->getName(), StartTypes, StartNames, true);
  retitle(P.Resume, DIB, P.Resume->getName(), {Int, FramePtr, Long, LongPtr},
          {"frame", "in", "out"}, false);

  describeDestroy(P.Destroy, DIB, OrigSP, Int, FramePtr);
  if (Awaits)
    describeAwaits(P, DIB, Int, FramePtr, WqTy, TwTy);
  DIB.finalize();
}

void declareKfunc(Module &M, DIBuilder &DIB, DIFile *File, StringRef Name,
                  ArrayRef<Metadata *> Types) {
  Function *Fn = M.getFunction(Name);
  if (!Fn || Fn->getSubprogram())
    return;
  Fn->setSubprogram(DIB.createFunction(
      File, Name, "", File, 0,
      DIB.createSubroutineType(DIB.getOrCreateTypeArray(Types)), 0,
      DINode::FlagPrototyped, DISubprogram::SPFlagZero));
}

void describeDestroy(Function *Destroy, DIBuilder &DIB, DISubprogram *OrigSP,
                     DIType *Int, DIType *FramePtr) {
  DIFile *File = OrigSP->getFile();
  DISubprogram *DSP = DIB.createFunction(
      File, Destroy->getName(), "", File, OrigSP->getLine(),
      DIB.createSubroutineType(DIB.getOrCreateTypeArray({Int, FramePtr})),
      OrigSP->getScopeLine(), DINode::FlagPrototyped,
      DISubprogram::SPFlagDefinition | DISubprogram::SPFlagLocalToUnit |
          DISubprogram::SPFlagOptimized);
  DIB.createParameterVariable(DSP, "frame", 1, File, OrigSP->getLine(),
                              FramePtr, /*AlwaysPreserve=*/true);
  Destroy->setSubprogram(DSP);
  DebugLoc Loc =
      DILocation::get(Destroy->getContext(), OrigSP->getScopeLine(), 0, DSP);
  for (Instruction &I : instructions(*Destroy))
    I.setDebugLoc(Loc);
}

} // namespace bpfcoro
