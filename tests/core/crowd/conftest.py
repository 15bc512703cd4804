"""Data of the crowd-model tests: Dawid & Skene's (1979) Table 1 (the seeded synthetic crowd
is in synthetic_crowds.py, a module of a name no other test folder uses)."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from adjudicator.core.crowd.judgments import Judgments

DATA = Path(__file__).resolve().parents[2] / "data" / "crowd"


@pytest.fixture(scope="session")
def ds1979() -> tuple[Judgments, dict[str, Any]]:
    """The 315 ratings of Table 1 as judgments (0-based) and the published estimates."""
    with open(DATA / "dawid_skene_1979_table1.csv", encoding="utf-8") as stream:
        rows = [(int(r["patient"]), int(r["observer"]), int(r["rating"]))
                for r in csv.DictReader(stream)]
    a = np.array(rows) - 1
    published = json.loads((DATA / "dawid_skene_1979_estimates.json").read_text("utf-8"))
    return Judgments.from_arrays(a[:, 0], a[:, 1], a[:, 2]), published
