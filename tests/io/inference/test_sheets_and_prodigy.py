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
