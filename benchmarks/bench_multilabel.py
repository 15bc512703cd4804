"""Time the multi-label block of the report against scikit-learn on the same label sets.

For n = 10^4, 10^5, 10^6 items, two annotators, 5 labels (each given with probability 0.3;
B copies A's choice of a label 80% of the time; 1% of B missing), in one process:

- ``multilabel_summary`` (analytic): per-label Cohen κ with CI, macro and support-weighted
  means, exact-set κ, mean Jaccard, for the pair and for all annotators (Conger);
- the same with ``ci="bootstrap"`` (2,000 resamples; Conger per label resamples units);
- scikit-learn: ``cohen_kappa_score`` per label + on whole sets (as strings) +
  ``jaccard_score(average="samples")`` on the items both labelled (values only, no CI);
- a bare ``np.bincount`` of one label's 2 x 2 table per label (the floor).

Medians of several runs and ratios, in one process:

    python benchmarks/bench_multilabel.py [REPEATS]      (default 5)
"""

from __future__ import annotations

import sys

import numpy as np
from timing import median_seconds

SIZES = (10**4, 10**5, 10**6)
LABELS = ("物流", "售后", "咨询", "投诉", "其他")


def make_data(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:  # type: ignore[type-arg]
    """sets (n x 2 x labels) and rated (n x 2)."""
    rng = np.random.default_rng(seed)
    a = rng.random((n, len(LABELS))) < 0.3
    b = np.where(rng.random(a.shape) < 0.8, a, rng.random(a.shape) < 0.3)
    rated = np.ones((n, 2), dtype=bool)
    rated[rng.random(n) < 0.01, 1] = False
    return np.stack([a, b], axis=1), rated


def sklearn_values(sets: np.ndarray, rated: np.ndarray) -> None:  # type: ignore[type-arg]
    """What scikit-learn gives: per-label κ, exact-set κ, mean Jaccard (no intervals)."""
    from sklearn.metrics import cohen_kappa_score, jaccard_score

    both = rated.all(axis=1)
    a, b = sets[both, 0], sets[both, 1]
    for j in range(a.shape[1]):
        cohen_kappa_score(a[:, j], b[:, j])
    weights = 1 << np.arange(a.shape[1])
    cohen_kappa_score(a @ weights, b @ weights)
    jaccard_score(a, b, average="samples", zero_division=1.0)


def bincounts(sets: np.ndarray, rated: np.ndarray) -> None:  # type: ignore[type-arg]
    """One 2 x 2 bincount per label on the items both labelled (the floor)."""
    both = rated.all(axis=1)
    a, b = sets[both, 0].astype(np.int64), sets[both, 1].astype(np.int64)
    for j in range(a.shape[1]):
        np.bincount(a[:, j] * 2 + b[:, j], minlength=4)


def main() -> None:
    """Print one row per size: medians in ms and ratios to scikit-learn and the bincount."""
    from adjudicator.core.stats.many_raters.multilabel_data import LabelSetData
    from adjudicator.core.stats.summaries.options import AgreementOptions
    from adjudicator.core.stats.summaries.summary_multilabel import multilabel_summary
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    boot = AgreementOptions(ci="bootstrap")
    print(f"{'n':>9} {'block ms':>9} {'boot ms':>9} {'sklearn ms':>10} {'bincount ms':>11} "
          f"{'block/sklearn':>13} {'block/bincount':>14}")
    for n in SIZES:
        sets, rated = make_data(n)
        data = LabelSetData(("a", "b"), LABELS, sets, rated)
        ours = median_seconds(lambda d=data: multilabel_summary(d), repeats)
        slow = median_seconds(lambda d=data: multilabel_summary(d, boot), max(1, repeats // 2))
        peer = median_seconds(lambda s=sets, r=rated: sklearn_values(s, r), repeats)
        floor = median_seconds(lambda s=sets, r=rated: bincounts(s, r), repeats)
        print(f"{n:>9} {ours * 1e3:>9.1f} {slow * 1e3:>9.1f} {peer * 1e3:>10.1f} "
              f"{floor * 1e3:>11.2f} {ours / peer:>13.2f} {ours / floor:>14.1f}")


if __name__ == "__main__":
    main()
