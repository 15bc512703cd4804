"""The report compares the labels on the scale the log records (level, weights, label order),
as the window did: weighted κ equal to scikit-learn's with the same order and weights."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.store.project import Project

ORDER = ("low", "mid", "high")


def _write(folder: Path) -> tuple[Path, list[str], list[str]]:
    """60 items, two annotators who mostly agree or miss by one; "high" is seen first, so the
    dataset's order is not the scale's."""
    rng = np.random.default_rng(3)
    a = rng.integers(0, 3, 60)
    b = np.clip(a + rng.choice([-1, 0, 0, 1, 2], 60), 0, 2)
    a[0] = b[0] = 2
    first, second = [ORDER[i] for i in a], [ORDER[i] for i in b]
    path = folder / "ordinal.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        w = csv.writer(out)
        w.writerow(["id", "text", "ann", "bo"])
        w.writerows([f"q{n}", "t", x, y] for n, (x, y) in enumerate(zip(first, second,
                                                                           strict=True)))
    path.chmod(0o444)
    return path, first, second


@pytest.mark.parametrize("weights", ["linear", "quadratic"])
def test_the_report_uses_the_recorded_order_and_weights(tmp_path: Path, weights: str) -> None:
    """Labels, matrix and weighted κ / AC2 of the report follow the recorded scale."""
    from sklearn.metrics import cohen_kappa_score

    data, first, second = _write(tmp_path)
    with Project.open(data, author="lead") as p:
        assert p.state.ratings.labels[0] == "high"
        p.decide("q1", "mid", "between the two")
        p.set_scale("ordinal", weights, ORDER)
    with Project.open(data) as p:
        model = build_report(p)
    assert model.labels == ORDER
    pair = model.agreement.pairs[0]
    expected = cohen_kappa_score(first, second, labels=list(ORDER), weights=weights)
    assert pair.coefficients["cohen_kappa_weighted"].value == pytest.approx(expected, rel=1e-12)
    rank = {label: i for i, label in enumerate(ORDER)}
    table = np.zeros((3, 3), dtype=np.int64)
    for x, y in zip(first, second, strict=True):
        table[rank[x], rank[y]] += 1
    assert np.array_equal(pair.table, table)
    assert model.adjudication.adjudicated == 1  # the decisions replayed on the new order


def test_without_a_scale_event_the_report_is_nominal_in_the_dataset_order(tmp_path: Path
                                                                          ) -> None:
    """A log with no scale event (as every older log): no weighted coefficient, file order."""
    data, _, _ = _write(tmp_path)
    with Project.open(data, author="lead") as p:
        model = build_report(p)
    assert model.labels[0] == "high"
    assert "cohen_kappa_weighted" not in model.agreement.pairs[0].coefficients


def test_the_html_names_the_order_and_the_weights(tmp_path: Path) -> None:
    """The coefficients section says the scale is ordinal, in which order, with which weights
    (in English and Chinese)."""
    from adjudicator.report.rendering.html import render_html
    data, _, _ = _write(tmp_path)
    with Project.open(data, author="lead") as p:
        p.set_scale("ordinal", "linear", ORDER)
        model = build_report(p)
    assert "Ordinal scale, label order: low &lt; mid &lt; high (linear weights)" in render_html(
        model, "en")
    assert "有序尺度，标签顺序：low &lt; mid &lt; high（线性权重）" in render_html(model, "zh_CN")
