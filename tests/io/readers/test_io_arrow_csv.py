"""The pyarrow.csv path: same results as the pandas path, Arrow-backed text, progress, cancel."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.io import Cancelled, ImportOptions, load_dataset
from adjudicator.io.readers import arrowcsv

DATA = Path(__file__).parents[2] / "data"
TEXT_FILES = sorted(p for p in DATA.rglob("*") if p.suffix in (".csv", ".tsv", ".txt"))
PANDAS = ImportOptions(csv_engine="pandas")


def outcome(path: Path, options: ImportOptions | None = None) -> object:
    """Everything an import yields that a user sees, or the input error's text."""
    try:
        d = load_dataset(path, options=options)
    except InputError as exc:
        return str(exc)
    frame = d.frame.astype(object).where(d.frame.notna(), None)
    return (d.report.to_dict(), list(d.ratings.items), d.ratings.codes.tolist(),
            d.ratings.labels, d.label_sets, frame.to_numpy().tolist(), list(frame.columns))


def big_file(tmp_path: Path, rows: int, *, late: str | None = None) -> Path:
    """id, two annotators, a text; ``late`` replaces a line far past the sniffed sample."""
    lines = ["id,a,b,text"] + [f"i{k:06d},{'xyz'[k % 3]},{'xy'[k % 2]},text number {k}"
                               for k in range(rows)]
    if late is not None:
        lines[rows - 5] = late
    path = tmp_path / "big.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("path", TEXT_FILES, ids=lambda p: p.name)
def test_every_test_file_reads_as_the_pandas_path_reads_it(path: Path) -> None:
    """Report, ratings, label sets and item table equal the pandas path's for every text file."""
    assert outcome(path) == outcome(path, PANDAS)


def test_clean_utf8_file_goes_through_arrow(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A clean UTF-8 file is read by pyarrow.csv (not the fallback)."""
    used: list[bool] = []
    real = arrowcsv.read_arrow
    monkeypatch.setattr(arrowcsv, "read_arrow",
                        lambda *a: used.append(real(*a) is not None) or real(*a))
    load_dataset(big_file(tmp_path, 100))
    assert used == [True]


def test_ids_and_texts_stay_arrow_backed_labels_are_categories(tmp_path: Path) -> None:
    """No Python string per id or text: both are Arrow-backed; labels are categoricals."""
    d = load_dataset(big_file(tmp_path, 3000))
    assert isinstance(d.frame.index.dtype, pd.StringDtype)
    assert isinstance(d.frame["text"].dtype, pd.StringDtype)
    assert isinstance(d.frame["a"].dtype, pd.CategoricalDtype)
    assert d.ratings.items[2999] == "i002999"
    assert d.ratings.labels == ("x", "y", "z")


@pytest.mark.parametrize(("late", "expect"), [
    ("i002995,x", "ragged"), ("i002995,x,y,t,extra", "ragged"), ("", "empty"),
    ("i000001,x,y,again", "duplicate"), (",x,y,no id", "blank"), ("i002995,w,y,t", "label")])
def test_problems_past_the_sample_are_reported_as_before(tmp_path: Path, late: str,
                                                         expect: str) -> None:
    """Ragged, empty, duplicate and blank-id rows far into a file: the same report as pandas'."""
    path = big_file(tmp_path, 3000, late=late)
    ours = outcome(path)
    assert ours == outcome(path, PANDAS)
    rep = load_dataset(path).report
    row = 2996  # the replaced line: header on row 1, line k + 1 of the file on row k + 1
    found = {
        "ragged": lambda: [r.row for r in rep.ragged_rows] == [row],
        "empty": lambda: [(s.row, s.reason) for s in rep.skipped] == [(row, "empty row")],
        "duplicate": lambda: [(d.key, d.first_row, d.row) for d in rep.duplicate_ids] == [
            ("i000001", 3, row)],
        "blank": lambda: rep.blank_ids == [row],
        "label": lambda: rep.counts["a"].get("w") == 1,
    }[expect]
    assert found(), rep.to_dict()


def test_invalid_utf8_late_in_the_file_is_located(tmp_path: Path) -> None:
    """Bytes that are not UTF-8 past the sampled head: the pandas path's located error."""
    path = big_file(tmp_path, 60_000)
    data = path.read_bytes()
    at = data.index(b"i059000")
    path.write_bytes(data[:at] + b"\xff" + data[at:])
    with pytest.raises(InputError, match="not valid utf-8") as info:
        load_dataset(path)
    assert info.value.row == 59_002


def test_progress_reports_bytes_during_the_read(tmp_path: Path) -> None:
    """Several 'reading … MiB' reports with rising fractions come before the read ends."""
    path = big_file(tmp_path, 120_000)
    seen: list[tuple[float, str]] = []
    load_dataset(path, progress=lambda f, m: seen.append((f, m)) is None)
    during = [(f, m) for f, m in seen if "MiB" in m]
    assert len(during) >= 3
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions)
    assert all(0 < f <= 0.6 for f, _ in during)


def test_cancel_during_the_read_stops_it(tmp_path: Path) -> None:
    """Returning False while the file is being read raises Cancelled there."""
    path = big_file(tmp_path, 120_000)
    seen: list[str] = []

    def stop_mid_read(fraction: float, message: str) -> bool:
        seen.append(message)
        return "MiB" not in message

    with pytest.raises(Cancelled):
        load_dataset(path, progress=stop_mid_read)
    assert "MiB" in seen[-1]


CELLS = st.sampled_from(["x", "y", "", " ", "a,b", 'q"r', "line\nbreak", "正面", "=1+1", "2.0"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(CELLS, min_size=1, max_size=5), min_size=1, max_size=12),
       st.sampled_from([",", "\t", ";"]), st.booleans())
def test_any_small_table_reads_as_the_pandas_path_reads_it(rows: list[list[str]], delim: str,
                                                           crlf: bool) -> None:
    """Quotes, line breaks in cells, blanks, ragged rows, any delimiter: identical outcomes."""
    import tempfile

    buf = io.StringIO()
    csv.writer(buf, delimiter=delim, lineterminator="\r\n" if crlf else "\n").writerows(
        [["id", "r1", "r2"], *rows])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.csv"
        path.write_text(buf.getvalue(), encoding="utf-8")
        assert outcome(path) == outcome(path, PANDAS)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet='xa,"\n\r y;\t正', min_size=1, max_size=80))
def test_any_raw_text_reads_as_the_pandas_path_reads_it(body: str) -> None:
    """Stray quotes, lone CRs, blank and whitespace rows: identical outcomes or errors."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.csv"
        path.write_bytes(body.encode())
        assert outcome(path) == outcome(path, PANDAS)


@pytest.mark.parametrize("options", [None, PANDAS])
def test_whitespace_only_row_is_an_empty_row(tmp_path: Path,
                                             options: ImportOptions | None) -> None:
    """A row of spaces is skipped as empty on every path (not kept as an item)."""
    path = tmp_path / "w.csv"
    path.write_text("id,a,b\n1,x,y\n  , ,  \n2,y,y\n", encoding="utf-8")
    d = load_dataset(path, options=options)
    assert [(s.row, s.reason) for s in d.report.skipped] == [(3, "empty row")]
    assert list(d.ratings.items) == ["1", "2"]


def test_gb18030_is_transcoded_on_the_arrow_path(tmp_path: Path) -> None:
    """A GB18030 file (Excel on Chinese Windows) is read by pyarrow, as the pandas path reads it."""
    path = tmp_path / "gb.csv"
    rows = [f"{k},{'正负'[k % 2]}面,{'正中'[k % 3 == 0]}性,第{k}条工单" for k in range(2000)]
    path.write_bytes(("编号,甲,乙,文本\n" + "\n".join(rows) + "\n").encode("gb18030"))
    d = load_dataset(path)
    assert str(d.report.encoding).startswith("gb18030")
    assert isinstance(d.frame["文本"].dtype, pd.StringDtype)
    assert d.frame["文本"].iloc[7] == "第7条工单"
    assert outcome(path) == outcome(path, PANDAS)


def test_bad_gb18030_bytes_late_in_the_file_are_located(tmp_path: Path) -> None:
    """A byte sequence GB18030 cannot decode, past the head: the error names its row."""
    path = tmp_path / "gb.csv"
    rows = [f"{k},正面,负面,第{k}条" for k in range(60_000)]
    data = ("编号,甲,乙,文本\n" + "\n".join(rows) + "\n").encode("gb18030")
    at = data.index(b"\n59000,") + 1
    path.write_bytes(data[:at] + b"\x81\x20" + data[at:])
    with pytest.raises(InputError, match="not valid gb18030") as info:
        load_dataset(path)
    assert info.value.row == 59_002


def test_arrow_backed_ids_iterate_and_convert_as_strings(tmp_path: Path) -> None:
    """Ratings.items of an Arrow-backed index: iteration, numpy conversion and indexing agree."""
    import numpy as np

    from adjudicator.io.coding.frame import IndexItems

    d = load_dataset(big_file(tmp_path, 3000))
    items = d.ratings.items
    expected = [f"i{k:06d}" for k in range(3000)]
    assert list(items) == expected
    assert np.asarray(items, dtype=np.str_).tolist() == expected
    assert items[5] == "i000005"
    assert items[1:3] == ("i000001", "i000002")
    mixed = IndexItems(pd.Index([1, "b", 2.5], dtype=object))
    assert np.asarray(mixed).tolist() == list(mixed) == ["1", "b", "2.5"]
