"""A merge killed (SIGKILL) at any moment: the output is whole or absent, nothing else is left
behind once it is run again, and the re-run gives what an uninterrupted merge gives."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from mergerun import (
    check_rerun,
    check_whole_or_absent,
    judge,
    kill_after_tip,
    leads,
    merge_kill_run,
    merge_process,
)

from adjudicator.core.errors import InputError
from adjudicator.store.merge import merge_logs

pytestmark = pytest.mark.skipif(os.name == "nt", reason="SIGKILL and the sweep are POSIX")


def _check_whole_or_absent(out: Path) -> None:
    assert check_whole_or_absent(out) == ""


def _rerun_matches_a_clean_merge(first: Path, second: Path, out: Path) -> None:
    assert check_rerun(first, second, out) == ""


@pytest.mark.parametrize("stage", ["staged", "conflicts", "log"])
def test_a_merge_killed_at_each_stage_can_be_run_again(tmp_path: Path, stage: str) -> None:
    """Regression (issue 27, item 6): killed during a merge, the output was whole but
    OUT.conflicts.csv was missing, a temporary hard link of the log was left behind, and the
    re-run was refused because the output existed. Killed after writing its temporaries,
    after putting the conflicts file in place, and after putting the log in place (before its
    tip), the re-run now finishes the merge and leaves nothing else."""
    first, second = leads(tmp_path)
    out = tmp_path / "merged.jsonl"
    proc = merge_process(first, second, out, stage)
    assert proc.stderr is not None
    assert proc.stderr.readline().strip() == stage
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    _check_whole_or_absent(out)
    _rerun_matches_a_clean_merge(first, second, out)


def test_merges_killed_at_random_moments_can_be_run_again(tmp_path: Path) -> None:
    """Real merges killed with SIGKILL at a stage or after a random delay, each then run
    again: the log whole or absent, then the merge finished with nothing left behind."""
    for seed in range(4):
        folder = tmp_path / f"run{seed}"
        folder.mkdir()
        outcome = merge_kill_run(folder, seed)
        assert outcome.problem == ""


def test_a_merge_killed_after_its_tip_is_judged_finished(tmp_path: Path) -> None:
    """Regression (flaky under load): a kill that landed after the merge wrote its tip, before
    its process exited, was judged an interrupted merge and run again, and the re-run
    (rightly) refused to write over the finished log. Killed there on purpose: the merge is
    complete with nothing left behind, and a re-run still refuses to overwrite it."""
    first, second = leads(tmp_path)
    out = tmp_path / "merged.jsonl"
    killed = kill_after_tip(first, second, out)
    assert judge(first, second, out, killed).problem == ""
    with pytest.raises(InputError):
        merge_logs(first, second, out)


class _Killed(BaseException):
    """Stands for the process dying at that call."""


def test_a_merge_stopped_after_its_log_is_finished_by_the_re_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression (issue 27, item 6), in process: a merge stopped after putting its log in
    place and before its tip (and, on main, before its conflicts file) left an output that
    made every re-run fail with "the output exists already". The re-run now recognises the
    same merge's log (same sources, same events), writes what is missing and says so."""
    from adjudicator.store import merge_output as mergemod

    first, second = leads(tmp_path)
    out = tmp_path / "merged.jsonl"

    def killed(*_args: object) -> bool:
        raise _Killed

    monkeypatch.setattr(mergemod, "write_tip", killed)
    with pytest.raises(_Killed):
        merge_logs(first, second, out)
    monkeypatch.undo()
    _check_whole_or_absent(out)
    assert out.exists()
    _rerun_matches_a_clean_merge(first, second, out)
