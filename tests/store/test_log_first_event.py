"""Looking writes nothing beside the data: the log, its tip and its lock are created by the
lead's first event; a folder where no log can be created opens for viewing with a notice."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from adjudicator.core.adjudication.state import ReadOnlyError
from adjudicator.core.errors import InputError
from adjudicator.store.lock import lock_path
from adjudicator.store.logread import read_log
from adjudicator.store.project import Project, default_log_path
from adjudicator.store.shown import first_shown, record_shown
from adjudicator.store.tip import tip_path


def _listing(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


def _disputed(project: Project) -> str:
    """The id of an item the two annotators disagree on."""
    codes = project.state.ratings.codes
    row = next(i for i in range(len(codes)) if codes[i, 0] != codes[i, 1])
    return str(project.state.ratings.items[row])


def test_opening_writes_nothing_beside_the_data(data: Path) -> None:
    """Open, read, close: the folder holds exactly what it held before."""
    before = _listing(data.parent)
    with Project.open(data) as project:
        assert not project.read_only
        assert project.log_pending
        assert project.state.last_seq == 0
        project.results_shown("report")
    assert _listing(data.parent) == before


def test_the_first_decision_creates_the_log_its_tip_and_its_lock(data: Path) -> None:
    """The first event writes the header and the event in one step; the lock is held from
    then on (a second open is read-only)."""
    log = default_log_path(data)
    with Project.open(data) as project:
        item = _disputed(project)
        project.decide(item, "正面", "checked")
        assert log.is_file()
        assert tip_path(log).is_file()
        assert lock_path(log).is_file()
        assert not project.log_pending
        with Project.open(data) as second:
            assert second.read_only
        project.note("and a note")
    events = read_log(log).events
    assert [e.kind for e in events] == ["decide", "note"]


def test_the_first_event_writes_when_results_were_first_shown(data: Path) -> None:
    """Results shown before there was a log (kept in the user's settings, keyed by the
    originals' SHA-256) are written into the log when the first event creates it."""
    with Project.open(data) as project:
        project.results_shown("window")
        shown = first_shown(project.originals_key)
        assert shown is not None
        assert project.state.results_seen
        project.set_rules({"min_value": 0.5})
    events = read_log(default_log_path(data)).events
    assert [e.kind for e in events] == ["viewed", "rules"]
    assert events[0].time == shown.time  # type: ignore[attr-defined]
    assert events[0].what == "window"  # type: ignore[attr-defined]
    assert events[1].after_results_seen  # type: ignore[attr-defined]


def test_a_showing_recorded_elsewhere_is_written_by_the_first_event(data: Path) -> None:
    """A showing kept in the settings by another program (``agree``) counts on open."""
    with Project.open(data) as project:
        key = project.originals_key
    record_shown(key, "agree", "2026-01-02T03:04:05.000000Z")
    with Project.open(data) as project:
        assert project.state.results_seen
        project.tag("v0")
    (viewed, tag) = read_log(default_log_path(data)).events
    assert (viewed.kind, viewed.time, tag.kind) == ("viewed", "2026-01-02T03:04:05.000000Z", "tag")


def test_two_windows_on_a_new_log_the_second_first_event_is_refused(data: Path) -> None:
    """Two opens before any log: the first event creates it; the other's first event is
    refused (the log exists now) and changes nothing in its state."""
    with Project.open(data) as first, Project.open(data) as second:
        item = _disputed(first)
        first.decide(item, "正面")
        with pytest.raises(InputError, match="already exists"):
            second.decide(item, "负面")
        assert second.state.last_seq == 0
    assert [e.kind for e in read_log(default_log_path(data)).events] == ["decide"]


def test_a_read_only_folder_opens_for_viewing_with_a_notice(
        data: Path, make_unwritable) -> None:  # type: ignore[no-untyped-def]
    """No log can be created beside the data: the project opens read-only, the notice names
    the folder, the log it would create and --log; a decision is refused, nothing written."""
    before = _listing(data.parent)
    make_unwritable(data.parent)
    with Project.open(data) as project:
        assert project.read_only
        notice = " ".join(str(m) for m in project.messages)
        assert str(data.parent) in notice
        assert default_log_path(data).name in notice
        assert "--log" in notice
        with pytest.raises(ReadOnlyError):
            project.decide(_disputed(project), "正面")
        assert _listing(data.parent) == before


def test_a_log_path_that_cannot_be_created_opens_for_viewing(data: Path, tmp_path: Path
                                                              ) -> None:
    """A --log in a folder that does not exist (which no user, root included, can create a
    file in): read-only with the notice; nothing is created anywhere."""
    log = tmp_path / "missing" / "labels.adjudication.jsonl"
    with Project.open(data, log) as project:
        assert project.read_only
        assert str(log.parent) in " ".join(str(m) for m in project.messages)
    assert not log.parent.exists()


def test_log_elsewhere_from_a_read_only_folder(
        data: Path, tmp_path: Path, make_unwritable) -> None:  # type: ignore[no-untyped-def]
    """With --log in a writable folder the data of a read-only folder can be decided."""
    elsewhere = tmp_path / "logs"
    elsewhere.mkdir()
    log = elsewhere / "labels.adjudication.jsonl"
    make_unwritable(data.parent)
    with Project.open(data, log) as project:
        assert not project.read_only
        project.decide(_disputed(project), "正面")
    assert [e.kind for e in read_log(log).events] == ["decide"]
