"""Coverage and mean width of the 95 % intervals of every coefficient, by simulation.

The grid of issue 31: n in {20, 30, 50, 100, 500} x prevalence {50/50, 90/10, 95/5, and k = 4
with 90 % or 95 % in one class} x {2, 4 raters}. Each data set draws every item's true class
from the prevalence, and each rater gives the true class with probability 0.8, else a class
drawn uniformly from the k (all draws vectorised). The truth of each coefficient is its
population value (the raters are exchangeable, so Cohen = Conger = Scott = Fleiss there, and α
is π without its small-sample factor).

For each cell and coefficient the script prints the share of intervals that contain the truth
(a withheld, "not estimable" interval counts as a miss) and their mean width (withheld ones
count as width 0), for

- ``delta``: today's analytic interval (delta method; the report's default conventions),
- ``jk``: value ± t(n - 1) · SE of the delete-one-unit jackknife (``core.stats.jackknife``),
- ``jkz``: the same on Fisher's z scale (``jackknife_interval``),
- ``gof``: Donner & Eliasziw's (1992) goodness-of-fit interval (``pairs.gof_interval``) for
  Scott's π and nominal α of two raters and two classes (α's limits through
  α = 1 - (2N - 1)/(2N)·(1 - π)), the ``jkz`` interval elsewhere; it describes the intraclass
  κ, so Cohen's κ is left out (under raters with different shares it misses Cohen's κ: 0.62
  at n = 500, 30 % prevalence, one rater right w.p. 0.9, the other 0.5 and else "positive"),

then ``chosen``: per coefficient, the method with the most cells at or above 0.93 (a tie to
the narrower), which the report then uses. With ``--write PATH`` it writes that choice and the
chosen intervals' coverage as the Python table the package ships
(``core/stats/coverage_table.py``), with the command that made it. Run:

    python benchmarks/bench_coverage.py [--reps 1000] [--seed 31] [--write PATH]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from itertools import product

import numpy as np

from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS, Estimate
from adjudicator.core.stats.common.quantiles import two_sided_critical
from adjudicator.core.stats.common.weights import weight_matrix
from adjudicator.core.stats.coverage import CELLS, FLOOR, GRID_N
from adjudicator.core.stats.jackknife import (
    jackknife_interval,
    pattern_leave_one_out,
    rows_leave_one_out,
    table_leave_one_out,
)
from adjudicator.core.stats.many_raters import multirater
from adjudicator.core.stats.many_raters.code_rows import distinct_rows
from adjudicator.core.stats.many_raters.conger_pair import conger_kappa_of_rows
from adjudicator.core.stats.many_raters.krippendorff import (
    disagreement_matrix,
    krippendorff_alpha_from_counts,
    krippendorff_alpha_from_table,
)
from adjudicator.core.stats.many_raters.multirater_common import unit_patterns
from adjudicator.core.stats.pairs import pairwise
from adjudicator.core.stats.pairs.gof_interval import goodness_of_fit_interval

ACCURACY = 0.8
LEVEL = 0.95
METHODS = ("delta", "jk", "jkz", "gof")
#: the coefficients Donner & Eliasziw's interval is a candidate for (two raters, two classes)
GOF = ("scott_pi", "krippendorff_alpha_nominal")
#: choices the data do not leave open: Conger's jackknife needs each unit's row of codes (who
#: gave which label), which the engines' count tables (``summary_counts``) do not keep, and
#: one report must give the same interval whichever path counted it
FIXED = {"conger_kappa": "delta"}


def simulate(rng: np.random.Generator, reps: int, n: int, prev: np.ndarray, raters: int
             ) -> np.ndarray:
    """reps x n x raters codes: each rater keeps the true class w.p. 0.8, else a uniform one."""
    k = prev.size
    truth = rng.choice(k, size=(reps, n), p=prev)
    keep = rng.random((reps, n, raters)) < ACCURACY
    return np.where(keep, truth[..., None], rng.integers(0, k, size=(reps, n, raters)))


def population_table(prev: np.ndarray) -> np.ndarray:
    """P(rater A says i, rater B says j) = Σ_c prev_c M_ci M_cj, M = 0.8 I + 0.2 / k."""
    k = prev.size
    m = ACCURACY * np.eye(k) + (1.0 - ACCURACY) / k
    return np.einsum("c,ci,cj->ij", prev, m, m)


def truths(prev: np.ndarray) -> dict[str, float]:
    """Population value of every coefficient from the symmetric population table."""
    p = population_table(prev)
    k = prev.size
    pi = p.sum(axis=1)
    po = float(np.trace(p))
    out = {"kappa": (po - pi @ pi) / (1 - pi @ pi)}
    out["ac1"] = (po - (pi * (1 - pi)).sum() / (k - 1)) / (1 - (pi * (1 - pi)).sum() / (k - 1))
    out["alpha_nominal"] = out["kappa"]
    if k > 2:
        w = weight_matrix("quadratic", k)
        pow_, pew = float((w * p).sum()), float(pi @ w @ pi)
        out["kappa_quadratic"] = (pow_ - pew) / (1 - pew)
        pe2 = w.sum() / (k * (k - 1)) * (pi * (1 - pi)).sum()
        out["ac2"] = (pow_ - pe2) / (1 - pe2)
        for level in ("ordinal", "interval"):
            d = disagreement_matrix(level, k, pi * 1e6, np.arange(1.0, k + 1))
            out[f"alpha_{level}"] = 1 - float((p * d).sum()) / float(pi @ d @ pi)
    return out


# coefficient -> (truth key, estimate of one data set, leave-one-out values of one data set)
Coef = tuple[str, Callable[..., Estimate], Callable[..., tuple[np.ndarray, np.ndarray]]]


def _pair_coefficients(k: int) -> dict[str, Coef]:
    """Two raters: the functions of one k x k table."""
    conv, vals = TABLE_CONVENTIONS, np.arange(1.0, k + 1)
    w = weight_matrix("quadratic", k)
    out: dict[str, Coef] = {
        "cohen_kappa": ("kappa", lambda d: pairwise.cohen_kappa(d.t, conventions=conv),
                        lambda d: table_leave_one_out(d.t, "cohen_kappa")),
        "scott_pi": ("kappa", lambda d: pairwise.scott_pi(d.t, conventions=conv),
                     lambda d: table_leave_one_out(d.t, "scott_pi")),
        "gwet_ac1": ("ac1", lambda d: pairwise.gwet_ac(d.t, conventions=conv),
                     lambda d: table_leave_one_out(d.t, "gwet_ac1")),
    }
    levels = ("nominal", "ordinal", "interval") if k > 2 else ("nominal",)
    for level in levels:
        out[f"krippendorff_alpha_{level}"] = (
            f"alpha_{level}",
            lambda d, lv=level: krippendorff_alpha_from_table(d.t, lv, vals, conventions=conv),
            lambda d, lv=level: pattern_leave_one_out(
                *d.patterns, "krippendorff_alpha", np.eye(k), alpha_level=lv, values=vals))
    if k > 2:
        out["cohen_kappa_weighted"] = (
            "kappa_quadratic", lambda d: pairwise.cohen_kappa(d.t, weights=w, conventions=conv),
            lambda d: table_leave_one_out(d.t, "cohen_kappa_weighted", w))
        out["gwet_ac2"] = ("ac2", lambda d: pairwise.gwet_ac(d.t, weights=w, conventions=conv),
                           lambda d: table_leave_one_out(d.t, "gwet_ac2", w))
    return out


def _many_coefficients(k: int) -> dict[str, Coef]:
    """Four raters: the functions of the count patterns (and rows, for Conger)."""
    conv, vals = TABLE_CONVENTIONS, np.arange(1.0, k + 1)
    w, eye = weight_matrix("quadratic", k), np.eye(k)
    out: dict[str, Coef] = {
        "fleiss_kappa": ("kappa", lambda d: multirater.fleiss_kappa(
            d.patterns[0], freq=d.patterns[1], conventions=conv),
            lambda d: pattern_leave_one_out(*d.patterns, "fleiss_kappa", eye)),
        "conger_kappa": ("kappa", lambda d: conger_kappa_of_rows(*d.rows, k, conventions=conv),
                         lambda d: rows_leave_one_out(*d.rows, k, eye)),
        "gwet_ac1": ("ac1", lambda d: multirater.gwet_ac_from_counts(
            d.patterns[0], freq=d.patterns[1], conventions=conv),
            lambda d: pattern_leave_one_out(*d.patterns, "gwet_ac", eye)),
    }
    levels = ("nominal", "ordinal", "interval") if k > 2 else ("nominal",)
    for level in levels:
        out[f"krippendorff_alpha_{level}"] = (
            f"alpha_{level}",
            lambda d, lv=level: krippendorff_alpha_from_counts(
                d.patterns[0], level=lv, values=vals, freq=d.patterns[1], conventions=conv),
            lambda d, lv=level: pattern_leave_one_out(
                *d.patterns, "krippendorff_alpha", eye, alpha_level=lv, values=vals))
    if k > 2:
        out["gwet_ac2"] = ("ac2", lambda d: multirater.gwet_ac_from_counts(
            d.patterns[0], weights=w, freq=d.patterns[1], conventions=conv),
            lambda d: pattern_leave_one_out(*d.patterns, "gwet_ac", w))
    return out


class DataSet:
    """One simulated data set in the shapes the coefficients take."""

    def __init__(self, codes: np.ndarray, k: int) -> None:
        self.t = np.bincount(codes[:, 0] * k + codes[:, 1], minlength=k * k).reshape(k, k)
        self.patterns = unit_patterns(codes, k)
        found = distinct_rows(codes, k)
        assert found is not None
        self.rows = found


def intervals(est: Estimate, loo: tuple[np.ndarray, np.ndarray]
              ) -> dict[str, tuple[float, float] | None]:
    """The three intervals of one estimate (None = not estimable)."""
    out: dict[str, tuple[float, float] | None] = {"delta": est.ci, "jk": None, "jkz": None,
                                                  "gof": None}
    if est.value is None:
        return out
    values, freq = loo
    z = jackknife_interval(est.value, values, freq, LEVEL)
    if z is not None:
        ci, se = z
        crit = two_sided_critical(LEVEL, int(freq.sum()) - 1)
        out["jk"] = (max(-1.0, est.value - crit * se), min(1.0, est.value + crit * se))
        out["jkz"] = ci
        if se <= 1e-12:
            out["jk"] = out["jkz"] = None
    return out


def gof(name: str, est: Estimate, table: np.ndarray, raters: int,
        jkz: tuple[float, float] | None) -> tuple[float, float] | None:
    """Donner & Eliasziw's interval where it is a candidate (two raters, two classes; α
    mapped from π's limits), ``jkz`` for the other cells of those coefficients, None for
    the other coefficients."""
    if name not in GOF or est.value is None:
        return None
    if raters != 2 or table.shape != (2, 2):
        return jkz
    found = goodness_of_fit_interval(table, LEVEL)
    if found is None or name == "scott_pi":
        return found
    shrink = (2 * table.sum() - 1) / (2 * table.sum())
    return 1.0 - shrink * (1.0 - found[0]), 1.0 - shrink * (1.0 - found[1])


def run_cell(rng: np.random.Generator, reps: int, n: int, cell: str, raters: int
             ) -> dict[str, dict[str, tuple[float, float]]]:
    """coefficient -> method -> (coverage, mean width) in one cell of the grid."""
    prev = CELLS[cell]
    k = prev.size
    truth = truths(prev)
    coefs = _pair_coefficients(k) if raters == 2 else _many_coefficients(k)
    hits = {c: dict.fromkeys(METHODS, 0) for c in coefs}
    width = {c: dict.fromkeys(METHODS, 0.0) for c in coefs}
    for codes in simulate(rng, reps, n, prev, raters):
        data = DataSet(codes, k)
        for name, (key, estimate, leave_one_out) in coefs.items():
            est = estimate(data)
            found = intervals(est, leave_one_out(data) if est.value is not None else None)
            found["gof"] = gof(name, est, data.t, raters, found["jkz"])
            for method, ci in found.items():
                if ci is None:
                    continue
                hits[name][method] += ci[0] <= truth[key] <= ci[1]
                width[name][method] += ci[1] - ci[0]
    return {c: {m: (hits[c][m] / reps, width[c][m] / reps) for m in METHODS} for c in coefs}


def choose(results: dict[tuple[int, str, int], dict[str, dict[str, tuple[float, float]]]]
           ) -> dict[str, str]:
    """Per coefficient, the method with the most cells at or above the floor; a tie goes to
    the narrower mean width (the rule ``core.stats.coverage.METHOD`` records)."""
    score: dict[str, dict[str, list[float]]] = {}
    for by_coef in results.values():
        for coef, by_method in by_coef.items():
            for method, (cov, wid) in by_method.items():
                if method == "gof" and coef not in GOF:  # not a candidate there (no interval)
                    continue
                s = score.setdefault(coef, {}).setdefault(method, [0.0, 0.0])
                s[0] += cov >= FLOOR
                s[1] += wid
    chosen = {coef: min(m, key=lambda x: (-m[x][0], m[x][1])) for coef, m in score.items()}
    return {**chosen, **{c: m for c, m in FIXED.items() if c in chosen}}


def main() -> None:
    """Print the grid and the choice; with --write, the shipped table of the chosen
    intervals' coverage."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reps", type=int, default=1000, help="data sets a cell (1000)")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--n", type=int, nargs="*", default=list(GRID_N))
    parser.add_argument("--cells", nargs="*", default=list(CELLS))
    parser.add_argument("--raters", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--write", help="write the coverage table module here")
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    results = {}
    for raters, cell, n in product(args.raters, args.cells, args.n):
        start = time.perf_counter()
        results[(raters, cell, n)] = run_cell(rng, args.reps, n, cell, raters)
        print(f"# {raters} raters, {cell}, n = {n}: {time.perf_counter() - start:.1f} s",
              file=sys.stderr, flush=True)
    chosen = choose(results)
    print(f"95% interval coverage / mean width, {args.reps} data sets a cell, raters right "
          f"w.p. {ACCURACY} (withheld = miss, width 0; * = chosen below {FLOOR})")
    print(f"{'raters':>6} {'split':>6} {'n':>4}  {'coefficient':28}"
          + "".join(f"{m:>14}" for m in (*METHODS, "chosen")))
    table: dict[tuple[str, int, str, int], float] = {}
    for (raters, cell, n), by_coef in results.items():
        for coef, by_method in by_coef.items():
            cov, wid = by_method[chosen[coef]]
            table[(coef, raters, cell, n)] = cov
            flag = " *" if cov < FLOOR else ""
            print(f"{raters:>6} {cell:>6} {n:>4}  {coef:28}"
                  + "".join(f"{c:>7.3f} {w:>5.2f} " for c, w in by_method.values())
                  + f"{chosen[coef]:>4} {cov:.3f} {wid:.2f}{flag}")
    print("chosen:", ", ".join(f"{c} {m}" for c, m in sorted(chosen.items())))
    if args.write:
        write_table(args.write, table, chosen, args.reps, args.seed)


def write_table(path: str, table: dict[tuple[str, int, str, int], float],
                chosen: dict[str, str], reps: int, seed: int) -> None:
    """The coverage table module ``core.stats.coverage`` reads (generated; do not edit)."""
    lines = [
        '"""Simulated coverage of the intervals the report uses (generated; do not edit).',
        "",
        "Made by: python benchmarks/bench_coverage.py "
        f"--reps {reps} --seed {seed} \\",
        "    --write adjudicator/core/stats/coverage_table.py",
        f"({reps} data sets a cell; raters right with probability {ACCURACY}; see the script.)",
        "METHOD: the interval chosen per coefficient (most cells >= 0.93, then narrower).",
        "COVERAGE: (coefficient, raters, split, n) -> share of the chosen 95 % intervals",
        "covering the truth.",
        '"""',
        "",
        "METHOD: dict[str, str] = {",
        *[f"    {c!r}: {m!r}," for c, m in sorted(chosen.items())],
        "}",
        "",
        "COVERAGE: dict[tuple[str, int, str, int], float] = {",
    ]
    lines += [f"    {key!r}: {value:.3f}," for key, value in sorted(table.items())]
    lines.append("}")
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
