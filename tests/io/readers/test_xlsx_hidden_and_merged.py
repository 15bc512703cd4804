"""Regression (issue 12, item 9, the rest): hidden rows were counted without a note, a hidden
annotator column became a rater nobody saw, and a label cell merged over three rows gave one
label and two missing ones without naming the merge. Now a workbook with hidden rows, hidden
columns or merged cells in the sheet read is refused with each of them named, until the user
says what to do (``hidden``: read or skip; ``merged``: fill or first); what was done is a note."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.checking.text import render
from adjudicator.io.options import ImportOptions

ROWS = [["id", "ann_a", "ann_b", "ann_c"], ["1", "pos", "neg", "pos"],
        ["2", "pos", "pos", "neg"], ["3", "neg", "neg", "neg"], ["4", "pos", "neg", "pos"],
        ["5", "neg", "pos", "neg"], ["6", "neg", "neg", "pos"]]


def _book(path: Path, *, hide_rows: tuple[int, ...] = (), hide_columns: str = "",
          merge: str = "") -> Path:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    for row in ROWS:
        sheet.append(row)
    for number in hide_rows:
        sheet.row_dimensions[number].hidden = True
    for letter in hide_columns:
        sheet.column_dimensions[letter].hidden = True
    if merge:
        sheet.merge_cells(merge)
    book.save(path)
    return path


def _load(path: Path, **chosen: str) -> object:
    return load_dataset(path, annotators=["ann_a", "ann_b"], options=ImportOptions(**chosen))


def test_hidden_rows_are_refused_and_named(tmp_path: Path) -> None:
    path = _book(tmp_path / "h.xlsx", hide_rows=(3, 5, 6))
    with pytest.raises(InputError) as err:
        load_dataset(path, annotators=["ann_a", "ann_b"])
    text = str(err.value)
    assert "3 hidden row(s): 3, 5, 6" in text
    assert "--hidden read" in text
    assert "--hidden skip" in text


def test_hidden_rows_read_or_skipped_when_asked_and_said(tmp_path: Path) -> None:
    path = _book(tmp_path / "h.xlsx", hide_rows=(3, 5, 6))
    read = load_dataset(path, annotators=["ann_a", "ann_b"],
                        options=ImportOptions(hidden_cells="read"))
    assert read.report.items == 6
    assert "3 hidden row(s) read as data: 3, 5, 6" in render(read.report)
    skipped = load_dataset(path, annotators=["ann_a", "ann_b"],
                           options=ImportOptions(hidden_cells="skip"))
    assert skipped.report.items == 3
    assert list(skipped.ratings.items) == ["1", "3", "6"]
    assert "hidden row: 3 (rows 3, 5, 6)" in render(skipped.report)


def test_a_hidden_annotator_column_is_refused_then_skipped(tmp_path: Path) -> None:
    path = _book(tmp_path / "c.xlsx", hide_columns="D")
    with pytest.raises(InputError, match=r"1 hidden column\(s\): D \('ann_c'\)"):
        load_dataset(path)
    skipped = load_dataset(path, options=ImportOptions(hidden_cells="skip"))
    assert list(skipped.ratings.annotators) == ["ann_a", "ann_b"]
    assert "hidden column(s) left out: D ('ann_c')" in render(skipped.report)
    read = load_dataset(path, options=ImportOptions(hidden_cells="read"))
    assert list(read.ratings.annotators) == ["ann_a", "ann_b", "ann_c"]


def test_a_merged_label_cell_is_refused_then_filled_or_first(tmp_path: Path) -> None:
    path = _book(tmp_path / "m.xlsx", merge="B2:B4")
    with pytest.raises(InputError) as err:
        load_dataset(path, annotators=["ann_a", "ann_b"])
    assert "merged cells B2:B4" in str(err.value)
    assert "--merged fill" in str(err.value)
    filled = load_dataset(path, annotators=["ann_a", "ann_b"],
                          options=ImportOptions(merged_cells="fill"))
    labels = filled.ratings.labels
    assert [labels[c] for c in filled.ratings.codes[:3, 0]] == ["pos", "pos", "pos"]
    assert "merged cells B2:B4: each cell read as the merge's value" in render(filled.report)
    first = load_dataset(path, annotators=["ann_a", "ann_b"],
                         options=ImportOptions(merged_cells="first"))
    assert (first.ratings.codes[1:3, 0] < 0).all()
    assert "merged cells B2:B4: only the first cell holds a value" in render(first.report)


def test_a_plain_workbook_needs_no_choice(tmp_path: Path) -> None:
    dataset = load_dataset(_book(tmp_path / "p.xlsx"), annotators=["ann_a", "ann_b"])
    assert dataset.report.items == 6
    assert "hidden" not in render(dataset.report)
