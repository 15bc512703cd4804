"""The decide, export, log and merge commands, as a script or a meeting would use them."""

from __future__ import annotations

import csv
import re
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.store.logread import read_log
from adjudicator.store.project import Project, default_log_path
from tests.commands.cmdhelp import write_rows


def test_decide_prints_ok_per_durable_decision(data: Path, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Each applied row is acknowledged with `ok ITEM`, and is in the log."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"],
                                            ["T2", "yes", "clearly yes"], ["T4", "no", ""]])
    assert main(["decide", str(data), "--from", str(decisions), "--author", "ann"]) == 0
    assert capsys.readouterr().out.splitlines() == ["ok T2", "ok T4"]
    events = read_log(default_log_path(data)).events
    assert [(e.author, e.decision.item) for e in events] == [("ann", "T2"), ("ann", "T4")]


def test_bad_row_names_row_and_column_and_applies_nothing(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An unknown label stops before any decision, naming the spreadsheet row and column."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"],
                                            ["T2", "yes", ""], ["T4", "maybe", ""]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 2
    err = capsys.readouterr().err
    assert "row 3" in err
    assert "column 'label'" in err
    with Project.open(data) as p:
        assert p.state.last_seq == 0


def test_missing_column_is_reported(data: Path, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A decisions file without a label column is refused with row 1."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "rationale"], ["T2", "x"]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 2
    assert "row 1" in capsys.readouterr().err


def test_export_as_of_and_log(data: Path, tmp_path: Path,
                              capsys: pytest.CaptureFixture[str]) -> None:
    """export --as-of writes the earlier version; log lists the events."""
    with Project.open(data, author="lead") as p:
        p.decide("T2", "yes", "first")
        p.tag("v1")
        p.decide("T2", "no", "second")
    out = tmp_path / "final.csv"
    assert main(["export", str(data), "--out", str(out), "--as-of", "v1"]) == 0
    with open(out, encoding="utf-8", newline="") as stream:
        rows = {r["id"]: r for r in csv.DictReader(stream)}
    assert rows["T2"]["final_label"] == "yes"
    assert rows["T2"]["rationale"] == "first"
    capsys.readouterr()
    assert main(["log", str(data), "--item", "T2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in lines] == ["1", "3"]


def test_export_refuses_the_original(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`export --out DATA` is refused and DATA is unchanged."""
    Project.open(data).start_log().close()
    before = data.read_bytes()
    assert main(["export", str(data), "--out", str(data)]) == 2
    assert "refusing" in capsys.readouterr().err
    assert data.read_bytes() == before


def test_merge_exits_1_with_conflicts(data: Path, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Conflicting decisions are listed and the exit status is 1."""
    logs = []
    for n, label in enumerate(("yes", "no")):
        log = tmp_path / f"lead{n}.jsonl"
        with Project.open(data, log) as p:
            p.decide("T2", label, f"lead {n}")
        logs.append(str(log))
    assert main(["merge", *logs, "--out", str(tmp_path / "m.jsonl")]) == 1
    out = capsys.readouterr().out
    assert "conflict T2" in out
    assert "1 conflicts" in out


def test_decide_as_a_real_process(data: Path, tmp_path: Path) -> None:
    """`python -m adjudicator decide` prints ok lines and exits 0."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"], ["T2", "no", "x"]])
    run = subprocess.run([sys.executable, "-m", "adjudicator", "decide", str(data), "--from",
                          str(decisions)], capture_output=True, text=True, timeout=60, check=False)
    assert (run.returncode, run.stdout) == (0, "ok T2\n")


def test_export_into_missing_folder_is_exit_2(data: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """--out in a folder that does not exist is one message, not a traceback."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"], ["T2", "no", ""]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    capsys.readouterr()
    assert main(["export", str(data), "--out", str(tmp_path / "no" / "final.csv")]) == 2
    assert "the folder" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()


def test_export_format_contradicting_extension_is_refused(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--out x.xlsx --format csv` would write CSV text Excel cannot open: refused."""
    assert main(["export", str(data), "--out", str(tmp_path / "x.xlsx"), "--format", "csv"]) == 2
    assert "ends in .xlsx but --format is csv" in capsys.readouterr().err
    assert not (tmp_path / "x.xlsx").exists()


@pytest.mark.parametrize(("rows", "message", "row"), [
    ([["item", "label", "rationale"], ["T2", "no", "asks", " then complains"]],
     "4 fields where the header has 3", "row 2"),
    ([["item", "label", "rationale"], ["T2", "no", "a"], ["T2", "yes", "b"]],
     "item 'T2' again (first at row 2)", "row 3"),
    ([["item", "label", "label", "rationale"], ["T2", "no", "yes", "a"]],
     "the column 'label' appears twice", "row 1"),
])
def test_ambiguous_decisions_are_refused_whole(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        rows: list[list[str]], message: str, row: str) -> None:
    """An unquoted comma, a repeated item or a repeated column would lose or override a
    decision silently: the file is refused with its row and nothing is applied."""
    decisions = write_rows(tmp_path / "d.csv", rows)
    assert main(["decide", str(data), "--from", str(decisions)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert row in err
    assert not default_log_path(data).exists()


def test_gb18030_decisions_are_read(data: Path, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """A decisions file saved by Chinese Excel (GB18030) is read like a labels file."""
    decisions = tmp_path / "d.csv"
    decisions.write_bytes("item,label,rationale\nT2,no,客户要求退款\n".encode("gb18030"))
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    assert capsys.readouterr().out == "ok T2\n"
    assert read_log(default_log_path(data)).events[0].decision.rationale == "客户要求退款"


def test_unreadable_decisions_file_is_exit_2(data: Path, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """--from a folder, or a record the csv module cannot read, is one message."""
    assert main(["decide", str(data), "--from", str(tmp_path)]) == 2
    assert "not a regular file" in capsys.readouterr().err
    huge = tmp_path / "huge.csv"
    huge.write_text("item,label\n" + "x" * 200_000, encoding="utf-8")
    assert main(["decide", str(data), "--from", str(huge)]) == 2
    assert "row 2: not a readable CSV record" in capsys.readouterr().err


def test_log_with_damaged_header_is_exit_2(data: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """`adjudicator log` on a log whose header was edited names line 1 and the field."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"], ["T2", "no", ""]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    log = default_log_path(data)
    head, rest = log.read_bytes().split(b"\n", 1)
    log.write_bytes(re.sub(rb"\"version\":\d+", b"\"version\":\"abc\"", head) + b"\n" + rest)
    capsys.readouterr()
    assert main(["log", str(data)]) == 2
    assert "row 1, column 'version': the header's 'version' field is damaged" in (
        capsys.readouterr().err)


def test_log_escapes_tabs_and_line_breaks(data: Path, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A rationale with a tab or a line break stays on its one tab-separated line."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"],
                                            ["T2", "no", "first\tsecond\nthird"]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    capsys.readouterr()
    assert main(["log", str(data)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert lines[0].split("\t")[4] == "T2 -> no: first\\tsecond\\nthird"


def test_import_options_on_an_existing_log_are_noted(data: Path, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Once the log exists its import settings rule; options given again are said ignored."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"], ["T2", "no", ""]])
    assert main(["decide", str(data), "--from", str(decisions), "--labels", "no,yes"]) == 0
    assert "ignored" not in capsys.readouterr().err
    assert main(["decide", str(data), "--from", str(decisions), "--labels", "yes"]) == 0
    assert "--labels ignored: the log keeps the import settings" in capsys.readouterr().err


def test_export_never_replaces_a_read_only_file(data: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """--out onto a write-protected file (say another project's original) is exit 2."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"], ["T2", "no", ""]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    other = write_rows(tmp_path / "other.csv", [["id", "a"], ["1", "x"]])
    other.chmod(0o444)
    before = other.read_bytes()
    assert main(["export", str(data), "--out", str(other)]) == 2
    assert "write-protected" in capsys.readouterr().err
    assert other.read_bytes() == before


def test_merge_says_when_it_leaves_a_torn_line_out(data: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A log with a torn last line still merges, and the note says what was left out."""
    logs = []
    for n, item in enumerate(("T2", "T4")):
        log = tmp_path / f"lead{n}.jsonl"
        with Project.open(data, log) as p:
            p.decide(item, "no", f"lead {n}")
        logs.append(log)
    with open(logs[0], "ab") as out:
        out.write(b'{"seq":2,"type":"dec')
    assert main(["merge", *map(str, logs), "--out", str(tmp_path / "m.jsonl")]) == 0
    captured = capsys.readouterr()
    assert "2 decisions" in captured.out
    assert "lead0.jsonl: a torn last line (20 bytes" in captured.err


def test_log_still_shows_history_when_the_originals_changed(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`log` only reads: with changed originals it shows the history and says what changed."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"], ["T2", "no", "x"]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    capsys.readouterr()
    data.chmod(0o644)
    data.write_bytes(data.read_bytes().replace(b"text 1", b"text one"))
    assert main(["log", str(data)]) == 0
    captured = capsys.readouterr()
    assert "T2 -> no: x" in captured.out
    assert "the original labels changed" in captured.err
    assert main(["export", str(data), "--out", str(tmp_path / "o.csv")]) == 2


def test_export_bom_writes_csv_for_excel(data: Path, tmp_path: Path) -> None:
    """export --bom: the CSV starts with EF BB BF and reads back with the same rows."""
    with Project.open(data, author="lead") as p:
        p.decide("T2", "yes", "第一")
    plain, marked = tmp_path / "plain.csv", tmp_path / "excel.csv"
    assert main(["export", str(data), "--out", str(plain)]) == 0
    assert main(["export", str(data), "--out", str(marked), "--bom"]) == 0
    assert marked.read_bytes()[:3] == b"\xef\xbb\xbf"
    assert marked.read_bytes()[3:] == plain.read_bytes()
    with open(marked, encoding="utf-8-sig", newline="") as stream:
        rows = list(csv.DictReader(stream))
    with open(plain, encoding="utf-8", newline="") as stream:
        assert rows == list(csv.DictReader(stream))
    assert next(r for r in rows if r["final_label"] == "yes" and r["rationale"] == "第一")


def test_export_bom_refused_for_jsonl(data: Path, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """--bom with a JSONL file is refused, saying why; nothing is written."""
    assert main(["export", str(data), "--out", str(tmp_path / "x.jsonl"), "--bom"]) == 2
    assert "byte-order mark" in capsys.readouterr().err
    assert not (tmp_path / "x.jsonl").exists()
