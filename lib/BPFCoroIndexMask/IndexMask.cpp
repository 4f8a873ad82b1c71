//===- IndexMask.cpp - Indices the verifier can follow --------------------===//

#include "BPFCoroIndexMask/IndexMask.h"
#include "BPFCoroFrameCheck/FrameCheck.h"
#include "Support/BPFCalls.h"
#include "Support/Compares.h"
#include "Support/EmptyAsm.h"
#include "Support/ObjectSize.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "bpf-coro-index-mask"

using namespace llvm;
using namespace llvm::PatternMatch;

STATISTIC(NumMasked, "Number of xor/or indices given an explicit mask");
STATISTIC(NumRebased, "Number of small negative indices made non-negative");
STATISTIC(NumClamped, "Number of accesses into locals whose variable offset "
                      "is clamped to the local");
STATISTIC(NumClampedIndices, "Number of indices into arrays of a length "
                             "that is no power of two clamped to the array");
STATISTIC(NumHidden, "Number of indices into locals and globals hidden from "
                     "instruction selection");

namespace bpfcoro {

/// Whether \p V, casts aside, is an xor or an or of two values that are
/// not constants: the result 6.1's verifier leaves unbounded.
static bool isRegisterXorOr(Value *V) {
  while (auto *Cast = dyn_cast<CastInst>(V))
    V = Cast->getOperand(0);
  auto *BO = dyn_cast<BinaryOperator>(V);
  return BO &&
         (BO->getOpcode() == Instruction::Xor ||
          BO->getOpcode() == Instruction::Or) &&
         !isa<Constant>(BO->getOperand(0)) && !isa<Constant>(BO->getOperand(1));
}

/// \p Index & \p Mask, the mask behind an empty asm so that instruction
/// selection does not drop it as redundant; with \p IntoAligned (the index
/// is into a local or a global), behind a second one too, so that selection
/// does not see the masked bits below the base's alignment and or the index
/// into the address.
static Value *hiddenMask(IRBuilder<> &B, Value *Index, const APInt &Mask,
                         bool IntoAligned) {
  Value *Masked = B.CreateAnd(hiddenFromSelection(B, Index),
                              ConstantInt::get(Index->getType(), Mask));
  return IntoAligned ? hiddenFromSelection(B, Masked) : Masked;
}

/// The bits \p Index can have, as the optimiser knows them, when they
/// bound it (at most 31 bits, and not all of its type's) and \p Index is
/// not a mask already.
static std::optional<APInt> knownBitsMask(Value *Index, const DataLayout &DL) {
  if (match(Index, m_And(m_Value(), m_ConstantInt())))
    return std::nullopt;
  APInt Max = computeKnownBits(Index, DL).getMaxValue();
  if (Max.getActiveBits() > 31 || Max.isMaxValue())
    return std::nullopt;
  return Max;
}

/// Whether index \p Op of \p GEP masked with \p Max stays within the
/// object it indexes, when that is a local or a global of a known size
/// (true when its size or the index's scale is unknown). A mask wider than
/// the object bounds no access, and the verifier's `&` forgets the least
/// value the index had: `t[i - 100]` for i from 100 to 131, `i + 1` masked
/// with its 31 known bits, became [0, 131] and read far below the array
/// ("invalid variable-offset read from stack").
static bool maskBoundsAccess(const GetElementPtrInst *GEP, unsigned Op,
                             const APInt &Max, const DataLayout &DL) {
  std::optional<uint64_t> Size =
      objectBytes(getUnderlyingObject(GEP->getPointerOperand()), DL);
  if (!Size || Op != 1)
    return true;
  uint64_t Scale = DL.getTypeAllocSize(GEP->getSourceElementType());
  return Max.getZExtValue() < *Size / std::max<uint64_t>(Scale, 1);
}

/// Whether \p V is a quotient or a remainder (through extensions,
/// truncations and masks) that is no shift or mask: the verifier does not
/// bound one by a register, and selection makes one by a constant a
/// multiply and shifts whose parts it bounds one by one. `small[i % 5]`
/// with i in [1, 11] after a resume came out as [-9, 11], masked to a
/// byte, and read past the array ("invalid variable-offset read from
/// stack"; an adversarial round) where LazyValueInfo knows [0, 4].
static bool isQuotient(const Value *V) {
  using namespace PatternMatch;
  const Value *X;
  while (match(V, m_CombineOr(m_ZExtOrSExt(m_Value(X)),
                              m_CombineOr(m_Trunc(m_Value(X)),
                                          m_And(m_Value(X), m_Constant())))))
    V = X;
  auto *BO = dyn_cast<BinaryOperator>(V);
  if (!BO)
    return false;
  switch (BO->getOpcode()) {
  case Instruction::URem:
  case Instruction::SRem:
  case Instruction::UDiv:
  case Instruction::SDiv: {
    const APInt *C;
    return !match(BO->getOperand(1), m_APInt(C)) || !C->isPowerOf2();
  }
  default:
    return false;
  }
}

/// Whether \p Ptr points into a local or a global, whose alignment
/// instruction selection knows; or into one of several, chosen (an index
/// added after the choice of `c ? &a[1] : &a[0]`, which selection makes a
/// subtraction from the stack pointer where the index is a negated choice:
/// extended fuzz seed 33641, "subtraction from stack pointer prohibited").
static bool alignedBase(const Value *Ptr) {
  const Value *Base = getUnderlyingObject(Ptr);
  if (auto *Sel = dyn_cast<SelectInst>(Base))
    return alignedBase(Sel->getTrueValue()) &&
           alignedBase(Sel->getFalseValue());
  return isa<AllocaInst>(Base) || isa<GlobalVariable>(Base);
}

/// The number of elements \p GEP indexes by operand \p Op, when that is
/// an element of a local or global array used
/// only as that element (so C gives the index no other value): read or
/// written whole, a field of it read or written, or its address given to a
/// helper, which reads or writes through it (one that takes a callback
/// passes it on instead); 0 otherwise.
static uint64_t arrayBound(const GetElementPtrInst *GEP, unsigned Op,
                           const DataLayout &DL) {
  auto TypeOf = [](const Value *Base) -> Type * {
    if (auto *AI = dyn_cast<AllocaInst>(Base))
      return AI->getAllocatedType();
    if (auto *GV = dyn_cast<GlobalVariable>(Base))
      return GV->getValueType();
    return nullptr;
  };
  const Value *Base = GEP->getPointerOperand();
  Type *Ty = TypeOf(Base);
  // Or one of two arrays of one length, chosen (`(c ? x : y)[i % 5]`, two
  // int x[5], y[5]: an adversarial round).
  if (auto *Sel = dyn_cast<SelectInst>(Base)) {
    auto *A = dyn_cast_or_null<ArrayType>(TypeOf(Sel->getTrueValue()));
    auto *B = dyn_cast_or_null<ArrayType>(TypeOf(Sel->getFalseValue()));
    if (A && B && A->getNumElements() == B->getNumElements() &&
        DL.getTypeAllocSize(A->getElementType()) ==
            DL.getTypeAllocSize(B->getElementType()))
      Ty = A;
  }
  auto *AT = dyn_cast_or_null<ArrayType>(Ty);
  // A global's initialiser gives it a literal struct type of its own: the
  // element is compared by size.
  if (!AT || !GEP->isInBounds() || GEP->getNumIndices() != 1 || Op != 1 ||
      DL.getTypeAllocSize(GEP->getSourceElementType()) !=
          DL.getTypeAllocSize(AT->getElementType()) ||
      AT->getNumElements() == 0)
    return 0;
  uint64_t Size = DL.getTypeAllocSize(AT->getElementType());
  auto Within = [&](uint64_t Off, Type *Accessed) {
    return Off + DL.getTypeStoreSize(Accessed) <= Size;
  };
  // Each user of \p Ptr, Off bytes into the element, stays inside it; so
  // does a choice between it and another address whose users do (`c ?
  // a[i] : b[j]`, a[i & 3] with the mask dropped where c says i < 4: C
  // reads a[i] only where c holds, and the address is computed above the
  // branch selection makes of the choice, which the verifier does not
  // carry over to it: extended fuzz seed 27617).
  std::function<bool(const Value *, uint64_t)> Inside =
      [&](const Value *Ptr, uint64_t Off) {
    return all_of(Ptr->users(), [&](const User *U) {
      if (auto *L = dyn_cast<LoadInst>(U))
        return Within(Off, L->getType());
      if (auto *S = dyn_cast<StoreInst>(U))
        return S->getPointerOperand() == Ptr &&
               Within(Off, S->getValueOperand()->getType());
      if (auto *Sel = dyn_cast<SelectInst>(U))
        return Sel->getCondition() != Ptr && Inside(Sel, Off);
      // Not one that calls back with it (bpf_loop's context): the
      // callback may step from there (`((int *)ctx)[-1]` of &a[n], n the
      // length, was moved onto the last element).
      if (auto *CB = dyn_cast<CallBase>(U))
        return helperId(*CB).has_value() &&
               none_of(CB->args(), [](const Use &A) {
                 return isa<Function>(A->stripPointerCasts());
               });
      return false;
    });
  };
  bool ElementOnly = all_of(GEP->users(), [&](const User *U) {
    auto *Field = dyn_cast<GetElementPtrInst>(U);
    if (!Field)
      return Inside(GEP, 0);
    APInt Off(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
    return Field->getPointerOperand() == GEP &&
           Field->accumulateConstantOffset(DL, Off) && !Off.isNegative() &&
           Inside(Field, Off.getZExtValue());
  });
  return ElementOnly ? AT->getNumElements() : 0;
}

/// The signed range of \p V through extensions and constant steps of a
/// value whose call says its range: a reloaded loop counter the split
/// checked and told the optimiser about (`sext(i + 1)` of i in [-20, 20]),
/// which computeConstantRange does not look through.
/// With \p Leaf, what it says of the value stepped and extended too.
static ConstantRange extendedRange(
    const Value *V,
    function_ref<ConstantRange(const Value *)> Leaf = nullptr) {
  unsigned W = V->getType()->getIntegerBitWidth();
  if (const auto *Cast = dyn_cast<CastInst>(V);
      Cast && (isa<SExtInst>(Cast) || isa<ZExtInst>(Cast)))
    return extendedRange(Cast->getOperand(0), Leaf)
        .castOp(Cast->getOpcode(), W);
  const APInt *C;
  const Value *X;
  if (match(V, m_NSWAdd(m_Value(X), m_APInt(C))))
    return extendedRange(X, Leaf).addWithNoWrap(
        ConstantRange(*C), OverflowingBinaryOperator::NoSignedWrap);
  ConstantRange R = Leaf ? Leaf(V) : ConstantRange::getFull(W);
  if (const auto *CB = dyn_cast<CallBase>(V))
    if (std::optional<ConstantRange> Said = CB->getRange())
      R = R.intersectWith(*Said);
  return R;
}

/// What the compares of \p X with a constant that \p At lies under say of
/// X: the branches above At one side of which every way to At takes. The
/// split checks a reloaded index that way, through llvm.bpf.compare, which
/// LazyValueInfo does not look into.
static ConstantRange comparedRange(const Value *X, const Instruction *At,
                                   const DominatorTree &DT) {
  ConstantRange R =
      ConstantRange::getFull(X->getType()->getIntegerBitWidth());
  forEachBranchInto(At->getParent(), DT, [&](BranchInst &Br, bool Holds) {
    CmpInst::Predicate P;
    const Value *A, *B;
    if (asCompare(Br.getCondition(), P, A, B) && A == X &&
        isa<ConstantInt>(B))
      R = R.intersectWith(ConstantRange::makeExactICmpRegion(
          Holds ? P : CmpInst::getInversePredicate(P),
          cast<ConstantInt>(B)->getValue()));
    return true;
  });
  return R;
}

/// The least value \p GEP's only index \p Op can have, when it may be
/// negative but is small: from its sign bits, narrowed by its range. The
/// optimiser makes such an index of `a[(x - y) & 3]`: a base further up
/// and a sign-extended choice of 0 or -1.
static std::optional<int64_t> negativeMinimum(const GetElementPtrInst *GEP,
                                              unsigned Op,
                                              const DataLayout &DL) {
  const Value *Index = GEP->getOperand(Op);
  if (GEP->getNumIndices() != 1 || Op != 1 || !Index->getType()->isIntegerTy())
    return std::nullopt;
  unsigned W = Index->getType()->getIntegerBitWidth();
  unsigned SignBits = ComputeNumSignBits(Index, DL);
  ConstantRange CR = computeConstantRange(Index, /*ForSigned=*/true)
                         .intersectWith(extendedRange(Index),
                                        ConstantRange::Signed);
  if (isKnownNonNegative(Index, DL) ||
      (W - SignBits >= 16 &&
       (CR.isSignWrappedSet() || CR.getSignedMin().sle(-(1 << 16)))))
    return std::nullopt;
  int64_t Lo = W - SignBits >= 16 ? INT64_MIN : -(int64_t(1) << (W - SignBits));
  if (!CR.isFullSet() && CR.getSignedMin().getSExtValue() > Lo)
    Lo = CR.getSignedMin().getSExtValue();
  return Lo < 0 ? std::optional<int64_t>(Lo) : std::nullopt;
}

/// The address of \p Access (a load or a store) rebuilt as one offset into
/// the local it reaches through GEPs with two or more variable indices, or
/// with one into a local that is no array, clamped to the bytes an access
/// of its size fits in and aligned down to its alignment. C allows no
/// other offset, so the value is the same. The optimiser makes such an
/// address of `a[(x % m) & 3]`: a choice of a negative number or 0 plus a
/// 0-or-1 remainder, whose sum is 0 or 1, but the verifier bounds the
/// parts one by one, to 8 elements of a 4-element array, and a store there
/// marks the stack slot beside it unknown, where the split may have
/// spilled the frame pointer (extended fuzz seed 18417: "misaligned
/// access" through the clobbered pointer).
static bool clampChainedOffset(Instruction &Access, const DataLayout &DL) {
  Value *Ptr = getLoadStorePointerOperand(&Access);
  Type *AccessTy = getLoadStoreType(&Access);
  if (!Ptr || !AccessTy->isSized())
    return false;
  SmallVector<GEPOperator *, 4> Chain;
  Value *V = Ptr;
  unsigned Variable = 0;
  while (auto *GEP = dyn_cast<GEPOperator>(V)) {
    Chain.push_back(GEP);
    Variable += !GEP->hasAllConstantIndices();
    V = GEP->getPointerOperand();
  }
  auto *AI = dyn_cast<AllocaInst>(V);
  std::optional<TypeSize> Size = AI ? AI->getAllocationSize(DL) : std::nullopt;
  // One variable index into a local array is left to the steps above (the
  // array's bound or the index's known bits); into a struct or the slice
  // SROA left of one (`s.z[v & 3]` as a byte of an i64: seed 26524), no
  // array type says how far it may go, and nothing bounds it but this.
  if (!Size || Size->isScalable() || Variable == 0 ||
      (Variable == 1 && isa<ArrayType>(AI->getAllocatedType())))
    return false;
  uint64_t AccessBytes = DL.getTypeStoreSize(AccessTy);
  if (AccessBytes > Size->getFixedValue())
    return false;
  uint64_t Align = std::min(getLoadStoreAlignment(&Access), AI->getAlign())
                       .value();
  uint64_t Max = alignDown(Size->getFixedValue() - AccessBytes, Align);

  IRBuilder<> B(&Access);
  Type *I64 = B.getInt64Ty();
  Value *Offset = nullptr;
  auto Add = [&](Value *Part) {
    Offset = Offset ? B.CreateAdd(Offset, Part) : Part;
  };
  for (GEPOperator *GEP : reverse(Chain)) {
    SmallMapVector<Value *, APInt, 4> VariableOffsets;
    APInt ConstantOffset(64, 0);
    if (!GEP->collectOffset(DL, 64, VariableOffsets, ConstantOffset))
      return false;
    for (auto &[Index, Scale] : VariableOffsets) {
      Value *Wide = B.CreateSExtOrTrunc(Index, I64);
      Add(Scale.isOne() ? Wide
                        : B.CreateMul(Wide, ConstantInt::get(I64, Scale)));
    }
    if (!ConstantOffset.isZero())
      Add(ConstantInt::get(I64, ConstantOffset));
  }
  // Hidden, so that selection folds neither the clamp nor the mask away,
  // and then adds the offset rather than or-ing it into the address.
  Offset = hiddenFromSelection(B, Offset);
  Value *Clamped = B.CreateSelect(
      B.CreateICmpUGT(Offset, ConstantInt::get(I64, Max)),
      ConstantInt::get(I64, Max), Offset);
  if (Align > 1)
    Clamped = B.CreateAnd(Clamped, ConstantInt::get(I64, ~(Align - 1)));
  Clamped = hiddenFromSelection(B, Clamped);
  Access.setOperand(isa<StoreInst>(Access) ? 1 : 0,
                    B.CreateGEP(B.getInt8Ty(), AI, Clamped));
  RecursivelyDeleteTriviallyDeadInstructions(Ptr);
  return true;
}

PreservedAnalyses BPFCoroIndexMaskPass::run(Function &F,
                                            FunctionAnalysisManager &FAM) {
  if (!holdsCoroutineCode(F))
    return PreservedAnalyses::all();
  const DataLayout &DL = F.getDataLayout();
  SmallVector<std::pair<GetElementPtrInst *, unsigned>, 8> Work, Aligned;
  SmallVector<SelectInst *, 4> PtrSelects;
  for (Instruction &I : instructions(F)) {
    if (auto *Sel = dyn_cast<SelectInst>(&I))
      if (Sel->getType()->isPointerTy() && alignedBase(Sel->getTrueValue()) &&
          alignedBase(Sel->getFalseValue()))
        PtrSelects.push_back(Sel);
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      for (unsigned Op = 1; Op < GEP->getNumOperands(); ++Op) {
        Value *Index = GEP->getOperand(Op);
        if (isRegisterXorOr(Index))
          Work.push_back({GEP, Op});
        else if (!isa<Constant>(Index) && alignedBase(GEP->getPointerOperand()))
          Aligned.push_back({GEP, Op});
      }
  }
  // The indices into arrays of a length that is no power of two that
  // neither LazyValueInfo nor ScalarEvolution keeps within the array, asked
  // before anything changes: a loop counter below its bound needs no
  // compare (the verifier sees the loop's), a ring index `(h + 1) % 5`
  // does.
  SmallPtrSet<GetElementPtrInst *, 4> Unbounded;
  LazyValueInfo *LVI = nullptr;
  ScalarEvolution *SE = nullptr;
  DominatorTree *DT = nullptr;
  for (auto [GEP, Op] : Aligned) {
    uint64_t N = arrayBound(GEP, Op, DL);
    if (!N || isPowerOf2_64(N))
      continue;
    if (!LVI) {
      LVI = &FAM.getResult<LazyValueAnalysis>(F);
      SE = &FAM.getResult<ScalarEvolutionAnalysis>(F);
      DT = &FAM.getResult<DominatorTreeAnalysis>(F);
    }
    Value *Index = GEP->getOperand(Op);
    ConstantRange R =
        LVI->getConstantRange(Index, GEP, /*UndefAllowed=*/false);
    if (SE->isSCEVable(Index->getType()))
      R = R.intersectWith(SE->getUnsignedRange(SE->getSCEV(Index)));
    // A reloaded index the split checked (knowing it from its loop: a
    // knock's position) is as bounded for the verifier.
    R = R.intersectWith(extendedRange(Index, [&](const Value *X) {
      return comparedRange(X, GEP, *DT);
    }));
    if (R.getUnsignedMax().uge(N) || isQuotient(Index))
      Unbounded.insert(GEP);
  }
  bool Changed = false;
  for (auto [GEP, Op] : Work) {
    Value *Index = GEP->getOperand(Op);
    KnownBits Known = computeKnownBits(Index, DL);
    APInt Max = Known.getMaxValue();
    uint64_t N = arrayBound(GEP, Op, DL);
    // An index whose bits are all possible is no better bounded with a
    // mask; a small one is (the verifier tracks `& constant` everywhere),
    // and so is an element of an array, by the array's bound: C gives its
    // index no other value (`a[(i | (c % (i + 1))) & 3]` with the mask
    // dropped where the optimiser knew i's range, which a suspension hid
    // from the verifier, whose remainder is unbounded: extended fuzz seed
    // 36090, "value ... makes fp pointer be out of bounds").
    if (Max.getActiveBits() > 31 && !N)
      continue;
    IRBuilder<> B(GEP);
    // Into an array, bits can allow elements past it: masked with its
    // bound instead (`t[(a ^ b) & 3]` with the mask moved inside and the
    // xor's bits up to 31: extended fuzz seed 19353), or, of a length that
    // is no power of two, clamped (`a[i * 2 + (i < 3)]` of an int a[7], i
    // at most 3, as `(i << 1) | (i < 3)`: up to 7), as below.
    if (N && Max.uge(N)) {
      if (isPowerOf2_64(N)) {
        Max = APInt(Max.getBitWidth(), N - 1);
      } else {
        GEP->setOperand(Op, hiddenMinimum(B, Index, N - 1));
        ++NumClampedIndices;
        Changed = true;
        continue;
      }
    }
    // Into a local or a global, the masked index is hidden again (extended
    // fuzz seeds 3484 and 5486: `s.z[(x ^ y) & 3]`, "|= on pointer
    // prohibited").
    GEP->setOperand(Op, hiddenMask(B, Index, Max,
                                   alignedBase(GEP->getPointerOperand())));
    ++NumMasked;
    Changed = true;
  }
  // An index whose set bits lie below the alignment of a stack slot or a
  // global is or-ed into the address by instruction selection (`add` of
  // values with no common bits becomes `or`), and every verifier refuses
  // `|=` on a pointer ("R5 bitwise operator |= on pointer prohibited",
  // fuzz fzu_2272: a 16-byte array the backend aligned to 8, indexed with
  // (x & 1) << 2). Hidden, the index is added.
  // An element of a local or global array of 2^k elements is also masked
  // with its bound: C defines no access outside it, but the optimiser may
  // have dropped a mask the source had using facts a suspension then hid
  // from the verifier (`a[v & 3]` as `a[v]` where v <= 24 meant v was 0 or
  // 1 in the code before the split; after a reload, 6.18 narrows v only to
  // [0, 24]: fuzz fzu_3208; `tab[(c ^ v) & 3]` as `tab[v ^ 1]` where v, a
  // remainder of 0 or 1, came back checked as [-8, 1]: extended seed
  // 31772). A global's index masked within the array already keeps its
  // mask alone; a local's is masked and hidden again, or selection ors the
  // masked index into a local aligned past it (`cb[k & 7]` of a char cb[8]
  // the backend aligned to 8, at -O1: "|= on pointer prohibited"; an
  // adversarial round).
  // An index the optimiser bounds by its known bits, made of operations
  // the verifier does not bound (a remainder, an xor with an unbounded
  // side), gets those bits as a mask too, when it is not a mask already:
  // the same value, bounded for the verifier (the extended fuzzer's seed
  // 5192: `tab[((a ^ c) ^ (v % n)) & 3]` as `tab[((v % n) ^ (a & 3)) ^ 1]`).
  for (auto [GEP, Op] : Aligned) {
    IRBuilder<> B(GEP);
    Value *Index = GEP->getOperand(Op);
    // An element of an array is masked with its bound below, which bounds
    // a negative index too (C gives it no meaning); rebased, the index
    // would no longer be one into the array and keep no bound at all (a
    // remainder of 0 or 1 computed as a choice of -7..0 plus 0 or 1, saved
    // and checked as [-7, 0xffffffff]: extended fuzz seed 13896).
    uint64_t N = arrayBound(GEP, Op, DL);
    if (std::optional<int64_t> Lo =
            N ? std::nullopt : negativeMinimum(GEP, Op, DL)) {
      // The element Lo below the base, then an index from 0 (extended
      // fuzz seed 12969: `a[(v3 - v1) & 3]` as `(a + 3)[sext(x)]`, x 0 or
      // -1): a shift of a negative index loses all bounds in the
      // verifier, "math between fp pointer and register with unbounded min
      // value".
      GEP->setOperand(0, B.CreateGEP(GEP->getSourceElementType(),
                                     GEP->getPointerOperand(),
                                     ConstantInt::get(Index->getType(), *Lo)));
      Index = B.CreateSub(Index, ConstantInt::get(Index->getType(), *Lo));
      // The base may now lie before the object: no longer in bounds.
      GEP->setNoWrapFlags(GEPNoWrapFlags::none());
      ++NumRebased;
    }
    const APInt *Mask;
    bool Local = isa<AllocaInst>(GEP->getPointerOperand());
    if (N && !Local && match(Index, m_And(m_Value(), m_APInt(Mask))) &&
        Mask->ule(N - 1))
      N = 0; // masked within the array already
    // A length that is no power of two bounds the index with a compare,
    // where its known bits do not (a ring of 5 or 9 entries: `(h + 1) % 5`
    // as the verifier computes a signed remainder is [-4, 5], and the next
    // `r[h]` read past the array).
    std::optional<APInt> Max = knownBitsMask(Index, DL);
    if (N && !isPowerOf2_64(N)) {
      if (Unbounded.count(GEP) && !(Max && Max->ult(N))) {
        GEP->setOperand(Op, hiddenMinimum(B, Index, N - 1));
        ++NumClampedIndices;
        Changed = true;
        continue;
      }
      N = 0;
    }
    if (N && Local)
      Index = hiddenFromSelection(
          B, B.CreateAnd(hiddenFromSelection(B, Index),
                         ConstantInt::get(Index->getType(), N - 1)));
    else if (N)
      Index = hiddenMask(
          B, Index, APInt(Index->getType()->getIntegerBitWidth(), N - 1),
          /*IntoAligned=*/true);
    else if (Max && maskBoundsAccess(GEP, Op, *Max, DL))
      Index = hiddenMask(B, Index, *Max, /*IntoAligned=*/true);
    else
      Index = hiddenFromSelection(B, Index);
    GEP->setOperand(Op, Index);
    ++NumHidden;
    Changed = true;
  }
  // The same through a choice of two addresses in one object: selection
  // makes `select c, a + 4, a` an add of `select c, 4, 0`, then an or
  // (fuzz fz_3485, whose plain-C twin the backend breaks the same way).
  // Hidden, the addresses stay two registers to choose from.
  for (SelectInst *Sel : PtrSelects) {
    IRBuilder<> B(Sel);
    Sel->setTrueValue(hiddenFromSelection(B, Sel->getTrueValue()));
    Sel->setFalseValue(hiddenFromSelection(B, Sel->getFalseValue()));
    ++NumHidden;
    Changed = true;
  }
  // Last, so that the offset adds up the indices as the steps above left
  // them.
  SmallVector<Instruction *, 8> Accesses;
  for (Instruction &I : instructions(F))
    if (isa<LoadInst>(I) || isa<StoreInst>(I))
      Accesses.push_back(&I);
  for (Instruction *I : Accesses)
    if (clampChainedOffset(*I, DL)) {
      ++NumClamped;
      Changed = true;
    }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace bpfcoro
