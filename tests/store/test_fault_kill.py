"""Crash safety: a real decide process killed with SIGKILL at random moments loses nothing it
acknowledged, leaves a log that opens, and never touches the original."""

from __future__ import annotations

from pathlib import Path

import pytest
from killrun import run_once

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("seed", range(50))
def test_kill_at_random_loses_no_acknowledged_decision(tmp_path: Path, seed: int) -> None:
    """Every `ok ITEM` printed before the kill is in the reopened log; the original is intact."""
    outcome = run_once(tmp_path, seed)
    assert outcome.problem == ""
    assert outcome.logged >= outcome.acked
