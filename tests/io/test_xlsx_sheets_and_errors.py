"""Regression (issue 12, item 9, in part): Excel error values (#REF!, #VALUE!, #N/A, #DIV/0!)
were counted as labels, and a hidden stale first sheet was read silently. Error values are now
no label, counted and located in a note; hidden sheets are passed over unless asked for."""

from __future__ import annotations

from pathlib import Path

from adjudicator.io import load_dataset
from adjudicator.io.options import ImportOptions
from adjudicator.io.report_text import render


def _book(path: Path) -> Path:
    import openpyxl

    book = openpyxl.Workbook()
    stale = book.active
    assert stale is not None
    stale.title = "old"
    for row in (["id", "ann_a", "ann_b"], ["1", "neg", "neg"], ["2", "neg", "neg"]):
        stale.append(row)
    stale.sheet_state = "hidden"
    sheet = book.create_sheet("labels")
    rows = [["id", "ann_a", "ann_b"], ["1", "pos", "neg"], ["2", "pos", "pos"],
            ["3", "neg", "neg"], ["4", "pos", "neg"], ["5", "neg", "pos"]]
    for row in rows:
        sheet.append(row)
    for ref, error in (("B2", "#REF!"), ("C2", "#REF!"), ("B3", "#VALUE!"), ("C3", "#N/A"),
                       ("B4", "#DIV/0!")):
        sheet[ref].value = error
        sheet[ref].data_type = "e"
    book.save(path)
    return path


def test_error_values_are_no_label_and_located(tmp_path: Path) -> None:
    dataset = load_dataset(_book(tmp_path / "b.xlsx"), annotators=["ann_a", "ann_b"])
    assert set(dataset.ratings.labels) == {"pos", "neg"}
    codes = dataset.ratings.codes
    assert (codes[0] < 0).all()
    assert (codes[1] < 0).all()
    assert codes[2, 0] < 0
    text = render(dataset.report)
    assert "5 cell(s) hold Excel error values (#DIV/0! ×1, #N/A ×1, #REF! ×2, #VALUE! ×1)" in text
    assert "row 2, column 'ann_a'" in text


def test_a_hidden_first_sheet_is_passed_over_and_named(tmp_path: Path) -> None:
    path = _book(tmp_path / "b.xlsx")
    dataset = load_dataset(path, annotators=["ann_a", "ann_b"])
    assert dataset.report.items == 5
    assert "hidden sheet(s) passed over: old" in render(dataset.report)
    asked = load_dataset(path, annotators=["ann_a", "ann_b"], options=ImportOptions(sheet="old"))
    assert asked.report.items == 2


def test_a_zip_bomb_workbook_is_refused_before_unpacking(tmp_path: Path) -> None:
    """Regression (issue 12, item 13): an 8 MB zip-bomb .xlsx ran for over 10 minutes at
    1.6 GB. Parts are measured first: a sheet of 80 MiB of blanks stored in 80 KiB is refused
    before anything is unpacked, with the part and its ratio in the message."""
    import zipfile

    import pytest

    from adjudicator.core.errors import InputError

    path = _book(tmp_path / "bomb.xlsx")
    block = b" " * (1 << 20)
    with zipfile.ZipFile(path, "a", compression=zipfile.ZIP_DEFLATED) as archive, \
            archive.open("xl/worksheets/sheet9.xml", "w") as part:
        for _ in range(80):
            part.write(block)
    with pytest.raises(InputError, match="too large to read safely") as err:
        load_dataset(path)
    assert "sheet9.xml" in str(err.value)
