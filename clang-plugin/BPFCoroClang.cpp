//===-- BPFCoroClang.cpp - The __bpf_coro attribute and its checks --------===//
//
// Part of bpfcoro: C coroutines for BPF.
//
//===----------------------------------------------------------------------===//
//
// DESCRIPTION:
//   The clang half of bpfcoro. A coroutine is a C function marked __bpf_coro
//   (runtime/bpf_coro.h); the pass plugin (lib/) later splits it into a
//   start, a resume and a destroy function over a frame kept in a map value.
//   This plugin does everything that needs the source:
//
//   * it predefines __BPF_CORO_PLUGIN__ (= 1), so that bpf_coro.h can refuse
//     to compile without the plugin;
//   * it registers the attribute, spelled __attribute__((bpf_coro)) (what the
//     __bpf_coro macro expands to) or [[bpfcoro::coro]]. On a function it
//     attaches
//       - annotate("bpf_coro"), which reaches IR as llvm.global.annotations:
//         this is how the pass finds the coroutines;
//       - noinline, so that the coroutine reaches the pass as a function;
//       - btf_decl_tag("coro_frame:<fn>__coro_frame"), ("coro_resume:
//         <fn>__coro_resume"), ("coro_destroy:<fn>__coro_destroy") and
//         ("coro_abi:<version of docs/ABI.md>"), so
//         that BTF links the FUNC <fn> to the pieces the pass creates;
//   * once the translation unit is parsed, it checks what the pass and the
//     BPF verifier cannot handle, and reports it as an error at the source
//     line, before code generation: the signature of each coroutine (static,
//     prototyped, not variadic, at most 3 integer or pointer parameters, an
//     integer result), what a coroutine body may not do (variable-length
//     arrays, alloca, setjmp/longjmp, recursion) and how coroutines and the
//     marker functions of bpf_coro.h are used (bpf_coro_yield() only directly
//     in a coroutine, bpf_coro_start() only on a direct call of one,
//     bpf_coro_resume() / bpf_coro_destroy() only on a named coroutine, and
//     a coroutine named nowhere else). docs/diagnostics.md lists every error.
//
//   The plugin adds itself before the main action (AddBeforeMainAction): code
//   generation runs as usual, after the checks, and is skipped by clang if
//   any of them failed.
//
// USAGE:
//   Load it with -fplugin, next to the pass plugin, at -O1 or higher, with -g
//   (the frame reaches the loader through BTF):
//     clang-22 --target=bpf -O2 -g -mcpu=v3 -I<src>/runtime
//       -fplugin=<build>/clang-plugin/BPFCoroClang.so
//       -fpass-plugin=<build>/lib/BPFCoroPasses.so -c x.bpf.c
//   The source checks alone need neither the pass plugin nor an object:
//     clang-22 --target=bpf -fsyntax-only -I<src>/runtime
//       -fplugin=<build>/clang-plugin/BPFCoroClang.so x.bpf.c
//   The plugin (registered as "bpfcoro") takes no -fplugin-arg-bpfcoro-*.
//
// License: (LGPL-2.1 OR BSD-2-Clause)
//===----------------------------------------------------------------------===//

#include "bpfcoro/ABI.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/ParsedAttrInfo.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

using namespace clang;

namespace {

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

/// Every error and note the plugin emits. The texts live in getDiagID() only;
/// docs/diagnostics.md explains each of them.
enum class CoroDiag {
  NotAFunction,
  TakesNoArguments,
  NoPrototype,
  Variadic,
  NotStatic,
  BadReturnType,
  TooManyParams,
  BadParamType,
  AlwaysInline,
  VariableLengthArray,
  Alloca,
  SetJmp,
  Recursion,
  YieldOutside,
  NoteHelperCalledHere,
  NoteCallbackPassedHere,
  NoteBlockInCoro,
  StartArgCount,
  StartNeedsCoroCall,
  ResumeNeedsCoro,
  NoteNotACoro,
  DirectCall,
  UsedAsValue,
  MarkerAsValue,
  NeverStarted,
  ZeroFrameNeedsCoro,
};

unsigned getDiagID(DiagnosticsEngine &DE, CoroDiag Kind) {
  constexpr auto Error = DiagnosticsEngine::Error;
  constexpr auto Warning = DiagnosticsEngine::Warning;
  constexpr auto Note = DiagnosticsEngine::Note;
  switch (Kind) {
  case CoroDiag::NotAFunction:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' applies only to functions, not to %0; mark the "
               "coroutine function itself: __bpf_coro static int fn(...)");
  case CoroDiag::TakesNoArguments:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' takes no arguments; write the attribute without "
               "an argument list");
  case CoroDiag::NoPrototype:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 has no prototype; declare the types "
               "of its parameters, or (void) if it takes none");
  case CoroDiag::Variadic:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot be variadic; give it a fixed "
               "list of at most %1 integer or pointer parameters");
  case CoroDiag::NotStatic:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 must be static; declare it static: "
               "the kernel verifies a global function on its own, without the "
               "caller's frame");
  case CoroDiag::BadReturnType:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 returns %1; return an integer of at "
               "most 64 bits: the coroutine's return value is its final "
               "result, handed out through a long");
  case CoroDiag::TooManyParams:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 takes %1 parameters, more than %2; "
               "BPF passes 5 arguments in registers and the start function "
               "takes the frame and the result pointer first: pass a pointer "
               "to a struct instead");
  case CoroDiag::BadParamType:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot take a parameter of type %1; "
               "take only integer, enum, bool or pointer parameters (pass a "
               "struct or an array by pointer)");
  case CoroDiag::AlwaysInline:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot be always_inline; the pass "
               "must see it as a function of its own: remove always_inline");
  case CoroDiag::VariableLengthArray:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot declare the variable-length "
               "array %1; its locals live in a frame of fixed size: give the "
               "array a constant size");
  case CoroDiag::Alloca:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot call %1; its locals live in a "
               "frame of fixed size: use an array of constant size");
  case CoroDiag::SetJmp:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot call %1; a coroutine leaves "
               "and re-enters its body only at bpf_coro_yield() and return: "
               "use return, goto or a flag instead");
  case CoroDiag::Recursion:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 %select{calls|starts|resumes}1 "
               "itself; BPF forbids recursion and a coroutine has a single "
               "frame: use a loop instead");
  case CoroDiag::YieldOutside:
    return DE.getCustomDiagID(
        Error, "bpf_coro_yield() in %0, which is not a '__bpf_coro' function; "
               "bpf_coro_yield() suspends the enclosing __bpf_coro function; "
               "it can only appear directly in one");
  case CoroDiag::NoteHelperCalledHere:
    return DE.getCustomDiagID(
        Note, "%0 is called from '__bpf_coro' function %1 here, but a called "
              "function cannot suspend its caller: yield in %1 itself");
  case CoroDiag::NoteCallbackPassedHere:
    return DE.getCustomDiagID(
        Note, "%0 is passed as a callback from '__bpf_coro' function %1 "
              "here; the kernel calls it as a function of its own, which "
              "cannot suspend %1: yield in %1 between the calls instead");
  case CoroDiag::NoteBlockInCoro:
    return DE.getCustomDiagID(
        Note, "the block is written in '__bpf_coro' function %0, but runs as "
              "a function of its own");
  case CoroDiag::StartArgCount:
    return DE.getCustomDiagID(
        Error, "bpf_coro_start() takes 3 arguments, not %0; write "
               "bpf_coro_start(frame, fn(args), &out)");
  case CoroDiag::StartNeedsCoroCall:
    return DE.getCustomDiagID(
        Error, "bpf_coro_start() needs a direct call of a __bpf_coro function "
               "as its second argument, e.g. bpf_coro_start(frame, fn(args), "
               "&out)");
  case CoroDiag::ResumeNeedsCoro:
    return DE.getCustomDiagID(
        Error, "bpf_coro_%select{resume|destroy}0() needs the name of a "
               "__bpf_coro function as its first argument, e.g. "
               "%select{bpf_coro_resume(fn, frame, in, &out)|"
               "bpf_coro_destroy(fn, frame)}0");
  case CoroDiag::ZeroFrameNeedsCoro:
    return DE.getCustomDiagID(
        Error, "bpf_coro_zero_frame() needs the name of a __bpf_coro "
               "function, e.g. bpf_coro_zero_frame(fn)");
  case CoroDiag::NoteNotACoro:
    return DE.getCustomDiagID(
        Note, "%0 is declared here, and is not a '__bpf_coro' function");
  case CoroDiag::DirectCall:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot be called directly; call it "
               "through bpf_coro_start(frame, %1(args), &out)");
  case CoroDiag::UsedAsValue:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot be used as a value; name it "
               "only in bpf_coro_start(frame, %1(args), &out), "
               "bpf_coro_resume(%1, ...) or bpf_coro_destroy(%1, ...)");
  case CoroDiag::NeverStarted:
    return DE.getCustomDiagID(
        Warning, "'__bpf_coro' function '%0' is never started in this file: "
                 "no code is emitted for it and BPF_CORO_FRAME(%0) stays an "
                 "incomplete type, so a map declared with it fails to load; "
                 "start it with bpf_coro_start(frame, %0(args), &out)");
  case CoroDiag::MarkerAsValue:
    return DE.getCustomDiagID(
        Error, "%0 cannot be used as a value; it is a marker the pass "
               "replaces: use it only through the bpf_coro_*() macros of "
               "bpf_coro.h");
  }
  llvm_unreachable("unknown bpfcoro diagnostic");
}

DiagnosticBuilder report(DiagnosticsEngine &DE, SourceLocation Loc,
                         CoroDiag Kind) {
  return DE.Report(Loc, getDiagID(DE, Kind));
}

//===----------------------------------------------------------------------===//
// Small AST helpers shared by the attribute and the checker
//===----------------------------------------------------------------------===//

/// The annotation this plugin attached to D itself (possibly inherited from
/// an earlier declaration), if any.
const AnnotateAttr *getCoroAnnotation(const Decl *D) {
  for (const auto *A : D->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == bpfcoro::CoroAnnotation)
      return A;
  return nullptr;
}

bool hasCoroAnnotation(const Decl *D) { return getCoroAnnotation(D); }

/// Whether FD is a coroutine: some declaration of it carries the attribute
/// (a later declaration may add it to an earlier one).
bool isCoro(const FunctionDecl *FD) {
  if (!FD)
    return false;
  for (const FunctionDecl *R : FD->redecls())
    if (hasCoroAnnotation(R))
      return true;
  return false;
}

/// The marker functions of bpf_coro.h.
enum class Marker { None, Yield, Start, Resume, Destroy, ZeroFrame };

Marker getMarker(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier() ||
      !FD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return Marker::None;
  StringRef Name = FD->getName();
  if (Name == bpfcoro::YieldMarker)
    return Marker::Yield;
  if (Name == bpfcoro::StartMarker)
    return Marker::Start;
  if (Name == bpfcoro::ResumeMarker)
    return Marker::Resume;
  if (Name == bpfcoro::DestroyMarker)
    return Marker::Destroy;
  if (Name == bpfcoro::ZeroFrameMarker)
    return Marker::ZeroFrame;
  return Marker::None;
}

/// Strips parentheses, casts, '&' and '*' from E and returns the name it
/// comes down to, if any: fn, (fn), &fn, *fn and (const void *)(fn) all
/// name fn.
const DeclRefExpr *getNamedRef(const Expr *E) {
  while (E) {
    E = E->IgnoreParenCasts();
    const auto *UO = dyn_cast<UnaryOperator>(E);
    if (!UO || (UO->getOpcode() != UO_AddrOf && UO->getOpcode() != UO_Deref))
      break;
    E = UO->getSubExpr();
  }
  return dyn_cast_or_null<DeclRefExpr>(E);
}

/// The name a call calls through, if it is a direct call.
const DeclRefExpr *getCalleeRef(const CallExpr *CE) {
  return getNamedRef(CE->getCallee());
}

/// The location of E, or of Fallback if E has none (recovery expressions).
SourceLocation locOf(const Expr *E, SourceLocation Fallback) {
  SourceLocation Loc = E ? E->getExprLoc() : SourceLocation();
  return Loc.isValid() ? Loc : Fallback;
}

/// Names D for "'__bpf_coro' applies only to functions, not to %0".
std::string describeDecl(const Decl *D) {
  const auto *ND = dyn_cast<NamedDecl>(D);
  std::string Name =
      ND && ND->getIdentifier() ? ("'" + ND->getName() + "'").str() : "";
  auto Describe = [&](StringRef What) {
    return Name.empty() ? ("an unnamed " + What).str()
                        : (What + " " + Name).str();
  };
  if (isa<ParmVarDecl>(D))
    return Describe("parameter");
  if (isa<VarDecl>(D))
    return Describe("variable");
  if (isa<FieldDecl>(D) || isa<IndirectFieldDecl>(D))
    return Describe("field");
  if (isa<TypedefNameDecl>(D))
    return Describe("typedef");
  if (const auto *TD = dyn_cast<TagDecl>(D))
    return Describe(TD->getKindName());
  if (isa<EnumConstantDecl>(D))
    return Describe("enumerator");
  if (isa<LabelDecl>(D))
    return Describe("label");
  return Name.empty() ? "this declaration" : Name;
}

//===----------------------------------------------------------------------===//
// The attribute: __attribute__((bpf_coro)), [[bpfcoro::coro]]
//===----------------------------------------------------------------------===//

struct BPFCoroAttrInfo : public ParsedAttrInfo {
  BPFCoroAttrInfo() {
    // Arguments are parsed (up to the maximum) so that handleDeclAttribute
    // can say that there must be none in words of its own.
    OptArgs = 15;
    static constexpr Spelling S[] = {
        {AttributeCommonInfo::AS_GNU, "bpf_coro"},
        {AttributeCommonInfo::AS_C23, "bpfcoro::coro"},
        {AttributeCommonInfo::AS_CXX11, "bpfcoro::coro"}};
    Spellings = S;
  }

  bool diagAppertainsToDecl(Sema &S, const ParsedAttr &Attr,
                            const Decl *D) const override {
    if (isa<FunctionDecl>(D))
      return true;
    report(S.getDiagnostics(), Attr.getLoc(), CoroDiag::NotAFunction)
        << describeDecl(D);
    return false;
  }

  bool diagAppertainsToStmt(Sema &S, const ParsedAttr &Attr,
                            const Stmt *St) const override {
    report(S.getDiagnostics(), Attr.getLoc(), CoroDiag::NotAFunction)
        << "a statement";
    return false;
  }

  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD)
      return AttributeNotApplied; // Already diagnosed.
    if (Attr.getNumArgs() > 0 || hasSkippedArguments(S, Attr)) {
      report(S.getDiagnostics(), Attr.getLoc(), CoroDiag::TakesNoArguments);
      return AttributeNotApplied;
    }
    // Written twice on one declaration: attach everything once.
    if (hasCoroAnnotation(FD))
      return AttributeApplied;

    ASTContext &Ctx = S.Context;
    SourceRange Range = Attr.getRange();
    FD->addAttr(AnnotateAttr::CreateImplicit(Ctx, bpfcoro::CoroAnnotation,
                                             nullptr, 0, Range));
    if (!FD->hasAttr<NoInlineAttr>())
      FD->addAttr(NoInlineAttr::CreateImplicit(Ctx, Range));

    // The tags name what the pass creates for this function (a C function
    // always has a plain name; the test only guards against odd ASTs).
    if (FD->getIdentifier()) {
      std::string Name = FD->getName().str();
      const std::pair<const char *, const char *> Tags[] = {
          {"coro_frame:", bpfcoro::FrameSuffix},
          {"coro_resume:", bpfcoro::ResumeSuffix},
          {"coro_destroy:", bpfcoro::DestroySuffix}};
      for (const auto &[Key, Suffix] : Tags)
        FD->addAttr(BTFDeclTagAttr::CreateImplicit(
            Ctx, (Twine(Key) + Name + Suffix).str(), Range));
      FD->addAttr(BTFDeclTagAttr::CreateImplicit(
          Ctx, "coro_abi:" + std::to_string(bpfcoro::ABIVersion), Range));
    }
    return AttributeApplied;
  }

private:
  /// Whether the attribute is followed by an argument list the parser
  /// skipped: clang drops the arguments of a [[scope::name(...)]] attribute
  /// it does not know, plugin attributes included.
  static bool hasSkippedArguments(Sema &S, const ParsedAttr &Attr) {
    if (Attr.isGNUAttribute())
      return false;
    std::optional<Token> Next = Lexer::findNextToken(
        Attr.getRange().getEnd(), S.getSourceManager(), S.getLangOpts());
    return Next && Next->is(tok::l_paren);
  }
};

//===----------------------------------------------------------------------===//
// The checker: runs over the whole translation unit once it is parsed
//===----------------------------------------------------------------------===//

class CoroChecker : public RecursiveASTVisitor<CoroChecker> {
public:
  explicit CoroChecker(ASTContext &Ctx) : Ctx(Ctx), DE(Ctx.getDiagnostics()) {}

  /// Checks the whole translation unit.
  void run() {
    TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const FunctionDecl *FD : Coroutines)
      checkSignature(FD);
    for (const PendingYield &Y : PendingYields)
      reportYieldOutside(Y);
    warnNeverStarted();
  }

  /// A static function nothing calls is not emitted, so the pass never sees
  /// it and never lays its frame out. (After an error, one more message
  /// about the same code would be noise.)
  void warnNeverStarted() {
    if (DE.hasErrorOccurred())
      return;
    llvm::SmallPtrSet<const FunctionDecl *, 8> Started;
    for (const auto &[Ref, How] : AllowedRefs)
      if (How == Use::Start)
        if (const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl()))
          Started.insert(FD->getCanonicalDecl());
    for (const FunctionDecl *FD : Coroutines)
      if (const FunctionDecl *Def = FD->getDefinition())
        if (!Started.count(FD) && !Def->isInvalidDecl())
          report(DE, Def->getLocation(), CoroDiag::NeverStarted)
              << Def->getName();
  }

  // The context: the function, block or captured region whose code is being
  // visited (null at file scope), and the function that lexically encloses it.
  bool TraverseFunctionDecl(FunctionDecl *FD) {
    ContextRAII Scope(*this, FD, FD);
    return RecursiveASTVisitor::TraverseFunctionDecl(FD);
  }
  bool TraverseBlockDecl(BlockDecl *BD) {
    ContextRAII Scope(*this, BD, EnclosingFn);
    return RecursiveASTVisitor::TraverseBlockDecl(BD);
  }
  bool TraverseCapturedDecl(CapturedDecl *CD) {
    ContextRAII Scope(*this, CD, EnclosingFn);
    return RecursiveASTVisitor::TraverseCapturedDecl(CD);
  }

  // sizeof, _Alignof and typeof do not evaluate their operand: naming a
  // coroutine or yielding there does nothing (a variable-length array
  // operand of sizeof is evaluated, so it is still checked).
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E,
                                        DataRecursionQueue *Queue = nullptr) {
    if (!E->isArgumentType() &&
        !E->getArgumentExpr()->getType()->isVariableArrayType())
      return true;
    return RecursiveASTVisitor::TraverseUnaryExprOrTypeTraitExpr(E, Queue);
  }
  bool TraverseTypeOfExprTypeLoc(TypeOfExprTypeLoc, bool) { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (isCoro(FD))
      Coroutines.insert(FD->getCanonicalDecl());
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    const FunctionDecl *Coro = currentCoro();
    if (!Coro || !VD->hasLocalStorage() || isa<ParmVarDecl>(VD) ||
        VD->isInvalidDecl() || !VD->getType()->isVariableArrayType())
      return true;
    report(DE, VD->getLocation(), CoroDiag::VariableLengthArray) << Coro << VD;
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (const DeclRefExpr *Ref = getCalleeRef(CE))
      CalleeRefs.insert(Ref);
    const FunctionDecl *Callee = CE->getDirectCallee();
    if (!Callee)
      return true;
    switch (getMarker(Callee)) {
    case Marker::Yield:
      checkYield(CE);
      return true;
    case Marker::Start:
      checkStart(CE);
      return true;
    case Marker::Resume:
      checkResumeOrDestroy(CE, /*IsDestroy=*/false);
      return true;
    case Marker::Destroy:
      checkResumeOrDestroy(CE, /*IsDestroy=*/true);
      return true;
    case Marker::ZeroFrame:
      checkZeroFrame(CE);
      return true;
    case Marker::None:
      break;
    }
    const FunctionDecl *Coro = currentCoro();
    if (!Coro || isCoro(Callee))
      return true; // Coroutine callees are checked at their name.
    checkBuiltinCall(CE, Callee, Coro);
    // Remember the first call of each helper, for the note of a yield in it.
    HelperCalls.try_emplace(Callee->getCanonicalDecl(),
                            locOf(CE, CE->getBeginLoc()), Coro);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(DRE->getDecl());
    if (!FD)
      return true;
    SourceLocation Loc = DRE->getLocation();
    if (getMarker(FD) != Marker::None) {
      if (!CalleeRefs.count(DRE))
        report(DE, Loc, CoroDiag::MarkerAsValue) << FD;
      return true;
    }
    if (!isCoro(FD)) {
      // A function named, not called, in a coroutine: a callback (bpf_loop,
      // timers, for_each_map_elem), for the note of a yield in it.
      if (const FunctionDecl *Coro = currentCoro())
        if (!CalleeRefs.count(DRE))
          CallbackRefs.try_emplace(FD->getCanonicalDecl(), Loc, Coro);
      return true;
    }

    const FunctionDecl *Self = currentCoro();
    bool IsSelf = Self && Self->getCanonicalDecl() == FD->getCanonicalDecl();
    auto It = AllowedRefs.find(DRE);
    if (It != AllowedRefs.end()) {
      // Destroying a frame of one's own kind runs only the destroy function:
      // no cycle. Starting or resuming one is recursion.
      if (IsSelf && It->second != Use::Destroy && It->second != Use::ZeroFrame)
        report(DE, Loc, CoroDiag::Recursion)
            << FD << (It->second == Use::Start ? 1 : 2);
      return true;
    }
    if (CalleeRefs.count(DRE)) {
      if (IsSelf)
        report(DE, Loc, CoroDiag::Recursion) << FD << 0;
      else
        report(DE, Loc, CoroDiag::DirectCall) << FD << FD->getName();
      return true;
    }
    report(DE, Loc, CoroDiag::UsedAsValue) << FD << FD->getName();
    return true;
  }

private:
  /// How a name of a coroutine may be used.
  enum class Use { Start, Resume, Destroy, ZeroFrame };

  struct PendingYield {
    SourceLocation Loc;
    const Decl *Context;
    const FunctionDecl *EnclosingFn;
  };

  /// Sets the context for the traversal of one function, block or region.
  class ContextRAII {
  public:
    ContextRAII(CoroChecker &C, const Decl *NewContext,
                const FunctionDecl *NewEnclosingFn)
        : C(C), OldContext(C.Context), OldEnclosingFn(C.EnclosingFn) {
      C.Context = NewContext;
      C.EnclosingFn = NewEnclosingFn;
    }
    ~ContextRAII() {
      C.Context = OldContext;
      C.EnclosingFn = OldEnclosingFn;
    }

  private:
    CoroChecker &C;
    const Decl *OldContext;
    const FunctionDecl *OldEnclosingFn;
  };

  /// The coroutine whose own code is being visited, if any (not a block in
  /// it).
  const FunctionDecl *currentCoro() const {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(Context);
    return isCoro(FD) ? FD : nullptr;
  }

  void checkYield(const CallExpr *CE) {
    if (currentCoro())
      return;
    // Reported after the traversal, once every call of a helper is known.
    PendingYields.push_back(
        {locOf(CE, CE->getBeginLoc()), Context, EnclosingFn});
  }

  void reportYieldOutside(const PendingYield &Y) {
    std::string Where;
    const auto *Fn = dyn_cast_or_null<FunctionDecl>(Y.Context);
    if (Fn && Fn->getIdentifier())
      Where = ("function '" + Fn->getName() + "'").str();
    else if (Fn)
      Where = "this function";
    else if (isa_and_nonnull<BlockDecl>(Y.Context))
      Where = "a block";
    else if (Y.Context)
      Where = "a captured region";
    else
      Where = "a file-scope initializer";
    report(DE, Y.Loc, CoroDiag::YieldOutside) << Where;

    if (Fn) {
      auto It = HelperCalls.find(Fn->getCanonicalDecl());
      auto Cb = CallbackRefs.find(Fn->getCanonicalDecl());
      if (It != HelperCalls.end())
        report(DE, It->second.first, CoroDiag::NoteHelperCalledHere)
            << Fn << It->second.second;
      else if (Cb != CallbackRefs.end())
        report(DE, Cb->second.first, CoroDiag::NoteCallbackPassedHere)
            << Fn << Cb->second.second;
    } else if (Y.Context && isCoro(Y.EnclosingFn)) {
      report(DE, Y.Context->getLocation(), CoroDiag::NoteBlockInCoro)
          << Y.EnclosingFn;
    }
  }

  void checkStart(const CallExpr *CE) {
    SourceLocation CallLoc = locOf(CE, CE->getBeginLoc());
    if (CE->getNumArgs() != 3) {
      report(DE, CallLoc, CoroDiag::StartArgCount) << CE->getNumArgs();
      return;
    }
    // bpf_coro_start(frame, call, out) is __bpf_coro_start(frame, out, call).
    const Expr *Arg = CE->getArg(2);
    const Expr *Inner = Arg ? Arg->IgnoreParenImpCasts() : nullptr;
    const auto *Call = dyn_cast_or_null<CallExpr>(Inner);
    const DeclRefExpr *Ref = Call ? getCalleeRef(Call) : nullptr;
    const auto *FD =
        Ref ? dyn_cast_or_null<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (FD && isCoro(FD)) {
      AllowedRefs[Ref] = Use::Start;
      return;
    }
    report(DE, locOf(Inner, CallLoc), CoroDiag::StartNeedsCoroCall);
    if (Ref)
      noteNotACoro(Ref->getDecl());
  }

  void checkResumeOrDestroy(const CallExpr *CE, bool IsDestroy) {
    SourceLocation CallLoc = locOf(CE, CE->getBeginLoc());
    const Expr *Arg = CE->getNumArgs() > 0 ? CE->getArg(0) : nullptr;
    const DeclRefExpr *Ref = getNamedRef(Arg);
    const auto *FD =
        Ref ? dyn_cast_or_null<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (FD && isCoro(FD)) {
      AllowedRefs[Ref] = IsDestroy ? Use::Destroy : Use::Resume;
      return;
    }
    report(DE, locOf(Arg ? Arg->IgnoreParenCasts() : nullptr, CallLoc),
           CoroDiag::ResumeNeedsCoro)
        << IsDestroy;
    if (Ref)
      noteNotACoro(Ref->getDecl());
  }

  void checkZeroFrame(const CallExpr *CE) {
    const Expr *Arg = CE->getNumArgs() == 1 ? CE->getArg(0) : nullptr;
    const DeclRefExpr *Ref = getNamedRef(Arg);
    const auto *FD =
        Ref ? dyn_cast_or_null<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (FD && isCoro(FD)) {
      AllowedRefs[Ref] = Use::ZeroFrame;
      return;
    }
    report(DE,
           locOf(Arg ? Arg->IgnoreParenCasts() : nullptr,
                 locOf(CE, CE->getBeginLoc())),
           CoroDiag::ZeroFrameNeedsCoro);
    if (Ref)
      noteNotACoro(Ref->getDecl());
  }

  void noteNotACoro(const ValueDecl *D) {
    if (D && D->getLocation().isValid() && !D->isImplicit())
      report(DE, D->getLocation(), CoroDiag::NoteNotACoro) << D;
  }

  /// Builtins a coroutine body cannot use.
  void checkBuiltinCall(const CallExpr *CE, const FunctionDecl *Callee,
                        const FunctionDecl *Coro) {
    SourceLocation Loc = locOf(CE, CE->getBeginLoc());
    switch (Callee->getBuiltinID()) {
    case Builtin::BI__builtin_alloca:
    case Builtin::BIalloca:
    case Builtin::BI_alloca:
    case Builtin::BI__builtin_alloca_uninitialized:
    case Builtin::BI__builtin_alloca_with_align:
    case Builtin::BI__builtin_alloca_with_align_uninitialized:
      report(DE, Loc, CoroDiag::Alloca) << Coro << Callee;
      return;
    case Builtin::BI__builtin_setjmp:
    case Builtin::BI__builtin_longjmp:
    case Builtin::BIsetjmp:
    case Builtin::BI_setjmp:
    case Builtin::BIsigsetjmp:
    case Builtin::BI__sigsetjmp:
    case Builtin::BIsavectx:
    case Builtin::BIgetcontext:
    case Builtin::BIlongjmp:
    case Builtin::BI_longjmp:
    case Builtin::BIsiglongjmp:
      report(DE, Loc, CoroDiag::SetJmp) << Coro << Callee;
      return;
    default:
      break;
    }
    // Any other function that returns twice (a setjmp of another name).
    if (Callee->hasAttr<ReturnsTwiceAttr>())
      report(DE, Loc, CoroDiag::SetJmp) << Coro << Callee;
  }

  /// Integer, enum or bool of at most 64 bits; or, if AllowPointer, a
  /// pointer.
  bool isCoroScalar(QualType T, bool AllowPointer) const {
    if (T.isNull())
      return false;
    T = T.getCanonicalType();
    if (AllowPointer && T->isPointerType())
      return true;
    // isIntegralOrEnumerationType() is false for an incomplete enum, so the
    // size below is always known.
    return T->isIntegralOrEnumerationType() && Ctx.getTypeSize(T) <= 64;
  }

  /// Checks the declaration of coroutine FD (its definition if it has one).
  void checkSignature(const FunctionDecl *FD) {
    if (const FunctionDecl *Def = FD->getDefinition())
      FD = Def;
    else
      for (const FunctionDecl *R : FD->redecls())
        if (const AnnotateAttr *A = getCoroAnnotation(R);
            A && !A->isInherited())
          FD = R; // A declaration the attribute is written on.
    if (FD->isInvalidDecl())
      return; // Clang has said what is wrong already.
    SourceLocation Loc = FD->getLocation();

    if (!FD->hasPrototype())
      report(DE, Loc, CoroDiag::NoPrototype) << FD;
    if (FD->isVariadic()) {
      SourceLocation Ellipsis = FD->getEllipsisLoc();
      report(DE, Ellipsis.isValid() ? Ellipsis : Loc, CoroDiag::Variadic)
          << FD << bpfcoro::MaxCoroParams;
    }
    // In C the first declaration decides the linkage of a function.
    if (FD->getCanonicalDecl()->getStorageClass() != SC_Static)
      report(DE, Loc, CoroDiag::NotStatic) << FD;

    QualType Ret = FD->getReturnType();
    if (!Ret.isNull() && !isCoroScalar(Ret, /*AllowPointer=*/false)) {
      SourceLocation RetLoc = FD->getReturnTypeSourceRange().getBegin();
      report(DE, RetLoc.isValid() ? RetLoc : Loc, CoroDiag::BadReturnType)
          << FD << Ret;
    }

    unsigned NumParams = FD->getNumParams();
    if (NumParams > bpfcoro::MaxCoroParams) {
      const ParmVarDecl *Extra = FD->getParamDecl(bpfcoro::MaxCoroParams);
      SourceLocation ExtraLoc = Extra ? Extra->getBeginLoc() : Loc;
      report(DE, ExtraLoc.isValid() ? ExtraLoc : Loc, CoroDiag::TooManyParams)
          << FD << NumParams << bpfcoro::MaxCoroParams;
    }
    for (const ParmVarDecl *P : FD->parameters()) {
      if (!P || P->isInvalidDecl())
        continue;
      // An array parameter is a pointer in disguise; ask for the pointer.
      QualType Written = P->getOriginalType();
      bool IsArray = !Written.isNull() && Written->isArrayType();
      if (!IsArray && isCoroScalar(P->getType(), /*AllowPointer=*/true))
        continue;
      SourceLocation PLoc = P->getBeginLoc();
      report(DE, PLoc.isValid() ? PLoc : Loc, CoroDiag::BadParamType)
          << FD << (IsArray ? Written : P->getType());
    }

    if (const auto *AI = FD->getAttr<AlwaysInlineAttr>()) {
      SourceLocation AILoc = AI->getLocation();
      report(DE, AILoc.isValid() ? AILoc : Loc, CoroDiag::AlwaysInline) << FD;
    }
  }

  ASTContext &Ctx;
  DiagnosticsEngine &DE;
  const Decl *Context = nullptr;
  const FunctionDecl *EnclosingFn = nullptr;

  /// Canonical declarations of the coroutines, in source order.
  llvm::SetVector<const FunctionDecl *> Coroutines;
  /// Names that a call calls through.
  llvm::DenseSet<const DeclRefExpr *> CalleeRefs;
  /// Names of coroutines in the places bpf_coro.h allows them.
  llvm::DenseMap<const DeclRefExpr *, Use> AllowedRefs;
  /// First call of each function from a coroutine: where, and from which.
  llvm::DenseMap<const FunctionDecl *,
                 std::pair<SourceLocation, const FunctionDecl *>>
      HelperCalls;
  /// First mention of each function passed as a callback from a coroutine.
  llvm::DenseMap<const FunctionDecl *,
                 std::pair<SourceLocation, const FunctionDecl *>>
      CallbackRefs;
  llvm::SmallVector<PendingYield, 4> PendingYields;
};

class BPFCoroConsumer : public ASTConsumer {
public:
  void HandleTranslationUnit(ASTContext &Ctx) override {
    CoroChecker(Ctx).run();
  }
};

//===----------------------------------------------------------------------===//
// The plugin action
//===----------------------------------------------------------------------===//

class BPFCoroAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // The predefines are read when the main file is entered, which happens
    // after the consumers are created: bpf_coro.h sees the macro.
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + "#define __BPF_CORO_PLUGIN__ 1\n");
    return std::make_unique<BPFCoroConsumer>();
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    if (Args.empty())
      return true;
    DiagnosticsEngine &DE = CI.getDiagnostics();
    DE.Report(
        DE.getCustomDiagID(DiagnosticsEngine::Error,
                           "the bpfcoro plugin takes no arguments, got '%0'"))
        << Args.front();
    return false;
  }

  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static ParsedAttrInfoRegistry::Add<BPFCoroAttrInfo>
    RegisterAttr("bpf_coro", "marks a C function as a BPF coroutine");

static FrontendPluginRegistry::Add<BPFCoroAction>
    RegisterAction("bpfcoro",
                   "C coroutines for BPF: the __bpf_coro attribute and its "
                   "source-level checks");
