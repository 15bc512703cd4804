"""The pair block's Krippendorff α (Gwet's contingency-table variance, irrCAC ``CAA``) follows
the report's conventions: SE divisor n or n − 1 as the convention it names says, the same SE
the many-rater block gives for the same two complete raters (Stata kappaetc 0.0781 on rate2),
no "no standard error requested" note beside a real SE, and a centred variance
var = (1 − f) / (d (1 − pe)²) · Σ_kl p_kl (c_kl − c̄)², c_kl = w_kl − (1 − α′)(π̄_k + π̄_l),
d = n or n − 1 (Gwet 2014, ch. 6), exact to rounding where E[c²] − c̄² cancels.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha_from_table
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import report_from_table

RATE2 = np.array([[21, 12, 0, 0], [4, 17, 1, 0], [3, 9, 15, 2], [0, 0, 0, 1]])
LABELS = ["normal", "benign", "suspect", "cancer"]


def test_pair_alpha_honours_gwet_conventions() -> None:
    report = report_from_table(RATE2, LABELS, options=AgreementOptions(
        conventions=GWET_CONVENTIONS))
    pair = report.pairs[0].coefficients["krippendorff_alpha"]
    assert report.overall is not None
    many = report.overall.coefficients["krippendorff_alpha"]
    assert pair.value == pytest.approx(0.4637, abs=5e-5)
    assert pair.se == pytest.approx(0.0781, abs=5e-5)  # Stata kappaetc (Klein 2018)
    assert many.se == pytest.approx(0.0781, abs=5e-5)
    assert "SE divisor n-1" in pair.convention
    assert "se_note" not in pair.extras
    table = report_from_table(RATE2, LABELS).pairs[0].coefficients["krippendorff_alpha"]
    assert table.se is not None
    assert pair.se == pytest.approx(table.se * np.sqrt(85 / 84), rel=1e-12)
    assert "SE divisor n;" in table.convention


def _exact_table_var(t: np.ndarray) -> Fraction:
    """n · var of nominal α by the centred formula in exact rational arithmetic."""
    k = t.shape[0]
    n = int(t.sum())
    p = [[Fraction(int(t[i, j]), n) for j in range(k)] for i in range(k)]
    row = [sum(p[i]) for i in range(k)]
    col = [sum(p[i][j] for i in range(k)) for j in range(k)]
    pi = [(row[i] + col[i]) / 2 for i in range(k)]
    pe = sum(x * x for x in pi)
    pa = sum(p[i][i] for i in range(k))
    a0 = (pa - pe) / (1 - pe)
    core = [[(1 if i == j else 0) - (1 - a0) * (pi[i] + pi[j]) for j in range(k)]
            for i in range(k)]
    mean = sum(p[i][j] * core[i][j] for i in range(k) for j in range(k))
    spread = sum(p[i][j] * (core[i][j] - mean) ** 2 for i in range(k) for j in range(k))
    return spread / (1 - pe) ** 2


def test_table_se_is_centred() -> None:
    big = np.array([[10**12, 1, 0], [0, 10**12, 1], [0, 0, 10**6]], dtype=np.int64)
    est = krippendorff_alpha_from_table(big, conventions=TABLE_CONVENTIONS)
    n = int(big.sum())
    want = float(_exact_table_var(big) / n) ** 0.5
    assert est.se == pytest.approx(want, rel=1e-9)
    small = krippendorff_alpha_from_table(RATE2, conventions=TABLE_CONVENTIONS)
    assert small.se == pytest.approx(float(_exact_table_var(RATE2) / 85) ** 0.5, rel=1e-12)
