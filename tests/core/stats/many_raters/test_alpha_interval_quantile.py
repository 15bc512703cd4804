"""Krippendorff's α: the interval's quantile and degrees of freedom against every published
example with an interval in the bundled vectors (Gwet's 2014 handbook contingency tables, the
irrCAC R package's printed output, the irrCAC Python port's tests of the handbook datasets,
Stata's kappaetc), not one.

Gwet's raw-data interval is α ± t(0.975, n0 - 1)·SE with n0 the units with a rating (his R
irrCAC ``krippen.alpha.raw``: ``qt(1-(1-conflev)/2, n0-1)`` with n0 = nrow(ratings), while the
SE divides by n(n - 1) over the n units with two or more ratings), the upper bound clipped at
1; the program's default follows it. The Python port (irrCAC 0.4.4) uses t(n - 1) with the
pairable units instead; its cases say so (``params.df``) and are reproduced only under that
option. Every published bound must be reproduced with the case's quantile, and every other
quantile (z, t(n - 1), t(n0 - 1)) that moves a bound by more than the published rounding must
miss it: the published values pin the choice wherever they can tell the choices apart (z is
rejected by all 11 cases; t(n0 - 1) against t(n - 1) where a unit has a single rating).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.stats.common.quantiles import two_sided_critical
from adjudicator.selftest.data import parse_data
from adjudicator.selftest.metrics import estimate
from adjudicator.selftest.params import resolve

VECTORS = Path(__file__).resolve().parents[3] / "data" / "reference" / "vectors.json"


def _cases() -> list[dict[str, Any]]:
    cases = json.loads(VECTORS.read_text(encoding="utf-8"))["cases"]
    return [c for c in cases if c["metric"] == "krippendorff_alpha"
            and "ci_low" in c["expected"] and c["expected"]["ci_low"] is not None]


def _tol(case: dict[str, Any], key: str) -> float:
    tol = case["tolerance"]
    return float(tol.get(key, tol.get("default", 1e-9)) if isinstance(tol, dict) else tol)


def _bounds(value: float, se: float, crit: float) -> tuple[float, float]:
    return max(-1.0, value - crit * se), min(1.0, value + crit * se)


CASES = _cases()


def test_every_published_alpha_interval_is_checked() -> None:
    """The bundled vectors hold every α interval Gwet published that we could find (R irrCAC's
    README: the contingency table, the distribution of raters, the raw ratings; the Python
    port's tests of the handbook datasets: every weighting of the table and of the raw
    4-rater data, and the 5-observer, g1g2, gender and ben_gerry data) and Stata's: 19 cases
    with a lower bound (the raw 4-rater quadratic, ratio and bipolar cases keep only the upper
    one: the port's SE slip moves their lower bound, see their discrepancies)."""
    assert len(CASES) >= 19
    kinds = {c["data"]["format"] for c in CASES}
    assert kinds == {"confusion_matrix", "units_x_raters", "subject_category_counts"}


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_alpha_interval_quantile(case: dict[str, Any]) -> None:
    """Both bounds reproduce with the program's quantile; the other quantiles miss one."""
    data = parse_data(case["data"], case["params"])
    setting = resolve(case["params"], data)
    est = estimate("krippendorff_alpha", data, setting)
    assert est.value is not None
    assert est.se is not None
    assert est.ci is not None
    want = (case["expected"]["ci_low"], case["expected"]["ci_high"])
    tol = (_tol(case, "ci_low"), _tol(case, "ci_high"))
    for got, expected, t in zip(est.ci, want, tol, strict=True):
        assert abs(got - expected) <= t
    n = est.n
    n0 = n + int(est.extras.get("n_unpairable_units", 0) or 0)
    used = setting.conventions
    alternatives = {"z": two_sided_critical(used.level, None),
                    "t(n-1)": two_sided_critical(used.level, n - 1),
                    "t(n0-1)": two_sided_critical(used.level, n0 - 1)}
    ours = _bounds(est.value, est.se, (est.value - est.ci[0]) / est.se)
    for name, crit in alternatives.items():
        other = _bounds(est.value, est.se, crit)
        moved = max(abs(a - b) for a, b in zip(other, ours, strict=True))
        if moved > 2 * max(tol):  # the published rounding can tell this quantile from ours
            assert any(abs(o - e) > t for o, e, t in zip(other, want, tol, strict=True)), name


def test_rated_units_set_the_degrees_of_freedom() -> None:
    """irrCAC's cac.raw4raters (12 units, one rated once): t(11), not t(10) or z, gives the
    published (0.423, 1); the 'pairable' choice is kept only for sources that use it."""
    case = next(c for c in CASES if c["id"] == "gwet_r_irrcac_raw4raters_krippendorff_alpha")
    data = parse_data(case["data"], case["params"])
    setting = resolve(case["params"], data)
    est = estimate("krippendorff_alpha", data, setting)
    assert est.ci is not None
    assert est.n == 11
    assert abs(est.ci[0] - 0.423) <= 5e-4
    pairable = estimate("krippendorff_alpha", data, replace(setting, df_units="pairable"))
    assert pairable.ci is not None
    assert abs(pairable.ci[0] - 0.423) > 5e-4
