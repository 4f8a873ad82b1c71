//===- LoopJumps.cpp - Every loop back-edge an explicit jump ---------------===//
//
// DESCRIPTION
//   A machine pass run right after block placement: a block that goes back
//   to a loop header laid out right after it (the placement puts a loop's
//   latch on top, before the header, to save a jump), or more generally
//   falls through into a block on a cycle through it, gets an explicit
//   `goto +0` to it. Kernels before 6.7 build the program's control-flow
//   graph treating only jumps as possible loop edges (check_cfg's push_insn
//   with loop_ok false for the fall-through of any other instruction) and
//   reject a loop whose latch falls through into its header: "back-edge
//   from insn N to N+1". A conditional jump's fall-through is a loop edge
//   to every kernel, so only a block ending in another instruction (or in
//   none) gets the jump; it costs one instruction per iteration.
//
//   Only coroutine code (the pieces, and the functions small pieces are
//   inlined into: holdsCoroutineCode) is changed: other code is compiled as
//   without bpfcoro.
//
// USAGE
//   Registered by the pass plugin into the BPF code generator of clang
//   (-fpass-plugin=BPFCoroPasses.so); nothing to ask for.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroFrameCheck/FrameCheck.h"
#include "BPFCoroSplit/BPFCoroSplit.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"

#define DEBUG_TYPE "bpf-coro-loop-jumps"

using namespace llvm;

STATISTIC(NumJumps, "Loop back-edges made explicit jumps");

namespace {

struct LoopJumps : MachineFunctionPass {
  static char ID;
  LoopJumps() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "bpfcoro: loop back-edges as explicit jumps";
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

char LoopJumps::ID = 0;

/// Whether \p To can be reached from \p From.
bool reaches(MachineBasicBlock *From, MachineBasicBlock *To) {
  SmallPtrSet<MachineBasicBlock *, 32> Seen{From};
  SmallVector<MachineBasicBlock *, 32> Work{From};
  while (!Work.empty()) {
    MachineBasicBlock *X = Work.pop_back_val();
    if (X == To)
      return true;
    for (MachineBasicBlock *S : X->successors())
      if (Seen.insert(S).second)
        Work.push_back(S);
  }
  return false;
}

/// Makes each fall-through that may close a cycle (the block's layout
/// successor reaches the block again) a jump. Not only back-edges to a
/// dominating header: a resume enters its loops in the middle, at the
/// suspension, so the loops of the resume function are irreducible and the
/// verifier's depth-first walk may meet such an edge as a back-edge.
bool LoopJumps::runOnMachineFunction(MachineFunction &MF) {
  if (!MF.getTarget().getTargetTriple().isBPF() ||
      !bpfcoro::holdsCoroutineCode(MF.getFunction()))
    return false;
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  bool Changed = false;
  for (MachineBasicBlock &B : MF) {
    MachineBasicBlock *Next = B.getNextNode();
    if (!Next || !B.isSuccessor(Next) || !reaches(Next, &B))
      continue;
    auto Last = B.getLastNonDebugInstr();
    if (Last != B.end() && (Last->isBarrier() || Last->isConditionalBranch()))
      continue;
    TII.insertBranch(B, Next, nullptr, {}, DebugLoc());
    ++NumJumps;
    Changed = true;
  }
  return Changed;
}

/// Inserts the pass right after block placement in every code generator
/// built while the plugin is loaded (it checks for BPF itself).
RegisterTargetPassConfigCallback
    AddLoopJumps([](TargetMachine &, PassManagerBase &, TargetPassConfig *PC) {
      if (PC)
        PC->insertPass(&MachineBlockPlacementID,
                       IdentifyingPassPtr(new LoopJumps()));
    });

} // namespace
