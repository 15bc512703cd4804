"""Shared checks for the tool readers: agree's pairwise κ against scikit-learn's."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from adjudicator.commands.agreement.agree import main as agree_main

TOOLS = Path(__file__).parents[2] / "data" / "io" / "tools"

AgreeCheck = Callable[..., dict[str, Any]]


@pytest.fixture
def tools_dir() -> Path:
    """tests/data/io/tools."""
    return TOOLS


@pytest.fixture
def agree_equals_sklearn(capsys: pytest.CaptureFixture[str]) -> AgreeCheck:
    """Run ``adjudicator agree PATH --format json`` and check every pair's Cohen's κ equals
    scikit-learn's on ``labels`` (annotator -> item -> label, read independently with pandas);
    returns the agree report."""

    def check(path: Path, labels: dict[str, dict[str, str]], *extra: str) -> dict[str, Any]:
        import pandas as pd
        from sklearn.metrics import cohen_kappa_score

        assert agree_main([str(path), "--format", "json", *extra]) == 0
        doc: dict[str, Any] = json.loads(capsys.readouterr().out)
        assert sorted(doc["annotators"]) == sorted(labels)
        wide = pd.DataFrame(labels)
        got = {tuple(sorted(p["annotators"])): p["cohen_kappa"]["value"] for p in doc["pairs"]}
        assert len(got) == len(list(combinations(labels, 2)))
        for a, b in combinations(sorted(labels), 2):
            both = wide[[a, b]].dropna()
            expected = cohen_kappa_score(both[a], both[b])
            value = got[(a, b)]
            if math.isnan(expected):
                assert value is None
            else:
                assert value == pytest.approx(expected, rel=1e-12, abs=1e-15)
        return doc

    return check
