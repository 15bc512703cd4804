"""Class-level views of two-rater agreement: kappa_max, prevalence/bias, per-class kappa,
specific agreement, and (re-exported) the disagreement profile.

- ``kappa_max(table)``: the largest kappa the two raters' marginals allow (Cohen 1960):
  (p_M - p_e) / (1 - p_e), p_M = sum_i min(p_i., p_.i).
- ``prevalence_index(table)`` and ``bias_index(table)``: Byrt, Bishop & Carlin (1993). For
  2 x 2 (first category = "positive"): PI = (n_11 - n_22) / n, BI = (n_12 - n_21) / n, signed.
  For k > 2 (our documented generalization, equal to |PI|, |BI| at k = 2): PI = mean over
  classes of |one-vs-rest PI_j|; BI = (1/2) sum_i |p_i. - p_.i| (the total-variation distance
  between the raters' label distributions). ``extras["per_class"]`` holds the signed
  one-vs-rest values (PI_j = (a_j - d_j) / n; BI_j = p_j. - p_.j).
- ``per_class_kappa(table, labels)``: Cohen's kappa of each "class j vs the rest" 2 x 2 table,
  with FCE SEs. ``definition="scott"`` gives Scott's pi of the same tables instead, which is
  the two-rater case of Fleiss' (1971) category-specific kappa (the many-rater version works
  on unit x category counts and lives with the many-rater statistics).
- ``specific_agreement(table, labels)``: 2 n_jj / (n_j. + n_.j) per category (Cicchetti &
  Feinstein 1990; Spitzer & Fleiss 1974); for 2 x 2 these are positive and negative
  agreement. Var = 4 a y (a + y) / (n D^4) with a = n_jj, y = n_j. + n_.j - 2 n_jj,
  D = n_j. + n_.j (delta method; Mackinnon 2000); Wald CI clipped to [0, 1].
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import (
    TABLE_CONVENTIONS,
    Conventions,
    Estimate,
    null_test,
    undefined,
    zero_se,
)
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.pairs.disagreement import (
    DisagreementCell,
    disagreement_pairs,
    disagreement_profile,
)
from adjudicator.core.stats.pairs.pairwise_table import PairTable, chance_one_reason, prepare
from adjudicator.core.stats.pairs.pairwise_variance import (
    influence_variances,
    interval,
    null_variances_kappa,
    standard_error,
)

__all__ = [
    "DisagreementCell", "bias_index", "disagreement_pairs", "disagreement_profile",
    "kappa_max", "per_class_kappa", "prevalence_index", "specific_agreement",
]
Labels = Sequence[str] | None


def kappa_max(table: npt.ArrayLike, labels: Labels = None) -> Estimate:
    """Maximum kappa attainable with the observed marginals (Cohen 1960; Sim & Wright 2005)."""
    pt = prepare(table, None, labels)
    if pt.n == 0:
        return undefined("kappa_max", Reason(reasons.EMPTY, symbol="κ_max"))
    n = pt.n
    rc = sum(a * b for a, b in zip(pt.rows, pt.cols, strict=True))
    if n * n == rc:
        return undefined("kappa_max", chance_one_reason(pt, "κ_max"), n=n)
    p_max = sum(min(a, b) for a, b in zip(pt.rows, pt.cols, strict=True))
    return Estimate("kappa_max", (n * p_max - rc) / (n * n - rc), n=n,
                    extras={"pmax": p_max / n, "pe": rc / (n * n)})


def _one_vs_rest(pt: PairTable) -> npt.NDArray[np.int64]:
    """Stack of k 2 x 2 tables [[a, b], [c, d]]: class j (first) against all the others."""
    a = np.diag(pt.counts)
    rows, cols = np.asarray(pt.rows, np.int64), np.asarray(pt.cols, np.int64)
    out = np.empty((pt.k, 2, 2), dtype=np.int64)
    out[:, 0, 0] = a
    out[:, 0, 1] = rows - a
    out[:, 1, 0] = cols - a
    out[:, 1, 1] = pt.n - rows - cols + a
    return out


def prevalence_index(table: npt.ArrayLike, labels: Labels = None) -> Estimate:
    """Byrt et al.'s (1993) prevalence index; k > 2: mean |one-vs-rest index| (see module)."""
    pt = prepare(table, None, labels)
    if pt.n == 0:
        return undefined("prevalence_index", Reason(reasons.NO_PAIRED))
    n = pt.n  # PI_j = (a_j - d_j) / n = (n_j. + n_.j - n) / n, as d_j = n - n_j. - n_.j + a_j
    per_class = [float(r + c - n) / n for r, c in zip(pt.rows, pt.cols, strict=True)]
    value = per_class[0] if pt.k == 2 else float(np.mean(np.abs(per_class)))
    return Estimate("prevalence_index", value, n=pt.n, extras={"per_class": per_class})


def bias_index(table: npt.ArrayLike, labels: Labels = None) -> Estimate:
    """Byrt et al.'s (1993) bias index; k > 2: total-variation distance of the marginals."""
    pt = prepare(table, None, labels)
    if pt.n == 0:
        return undefined("bias_index", Reason(reasons.NO_PAIRED))
    diff = (np.asarray(pt.rows) - np.asarray(pt.cols)) / pt.n
    value = float(diff[0]) if pt.k == 2 else float(np.abs(diff).sum() / 2.0)
    return Estimate("bias_index", value, n=pt.n, extras={"per_class": diff.tolist()})


def per_class_kappa(
    table: npt.ArrayLike, labels: Labels = None, *,
    conventions: Conventions = TABLE_CONVENTIONS, definition: Literal["cohen", "scott"] = "cohen",
) -> list[Estimate]:
    """One-vs-rest kappa per category: Cohen's (default) or Scott's pi (Fleiss 1971, m = 2).

    All k collapsed 2 x 2 tables are computed at once; values are exact integer ratios and
    SEs follow the same delta method as ``cohen_kappa`` / ``scott_pi`` (SE0 and z for Cohen).
    """
    pt = prepare(table, None, labels)
    if pt.n == 0:
        return [undefined("per_class_kappa", Reason(reasons.NO_PAIRED_PER_CLASS),
                          label=pt.label(j), index=j, definition=definition) for j in range(pt.k)]
    if pt.n >= 2**30:  # n^2 would overflow int64: go on in floating point
        return _per_class_float(pt, conventions, definition)
    ovr, values, po, pe, row_f, col_f = _per_class_terms(pt, definition)
    n_var, n_var0 = _per_class_variances(ovr / pt.n, values, pe, row_f, col_f)
    return [_per_class_estimate(pt, j, values[j], po[j], pe[j], float(n_var[j]),
                                float(n_var0[j]), conventions, definition)
            for j in range(pt.k)]


def per_class_estimates(
    pt: PairTable, values: list[float], po: list[float], pe: list[float], n_var: list[float],
    n_var0: list[float], conventions: Conventions,
) -> list[Estimate]:
    """The k one-vs-rest Cohen kappas of a table from their values, p_o, p_e, n Var and
    n Var0 (``per_class_kappa`` forms these table by table, ``pairwise_batch`` for many)."""
    return [_per_class_estimate(pt, j, values[j], po[j], pe[j], n_var[j], n_var0[j],
                                conventions, "cohen") for j in range(pt.k)]


def _per_class_terms(pt: PairTable, definition: str) -> tuple[
        npt.NDArray[np.int64], list[float], list[float], list[float], list[list[float]],
        list[list[float]]]:
    """Class by class, in exact integers (n < 2^30): the 2 x 2 tables, values, p_o, p_e, margins.

    Plain Python on k small tables is faster than numpy; every float is formed exactly as
    the array version would (ints converted to float, then one IEEE operation).
    """
    n, tables = pt.n, []
    values, po, pe, row_f, col_f = [], [], [], [], []
    for a, r, c in zip(np.diagonal(pt.counts).tolist(), pt.rows, pt.cols, strict=True):
        d = n - r - c + a
        tables.append([[a, r - a], [c - a, d]])
        if definition == "cohen":
            chance = r * c + (n - r) * (n - c)
            num, den = n * (a + d) - chance, n * n - chance
            row_f.append([r / n, (n - r) / n])
            col_f.append([c / n, (n - c) / n])
        else:
            chance = (r + c) ** 2 + (2 * n - r - c) ** 2
            num, den = 4 * n * (a + d) - chance, 4 * n * n - chance
            row_f.append([(r + c) / (2.0 * n), (2 * n - r - c) / (2.0 * n)])
            col_f.append(row_f[-1])
        values.append(float(num) / float(den) if den > 0 else math.nan)
        pe.append(float(chance) / float(den + chance) if den > 0 else 0.0)
        po.append(float(a + d) / n)
    return np.array(tables, dtype=np.int64), values, po, pe, row_f, col_f


def _per_class_variances(
    p: npt.NDArray[np.float64], values: list[float], pe: list[float],
    row_f: list[list[float]], col_f: list[list[float]],
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """n Var and n Var0 of all k one-vs-rest coefficients at once (delta method, 2 x 2)."""
    rows, cols = np.array(row_f), np.array(col_f)
    pe_arr = np.array(pe)
    grad = cols[:, :, None] + rows[:, None, :]
    safe = np.array([0.0 if math.isnan(v) else v for v in values])
    n_var = influence_variances(p, _IDENTITY2, safe, pe_arr, grad)
    return n_var, null_variances_kappa(rows, cols, _IDENTITY2, pe_arr, grad)


_IDENTITY2 = np.eye(2)
_IDENTITY2.setflags(write=False)


def _per_class_float(
    pt: PairTable, conventions: Conventions, definition: str,
) -> list[Estimate]:
    """``per_class_kappa`` for n >= 2^30, where n^2 needs floating point."""
    ovr = _one_vs_rest(pt)
    n = pt.n
    rows, cols = ovr.sum(axis=2).astype(np.float64), ovr.sum(axis=1).astype(np.float64)
    agree = (ovr[:, 0, 0] + ovr[:, 1, 1]) * 1.0
    if definition == "cohen":
        chance = (rows * cols).sum(axis=1)
        num, den = n * agree - chance, n * n - chance
        row_f, col_f = rows / n, cols / n
    else:
        chance = ((rows + cols) ** 2).sum(axis=1)
        num, den = 4 * n * agree - chance, 4 * n * n - chance
        row_f = col_f = (rows + cols) / (2.0 * n)
    ok = den > 0
    values = np.where(ok, num / np.where(ok, den, 1), np.nan)
    pe = np.where(ok, chance / (den + chance), 0.0)
    grad = col_f[:, :, None] + row_f[:, None, :]
    n_var = influence_variances(ovr / n, _IDENTITY2, np.where(ok, values, 0.0), pe, grad)
    n_var0 = null_variances_kappa(row_f, col_f, _IDENTITY2, pe, grad)
    return [_per_class_estimate(pt, j, float(values[j]), float(agree[j]) / n,
                                float(pe[j]), float(n_var[j]), float(n_var0[j]), conventions,
                                definition) for j in range(pt.k)]


def _per_class_estimate(
    pt: PairTable, j: int, value: float, po: float, pe: float,
    n_var: float, n_var0: float, conv: Conventions, definition: str,
) -> Estimate:
    """The Estimate of class j's one-vs-rest kappa, or its reason for being undefined."""
    name = pt.label(j)
    tags = {"label": name, "index": j, "definition": definition}
    if pt.rows[j] + pt.cols[j] == 0:  # the row and column sums of class j's 2 x 2 table
        return undefined("per_class_kappa", Reason(reasons.NEITHER_USED_CLASS, name=name),
                         n=pt.n, **tags)
    if math.isnan(value):
        return undefined("per_class_kappa", Reason(reasons.BOTH_ALWAYS_CLASS, name=name),
                         n=pt.n, po=po, pe=1.0, **tags)
    se = standard_error(n_var, pt.n, conv)
    extras: dict[str, object] = {"po": po, "pe": pe, **tags}
    se_reason = _per_class_zero_reason(name, pt.n) if zero_se(se, value) else None
    if definition == "cohen":
        extras.update(null_test(value, standard_error(n_var0, pt.n, conv), se_reason))
    return Estimate("per_class_kappa", value, se=se, ci=interval(value, se, pt.n, conv),
                    n=pt.n, convention=conv.describe(), extras=extras, se_reason=se_reason)


def _per_class_zero_reason(name: str, n: int) -> str:
    """Why a one-vs-rest κ has a zero delta-method SE (perfect or constant 2 x 2 table)."""
    if n == 1:
        return Reason(reasons.ONE_ITEM_CLASS)
    return Reason(reasons.CLASS_ZERO, name=name)


def specific_agreement(
    table: npt.ArrayLike, labels: Labels = None, *,
    conventions: Conventions = TABLE_CONVENTIONS, positive: int | str | None = None,
) -> list[Estimate]:
    """Category-specific agreement 2 n_jj / (n_j. + n_.j) with SE and CI, one per category.

    For a 2 x 2 table, ``extras["role"]`` marks positive and negative agreement,
    2a / (2a + b + c) and 2d / (2d + b + c) (Cicchetti & Feinstein 1990): ``positive`` names
    the positive category by label or index; without it a label that says so (pos, positive,
    yes, true, 1, present) is taken, and when none does no role is given - never the first
    position by default.
    """
    return specific_agreement_of(prepare(table, None, labels), labels, conventions, positive)


def specific_agreement_of(
    pt: PairTable, labels: Labels, conventions: Conventions, positive: int | str | None = None,
) -> list[Estimate]:
    """``specific_agreement`` of a table already checked (``prepare``)."""
    out = []
    pos = _positive_index(positive, pt, labels) if pt.k == 2 else None
    for j in range(pt.k):
        est = _specific_one(pt, j, conventions)
        if pos is not None:
            est.extras["role"] = "positive" if j == pos else "negative"
        out.append(est)
    return out


_POSITIVE_WORDS = {"pos", "positive", "yes", "y", "true", "1", "present", "+"}


def _positive_index(positive: int | str | None, pt: PairTable, labels: Labels) -> int | None:
    """The index of the positive category of a 2 x 2 table, or None when it is not known."""
    names = [pt.label(j) for j in range(pt.k)]
    if isinstance(positive, str):
        if positive not in names:
            raise ValueError(f"positive category {positive!r} is not one of {names}")
        return names.index(positive)
    if positive is not None:
        if not 0 <= positive < pt.k:
            raise ValueError(f"positive index {positive} is outside 0..{pt.k - 1}")
        return int(positive)
    if labels is None:
        return None
    named = [j for j, name in enumerate(names) if name.strip().lower() in _POSITIVE_WORDS]
    return named[0] if len(named) == 1 else None


def _specific_one(pt: PairTable, j: int, conv: Conventions) -> Estimate:
    """Specific agreement for category j, or undefined if neither rater used it."""
    name = pt.label(j)
    a, total = int(pt.counts[j, j]), pt.rows[j] + pt.cols[j]
    if total == 0:
        return undefined("specific_agreement", Reason(reasons.NEITHER_USED_SPECIFIC, name=name),
                         n=pt.n, label=name, index=j)
    value = 2 * a / total
    y = total - 2 * a
    n_var = pt.n * 4.0 * a * y * (a + y) / float(total) ** 4
    se = standard_error(n_var, pt.n, conv)
    return Estimate("specific_agreement", value, se=se,
                    ci=interval(value, se, pt.n, conv, (0.0, 1.0)), n=pt.n,
                    convention=conv.describe(),
                    extras={"label": name, "index": j, "agreements": a, "disagreements": y},
                    se_reason=_specific_zero_reason(name, a, y) if zero_se(se, value) else None)


def _specific_zero_reason(name: str, agreements: int, disagreements: int) -> str:
    """Why specific agreement's SE, 2 sqrt(a y (a + y)) / (2a + y)^2 (Fleiss 1981), is 0."""
    if agreements == 0:
        return Reason(reasons.SPECIFIC_NONE_AGREE, name=name)
    return Reason(reasons.SPECIFIC_ALL_AGREE, name=name, disagreements=disagreements)
