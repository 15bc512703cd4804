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


@pytest.mark.skipif(not hasattr(__import__("signal"), "SIGSTOP"), reason="needs SIGSTOP")
@pytest.mark.parametrize("seed", range(2))
def test_deleting_the_lock_under_a_live_writer_lets_no_second_writer_in(
        tmp_path: Path, seed: int) -> None:
    """Regression (issue 12, item 2) with real processes: the second writer is refused and the
    log holds every decision the first acknowledged."""
    from faultrun import lock_run

    outcome = lock_run(tmp_path, seed)
    assert outcome.problem == ""
    assert outcome.second_refused


@pytest.mark.parametrize("seed", range(3))
def test_a_full_disk_during_a_real_export_leaves_the_previous_set(tmp_path: Path,
                                                                  seed: int) -> None:
    """Regression (issue 12, item 5) with a real `adjudicator export` process on a disk that
    fills part-way (tmpfs where it can be mounted, else injected ENOSPC)."""
    from faultrun import disk_full_run

    outcome = disk_full_run(tmp_path, seed)
    assert outcome.problem == ""


def test_the_kill_campaign_acknowledges_decisions(tmp_path: Path) -> None:
    """The campaign must exercise acknowledged decisions: when `decide` refused its input
    (an item repeated), every run was killed before any ack and proved nothing."""
    outcomes = [run_once(tmp_path / str(seed), seed) for seed in range(4)
                if (tmp_path / str(seed)).mkdir() is None]
    assert all(o.problem == "" for o in outcomes)
    assert sum(o.acked for o in outcomes) > 0


@pytest.mark.parametrize("seed", range(3))
def test_killing_a_looping_writer_never_reports_a_false_cut(tmp_path: Path, seed: int) -> None:
    """A child appending decisions in a loop, SIGKILLed at random moments five times over the
    same log: every open succeeds with every acknowledged decision, and no cut is reported
    (the tip lags at most; the open brings it forward)."""
    from tiprun import kill_loop_run

    outcome = kill_loop_run(tmp_path, seed)
    assert outcome.problem == ""
    assert outcome.acked > 0


@pytest.mark.parametrize("seed", range(6))
def test_a_cut_tail_is_refused_by_real_processes(tmp_path: Path, seed: int) -> None:
    """Regression: a log whose last whole lines were removed opened silently. Real `decide`
    and `export` refuse it (exit 2, naming the tip and `--accept-shorter-log`, nothing
    changed), accept the untouched control, and `note --accept-shorter-log` records the
    acceptance."""
    from tiprun import cut_run

    outcome = cut_run(tmp_path, seed)
    assert outcome.problem == ""
    assert outcome.refused == (outcome.removed > 0)
