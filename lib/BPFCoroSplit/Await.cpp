//===- Await.cpp - Suspensions the kernel resumes: bpf_coro_sleep -----------===//
//
// `bpf_coro_sleep(&map, ns)` suspends the coroutine like a yield, and the
// kernel resumes it: a `struct bpf_timer` placed in the frame (so the map's
// BTF value type carries it where the kernel looks for special fields) is
// armed at the suspension, and its callback, the generated continuation
// `int fn__coro_timer_cont(void *map, int *key, struct fn__coro_frame *)`,
// claims the frame the way a resume does and continues it. docs/ABI.md
// section 10 is the contract; the steps, in the order run() takes them:
//
//   prepareAwaits  (before the cleanup) each sleep marker keeps its call,
//                  which arms the timer, and gets a yield marker right after
//                  it, which the rest of the split knows as a suspension;
//   collectSleeps  (after collect) notes which points are sleeps and checks
//                  the map they name: one constant map, of a type whose
//                  values may hold a bpf_timer;
//   layoutAwaits   (after layout) places the timer, the wake-up time, the
//                  continuation's `out` and status after the save areas;
//   lowerSleeps    (after the state machine) arms the timer where the sleep
//                  marker was: bpf_timer_init (once: -EBUSY is fine),
//                  bpf_timer_set_callback, bpf_timer_start; a failure
//                  suspends all the same and returns BPF_CORO_NOT_ARMED;
//   buildTimerCont (after clone) the continuation: a clone of the state
//                  machine whose dispatch reaches only the sleep points, so
//                  the verifier never walks another state from the callback,
//                  behind checks that make a stale timer harmless (the frame
//                  restarted, destroyed or resumed by a program meanwhile: the
//                  index is no sleep of this coroutine; woken before its time:
//                  re-armed for the rest; claimed by a program resume on
//                  another CPU: re-armed 10 us later);
//   cancelAwaits   (in destroy) cancels the timer once it holds the frame;
//   describeAwaits (BTF) the continuation's FUNC and the start's decl tag
//                  `coro_timer_cont:<fn>__coro_timer_cont`.
//
// `bpf_coro_defer(&map)` (section 10.1) takes the same steps with a
// `struct bpf_wq` in the frame: the suspension arms it with the kfuncs
// bpf_wq_init, bpf_wq_set_callback_impl and bpf_wq_start, and its callback
// `fn__coro_wq_cont` (verified, and run, as sleepable: a kworker) continues
// the frame from the defers only. A program's resume never continues a
// frame parked at a defer (it returns BUSY, Clone.cpp), so the code after a
// defer is walked only from the work item; checkSleepableCalls (after
// collect) reports a sleepable helper or kfunc that code which cannot sleep
// reaches.
//
// `bpf_coro_user_return(&map)` (section 10.2) takes them with a
// `struct bpf_task_work` in the frame: the suspension schedules it for the
// current task with bpf_task_work_schedule_resume_impl and records the
// task's id, and its callback `fn__coro_tw_cont` (sleepable, in that task,
// right before it returns to user space) continues the frame from these
// points only, and only in that task. A program's resume returns BUSY there
// too. The kernel lets only sleepable programs schedule a task work, and
// never the one that is running: checkSleepableCalls reports a
// bpf_coro_user_return() that non-sleepable code, a timer or work item
// continuation, or the code after another one (before a yield) reaches.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "Support/MapDefs.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {

STATISTIC(NumSleeps, "Number of bpf_coro_sleep() suspension points");
STATISTIC(NumDefers, "Number of bpf_coro_defer() suspension points");
STATISTIC(NumUserReturns,
          "Number of bpf_coro_user_return() suspension points");

namespace {
/// Helper ids (include/uapi/linux/bpf.h).
enum HelperId : unsigned {
  KtimeGetNs = 5,
  GetCurrentPidTgid = 14,
  GetCurrentTaskBtf = 158,
  TimerInit = 169,
  TimerSetCallback = 170,
  TimerStart = 171,
  TimerCancel = 172,
};
constexpr int64_t ClockMonotonic = 1;
constexpr int64_t ErrBusy = -16;
/// How long a continuation that found the frame claimed waits to try again.
constexpr int64_t RetryNs = 10000;

/// The wq kfuncs (kernel/bpf/helpers.c, 6.10 and later).
constexpr const char *WqInitKfunc = "bpf_wq_init";
constexpr const char *WqSetCallbackKfunc = "bpf_wq_set_callback_impl";
constexpr const char *WqStartKfunc = "bpf_wq_start";
/// The task work kfunc (kernel/bpf/helpers.c, 6.18): the task, its
/// bpf_task_work, the map of the value holding it, the callback, and
/// aux__prog, which the verifier fills.
constexpr const char *TwScheduleKfunc = "bpf_task_work_schedule_resume_impl";

/// What each kind of await arms, for the diagnostics.
struct AwaitWords {
  StringRef What; // the call as the user writes it
  StringRef Obj;  // the kernel object in the frame, in prose
  StringRef Type; // its struct
  StringRef Init; // the call that names the frame's map
};
AwaitWords wordsFor(const Instruction &S) {
  if (isMarkerCall(S, DeferMarker))
    return {"bpf_coro_defer()", "bpf_wq", "bpf_wq", "bpf_wq_init()"};
  if (isMarkerCall(S, UserReturnMarker))
    return {"bpf_coro_user_return()", "bpf_task_work", "bpf_task_work",
            "bpf_task_work_schedule_resume_impl()"};
  return {"bpf_coro_sleep()", "timer", "bpf_timer", "bpf_timer_init()"};
}
bool isAwaitMarker(const Instruction &I) {
  return any_of(KernelAwaitMarkers,
                [&](const char *M) { return isMarkerCall(I, M); });
}

/// On a sleep's bpf_timer_init and bpf_timer_set_callback, which the timer
/// continuation's copy of the sleep leaves out.
constexpr const char *TimerSetupMD = "bpfcoro.timer.setup";
} // namespace

static CallInst *callHelper(IRBuilder<> &B, unsigned Id,
                            ArrayRef<Value *> Args, const Twine &Name = "") {
  SmallVector<Type *, 4> Tys;
  for (Value *A : Args)
    Tys.push_back(A->getType());
  FunctionType *FT = FunctionType::get(B.getInt64Ty(), Tys, false);
  Value *Callee = ConstantExpr::getIntToPtr(B.getInt64(Id), B.getPtrTy());
  return B.CreateCall(FT, Callee, Args, Name);
}

bool CoroutineSplitter::prepareAwaits() {
  SmallVector<CallInst *, 4> Sleeps;
  for (Instruction &I : instructions(F))
    if (isAwaitMarker(I))
      Sleeps.push_back(cast<CallInst>(&I));
  if (Sleeps.empty())
    return true;
  if (prototypeTarget()) {
    AwaitWords W = wordsFor(*Sleeps.front());
    reportError(F,
                W.What + " in '" + Name + "' arms a " + W.Type +
                    " in a map-value frame, which the "
                    "prototype target does not have; build the object for "
                    "the upstream target, or suspend with "
                    "bpf_coro_await(kfunc(args, BPF_CORO_SELF))",
                Sleeps.front()->getDebugLoc());
    return false;
  }
  // The rest of the split knows suspensions as yield markers; the sleep
  // call stays right before its yield and arms the timer there.
  for (CallInst *S : Sleeps) {
    yieldMarkerFor(S, ConstantInt::get(i64(), 0), std::next(S->getIterator()));
    S->addFnAttr(Attribute::NoMerge);
    S->addFnAttr(Attribute::NoDuplicate);
  }
  return true;
}

/// The name of the value type of the map definition \p GV, through
/// typedefs and qualifiers ("" for an anonymous one); std::nullopt when its
/// debug info has no `value` member (a map declared with value_size).
static std::optional<std::string> mapValueTypeName(const GlobalVariable &GV) {
  DIType *T = mapValueType(GV);
  if (!T)
    return std::nullopt;
  if (auto *D = dyn_cast<DIDerivedType>(T))
    if (D->getTag() == dwarf::DW_TAG_pointer_type)
      return std::string("a pointer");
  return T->getName().str();
}

bool CoroutineSplitter::collectSleeps() {
  SleepCalls.assign(numPoints(), nullptr);
  DeferCalls.assign(numPoints(), nullptr);
  UserCalls.assign(numPoints(), nullptr);
  CallInst *First = nullptr;
  for (unsigned K = 0; K < numPoints(); ++K) {
    auto *S = dyn_cast_or_null<CallInst>(Points[K].Yield->getPrevNode());
    if (!S)
      continue;
    if (!isAwaitMarker(*S))
      continue;
    bool Defer = isMarkerCall(*S, DeferMarker);
    bool User = isMarkerCall(*S, UserReturnMarker);
    auto [What, Obj, KType, Init] = wordsFor(*S);
    (Defer ? DeferCalls : User ? UserCalls : SleepCalls)[K] = S;
    // bpf_timer_init() (bpf_wq_init()) must name the map the object's value
    // is in: the verifier compares the two. The coroutine's frames must all
    // come from that one map, which is a constant the verifier can see.
    auto *GV = dyn_cast<GlobalVariable>(S->getArgOperand(0)->stripPointerCasts());
    if (!GV || GV->getSection() != ".maps") {
      reportError(F,
                  What + " in '" + Name +
                      "' needs the map its frames are in as a constant, "
                      "`&map` of a map declared in SEC(\".maps\"): the " +
                      Obj + " that resumes the coroutine lives in the frame, "
                      "and " + Init + " must name the frame's map; pass "
                      "`&map` itself, not a pointer computed at run time",
                  S->getDebugLoc());
      return false;
    }
    if (SleepMap && GV != SleepMap) {
      StringRef FirstWhat = wordsFor(*First).What;
      bool Mixed = FirstWhat != What;
      bool Sleeps = !Mixed && isMarkerCall(*S, SleepMarker);
      reportError(F,
                  What + " in '" + Name + "' names map '" + GV->getName() +
                      "', but an earlier one names '" + SleepMap->getName() +
                      "': all frames of a coroutine that " +
                      (Sleeps ? "sleeps" : "awaits") +
                      " are in one map, whose " +
                      (Mixed ? "timer, bpf_wq or bpf_task_work" : Obj) +
                      " resumes them; name the same map at every " +
                      (Sleeps ? What : "await"),
                  S->getDebugLoc());
      reportNote(First, "the first " + FirstWhat + " of '" + Name +
                            "' names '" + SleepMap->getName() + "' here");
      return false;
    }
    uint64_t Type = mapUint(*GV, "type").value_or(0);
    // kernel/bpf/syscall.c map_check_btf(): a bpf_timer or a bpf_wq only in
    // these.
    if (Type && Type != 1 /*HASH*/ && Type != 2 /*ARRAY*/ &&
        Type != 9 /*LRU_HASH*/) {
      const char *TN = mapTypeName(Type);
      reportError(F,
                  What + " in '" + Name + "' names map '" + GV->getName() +
                      "' of type " +
                      (TN ? Twine(TN) : Twine("#") + Twine(Type)) +
                      ", whose values the kernel does not let hold the " +
                      KType + " that resumes the coroutine; declare the "
                      "frames' map BPF_MAP_TYPE_ARRAY, BPF_MAP_TYPE_HASH or "
                      "BPF_MAP_TYPE_LRU_HASH",
                  S->getDebugLoc());
      return false;
    }
    // The object is found by its BTF type in the map's value type
    // (map_check_btf()), and bpf_timer_init() (bpf_wq_init()) is checked
    // against the map the frame pointer came from: a map of anything but
    // this coroutine's frames is refused at load ("timer pointer in R1
    // map_uid=0 doesn't match map pointer in R2").
    std::string Want = Name + FrameSuffix;
    std::optional<std::string> Value = mapValueTypeName(*GV);
    if (!Value || *Value != Want) {
      reportError(F,
                  What + " in '" + Name + "' names map '" + GV->getName() +
                      "', whose values are " +
                      (!Value ? Twine("declared only by their size")
                              : Value->empty()
                                    ? Twine("an anonymous type")
                                    : Twine("'") + *Value + "'") +
                      ", not the frames of '" + Name + "': the " + Obj +
                      " that resumes the coroutine lives in the frame, and " +
                      Init + " must name the map that frame is in; name "
                      "the frames' map, declared with __type(value, "
                      "BPF_CORO_FRAME(" + Name + "))",
                  S->getDebugLoc());
      return false;
    }
    SleepMap = GV;
    (Defer ? DeferIndices : User ? UserIndices : SleepIndices)
        .push_back(Points[K].Index);
    First = First ? First : S;
    if (Defer)
      ++NumDefers;
    else if (User)
      ++NumUserReturns;
    else
      ++NumSleeps;
  }
  for (Instruction &I : instructions(F))
    if (isAwaitMarker(I) && !is_contained(SleepCalls, &I) &&
        !is_contained(DeferCalls, &I) && !is_contained(UserCalls, &I)) {
      reportError(F,
                  wordsFor(I).What + " in '" + Name +
                      "' was separated from its suspension by the cleanup; "
                      "please report this with the source",
                  I.getDebugLoc());
      return false;
    }
  return true;
}

void CoroutineSplitter::layoutAwaits() {
  if (!awaits())
    return;
  AwaitOffset = alignTo(FrameBytes, 8);
  uint64_t Off = 0;
  AL.Timer = sleeps();
  AL.Wq = defers();
  AL.Tw = userReturns();
  if (AL.Timer) {
    AL.TimerOff = Off; // struct bpf_timer (16 bytes, 8-aligned)
    AL.WakeOff = Off + 16; // u64: CLOCK_MONOTONIC ns to resume at
    Off += 24;
  }
  AL.OutOff = Off;           // long: *out of the continuations' runs
  AL.StatusOff = Off + 8;    // int: status of their last run
  Off = alignTo(Off + 12, 8);
  if (AL.Wq) {
    AL.WqOff = Off; // struct bpf_wq (16 bytes, 8-aligned)
    Off += 16;
  }
  if (AL.Tw) {
    AL.TwOff = Off;      // struct bpf_task_work (8 bytes, 8-aligned)
    AL.TidOff = Off + 8; // u32: the thread it was scheduled for
    Off += 16;
  }
  AL.Bytes = Off;
  FrameBytes = AwaitOffset + AL.Bytes;
}

SmallVector<Metadata *, 4> awaitMembers(DIBuilder &DIB, DIScope *Scope,
                                        DIFile *File, unsigned Line,
                                        uint64_t Offset, const AwaitLayout &L,
                                        DIType *&WqTy, DIType *&TwTy) {
  DIType *U64 =
      DIB.createBasicType("unsigned long long", 64, dwarf::DW_ATE_unsigned);
  DIType *Long = DIB.createBasicType("long", 64, dwarf::DW_ATE_signed);
  DIType *Int = DIB.createBasicType("int", 32, dwarf::DW_ATE_signed);
  // As include/uapi/linux/bpf.h has them: the kernel finds the fields by
  // the structs' names and sizes.
  auto Opaque16 = [&](StringRef N) {
    DIType *Opaque = DIB.createArrayType(
        128, 64, U64, DIB.getOrCreateArray({DIB.getOrCreateSubrange(0, 2)}));
    return DIB.createStructType(
        Scope, N, File, Line, 128, 64, DINode::FlagZero, nullptr,
        DIB.getOrCreateArray({DIB.createMemberType(
            Scope, "__opaque", File, Line, 128, 64, 0, DINode::FlagZero,
            Opaque)}));
  };
  auto Opaque8 = [&](StringRef N) {
    return DIB.createStructType(
        Scope, N, File, Line, 64, 64, DINode::FlagZero, nullptr,
        DIB.getOrCreateArray({DIB.createMemberType(
            Scope, "__opaque", File, Line, 64, 64, 0, DINode::FlagZero,
            U64)}));
  };
  auto Member = [&](StringRef N, uint64_t Off, uint64_t Bits, DIType *Ty) {
    return DIB.createMemberType(Scope, N, File, Line, Bits, Bits > 64 ? 64 : Bits,
                                (Offset + Off) * 8, DINode::FlagZero, Ty);
  };
  SmallVector<Metadata *, 4> R;
  if (L.Timer) {
    R.push_back(Member("__coro_timer", L.TimerOff, 128, Opaque16("bpf_timer")));
    R.push_back(Member("__coro_wake_ns", L.WakeOff, 64, U64));
  }
  R.push_back(Member("__coro_out", L.OutOff, 64, Long));
  R.push_back(Member("__coro_status", L.StatusOff, 32, Int));
  if (L.Wq) {
    WqTy = Opaque16("bpf_wq");
    R.push_back(Member("__coro_wq", L.WqOff, 128, WqTy));
  }
  if (L.Tw) {
    TwTy = Opaque8("bpf_task_work");
    R.push_back(Member("__coro_tw", L.TwOff, 64, TwTy));
    R.push_back(Member("__coro_tid", L.TidOff, 32,
                       DIB.createBasicType("unsigned int", 32,
                                           dwarf::DW_ATE_unsigned)));
  }
  return R;
}

void CoroutineSplitter::lowerSleeps(Function *U) {
  FunctionType *ContTy = FunctionType::get(i32(), {ptr(), ptr(), ptr()}, false);
  if (sleeps())
    TimerCont = Function::Create(ContTy, GlobalValue::InternalLinkage,
                                 Name + TimerContSuffix, M);
  if (defers())
    WqCont = Function::Create(ContTy, GlobalValue::InternalLinkage,
                              Name + WqContSuffix, M);
  if (userReturns())
    TwCont = Function::Create(ContTy, GlobalValue::InternalLinkage,
                              Name + TwContSuffix, M);
  Value *Frame = U->getArg(0), *Out = U->getArg(2);
  // The suspension's `*out = 0` and `return SUSPENDED` (StateMachine.cpp)
  // become the arming's outcome: 0 and SUSPENDED, or the helper's error
  // and NOT_ARMED, the frame suspended at the await either way. The status
  // is computed where the arming is, before the suspension publishes its
  // state: a continuation stores it into __coro_status before the publish
  // (buildAwaitCont), and computed after it, the store went after it too,
  // onto the next run's status (a defer followed by a short sleep: the
  // timer ran to DONE in between, and the work item then wrote SUSPENDED).
  auto Outcome = [&](CallInst *S, Value *Err) {
    auto *Ret = cast<ReturnInst>(S->getParent()->getTerminator());
    for (Instruction &I : make_range(S->getIterator(), Ret->getIterator()))
      if (auto *St = dyn_cast<StoreInst>(&I))
        if (St->getPointerOperand() == Out)
          St->setOperand(0, Err);
    IRBuilder<> SB(S);
    SB.SetCurrentDebugLocation(S->getDebugLoc());
    Ret->setOperand(0, armedStatus(SB, Err));
    S->eraseFromParent();
  };
  for (CallInst *S : SleepCalls) {
    if (!S)
      continue;
    IRBuilder<> B(S);
    B.SetCurrentDebugLocation(S->getDebugLoc());
    Value *Timer = frameField(B, Frame, AwaitOffset + AL.TimerOff);
    Value *Ns = B.CreateZExtOrTrunc(S->getArgOperand(1), i64(), "ns");
    Value *Now = callHelper(B, KtimeGetNs, {}, "now");
    B.CreateAlignedStore(B.CreateAdd(Now, Ns, "wake"),
                         frameField(B, Frame, AwaitOffset + AL.WakeOff),
                         Align(8), /*isVolatile=*/true);
    CallInst *Init = callHelper(B, TimerInit,
                                {Timer, SleepMap, B.getInt64(ClockMonotonic)},
                                "timer.init");
    Value *Inited = B.CreateOr(B.CreateICmpEQ(Init, B.getInt64(0)),
                               B.CreateICmpEQ(Init, B.getInt64(ErrBusy)));
    CallInst *SetCb = callHelper(B, TimerSetCallback, {Timer, TimerCont},
                                 "timer.set_callback");
    Init->setMetadata(TimerSetupMD, MDNode::get(Ctx, {}));
    SetCb->setMetadata(TimerSetupMD, MDNode::get(Ctx, {}));
    Value *Start = callHelper(B, TimerStart, {Timer, Ns, B.getInt64(0)},
                              "timer.start");
    Value *Err = B.CreateSelect(
        Inited,
        B.CreateSelect(B.CreateICmpEQ(SetCb, B.getInt64(0)), Start, SetCb),
        Init, "arm.err");
    Outcome(S, Err);
  }
  SleepCalls.clear();
  for (CallInst *S : DeferCalls) {
    if (!S)
      continue;
    IRBuilder<> B(S);
    B.SetCurrentDebugLocation(S->getDebugLoc());
    Value *Wq = frameField(B, Frame, AwaitOffset + AL.WqOff);
    // bpf_wq_init (-EBUSY: initialised by an earlier defer, fine),
    // bpf_wq_set_callback_impl (its aux__prog is the verifier's to fill),
    // bpf_wq_start: all three return int.
    Value *Init = B.CreateSExt(
        B.CreateCall(awaitKfunc(WqInitKfunc), {Wq, SleepMap, B.getInt32(0)},
                     "wq.init"),
        i64());
    Value *Inited = B.CreateOr(B.CreateICmpEQ(Init, B.getInt64(0)),
                               B.CreateICmpEQ(Init, B.getInt64(ErrBusy)));
    Value *SetCb = B.CreateSExt(
        B.CreateCall(awaitKfunc(WqSetCallbackKfunc),
                     {Wq, WqCont, B.getInt32(0),
                      ConstantPointerNull::get(PointerType::get(Ctx, 0))},
                     "wq.set_callback"),
        i64());
    Value *Start = B.CreateSExt(
        B.CreateCall(awaitKfunc(WqStartKfunc), {Wq, B.getInt32(0)}, "wq.start"),
        i64());
    Value *Err = B.CreateSelect(
        Inited,
        B.CreateSelect(B.CreateICmpEQ(SetCb, B.getInt64(0)), Start, SetCb),
        Init, "arm.err");
    Outcome(S, Err);
  }
  DeferCalls.clear();
  for (CallInst *S : UserCalls) {
    if (!S)
      continue;
    IRBuilder<> B(S);
    B.SetCurrentDebugLocation(S->getDebugLoc());
    Outcome(S, scheduleTaskWork(B, Frame));
  }
  UserCalls.clear();
}

Value *CoroutineSplitter::scheduleTaskWork(IRBuilder<> &B, Value *Frame) {
  // The thread first: the continuation runs only in it. Ours cannot run
  // before this program has returned, but a stale one (scheduled before the
  // frame was destroyed and started again, still pending in another task)
  // can run as soon as the index is published. When scheduling fails, no
  // thread: no task work continues the frame, and a program's resume
  // schedules it again.
  Value *Tid = B.CreateTrunc(callHelper(B, GetCurrentPidTgid, {}, "pid_tgid"),
                             i32(), "tid");
  Value *TidField = frameField(B, Frame, AwaitOffset + AL.TidOff);
  B.CreateAlignedStore(Tid, TidField, Align(4), /*isVolatile=*/true);
  Value *Task = B.CreateIntToPtr(callHelper(B, GetCurrentTaskBtf, {}, "task"),
                                 ptr(), "task.ptr");
  Value *Err = B.CreateSExt(
      B.CreateCall(awaitKfunc(TwScheduleKfunc),
                   {Task, frameField(B, Frame, AwaitOffset + AL.TwOff),
                    SleepMap, TwCont,
                    ConstantPointerNull::get(PointerType::get(Ctx, 0))},
                   "tw.schedule"),
      i64());
  B.CreateAlignedStore(
      B.CreateSelect(B.CreateICmpEQ(Err, B.getInt64(0)), Tid, B.getInt32(0)),
      TidField, Align(4), /*isVolatile=*/true);
  return Err;
}

Value *CoroutineSplitter::armedStatus(IRBuilder<> &B, Value *Err) {
  return B.CreateSelect(B.CreateICmpEQ(Err, B.getInt64(0)),
                        B.getInt32(StatusSuspended),
                        B.getInt32(StatusNotArmed), "status");
}

Value *CoroutineSplitter::armedTid(IRBuilder<> &B, Value *Frame) {
  return B.CreateAlignedLoad(i32(),
                             frameField(B, Frame, AwaitOffset + AL.TidOff),
                             Align(4), /*isVolatile=*/true, "armed.tid");
}

Value *CoroutineSplitter::unscheduledTaskWork(IRBuilder<> &B, Value *Frame) {
  return B.CreateICmpEQ(armedTid(B, Frame), B.getInt32(0), "unscheduled");
}

FunctionCallee CoroutineSplitter::awaitKfunc(StringRef KName) {
  FunctionType *Ty;
  if (KName == TwScheduleKfunc)
    Ty = FunctionType::get(i32(), {ptr(), ptr(), ptr(), ptr(), ptr()}, false);
  else if (KName == WqInitKfunc)
    Ty = FunctionType::get(i32(), {ptr(), ptr(), i32()}, false);
  else if (KName == WqSetCallbackKfunc)
    Ty = FunctionType::get(i32(), {ptr(), ptr(), i32(), ptr()}, false);
  else
    Ty = FunctionType::get(i32(), {ptr(), i32()}, false);
  FunctionCallee C = M.getOrInsertFunction(KName, Ty);
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    if (!Fn->hasSection())
      Fn->setSection(".ksyms"); // what __ksym says in C
  return C;
}

Function *CoroutineSplitter::buildTimerCont(Function *U, SwitchInst *Dispatch) {
  return buildAwaitCont(U, Dispatch, AwaitKind::Timer);
}

Function *CoroutineSplitter::buildWqCont(Function *U, SwitchInst *Dispatch) {
  return buildAwaitCont(U, Dispatch, AwaitKind::Wq);
}

Function *CoroutineSplitter::buildTwCont(Function *U, SwitchInst *Dispatch) {
  return buildAwaitCont(U, Dispatch, AwaitKind::Tw);
}

Function *CoroutineSplitter::buildAwaitCont(Function *U, SwitchInst *Dispatch,
                                            AwaitKind Kind) {
  bool Wq = Kind == AwaitKind::Wq, Tw = Kind == AwaitKind::Tw;
  ArrayRef<uint32_t> AwaitIndex =
      Wq ? DeferIndices : Tw ? UserIndices : SleepIndices;

  ValueToValueMapTy VMap;
  VMap[U->getArg(1)] = ConstantInt::get(i64(), 0); // what the await returns
  for (unsigned I = 3; I < U->arg_size(); ++I)
    VMap[U->getArg(I)] = PoisonValue::get(U->getArg(I)->getType());
  Function *C0 = CloneFunction(U, VMap); // (frame, out)
  auto *SW = cast<SwitchInst>(VMap[Dispatch]);
  Function *C = Wq ? WqCont : Tw ? TwCont : TimerCont;
  C->setAttributes(AttributeList::get(
      Ctx, AttributeList::FunctionIndex,
      AttrBuilder(Ctx, C0->getAttributes().getFnAttrs())));
  C->splice(C->end(), C0);
  C->setSubprogram(C0->getSubprogram());
  C0->setSubprogram(nullptr);
  C->getArg(0)->setName("map");
  C->getArg(1)->setName("key");
  Value *Frame = C->getArg(2);
  Frame->setName("frame");
  C0->getArg(0)->replaceAllUsesWith(Frame);
  DebugLoc Loc = functionLoc(C);

  // Nobody receives what a run of the kernel's returns: the status goes to
  // __coro_status (the value out went to __coro_out), and the callback
  // returns 0, as the verifier requires of a timer, wq or task work callback.
  // The status is written before the run publishes the index, as out is:
  // once published, the frame may be another CPU's (a program's resume, the
  // next continuation), and a status written after it could land on that
  // run's, or after it.
  for (BasicBlock &BB : *C)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator())) {
      Value *Status = Ret->getReturnValue();
      Instruction *Before = Ret;
      for (Instruction *I = Ret->getPrevNode(); I; I = I->getPrevNode())
        if (publishedState(*I)) {
          // (A status computed in another block dominates this one.)
          auto *StatusI = dyn_cast<Instruction>(Status);
          if (!StatusI || StatusI->getParent() != &BB ||
              StatusI->comesBefore(I))
            Before = I;
          break;
        }
      IRBuilder<> RB(Before);
      RB.CreateAlignedStore(Status,
                            frameField(RB, Frame, AwaitOffset + AL.StatusOff),
                            Align(4));
      Ret->setOperand(0, RB.getInt32(0));
    }

  BasicBlock *Entry = SW->getParent();
  BasicBlock *DispatchBB =
      BasicBlock::Create(Ctx, "dispatch", C, Entry->getNextNode());
  SW->removeFromParent();
  SW->insertInto(DispatchBB, DispatchBB->end());

  IRBuilder<> B(Entry);
  B.SetCurrentDebugLocation(Loc);
  C0->getArg(1)->replaceAllUsesWith(
      frameField(B, Frame, AwaitOffset + AL.OutOff));
  C0->eraseFromParent();
  // The timer's own callback has it set up already: a sleep reached from
  // here only starts it. 6.1's verifier, which checks the callback again at
  // every bpf_timer_set_callback(), found the callback's states from that
  // check equal to the ones it was still in ("infinite loop detected" in a
  // bpf_loop() callback the body calls: mapscan_sleep; so does plain C).
  if (Kind == AwaitKind::Timer)
    for (Instruction &I : make_early_inc_range(instructions(*C)))
      if (I.getMetadata(TimerSetupMD)) {
        I.replaceAllUsesWith(ConstantInt::get(I.getType(), 0));
        I.eraseFromParent();
      }
  Value *Obj =
      Tw ? nullptr
         : frameField(B, Frame, AwaitOffset + (Wq ? AL.WqOff : AL.TimerOff));
  auto Ret0 = [&](StringRef N) {
    BasicBlock *BB = BasicBlock::Create(Ctx, N, C);
    IRBuilder<> XB(BB);
    XB.SetCurrentDebugLocation(Loc);
    XB.CreateRet(XB.getInt32(0));
    return BB;
  };
  BasicBlock *Stale = Ret0("stale");
  // A task work is never tried again: it runs where this task returns to
  // user space, which it is doing, and the running one cannot be scheduled
  // again; a frame claimed meanwhile is being destroyed (a program's resume
  // returns BUSY without claiming it), so its continuation is stale.
  BasicBlock *Retry = Tw ? Stale : BasicBlock::Create(Ctx, "retry", C);
  // (Blocks in the order the code reads: the kind's own check before the
  // claim.) A frame parked at a defer is continued by nobody else (a
  // program's resume returns BUSY), so it has none: no early wake-up to
  // sleep off, no thread to match.
  bool Timer = Kind == AwaitKind::Timer;
  BasicBlock *Check =
      Tw      ? BasicBlock::Create(Ctx, "check.thread", C, DispatchBB)
      : Timer ? BasicBlock::Create(Ctx, "check.due", C, DispatchBB)
              : nullptr;
  BasicBlock *Early = Timer ? BasicBlock::Create(Ctx, "early", C) : nullptr;
  BasicBlock *Claim = BasicBlock::Create(Ctx, "claim", C, DispatchBB);
  BasicBlock *Ours = Check ? Check : Claim;

  // Only an await of this kind of this coroutine continues; a frame claimed
  // right now (the await still publishing its index, or, for a sleep, a
  // program resume) is tried again shortly; anything else (restarted,
  // destroyed, resumed and now elsewhere) was not armed by this object's
  // last start.
  Value *Index = loadIndex(B, Frame);
  SwitchInst *Which = B.CreateSwitch(Index, Stale, AwaitIndex.size() + 1);
  for (uint32_t K : AwaitIndex)
    Which->addCase(B.getInt32(K), Ours);
  if (!Tw)
    Which->addCase(B.getInt32(IndexRunning), Retry);

  if (Tw) {
    // Only in the thread the task work was scheduled for: one a program
    // scheduled before the frame was destroyed and started again may run in
    // another task, which is not where the code after the await belongs.
    B.SetInsertPoint(Check);
    Value *Tid = B.CreateTrunc(callHelper(B, GetCurrentPidTgid, {}, "pid_tgid"),
                               i32(), "tid");
    B.CreateCondBr(B.CreateICmpEQ(Tid, armedTid(B, Frame)), Claim, Stale);
  } else if (Timer) {
    // Woken before the time the frame records (a timer a program resume
    // left behind, or the retry below): sleep the rest.
    B.SetInsertPoint(Check);
    Value *Now = callHelper(B, KtimeGetNs, {}, "now");
    Value *Wake = B.CreateAlignedLoad(
        i64(), frameField(B, Frame, AwaitOffset + AL.WakeOff), Align(8),
        /*isVolatile=*/true, "wake");
    B.CreateCondBr(B.CreateICmpULT(Now, Wake), Early, Claim);
    B.SetInsertPoint(Early);
    callHelper(B, TimerStart, {Obj, B.CreateSub(Wake, Now), B.getInt64(0)});
    B.CreateRet(B.getInt32(0));
  }

  B.SetInsertPoint(Claim);
  emitClaim(B, Frame, Index, DispatchBB, Retry);

  // Claimed elsewhere: the timer tries again 10 us later; the work item is
  // queued again (bpf_wq_start of the running work queues one more run).
  if (!Tw) {
    B.SetInsertPoint(Retry);
    if (Wq)
      B.CreateCall(awaitKfunc(WqStartKfunc), {Obj, B.getInt32(0)});
    else
      callHelper(B, TimerStart, {Obj, B.getInt64(RetryNs), B.getInt64(0)});
    B.CreateRet(B.getInt32(0));
  }

  // The dispatch reaches this kind's resume blocks only.
  SW->setCondition(Index);
  for (auto It = SW->case_begin(); It != SW->case_end();) {
    if (!llvm::is_contained(AwaitIndex, It->getCaseValue()->getZExtValue()))
      It = SW->removeCase(It);
    else
      ++It;
  }
  BasicBlock *Unclaim = BasicBlock::Create(Ctx, "unclaim", C);
  IRBuilder<> UB(Unclaim);
  UB.SetCurrentDebugLocation(Loc);
  UB.CreateAlignedStore(UB.getInt32(StatusCorrupt),
                        frameField(UB, Frame, AwaitOffset + AL.StatusOff),
                        Align(4));
  publishIndex(UB, Frame, Index);
  UB.CreateRet(UB.getInt32(0));
  SW->setDefaultDest(Unclaim);
  removeUnreachableBlocks(*C);
  return C;
}

void CoroutineSplitter::cancelAwaits(IRBuilder<> &B, Value *Frame) {
  if (!sleeps())
    return;
  // Holding the frame, so no continuation runs it from here on; one already
  // running finds it claimed, and bpf_timer_cancel() waits for it and
  // removes what it re-armed. (A bpf_wq has no cancel kfunc: a pending work
  // item finds the frame not started, or elsewhere, and does nothing.)
  callHelper(B, TimerCancel,
             {frameField(B, Frame, AwaitOffset + AL.TimerOff)});
}

void CoroutineSplitter::describeAwaits(CoroPieces &P, DIBuilder &DIB,
                                       DIType *Int, DIType *FramePtr,
                                       DIType *WqTy, DIType *TwTy) {
  DIType *VoidPtr = DIB.createPointerType(nullptr, 64);
  DIType *IntPtr = DIB.createPointerType(Int, 64);
  SmallVector<std::pair<Function *, const char *>, 2> Conts;
  if (P.TimerCont)
    Conts.push_back({P.TimerCont, "coro_timer_cont:"});
  if (P.WqCont)
    Conts.push_back({P.WqCont, "coro_wq_cont:"});
  if (P.TwCont)
    Conts.push_back({P.TwCont, "coro_tw_cont:"});
  for (auto &[Cont, Tag] : Conts)
    retitle(Cont, DIB, Cont->getName(), {Int, VoidPtr, IntPtr, FramePtr},
            {"map", "key", "value"}, false);
  // libbpf resolves a kfunc only through its BTF FUNC, which the backend
  // emits for an extern with a declaration subprogram; the wq kfuncs are
  // not in the source (unless it declares them itself), so they get one,
  // with the kernel's parameter types (libbpf compares them).
  if (P.WqCont && WqTy) {
    DIFile *File = OrigSP->getFile();
    DIType *WqPtr = DIB.createPointerType(WqTy, 64);
    DIType *UInt = DIB.createBasicType("unsigned int", 32, dwarf::DW_ATE_unsigned);
    DIType *CbPtr = DIB.createPointerType(
        DIB.createSubroutineType(
            DIB.getOrCreateTypeArray({Int, VoidPtr, IntPtr, VoidPtr})),
        64);
    declareKfunc(M, DIB, File, WqInitKfunc, {Int, WqPtr, VoidPtr, UInt});
    declareKfunc(M, DIB, File, WqSetCallbackKfunc,
                 {Int, WqPtr, CbPtr, UInt, VoidPtr});
    declareKfunc(M, DIB, File, WqStartKfunc, {Int, WqPtr, UInt});
  }
  if (P.TwCont && TwTy) {
    // libbpf (1.1) matches a pointer to a struct only with a pointer to a
    // struct, never to a forward declaration or void: the task and the
    // callback's map get small complete structs of the kernel's names.
    DIFile *File = OrigSP->getFile();
    auto Struct = [&](StringRef N) {
      return DIB.createPointerType(
          DIB.createStructType(
              File, N, File, 0, 32, 32, DINode::FlagZero, nullptr,
              DIB.getOrCreateArray({DIB.createMemberType(
                  File, "__opaque", File, 0, 32, 32, 0, DINode::FlagZero,
                  Int)})),
          64);
    };
    DIType *CbPtr = DIB.createPointerType(
        DIB.createSubroutineType(DIB.getOrCreateTypeArray(
            {Int, Struct("bpf_map"), VoidPtr, VoidPtr})),
        64);
    declareKfunc(M, DIB, File, TwScheduleKfunc,
                 {Int, Struct("task_struct"), DIB.createPointerType(TwTy, 64),
                  VoidPtr, CbPtr, VoidPtr});
  }
  // The start names its continuations as it names resume and destroy.
  DISubprogram *SP = P.Start->getSubprogram();
  if (!SP)
    return;
  SmallVector<std::string, 4> Tags;
  for (auto &[Cont, Tag] : Conts)
    Tags.push_back((Twine(Tag) + Cont->getName()).str());
  addDeclTags(SP, Tags);
}

void reportStraySleeps(Module &M, const SmallPtrSetImpl<Function *> &Coros) {
  for (const char *MName : KernelAwaitMarkers) {
    Function *Marker = M.getFunction(MName);
    if (!Marker)
      continue;
    for (User *U : make_early_inc_range(Marker->users()))
      if (auto *CB = dyn_cast<CallBase>(U)) {
        StringRef What = wordsFor(*CB).What;
        // In a coroutine that was rejected: its error is reported, its body
        // goes.
        if (Coros.count(CB->getFunction()))
          continue;
        reportError(*CB->getFunction(),
                    What + " in '" + CB->getFunction()->getName() +
                        "', which is not a '__bpf_coro' function; it suspends "
                        "the enclosing __bpf_coro function; it can only appear "
                        "directly in one",
                    CB->getDebugLoc());
        if (!CB->use_empty())
          CB->replaceAllUsesWith(Constant::getNullValue(CB->getType()));
        CB->eraseFromParent();
      }
    if (Marker->use_empty())
      Marker->eraseFromParent();
  }
}

//===----------------------------------------------------------------------===//
// Where code may sleep (docs/ABI.md section 10.1, docs/usage.md section 8)
//===----------------------------------------------------------------------===//

static cl::list<std::string> ExtraSleepableKfuncs(
    "bpf-coro-sleepable-kfunc",
    cl::desc("Kfuncs (comma-separated) that may sleep, besides the built-in "
             "list: a coroutine may call them only where it runs sleepable"),
    cl::CommaSeparated);

/// Helpers whose bpf_func_proto has might_sleep (kernel/bpf/helpers.c,
/// kernel/trace/bpf_trace.c, kernel/bpf/bpf_lsm.c), by id.
static StringRef sleepableHelperName(uint64_t Id) {
  switch (Id) {
  case 148: return "bpf_copy_from_user";
  case 161: return "bpf_ima_inode_hash";
  case 191: return "bpf_copy_from_user_task";
  case 193: return "bpf_ima_file_hash";
  }
  return "";
}

/// KF_SLEEPABLE kfuncs of 6.18 (kernel/bpf/helpers.c, arena.c, crypto.c,
/// fs/bpf_fs_kfuncs.c, kernel/trace/bpf_trace.c).
static constexpr const char *SleepableKfuncs[] = {
    "bpf_copy_from_user_str",
    "bpf_copy_from_user_task_str",
    "bpf_copy_from_user_dynptr",
    "bpf_copy_from_user_str_dynptr",
    "bpf_copy_from_user_task_dynptr",
    "bpf_copy_from_user_task_str_dynptr",
    "bpf_iter_kmem_cache_new",
    "bpf_iter_kmem_cache_next",
    "bpf_iter_kmem_cache_destroy",
    "bpf_iter_dmabuf_new",
    "bpf_iter_dmabuf_next",
    "bpf_iter_dmabuf_destroy",
    "bpf_lookup_user_key",
    "bpf_verify_pkcs7_signature",
    "bpf_get_file_xattr",
    "bpf_get_dentry_xattr",
    "bpf_set_dentry_xattr",
    "bpf_remove_dentry_xattr",
    "bpf_arena_alloc_pages",
    "bpf_arena_free_pages",
    "bpf_arena_reserve_pages",
    "bpf_crypto_ctx_create",
};

/// The helper or kfunc \p CB calls if it may sleep, else "".
static std::string sleepableCallee(const CallBase &CB) {
  const Value *Callee = CB.getCalledOperand()->stripPointerCasts();
  if (auto *CE = dyn_cast<ConstantExpr>(Callee))
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (auto *Id = dyn_cast<ConstantInt>(CE->getOperand(0)))
        return sleepableHelperName(Id->getZExtValue()).str();
  StringRef N = calleeName(CB);
  if (N.empty())
    return "";
  for (uint64_t Id : {148, 161, 191, 193})
    if (N == sleepableHelperName(Id))
      return N.str();
  if (isa<Function>(Callee)) {
    for (const char *K : SleepableKfuncs)
      if (N == K)
        return N.str();
    for (const std::string &K : ExtraSleepableKfuncs)
      if (N == K)
        return N.str();
  }
  return "";
}

/// A program section libbpf loads as sleepable: SEC("syscall") and the
/// ".s" kinds (fentry.s/, lsm.s/, uprobe.s, iter.s/, struct_ops.s/, ...).
static bool sleepableSection(StringRef Sec) {
  if (Sec == "syscall")
    return true;
  return Sec.split('/').first.ends_with(".s");
}

/// Whether every run of \p Fn may sleep: a program in a sleepable section,
/// or a static function only such programs call (a few levels up). Anything
/// else (a global function, verified on its own; a coroutine's own pieces)
/// counts as not sleepable. \p Why gets the first one that is not.
static bool runsSleepable(const Function *Fn, unsigned Depth,
                          std::string &Why) {
  if (Fn->hasSection()) {
    if (sleepableSection(Fn->getSection()))
      return true;
    Why = ("program '" + Fn->getName() + "' (SEC(\"" + Fn->getSection() +
           "\"))")
              .str();
    return false;
  }
  bool Any = false;
  if (Fn->hasLocalLinkage() && Depth < 4)
    for (const User *U : Fn->users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledOperand() != Fn) {
        Any = false;
        break;
      }
      if (!runsSleepable(CB->getFunction(), Depth + 1, Why))
        return false;
      Any = true;
    }
  if (!Any)
    Why = ("function '" + Fn->getName() + "', not a sleepable program").str();
  return Any;
}

/// The first helper or kfunc that may sleep which a call of \p Fn reaches
/// (in it or in the static functions it calls, a few levels down), and the
/// function that makes that call; "" if none.
static std::pair<std::string, const Function *>
sleepableInside(const Function &Fn, unsigned Depth,
                SmallPtrSetImpl<const Function *> &Seen) {
  if (Fn.isDeclaration() || Depth > 4 || !Seen.insert(&Fn).second)
    return {"", nullptr};
  for (const Instruction &I : instructions(Fn)) {
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    std::string Callee = sleepableCallee(*CB);
    if (!Callee.empty())
      return {Callee, &Fn};
    if (const Function *Next = CB->getCalledFunction()) {
      auto R = sleepableInside(*Next, Depth + 1, Seen);
      if (!R.first.empty())
        return R;
    }
  }
  return {"", nullptr};
}

/// Visits each instruction that runs from \p From up to the suspensions it
/// reaches (each block once; a yield marker ends its block's walk).
static void forEachUntilSuspension(BasicBlock *From,
                                   function_ref<void(Instruction &)> Visit) {
  SmallVector<BasicBlock *, 16> Work{From};
  SmallPtrSet<BasicBlock *, 32> Seen{From};
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    bool Suspends = false;
    for (Instruction &I : *BB) {
      if (isMarkerCall(I, YieldMarker)) {
        Suspends = true;
        break;
      }
      Visit(I);
    }
    if (!Suspends)
      for (BasicBlock *S : successors(BB))
        if (Seen.insert(S).second)
          Work.push_back(S);
  }
}

/// The kind of program libbpf loads section \p Sec as, where it is one of
/// the kernel's tracing types (kprobe and uprobe, tracepoint,
/// raw_tracepoint, perf_event: is_tracing_prog_type), which may use no map
/// holding a bpf_timer or a bpf_wq; "" for any other.
static StringRef tracingKind(StringRef Sec) {
  StringRef Kind = Sec.split('/').first;
  Kind.consume_back(".s"); // uprobe.s, usdt.s: the same type, sleepable
  for (StringRef P : {"kprobe", "kretprobe", "uprobe", "uretprobe", "usdt",
                      "ksyscall", "kretsyscall"})
    if (Kind == P || Kind.starts_with((P + ".").str()))
      return "kprobe";
  if (Kind == "tracepoint" || Kind == "tp")
    return "tracepoint";
  if (Kind == "raw_tracepoint" || Kind == "raw_tp")
    return "raw_tracepoint";
  if (Kind == "perf_event")
    return "perf_event";
  return "";
}

/// The first program that runs \p Fn and is of a tracing type: \p Fn
/// itself, or a program calling the static function it is in (a few levels
/// up); null if none.
static const Function *tracingProgram(const Function *Fn, unsigned Depth) {
  if (Fn->hasSection())
    return tracingKind(Fn->getSection()).empty() ? nullptr : Fn;
  if (!Fn->hasLocalLinkage() || Depth >= 4)
    return nullptr;
  for (const User *U : Fn->users())
    if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == Fn)
      if (const Function *P = tracingProgram(CB->getFunction(), Depth + 1))
        return P;
  return nullptr;
}

bool CoroutineSplitter::checkTracingPrograms() {
  auto Armed = find_if(seq(numPoints()), [&](unsigned K) {
    return SleepCalls[K] || DeferCalls[K];
  });
  if (Armed == seq(numPoints()).end())
    return true;
  unsigned K = *Armed;
  // Every program that starts, resumes or destroys the coroutine uses the
  // frames' map, whose values then hold the bpf_timer or bpf_wq.
  for (User *U : F.users()) {
    auto *CB = dyn_cast<CallBase>(U);
    if (!CB)
      continue;
    StringRef Does;
    if (CB->getCalledOperand() == &F)
      Does = "starts";
    else if (Function *Callee = CB->getCalledFunction();
             Callee && CB->arg_size() > 0 &&
             CB->getArgOperand(0)->stripPointerCasts() == &F)
      Does = Callee->getName() == ResumeMarker    ? "resumes"
             : Callee->getName() == DestroyMarker ? "destroys"
                                                  : "";
    if (Does.empty())
      continue;
    const Function *Prog = tracingProgram(CB->getFunction(), 0);
    if (!Prog)
      continue;
    StringRef Object = SleepCalls[K] ? "bpf_timer" : "bpf_wq";
    reportError(
        F,
        Twine(SleepCalls[K] ? "bpf_coro_sleep()" : "bpf_coro_defer()") +
            " in '" + Name + "' puts a " + Object +
            " in its frame, and program '" + Prog->getName() + "' (SEC(\"" +
            Prog->getSection() + "\"), a " +
            tracingKind(Prog->getSection()) + " program) " + Does + " '" +
            Name + "': the kernel lets no kprobe, uprobe, tracepoint, "
            "raw_tracepoint or perf_event program use a map holding a " +
            Object + " (\"tracing progs cannot use " + Object +
            " yet\"); start, resume and destroy '" + Name +
            "' from other programs (fentry/fexit, tp_btf, LSM, ...)",
        (SleepCalls[K] ? SleepCalls[K] : DeferCalls[K])->getDebugLoc());
    reportNote(CB, "'" + Name + "' is " +
                       (Does == "starts"    ? "started"
                        : Does == "resumes" ? "resumed"
                                            : "destroyed") +
                       " here");
    return false;
  }
  return true;
}

bool CoroutineSplitter::checkSleepableCalls() {
  // The contexts the body runs in: the start (its callers' program), and
  // after each suspension the piece that continues it: a program's resume
  // after a yield, the timer (softirq) after a sleep, the work item
  // (process context, sleepable) after a defer.
  std::string StartWhy, ResumeWhy;
  const Instruction *StartAt = nullptr, *ResumeAt = nullptr;
  bool StartSleeps = true, ResumeSleeps = true;
  for (User *U : F.users()) {
    auto *CB = dyn_cast<CallBase>(U);
    if (!CB)
      continue;
    if (CB->getCalledOperand() == &F) {
      if (StartSleeps &&
          !runsSleepable(CB->getFunction(), 0, StartWhy)) {
        StartSleeps = false;
        StartAt = CB;
      }
      continue;
    }
    if (auto *Callee = CB->getCalledFunction())
      if (Callee->getName() == ResumeMarker && CB->arg_size() > 0 &&
          CB->getArgOperand(0)->stripPointerCasts() == &F && ResumeSleeps &&
          !runsSleepable(CB->getFunction(), 0, ResumeWhy)) {
        ResumeSleeps = false;
        ResumeAt = CB;
      }
  }

  bool Ok = true;
  // The program that starts or resumes the coroutine also verifies the
  // continuations its awaits arm, so it sets every bpf_wq callback, and the
  // kernel (6.18: "sleepable callback in a program that is not sleepable")
  // lets only a sleepable program set one; likewise it lets only a
  // sleepable program schedule a task work.
  if ((defers() || userReturns()) && (!StartSleeps || !ResumeSleeps))
    for (unsigned K = 0; K < numPoints(); ++K) {
      if (!DeferCalls[K] && !UserCalls[K])
        continue;
      std::string Who = (StartSleeps ? ResumeWhy : StartWhy) + " " +
                        (StartSleeps ? "resumes" : "starts") + " '" + Name +
                        "' and cannot sleep; start and resume it only from "
                        "sleepable programs (SEC(\"syscall\"), ";
      if (DeferCalls[K])
        reportError(F,
                    "bpf_coro_defer() in '" + Name + "' arms a bpf_wq, whose "
                    "callback only a sleepable program may set, but " +
                        Who + "SEC(\"fentry.s/...\"), SEC(\"lsm.s/...\"), ...)",
                    DeferCalls[K]->getDebugLoc());
      else
        reportError(F,
                    "bpf_coro_user_return() in '" + Name + "' schedules a "
                    "bpf_task_work, which only a sleepable program may "
                    "schedule, but " +
                        Who + "SEC(\"uprobe.s\"), SEC(\"fentry.s/...\"), ...)",
                    UserCalls[K]->getDebugLoc());
      reportNote(StartSleeps ? ResumeAt : StartAt,
                 "'" + Name + "' is " +
                     (StartSleeps ? "resumed" : "started") + " here");
      Ok = false;
    }
  DenseSet<const Instruction *> Reported;
  // Walks from \p From up to the suspensions it reaches; reports each
  // sleepable call there.
  auto Walk = [&](BasicBlock *From, auto &&Describe, StringRef Alt,
                  const Instruction *NoteAt, const Twine &Note) {
    forEachUntilSuspension(From, [&](Instruction &I) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        return;
      std::string Callee = sleepableCallee(*CB);
      std::string Where = "in '" + Name + "'";
      // (Not a coroutine that bpf_coro_start() wraps: its body is its own.)
      bool Started = any_of(CB->users(), [](const User *U) {
        auto *M = dyn_cast<CallBase>(U);
        return M && M->getCalledFunction() &&
               M->getCalledFunction()->getName() == StartMarker;
      });
      if (Callee.empty() && !Started)
        if (const Function *Fn = CB->getCalledFunction()) {
          // A static function the coroutine calls runs in its context.
          SmallPtrSet<const Function *, 8> Seen;
          auto [Inner, In] = sleepableInside(*Fn, 0, Seen);
          Callee = Inner;
          if (In)
            Where =
                ("in '" + In->getName() + "', which '" + Name + "' calls here,")
                    .str();
        }
      if (Callee.empty() || !Reported.insert(CB).second)
        return;
      reportError(F,
                  Callee + "() " + Where + " may sleep, but this call "
                  "can run " + Describe() + "; call it after a "
                  "bpf_coro_defer(&map) (from there to the next "
                  "suspension the coroutine runs in a bpf_wq work item, "
                  "in process context)" + Alt,
                  CB->getDebugLoc());
      if (NoteAt)
        reportNote(NoteAt, Note);
      Ok = false;
    });
  };
  if (!StartSleeps)
    Walk(&F.getEntryBlock(),
         [&] {
           return "from the start, which " + StartWhy +
                  " runs, where nothing may sleep";
         },
         ", or start '" + Name + "' only from sleepable programs "
         "(SEC(\"syscall\"), SEC(\"fentry.s/...\"), SEC(\"lsm.s/...\"), "
         "...)",
         StartAt, "'" + Name + "' is started here");
  for (unsigned K = 0; K < numPoints(); ++K) {
    if (DeferCalls[K] || UserCalls[K])
      continue; // the work item or the task work: sleepable
    std::string Line = Points[K].Line ? " at line " + utostr(Points[K].Line)
                                      : std::string();
    if (SleepCalls[K]) {
      Walk(Conts[K],
           [&] {
             return "after the bpf_coro_sleep()" + Line +
                    ", which the timer continues in softirq context, where "
                    "nothing may sleep";
           },
           "", nullptr, "");
    } else if (!ResumeSleeps) {
      Walk(Conts[K],
           [&] {
             return "after the bpf_coro_yield()" + Line +
                    ", which a bpf_coro_resume() in " + ResumeWhy +
                    " continues, where nothing may sleep";
           },
           ", or resume '" + Name + "' only from sleepable programs",
           ResumeAt, "'" + Name + "' is resumed here");
    }
  }
  return checkUserReturnsReached() && Ok;
}

bool CoroutineSplitter::checkUserReturnsReached() {
  if (!userReturns())
    return true;
  // A task work is for the task that schedules it, on its way back to user
  // space. The code after a sleep runs in softirq context, in whatever task
  // it interrupted, and cannot schedule one (the timer callback cannot
  // sleep); the code after a defer runs in a kworker, which never returns to
  // user space; the code after a bpf_coro_user_return() runs in the task
  // work itself, which the kernel does not schedule again while it runs
  // (-EBUSY).
  bool Ok = true;
  DenseSet<const Instruction *> Reported;
  for (unsigned K = 0; K < numPoints(); ++K) {
    CallInst *After = SleepCalls[K] ? SleepCalls[K]
                      : DeferCalls[K] ? DeferCalls[K]
                                      : UserCalls[K];
    if (!After)
      continue;
    forEachUntilSuspension(Conts[K], [&](Instruction &I) {
      if (!isMarkerCall(I, UserReturnMarker) || !Reported.insert(&I).second)
        return;
      std::string Why =
          SleepCalls[K]
              ? "whose continuation runs in softirq context (a timer), in "
                "whatever task it interrupted, where no task work can be "
                "scheduled"
          : DeferCalls[K]
              ? "whose continuation runs in a kworker, a kernel thread "
                "that never returns to user space"
              : "whose continuation runs in the frame's bpf_task_work, "
                "which the kernel does not schedule again while it runs";
      reportError(F,
                  "bpf_coro_user_return() in '" + Name +
                      "' can run after the " + wordsFor(*After).What +
                      lineSuffix(After) + ", " + Why +
                      "; suspend with bpf_coro_yield() before it and resume "
                      "'" + Name + "' from a sleepable program in the task "
                      "(or end the coroutine and start it again there)",
                  I.getDebugLoc());
      Ok = false;
    });
  }
  return Ok;
}

} // namespace bpfcoro
