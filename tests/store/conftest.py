"""Fixtures of the store tests: a fresh read-only labels file per test."""

from __future__ import annotations

from pathlib import Path

import pytest
from storehelp import write_sample


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A fresh read-only labels file in its own folder."""
    return write_sample(tmp_path)
