"""Time every two-rater statistic against a bare bincount and the reference libraries.

Run: ``python benchmarks/bench_pairwise.py [--repeat R]``. One process, the same random
int codes (k = 4, ~70% agreement, no missing) for every contender at 10^5, 10^6 and 10^7
items. Prints median milliseconds and each row's ratio to one bare
``np.bincount(a * k + b)`` pass on the same data:

- bare bincount: ``np.bincount(a * k + b, minlength=k*k)`` (no missing-value handling);
- confusion matrix: ``core.tables.confusion_matrix``; also on a copy with 1% of each
  rater's codes missing (-1), which it drops;
- all statistics: the confusion matrix plus every two-rater statistic with its analytic
  SE and CI (percent agreement, Cohen's kappa unweighted and quadratic, Scott's pi, AC1,
  AC2, Brennan-Prediger, PABAK, kappa_max, prevalence and bias indices, per-class kappa,
  specific agreement, disagreement profile);
- scikit-learn ``cohen_kappa_score(a, b)`` (one kappa, no SE);
- statsmodels ``cohens_kappa(table)`` on the table (kappa with SE);
- bootstrap: 2,000 multinomial resamples of the table with Cohen's kappa (percentile CI).
"""

from __future__ import annotations

import argparse
from typing import Any

import numpy as np
from timing import median_ms

from adjudicator.core.stats.pairs import class_agreement as ca
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.pairs.bootstrap import bootstrap_ci
from adjudicator.core.tables import confusion_matrix

K = 4
LABELS = ["a", "b", "c", "d"]


def all_statistics(a: np.ndarray, b: np.ndarray) -> list[Any]:
    """The confusion matrix and every two-rater statistic with analytic SE/CI."""
    t = confusion_matrix(a, b, K)
    out: list[Any] = [
        pw.percent_agreement(t), pw.cohen_kappa(t), pw.cohen_kappa(t, weights="quadratic"),
        pw.scott_pi(t), pw.gwet_ac(t), pw.gwet_ac(t, weights="quadratic"),
        pw.brennan_prediger(t), pw.pabak(t), ca.kappa_max(t), ca.prevalence_index(t),
        ca.bias_index(t),
    ]
    out += ca.per_class_kappa(t, LABELS)
    out += ca.specific_agreement(t, LABELS)
    out += ca.disagreement_profile(t, LABELS)
    return out


def codes(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Two raters' int64 codes in 0..k-1 that agree ~70% of the time."""
    rng = np.random.default_rng(seed)
    a = rng.integers(0, K, n)
    b = np.where(rng.random(n) < 0.7, a, rng.integers(0, K, n))
    return a, b


def with_missing(a: np.ndarray, b: np.ndarray, seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Copies with 1% of each rater's codes set to missing (-1)."""
    rng = np.random.default_rng(seed)
    am, bm = a.copy(), b.copy()
    am[rng.random(a.size) < 0.01] = -1
    bm[rng.random(b.size) < 0.01] = -1
    return am, bm


def run(n: int, repeat: int) -> list[tuple[str, float]]:
    """Median times (ms) of every contender at n items."""
    from sklearn.metrics import cohen_kappa_score
    from statsmodels.stats.inter_rater import cohens_kappa

    a, b = codes(n)
    am, bm = with_missing(a, b)
    table = confusion_matrix(a, b, K)
    slow = max(3, repeat // 3) if n >= 10**7 else repeat
    return [
        ("bare np.bincount(a*k+b)", median_ms(lambda: np.bincount(a * K + b, minlength=K * K),
                                              repeat)),
        ("confusion_matrix", median_ms(lambda: confusion_matrix(a, b, K), repeat)),
        ("confusion_matrix (1% missing)", median_ms(lambda: confusion_matrix(am, bm, K),
                                                    repeat)),
        ("ALL stats + analytic CIs", median_ms(lambda: all_statistics(a, b), repeat)),
        ("sklearn cohen_kappa_score", median_ms(lambda: cohen_kappa_score(a, b), slow)),
        ("statsmodels cohens_kappa(table)", median_ms(lambda: cohens_kappa(table), repeat)),
        ("bootstrap 2000 (kappa)", median_ms(lambda: bootstrap_ci(table, "cohen_kappa"),
                                            repeat)),
    ]


def main() -> None:
    """Print one table per size: median ms and ratio to the bare bincount."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    print(f"k = {K}, codes without missing (one row with 1% missing); median of "
          f"{args.repeat} runs; ratio = time / bare bincount")
    print(f"{'n':>9}  {'contender':<34}{'median ms':>11}{'ratio':>9}")
    for n in (10**5, 10**6, 10**7):
        rows = run(n, args.repeat)
        bare = rows[0][1]
        for name, ms in rows:
            print(f"{n:>9}  {name:<34}{ms:>11.3f}{ms / bare:>9.2f}")
        print()


if __name__ == "__main__":
    main()
