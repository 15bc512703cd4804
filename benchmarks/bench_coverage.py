"""Coverage of the 95 % intervals of Cohen's κ and Gwet's AC1 by simulation.

Tables are drawn from Multinomial(n, P) for three populations (2 x 2 skewed, 2 x 2 with a high
prevalence, 4 x 4) at n = 30, 100, 1000. For each cell the table prints the share of
simulated intervals that contain the population value (counting a withheld, "not
estimable" interval as not covering) and the share withheld, for the analytic (delta-method)
interval and for the percentile bootstrap of κ (``bootstrap_ci``, multinomial resamples of the
table; undefined resamples are left out and counted, a zero-width interval is withheld). Run:

    python benchmarks/bench_coverage.py [simulations] [bootstrap resamples]
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import numpy as np

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.pairs.bootstrap import bootstrap_ci, with_bootstrap_ci

POPULATIONS = {
    "2x2 skewed": np.array([[0.70, 0.08], [0.07, 0.15]]),
    "2x2 high prevalence": np.array([[0.88, 0.04], [0.03, 0.05]]),
    "4x4": np.array([[0.20, 0.03, 0.01, 0.01], [0.03, 0.20, 0.03, 0.01],
                     [0.01, 0.03, 0.20, 0.03], [0.01, 0.01, 0.03, 0.16]]),
}


def population_kappa(p: np.ndarray) -> float:
    """κ = (p_o - p_e) / (1 - p_e), p_e = sum p_i. p_.j (Cohen 1960) of a probability table."""
    po, pe = float(np.trace(p)), float(p.sum(1) @ p.sum(0))
    return (po - pe) / (1 - pe)


def population_ac1(p: np.ndarray) -> float:
    """AC1: p_e = sum pi_k (1 - pi_k) / (q - 1), pi = mean margin (Gwet 2008)."""
    pi = (p.sum(1) + p.sum(0)) / 2
    po, pe = float(np.trace(p)), float((pi * (1 - pi)).sum() / (len(pi) - 1))
    return (po - pe) / (1 - pe)


def coverage(p: np.ndarray, n: int, sims: int, fn, truth: float) -> tuple[float, float]:
    """(share covering the truth, share withheld as not estimable)."""
    rng = np.random.default_rng(n)
    covered = withheld = 0
    for cells in rng.multinomial(n, p.ravel(), size=sims):
        est = fn(cells.reshape(p.shape))
        if est.ci is None:
            withheld += 1
        elif est.ci[0] <= truth <= est.ci[1]:
            covered += 1
    return covered / sims, withheld / sims


def bootstrap_kappa(resamples: int) -> Callable[[np.ndarray], Estimate]:
    """κ with its percentile bootstrap interval in place of the analytic one."""
    def fn(table: np.ndarray) -> Estimate:
        est = pw.cohen_kappa(table)
        if est.value is None:
            return est
        return with_bootstrap_ci(est, bootstrap_ci(table, "cohen_kappa", resamples=resamples))
    return fn


def main(sims: int, resamples: int) -> None:
    """Print the coverage table."""
    print(f"95% interval coverage, {sims} simulations per cell, bootstrap {resamples} "
          "resamples (withheld = not estimable)")
    print(f"{'population':22}{'n':>6}  {'κ cover':>8} {'withheld':>8}  "
          f"{'κ boot':>7} {'withheld':>8}  {'AC1 cover':>9} {'withheld':>8}")
    for name, p in POPULATIONS.items():
        for n in (30, 100, 1000):
            kc, kw = coverage(p, n, sims, pw.cohen_kappa, population_kappa(p))
            bc, bw = coverage(p, n, sims, bootstrap_kappa(resamples), population_kappa(p))
            ac, aw = coverage(p, n, sims, pw.gwet_ac, population_ac1(p))
            print(f"{name:22}{n:>6}  {kc:>8.3f} {kw:>8.3f}  {bc:>7.3f} {bw:>8.3f}  "
                  f"{ac:>9.3f} {aw:>8.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000,
         int(sys.argv[2]) if len(sys.argv) > 2 else 500)
