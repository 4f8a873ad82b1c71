//===- FrameCheck.cpp - Frames come from memory that outlives the run ----===//
//
// See FrameCheck.h. Map definitions are read from debug info
// (Support/MapDefs.h).
//
//===----------------------------------------------------------------------===//

#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroSplit/BPFCoroSplit.h"
#include "Support/BPFCalls.h"
#include "Support/MapDefs.h"
#include "bpfcoro/ABI.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>

using namespace llvm;

namespace bpfcoro {
namespace {

/// Named metadata the early run leaves when it reported, so that the late
/// run does not report the same calls again.
constexpr const char *ReportedMD = "bpf.coro.frame-check.reported";

// include/uapi/linux/bpf.h
constexpr uint64_t RdonlyProg = 1u << 7;
constexpr uint64_t WronlyProg = 1u << 8;

std::string describe(DIType *Ty) {
  Ty = stripQualifiers(Ty);
  if (!Ty)
    return "void";
  if (auto *CT = dyn_cast<DICompositeType>(Ty)) {
    const char *Kind = CT->getTag() == dwarf::DW_TAG_union_type ? "union "
                       : CT->getTag() == dwarf::DW_TAG_array_type ? "array"
                                                                   : "struct ";
    return (Kind + CT->getName()).str();
  }
  return Ty->getName().str();
}

/// The helpers whose result can be a frame, by name (calls through the
/// helper's global, as clang emits them) or by helper id (once the global
/// is folded).
StringRef helperName(const CallBase &CB) {
  StringRef Name = calleeName(CB);
  if (!Name.empty())
    return Name;
  auto *CE = dyn_cast<ConstantExpr>(CB.getCalledOperand());
  if (!CE || CE->getOpcode() != Instruction::IntToPtr)
    return "";
  auto *Id = dyn_cast<ConstantInt>(CE->getOperand(0));
  if (!Id)
    return "";
  switch (Id->getZExtValue()) {
  case 107:
    return "bpf_sk_storage_get";
  case 145:
    return "bpf_inode_storage_get";
  case 156:
    return "bpf_task_storage_get";
  case 195:
    return "bpf_map_lookup_percpu_elem";
  case 210:
    return "bpf_cgrp_storage_get";
  }
  return "";
}

/// Helpers that return a value of the map they take first.
bool isMapValueHelper(StringRef Name) {
  return Name == "bpf_map_lookup_elem" ||
         Name == "bpf_map_lookup_percpu_elem" || Name == "bpf_sk_storage_get" ||
         Name == "bpf_inode_storage_get" || Name == "bpf_task_storage_get" ||
         Name == "bpf_cgrp_storage_get";
}

/// The source name of a stack object, if debug info has one.
std::string localName(const AllocaInst &AI) {
  auto *A = const_cast<AllocaInst *>(&AI);
  for (DbgVariableRecord *R : findDVRDeclares(A))
    return R->getVariable()->getName().str();
  // With assignment tracking (-O2 -g) a local has assignment markers instead.
  for (DbgVariableRecord *R : at::getDVRAssignmentMarkers(A))
    return R->getVariable()->getName().str();
  return "";
}

/// Where a frame pointer comes from: the objects it is an offset into, with
/// the arguments of static functions replaced by what their callers pass.
/// Incomplete when some caller is unknown (the objects found are still
/// where the frame comes from on some path).
void origins(const Value *V, SmallVectorImpl<const Value *> &Out,
             SmallPtrSetImpl<const Value *> &Seen, unsigned Depth = 0) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(V, Objects, nullptr, 0);
  for (const Value *O : Objects) {
    if (!Seen.insert(O).second)
      continue;
    auto *A = dyn_cast<Argument>(O);
    const Function *F = A ? A->getParent() : nullptr;
    if (!F || !F->hasLocalLinkage() || Depth >= 8) {
      Out.push_back(O);
      continue;
    }
    for (const Use &U : F->uses()) {
      auto *CB = dyn_cast<CallBase>(U.getUser());
      if (CB && CB->isCallee(&U) && A->getArgNo() < CB->arg_size())
        origins(CB->getArgOperand(A->getArgNo()), Out, Seen, Depth + 1);
    }
  }
}

/// What a frame pointer is, without offsets: through casts, phis, selects
/// and the arguments of static functions. The map value type is compared
/// only for these; an offset into a value (one frame of an array of frames)
/// is not the value.
void directSources(Value *V, SmallVectorImpl<Value *> &Out,
                   SmallPtrSetImpl<Value *> &Seen, unsigned Depth = 0) {
  V = V->stripPointerCasts();
  if (!Seen.insert(V).second)
    return;
  if (auto *Phi = dyn_cast<PHINode>(V)) {
    for (Value *In : Phi->incoming_values())
      directSources(In, Out, Seen, Depth);
    return;
  }
  if (auto *Sel = dyn_cast<SelectInst>(V)) {
    directSources(Sel->getTrueValue(), Out, Seen, Depth);
    directSources(Sel->getFalseValue(), Out, Seen, Depth);
    return;
  }
  auto *A = dyn_cast<Argument>(V);
  Function *F = A ? A->getParent() : nullptr;
  if (F && F->hasLocalLinkage() && Depth < 8) {
    for (Use &U : F->uses()) {
      auto *CB = dyn_cast<CallBase>(U.getUser());
      if (CB && CB->isCallee(&U) && A->getArgNo() < CB->arg_size())
        directSources(CB->getArgOperand(A->getArgNo()), Out, Seen, Depth + 1);
    }
    return;
  }
  Out.push_back(V);
}

/// The program whose context \p V is (or points into), if any.
const Function *contextOf(const Value *V) {
  SmallVector<const Value *, 4> Objects;
  SmallPtrSet<const Value *, 8> Seen;
  origins(V, Objects, Seen);
  for (const Value *O : Objects)
    if (auto *A = dyn_cast<Argument>(O))
      if (A->getArgNo() == 0 && isProgram(*A->getParent()))
        return A->getParent();
  return nullptr;
}

/// Whether \p V is (or may be) a pointer into the context of a program
/// other than the context itself: `&ctx->field`, `(void *)ctx + 8`, through
/// casts, offsets, phis, selects and the arguments of static functions.
/// \p Moved says whether an offset was added on the way already.
bool modifiedContext(const Value *V, bool Moved = false, unsigned Depth = 0) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(V, Objects, nullptr, 0);
  for (const Value *O : Objects) {
    auto *A = dyn_cast<Argument>(O);
    if (!A)
      continue;
    bool Off = Moved || V->stripPointerCasts() != O;
    const Function *F = A->getParent();
    if (A->getArgNo() == 0 && isProgram(*F)) {
      if (Off)
        return true;
      continue;
    }
    if (!F->hasLocalLinkage() || Depth >= 8)
      continue;
    for (const Use &U : F->uses()) {
      auto *CB = dyn_cast<CallBase>(U.getUser());
      if (CB && CB->isCallee(&U) && A->getArgNo() < CB->arg_size() &&
          modifiedContext(CB->getArgOperand(A->getArgNo()), Off, Depth + 1))
        return true;
    }
  }
  return false;
}

/// The program from whose context the pointer \p O was read: packet data
/// (`(void *)(long)ctx->data`), a kernel object a tracing program is passed.
const Function *readFromContext(const Value *O) {
  const Value *Loaded = O;
  if (auto *I2P = dyn_cast<IntToPtrInst>(O)) {
    Loaded = I2P->getOperand(0);
    while (auto *Ext = dyn_cast<CastInst>(Loaded))
      if (isa<ZExtInst>(Ext) || isa<SExtInst>(Ext))
        Loaded = Ext->getOperand(0);
      else
        break;
  }
  auto *LI = dyn_cast<LoadInst>(Loaded);
  return LI ? contextOf(LI->getPointerOperand()) : nullptr;
}

class Checker {
public:
  void check(CallBase &Call, StringRef FrameName, uint64_t FrameSize);
  bool reported() const { return Reported; }

private:
  bool Reported = false;
  CallBase *Call = nullptr;
  StringRef Coro;

  void report(const Twine &Msg) {
    Reported = true;
    Function &Fn = *Call->getFunction();
    Fn.getContext().diagnose(DiagnosticInfoUnsupported(
        Fn, Msg, DiagnosticLocation(Call->getDebugLoc()), DS_Error));
  }
  std::string keepInMap() const {
    return ("keep the frame in a map value: pass bpf_map_lookup_elem(&map, "
            "&key), checked for NULL, of a map declared with __type(value, "
            "BPF_CORO_FRAME(" +
            Coro + ")) (or a task, sk or inode storage value)")
        .str();
  }
  bool checkOrigin(const Value *O);
  bool checkMap(const GlobalVariable &Map);
  struct MapValue {
    GlobalVariable *Map = nullptr;
    bool Declared = false; // by type: Ty (IsFrame: this coroutine's frame)
    bool IsFrame = false;
    DIType *Ty = nullptr;
    std::optional<uint64_t> Size; // by value_size
  };
  MapValue mapValue(const CallBase &Lookup) const;
  bool checkOffsetInValue(Value *Frame, uint64_t FrameSize);
  bool checkValueType(const CallBase &Lookup, uint64_t FrameSize,
                      bool Merged);
  bool checkAwaitMap(const Value *D, StringRef AwaitMap);
  bool checkPerCPU(ArrayRef<Value *> Direct);
};

/// Whether \p F runs only inside XDP programs: it is one (SEC("xdp") or
/// SEC("xdp.frags")), or a static function only ever called directly from
/// such functions. Else \p Why says what else runs it.
bool onlyFromXDP(const Function &F, std::string &Why,
                 SmallPtrSetImpl<const Function *> &Seen) {
  if (!Seen.insert(&F).second)
    return true;
  if (isProgram(F)) {
    if (F.getSection() == "xdp" || F.getSection() == "xdp.frags")
      return true;
    Why = ("program '" + F.getName() + "' (SEC(\"" + F.getSection() +
           "\")) runs it, and only XDP programs never run twice at once on "
           "one CPU (a tc program, for one, can run inside another through "
           "bpf_clone_redirect(); a tracing program inside any program)")
              .str();
    return false;
  }
  if (!F.hasLocalLinkage()) {
    Why = ("'" + F.getName() +
           "' runs it, a global function that programs of any type may call")
              .str();
    return false;
  }
  for (const Use &U : F.uses()) {
    auto *CB = dyn_cast<CallBase>(U.getUser());
    if (!CB || !CB->isCallee(&U)) {
      Why = ("'" + F.getName() +
             "' runs it, and its address is taken (a callback), so the "
             "compiler cannot see what runs it")
                .str();
      return false;
    }
    if (!onlyFromXDP(*CB->getFunction(), Why, Seen))
      return false;
  }
  return true;
}

/// For a `__bpf_coro_percpu` coroutine, whose pieces claim and publish the
/// frame with plain stores (docs/ABI.md section 3.1): reports a frame that
/// is not a value bpf_map_lookup_elem() found in a per-CPU map (another CPU
/// may then run it at the same time), or a call that code other than XDP
/// programs may run (a run may then start inside another on one CPU).
bool Checker::checkPerCPU(ArrayRef<Value *> Direct) {
  for (Value *D : Direct) {
    auto *Lookup = dyn_cast<CallBase>(D);
    StringRef Helper = Lookup ? helperName(*Lookup) : StringRef();
    auto *Map = Helper == "bpf_map_lookup_elem" && Lookup->arg_size() >= 1
                    ? dyn_cast<GlobalVariable>(
                          Lookup->getArgOperand(0)->stripPointerCasts())
                    : nullptr;
    std::optional<uint64_t> Type = Map ? mapUint(*Map, "type") : std::nullopt;
    if (Type && (*Type == 5 /*PERCPU_HASH*/ || *Type == 6 /*PERCPU_ARRAY*/ ||
                 *Type == 10 /*LRU_PERCPU_HASH*/))
      continue;
    std::string What =
        Map ? "a value of map '" + Map->getName().str() + "'" +
                  (Type && mapTypeName(*Type)
                       ? std::string(" (") + mapTypeName(*Type) + ")"
                       : std::string())
            : Helper == "bpf_map_lookup_percpu_elem"
                ? std::string("another CPU's value (bpf_map_lookup_percpu_elem)")
                : std::string("not a value bpf_map_lookup_elem() found");
    report("frame of '__bpf_coro_percpu' function '" + Coro + "' is " + What +
           ", not one of a per-CPU map (BPF_MAP_TYPE_PERCPU_ARRAY, "
           "PERCPU_HASH or LRU_PERCPU_HASH) looked up on this CPU, so two "
           "CPUs may run one frame, and without the claim nothing stops "
           "them; keep its frames in a per-CPU map, or drop "
           "'__bpf_coro_percpu'");
    return false;
  }
  std::string Why;
  SmallPtrSet<const Function *, 8> Seen;
  if (onlyFromXDP(*Call->getFunction(), Why, Seen))
    return true;
  report("'__bpf_coro_percpu' function '" + Coro + "' is run here without "
         "the claim, but " + Why + "; run it from XDP programs only, or drop "
         "'__bpf_coro_percpu'");
  return false;
}

/// Reports a frame of a coroutine with awaits that is not a value of the map
/// its awaits name (\p D: one of the frame's direct sources): the timer or
/// bpf_wq is initialised with that map, and the verifier refuses a timer
/// whose map is another ("timer pointer in R1 map_uid=0 doesn't match map
/// pointer in R2") or a global's ("has no valid bpf_timer").
bool Checker::checkAwaitMap(const Value *D, StringRef AwaitMap) {
  std::string Fix = ("start, resume and destroy '" + Coro +
                     "' only on values of '" + AwaitMap +
                     "': its awaits arm the timer or bpf_wq in the frame "
                     "with that map, and the verifier refuses one in a "
                     "value of any other")
                        .str();
  if (auto *Lookup = dyn_cast<CallBase>(D)) {
    if (!isMapValueHelper(helperName(*Lookup)) || Lookup->arg_size() < 1)
      return true;
    auto *Map =
        dyn_cast<GlobalVariable>(Lookup->getArgOperand(0)->stripPointerCasts());
    if (!Map || Map->getName() == AwaitMap)
      return true;
    report("frame of '" + Coro + "' comes from map '" + Map->getName() +
           "', but its awaits name map '" + AwaitMap + "'; " + Fix);
    return false;
  }
  auto *GV = dyn_cast<GlobalVariable>(D);
  if (!GV || GV->getSection() == ".maps")
    return true;
  report("frame of '" + Coro + "' is the global '" + GV->getName() +
         "', but its awaits name map '" + AwaitMap + "'; " + Fix);
  return false;
}

/// Reports a frame that comes from \p O when no frame can live there.
bool Checker::checkOrigin(const Value *O) {
  std::string Frame = ("frame of '" + Coro + "'").str();
  if (auto *AI = dyn_cast<AllocaInst>(O)) {
    std::string Name = localName(*AI);
    report(Frame + " is " +
           (Name.empty() ? std::string("a stack object")
                         : "the stack variable '" + Name + "'") +
           " of '" + AI->getFunction()->getName() +
           "': the stack is gone when the program returns, and the "
           "coroutine's state with it, so every run would start over; " +
           keepInMap());
    return false;
  }
  if (auto *A = dyn_cast<Argument>(O)) {
    if (A->getArgNo() != 0 || !isProgram(*A->getParent()))
      return true;
    report(Frame + " is the context of program '" + A->getParent()->getName() +
           "' (or memory in it): the kernel passes a new context to every "
           "run and the program cannot keep state in it; " +
           keepInMap());
    return false;
  }
  if (const Function *Prog = readFromContext(O)) {
    report(Frame + " is packet data or a kernel object (a pointer read " +
           "from the context of program '" + Prog->getName() +
           "'): the kernel owns that memory, and the program cannot keep " +
           "state in it between runs; " + keepInMap());
    return false;
  }
  // A number made a pointer (`(void *)42`, an address passed in as a
  // resume value): to the verifier an integer, through which it refuses
  // every access, at the coroutine's line rather than at the call.
  if (auto *Op = dyn_cast<Operator>(O);
      Op && Op->getOpcode() == Instruction::IntToPtr) {
    report(Frame + " is a number made a pointer: the verifier knows only an "
                   "integer there and refuses every access through it; " +
           keepInMap());
    return false;
  }
  if (auto *GV = dyn_cast<GlobalVariable>(O)) {
    if (GV->getSection() == ".maps") {
      report(Frame + " is the map definition '" + GV->getName() +
             "' itself, not a value in it; pass a value: "
             "bpf_map_lookup_elem(&" +
             GV->getName() + ", &key), checked for NULL");
      return false;
    }
    if (GV->isConstant()) {
      report(Frame + " is the read-only global '" + GV->getName() +
             "': every start, resume and destroy writes the frame; " +
             keepInMap());
      return false;
    }
    return true;
  }
  if (auto *CB = dyn_cast<CallBase>(O)) {
    StringRef Name = helperName(*CB);
    if (Name == "bpf_ringbuf_reserve") {
      report(Frame +
             " is a ring buffer record from bpf_ringbuf_reserve(): "
             "it goes to user space when submitted (or is dropped), "
             "and the coroutine's state with it; " +
             keepInMap());
      return false;
    }
    if (isMapValueHelper(Name) && CB->arg_size() >= 1)
      if (auto *Map = dyn_cast<GlobalVariable>(
              CB->getArgOperand(0)->stripPointerCasts()))
        return checkMap(*Map);
  }
  return true;
}

/// Reports a map whose values programs cannot both read and write.
bool Checker::checkMap(const GlobalVariable &Map) {
  std::optional<uint64_t> Flags = mapUint(Map, "map_flags");
  if (!Flags || !(*Flags & (RdonlyProg | WronlyProg)))
    return true;
  const char *Flag =
      *Flags & RdonlyProg ? "BPF_F_RDONLY_PROG" : "BPF_F_WRONLY_PROG";
  report(("map '" + Map.getName() + "' is declared with " + Flag +
          ", but every start, resume and destroy of '" + Coro +
          "' reads and writes its frame; drop " + Flag +
          " from the map's map_flags")
             .str());
  return false;
}

/// Reports a frame that starts a constant number of bytes into a map value
/// and so runs past its end (`bpf_coro_start(v + 8, ...)` on a value that
/// is one frame).
bool Checker::checkOffsetInValue(Value *Frame, uint64_t FrameSize) {
  APInt Off(64, 0);
  Value *Base = Frame->stripAndAccumulateConstantOffsets(
      Call->getDataLayout(), Off, /*AllowNonInbounds=*/true);
  auto *Lookup = dyn_cast<CallBase>(Base);
  if (Off.isZero() || Off.isNegative() || !Lookup ||
      !isMapValueHelper(helperName(*Lookup)) || Lookup->arg_size() < 1)
    return true;
  MapValue V = mapValue(*Lookup);
  // A value of another type is checkValueType's to report.
  std::optional<uint64_t> Bytes =
      V.Declared ? (V.IsFrame ? std::optional<uint64_t>(FrameSize)
                              : std::nullopt)
                 : V.Size;
  if (!Bytes || Off.getZExtValue() + FrameSize <= *Bytes)
    return true;
  report("frame of '" + Coro + "' starts " + utostr(Off.getZExtValue()) +
         " bytes into a value of map '" + V.Map->getName() +
         "', whose values are " + utostr(*Bytes) + " bytes: the " +
         utostr(FrameSize) +
         "-byte frame would run past the value's end; pass the value "
         "itself, bpf_map_lookup_elem(&" +
         V.Map->getName() + ", &key)");
  return false;
}

/// Reports a map of values that are not this coroutine's frames. \p Merged:
/// the lookup is one of several pointers merged on the way to the call
/// (`f = c ? lookup(&a) : lookup(&b)`), where the map is likely right for
/// another coroutine and the merge is what is wrong: the check follows
/// every way into the call, not the conditions that choose one.
bool Checker::checkValueType(const CallBase &Lookup, uint64_t FrameSize,
                             bool Merged) {
  MapValue V = mapValue(Lookup);
  if (!V.Map || V.IsFrame)
    return true;
  if (V.Declared) {
    std::string Fix =
        Merged ? "; the frame passed here is one of several pointers merged "
                 "on the way to this call and may be that map's value (every "
                 "way into the call is checked, whatever the conditions that "
                 "choose one): look the frame up in a map of '" +
                     Coro.str() + "' frames between the merge and this call"
               : "; declare it with __type(value, BPF_CORO_FRAME(" +
                     Coro.str() + "))";
    report("map '" + V.Map->getName() + "' holds values of type '" +
           describe(V.Ty) + "', not the frame of '" + Coro + "'" + Fix);
    return false;
  }
  if (!V.Size || *V.Size >= FrameSize)
    return true;
  report("map '" + V.Map->getName() + "' has value_size " + utostr(*V.Size) +
         ", smaller than the " + utostr(FrameSize) + "-byte frame of '" + Coro +
         "'; declare it with __type(value, BPF_CORO_FRAME(" + Coro +
         ")) so the size follows the frame");
  return false;
}

/// What the values of the map a lookup-like call reads are, from the map's
/// definition: a type (`__type(value, T)`) or a size (`__uint(value_size,
/// N)`).
Checker::MapValue Checker::mapValue(const CallBase &Lookup) const {
  MapValue V;
  V.Map =
      dyn_cast<GlobalVariable>(Lookup.getArgOperand(0)->stripPointerCasts());
  if (!V.Map)
    return V;
  if (DIDerivedType *Member = mapMember(*V.Map, "value")) {
    V.Declared = true;
    V.Ty = stripQualifiers(pointee(Member));
    V.IsFrame = V.Ty && V.Ty->getName() == (Coro + FrameSuffix).str();
    return V;
  }
  V.Size = mapUint(*V.Map, "value_size");
  return V;
}

void Checker::check(CallBase &C, StringRef FrameName, uint64_t FrameSize) {
  Call = &C;
  Coro = FrameName.drop_back(StringRef(FrameSuffix).size());
  Value *Frame = C.getArgOperand(0);
  // Only a literal NULL at the call: a NULL merged with a lookup result is
  // usually checked before the call.
  if (isa<ConstantPointerNull>(Frame->stripPointerCasts())) {
    report("frame of '" + Coro + "' is NULL; " + keepInMap());
    return;
  }
  SmallVector<const Value *, 4> Objects;
  SmallPtrSet<const Value *, 8> Seen;
  origins(Frame, Objects, Seen);
  for (const Value *O : Objects)
    if (!checkOrigin(O))
      return;
  // The pieces are subprograms: the verifier lets one dereference the
  // program's context only as it was passed, at a constant offset of the
  // load itself, never a pointer the caller moved into it. (Start's
  // arguments follow the frame and `out`, which the markers always make a
  // local of the caller.)
  for (unsigned K = 1; K < C.arg_size(); ++K)
    if (C.getArgOperand(K)->getType()->isPointerTy() &&
        modifiedContext(C.getArgOperand(K))) {
      report("argument " + Twine(K - 1) + " of '" + Coro +
             "' points into the context of the program (e.g. "
             "'&ctx->field'), and the verifier lets a '__bpf_coro' "
             "function, which is a subprogram, dereference only the context "
             "itself ('dereference of modified ctx ptr'); pass the field's "
             "value, or the context itself");
      return;
    }
  SmallVector<Value *, 4> Direct;
  SmallPtrSet<Value *, 8> SeenDirect;
  directSources(Frame, Direct, SeenDirect);
  StringRef AwaitMap;
  if (Function *Callee = C.getCalledFunction()) {
    AwaitMap = Callee->getFnAttribute(AwaitMapAttr).getValueAsString();
    if (Callee->hasFnAttribute(PerCPUAttr) && !checkPerCPU(Direct))
      return;
  }
  for (Value *D : Direct) {
    if (!checkOffsetInValue(D, FrameSize))
      return;
    if (!AwaitMap.empty() && !checkAwaitMap(D, AwaitMap))
      return;
    if (auto *Lookup = dyn_cast<CallBase>(D)) {
      if (isMapValueHelper(helperName(*Lookup)) && Lookup->arg_size() >= 1 &&
          !checkValueType(*Lookup, FrameSize, Direct.size() > 1))
        return;
      continue;
    }
    // A global in .bss or .data is a value of the object's own array map;
    // it holds a frame if it is large enough.
    auto *GV = dyn_cast<GlobalVariable>(D);
    if (!GV || GV->isConstant() || GV->getSection() == ".maps" ||
        !GV->getValueType()->isSized())
      continue;
    uint64_t Bytes = GV->getDataLayout().getTypeAllocSize(GV->getValueType());
    if (Bytes >= FrameSize)
      continue;
    report("global '" + GV->getName() + "' has " + utostr(Bytes) +
           " bytes, fewer than the " + utostr(FrameSize) + "-byte frame of '" +
           Coro + "'; " + keepInMap());
    return;
  }
}

/// Whether the call passes a frame first. The interprocedural passes may
/// drop a piece's other parameters, never its frame (BPFCoroPinFrames).
bool frameIsFirstArgument(const CallBase &Call, const Function &Callee) {
  return Call.arg_size() >= 1 && Call.arg_size() == Callee.arg_size() &&
         Call.getArgOperand(0)->getType()->isPointerTy();
}

} // namespace

PreservedAnalyses BPFCoroFrameCheckPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  if (SkipChecks || (!Early && M.getNamedMetadata(ReportedMD)))
    return PreservedAnalyses::all();
  Checker C;
  for (Function &Fn : M)
    for (Instruction &I : instructions(Fn)) {
      auto *Call = dyn_cast<CallBase>(&I);
      Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || !Callee->hasFnAttribute(FrameTypeAttr) ||
          !frameIsFirstArgument(*Call, *Callee))
        continue;
      uint64_t Size = 0;
      Callee->getFnAttribute(FrameSizeAttr).getValueAsString().getAsInteger(
          10, Size);
      C.check(*Call, Callee->getFnAttribute(FrameTypeAttr).getValueAsString(),
              Size);
    }
  if (Early && C.reported())
    M.getOrInsertNamedMetadata(ReportedMD);
  return PreservedAnalyses::all();
}

} // namespace bpfcoro
