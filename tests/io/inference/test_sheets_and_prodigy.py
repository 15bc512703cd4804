"""A workbook whose first sheet is instructions is read from its table sheet, saying so; a
Prodigy file without any annotator field says that field is missing."""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset


def _workbook(path: Path) -> Path:
    book = openpyxl.Workbook()
    first = book.active
    first.title = "说明"
    first.append(["请为每个句子标注正面或负面。"])
    first.append(["谢谢！"])
    data = book.create_sheet("labels")
    data.append(["id", "甲", "乙"])
    for i in range(6):
        data.append([i, "正面", "负面" if i % 2 else "正面"])
    book.save(path)
    return path


def test_instructions_sheet_is_passed_over_and_named(tmp_path: Path) -> None:
    """The table sheet is read; the report names the sheet passed over and how to choose."""
    data = load_dataset(_workbook(tmp_path / "book.xlsx"))
    assert data.ratings.annotators == ("甲", "乙")
    notes = " ".join(map(str, data.report.notes))
    assert "sheet 'labels' read: the sheet(s) before it ('说明') hold no table" in notes


def test_a_named_instructions_sheet_is_still_what_is_read(tmp_path: Path) -> None:
    """--sheet 1 reads the instructions as asked (and finds no annotators there)."""
    with pytest.raises(InputError):
        load_dataset(_workbook(tmp_path / "book.xlsx"), options=ImportOptions(sheet=1))


def test_prodigy_without_annotator_field_names_it(tmp_path: Path) -> None:
    """No _annotator_id nor _session_id anywhere: the field is named as missing."""
    path = tmp_path / "p.jsonl"
    path.write_text("\n".join(json.dumps({"text": "t", "answer": "accept", "_input_hash": i,
                                          "_task_hash": i, "label": "POS"})
                              for i in range(4)), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    assert "_annotator_id is missing" in str(caught.value)
    assert caught.value.row == 1


def _glossary_first(path: Path, name: str) -> Path:
    """A first sheet of instructions that holds a title and a small glossary of the columns
    (two columns, like a table), then the labels."""
    book = openpyxl.Workbook()
    first = book.active
    first.title = name
    first.append(["标注说明：请为每个句子标注正面或负面。"])
    first.append(["列名", "含义"])
    first.append(["id", "句子编号"])
    first.append(["甲", "标注员甲的标签"])
    first.append(["乙", "标注员乙的标签"])
    data = book.create_sheet("数据")
    data.append(["id", "甲", "乙"])
    for i in range(8):
        data.append([i, "正面", "负面" if i % 3 else "正面"])
    book.save(path)
    return path


@pytest.mark.parametrize("name", ["说明", "填写說明", "README", "Instructions", "Notes"])
def test_instructions_sheet_with_a_glossary_is_passed_over(name: str, tmp_path: Path) -> None:
    """A sheet named as instructions is passed over even when it holds a two-column glossary
    (it was read as the table and refused: 'no usable data rows'); the report names it."""
    data = load_dataset(_glossary_first(tmp_path / "book.xlsx", name))
    assert data.ratings.annotators == ("甲", "乙")
    assert len(data.ratings.items) == 8
    notes = " ".join(map(str, data.report.notes))
    said = f"sheet '数据' read: the sheet(s) before it ('{name}') are named as instructions"
    assert said in notes
    assert "--sheet" in notes


def test_a_sheet_named_as_instructions_is_read_when_it_is_the_only_table(tmp_path: Path) -> None:
    """With no other table, the sheet named 说明 is still what is read."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "说明"
    sheet.append(["id", "甲", "乙"])
    for i in range(6):
        sheet.append([i, "正面", "负面" if i % 2 else "正面"])
    book.save(tmp_path / "book.xlsx")
    assert load_dataset(tmp_path / "book.xlsx").ratings.annotators == ("甲", "乙")


def test_a_neutral_sheet_that_is_no_labels_table_points_to_the_others(tmp_path: Path) -> None:
    """A glossary on a sheet named 'Sheet1' is read first (nothing says it is instructions)
    and cannot be read as labels: the error names the sheet read and the sheet with a table
    after it, and --sheet, which reads it."""
    path = _glossary_first(tmp_path / "book.xlsx", "Sheet1")
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    said = str(caught.value)
    assert "the sheet 'Sheet1' was read as the first sheet with a table" in said
    assert "'数据' also hold(s) a table: choose one with --sheet" in said
    assert load_dataset(path, options=ImportOptions(sheet="数据")).ratings.annotators == (
        "甲", "乙")


def test_a_named_sheet_that_fails_does_not_point_elsewhere(tmp_path: Path) -> None:
    """Asked for by --sheet, the sheet's own error is given alone."""
    path = _glossary_first(tmp_path / "book.xlsx", "Sheet1")
    with pytest.raises(InputError) as caught:
        load_dataset(path, options=ImportOptions(sheet="Sheet1"))
    assert "also hold(s) a table" not in str(caught.value)


def test_other_table_sheets_said_in_chinese(tmp_path: Path) -> None:
    """The pointer to the other sheets in 简体中文, after the error's own hint."""
    from adjudicator.commands.common.error_language import translator

    with pytest.raises(InputError) as caught:
        load_dataset(_glossary_first(tmp_path / "book.xlsx", "Sheet1"))
    shown = caught.value.render(translator("zh_CN"))
    assert "'数据' 也含有表格：请用 --sheet 选择其中之一" in shown
    assert "also hold(s)" not in shown
