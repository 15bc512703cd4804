"""Exports: every format, formula cells neutralised, atomic, never over an original."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.exporting.export import write_export
from adjudicator.io.exporting.safe_cells import (
    LOOKALIKES,
    STARTERS,
    TRIGGERS,
    needs_quote,
    neutralise,
)
from adjudicator.io.exporting.tables import FINAL_COLUMNS

ROWS = [
    ["id", "text", "ann_a", "ann_b"],
    ["1", "=1+1", "pos", "pos"],
    ["2", "@SUM(A1)", "pos", "neg"],
    ["3", "-2", "neg", "neg"],
    ["4", "普通文本", "neg", "pos"],
]


def _project(tmp_path: Path) -> tuple[Dataset, AdjudicationState]:
    """A four-item dataset with one decision."""
    path = tmp_path / "labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(ROWS)
    dataset = load_dataset(path)
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")
    state.decide("2", "neg", "+ sarcasm")
    return dataset, state


def test_csv_has_original_and_final_columns(tmp_path: Path) -> None:
    """The CSV holds the id, the original columns, then the adjudication columns."""
    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.csv")
    with open(paths.data, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert list(rows[0]) == ["id", "text", "ann_a", "ann_b", *FINAL_COLUMNS]
    assert [r["status"] for r in rows] == ["unanimous", "adjudicated", "unanimous", "unresolved"]
    assert rows[1]["final_label"] == "neg"
    assert rows[1]["adjudicator"] == "lead"


def test_csv_neutralises_formula_cells(tmp_path: Path) -> None:
    """Text starting with = + - @ gets a leading quote; plain numbers stay as they are."""
    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.csv")
    with open(paths.data, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert [r["text"] for r in rows] == ["'=1+1", "'@SUM(A1)", "-2", "普通文本"]
    assert rows[1]["rationale"] == "'+ sarcasm"


def test_xlsx_has_no_formulas_and_a_disagreements_sheet(tmp_path: Path) -> None:
    """The workbook holds text cells only, and a second sheet of disagreements."""
    from openpyxl import load_workbook

    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.xlsx")
    book = load_workbook(paths.data)
    assert book.sheetnames == ["adjudicated", "disagreements"]
    cells = [c for row in book["adjudicated"].iter_rows() for c in row]
    assert all(c.data_type != "f" for c in cells)
    assert book["adjudicated"]["B2"].value == "'=1+1"
    items = [r[0].value for r in book["disagreements"].iter_rows(min_row=2)]
    assert items == ["2", "4"]


def test_tsv_and_disagreements_file(tmp_path: Path) -> None:
    """TSV export writes a disagreements file beside it with each annotator's label."""
    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.tsv")
    assert paths.disagreements is not None
    with open(paths.disagreements, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream, delimiter="\t"))
    assert [(r["item"], r["ann_a"], r["ann_b"], r["final_label"]) for r in rows] == [
        ("2", "pos", "neg", "neg"), ("4", "neg", "pos", "")]


def test_jsonl_keeps_text_unchanged(tmp_path: Path) -> None:
    """JSONL is data, not a spreadsheet: text is written as it is."""
    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.jsonl")
    records = [json.loads(x) for x in paths.data.read_text(encoding="utf-8").splitlines()]
    assert records[0]["text"] == "=1+1"
    assert records[3]["final_label"] is None


def test_parquet_round_trip_keeps_rows_and_final_labels(tmp_path: Path) -> None:
    """Parquet holds the same rows, original columns and final labels (missing stays null)."""
    import pandas as pd

    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.parquet")
    back = pd.read_parquet(paths.data)
    assert back["final_label"].tolist() == ["pos", "neg", "neg", None]
    assert back["text"].tolist()[0] == "=1+1"


def test_manifest_is_written_last_with_file_hashes(tmp_path: Path) -> None:
    """The manifest lists the files written with their SHA-256 and the counts."""
    import hashlib

    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.csv", manifest={"tag": "v1"})
    manifest = json.loads(paths.manifest.read_text(encoding="utf-8"))
    assert manifest["tag"] == "v1"
    assert manifest["counts"] == {"items": 4, "unanimous": 2, "adjudicated": 1,
                                  "unresolved": 1, "disagreements": 2}
    assert manifest["files"][0]["sha256"] == hashlib.sha256(paths.data.read_bytes()).hexdigest()


def test_refuses_to_write_over_a_protected_file(tmp_path: Path) -> None:
    """An export aimed at an original is refused before anything is written."""
    dataset, state = _project(tmp_path)
    original = dataset.sources[0]
    before = original.read_bytes()
    with pytest.raises(InputError, match="refusing"):
        write_export(dataset, state, original, protected=[original])
    assert original.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["labels.csv"]


def test_unknown_format_is_an_input_error(tmp_path: Path) -> None:
    """A file name without a known extension asks for --format."""
    dataset, state = _project(tmp_path)
    with pytest.raises(InputError, match="format"):
        write_export(dataset, state, tmp_path / "out.doc")


@given(st.sampled_from([t for t in TRIGGERS if t != "\r"]), st.text(max_size=10))
def test_every_trigger_is_neutralised(first: str, rest: str) -> None:
    """Any text starting with a trigger character is quoted unless it is a plain number."""
    value = first + rest.replace("\r", "").replace("\n", "")  # one line (see below for more)
    out = neutralise(value)
    assert out in (value, "'" + value)
    assert needs_quote(value) == (out != value)
    try:
        float(value)
    except ValueError:  # not a number at all: it must be quoted
        assert out == "'" + value
    if out == value:
        float(value)  # only plain numbers are let through


@given(st.lists(st.sampled_from(["=cmd|' /C calc'!A0", "+1", "-x", "@SUM(A1)", "\tx", "ok",
                                 "-3", "普通", ""]), min_size=2, max_size=5),
       st.sampled_from(["\r", "\n", "\r\n"]))
def test_every_line_of_a_cell_is_neutralised(lines: list[str], brk: str) -> None:
    """Regression (issue 12, item 6): after a CR or LF inside a cell, each line that starts
    like a formula is quoted too, so a careless line splitter never meets a live formula."""
    out = neutralise(brk.join(lines))
    assert isinstance(out, str)
    for line in out.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        assert not needs_quote(line)


def test_csv_quotes_a_cell_holding_a_carriage_return(tmp_path: Path) -> None:
    """Regression (issue 12, item 6): a cell with a lone CR was written unquoted, the row split
    and the next line began with a live formula. Every cell holding CR, LF or the delimiter is
    quoted, every line of it neutralised, and rows still end in LF."""
    rows = [["id", "text", "ann_a", "ann_b"], ["1", "ok\r=cmd|' /C calc'!A0", "pos", "neg"],
            ["2", "a,b\nc", "pos", "pos"], ["3", "tab\there", "neg", "neg"]]
    path = tmp_path / "labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    dataset = load_dataset(path)
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")
    for kind in ("csv", "tsv"):
        paths = write_export(dataset, state, tmp_path / f"out.{kind}")
        raw = paths.data.read_bytes()
        assert b"\r" not in raw.replace(b'"ok\r\'=cmd', b"")  # the CR only inside quotes
        assert raw.count(b"\n") == 5  # header, 3 rows, 1 LF in a cell
        assert b"\r\n" not in raw
        assert b"\"ok\r'=cmd|' /C calc'!A0\"" in raw
        sep = "," if kind == "csv" else "\t"
        with open(paths.data, encoding="utf-8", newline="") as stream:
            back = list(csv.reader(stream, delimiter=sep))
        assert [r[1] for r in back[1:]] == ["ok\r'=cmd|' /C calc'!A0", "a,b\nc", "tab\there"]
        for line in raw.replace(b"\r", b"\n").split(b"\n"):
            assert not line.startswith((b"=", b"+", b"@"))


@given(st.text(max_size=10).filter(
    lambda s: s[:1] not in STARTERS
    and not any(line[:1] in STARTERS for line in s.replace("\r", "\n").split("\n"))))
def test_harmless_text_is_unchanged(value: str) -> None:
    """Text none of whose lines starts with a trigger is written unchanged."""
    assert neutralise(value) == value


def test_exports_side_by_side_keep_their_own_manifest(tmp_path: Path) -> None:
    """A CSV and an XLSX export of the same name each get a manifest naming their files."""
    dataset, state = _project(tmp_path)
    csv_paths = write_export(dataset, state, tmp_path / "out.csv")
    xlsx_paths = write_export(dataset, state, tmp_path / "out.xlsx")
    assert csv_paths.manifest != xlsx_paths.manifest
    names = json.loads(csv_paths.manifest.read_text(encoding="utf-8"))["files"]
    assert [f["path"] for f in names] == ["out.csv", "out.disagreements.csv"]


def test_look_alikes_of_formula_starts_are_neutralised(tmp_path: Path) -> None:
    """Regression (issue 27, smaller): a cell starting with a full-width ＝ (or ＋ － ＠, the
    minus sign U+2212, small or superscript forms) was exported as it was; a spreadsheet in
    an East Asian locale, or a width-folding clean-up, reads it as a formula. Each is now
    quoted like its ASCII form, in CSV and XLSX, in the Arrow and pandas paths alike."""
    from openpyxl import load_workbook

    cells = ["＝1+1", "＋cmd", "－x", "＠SUM(A1)", "\u22123", "﹦1", "⁼1", "ok\n＝HYPERLINK(1)"]
    rows = [["id", "text", "ann_a", "ann_b"]]
    rows += [[str(n), c, "pos", "neg"] for n, c in enumerate(cells, start=1)]
    path = tmp_path / "labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    dataset = load_dataset(path)
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")
    state.decide("1", "neg", "＝cmd|' /C calc'!A0")
    expected = ["'" + c for c in cells[:-1]] + ["ok\n'＝HYPERLINK(1)"]
    with open(write_export(dataset, state, tmp_path / "out.csv").data, encoding="utf-8",
              newline="") as stream:
        back = list(csv.DictReader(stream))
    assert [r["text"] for r in back] == expected
    assert back[0]["rationale"] == "'＝cmd|' /C calc'!A0"
    book = load_workbook(write_export(dataset, state, tmp_path / "out.xlsx").data)
    assert [r[1].value for r in book["adjudicated"].iter_rows(min_row=2)] == expected
    assert all(needs_quote(c) for c in LOOKALIKES)


def test_every_character_unicode_folds_to_a_formula_start_is_a_starter() -> None:
    """Every character whose compatibility form (NFKC) begins with = + - @ is quoted at a
    cell's start: ⩵ (U+2A75, "==") and ⩶ (U+2A76, "===") were not."""
    import sys
    import unicodedata

    folds = [chr(c) for c in range(sys.maxunicode + 1)
             if unicodedata.normalize("NFKC", chr(c))[:1] in ("=", "+", "-", "@")]
    assert "\u2a75" in folds
    assert "\uff1d" in folds
    assert [c for c in folds if c not in STARTERS] == []
    assert all(needs_quote(c + "cmd") for c in folds)
