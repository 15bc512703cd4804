"""Time ``adjudicator.agree`` on a DataFrame of two categorical columns against its peers.

For n = 10^5, 10^6, 10^7 items (4 labels, ~70% agreement, 1% missing per annotator) the same
data are given to:

- ``agree(df)``: the whole report (coding, every two-rater coefficient with analytic CIs,
  per-class views, disagreement profile, the many-rater block) from two categorical columns;
- ``agree(df, ci="bootstrap")``: the same with 2,000 bootstrap resamples per coefficient;
- scikit-learn's ``cohen_kappa_score`` on the int arrays (one kappa, no CI);
- a bare ``np.bincount(a * k + b)`` on the int arrays (the floor: one pass over the data).

Medians of several runs, and ratios to scikit-learn and to the bincount, in one process:

    python benchmarks/bench_agree.py [REPEATS]      (default 7)
"""

from __future__ import annotations

import sys

import numpy as np
from timing import median_seconds

SIZES = (10**5, 10**6, 10**7)
K = 4
LABELS = ["投诉", "退款", "咨询", "其他"]


def make_data(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:  # type: ignore[type-arg]
    """Two annotators' codes: B copies A 70% of the time; 1% of each side missing (-1)."""
    rng = np.random.default_rng(seed)
    a = rng.integers(0, K, n)
    b = np.where(rng.random(n) < 0.7, a, rng.integers(0, K, n))
    a[rng.random(n) < 0.01] = -1
    b[rng.random(n) < 0.01] = -1
    return a, b


def time_size(n: int, repeats: int) -> tuple[float, float, float, float]:
    """Median seconds of agree(), agree(bootstrap), sklearn's kappa and a bincount at n."""
    import pandas as pd
    from sklearn.metrics import cohen_kappa_score

    import adjudicator

    a, b = make_data(n)
    df = pd.DataFrame({"a": pd.Categorical.from_codes(a, LABELS),
                       "b": pd.Categorical.from_codes(b, LABELS)})
    both = (a >= 0) & (b >= 0)
    ai, bi = a[both], b[both]  # scikit-learn has no missing values: give it the pairs
    kappa = adjudicator.agree(df).pairs[0].coefficients["cohen_kappa"].value
    assert kappa is not None
    assert abs(kappa - cohen_kappa_score(ai, bi)) < 1e-12
    return (median_seconds(lambda: adjudicator.agree(df), repeats),
            median_seconds(lambda: adjudicator.agree(df, ci="bootstrap"), repeats),
            median_seconds(lambda: cohen_kappa_score(ai, bi), repeats),
            median_seconds(lambda: np.bincount(ai * K + bi, minlength=K * K), repeats))


def main() -> None:
    """Print one table: medians in ms and the ratios (kappa checked against sklearn first)."""
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"{'n':>10} {'agree()':>10} {'agree+boot':>11} {'sklearn κ':>10} {'bincount':>9}"
          f" {'agree/sklearn':>14} {'agree/bincount':>15}")
    for n in SIZES:
        reps = repeats if n < 10**7 else max(3, repeats // 2)
        t_agree, t_boot, t_sk, t_bc = time_size(n, reps)
        print(f"{n:>10} {t_agree * 1e3:>9.1f}ms {t_boot * 1e3:>9.1f}ms {t_sk * 1e3:>8.1f}ms "
              f"{t_bc * 1e3:>7.1f}ms {t_agree / t_sk:>14.2f} {t_agree / t_bc:>15.1f}")


if __name__ == "__main__":
    main()
