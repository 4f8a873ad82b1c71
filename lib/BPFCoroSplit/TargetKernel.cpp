//===- TargetKernel.cpp - What the target kernel lacks ----------------------===//
//
// `-mllvm -bpf-coro-target-kernel=X.Y` names the oldest kernel the object
// must load on. A coroutine that uses what that kernel's verifier does not
// know (an open-coded iterator before 6.4, may_goto before 6.9, the RCU,
// preempt, IRQ and resilient-lock kfuncs before their releases) is an error
// at the line of the use, naming the kernel that brought the feature and what
// to write instead: the verifier would refuse the whole object, with a
// message about the kfunc or the opcode rather than the line. Without the
// option nothing is checked. The versions are upstream's (docs/usage.md has
// the table, as measured by the test matrix).
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"
#include "llvm/IR/InlineAsm.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

static cl::opt<std::string> TargetKernel(
    "bpf-coro-target-kernel", cl::init(""), cl::value_desc("X.Y"),
    cl::desc("The oldest kernel the object must load on: a coroutine using "
             "what that kernel lacks is an error at the line of the use"));

namespace bpfcoro {

namespace {

/// A feature the verifier learnt in one release, recognised by the names
/// of the kfuncs it consists of (or, for may_goto, the instruction).
struct KernelFeature {
  unsigned Major, Minor;
  const char *What;
  const char *Instead;
  const char *Kfuncs[4]; // the rest null
};

const KernelFeature Features[] = {
    {6, 2, "the RCU read lock kfuncs",
     "drop the RCU read section (a program that does not sleep runs under "
     "RCU already)",
     {"bpf_rcu_read_lock", "bpf_rcu_read_unlock"}},
    {6, 4, "open-coded iterators",
     "write the loop as a for loop with a constant bound",
     {"bpf_iter_num_new", "bpf_iter_num_next", "bpf_iter_num_destroy"}},
    {6, 9, "can_loop",
     "bound the loop with a small constant cap (i < n && i < 256)",
     {}},
    {6, 10, "the preempt kfuncs",
     "use a bpf_spin_lock",
     {"bpf_preempt_disable", "bpf_preempt_enable"}},
    {6, 14, "the IRQ kfuncs", "use a bpf_spin_lock",
     {"bpf_local_irq_save", "bpf_local_irq_restore"}},
    {6, 15, "resilient spin locks", "use a bpf_spin_lock",
     {"bpf_res_spin_lock", "bpf_res_spin_unlock", "bpf_res_spin_lock_irqsave",
      "bpf_res_spin_unlock_irqrestore"}},
    // bpf_coro_defer() arms a bpf_wq (its marker stands for the kfuncs).
    {6, 10, "bpf_wq",
     "call what may sleep from a sleepable program that starts or resumes "
     "the coroutine, or let a timer resume it with bpf_coro_sleep(&map, ns)",
     {DeferMarker}},
    // bpf_coro_user_return() arms a bpf_task_work.
    {6, 18, "bpf_task_work",
     "suspend with bpf_coro_yield() and resume the coroutine from a "
     "program that runs in the task on its way back (a sys_exit "
     "tracepoint)",
     {UserReturnMarker}},
};

/// The target's (major, minor), nullopt without the option; an option that
/// is not a version is reported once, at \p F.
std::optional<std::pair<unsigned, unsigned>> targetKernel(const Function &F) {
  static bool Reported = false;
  if (TargetKernel.empty())
    return std::nullopt;
  StringRef S = TargetKernel;
  auto [MajorS, Rest] = S.split('.');
  StringRef MinorS = Rest.split('.').first;
  unsigned Major, Minor;
  if (MajorS.getAsInteger(10, Major) || MinorS.getAsInteger(10, Minor)) {
    if (!Reported)
      reportError(F, "-bpf-coro-target-kernel=" + S +
                         ": expected a kernel release as MAJOR.MINOR, "
                         "e.g. -mllvm -bpf-coro-target-kernel=6.1");
    Reported = true;
    return std::nullopt;
  }
  return std::pair(Major, Minor);
}

/// The feature \p I uses, if it is one the table knows.
const KernelFeature *featureOf(const Instruction &I) {
  auto *CB = dyn_cast<CallBase>(&I);
  if (!CB)
    return nullptr;
  if (auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
    return IA->getAsmString().find("may_goto") != std::string::npos
               ? &Features[2]
               : nullptr;
  StringRef Name = calleeName(*CB);
  if (Name.empty())
    return nullptr;
  for (const KernelFeature &K : Features)
    for (const char *N : K.Kfuncs)
      if (N && Name == N)
        return &K;
  return nullptr;
}

} // namespace

bool targetDecidesOnlyConstantCompares(const Function &F) {
  auto Target = targetKernel(F);
  return Target && *Target < std::pair(6u, 8u);
}

std::optional<bool> targetHasStoreRelease(const Function &F) {
  auto Target = targetKernel(F);
  if (!Target)
    return std::nullopt;
  return *Target >= std::pair(6u, 15u);
}

bool checkTargetKernel(Function &F) {
  auto Target = targetKernel(F);
  if (!Target)
    return TargetKernel.empty(); // a malformed option was reported
  // The coroutine and the static functions it calls: the verifier checks
  // their code as part of the coroutine's.
  SmallVector<Function *, 8> Work{&F};
  SmallPtrSet<Function *, 8> Seen{&F};
  SmallPtrSet<const KernelFeature *, 4> Reported;
  bool Ok = true;
  while (!Work.empty()) {
    Function *Fn = Work.pop_back_val();
    for (Instruction &I : instructions(*Fn)) {
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration() && Seen.insert(Callee).second)
            Work.push_back(Callee);
      const KernelFeature *K = featureOf(I);
      if (!K || std::pair(K->Major, K->Minor) <= *Target ||
          !Reported.insert(K).second)
        continue;
      std::string Used = isa<InlineAsm>(cast<CallBase>(I).getCalledOperand())
                             ? std::string("may_goto")
                             : calleeName(cast<CallBase>(I)).str() + "()";
      if (Used == std::string(DeferMarker) + "()")
        Used = "bpf_coro_defer()";
      else if (Used == std::string(UserReturnMarker) + "()")
        Used = "bpf_coro_user_return()";
      reportError(F,
                  "'__bpf_coro' function '" + F.getName() + "' uses " + Used +
                      " (" + K->What + ", since Linux " + utostr(K->Major) +
                      "." + utostr(K->Minor) + "), which the target kernel " +
                      TargetKernel + " (-bpf-coro-target-kernel) lacks: " +
                      K->Instead + ", or raise the target kernel",
                  I.getDebugLoc());
      Ok = false;
    }
  }
  return Ok;
}

} // namespace bpfcoro
