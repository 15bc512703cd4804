"""Fixtures shared by the command tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from cmdhelp import write_rows


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """Six items, two annotators (even items disagree), read-only like any original."""
    rows = [["id", "text", "ann_a", "ann_b"]]
    rows += [[f"T{i}", f"text {i}", "yes" if i % 2 else "no", "yes"] for i in range(1, 7)]
    path = write_rows(tmp_path / "items.csv", rows)
    path.chmod(0o444)
    return path
