"""Every two-rater statistic of many annotator pairs at once, bit for bit as pair by pair.

A report of 100 annotators has 4,950 pairs, each a k x k table; ``summarize_table`` asks a
few hundred small numpy calls of each, and that Python, not the arithmetic, was the time.
Here the same formulas run once over the stack of tables (m x k x k). The per-pair functions
stay the reference, with the formulas' references in their docstrings: ``pairwise``
(percent agreement; Cohen 1960; Scott 1955; Gwet 2008; Brennan & Prediger 1981; Byrt,
Bishop & Carlin 1993), their delta-method variances (Fleiss, Cohen & Everitt 1969; Gwet
2014) in ``pairwise_variance``, ``krippendorff_alpha_from_table`` with Gwet's (2014)
contingency-table variance, and ``class_agreement`` (kappa_max, prevalence and bias indices,
one-vs-rest kappa, specific agreement).

Each number is formed by the same IEEE operations in the same order as there: unweighted
values are ratios of exact int64 counts (exact in float64 below 2^53, as Python's ints are),
cell sums run over each table's k^2 cells in row-major order as ``np.add.reduce`` does for
one table, and the few BLAS dot products are taken table by table. Only the plain options
(no weights, declared scale, analytic or no interval) are batched, and only the tables whose
statistics are all defined (n >= 2, not a single category for both, counts within exact
float64 arithmetic); every other table gets ``None`` and goes through the reference.

For two raters the coincidence matrix of Krippendorff's alpha is t + t' and its margins are
the row plus column sums, so alpha = 1 - (2n - 1) 2 (n - trace) / (4 n^2 - sum m_c^2); the
reference forms the same exact integers in float64.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.estimate import Conventions, Estimate, null_test
from adjudicator.core.stats.many_raters.krippendorff import TABLE_VARIANCE
from adjudicator.core.stats.many_raters.multirater_common import describe, finish
from adjudicator.core.stats.pairs.class_agreement import per_class_estimates, specific_agreement_of
from adjudicator.core.stats.pairs.pairwise import agreement_estimate, finish_estimate
from adjudicator.core.stats.pairs.pairwise_table import PairTable
from adjudicator.core.stats.pairs.pairwise_variance import (
    influence_variances,
    null_variances_kappa,
    standard_error,
)
from adjudicator.core.tables import Table

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
#: cells of one stack (tables x k^2): the temporaries stay near 10 MB whatever the pairs
_CELLS = 1 << 20


@dataclass(frozen=True, slots=True)
class PairParts:
    """What ``summarize_table`` computes of one table, before the options' last touches."""

    coefficients: dict[str, Estimate]
    per_class: list[Estimate]
    specific: list[Estimate]
    disagreements: list[dict[str, object]]


def pair_parts(tables: Sequence[Table], labels: Sequence[str], conv: Conventions
               ) -> list[PairParts | None]:
    """The unweighted, declared-scale statistics of each table, or None where the reference
    must compute them (a table it would reject or whose statistics take another branch)."""
    k = len(labels)
    out: list[PairParts | None] = [None] * len(tables)
    usable = [i for i, t in enumerate(tables) if _plain(t, k)]
    if k < 2:
        return out
    step = max(1, _CELLS // (k * k))
    for start in range(0, len(usable), step):
        chosen = usable[start:start + step]
        stack = np.stack([tables[i] for i in chosen])
        if stack.min() < 0:  # the reference raises for it
            continue
        for i, parts in zip(chosen, _stack_parts(stack, labels, conv), strict=True):
            out[i] = parts
    return out


def _plain(t: object, k: int) -> bool:
    """A k x k int64 array (anything else is checked, or refused, by the reference)."""
    return isinstance(t, np.ndarray) and t.dtype == np.int64 and t.shape == (k, k)


def _stack_parts(stack: IntArray, labels: Sequence[str], conv: Conventions
                 ) -> list[PairParts | None]:
    """The parts of each table of the stack whose statistics are all defined."""
    out: list[PairParts | None] = [None] * stack.shape[0]
    n = stack.sum(axis=(1, 2))
    rows, cols = stack.sum(axis=2), stack.sum(axis=1)
    rc, s = (rows * cols).sum(axis=1), ((rows + cols) ** 2).sum(axis=1)
    k = stack.shape[1]
    top = math.isqrt(2**53 // (4 * (k - 1)))  # 4 n^2 (k - 1), the largest integer formed
    small = (n >= 2) & (n < top)
    ok = small & (np.where(small, n * n, 0) != rc) & (4 * np.where(small, n * n, 0) != s)
    keep = np.flatnonzero(ok)
    if keep.size:
        stats = _Stack(stack[keep], labels, conv)
        for j, i in enumerate(keep.tolist()):
            out[i] = stats.parts(j)
    return out


def _total(x: FloatArray) -> FloatArray:
    """The sum of each table's cells, in the order ``np.add.reduce`` sums one table."""
    out: FloatArray = x.reshape(x.shape[0], -1).sum(axis=1)
    return out


def _centred(p: FloatArray, u: FloatArray) -> FloatArray:
    """sum p (u - sum p u)^2 per table, as ``influence_variance`` before its division."""
    u = u - _total(p * u)[:, None, None]
    return _total(p * u * u)


class _Stack:
    """The statistics of a stack of tables (n >= 2, all defined), as arrays over the tables."""

    def __init__(self, t: IntArray, labels: Sequence[str], conv: Conventions) -> None:
        self.t, self.labels, self.conv = t, labels, conv
        k = t.shape[1]
        self.k, eye = k, np.eye(k)
        n = self.n = t.sum(axis=(1, 2))
        trace = self.trace = np.einsum("mii->m", t)
        rows, cols = self.rows, self.cols = t.sum(axis=2), t.sum(axis=1)
        nn, rc = n * n, (rows * cols).sum(axis=1)
        s = ((rows + cols) ** 2).sum(axis=1)
        scale = 1.0 / n  # as prepare: p = t * (1 / n)
        self.p = p = t * scale[:, None, None]
        self.row_p, self.col_p = rows * scale[:, None], cols * scale[:, None]
        pi = (self.row_p + self.col_p) / 2.0
        self.pa = trace / n
        self.plain = _centred(p, eye)  # p_e constant (d p_e / d p = 0): u = w
        self.kappa, self.pe_kappa = (n * trace - rc) / (nn - rc), rc / nn
        grad = self.col_p[:, :, None] + self.row_p[:, None, :]
        self.var_kappa = _centred(p, eye - (1.0 - self.kappa)[:, None, None] * grad)
        q = self.row_p[:, :, None] * self.col_p[:, None, :]
        self.var0_kappa = _centred(q, eye - grad)
        self.scott, self.pe_scott = (4 * n * trace - s) / (4 * nn - s), s / (4 * nn)
        grad = pi[:, :, None] + pi[:, None, :]
        self.var_scott = _centred(p, eye - (1.0 - self.scott)[:, None, None] * grad)
        self.gwet = (4 * n * trace * (k - 1) - 4 * nn + s) / (4 * nn * (k - 2) + s)
        self.pe_gwet = (4 * nn - s) / (4 * nn * (k - 1))
        grad = float(k) / (k * (k - 1)) * (1.0 - pi[:, :, None] - pi[:, None, :])
        self.var_gwet = _centred(p, eye - (1.0 - self.gwet)[:, None, None] * grad)
        self.bp = (k * trace - n) / (n * (k - 1))
        pmax = np.minimum(rows, cols).sum(axis=1)
        self.kmax, self.pmax = (n * pmax - rc) / (nn - rc), pmax / n
        self.prevalence = (rows + cols - n[:, None]) / n[:, None]
        self.bias = (rows - cols) / n[:, None]
        if k == 2:  # the signed index of the first category
            self.indices = self.prevalence[:, 0].tolist(), self.bias[:, 0].tolist()
        else:  # mean |PI_j|; half the sum of |BI_j|
            self.indices = (np.abs(self.prevalence).mean(axis=1).tolist(),
                            (np.abs(self.bias).sum(axis=1) / 2.0).tolist())
        self._alpha(s)
        self._per_class()
        self._profiles()

    def _alpha(self, s: IntArray) -> None:
        """Krippendorff's alpha with Gwet's table SE (``krippendorff_alpha_from_table``)."""
        t, n, eye = self.t, self.n, np.eye(self.k)
        values = (2 * n).astype(np.float64)
        disagree = (2 * (n - self.trace)).astype(np.float64)
        self.alpha = 1.0 - (values - 1.0) * disagree / (4 * n * n - s).astype(np.float64)
        eps = 1.0 / values
        self.pa_alpha = (1.0 - eps) * self.pa + eps
        pi = (self.rows + self.cols) / (2.0 * n.astype(np.float64))[:, None]
        self.pe_alpha = [float(x @ eye @ x) for x in pi]
        p = t / n.astype(np.float64)[:, None, None]
        pi = (p.sum(axis=2) + p.sum(axis=1)) / 2.0
        pe = np.array([float(x @ eye @ x) for x in pi])
        a0 = (_total(eye * p) - pe) / (1.0 - pe)
        core = eye - (1.0 - a0)[:, None, None] * (pi[:, :, None] + pi[:, None, :])
        self.alpha_total, self.alpha_pe = _centred(p, core).tolist(), pe.tolist()

    def _per_class(self) -> None:
        """One-vs-rest Cohen kappa of every class of every table (``per_class_kappa``)."""
        m, k = self.t.shape[0], self.k
        a, r, c, n = np.einsum("mii->mi", self.t), self.rows, self.cols, self.n[:, None]
        d = n - r - c + a
        chance = r * c + (n - r) * (n - c)
        num, den = n * (a + d) - chance, n * n - chance
        values = np.divide(num, den, out=np.full((m, k), np.nan), where=den > 0)
        pe = np.divide(chance, den + chance, out=np.zeros((m, k)), where=den > 0)
        ovr = np.stack([a, r - a, c - a, d], axis=-1).reshape(m * k, 2, 2)
        p = ovr / np.repeat(self.n, k)[:, None, None]
        row_f = np.stack([r / n, (n - r) / n], axis=-1).reshape(m * k, 2)
        col_f = np.stack([c / n, (n - c) / n], axis=-1).reshape(m * k, 2)
        grad = col_f[:, :, None] + row_f[:, None, :]
        flat_pe = pe.reshape(-1)
        safe = np.where(np.isnan(values), 0.0, values).reshape(-1)
        var = influence_variances(p, _I2, safe, flat_pe, grad).reshape(m, k)
        var0 = null_variances_kappa(row_f, col_f, _I2, flat_pe, grad).reshape(m, k)
        self.class_terms = (values.tolist(), ((a + d) / n).tolist(), pe.tolist(), var.tolist(),
                            var0.tolist())

    def _profiles(self) -> None:
        """Every table's off-diagonal cells ranked as ``disagreement_profile`` ranks them: by
        count, largest first, ties in row-major order (a stable sort of the whole row)."""
        m, k = self.t.shape[0], self.k
        off = self.t.reshape(m, k * k).copy()
        off[:, ::k + 1] = 0
        order = np.argsort(-off, axis=1, kind="stable")
        counts = np.take_along_axis(off, order, axis=1)
        wrong = (self.n - self.trace)[:, None]  # 0 only where no cell is listed
        of_wrong = np.divide(counts, wrong, out=np.zeros(counts.shape), where=wrong > 0)
        self.ranked = (np.count_nonzero(off, axis=1).tolist(), (order // k).tolist(),
                       (order % k).tolist(), counts.tolist(), of_wrong.tolist(),
                       (counts / self.n[:, None]).tolist())

    def _profile(self, j: int) -> list[dict[str, object]]:
        """Table j's disagreement profile, as the plain mappings the report keeps
        (``DisagreementCell.to_dict``)."""
        labels = [str(x) for x in self.labels]
        size, rows, cols, counts, of_wrong, of_all = (x[j] for x in self.ranked)
        return [{"label_a": labels[rows[o]], "label_b": labels[cols[o]], "i": rows[o],
                 "j": cols[o], "count": counts[o], "share_of_disagreements": of_wrong[o],
                 "share_of_items": of_all[o], "ordered": True} for o in range(size)]

    def parts(self, j: int) -> PairParts:
        """Table j's coefficients, class views and disagreement profile."""
        n, k = int(self.n[j]), self.k
        rows, cols = self.rows[j].tolist(), self.cols[j].tolist()
        pt = PairTable(self.t[j], n, k, None, "identity", self.labels, int(self.trace[j]),
                       rows, cols, _eye(k), self.p[j], self.row_p[j], self.col_p[j])
        values, po, pe, var, var0 = (x[j] for x in self.class_terms)
        per_class = per_class_estimates(pt, values, po, pe, var, var0, self.conv)
        specific = specific_agreement_of(pt, self.labels, self.conv)
        return PairParts(self._coefficients(j, pt), per_class, specific, self._profile(j))

    def _coefficients(self, j: int, pt: PairTable) -> dict[str, Estimate]:
        """The coefficients ``summary._coefficients`` gives unweighted, in its order."""
        conv, k, n = self.conv, self.k, pt.n
        pa, plain = float(self.pa[j]), float(self.plain[j])

        def coefficient(metric: str, value: Any, pe: Any, total: float,
                        bounds: tuple[float, float] = (-1.0, 1.0)) -> Estimate:
            value, pe = float(value), float(pe)
            return finish_estimate(metric, pt, value, pa, pe, total / (1.0 - pe) ** 2, conv,
                                   bounds)

        kappa = coefficient("cohen_kappa", self.kappa[j], self.pe_kappa[j],
                            float(self.var_kappa[j]))
        se0 = standard_error(float(self.var0_kappa[j]) / (1.0 - float(self.pe_kappa[j])) ** 2,
                             n, conv)
        kappa.extras.update(null_test(float(self.kappa[j]), se0, kappa.se_reason))
        bp = self.bp[j]
        return {
            "percent_agreement": agreement_estimate(pt, pa, plain, conv),
            "cohen_kappa": kappa,
            "scott_pi": coefficient("scott_pi", self.scott[j], self.pe_scott[j],
                                    float(self.var_scott[j])),
            "gwet_ac1": coefficient("gwet_ac1", self.gwet[j], self.pe_gwet[j],
                                    float(self.var_gwet[j])),
            "brennan_prediger": coefficient("brennan_prediger", bp, 1.0 / k, plain),
            "pabak": coefficient("pabak", bp, 1.0 / k, plain),
            "krippendorff_alpha": self._alpha_estimate(j, n),
            "kappa_max": Estimate("kappa_max", float(self.kmax[j]), n=n,
                                  extras={"pmax": float(self.pmax[j]), "pe": float(
                                      self.pe_kappa[j])}),
            "prevalence_index": Estimate("prevalence_index", self.indices[0][j], n=n,
                                         extras={"per_class": self.prevalence[j].tolist()}),
            "bias_index": Estimate("bias_index", self.indices[1][j], n=n,
                                   extras={"per_class": self.bias[j].tolist()}),
        }

    def _alpha_estimate(self, j: int, n: int) -> Estimate:
        """Alpha's Estimate as ``krippendorff_alpha_from_table`` finishes it (fpc 0)."""
        conv, pe = self.conv, self.alpha_pe[j]
        d = n if conv.se_divisor == "n" else n - 1
        var = (1.0 - 0.0) / (d * (1.0 - pe) ** 2) * self.alpha_total[j]
        extras = {"n_unpairable_units": 0, "level": "nominal", "pa": float(self.pa_alpha[j]),
                  "pe": self.pe_alpha[j], "n_pairable_values": 2 * n}
        return finish("krippendorff_alpha", float(self.alpha[j]), math.sqrt(max(var, 0.0)),
                      n=n, df=n - 1, conventions=conv,
                      convention=describe(TABLE_VARIANCE, conv, 0.0), extras=extras)


def _eye(k: int) -> FloatArray:
    """The identity agreement weights of a k-category table (read-only, shared)."""
    w = _EYES.get(k)
    if w is None:
        w = _EYES[k] = np.eye(k)
        w.setflags(write=False)
    return w


_EYES: dict[int, FloatArray] = {}
_I2 = _eye(2)
