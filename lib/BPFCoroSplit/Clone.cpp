//===- Clone.cpp - Steps 5 and 6: start, resume and destroy -----------------===//
//
// Steps 5 and 6: the start function (the state machine entered at index 0,
// the frame claimed from not-started or done) is a clone of the state
// machine, the resume function (the frame claimed from a state of this
// coroutine's points, its tag included, an explicit status for every other
// frame) the state machine itself, made last;
// destroy is a small function resetting a frame from any state. Claiming is
// a compare-and-swap of the index to RUNNING, so two CPUs never run one
// frame (docs/ABI.md section 3).
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

/// A stable per-function token for the resume/destroy slots: upstream
/// kernels cannot store subprogram addresses without CAP_PERFMON, and a
/// token also tells a finished frame of another coroutine apart (FNV-1a 64).
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
/// The tag is bits of a hash of the name, so objects that each define a
/// static coroutine of that name number its states alike (BTF dedup then
/// merges their frames, identical); never all zeros (the states 1..N of
/// ABI version 1) nor all ones (the top states, DONE and RUNNING, among
/// them); the next free one where another coroutine of the module has it,
/// so no state of one is a state of another.
SmallVector<uint32_t, 8> CoroutineSplitter::stateIndexes(unsigned N) {
  SmallVector<uint32_t, 8> States;
  if (!N)
    return States;
  if (prototypeTarget()) {
    for (unsigned K = 1; K <= N; ++K)
      States.push_back(K);
    return States;
  }
  unsigned Shift = std::max(IndexTagShift, Log2_32(N) + 1);
  uint32_t Mask = uint32_t(-1) >> Shift;
  uint32_t Tag = uint32_t(token(ResumeSuffix) >> 32) & Mask;
  auto Clash = [&](uint32_t T) {
    uint32_t First = T << Shift | 1, Last = T << Shift | N;
    return T == 0 || T == Mask || any_of(Taken, [&](auto R) {
             return First <= R.second && R.first <= Last;
           });
  };
  // Mask - 1 tags besides 0 and Mask, more than a module has coroutines.
  while (Clash(Tag))
    Tag = (Tag + 1) & Mask;
  Taken.push_back({Tag << Shift | 1, Tag << Shift | N});
  for (unsigned K = 1; K <= N; ++K)
    States.push_back(Tag << Shift | K);
  return States;
}

Value *CoroutineSplitter::isSuspendedIndex(IRBuilder<> &B, Value *Index,
                                           const Twine &Name) {
  return B.CreateICmpULT(B.CreateSub(Index, B.getInt32(firstIndex())),
                         B.getInt32(numPoints()), Name);
}

/// Emits `idx = frame->__coro_index`. Not volatile although user space may
/// write it: every decision is made on the one value read (the claim's
/// compare-and-swap succeeds only if the frame still holds it), and a plain
/// load merges with the caller's bpf_coro_suspended() (or its kin) once the
/// piece is inlined, so the caller's test of the state decides the piece's
/// checks too and the verifier walks one compare chain instead of two.
Value *loadIndex(IRBuilder<> &B, Value *Frame) {
  return B.CreateAlignedLoad(B.getInt32Ty(), frameField(B, Frame, IndexOffset),
                             Align(4), "index");
}

/// Emits `frame->__resume_fn == R && frame->__destroy_fn == D`: the frame
/// was started by this coroutine (and not written over since). Only destroy
/// asks, for a finished frame, which carries no tag (docs/ABI.md section 4).
static Value *tokensMatch(IRBuilder<> &B, Value *Frame, uint64_t R, uint64_t D) {
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

BasicBlock *returnBlock(Function *Fn, int Status, StringRef Name,
                        DebugLoc Loc) {
  BasicBlock *BB = BasicBlock::Create(Fn->getContext(), Name, Fn);
  IRBuilder<> B(BB);
  B.SetCurrentDebugLocation(Loc);
  B.CreateRet(B.getInt32(Status));
  return BB;
}

/// Claims the frame: compare-and-swap the index from \p Index to running;
/// on success branch to \p Then, else return busy.
void emitClaim(IRBuilder<> &B, Value *Frame, Value *Index, BasicBlock *Then,
               BasicBlock *Busy, bool Plain) {
  if (Plain) {
    // Plain, not volatile: only a run on this CPU can see it, the frame
    // check admits no program that can nest in another there, so only the
    // body itself can read it before the next state's store (a call, a
    // resume of this frame inside the body: BUSY), and the optimiser keeps
    // the store exactly where such a read may happen. Where none can (no
    // call between claim and publish), the store is dead and goes.
    B.CreateAlignedStore(B.getInt32(IndexRunning),
                         frameField(B, Frame, IndexOffset), Align(4));
    B.CreateBr(Then);
    return;
  }
  Value *Pair = B.CreateAtomicCmpXchg(frameField(B, Frame, IndexOffset), Index,
                                      B.getInt32(IndexRunning),
                                      Align(4),
                                      AtomicOrdering::SequentiallyConsistent,
                                      AtomicOrdering::SequentiallyConsistent);
  cast<Instruction>(Pair)->setMetadata(IndexAtomicMD,
                                       MDNode::get(B.getContext(), {}));
  // Compare the old value rather than use the success flag, which the BPF
  // backend materialises in a register with four extra instructions; as
  // bpf.compare, so InstCombine does not turn it back into the flag.
  Value *Old = B.CreateExtractValue(Pair, 0, "old");
  B.CreateCondBr(emitCompare(B, CmpInst::ICMP_EQ, Old, Index, "claimed"),
                 Then, Busy);
}

DebugLoc functionLoc(Function *Fn) {
  if (DISubprogram *SP = Fn->getSubprogram())
    return DILocation::get(Fn->getContext(), SP->getScopeLine(), 0, SP);
  return DebugLoc();
}

/// All debug metadata but the subprogram and what is local to it (its
/// scopes, variables and types), which a copy of its function gets anew.
MetadataPredicate keptMetadata(const DISubprogram *SP) {
  auto Other = [SP](const DISubprogram *S) { return S != SP; };
  return [=](const Metadata *MD) {
    if (isa<DICompileUnit>(MD))
      return true;
    if (auto *S = dyn_cast<DISubprogram>(MD))
      return Other(S);
    if (auto *Scope = dyn_cast<DILocalScope>(MD))
      return Other(Scope->getSubprogram());
    if (auto *Var = dyn_cast<DILocalVariable>(MD))
      if (auto *Scope = dyn_cast_or_null<DILocalScope>(Var->getScope()))
        return Other(Scope->getSubprogram());
    auto *Ty = dyn_cast<DIType>(MD);
    if (!Ty)
      return false;
    if (auto *Scope = dyn_cast_or_null<DILocalScope>(Ty->getScope()))
      return Other(Scope->getSubprogram());
    return true;
  };
}

/// CloneFunction(U, VMap) for the start, but only the blocks a start can
/// reach (the dispatch's default): at seq 1000 of bench/ the start is 28
/// instructions of a 7000-instruction state machine, and copying the rest
/// to delete it was a quarter of the split's time. Whatever else the kept
/// blocks name (the dispatch's cases, a loop's latch in a phi) is one
/// unreachable block, removed with the blocks the constant selector cuts
/// off.
static Function *cloneStartBlocks(Function *U, SwitchInst *Dispatch,
                                  ValueToValueMapTy &VMap) {
  SmallVector<Type *, 8> Params;
  for (Argument &A : U->args())
    if (!VMap.count(&A))
      Params.push_back(A.getType());
  Function *S = Function::Create(
      FunctionType::get(U->getReturnType(), Params, false), U->getLinkage(),
      U->getAddressSpace(), U->getName(), U->getParent());
  Function::arg_iterator Arg = S->arg_begin();
  for (Argument &A : U->args())
    if (!VMap.count(&A)) {
      Arg->setName(A.getName());
      VMap[&A] = &*Arg++;
    }
  CloneFunctionAttributesInto(S, U, VMap, /*ModuleLevelChanges=*/false);
  MetadataPredicate Kept = keptMetadata(U->getSubprogram());
  CloneFunctionMetadataInto(*S, *U, VMap, RF_None, nullptr, nullptr, &Kept);

  SmallPtrSet<const BasicBlock *, 32> Reached{Dispatch->getParent()};
  SmallVector<const BasicBlock *, 32> Work{Dispatch->getDefaultDest()};
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    if (Reached.insert(BB).second)
      append_range(Work, successors(BB));
  }
  BasicBlock *Cut = nullptr;
  for (BasicBlock &BB : *U) {
    if (Reached.count(&BB)) {
      VMap[&BB] = CloneBasicBlock(&BB, VMap, "", S);
      continue;
    }
    if (!Cut) {
      Cut = BasicBlock::Create(U->getContext(), "", S);
      new UnreachableInst(U->getContext(), Cut);
    }
    VMap[&BB] = Cut;
  }
  if (Cut)
    Cut->moveAfter(&S->back());
  // A phi keeps the edges from blocks copied, and folds as the removal of
  // an unreachable predecessor folds it (BasicBlock::removePredecessor).
  SmallVector<PHINode *, 8> Cropped;
  for (BasicBlock &BB : *S)
    for (PHINode &Phi : BB.phis())
      for (unsigned I = Phi.getNumIncomingValues(); I-- > 0;)
        if (!Reached.count(Phi.getIncomingBlock(I))) {
          Phi.removeIncomingValue(I, /*DeletePHIIfEmpty=*/false);
          if (Cropped.empty() || Cropped.back() != &Phi)
            Cropped.push_back(&Phi);
        }
  for (BasicBlock &BB : *S)
    for (Instruction &I : BB) {
      RemapInstruction(&I, VMap, RF_None, nullptr, nullptr, &Kept);
      RemapDbgRecordRange(S->getParent(), I.getDbgRecordRange(), VMap, RF_None,
                          nullptr, nullptr, &Kept);
    }
  for (PHINode *Phi : Cropped)
    if (Value *V = Phi->hasConstantValue()) {
      Phi->replaceAllUsesWith(V);
      Phi->eraseFromParent();
    }
  return S;
}

Function *CoroutineSplitter::cloneStart(Function *U, SwitchInst *Dispatch) {
  ValueToValueMapTy VMap;
  VMap[U->getArg(1)] = PoisonValue::get(i64());
  VMap[U->getArg(3)] = ConstantInt::get(i32(), 0);
  Function *S = cloneStartBlocks(U, Dispatch, VMap);
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
  // NOT_STARTED (0) and DONE (0xfffffffe) are the two indexes with
  // (index + 2) & ~2 zero: one test of a scratch register, so the verifier
  // reaches the claim once with the index unknown, where a switch made it
  // walk the claim and the body up to the first pruning point twice, once
  // per constant.
  static_assert(IndexNotStarted == 0 && IndexDone == 0xfffffffe,
                "the startable test below");
  BasicBlock *NotFresh = BasicBlock::Create(Ctx, "not.fresh", S, Body);
  // Tagged for BPFCoroStateTests, which makes it `index != RUNNING` where
  // the caller's test left only NOT_STARTED, DONE and RUNNING.
  Value *Key = B.CreateAnd(B.CreateAdd(Index, B.getInt32(2)), B.getInt32(~2u));
  Value *Startable =
      emitCompare(B, CmpInst::ICMP_EQ, Key, B.getInt32(0), "startable");
  cast<Instruction>(Startable)->setMetadata(StartableMD,
                                            MDNode::get(Ctx, {}));
  B.CreateCondBr(Startable, Claim, NotFresh);
  B.SetInsertPoint(NotFresh);
  // What the opaque test established, for the optimiser: a caller that
  // tested the state before an inlined start (bpf_coro_suspended() false:
  // NOT_STARTED, DONE or RUNNING) then knows the frame is RUNNING here, and
  // the INVALID and CORRUPT legs go (steps of bench/: 5 instructions fewer,
  // loaded and walked).
  B.CreateAssumption(B.CreateICmpNE(Index, B.getInt32(IndexNotStarted)));
  B.CreateAssumption(B.CreateICmpNE(Index, B.getInt32(IndexDone)));
  SwitchInst *SW = B.CreateSwitch(Index, Other, 1);
  SW->addCase(B.getInt32(IndexRunning), Busy);

  // A suspended frame must be resumed or destroyed, not restarted.
  B.SetInsertPoint(Other);
  B.CreateCondBr(isSuspendedIndex(B, Index),
                 returnBlock(S, StatusInvalid, "suspended", Loc),
                 returnBlock(S, StatusCorrupt, "corrupt", Loc));

  B.SetInsertPoint(Claim);
  BasicBlock *Init = BasicBlock::Create(Ctx, "init", S, Body);
  emitClaim(B, Frame, Index, Init, Busy, Unclaimed);
  B.SetInsertPoint(Init);
  B.CreateAlignedStore(B.getInt64(token(ResumeSuffix)),
                       frameField(B, Frame, ResumeSlotOffset), Align(8), true);
  B.CreateAlignedStore(B.getInt64(token(DestroySuffix)),
                       frameField(B, Frame, DestroySlotOffset), Align(8), true);
  B.CreateBr(Body);
  removeUnreachableBlocks(*S);
  return S;
}

/// The resume is the last piece made of U, so it takes U's body (and its
/// subprogram) instead of a copy: at seq 1000 of bench/, copying it was a
/// sixth of the split's time. Placed after \p After, where a copy made
/// before the other pieces would be.
Function *CoroutineSplitter::takeResume(Function *U, SwitchInst *Dispatch,
                                        Function *After) {
  constexpr unsigned Kept = 3; // (frame, in, out); sel and params go
  FunctionType *Ty =
      FunctionType::get(U->getReturnType(),
                        U->getFunctionType()->params().take_front(Kept), false);
  Function *R = Function::Create(Ty, U->getLinkage(), Name + ResumeSuffix);
  M.getFunctionList().insertAfter(After->getIterator(), R);
  AttributeList UA = U->getAttributes();
  SmallVector<AttributeSet, 3> ParamAttrs;
  for (unsigned I = 0; I < Kept; ++I)
    ParamAttrs.push_back(UA.getParamAttrs(I));
  R->copyAttributesFrom(U);
  R->setAttributes(
      AttributeList::get(Ctx, UA.getFnAttrs(), UA.getRetAttrs(), ParamAttrs));
  SmallVector<std::pair<unsigned, MDNode *>, 2> MDs;
  U->getAllMetadata(MDs);
  U->clearMetadata();
  for (auto [Kind, N] : MDs)
    R->setMetadata(Kind, N);
  R->splice(R->end(), U);
  for (Argument &A : U->args()) {
    if (A.getArgNo() < Kept) {
      R->getArg(A.getArgNo())->takeName(&A);
      A.replaceAllUsesWith(R->getArg(A.getArgNo()));
    } else {
      A.replaceAllUsesWith(PoisonValue::get(A.getType()));
    }
  }
  SwitchInst *SW = Dispatch;
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
  BasicBlock *Claim = BasicBlock::Create(Ctx, "claim", R, DispatchBB);
  BasicBlock *Other = BasicBlock::Create(Ctx, "not.suspended.kind", R,
                                         DispatchBB);
  // A state of this coroutine's suspension points: the tag in the index
  // says the frame is ours (another coroutine's suspended frame, or one
  // written over, is CORRUPT below), the rest which point.
  bool Parks = defers() || userReturns();
  BasicBlock *Ours =
      Parks ? BasicBlock::Create(Ctx, "check.deferred", R, Claim) : Claim;
  B.CreateCondBr(isSuspendedIndex(B, Index, "suspended"), Ours, Other);

  B.SetInsertPoint(Other);
  SwitchInst *Kind = B.CreateSwitch(Index, Corrupt, 3);
  Kind->addCase(B.getInt32(IndexNotStarted), Invalid);
  Kind->addCase(B.getInt32(IndexDone), Invalid);
  Kind->addCase(B.getInt32(IndexRunning), Busy);

  // A frame parked at a bpf_coro_defer() (bpf_coro_user_return()) is the
  // work item's (the task work's) to continue, where it may sleep: a
  // program's resume (which may not) gets BUSY and changes nothing (but
  // scheduling a task work that could not be), and its dispatch has no case
  // for those points, so the verifier never walks the code after one from a
  // program.
  if (Parks) {
    B.SetInsertPoint(Ours);
    SwitchInst *Parked = B.CreateSwitch(Index, Claim);
    for (uint32_t K : DeferIndices)
      Parked->addCase(B.getInt32(K), Busy);
    // At a user return whose task work could not be scheduled (the one
    // task work still ran for the frame's previous resume, on another CPU,
    // or for a run before a destroy), nothing would ever continue the
    // frame: the resume schedules it again, for the resuming task, and runs
    // nothing else.
    if (userReturns()) {
      BasicBlock *Check = BasicBlock::Create(Ctx, "check.scheduled", R, Claim);
      BasicBlock *Again = BasicBlock::Create(Ctx, "reschedule", R, Claim);
      BasicBlock *Claimed = BasicBlock::Create(Ctx, "rescheduled", R, Claim);
      for (uint32_t K : UserIndices)
        Parked->addCase(B.getInt32(K), Check);
      B.SetInsertPoint(Check);
      B.CreateCondBr(unscheduledTaskWork(B, Frame), Again, Busy);
      B.SetInsertPoint(Again);
      emitClaim(B, Frame, Index, Claimed, Busy);
      B.SetInsertPoint(Claimed);
      Value *Err = scheduleTaskWork(B, Frame);
      B.CreateStore(Err, R->getArg(2));
      publishIndex(B, Frame, Index);
      B.CreateRet(armedStatus(B, Err));
    }
  }

  B.SetInsertPoint(Claim);
  emitClaim(B, Frame, Index, DispatchBB, Busy, Unclaimed);

  // Dispatch on the claimed index; its default is an explicit error, never a
  // state picked at random.
  SW->setCondition(Index);
  for (auto It = SW->case_begin(); It != SW->case_end();) {
    if (isParkedIndex(It->getCaseValue()->getZExtValue()))
      It = SW->removeCase(It);
    else
      ++It;
  }
  BasicBlock *Unclaim = BasicBlock::Create(Ctx, "unclaim", R);
  IRBuilder<> UB(Unclaim);
  UB.SetCurrentDebugLocation(Loc);
  publishIndex(UB, Frame, Index, Unclaimed);
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
  // Compiled for the coroutine's CPU, as the pieces cloned from it are.
  for (StringRef Target : {"target-cpu", "target-features"})
    if (F.hasFnAttribute(Target))
      D->addFnAttr(F.getFnAttribute(Target));
  Value *Frame = D->getArg(0);
  Frame->setName("frame");
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", D);
  BasicBlock *Busy = returnBlock(D, StatusBusy, "busy", {});
  BasicBlock *Claim = BasicBlock::Create(Ctx, "claim", D);
  BasicBlock *Reset = BasicBlock::Create(Ctx, "reset", D);
  IRBuilder<> B(Entry);
  Value *Index = loadIndex(B, Frame);
  // Valid: not started, suspended at one of this coroutine's points, or
  // finished with this coroutine's tokens (DONE carries no tag).
  Value *Suspended = isSuspendedIndex(B, Index);
  Value *Done = B.CreateICmpEQ(Index, B.getInt32(IndexDone));
  Value *Ours =
      tokensMatch(B, Frame, token(ResumeSuffix), token(DestroySuffix));
  Value *Fresh = B.CreateICmpEQ(Index, B.getInt32(IndexNotStarted));
  Value *Valid = B.CreateOr(B.CreateOr(Fresh, Suspended),
                            B.CreateAnd(Done, Ours), "valid");
  B.CreateCondBr(B.CreateICmpEQ(Index, B.getInt32(IndexRunning)), Busy, Claim);
  B.SetInsertPoint(Claim);
  emitClaim(B, Frame, Index, Reset, Busy, Unclaimed);
  B.SetInsertPoint(Reset);
  cancelAwaits(B, Frame); // Await.cpp: a pending timer
  for (unsigned Off : {ResumeSlotOffset, DestroySlotOffset})
    B.CreateAlignedStore(B.getInt64(0), frameField(B, Frame, Off), Align(8),
                         true);
  publishIndex(B, Frame, B.getInt32(IndexNotStarted), Unclaimed);
  B.CreateRet(B.CreateSelect(Valid, B.getInt32(StatusDone),
                             B.getInt32(StatusCorrupt)));
  return D;
}

} // namespace bpfcoro
