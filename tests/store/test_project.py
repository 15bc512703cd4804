"""Project: open/create, durable decisions, pinned originals, versions, export guard."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import pytest
from storehelp import digest, rechain

from adjudicator.core.adjudication.state import ReadOnlyError
from adjudicator.core.adjudication.versions import state_at
from adjudicator.core.errors import InputError
from adjudicator.store.logread import read_log
from adjudicator.store.pinning import OriginalsChangedError
from adjudicator.store.project import Project, default_log_path


def test_open_creates_the_log_beside_the_data(data: Path) -> None:
    """Opening without a log starts NAME.adjudication.jsonl with the originals pinned."""
    with Project.open(data, author="lead") as p:
        assert p.log_path == data.with_name("labels.adjudication.jsonl")
        assert not p.read_only
        p.start_log()
        labels = list(p.state.ratings.labels)
    header = read_log(default_log_path(data)).header
    assert header["originals"][0]["sha256"] == digest(data)
    assert header["originals"][0]["path"] == "labels.csv"
    assert header["labels"] == labels == ["负面", "中性", "正面"]


def test_decisions_survive_reopening(data: Path) -> None:
    """What was decided is there after closing and opening again."""
    with Project.open(data, author="lead") as p:
        p.decide("I03", "中性", "neutral tone", source="B", confidence=0.8)
        p.note("check with annotators", item="I03")
    with Project.open(data) as p:
        event, decision = p.state.decision("I03") or (None, None)
        assert decision is not None
        assert decision.label == "中性"
        assert decision.confidence == 0.8
        assert event is not None
        assert event.author == "lead"
        assert [h.kind for h in p.history("I03")] == ["decide", "note"]


def test_create_refuses_an_existing_log(data: Path) -> None:
    """Project.create never replaces a log."""
    Project.create(data).start_log().close()
    with pytest.raises(InputError, match="already exists"):
        Project.create(data)


def test_open_without_log_and_create_false_is_an_error(data: Path) -> None:
    """Commands that only read do not start a log."""
    with pytest.raises(InputError, match="no decision log"):
        Project.open(data, create=False)
    assert not default_log_path(data).exists()


def test_changed_original_stops_the_open(data: Path) -> None:
    """A hash mismatch stops by default, naming the file."""
    Project.open(data).start_log().close()
    data.chmod(0o644)
    data.write_text(data.read_text(encoding="utf-8").replace("I01", "I99"), encoding="utf-8")
    with pytest.raises(OriginalsChangedError, match=r"labels\.csv"):
        Project.open(data)


def test_changed_original_can_be_inspected_read_only(data: Path) -> None:
    """With on_mismatch='read_only' the log opens, says why, and refuses changes."""
    with Project.open(data) as p:
        p.decide("I03", "中性")
    data.chmod(0o644)
    with open(data, "a", encoding="utf-8") as out:
        out.write("I99,new,app,正面,正面\n")
    with Project.open(data, on_mismatch="read_only") as p:
        assert p.read_only
        assert "changed" in " ".join(p.messages)
        with pytest.raises(ReadOnlyError):
            p.decide("I06", "中性")
        with pytest.raises(OriginalsChangedError):
            p.export(data.with_name("out.csv"))


def test_torn_tail_is_set_aside_on_open(data: Path) -> None:
    """A crash mid-line is repaired on the next open and reported."""
    with Project.open(data) as p:
        p.decide("I03", "中性")
    log = default_log_path(data)
    with open(log, "ab") as out:
        out.write(b'{"seq":2,"type":"decide","ti')
    with Project.open(data) as p:
        assert any("torn" in m for m in p.messages)
        assert p.state.last_seq == 1
        p.decide("I06", "正面")
    assert len(list(data.parent.glob("*.torn-*"))) == 1
    assert len(read_log(log).events) == 2


def test_log_that_does_not_fit_the_data_names_the_line(data: Path, tmp_path: Path) -> None:
    """An event about an item the data lacks stops the open at its line."""
    with Project.open(data) as p:
        p.decide("I03", "中性")
    log = default_log_path(data)
    log.write_bytes(log.read_bytes().replace(b'"I03"', b'"I77"'))
    rechain(log)
    with pytest.raises(InputError) as err:
        Project.open(data)
    assert err.value.row == 2
    assert "I77" in str(err.value)


def test_state_as_of_seq_tag_and_time_and_diff(data: Path) -> None:
    """Versions by number, tag and time; diff lists changed labels with both rationales."""
    with Project.open(data) as p:
        p.decide("I03", "中性", "first")
        p.tag("v1")
        cut = datetime.now(UTC)
        p.decide("I03", "负面", "second")
        p.decide("I06", "正面", "new")
        assert state_at(p.state, 1).final_label("I03") == "中性"
        assert state_at(p.state, "v1").final_label("I03") == "中性"
        assert state_at(p.state, cut).final_label("I03") == "中性"
        changes = p.diff("v1")
        assert [(c.item, c.before, c.after) for c in changes] == [
            ("I03", "中性", "负面"), ("I06", None, "正面")]
        assert (changes[0].rationale_before, changes[0].rationale_after) == ("first", "second")


def test_export_refuses_to_write_over_an_original(data: Path) -> None:
    """Neither the data file nor the log can be an export target."""
    with Project.open(data) as p:
        for target in (data, p.log_path):
            with pytest.raises(InputError, match="refusing"):
                p.export(target, fmt="csv")
    assert oct(data.stat().st_mode & 0o777) == oct(0o444)


def test_read_only_originals_stay_untouched(data: Path) -> None:
    """Deciding and exporting never change the original's bytes, mode or time."""
    before = (digest(data), data.stat().st_mtime_ns, data.stat().st_mode)
    with Project.open(data) as p:
        p.decide("I03", "中性")
        p.export(data.with_name("out.csv"))
        p.export(data.with_name("out.xlsx"))
    assert (digest(data), data.stat().st_mtime_ns, data.stat().st_mode) == before


def test_export_manifest_names_log_hash_and_seq(data: Path) -> None:
    """The manifest pins the originals and the log (hash and last sequence number)."""
    import json

    with Project.open(data) as p:
        p.decide("I03", "中性")
        p.tag("final")
        paths = p.export(data.with_name("out.jsonl"), as_of="final")
        manifest = json.loads(paths.manifest.read_text(encoding="utf-8"))
        assert manifest["log"]["sha256"] == digest(p.log_path)
    assert manifest["log"]["last_seq"] == 2
    assert manifest["tag"] == "final"
    assert manifest["originals"][0]["sha256"] == digest(data)
    assert manifest["counts"]["adjudicated"] == 1


def test_no_temporary_files_are_left(data: Path) -> None:
    """Atomic writes leave only their targets behind."""
    with Project.open(data) as p:
        p.decide("I03", "中性")
        p.export(data.with_name("out.csv"))
    leftovers = [n for n in os.listdir(data.parent) if n.endswith(".tmp")]
    assert leftovers == []


def test_import_options_are_kept_for_reopening(data: Path) -> None:
    """Options given at creation are written to the header and used again on open."""
    from adjudicator.io.options import ImportOptions

    options = ImportOptions(annotators=["ann_a", "ann_b"], missing_values=["n/a"])
    Project.create(data, options=options).start_log().close()
    kept = read_log(default_log_path(data)).header["import"]
    assert kept["options"]["missing_values"] == ["n/a"]
    with Project.open(data) as p:
        assert p.dataset.ratings.annotators == ("ann_a", "ann_b")


def test_a_log_path_that_is_not_a_log_leaves_no_lock_beside_it(data: Path) -> None:
    """--log pointing at the data file is refused before any lock file is written."""
    with pytest.raises(InputError, match="not an adjudication log"):
        Project.open(data, data)
    assert sorted(p.name for p in data.parent.iterdir()) == [data.name]


def test_first_open_reads_the_data_once(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Starting a log reads the data file once (not again to replay the empty log); reopening
    reads it with the settings the header recorded and finds the same items and codes."""
    import adjudicator.store.project as project

    reads: list[Path] = []
    real = project.load_dataset

    def counted(path: Path, **settings: object) -> object:
        reads.append(Path(path))
        return real(path, **settings)  # type: ignore[arg-type]

    monkeypatch.setattr(project, "load_dataset", counted)
    with Project.open(data, author="lead") as first:
        items, codes = list(first.state.ratings.items), first.state.ratings.codes.copy()
    assert reads == [data]
    with Project.open(data, author="lead") as again:
        assert list(again.state.ratings.items) == items
        assert (again.state.ratings.codes == codes).all()
    assert reads == [data, data]


def test_the_scale_and_label_order_survive_reopening(data: Path) -> None:
    """A scale event is fsync'd like any other and in force after opening again; a log
    written before scale events existed opens with none."""
    with Project.open(data, author="lead") as p:
        assert p.state.scale is None
        p.set_scale("ordinal", "linear", ("正面", "中性", "负面"))
    with Project.open(data) as p:
        ev = p.state.scale
        assert ev is not None
        assert (ev.level, ev.weights, ev.order) == ("ordinal", "linear", ("正面", "中性", "负面"))
    lines = read_log(default_log_path(data)).events
    assert [e.kind for e in lines] == ["scale"]
