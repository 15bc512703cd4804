"""Inputs too big to read are refused before they are read: a very wide row under a title row,
a row longer than the first block, a Parquet file whose metadata says it is too large; each
error names the limit and the option that raises it (small files, small limits)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.readers import budget
from adjudicator.io.readers.budget import parse_size

MB = 10**6


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make any real parse of the file fail the test (the refusal must come before)."""
    import pandas as pd
    import pyarrow.csv as pcsv

    def parsed(*_a: object, **_k: object) -> None:
        raise AssertionError("the file was parsed before it was refused")

    monkeypatch.setattr(pd, "read_csv", parsed)
    monkeypatch.setattr(pcsv, "open_csv", parsed)


def test_title_row_above_a_very_wide_header_is_refused_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A title line, then a header of 30,000 fields: refused at row 2 without parsing."""
    path = tmp_path / "title.csv"
    wide = ",".join(f"c{i}" for i in range(30_000))
    path.write_text(f"Labels export 2024\n{wide}\n{','.join('x' * 30_000)}\n", encoding="utf-8")
    _no_parsing(monkeypatch)
    with pytest.raises(InputError) as info:
        load_dataset(path)
    assert info.value.template == "this row has more than {max} fields"
    assert info.value.row == 2
    assert "20,000" in str(info.value)


def test_a_row_longer_than_the_first_block_is_refused_with_the_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One line of 3 MB under a 5 MB limit: refused at row 1 from the first block, the
    estimate, the limit and --memory-limit named."""
    path = tmp_path / "one_line.csv"
    path.write_bytes(b"id,text," + b"x" * (3 * MB))
    _no_parsing(monkeypatch)
    with pytest.raises(InputError) as info:
        load_dataset(path, options=ImportOptions(memory_limit=5 * MB))
    text = str(info.value)
    assert info.value.row == 1
    assert "5.0MB" in text
    assert "9.0MB" in text  # three times the file: the bytes, the text, the cell
    assert "--memory-limit" in text
    assert "first 1.0MB" in text


def test_a_second_row_longer_than_the_first_block_is_named(tmp_path: Path) -> None:
    """A header, then one 3 MB row: row 2 is named."""
    path = tmp_path / "one_row.csv"
    path.write_bytes(b"id,a,b\n1," + b"y" * (3 * MB) + b",z\n")
    with pytest.raises(InputError) as info:
        load_dataset(path, options=ImportOptions(memory_limit=5 * MB))
    assert info.value.row == 2
    assert "--memory-limit" in str(info.value)


def test_a_raised_limit_lets_the_long_row_be_read(tmp_path: Path) -> None:
    """The same file under a limit above the estimate is read (and then judged on its
    content, not on its size)."""
    path = tmp_path / "one_row.csv"
    path.write_bytes(b"id,a,b\n1," + b"y" * (3 * MB) + b",z\n2,p,q\n")
    ds = load_dataset(path, options=ImportOptions(memory_limit=20 * MB))
    assert list(ds.ratings.items) == ["1", "2"]


def test_a_large_csv_of_short_rows_is_estimated_at_twice_its_size(tmp_path: Path) -> None:
    """Short rows: the estimate is twice the file; refused under a limit below it, with no
    row named (no row is at fault)."""
    path = tmp_path / "rows.csv"
    line = "item{},pos,neg,some text of the item\n"
    path.write_text("id,a,b,text\n" + "".join(line.format(i) for i in range(60_000)),
                    encoding="utf-8")
    size = path.stat().st_size
    with pytest.raises(InputError) as info:
        load_dataset(path, options=ImportOptions(memory_limit=size))
    assert info.value.row is None
    assert budget.human(2 * size) in str(info.value)
    assert len(load_dataset(path, options=ImportOptions(memory_limit=3 * size)).ratings.items
               ) == 60_000


def _parquet(path: Path, rows: int) -> Path:
    """A wide table of ``rows`` items and two annotators."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    labels = np.array(["pos", "neg"])
    pq.write_table(pa.table({"id": np.arange(rows), "a": labels[np.arange(rows) % 2],
                             "b": labels[np.arange(rows) // 3 % 2]}), path,
                   row_group_size=rows // 4)
    return path


def test_parquet_is_refused_from_its_metadata(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """100,000 rows x 3 columns under a 1 MB limit: refused before any row group is read."""
    import pyarrow.parquet as pq

    path = _parquet(tmp_path / "big.parquet", 100_000)

    def read(*_a: object, **_k: object) -> None:
        raise AssertionError("a row group was read before the refusal")

    monkeypatch.setattr(pq.ParquetFile, "read_row_group", read)
    with pytest.raises(InputError) as info:
        load_dataset(path, options=ImportOptions(memory_limit=MB))
    text = str(info.value)
    assert "big.parquet" in text
    assert "1.0MB" in text
    assert "--memory-limit" in text
    need = re.search(r"about ([\d.]+)MB", text)
    assert need is not None
    assert float(need.group(1)) >= 9.6  # 100,000 x 3 cells of 32 bytes, and the columns


def test_parquet_under_the_limit_is_read(tmp_path: Path) -> None:
    """The same file with the default limit reads whole."""
    path = _parquet(tmp_path / "ok.parquet", 100_000)
    assert len(load_dataset(path).ratings.items) == 100_000


def test_validate_takes_memory_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`validate --memory-limit 1MB` refuses (exit 2) naming the option; `agree` too."""
    path = _parquet(tmp_path / "big.parquet", 100_000)
    assert main(["validate", str(path), "--memory-limit", "1MB"]) == 2
    assert "--memory-limit" in capsys.readouterr().err
    assert main(["agree", str(path), "--engine", "memory", "--memory-limit", "1MB"]) == 2
    assert "more than the limit of 1.0MB" in capsys.readouterr().err
    assert main(["validate", str(path), "--memory-limit", "lots"]) == 2
    assert "'lots' is not a size" in capsys.readouterr().err


@pytest.mark.parametrize(("text", "expected"), [
    ("2GB", 2 * 10**9), ("500MB", 500 * 10**6), ("1.5GiB", 3 * 2**29), ("1000", 1000),
    ("64 kb", 64_000), ("3TiB", 3 * 2**40)])
def test_sizes_are_read_as_duckdb_reads_them(text: str, expected: int) -> None:
    """Powers of 1000 for KB..TB, of 1024 for KiB..TiB, bytes without a unit."""
    assert parse_size(text) == expected


@pytest.mark.parametrize("text", ["", "GB", "-1GB", "0", "2 XB", "1e9"])
def test_a_bad_size_is_refused(text: str) -> None:
    """Anything else is an InputError naming the value."""
    with pytest.raises(InputError, match="is not a size"):
        parse_size(text)


def test_the_width_check_holds_at_its_edge() -> None:
    """Rows of empty fields, the shortest text for their width: one field over the cap is
    refused (the row is just MAX_COLUMNS characters long), the cap itself is read."""
    from adjudicator.io.readers.delimited import MAX_COLUMNS, _refuse_too_wide

    ok = "a,b\n" + "," * (MAX_COLUMNS - 1) + "\n1,2"
    _refuse_too_wide(Path("edge.csv"), ok, ",")
    over = "a,b\n" + "," * MAX_COLUMNS + "\n1,2"
    with pytest.raises(InputError) as info:
        _refuse_too_wide(Path("edge.csv"), over, ",")
    assert info.value.row == 2
