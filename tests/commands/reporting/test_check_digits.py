"""`check` never hides its verdict by rounding: each rule's observed value and threshold read
apart, as in the report (issue 31, part 6: κ = 0.6999898 against min_value = 0.7 must not
read "0.700 (at least 0.700): fail")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from cmdhelp import write_rows

from adjudicator.cli import main

A = ["yes", "yes", "yes", "no", "no", "yes", "no", "yes", "no", "no", "yes", "no"]
B = ["yes", "yes", "no", "no", "no", "yes", "no", "yes", "yes", "no", "yes", "no"]


def _kappa() -> float:
    """Cohen's κ of A and B by scikit-learn, independent of the program."""
    from sklearn.metrics import cohen_kappa_score

    return float(cohen_kappa_score(A, B))


@pytest.mark.parametrize("offset", [1e-6, -1e-6, 1e-12])
def test_check_line_separates_value_and_threshold(
        tmp_path: Path, offset: float, capsys: pytest.CaptureFixture[str]) -> None:
    """min_value a hair above (below) κ: the line's observed value reads below (above) it."""
    pairs = enumerate(zip(A, B, strict=True))
    rows = [["id", "ann_a", "ann_b"]] + [[f"T{i}", a, b] for i, (a, b) in pairs]
    data = write_rows(tmp_path / "items.csv", rows)
    threshold = _kappa() + offset
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"min_value": threshold}), encoding="utf-8")
    status = main(["check", str(data), "--rules", str(rules), "--no-record"])
    assert status == (3 if offset > 0 else 0)
    line = capsys.readouterr().out.splitlines()[0]
    found = re.search(r": (<? ?[-0-9.]+) \(at least ([-0-9.]+)\): (pass|fail)$", line)
    assert found, line
    observed, limit = found[1], found[2]
    assert observed != limit
    if observed.startswith("<"):
        assert offset > 0
    else:
        assert (float(observed) >= float(limit)) is (offset < 0)
