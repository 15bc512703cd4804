"""benchmarks/bench_coverage.py still runs on the package as it is (a tiny grid, not a timing):
the grid it prints carries each method's coverage and mean width and the chosen kind, and
``--write`` writes a table ``core.stats.coverage`` could read."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_coverage.py"


def test_the_coverage_benchmark_prints_its_grid(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Five data sets of one cell: a row per coefficient with delta, jk, jkz, gof and chosen."""
    table = tmp_path / "coverage_table.py"
    monkeypatch.setattr(sys, "argv", [str(SCRIPT), "--reps", "5", "--n", "20", "--cells",
                                      "95/5", "--write", str(table)])
    runpy.run_path(str(SCRIPT), run_name="__main__")
    out = capsys.readouterr().out
    rows = [line.split() for line in out.splitlines() if line.strip().startswith(("2 ", "4 "))]
    names = {row[3] for row in rows}
    assert {"cohen_kappa", "fleiss_kappa", "krippendorff_alpha_nominal", "gwet_ac1"} <= names
    # 4 methods (coverage, width), then the chosen kind with its coverage and width, maybe "*"
    assert all(len(row) in (15, 16) and row[12] in ("delta", "jk", "jkz", "gof") for row in rows)
    written: dict[str, Any] = runpy.run_path(str(table))
    assert written["METHOD"]["cohen_kappa"] in ("delta", "jk", "jkz")  # never gof (module doc)
    assert ("cohen_kappa", 2, "95/5", 20) in written["COVERAGE"]
