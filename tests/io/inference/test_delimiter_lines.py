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


def test_unbalanced_quote_names_the_rows_it_swallowed(tmp_path: Path) -> None:
    """A quote never closed swallows the next rows into one field: the row, the column and
    the rows swallowed are named."""
    path = tmp_path / "quote.csv"
    path.write_text('id,a,b\n1,x,y\n2,"x,y\n3,x,y\n4,y,y\n5,x,x\n', encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    assert caught.value.row == 3
    assert caught.value.column == "a"
    assert "rows 4 to 6" in str(caught.value)


def test_quoted_text_over_several_lines_is_still_read(tmp_path: Path) -> None:
    """A closed quote around text with line breaks and commas is one field, not an error."""
    path = tmp_path / "ok.csv"
    path.write_text('id,text,a,b\n1,"line one,\nline two",x,y\n2,t,x,x\n3,u,y,y\n',
                    encoding="utf-8")
    data = load_dataset(path)
    assert len(data.ratings.items) == 3
