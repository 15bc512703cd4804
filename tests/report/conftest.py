"""Fixtures of the report tests: the shipped sample with a few decisions, as a project."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from adjudicator.store.project import Project

SAMPLE = Path(__file__).parents[2] / "resources" / "samples" / "customer_service.csv"


@pytest.fixture
def sample_copy(tmp_path: Path) -> Path:
    """The 320-item customer-service sample, copied and read-only like any original."""
    path = tmp_path / "cs.csv"
    shutil.copyfile(SAMPLE, path)
    path.chmod(0o444)
    return path


@pytest.fixture
def project(sample_copy: Path) -> Iterator[Project]:
    """The sample with a guideline version, three decisions (one flagged) and no rules."""
    with Project.open(sample_copy, author="lead") as p:
        p.guideline("v2", "退款 vs 投诉 clarified")
        p.decide("CS0001", "投诉", "描述不符", error_category="粗心", guideline_update=True)
        p.decide("CS0003", "退款", "asks for money back", error_category="规范不清")
        p.decide("CS0005", "退款", "", error_category="规范不清")
        yield p
