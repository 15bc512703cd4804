"""Time the many-rater statistics against their peers, in one process, on the same data.

- Krippendorff's alpha, 10 raters x 10^4 / 10^5 / 10^6 units (5 categories, ~70% agreement
  with a latent class, 10% missing), nominal and interval: ours from the int64 code matrix
  (with Gwet's SE, and value only) against ``krippendorff.alpha`` on its native input
  (raters x units float array, NaN = missing, same value domain).
- Fleiss' kappa from the units x categories count table (complete data, 10 raters): ours
  (with Gwet's SE and CI) against ``statsmodels.stats.inter_rater.fleiss_kappa``.
- Conger's kappa and Gwet's AC1 with SE/CI, 4 raters with 10% missing, 100 and 1,000 units:
  ours from codes against ``irrCAC.raw.CAC`` (data frame built outside the timing).
- Conger's kappa and the unit bootstrap (2,000 resamples) of alpha at 10^6 units, for
  reference (no peer).

Medians of several runs after a warm-up; ratio = ours / peer (below 1 = faster).

    python benchmarks/bench_multirater.py [REPEATS]      (default 5)
"""

from __future__ import annotations

import sys
from functools import partial
from typing import Any

import numpy as np
from timing import median_seconds

RATERS, K = 10, 5


def make_codes(n: int, raters: int = RATERS, missing: float = 0.1, seed: int = 0) -> np.ndarray:
    """units x raters codes: each rating is the unit's latent class 70% of the time."""
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, K, n)
    codes = np.where(rng.random((n, raters)) < 0.7, truth[:, None],
                     rng.integers(0, K, (n, raters)))
    codes[rng.random((n, raters)) < missing] = -1
    return codes.astype(np.int64)


def row(name: str, n: int, ours: float, peer: float | None, peer_name: str) -> str:
    """One line of the table: medians in ms and the ratio."""
    ratio = f"{ours / peer:6.3f}" if peer else "     -"
    peer_ms = f"{peer * 1e3:10.1f}" if peer else "         -"
    return f"{name:<34} {n:>9,} {ours * 1e3:10.1f} {peer_ms} {ratio}  {peer_name}"


def bench_alpha(repeats: int) -> list[str]:
    """Our alpha (with SE and value only) against the krippendorff package."""
    import krippendorff

    from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha
    lines = []
    for n in (10**4, 10**5, 10**6):
        codes = make_codes(n)
        data = np.where(codes >= 0, codes + 1.0, np.nan).T.copy()
        domain = np.arange(1.0, K + 1.0)
        for level in ("nominal", "interval"):
            reps = repeats if n < 10**6 else max(3, repeats // 2)
            peer = median_seconds(partial(krippendorff.alpha, reliability_data=data,
                                          level_of_measurement=level, value_domain=domain), reps)
            full = median_seconds(partial(krippendorff_alpha, codes, K, level=level), reps)
            bare = median_seconds(partial(krippendorff_alpha, codes, K, level=level,
                                          se_method="none"), reps)
            lines.append(row(f"alpha {level} (value + Gwet SE)", n, full, peer, "krippendorff"))
            lines.append(row(f"alpha {level} (value only)", n, bare, peer, "krippendorff"))
    return lines


def bench_fleiss(repeats: int) -> list[str]:
    """Our Fleiss' kappa (with SE) against statsmodels on the same count table."""
    from statsmodels.stats.inter_rater import fleiss_kappa as sm_fleiss

    from adjudicator.core.stats.many_raters.multirater import fleiss_kappa
    from adjudicator.core.stats.many_raters.multirater_common import unit_counts
    lines = []
    for n in (10**4, 10**5, 10**6):
        counts = unit_counts(make_codes(n, missing=0.0), K)
        peer = median_seconds(partial(sm_fleiss, counts), repeats)
        ours = median_seconds(partial(fleiss_kappa, counts), repeats)
        lines.append(row("fleiss kappa from counts (+SE, CI)", n, ours, peer, "statsmodels"))
    return lines


def bench_irrcac(repeats: int) -> list[str]:
    """Conger's kappa and AC1 with SE and CI against irrCAC (small n: irrCAC is slow)."""
    import pandas as pd
    from irrCAC.raw import CAC

    from adjudicator.core.stats.many_raters.conger import conger_kappa
    from adjudicator.core.stats.many_raters.multirater import gwet_ac_multi
    lines = []
    for n in (100, 1000):
        codes = make_codes(n, raters=4)
        frame = pd.DataFrame(np.where(codes >= 0, codes + 1.0, np.nan))
        cats = [float(c) for c in range(1, K + 1)]
        conger_peer = median_seconds(partial(_irrcac, CAC, frame, cats, "conger"), repeats)
        gwet_peer = median_seconds(partial(_irrcac, CAC, frame, cats, "gwet"), repeats)
        conger = median_seconds(partial(conger_kappa, codes, K), repeats)
        gwet = median_seconds(partial(gwet_ac_multi, codes, K), repeats)
        lines.append(row("conger kappa (+SE, CI), 4 raters", n, conger, conger_peer, "irrCAC"))
        lines.append(row("gwet AC1 (+SE, CI), 4 raters", n, gwet, gwet_peer, "irrCAC"))
    return lines


def _irrcac(cac: Any, frame: Any, cats: list[float], method: str) -> object:
    """One irrCAC coefficient from raw ratings (object construction included, as users call it)."""
    return getattr(cac(frame, categories=cats), method)()


def bench_large() -> list[str]:
    """Conger's kappa and the unit bootstrap of alpha at 10 raters x 10^6 units (no peer)."""
    from adjudicator.core.stats.many_raters.conger import conger_kappa
    from adjudicator.core.stats.many_raters.unit_bootstrap import unit_bootstrap_ci
    codes = make_codes(10**6)
    conger = median_seconds(partial(conger_kappa, codes, K), 3)
    boot = median_seconds(partial(unit_bootstrap_ci, codes, K, "krippendorff_alpha"), 3)
    return [row("conger kappa (+SE, CI)", 10**6, conger, None, "(irrCAC: too slow)"),
            row("alpha unit bootstrap, 2000 resamples", 10**6, boot, None, "(no peer)")]


def main(argv: list[str]) -> int:
    """Run every comparison and print one table."""
    repeats = int(argv[0]) if argv else 5
    header = f"{'statistic':<34} {'units':>9} {'ours ms':>10} {'peer ms':>10} {'ratio':>6}  peer"
    print(f"many-rater statistics, {RATERS} raters unless noted; medians of {repeats} runs")
    print(header)
    print("-" * len(header))
    for part in (bench_alpha, bench_fleiss, bench_irrcac):
        for line in part(repeats):
            print(line, flush=True)
    for line in bench_large():
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
