"""Excel's ``sep=`` first line is understood; a full-width comma delimiter is named."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset


def test_excel_sep_line_names_the_delimiter(tmp_path: Path) -> None:
    """``sep=;`` then a semicolon table: read with ';', rows numbered as in the file."""
    path = tmp_path / "excel.csv"
    path.write_text("sep=;\nid;a;b\n1;x;x\n2;x;y\n3;y;y\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.ratings.annotators == ("a", "b")
    assert list(data.ratings.items) == ["1", "2", "3"]
    assert data.report.delimiter == ";"
    assert any("sep=;" in str(n) for n in data.report.notes)


def test_full_width_comma_is_named(tmp_path: Path) -> None:
    """A table separated by ， is refused by name, not read as one column."""
    path = tmp_path / "zh.csv"
    path.write_text("编号，甲，乙\n1，正面，正面\n2，负面，正面\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    assert "full-width commas" in str(caught.value)
    assert "U+FF0C" in str(caught.value)
