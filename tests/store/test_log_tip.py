"""The log's tip: a log whose last whole events were removed (an older copy restored, a sync
tool, `head -n`) is caught on open; a log past its tip (a crash between an append and its tip)
opens and brings the tip forward; old logs without a tip open and say so."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from storehelp import digest, rechain

from adjudicator.core.adjudication.events import Note
from adjudicator.core.errors import InputError
from adjudicator.store import log as logmod
from adjudicator.store import tip as tipmod
from adjudicator.store.logread import read_log
from adjudicator.store.merge import merge_logs
from adjudicator.store.project import UNCHAINED, Project, default_log_path
from adjudicator.store.tip import Tip, read_tip, tip_path
from adjudicator.store.tipcheck import ACCEPT_OPTION, LogCutError

LABELS = ["正面", "负面", "中性"]


def _decided(data: Path, n: int = 6) -> Path:
    """A log with ``n`` decisions, closed (its tip at its end)."""
    with Project.open(data) as p:
        for i in range(1, n + 1):
            p.decide(f"I{i:02d}", LABELS[i % 3], f"reason {i}")
    return default_log_path(data)


def _cut_lines(log: Path, n: int) -> None:
    """Remove the last ``n`` whole lines, as `head -n -N` or an older copy would."""
    lines = log.read_bytes().splitlines(keepends=True)
    log.write_bytes(b"".join(lines[:-n]))


def _tip(log: Path) -> Tip:
    tip = read_tip(log)
    assert isinstance(tip, Tip), tip
    return tip


def _as_version_2(log: Path) -> None:
    """Make the log one of a version that kept no tip from the start (format 2), re-chained."""
    head, rest = log.read_bytes().split(b"\n", 1)
    log.write_bytes(head.replace(f'"version":{logmod.VERSION}'.encode(), b'"version":2')
                    + b"\n" + rest)
    rechain(log)


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_the_tip_records_the_logs_end(data: Path) -> None:
    """After close the tip names the last event, its chain link and the log's size."""
    log = _decided(data, 4)
    tip, contents = _tip(log), read_log(log)
    assert (tip.seq, tip.link, tip.size) == (4, contents.link, log.stat().st_size)
    assert tip.header == contents.anchor
    assert json.loads(tip_path(log).read_bytes())["log"] == log.name


@pytest.mark.parametrize("cut", [1, 2, 5, 6])
def test_a_log_cut_at_a_line_boundary_is_refused(data: Path, cut: int) -> None:
    """Regression: a log whose last whole lines were removed opened silently with decisions
    missing. Now the open stops naming the log, its last event, the tip's event and the way
    out, and changes nothing."""
    log = _decided(data, 6)
    _cut_lines(log, cut)
    before = _files(log.parent)
    with pytest.raises(LogCutError) as err:
        Project.open(data)
    text = str(err.value)
    assert err.value.file == str(log)
    assert "recorded event 6" in text
    assert f"last {cut} events are missing" in text
    if cut < 6:
        assert f"ends at event {6 - cut}" in text
    else:
        assert "holds no event" in text
    assert ACCEPT_OPTION in text
    assert "Restore the newer copy" in text
    assert _files(log.parent) == before  # nothing set aside, rewritten or locked for good


def test_restoring_an_older_copy_is_caught(data: Path) -> None:
    """An older copy of the log put back (a backup restore, a sync conflict) is a cut too."""
    log = _decided(data, 2)
    older = log.read_bytes()
    with Project.open(data) as p:
        p.decide("I09", "中性", "later")
    log.write_bytes(older)
    with pytest.raises(LogCutError, match="ends at event 2"):
        Project.open(data)


def test_a_tip_ahead_of_the_log_is_refused(data: Path) -> None:
    """A tip whose event is beyond the log's last one is reported as missing events."""
    log = _decided(data, 3)
    tip = _tip(log)
    tipmod.write_tip(log, Tip(tip.header, 9, "0" * 64, tip.size + 900, tip.written))
    with pytest.raises(LogCutError, match="its last 6 events are missing"):
        Project.open(data)


def test_a_tip_with_a_wrong_link_is_refused(data: Path) -> None:
    """The log holds the tip's event, but not the one the tip recorded: another copy."""
    log = _decided(data, 3)
    tip = _tip(log)
    tipmod.write_tip(log, Tip(tip.header, 2, "f" * 64, tip.size, tip.written))
    with pytest.raises(LogCutError, match="event 2 of the log is not the one"):
        Project.open(data)


def test_a_same_length_log_with_other_events_is_refused(data: Path) -> None:
    """Cut one event, then another decision appended by a program that keeps no tip: the log
    has as many events as the tip says, but not the same last one."""
    log = _decided(data, 3)
    tip_bytes = tip_path(log).read_bytes()
    _cut_lines(log, 1)
    tip_path(log).unlink()
    with Project.open(data, accept_shorter_log=True) as p:
        p.decide("I07", "正面", "other")
    _cut_lines(log, 2)  # the acceptance note and the decision, to the tip's length
    with Project.open(data, accept_shorter_log=True) as p:  # (its tip now at event 2)
        p.decide("I07", "正面", "other")
    tip_path(log).write_bytes(tip_bytes)
    with pytest.raises(LogCutError, match="event 3 of the log is not the one"):
        Project.open(data)


def test_a_tip_of_another_log_is_refused(data: Path) -> None:
    """A tip whose header is not this log's: the log was replaced by another one."""
    log = _decided(data, 1)
    tip = _tip(log)
    tipmod.write_tip(log, Tip("a" * 64, tip.seq, tip.link, tip.size, tip.written))
    with pytest.raises(LogCutError, match="header differs"):
        Project.open(data)


def test_a_log_without_a_tip_opens_and_says_so(data: Path) -> None:
    """Logs of earlier versions have no tip: they open as before, said to be without one, and a
    writable open writes the tip from then on."""
    log = _decided(data, 3)
    _as_version_2(log)
    tip_path(log).unlink()
    with Project.open(data, read_only=True) as p:
        assert any("has no tip file" in m for m in p.messages)
        assert p.state.last_seq == 3
    assert not tip_path(log).exists()  # a read-only open writes nothing
    with Project.open(data) as p:
        assert any("has no tip file" in m for m in p.messages)
        assert _tip(log).seq == 3  # written at once, before any decision
    _cut_lines(log, 1)
    with pytest.raises(LogCutError):
        Project.open(data)


def test_a_crash_between_append_and_tip_opens_and_brings_the_tip_forward(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The decision is in the log (fsync'd) but its tip was never written: the log is longer
    than its tip, which is no loss; the open goes on and moves the tip to the end."""
    log = _decided(data, 2)

    def crash(*_: object) -> bool:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(logmod, "commit_tip", crash)
    monkeypatch.setattr(tipmod, "write_tip", crash)
    p = Project.open(data)
    p.decide("I05", "正面", "acknowledged")  # the tip write fails: the decision stands
    p.decide("I06", "负面", "acknowledged too")
    assert p.state.last_seq == 4
    p.close()
    assert _tip(log).seq == 2  # the tip lags
    monkeypatch.undo()
    with Project.open(data) as p:
        assert p.state.last_seq == 4
        assert not any("tip" in m for m in p.messages)
        assert _tip(log).seq == 4  # brought forward by the open itself


def test_a_torn_line_past_the_tip_is_no_cut(data: Path) -> None:
    """A crash mid-append leaves a torn line after the last acknowledged event: set aside as
    before, and the tip still matches."""
    log = _decided(data, 3)
    with open(log, "ab") as out:
        out.write(b'{"kind":"decide","seq":4,"item":"I0')
    with Project.open(data) as p:
        assert p.state.last_seq == 3
        assert any("torn" in m for m in p.messages)


def test_the_tip_is_never_ahead_during_a_burst(data: Path) -> None:
    """During a burst the tip may lag (by design), never lead; close writes it at the end."""
    log = default_log_path(data)
    with Project.open(data) as p:
        for i in range(60):
            p.decide(f"I{i % 24 + 1:02d}", LABELS[i % 3], f"burst {i}")
            tip = _tip(log)
            contents = read_log(log, at=tip.seq)
            assert tip.seq <= p.state.last_seq
            assert (contents.at_link, contents.at_end) == (tip.link, tip.size)
    assert _tip(log).seq == 60


def test_accepting_a_shorter_log_is_recorded(data: Path) -> None:
    """An explicit acceptance opens the cut log for writing and records itself as a note; the
    tip then follows the new end, and later opens are quiet."""
    log = _decided(data, 5)
    _cut_lines(log, 2)
    with Project.open(data, accept_shorter_log=True, author="lead") as p:
        note = p.state.events[-1]
        assert isinstance(note, Note)
        assert note.seq == 4
        assert note.author == "lead"
        assert "ends at event 3" in note.text
        assert "recorded event 5" in note.text
        assert any("accepted" in m and "event 4" in m for m in p.messages)
    assert _tip(log).seq == 4
    with Project.open(data) as p:
        assert p.state.last_seq == 4
        assert not any("tip" in m for m in p.messages)


def test_accepting_is_never_implied(data: Path) -> None:
    """``accept_shorter_log`` on a log that reaches its tip records nothing."""
    _decided(data, 2)
    with Project.open(data, accept_shorter_log=True) as p:
        assert p.state.last_seq == 2


def test_inspecting_a_cut_log_read_only(data: Path) -> None:
    """History commands (``on_mismatch="read_only"``) still show a cut log, read-only, with the
    reason; the export path (read-only, stop) refuses it."""
    log = _decided(data, 4)
    _cut_lines(log, 1)
    with Project.open(data, read_only=True, on_mismatch="read_only") as p:
        assert p.read_only
        assert any("last 1 events are missing" in m for m in p.messages)
    with pytest.raises(LogCutError):
        Project.open(data, read_only=True)


def test_an_unchained_log_with_a_tip_is_checked_too(data: Path) -> None:
    """A format 1 log appended by this version keeps a tip of line hashes: a cut is caught."""
    log = _decided(data, 2)
    head, *events = log.read_bytes().splitlines()
    old = [json.dumps({k: v for k, v in json.loads(x).items() if k != "h"},
                      ensure_ascii=False, separators=(",", ":")).encode() for x in events]
    log.write_bytes(b"\n".join([head.replace(f'"version":{logmod.VERSION}'.encode(),
                                              b'"version":1'), *old]) + b"\n")
    tip_path(log).unlink()
    with Project.open(data) as p:
        assert UNCHAINED in p.messages
        p.decide("I07", "正面", "unchained")
        p.decide("I08", "正面", "unchained")
    assert _tip(log).seq == 4
    _cut_lines(log, 1)
    with pytest.raises(LogCutError, match="ends at event 3"):
        Project.open(data)


def test_a_foreign_file_named_like_the_tip_is_left_alone(data: Path) -> None:
    """A file at NAME.tip that is not a tip file is never written; the log works without."""
    log = default_log_path(data)
    Project.open(data).start_log().start_log().close()
    tip_path(log).write_bytes(b"my own notes\n")
    with Project.open(data) as p:
        assert any("not a tip file" in m for m in p.messages)
        p.decide("I03", "中性")
    assert tip_path(log).read_bytes() == b"my own notes\n"


def test_a_damaged_tip_is_reported_and_replaced(data: Path) -> None:
    """A tip file that does not parse: said, and a writable open writes a sound one."""
    log = _decided(data, 2)
    _as_version_2(log)
    tip_path(log).write_bytes(b'{"format":"adjudicator-log-tip","seq":')
    with Project.open(data) as p:
        assert any("is damaged" in m for m in p.messages)
    assert _tip(log).seq == 2


def test_a_merge_refuses_a_cut_log(data: Path) -> None:
    """Merging a log that lost its last events would carry the loss into the merged log."""
    log = _decided(data, 3)
    copy = log.with_name("lead2.jsonl")
    shutil.copy(log, copy)
    shutil.copy(tip_path(log), tip_path(copy))
    _cut_lines(copy, 1)
    with pytest.raises(LogCutError):
        merge_logs(log, copy, data.with_name("merged.jsonl"))
    assert not data.with_name("merged.jsonl").exists()


def test_a_merged_log_has_its_tip(data: Path) -> None:
    """The merge writes its new log with a tip at its end."""
    log = _decided(data, 3)
    copy = log.with_name("lead2.jsonl")
    shutil.copy(log, copy)
    shutil.copy(tip_path(log), tip_path(copy))
    out = data.with_name("merged.jsonl")
    merge_logs(log, copy, out)
    assert _tip(out).seq == read_log(out).last_seq


def test_discarding_a_new_log_removes_its_tip(data: Path) -> None:
    """A cancelled first open leaves nothing beside the data, the tip included."""
    from adjudicator.store.opening import discard_new_log

    log = default_log_path(data)
    Project.open(data).start_log().start_log().close()
    assert tip_path(log).exists()
    discard_new_log(log)
    assert sorted(p.name for p in data.parent.iterdir()) == [data.name]


def test_the_cut_message_is_an_input_error_with_a_template(data: Path) -> None:
    """The refusal is an InputError whose template and hint are translatable."""
    log = _decided(data, 2)
    _cut_lines(log, 1)
    with pytest.raises(InputError) as err:
        Project.open(data)
    assert "{last}" in err.value.template
    assert err.value.hint is not None
    assert "{option}" in err.value.hint
    assert digest(log)  # the log is still there, unchanged in size
    assert read_log(log).last_seq == 1


def test_a_deleted_log_is_not_silently_started_afresh(data: Path) -> None:
    """The log gone but its tip recording events: a new empty log would hide the loss of all
    decisions, so the open stops, creating nothing; an explicit acceptance starts afresh and
    the new log says so."""
    log = _decided(data, 3)
    log.unlink()
    with pytest.raises(InputError, match="the decision log is missing") as err:
        Project.open(data)
    assert ACCEPT_OPTION in str(err.value)
    assert not log.exists()
    assert _tip(log).seq == 3  # the evidence stays
    with Project.open(data, accept_shorter_log=True) as p:
        p.start_log()
        [note] = p.state.events
        assert isinstance(note, Note)
        assert "recorded event 3" in note.text
    assert _tip(log).seq == 1


def test_a_log_deleted_before_any_event_starts_afresh(data: Path) -> None:
    """A tip at event 0 lost nothing: a new log is started as before."""
    log = default_log_path(data)
    Project.open(data).start_log().start_log().close()
    log.unlink()
    with Project.open(data) as p:
        assert p.state.last_seq == 0


def test_the_tip_follows_the_umask(data: Path) -> None:
    """The tip is readable by the team as the log is (not mkstemp's 0600)."""
    import os

    old = os.umask(0o027)
    try:
        log = _decided(data, 1)
    finally:
        os.umask(old)
    assert tip_path(log).stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize("tip", ["deleted", "damaged"])
def test_a_cut_log_whose_tip_is_gone_is_refused(data: Path, tip: str) -> None:
    """Regression (issue 27, item 5): a log cut short whose tip was deleted opened as a log
    "without a tip", and the next decision wrote a new tip that hid the lost events for good.
    A log started with a tip (its header's version says so) that holds events and has no
    sound tip is refused like a cut log, writing nothing; the explicit acceptance opens it
    and is recorded in the log; a log of an earlier version still opens with a note."""
    log = _decided(data, 5)
    _cut_lines(log, 2)
    if tip == "deleted":
        tip_path(log).unlink()
    else:
        tip_path(log).write_bytes(b'{"format":"adjudicator-log-tip","seq":')
    before = _files(log.parent)
    with pytest.raises(LogCutError, match="holds 3 events but its tip file") as err:
        Project.open(data)
    assert ACCEPT_OPTION in str(err.value)
    assert _files(log.parent) == before
    with Project.open(data, read_only=True, on_mismatch="read_only") as p:
        assert p.read_only
    with Project.open(data, accept_shorter_log=True, author="lead") as p:
        note = p.state.events[-1]
        assert isinstance(note, Note)
        assert note.seq == 4
        assert "tip file was missing or damaged" in note.text
    assert _tip(log).seq == 4
    with Project.open(data) as p:
        assert p.state.last_seq == 4


def test_a_new_log_with_no_event_and_no_tip_opens(data: Path) -> None:
    """A log holding only its header has nothing to lose: without a tip it opens (and gets
    one)."""
    Project.open(data).start_log().close()
    log = default_log_path(data)
    tip_path(log).unlink()
    with Project.open(data) as p:
        assert not p.read_only
    assert _tip(log).seq == 0


def _dead_pid() -> int:
    """The id of a process that has ended."""
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_creator_killed_between_the_log_and_its_tip_leaves_a_log_that_opens(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A new log is created with its first events in one write and its tip is staged before
    it: a process killed between putting the log in place and moving the tip there leaves the
    staged tip, which the next open takes as the tip when the log ends exactly there (a cut
    log with such a file is still refused)."""
    log = default_log_path(data)
    staged_at_publish: list[list[str]] = []
    real = logmod.publish

    def spy(tmp: Path, target: Path, *, replace: bool) -> None:
        staged_at_publish.append([p.name for p in log.parent.iterdir()
                                  if p.name.startswith(f".{log.name}.tip.")])
        real(tmp, target, replace=replace)

    monkeypatch.setattr(logmod, "publish", spy)
    with Project.open(data) as p:
        p.decide("I03", "中性", "first")
        p.decide("I06", "正面", "second")
    monkeypatch.undo()
    assert staged_at_publish
    assert staged_at_publish[0]  # the tip was staged before the log was put in place
    _cut_lines(log, 1)  # back to the log as created, with its creation tip staged
    with Project.open(data, accept_shorter_log=True):
        pass
    _cut_lines(log, 1)  # the acceptance note gone too: the log as its creator wrote it
    assert read_log(log).last_seq == 1
    from adjudicator.store.log import log_bytes

    contents = read_log(log)
    _data, creation_tip = log_bytes(contents.header, contents.events)
    tip_path(log).unlink()
    leftover = log.with_name(f".{log.name}.tip.{_dead_pid()}.abcd1234.tmp")
    leftover.write_bytes(creation_tip.to_line(log))
    link = log.with_name(f".{log.name}.{_dead_pid()}.zzzz1234.tmp")
    os.link(log, link)  # the temporary name the killed creator linked the log from
    with Project.open(data) as p:
        assert not p.read_only
        assert p.state.last_seq == 1
        assert not any("tip" in m for m in p.messages)
    assert _tip(log).seq == 1
    assert not link.exists()
    assert not leftover.exists()
    tip_path(log).unlink()
    further = Tip(creation_tip.header, 2, creation_tip.link, creation_tip.size + 100)
    leftover.write_bytes(further.to_line(log))
    with pytest.raises(LogCutError):  # a staged tip the log does not end at is no excuse
        Project.open(data)


def test_a_deferred_tip_waits_for_its_owner_after_the_event_is_durable(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``defer_tip`` (set before the first event creates the log), an append writes and
    fsyncs the event, then asks for the tip instead of writing it; ``write_tip`` then brings
    the tip to the log's end. Without it the appends keep the tip as before."""
    from adjudicator.store import logwriter

    order: list[str] = []
    real_fsync = logwriter.fsync_fd

    def noted(fd: int) -> None:
        real_fsync(fd)
        order.append("event fsync'd")

    monkeypatch.setattr(logwriter, "fsync_fd", noted)
    log = default_log_path(data)
    with Project.open(data) as p:
        p.defer_tip(lambda delay: order.append(f"tip asked, {delay >= 0}"))
        p.decide("I01", LABELS[0], "creates the log, its tip with it")
        first = _tip(log)
        order.clear()
        p.decide("I02", LABELS[1], "waits for its tip")
        assert order == ["event fsync'd", "tip asked, True"]
        assert read_log(log).last_seq == 2  # the event is in the log...
        assert _tip(log) == first  # ...the tip not yet
        p.write_tip()
        tip = _tip(log)
        contents = read_log(log, at=tip.seq)
        assert tip.seq == p.state.last_seq == 2
        assert (contents.at_link, contents.at_end) == (tip.link, tip.size)
        p.defer_tip(None)
        order.clear()
        p.decide("I03", LABELS[2], "no owner asked: the append keeps its tip (burst rule)")
        assert order == ["event fsync'd"]
    assert _tip(log).seq == 3  # closing writes a pending tip
