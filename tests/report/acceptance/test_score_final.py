"""The report reads each annotator against the final values from every item's final value:
a typed or median value that is no label counts as that number (Shrout & Fleiss's example)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.store.project import Project

SF = Path(__file__).resolve().parents[2] / "data" / "agreement" / "scores" / \
    "shrout_fleiss_1979.csv"


def test_typed_and_median_values_count_against_the_annotators(tmp_path: Path) -> None:
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)
    with Project.open(data, create=True, author="lead") as project:
        project.set_scale("interval")
        project.decide("1", "6.5", "typed", value=6.5, value_from="typed")  # 9 2 5 8
        project.decide("5", "7.5", "median", value=7.5, value_from="median")  # 10 5 6 9
        model = build_report(project)
    final = model.agreement.scores.versus_final
    assert final["J1"]["mae"].value == pytest.approx((2.5 + 2.5) / 2)
    assert final["J2"]["mae"].value == pytest.approx((4.5 + 2.5) / 2)
    assert final["J2"]["rmse"].value == pytest.approx(((4.5**2 + 2.5**2) / 2) ** 0.5)
    assert final["J3"]["mae"].n == 2
