"""The export guard refuses a decision log's tip file (NAME.tip, where the log ended): by
content, under any name, and the project's own tip by path."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.exporting.export import write_export
from adjudicator.io.output_guard import is_log_file, is_tip_file

ROWS = [["id", "text", "ann_a", "ann_b"], ["1", "a", "pos", "pos"], ["2", "b", "pos", "neg"]]


def _labels(folder: Path) -> Path:
    folder.mkdir(exist_ok=True)
    path = folder / "labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(ROWS)
    return path


def _other_tip(tmp_path: Path) -> Path:
    """Another project's tip file, renamed to look like an ordinary output."""
    from adjudicator.store.project import Project
    from adjudicator.store.tip import tip_path

    original = _labels(tmp_path / "other")
    with Project.open(original) as p:
        p.decide("2", "neg")
        log = p.log_path
    renamed = log.with_name("summary.csv")
    tip_path(log).rename(renamed)
    return renamed


def test_another_projects_tip_is_refused_by_content(tmp_path: Path) -> None:
    dataset = load_dataset(_labels(tmp_path / "mine"))
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")
    tip = _other_tip(tmp_path)
    before = tip.read_bytes()
    with pytest.raises(InputError, match="tip file"):
        write_export(dataset, state, tip)
    assert tip.read_bytes() == before


def test_the_projects_own_tip_is_refused(tmp_path: Path) -> None:
    from adjudicator.store.project import Project
    from adjudicator.store.tip import tip_path

    with Project.open(_labels(tmp_path / "mine")) as p:
        p.decide("2", "neg")
        target = tip_path(p.log_path)
        before = target.read_bytes()
        with pytest.raises(InputError, match="refusing to write over"):
            p.export(target, fmt="csv")
        assert target.read_bytes() == before


def test_tips_and_logs_are_told_apart(tmp_path: Path) -> None:
    """A tip is not a log and a log is not a tip (their format names share a prefix)."""
    from adjudicator.store.project import Project
    from adjudicator.store.tip import tip_path

    with Project.open(_labels(tmp_path / "mine")) as p:
        log = p.start_log().log_path
    assert is_log_file(log)
    assert not is_tip_file(log)
    assert is_tip_file(tip_path(log))
    assert not is_log_file(tip_path(log))
