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
//     to compile without the plugin; when clang only preprocesses (-E, -M,
//     -save-temps, ccache), its handler of '#pragma bpfcoro plugin', which
//     the header issues, defines the macro instead;
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
//     a coroutine named nowhere else, a pointer yielded, BPF_CORO_FRAME() of
//     a name that is no coroutine, a user's name ending in a generated
//     suffix, __bpf_coro_percpu on what is not a coroutine); and what the
//     command line must give a file that uses
//     bpfcoro: C, full debug info (checked before each declaration is
//     generated: with line tables only clang crashes on the markers),
//     -mcpu=v3 or later, and the pass plugin when emitting code.
//     docs/diagnostics.md lists every error. Each misuse is one error: the
//     checker skips what clang already reported (RecoveryExprs, a coroutine
//     declared invalid, the names inside a call it reported).
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
#include "clang/Basic/CodeGenOptions.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/ParsedAttrInfo.h"
#include "clang/Basic/TargetOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

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
  PerCPUNotCoro,
  TakesNoArguments,
  NoPrototype,
  Variadic,
  NotStatic,
  BadReturnType,
  TooManyParams,
  BadParamType,
  AlwaysInline,
  NoReturn,
  VariableLengthArray,
  Alloca,
  SetJmp,
  Recursion,
  YieldOutside,
  AwaitOutside,
  AwaitNotCall,
  AwaitThroughPointer,
  SelfOutside,
  NoteHelperCalledHere,
  NoteCallbackPassedHere,
  NoteBlockInCoro,
  StartNeedsCoroCall,
  ResumeNeedsCoro,
  NoteNotACoro,
  DirectCall,
  UsedAsValue,
  MarkerAsValue,
  NeverStarted,
  ZeroFrameNeedsCoro,
  MacroArgCount,
  YieldPointer,
  FrameOfNoCoro,
  ReservedName,
  ReservedNameOfCoro,
  LineTablesOnly,
  CPUWithoutALU32,
  NoPassPlugin,
  NotBPFTarget,
  LLVMPassesDisabled,
  NotC,
  UnknownPragma,
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
  case CoroDiag::PerCPUNotCoro:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro_percpu' applies only to a '__bpf_coro' function, "
               "and %0 is not one; mark it '__bpf_coro' too, or drop "
               "'__bpf_coro_percpu'");
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
               "BPF passes 5 arguments in registers%select{ and the start "
               "function takes the frame and the result pointer first|}3: "
               "pass a pointer to a struct instead");
  case CoroDiag::BadParamType:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot take a parameter of type %1; "
               "take only integer, enum, bool or pointer parameters (pass a "
               "struct or an array by pointer)");
  case CoroDiag::AlwaysInline:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot be always_inline; the pass "
               "must see it as a function of its own: remove always_inline");
  case CoroDiag::NoReturn:
    return DE.getCustomDiagID(
        Error, "'__bpf_coro' function %0 cannot be noreturn; its start and "
               "resume return to their caller at every suspension: remove the "
               "noreturn attribute (a coroutine may still loop forever)");
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
        Error, "%0() in %1, which is not a '__bpf_coro' function; "
               "%0() suspends the enclosing __bpf_coro function; "
               "it can only appear directly in one");
  case CoroDiag::AwaitOutside:
    return DE.getCustomDiagID(
        Error, "bpf_coro_await() in %0, which is not a '__bpf_coro' function; "
               "bpf_coro_await() suspends the enclosing __bpf_coro function; "
               "it can only appear directly in one");
  case CoroDiag::AwaitNotCall:
    return DE.getCustomDiagID(
        Error, "bpf_coro_await() takes the call of the kfunc that suspends "
               "the coroutine, e.g. bpf_coro_await(bpf_blk_read_coro(io, buf, "
               "BPF_CORO_SELF)), but this argument has no call in it");
  case CoroDiag::AwaitThroughPointer:
    return DE.getCustomDiagID(
        Error, "bpf_coro_await() calls %0 through a pointer (a BPF helper), "
               "but only a kfunc (declared 'extern ... __ksym') that takes "
               "the frame through a '__coro_suspend' parameter can suspend "
               "a coroutine");
  case CoroDiag::SelfOutside:
    return DE.getCustomDiagID(
        Error, "BPF_CORO_SELF in %0, which is not a '__bpf_coro' function; "
               "it stands for the frame of the enclosing __bpf_coro function, "
               "as the frame argument of the kfunc in bpf_coro_await()");
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
  case CoroDiag::MacroArgCount:
    return DE.getCustomDiagID(Error,
                              "%0() takes %1 argument%s1, not %2; write %3");
  case CoroDiag::YieldPointer:
    return DE.getCustomDiagID(
        Error, "bpf_coro_yield() cannot hand out a pointer (%0): the caller "
               "receives a plain number in a long, which the verifier does not "
               "let it dereference ('invalid mem access 'scalar''); yield an "
               "integer instead (an index, a key) and look the object up "
               "again from it");
  case CoroDiag::FrameOfNoCoro:
    return DE.getCustomDiagID(
        Error, "BPF_CORO_FRAME(%0) names no '__bpf_coro' function of this "
               "file, so 'struct %0__coro_frame' is never laid out and a map "
               "of it fails to load%select{|; did you mean '%2'?}1");
  case CoroDiag::ReservedName:
    return DE.getCustomDiagID(
        Error, "%select{struct|union|enum|function|variable}0 '%1' uses a "
               "name bpfcoro reserves: every name ending in '%2' is what the "
               "compiler generates for a '__bpf_coro' function (here one "
               "named '%3'), in the object and in BTF; rename it");
  case CoroDiag::ReservedNameOfCoro:
    return DE.getCustomDiagID(
        Error, "%select{struct|union|enum|function|variable}0 '%1' takes the "
               "name of the %select{frame type|state enum|resume function|"
               "destroy function}2 the compiler generates for '__bpf_coro' "
               "function '%3'; rename it");
  case CoroDiag::LineTablesOnly:
    return DE.getCustomDiagID(
        Error, "bpfcoro needs full debug info, and %0 gives line tables "
               "only: the frame type reaches libbpf only through BTF, which "
               "clang builds from full debug info; compile with -g");
  case CoroDiag::CPUWithoutALU32:
    return DE.getCustomDiagID(
        Error, "bpfcoro needs -mcpu=v3 or later, and this file is compiled "
               "with -mcpu=%0%select{| (the running kernel's, probed)}1%select{"
               ": the split claims a frame with 32-bit atomic "
               "compare-and-exchange, which BPF has only with ALU32|, and "
               "+alu32 alone gives no 32-bit jumps: the BPF back end then "
               "compares a 32-bit value zero-extended with a constant "
               "sign-extended, and every test of a frame's state against a "
               "constant above 0x7fffffff fails (resumes report corrupt "
               "frames)}2; compile with -mcpu=v3 (v4 works too)");
  case CoroDiag::NoPassPlugin:
    return DE.getCustomDiagID(
        Error, "the bpfcoro pass plugin is not loaded: nothing splits the "
               "'__bpf_coro' functions or replaces the bpf_coro_*() markers, "
               "and libbpf would refuse the object (failed to find BTF for "
               "extern '__bpf_coro_start'); add "
               "-fpass-plugin=<build>/lib/BPFCoroPasses.so next to -fplugin");
  case CoroDiag::NotBPFTarget:
    return DE.getCustomDiagID(
        Error, "bpfcoro compiles '__bpf_coro' functions for BPF only, and "
               "this file is compiled for %0: the split emits BPF compare "
               "intrinsics and frames for BPF maps; compile with "
               "--target=bpf");
  case CoroDiag::LLVMPassesDisabled:
    return DE.getCustomDiagID(
        Error, "the bpfcoro pass plugin runs in LLVM's pass pipeline, which "
               "-disable-llvm-passes (-disable-llvm-optzns) turns off: "
               "nothing would split the '__bpf_coro' functions, and libbpf "
               "would refuse the object (failed to find BTF for extern "
               "'__bpf_coro_start'); drop the flag, or emit IR with "
               "-emit-llvm and compile it with the pass plugin after");
  case CoroDiag::NotC:
    return DE.getCustomDiagID(
        Error, "bpfcoro supports C only, and this file is compiled as %0; "
               "compile it as C (a .c file, or -x c)");
  case CoroDiag::UnknownPragma:
    return DE.getCustomDiagID(
        Error, "unknown '#pragma bpfcoro%select{| %1}0'; bpf_coro.h issues "
               "only '#pragma bpfcoro plugin'");
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

/// bpfcoro's language: C, not C++ or Objective-C (the action reports those).
bool isC(const LangOptions &LO) { return !LO.CPlusPlus && !LO.ObjC; }

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
enum class Marker {
  None,
  Yield,
  Sleep,
  Defer,
  UserReturn,
  Start,
  Resume,
  Destroy,
  ZeroFrame,
  WrongArgs
};

/// What bpf_coro.h expands a bpf_coro_*() macro with the wrong number of
/// arguments to: __bpf_coro_wrong_args(<index in MacroShapes>, args...).
constexpr const char *WrongArgsMarker = "__bpf_coro_wrong_args";
struct MacroShape {
  const char *Name;
  unsigned NumArgs;
  const char *Usage;
};
constexpr MacroShape MacroShapes[] = {
    {"bpf_coro_yield", 1, "bpf_coro_yield(value)"},
    {"bpf_coro_start", 3, "bpf_coro_start(frame, fn(args), &out)"},
    {"bpf_coro_resume", 4, "bpf_coro_resume(fn, frame, in, &out)"},
    {"bpf_coro_destroy", 2, "bpf_coro_destroy(fn, frame)"},
    {"bpf_coro_sleep", 2, "bpf_coro_sleep(&map, ns)"},
    {"bpf_coro_defer", 1, "bpf_coro_defer(&map)"},
    {"bpf_coro_user_return", 1, "bpf_coro_user_return(&map)"}};

Marker getMarker(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier() ||
      !FD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return Marker::None;
  StringRef Name = FD->getName();
  if (Name == bpfcoro::YieldMarker)
    return Marker::Yield;
  if (Name == bpfcoro::SleepMarker)
    return Marker::Sleep;
  if (Name == bpfcoro::DeferMarker)
    return Marker::Defer;
  if (Name == bpfcoro::UserReturnMarker)
    return Marker::UserReturn;
  if (Name == bpfcoro::StartMarker)
    return Marker::Start;
  if (Name == bpfcoro::ResumeMarker)
    return Marker::Resume;
  if (Name == bpfcoro::DestroyMarker)
    return Marker::Destroy;
  if (Name == bpfcoro::ZeroFrameMarker)
    return Marker::ZeroFrame;
  if (Name == WrongArgsMarker)
    return Marker::WrongArgs;
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
    if (!isC(S.getLangOpts()))
      return reportNotC(S, Attr), false;
    report(S.getDiagnostics(), Attr.getLoc(), CoroDiag::NotAFunction)
        << describeDecl(D);
    return false;
  }

  bool diagAppertainsToStmt(Sema &S, const ParsedAttr &Attr,
                            const Stmt *St) const override {
    if (!isC(S.getLangOpts()))
      return reportNotC(S, Attr), false;
    report(S.getDiagnostics(), Attr.getLoc(), CoroDiag::NotAFunction)
        << "a statement";
    return false;
  }

  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (FD && !isC(S.getLangOpts()))
      reportNotC(S, Attr);
    if (!FD || !isC(S.getLangOpts()))
      return AttributeNotApplied; // Diagnosed.
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

    // A void result is reported here, while the declaration is parsed, and
    // the function marked invalid: clang then says nothing more of the calls
    // that start it (bpf_coro_start() passes the call on as a variadic
    // argument, which would be "argument type 'void' is incomplete" at every
    // start, and the checker's own errors after it).
    if (FD->getReturnType()->isVoidType()) {
      SourceLocation RetLoc = FD->getReturnTypeSourceRange().getBegin();
      report(S.getDiagnostics(), RetLoc.isValid() ? RetLoc : FD->getLocation(),
             CoroDiag::BadReturnType)
          << FD << FD->getReturnType();
      FD->setInvalidDecl();
    }
    return AttributeApplied;
  }

private:
  /// Says once, at the first coroutine, that bpfcoro is C only: the checks
  /// and the pass know C's names and rules (in C++ they would speak of
  /// mangled names).
  static void reportNotC(Sema &S, const ParsedAttr &Attr) {
    static bool Said = false; // one compiler invocation per process
    if (Said)
      return;
    Said = true;
    const LangOptions &LO = S.getLangOpts();
    report(S.getDiagnostics(), Attr.getLoc(), CoroDiag::NotC)
        << (LO.CPlusPlus && LO.ObjC ? "Objective-C++"
            : LO.CPlusPlus          ? "C++"
                                    : "Objective-C");
  }

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

/// What the checker needs of the command line.
struct CompileFacts {
  /// -mcpu, resolved if it was "probe"; empty when not compiling for BPF.
  std::string CPU;
  bool CPUProbed = false;
  /// ALU32 switched on by hand (-Xclang -target-feature -Xclang +alu32),
  /// which gives no JMP32.
  bool ForcedALU32 = false;
  /// The action produces BPF code (-c, -S), which needs the pass plugin.
  bool EmitsCode = false;
  /// Some -fpass-plugin names BPFCoroPasses.
  bool HasPassPlugin = false;
  /// The target triple (BPF where CPU is set).
  std::string Triple;
  /// -disable-llvm-passes: the pass plugin would not run.
  bool LLVMPassesDisabled = false;
  /// -mllvm -bpf-coro-target=prototype (the last such option wins).
  bool PrototypeTarget = false;
};

/// The names the compiler generates for a coroutine fn: fn + suffix.
struct ReservedSuffix {
  const char *Suffix;
  bool IsTag; // A struct/union/enum name, else a function or variable name.
};
constexpr ReservedSuffix ReservedSuffixes[] = {{"__coro_frame", true},
                                               {"__coro_state", true},
                                               {"__coro_resume", false},
                                               {"__coro_destroy", false}};

/// Collects the names in an expression, to keep the checker quiet about the
/// coroutines named in the arguments of a call it already reported.
class RefCollector : public RecursiveASTVisitor<RefCollector> {
public:
  explicit RefCollector(llvm::DenseSet<const DeclRefExpr *> &Refs)
      : Refs(Refs) {}
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    Refs.insert(DRE);
    return true;
  }

private:
  llvm::DenseSet<const DeclRefExpr *> &Refs;
};

class CoroChecker : public RecursiveASTVisitor<CoroChecker> {
public:
  CoroChecker(ASTContext &Ctx, const CompileFacts &Facts)
      : Ctx(Ctx), DE(Ctx.getDiagnostics()), Facts(Facts) {}

  /// Checks the whole translation unit.
  void run() {
    TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const FunctionDecl *FD : Coroutines)
      checkSignature(FD);
    checkReservedNames();
    checkFrameNames();
    checkCommandLine();
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
  // Nor do _Generic's controlling expression and unselected associations,
  // nor __builtin_choose_expr's unchosen operand: only what is selected.
  bool TraverseGenericSelectionExpr(GenericSelectionExpr *E,
                                    DataRecursionQueue *Queue = nullptr) {
    if (E->isResultDependent())
      return RecursiveASTVisitor::TraverseGenericSelectionExpr(E, Queue);
    return TraverseStmt(E->getResultExpr(), Queue);
  }
  bool TraverseChooseExpr(ChooseExpr *E, DataRecursionQueue *Queue = nullptr) {
    if (E->isConditionDependent())
      return RecursiveASTVisitor::TraverseChooseExpr(E, Queue);
    return TraverseStmt(E->getChosenSubExpr(), Queue);
  }

  // Clang has reported whatever it could not build; what is left of it (a
  // marker or a coroutine no longer in a call) would only be an error more
  // about the same mistake.
  bool TraverseRecoveryExpr(RecoveryExpr *, DataRecursionQueue * = nullptr) {
    return true;
  }

  bool VisitTagDecl(TagDecl *TD) {
    if (TD->isImplicit() || !TD->getIdentifier())
      return true;
    StringRef Name = TD->getName();
    for (const ReservedSuffix &R : ReservedSuffixes)
      if (R.IsTag && Name.ends_with(R.Suffix) &&
          Name.size() > StringRef(R.Suffix).size()) {
        if (TD->isThisDeclarationADefinition())
          ReservedUses.push_back({TD, &R});
        else if (&R == &ReservedSuffixes[0] && !TD->getPreviousDecl())
          FrameNames.push_back(TD);
      }
    return true;
  }

  /// `__bpf_coro_percpu` (an annotate attribute: runtime/bpf_coro.h) on
  /// anything but a coroutine, once where it is written (later declarations
  /// inherit it).
  bool VisitDecl(Decl *D) {
    for (const auto *A : D->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == bpfcoro::PerCPUAnnotation &&
          !A->isInherited() && !isCoro(dyn_cast<FunctionDecl>(D))) {
        auto *ND = dyn_cast<NamedDecl>(D);
        report(DE, A->getLocation(), CoroDiag::PerCPUNotCoro)
            << (ND ? "'" + ND->getNameAsString() + "'" : "this declaration");
      }
    return true;
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (isCoro(FD)) {
      Coroutines.insert(FD->getCanonicalDecl());
      noteUse(FD->getLocation());
    }
    checkReservedValueName(FD);
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (!isa<ParmVarDecl>(VD) && !VD->hasLocalStorage())
      checkReservedValueName(VD);
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
      checkYield(CE, "bpf_coro_yield");
      return true;
    case Marker::Sleep:
      checkYield(CE, "bpf_coro_sleep");
      return true;
    case Marker::Defer:
      checkYield(CE, "bpf_coro_defer");
      return true;
    case Marker::UserReturn:
      checkYield(CE, "bpf_coro_user_return");
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
    case Marker::WrongArgs:
      checkWrongArgs(CE);
      return true;
    case Marker::None:
      break;
    }
    if (Callee->getIdentifier() &&
        Callee->getDeclContext()->getRedeclContext()->isTranslationUnit()) {
      if (Callee->getName() == bpfcoro::AwaitMarker) {
        checkAwait(CE);
        return true;
      }
      if (Callee->getName() == bpfcoro::SelfMarker) {
        if (!currentCoro())
          report(DE, locOf(CE, CE->getBeginLoc()), CoroDiag::SelfOutside)
              << describeContext(Context);
        return true;
      }
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
    if (IgnoredRefs.count(DRE))
      return true;
    if (getMarker(FD) != Marker::None) {
      noteUse(Loc);
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
    const char *Macro;
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

  /// A suspension: bpf_coro_yield() or an await (\p Macro says which).
  void checkYield(const CallExpr *CE, const char *Macro) {
    if (currentCoro()) {
      if (StringRef(Macro) == "bpf_coro_yield")
        checkYieldedValue(CE);
      return;
    }
    // Reported after the traversal, once every call of a helper is known.
    PendingYields.push_back(
        {locOf(CE, CE->getBeginLoc()), Macro, Context, EnclosingFn});
  }

  /// Where a marker outside a coroutine is, for the error.
  static std::string describeContext(const Decl *Context) {
    const auto *Fn = dyn_cast_or_null<FunctionDecl>(Context);
    if (Fn && Fn->getIdentifier())
      return ("function '" + Fn->getName() + "'").str();
    if (Fn)
      return "this function";
    if (isa_and_nonnull<BlockDecl>(Context))
      return "a block";
    if (Context)
      return "a captured region";
    return "a file-scope initializer";
  }

  /// bpf_coro_await(call) is __bpf_coro_await(((void)(call), 0L)): the
  /// call must be what was written, a direct call (the pass checks that it
  /// is a kfunc taking BPF_CORO_SELF once), in a coroutine.
  void checkAwait(const CallExpr *CE) {
    SourceLocation Loc = locOf(CE, CE->getBeginLoc());
    if (!currentCoro()) {
      report(DE, Loc, CoroDiag::AwaitOutside) << describeContext(Context);
      return;
    }
    if (CE->getNumArgs() != 1)
      return;
    const Expr *Arg = CE->getArg(0)->IgnoreParens();
    const auto *Comma = dyn_cast<BinaryOperator>(Arg);
    if (!Comma || Comma->getOpcode() != BO_Comma)
      return; // not the macro's shape: written by hand, left to the pass
    const Expr *Written = Comma->getLHS()->IgnoreParens();
    if (const auto *Void = dyn_cast<CStyleCastExpr>(Written))
      Written = Void->getSubExpr()->IgnoreParens();
    const auto *Call = dyn_cast<CallExpr>(Written->IgnoreImpCasts());
    if (!Call) {
      bool Nested = false;
      struct FindCall : RecursiveASTVisitor<FindCall> {
        bool Found = false;
        bool VisitCallExpr(CallExpr *) {
          Found = true;
          return false;
        }
      } Finder;
      Finder.TraverseStmt(const_cast<Expr *>(Written));
      Nested = Finder.Found;
      // A call inside an expression: the pass says what is wrong with it
      // (its result used, no BPF_CORO_SELF).
      if (!Nested)
        report(DE, locOf(Written, Loc), CoroDiag::AwaitNotCall);
      return;
    }
    if (!Call->getDirectCallee()) {
      const DeclRefExpr *Ref = getCalleeRef(Call);
      std::string Name = Ref && Ref->getDecl()->getIdentifier()
                             ? ("'" + Ref->getDecl()->getName() + "'").str()
                             : std::string("a function");
      report(DE, locOf(Call, Loc), CoroDiag::AwaitThroughPointer) << Name;
    }
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
    report(DE, Y.Loc, CoroDiag::YieldOutside) << Y.Macro << Where;

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

  /// bpf_coro_yield(p) is __bpf_coro_yield((long)(p)): the cast hides the
  /// type, so look under the casts for what was written.
  void checkYieldedValue(const CallExpr *CE) {
    if (CE->getNumArgs() != 1)
      return;
    const Expr *Value = CE->getArg(0)->IgnoreParenCasts();
    QualType T = Value->getType();
    if (T.isNull() ||
        !(T->isPointerType() || T->isArrayType() || T->isFunctionType()))
      return;
    report(DE, locOf(Value, locOf(CE, CE->getBeginLoc())),
           CoroDiag::YieldPointer)
        << T;
  }

  /// Keeps the checker from reporting the names in E once more.
  void ignoreRefsIn(const Expr *E) {
    if (E)
      RefCollector(IgnoredRefs).TraverseStmt(const_cast<Expr *>(E));
  }

  void reportArgCount(const CallExpr *CE, const MacroShape &Shape,
                      unsigned NumArgs) {
    report(DE, locOf(CE, CE->getBeginLoc()), CoroDiag::MacroArgCount)
        << Shape.Name << Shape.NumArgs << NumArgs << Shape.Usage;
    for (const Expr *Arg : CE->arguments())
      ignoreRefsIn(Arg);
  }

  /// __bpf_coro_wrong_args(<macro>, args...): a bpf_coro_*() macro with the
  /// wrong number of arguments.
  void checkWrongArgs(const CallExpr *CE) {
    std::optional<llvm::APSInt> Which;
    if (CE->getNumArgs() > 0)
      Which = CE->getArg(0)->getIntegerConstantExpr(Ctx);
    if (!Which || Which->isNegative() ||
        Which->getZExtValue() >= std::size(MacroShapes)) {
      report(DE, locOf(CE, CE->getBeginLoc()), CoroDiag::MarkerAsValue)
          << CE->getDirectCallee();
      return;
    }
    reportArgCount(CE, MacroShapes[Which->getZExtValue()],
                   CE->getNumArgs() - 1);
  }

  void checkStart(const CallExpr *CE) {
    SourceLocation CallLoc = locOf(CE, CE->getBeginLoc());
    if (CE->getNumArgs() != 3) {
      reportArgCount(CE, MacroShapes[1], CE->getNumArgs());
      return;
    }
    // bpf_coro_start(frame, call, out) is __bpf_coro_start(frame, out, call).
    const Expr *Arg = CE->getArg(2);
    if (Arg && Arg->containsErrors())
      return; // Clang has reported it (e.g. a coroutine declared invalid).
    const Expr *Inner = Arg ? Arg->IgnoreParenImpCasts() : nullptr;
    const auto *Call = dyn_cast_or_null<CallExpr>(Inner);
    const DeclRefExpr *Ref = Call ? getCalleeRef(Call) : nullptr;
    const auto *FD =
        Ref ? dyn_cast_or_null<FunctionDecl>(Ref->getDecl()) : nullptr;
    if (FD && isCoro(FD)) {
      AllowedRefs[Ref] = Use::Start;
      return;
    }
    // A call of an undeclared function: clang has reported it.
    if (Ref && Ref->getDecl()->isImplicit())
      return;
    report(DE, locOf(Inner, CallLoc), CoroDiag::StartNeedsCoroCall);
    ignoreRefsIn(Inner);
    if (Ref)
      noteNotACoro(Ref->getDecl());
  }

  void checkResumeOrDestroy(const CallExpr *CE, bool IsDestroy) {
    SourceLocation CallLoc = locOf(CE, CE->getBeginLoc());
    const Expr *Arg = CE->getNumArgs() > 0 ? CE->getArg(0) : nullptr;
    if (Arg && Arg->containsErrors())
      return; // Clang has reported it (e.g. a coroutine declared invalid).
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
    ignoreRefsIn(Arg);
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

  /// Where FD's own '...' is. FunctionDecl::getEllipsisLoc() reads it from
  /// the function type, which is shared by every function of the same
  /// signature and keeps the ellipsis of the first one declared (in
  /// bpf_coro.h, __bpf_coro_wrong_args is int (int, ...)).
  SourceLocation ellipsisOf(const FunctionDecl *FD) const {
    SourceLocation E = FD->getEllipsisLoc();
    FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
    if (!FTL)
      return E;
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation L = FTL.getLParenLoc(), R = FTL.getRParenLoc();
    if (E.isValid() && L.isValid() && R.isValid() &&
        !SM.isBeforeInTranslationUnit(E, L) &&
        !SM.isBeforeInTranslationUnit(R, E))
      return E;
    SourceLocation From =
        FD->getNumParams()
            ? FD->getParamDecl(FD->getNumParams() - 1)->getEndLoc()
            : L;
    for (int I = 0; I < 3 && From.isValid(); ++I) {
      std::optional<Token> T =
          Lexer::findNextToken(From, SM, Ctx.getLangOpts());
      if (!T)
        break;
      if (T->is(tok::ellipsis))
        return T->getLocation();
      From = T->getLocation();
    }
    return R.isValid() ? R : E;
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
      SourceLocation Ellipsis = ellipsisOf(FD);
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
    unsigned Most = Facts.PrototypeTarget ? bpfcoro::MaxPrototypeCoroParams
                                          : bpfcoro::MaxCoroParams;
    if (NumParams > Most) {
      const ParmVarDecl *Extra = FD->getParamDecl(Most);
      SourceLocation ExtraLoc = Extra ? Extra->getBeginLoc() : Loc;
      report(DE, ExtraLoc.isValid() ? ExtraLoc : Loc, CoroDiag::TooManyParams)
          << FD << NumParams << Most << Facts.PrototypeTarget;
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
    // Clang ends a call of a noreturn function with `unreachable`, so the
    // start call bpf_coro_start() wraps would lose everything after it.
    if (FD->isNoReturn()) {
      SourceLocation NRLoc;
      if (const auto *A = FD->getAttr<NoReturnAttr>())
        NRLoc = A->getLocation();
      else if (const auto *A = FD->getAttr<C11NoReturnAttr>())
        NRLoc = A->getLocation();
      else if (const auto *A = FD->getAttr<CXX11NoReturnAttr>())
        NRLoc = A->getLocation();
      report(DE, NRLoc.isValid() ? NRLoc : Loc, CoroDiag::NoReturn) << FD;
    }
  }

  /// Where the file first uses bpfcoro: a coroutine or a marker.
  void noteUse(SourceLocation Loc) {
    if (FirstUse.isInvalid() && Loc.isValid())
      FirstUse = Loc;
  }

  /// A function or variable with the name of a coroutine's resume or destroy
  /// function, for checkReservedNames().
  void checkReservedValueName(const NamedDecl *ND) {
    if (ND->isImplicit() || !ND->getIdentifier())
      return;
    StringRef Name = ND->getName();
    for (const ReservedSuffix &R : ReservedSuffixes)
      if (!R.IsTag && Name.ends_with(R.Suffix) &&
          Name.size() > StringRef(R.Suffix).size())
        ReservedUses.push_back({ND, &R});
  }

  /// The compiler generates struct fn__coro_frame and enum fn__coro_state
  /// (BTF), and the functions fn__coro_resume and fn__coro_destroy, which
  /// the decl tags of fn name. A user's definition of such a name replaces
  /// the generated frame, or makes the tag name another function. The
  /// suffixes are reserved whatever the prefix: BPF_CORO_FRAME() and
  /// the loaders that read BTF take every such name for a coroutine's, and
  /// a function that becomes a coroutine later must not change meaning.
  void checkReservedNames() {
    llvm::StringMap<const FunctionDecl *> CoroByName;
    for (const FunctionDecl *FD : Coroutines)
      if (FD->getIdentifier())
        CoroByName.try_emplace(FD->getName(), FD);
    for (const auto &[D, R] : ReservedUses) {
      StringRef Name = D->getName();
      StringRef Prefix = Name.drop_back(StringRef(R->Suffix).size());
      unsigned Kind = 3;
      if (const auto *TD = dyn_cast<TagDecl>(D))
        Kind = TD->isUnion() ? 1 : TD->isEnum() ? 2 : 0;
      else if (isa<VarDecl>(D))
        Kind = 4;
      if (CoroByName.count(Prefix))
        report(DE, D->getLocation(), CoroDiag::ReservedNameOfCoro)
            << Kind << Name << unsigned(R - ReservedSuffixes) << Prefix;
      else
        report(DE, D->getLocation(), CoroDiag::ReservedName)
            << Kind << Name << R->Suffix << Prefix;
    }
  }

  /// BPF_CORO_FRAME(fn) of a name that is no coroutine here: the frame
  /// type stays incomplete and libbpf cannot size the map.
  void checkFrameNames() {
    for (const TagDecl *TD : FrameNames) {
      if (TD->getDefinition())
        continue; // Reported as a reserved name.
      StringRef Prefix =
          TD->getName().drop_back(StringRef(ReservedSuffixes[0].Suffix).size());
      const FunctionDecl *Best = nullptr;
      unsigned BestDist = ~0u;
      bool Found = false;
      for (const FunctionDecl *FD : Coroutines) {
        if (!FD->getIdentifier())
          continue;
        if (FD->getName() == Prefix) {
          Found = true;
          break;
        }
        unsigned Dist = Prefix.edit_distance_insensitive(FD->getName());
        // Only a name close enough to be the one meant: a typo, not any
        // coroutine of the file.
        if (Dist > std::max<size_t>(2, Prefix.size() / 3))
          continue;
        if (Dist < BestDist) {
          BestDist = Dist;
          Best = FD;
        }
      }
      if (Found)
        continue;
      report(DE, TD->getLocation(), CoroDiag::FrameOfNoCoro)
          << Prefix << (Best != nullptr)
          << (Best ? Best->getName() : StringRef());
    }
  }

  /// What the command line must give a file that uses bpfcoro.
  void checkCommandLine() {
    if (FirstUse.isInvalid())
      return;
    // Code for another target: the split's BPF intrinsics crashed its
    // back end ("Do not know how to promote this operator!").
    if (Facts.CPU.empty() && Facts.EmitsCode) {
      report(DE, FirstUse, CoroDiag::NotBPFTarget) << Facts.Triple;
      return;
    }
    // The split claims the frame with 32-bit cmpxchg/xchg on __coro_index;
    // the BPF backend selects them only with ALU32 (-mcpu=v3 and later) and
    // crashes otherwise ("Cannot select: AtomicCmpSwap"). ALU32 forced on
    // v1/v2 leaves 32-bit compares to 64-bit jumps, which LLVM 22 gets
    // wrong for constants with bit 31 set (the state tags).
    if (Facts.CPU == "v1" || Facts.CPU == "v2" || Facts.CPU == "generic")
      report(DE, FirstUse, CoroDiag::CPUWithoutALU32)
          << Facts.CPU << Facts.CPUProbed << Facts.ForcedALU32;
    if (Facts.EmitsCode && !Facts.HasPassPlugin)
      report(DE, FirstUse, CoroDiag::NoPassPlugin);
    else if (Facts.EmitsCode && Facts.LLVMPassesDisabled)
      report(DE, FirstUse, CoroDiag::LLVMPassesDisabled);
  }

  ASTContext &Ctx;
  DiagnosticsEngine &DE;
  const CompileFacts &Facts;
  SourceLocation FirstUse;
  /// Names whose error was already given by the call they are in.
  llvm::DenseSet<const DeclRefExpr *> IgnoredRefs;
  /// Definitions of names ending in a reserved suffix.
  llvm::SmallVector<std::pair<const NamedDecl *, const ReservedSuffix *>, 2>
      ReservedUses;
  /// First declarations of struct <name>__coro_frame.
  llvm::SmallVector<const TagDecl *, 4> FrameNames;
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

/// Finds the first use of bpfcoro in a declaration: a coroutine, or a name
/// of a marker.
class UseFinder : public RecursiveASTVisitor<UseFinder> {
public:
  SourceLocation Found;
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (isCoro(FD))
      Found = FD->getLocation();
    return Found.isInvalid();
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (getMarker(dyn_cast_or_null<FunctionDecl>(DRE->getDecl())) !=
        Marker::None)
      Found = DRE->getLocation();
    return Found.isInvalid();
  }
};

class BPFCoroConsumer : public ASTConsumer {
public:
  BPFCoroConsumer(DiagnosticsEngine &DE, CompileFacts Facts,
                  const char *LineTablesFlag)
      : DE(DE), Facts(std::move(Facts)), LineTablesFlag(LineTablesFlag) {}

  /// With line tables only, clang's debug info for the calls of the extern
  /// markers crashes (CGDebugInfo). Code generation runs declaration by
  /// declaration after this consumer (which comes first), and skips every
  /// declaration once an error is reported: report it at the first
  /// declaration that uses bpfcoro, before it is generated.
  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    if (!LineTablesFlag)
      return true;
    for (Decl *D : DG) {
      UseFinder Finder;
      Finder.TraverseDecl(D);
      if (Finder.Found.isValid()) {
        report(DE, Finder.Found, CoroDiag::LineTablesOnly) << LineTablesFlag;
        LineTablesFlag = nullptr;
        break;
      }
    }
    return true;
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    CoroChecker(Ctx, Facts).run();
  }

private:
  DiagnosticsEngine &DE;
  CompileFacts Facts;
  const char *LineTablesFlag;
};

//===----------------------------------------------------------------------===//
// #pragma bpfcoro plugin: the macro when clang only preprocesses
//===----------------------------------------------------------------------===//

/// bpf_coro.h issues '#pragma bpfcoro plugin' when __BPF_CORO_PLUGIN__ is not
/// defined, just before it checks for it. The action predefines the macro,
/// but only when clang parses; with -E, -M, -save-temps or ccache's
/// preprocessor mode no AST action runs. Pragma handlers of the registry are
/// installed with every preprocessor, so this one defines the macro there.
class BPFCoroPragmaHandler : public PragmaHandler {
public:
  BPFCoroPragmaHandler() : PragmaHandler("bpfcoro") {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer,
                    Token &FirstTok) override {
    Token Tok;
    PP.LexUnexpandedToken(Tok);
    bool IsPlugin = Tok.is(tok::identifier) &&
                    Tok.getIdentifierInfo()->getName() == "plugin";
    if (!IsPlugin)
      report(PP.getDiagnostics(),
             Tok.is(tok::eod) ? FirstTok.getLocation() : Tok.getLocation(),
             CoroDiag::UnknownPragma)
          << Tok.isNot(tok::eod)
          << (Tok.is(tok::eod) ? std::string() : PP.getSpelling(Tok));
    while (Tok.isNot(tok::eod))
      PP.LexUnexpandedToken(Tok);
    if (!IsPlugin)
      return;
    IdentifierInfo *II = PP.getIdentifierInfo("__BPF_CORO_PLUGIN__");
    if (PP.isMacroDefined(II))
      return;
    SourceLocation Loc = FirstTok.getLocation();
    MacroInfo *MI = PP.AllocateMacroInfo(Loc);
    Token One;
    One.startToken();
    One.setKind(tok::numeric_constant);
    PP.CreateString("1", One);
    MI->setTokens(One, PP.getPreprocessorAllocator());
    PP.appendDefMacroDirective(II, MI, Loc);
  }
};

//===----------------------------------------------------------------------===//
// The plugin action
//===----------------------------------------------------------------------===//

class BPFCoroAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    DiagnosticsEngine &DE = CI.getDiagnostics();
    const LangOptions &LO = CI.getLangOpts();
    // The predefines are read when the main file is entered, which happens
    // after the consumers are created: bpf_coro.h sees the macro.
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + "#define __BPF_CORO_PLUGIN__ 1\n");
    // Not C: the attribute says so at the first coroutine (reportNotC), and
    // nothing else is checked.
    if (!isC(LO))
      return std::make_unique<ASTConsumer>();

    CompileFacts Facts;
    const TargetOptions &TO = CI.getTargetOpts();
    Facts.Triple = TO.Triple;
    Facts.LLVMPassesDisabled = CI.getCodeGenOpts().DisableLLVMPasses;
    if (llvm::Triple(TO.Triple).isBPF()) {
      Facts.CPU = TO.CPU.empty() ? "v3" : TO.CPU; // clang's default
      if (Facts.CPU == "probe") {
        // What LLVM's BPF backend resolves "probe" to: the running kernel's.
        Facts.CPU = llvm::sys::detail::getHostCPUNameForBPF().str();
        Facts.CPUProbed = true;
      }
      Facts.ForcedALU32 =
          llvm::is_contained(TO.FeaturesAsWritten, std::string("+alu32"));
    }
    frontend::ActionKind Kind = CI.getFrontendOpts().ProgramAction;
    Facts.EmitsCode =
        Kind == frontend::EmitObj || Kind == frontend::EmitAssembly;
    for (StringRef Arg : CI.getFrontendOpts().LLVMArgs)
      if (Arg.consume_front("-bpf-coro-target="))
        Facts.PrototypeTarget = Arg == "prototype";
    for (const std::string &Path : CI.getCodeGenOpts().PassPlugins)
      if (llvm::sys::path::filename(Path).contains("BPFCoroPasses"))
        Facts.HasPassPlugin = true;

    const char *LineTablesFlag = nullptr;
    switch (CI.getCodeGenOpts().getDebugInfo()) {
    case llvm::codegenoptions::DebugLineTablesOnly:
      LineTablesFlag = "-gline-tables-only (-gmlt)";
      break;
    case llvm::codegenoptions::DebugDirectivesOnly:
      LineTablesFlag = "-gline-directives-only";
      break;
    default:
      break;
    }
    return std::make_unique<BPFCoroConsumer>(DE, std::move(Facts),
                                             LineTablesFlag);
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

static PragmaHandlerRegistry::Add<BPFCoroPragmaHandler>
    RegisterPragma("bpfcoro", "#pragma bpfcoro plugin: defines "
                              "__BPF_CORO_PLUGIN__ for bpf_coro.h");

static FrontendPluginRegistry::Add<BPFCoroAction>
    RegisterAction("bpfcoro",
                   "C coroutines for BPF: the __bpf_coro attribute and its "
                   "source-level checks");
