"""Time ``adjudicator.agree`` on two annotators' text labels against its floor and scikit-learn.

The data are realistic rather than uniform: 6 text labels (Chinese, as a support team's
tickets) with skewed prevalence (50 / 20 / 12 / 8 / 6 / 4 %); annotator B gives A's label 80%
of the time and otherwise a label drawn from the same prevalence; 1% of each annotator's cells
are empty. The same judgments are given to ``agree`` in three forms:

- coded: pandas categoricals of the text labels (as a file read with ``dtype="category"``
  gives them); ``agree`` takes their codes as they are. This is the headline figure;
- numbers: float columns of the codes 0 .. 5, NaN where empty (``agree`` finds the distinct
  numbers and codes every cell);
- text: object columns of the label strings, None where empty (``agree`` codes every cell).

In **every repetition**, one after the other on the same data:

- ``agree(df)`` of each form: the whole report (every two-rater coefficient with analytic
  CIs, per-class views, disagreement profile, the many-rater block with Conger's kappa and
  its variance), the coding of the cells included;
- scikit-learn's ``cohen_kappa_score`` on the complete pairs' int codes (one kappa, no CI);
- the floor: a bare ``np.bincount(a * k + b)`` of the complete pairs' int64 codes (the
  codes made and the incomplete pairs dropped beforehand, outside the timing);
- the text peer: ``pd.factorize`` of each text column, the complete pairs kept, and their
  bincount — the least work that turns text labels into the table ``agree`` starts from.

Printed: the median time of each, the median over repetitions of the per-repetition ratios
agree / floor (of each form), agree / scikit-learn (coded) and agree of the text / the text
peer, and the load average (1 min)
before and after each size, since the machine may be shared. Cohen's kappa is checked
against scikit-learn first, and the three forms give the same kappa.

    python benchmarks/bench_agree.py [REPEATS] [SIZES]     e.g. 9 1e6  or  3 1e6,1e7
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
LABELS = ["投诉", "退款", "咨询", "物流", "售后", "其他"]
PREVALENCE = [0.50, 0.20, 0.12, 0.08, 0.06, 0.04]
K = len(LABELS)


def make_data(n: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:  # type: ignore[type-arg]
    """Two annotators' codes (-1 = empty): skewed labels, 80% copied, 1% empty per side."""
    rng = np.random.default_rng(seed)
    a = rng.choice(K, n, p=PREVALENCE)
    b = np.where(rng.random(n) < 0.8, a, rng.choice(K, n, p=PREVALENCE))
    a[rng.random(n) < 0.01] = -1
    b[rng.random(n) < 0.01] = -1
    return a, b


def load() -> float:
    """The 1-minute load average (the machine may be shared)."""
    return os.getloadavg()[0]


def interleaved(fns: dict[str, Callable[[], object]], repeats: int) -> dict[str, list[float]]:
    """Seconds of each function in every repetition, the functions run one after the other
    (after one warm-up call each), so a busy moment of the machine hits all of them."""
    for fn in fns.values():
        fn()
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(repeats):
        for name, fn in fns.items():
            start = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - start)
    return times


def time_size(n: int, repeats: int) -> dict[str, list[float]]:
    """Per-repetition seconds of agree() of each form, scikit-learn's kappa and the bincount
    floor at n."""
    import pandas as pd
    from sklearn.metrics import cohen_kappa_score

    import adjudicator

    a, b = make_data(n)
    df = pd.DataFrame({"ann": pd.Categorical.from_codes(a, LABELS),
                       "bob": pd.Categorical.from_codes(b, LABELS)})
    numbers = pd.DataFrame({"ann": np.where(a >= 0, a, np.nan),
                            "bob": np.where(b >= 0, b, np.nan)})
    words = np.array([*LABELS, None], dtype=object)
    text = pd.DataFrame({"ann": words[a], "bob": words[b]})
    both = (a >= 0) & (b >= 0)
    ai, bi = a[both], b[both]  # scikit-learn has no missing values: give it the pairs
    kappa = adjudicator.agree(df).pairs[0].coefficients["cohen_kappa"].value
    assert kappa is not None
    assert abs(kappa - cohen_kappa_score(ai, bi)) < 1e-12
    for other in (numbers, text):
        again = adjudicator.agree(other).pairs[0].coefficients["cohen_kappa"].value
        assert again is not None
        assert abs(again - kappa) < 1e-12
    return interleaved({
        "agree": lambda: adjudicator.agree(df),
        "numbers": lambda: adjudicator.agree(numbers),
        "text": lambda: adjudicator.agree(text),
        "sklearn": lambda: cohen_kappa_score(ai, bi),
        "floor": lambda: np.bincount(ai * K + bi, minlength=K * K),
        "peer": lambda: text_peer(text),
    }, repeats)


def text_peer(text: object) -> object:
    """The text peer: each column factorized once, the complete pairs' table counted."""
    import pandas as pd

    a, words_a = pd.factorize(text["ann"])  # type: ignore[index]
    b, words_b = pd.factorize(text["bob"])  # type: ignore[index]
    both = (a >= 0) & (b >= 0)
    return np.bincount(a[both] * len(words_b) + b[both], minlength=len(words_a) * len(words_b))


def main() -> None:
    """One line per size: medians in ms, median per-repetition ratios, load before / after."""
    sys.path.insert(0, str(ROOT))  # the checkout this script is in, not an installed copy
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    sizes = [int(float(s)) for s in (sys.argv[2] if len(sys.argv) > 2 else "1e6").split(",")]
    print(f"{os.cpu_count()} cores; {repeats} repetitions, each timing all six in turn")
    print(f"{'n':>10} {'agree()':>10} {'sklearn κ':>10} {'floor':>9} {'agree/floor':>12}"
          f" {'agree/sklearn':>14} {'numbers/floor':>14} {'text/floor':>11}"
          f" {'text peer':>10} {'text/peer':>10} {'load before/after':>18}")
    for n in sizes:
        before = load()
        t = time_size(n, repeats)
        per_floor = {form: statistics.median(x / y for x, y in zip(t[form], t["floor"],
                                                                    strict=True))
                     for form in ("agree", "numbers", "text")}
        per_sk = [x / y for x, y in zip(t["agree"], t["sklearn"], strict=True)]
        per_peer = [x / y for x, y in zip(t["text"], t["peer"], strict=True)]
        ms = {name: statistics.median(v) * 1e3 for name, v in t.items()}
        print(f"{n:>10} {ms['agree']:>8.1f}ms {ms['sklearn']:>8.1f}ms {ms['floor']:>7.1f}ms "
              f"{per_floor['agree']:>12.2f} {statistics.median(per_sk):>14.3f} "
              f"{per_floor['numbers']:>14.2f} {per_floor['text']:>11.2f} "
              f"{ms['peer']:>8.1f}ms {statistics.median(per_peer):>10.2f} "
              f"{before:>9.2f} / {load():.2f}")


if __name__ == "__main__":
    main()
