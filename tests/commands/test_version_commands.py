"""The tag, diff, note, guideline and revert commands, and log --as-of, run in-process."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from cmdhelp import write_rows

from adjudicator.cli import main
from adjudicator.core.adjudication.versions import state_at
from adjudicator.store.project import Project, default_log_path


def _decide(data: Path, tmp_path: Path, rows: list[list[str]]) -> None:
    """Apply decisions through the CLI."""
    source = write_rows(tmp_path / "decisions.csv", [["item", "label", "rationale"], *rows])
    assert main(["decide", str(data), "--from", str(source), "--author", "lead"]) == 0


def _events(data: Path) -> list[dict[str, object]]:
    """The log's event lines as JSON (the header and the chain links left out)."""
    lines = default_log_path(data).read_text(encoding="utf-8").splitlines()
    return [{k: v for k, v in json.loads(line).items() if k != "h"} for line in lines[1:]]


@pytest.fixture
def tagged(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """T2 and T6 decided, tagged v1 (event 3), then T2 relabelled and T4 decided."""
    _decide(data, tmp_path, [["T2", "yes", "first look"], ["T6", "yes", "same"]])
    assert main(["tag", str(data), "v1"]) == 0
    _decide(data, tmp_path, [["T2", "no", "second look"], ["T4", "no", "new"]])
    capsys.readouterr()
    return data


def test_tag_prints_and_records_the_version(data: Path, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """tag writes a tag event after the last one and says so."""
    _decide(data, tmp_path, [["T2", "yes", "x"]])
    capsys.readouterr()
    assert main(["tag", str(data), "round-1"]) == 0
    assert capsys.readouterr().out.startswith("tagged round-1 (event 2")
    assert _events(data)[-1]["type"] == "tag"
    assert _events(data)[-1]["name"] == "round-1"


def test_diff_lists_exactly_the_changed_items(tagged: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """diff TAG shows T2 (both rationales) and T4, not T6 (decided before v1), then counts."""
    assert main(["diff", str(tagged), "v1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines[:-1]] == ["T2", "T4"]
    t2 = lines[0].split("\t")
    assert t2[1] == "yes -> no"
    assert "first look" in t2[2]
    assert "second look" in t2[3]
    assert lines[-1].startswith("2 item(s) changed from v1")


def test_diff_json_keys(tagged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """diff --format json has both ends, one record per change and the counts."""
    assert main(["diff", str(tagged), "v1", "now", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"schema", "from", "to", "changes", "counts"}
    assert set(out["changes"][0]) == {"item", "before", "after", "rationale_before",
                                      "rationale_after", "author_before", "time_before",
                                      "author_after", "time_after"}
    assert out["changes"][1] | {"time_after": ""} == {
        "item": "T4", "before": None, "after": "no", "rationale_before": "",
        "rationale_after": "new", "author_before": "", "time_before": "",
        "author_after": "lead", "time_after": ""}
    assert out["counts"] == {"changed": 2, "newly_labelled": 1, "relabelled": 1,
                             "no_longer_labelled": 0}


def test_diff_between_sequence_numbers_as_csv(tagged: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """diff 0 1 --format csv is one table: the first decision only."""
    assert main(["diff", str(tagged), "0", "1", "--format", "csv"]) == 0
    rows = list(csv.DictReader(capsys.readouterr().out.splitlines()))
    assert [(r["item"], r["before"], r["after"]) for r in rows] == [("T2", "", "yes")]


def test_diff_at_a_time_before_everything(tagged: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """An ISO time before the first event is version 0: every decided item has changed."""
    assert main(["diff", str(tagged), "2000-01-01T00:00:00Z"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines[:-1]] == ["T2", "T4", "T6"]
    assert "(event 0)" in lines[-1]


def test_diff_unknown_version_is_refused(tagged: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """A name that is neither a tag, a number nor a time: exit 2, naming the tags."""
    assert main(["diff", str(tagged), "round-9"]) == 2
    err = capsys.readouterr().err
    assert "'round-9'" in err
    assert "v1" in err


def test_duplicate_tag_is_refused(tagged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A second tag v1 exits 2 with one line and writes nothing."""
    before = len(_events(tagged))
    assert main(["tag", str(tagged), "v1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "'v1' is taken" in err
    assert len(_events(tagged)) == before


def test_revert_undoes_a_decision(tagged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """revert 4 (T2 -> no) writes a revert event and T2 is back to the tagged label."""
    assert main(["revert", str(tagged), "4"]) == 0
    assert capsys.readouterr().out.startswith("reverted 4 (decide: T2 -> no")
    assert _events(tagged)[-1] | {"time": ""} == {
        "seq": 6, "type": "revert", "time": "", "author": _events(tagged)[-1]["author"],
        "app": _events(tagged)[-1]["app"], "guideline": "", "target": 4}
    with Project.open(tagged, read_only=True) as p:
        assert p.state.final_label("T2") == "yes"


def test_revert_of_unknown_seq_is_refused(tagged: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """revert 42 exits 2 naming 42, and the log is unchanged."""
    before = len(_events(tagged))
    assert main(["revert", str(tagged), "42"]) == 2
    assert "no event 42" in capsys.readouterr().err
    assert len(_events(tagged)) == before


def test_guideline_then_decide_carries_the_version(data: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """After guideline 2.0, the next decide event in the JSONL has guideline 2.0."""
    _decide(data, tmp_path, [["T1", "yes", "before"]])
    assert main(["guideline", str(data), "2.0", "--notes", "sarcasm counts as no"]) == 0
    assert "-> 2.0" in capsys.readouterr().out
    _decide(data, tmp_path, [["T3", "no", "after"]])
    events = _events(data)
    assert [(e["type"], e["guideline"]) for e in events] == [
        ("decide", ""), ("guideline", "2.0"), ("decide", "2.0")]
    assert events[1]["notes"] == "sarcasm counts as no"


def test_note_on_an_item(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """note --item writes a note event about that item."""
    assert main(["note", str(data), "ask the client", "--item", "T3"]) == 0
    assert capsys.readouterr().out.startswith("noted on T3")
    assert _events(data)[-1]["item"] == "T3"
    assert _events(data)[-1]["text"] == "ask the client"


def test_note_on_unknown_item_is_refused(tagged: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """An item that is not in DATA: exit 2 naming it, nothing written."""
    before = len(_events(tagged))
    assert main(["note", str(tagged), "hm", "--item", "T99"]) == 2
    assert "'T99'" in capsys.readouterr().err
    assert len(_events(tagged)) == before


def test_export_as_of_tag_equals_state_at_tag(tagged: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """export --as-of v1 writes the final labels of state_at(state, "v1") for every item."""
    out = tmp_path / "final.csv"
    assert main(["export", str(tagged), "--out", str(out), "--as-of", "v1"]) == 0
    with open(out, encoding="utf-8", newline="") as stream:
        exported = {r["id"]: r["final_label"] for r in csv.DictReader(stream)}
    with Project.open(tagged, read_only=True) as p:
        old = state_at(p.state, "v1")
        expected = {i: old.final_label(i) or "" for i in old.ratings.items}
        assert expected != {i: p.state.final_label(i) or "" for i in old.ratings.items}
    assert exported == expected


def test_log_as_of_shows_the_summary(tagged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """log --as-of v1 summarises that version; plain log still lists every event."""
    assert main(["log", str(tagged), "--as-of", "v1"]) == 0
    summary = dict(line.split("\t") for line in capsys.readouterr().out.splitlines())
    assert summary["version"] == "v1 (event 3)"
    assert (summary["adjudicated"], summary["unresolved"]) == ("2", "1")
    assert main(["log", str(tagged)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 5


def test_export_as_of_a_time_equals_state_at_that_time(tagged: Path, tmp_path: Path) -> None:
    """export --as-of ISO-TIME (the tag event's own time) writes the state at that moment."""
    tag_time = next(e["time"] for e in _events(tagged) if e["type"] == "tag")
    out = tmp_path / "then.csv"
    assert main(["export", str(tagged), "--out", str(out), "--as-of", tag_time]) == 0
    with open(out, encoding="utf-8", newline="") as stream:
        exported = {r["id"]: r["final_label"] for r in csv.DictReader(stream)}
    with Project.open(tagged, read_only=True) as p:
        at_tag = state_at(p.state, "v1")
        assert exported == {i: at_tag.final_label(i) or "" for i in at_tag.ratings.items}


def test_export_as_of_unknown_version_is_refused(tagged: Path, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """An --as-of that is no number, tag or time: exit 2 naming the tags, nothing written."""
    out = tmp_path / "never.csv"
    assert main(["export", str(tagged), "--out", str(out), "--as-of", "v9"]) == 2
    assert "v1" in capsys.readouterr().err
    assert not out.exists()


def test_log_lists_a_scale_event(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A scale recorded by the window shows in `adjudicator log` with its order and weights."""
    with Project.open(data, author="lead") as p:
        order = tuple(reversed(p.state.ratings.labels))
        p.set_scale("ordinal", "linear", order)
    capsys.readouterr()
    assert main(["log", str(data)]) == 0
    line = capsys.readouterr().out.splitlines()[-1].split("\t")
    assert line[3] == "scale"
    assert line[4] == "scale ordinal, linear weights: " + " < ".join(order)
