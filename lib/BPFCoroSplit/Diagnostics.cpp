//===- Diagnostics.cpp - Errors, notes and source names ---------------------===//
//
// How the split talks to the user: errors and notes at a source location
// (clang prints them as `file:line:col: error: ...`), and the names of the
// source variables a value or local holds, which the diagnostics and the
// frame's BTF members both use.
//
//===----------------------------------------------------------------------===//

#include "BPFCoroSplit/SplitInternal.h"

#define DEBUG_TYPE "bpf-coro-split"

using namespace llvm;

namespace bpfcoro {


/// Reports an error at \p Loc (or at \p F when there is no location); clang
/// prints it as `file:line:col: error: ...`.
void reportError(const Function &F, const Twine &Msg, DebugLoc Loc) {
  DiagnosticLocation DL;
  if (Loc)
    DL = DiagnosticLocation(Loc.get());
  else if (DISubprogram *SP = F.getSubprogram())
    // The function's own line, not the scope line (its `{`) that a
    // DiagnosticLocation of the subprogram would name.
    DL = DiagnosticLocation(
        DebugLoc(DILocation::get(F.getContext(), SP->getLine(), 0, SP)));
  F.getContext().diagnose(
      DiagnosticInfoUnsupported(F, Msg, DL, DS_Error));
}

/// Adds a note at \p At (clang prints it as `file:line:col: note: ...`).
void reportNote(const Instruction *At, const Twine &Msg) {
  At->getContext().diagnose(DiagnosticInfoUnsupported(
      *At->getFunction(), Msg, DiagnosticLocation(At->getDebugLoc()),
      DS_Note));
}

unsigned lineOf(const Instruction *I) {
  if (DebugLoc DL = I->getDebugLoc())
    return DL.getLine();
  return 0;
}

std::string lineSuffix(const Instruction *I) {
  unsigned L = lineOf(I);
  return L ? " at line " + utostr(L) : std::string();
}
/// Whether \p Expr locates a variable (or a fragment of it) in its value
/// operand itself, at most truncated or extended; not a computation of it
/// (a bool kept inverted, an offset).
static bool onlyConverts(const DIExpression *Expr) {
  return all_of(Expr->expr_ops(), [](DIExpression::ExprOperand Op) {
    switch (Op.getOp()) {
    case dwarf::DW_OP_LLVM_convert:
    case dwarf::DW_OP_LLVM_fragment:
    case dwarf::DW_OP_stack_value:
      return true;
    default:
      return false;
    }
  });
}

/// Whether variable (fragment) \p Var certainly holds something other than
/// \p V right before \p At: the last debug record for it on the way to \p At
/// (found walking back through blocks with a single predecessor) locates it
/// elsewhere. The loop `for (i = 0;;) { ...; if (++i == n) break; yield(i); }`
/// saves i's value from the top of the loop and recomputes `++i` after the
/// resume, so what the frame holds is not i at the suspension.
bool locatedElsewhere(const DebugVariable &Var, const Value *V,
                      const Instruction *At) {
  SmallPtrSet<const BasicBlock *, 8> Seen;
  // Records sit before the instruction they are attached to: the ones of At
  // itself and of every instruction above it, latest first.
  for (const Instruction *I = At; I;) {
    for (const DbgRecord &DR : reverse(I->getDbgRecordRange())) {
      const auto *R = dyn_cast<DbgVariableRecord>(&DR);
      if (!R || !(DebugVariable(R) == Var))
        continue;
      if (R->isDbgDeclare() || R->hasArgList() || R->isKillLocation())
        return false;
      return R->getVariableLocationOp(0) != V ||
             !onlyConverts(R->getExpression());
    }
    if (const Instruction *Prev = I->getPrevNode()) {
      I = Prev;
      continue;
    }
    Seen.insert(I->getParent());
    const BasicBlock *Pred = I->getParent()->getSinglePredecessor();
    I = Pred && !Seen.contains(Pred) ? Pred->getTerminator() : nullptr;
  }
  return false;
}

/// Finds the source variable a value or alloca holds, for frame member names.
std::pair<std::string, DIType *> sourceName(Value *V, bool IsAlloca,
                                            const Instruction *At) {
  SmallVector<DbgVariableRecord *, 4> Records;
  findDbgUsers(V, Records);
  DILocalVariable *Fallback = nullptr;
  for (DbgVariableRecord *R : Records) {
    DILocalVariable *Var = R->getVariable();
    if (!Var || Var->getName().empty())
      continue;
    // An alloca is named by its declare (or, under assignment tracking, the
    // address of a dbg_assign); a value by a record whose location it is.
    bool Names = IsAlloca
                     ? (R->isDbgDeclare() && R->getVariableLocationOp(0) == V) ||
                           (R->isDbgAssign() && R->getAddress() == V)
                     : !R->isDbgDeclare() &&
                           R->getNumVariableLocationOps() == 1 &&
                           R->getVariableLocationOp(0) == V;
    if (!Names || (At && locatedElsewhere(DebugVariable(R), V, At)))
      continue;
    // Prefer a record that is the variable itself; a field of a struct
    // that SROA split up is named var_field; one computing the variable
    // from the value (a truncation folded into the expression) still names
    // what the slot holds.
    DIExpression *Expr = R->getExpression();
    if (!Expr || Expr->getNumElements() == 0)
      return {Var->getName().str(), Var->getType()};
    if (auto Frag = Expr->getFragmentInfo())
      if (auto *CT = dyn_cast_or_null<DICompositeType>(Var->getType()))
        for (DINode *N : CT->getElements())
          if (auto *Member = dyn_cast<DIDerivedType>(N))
            if (Member->getOffsetInBits() == Frag->OffsetInBits &&
                Member->getSizeInBits() == Frag->SizeInBits &&
                !Member->getName().empty())
              return {(Var->getName() + "_" + Member->getName()).str(),
                      Member->getBaseType()};
    // Only a conversion (a truncation or extension folded into the
    // expression) still names what the slot holds; a computation (a bool
    // kept inverted, an offset) does not, and a name would mislead anyone
    // reading or writing the frame by member name.
    if (!Fallback && onlyConverts(Expr))
      Fallback = Var;
  }
  if (Fallback)
    return {Fallback->getName().str(), Fallback->getType()};
  return {"", nullptr};
}

} // namespace bpfcoro
