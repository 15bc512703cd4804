"""Parquet through pyarrow: wide and long files written by pandas read back as coded ratings."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import Cancelled, load_dataset


def write(tmp_path: Path, frame: pd.DataFrame, name: str = "d.parquet", **kw: object) -> Path:
    """Write ``frame`` with pandas/pyarrow."""
    path = tmp_path / name
    frame.to_parquet(path, **kw)
    return path


def test_wide_round_trip_codes_labels_and_report(tmp_path: Path) -> None:
    """String labels with a missing one: codes, labels, items, counts and format are right."""
    frame = pd.DataFrame({"id": ["a1", "a2", "a3", "a4"], "r1": ["pos", "neg", None, "pos"],
                          "r2": ["pos", "pos", "neg", " "]})
    d = load_dataset(write(tmp_path, frame))
    assert d.ratings.labels == ("pos", "neg")
    assert d.ratings.codes.tolist() == [[0, 0], [1, 0], [-1, 1], [0, -1]]
    assert list(d.ratings.items) == ["a1", "a2", "a3", "a4"]
    rep = d.report
    assert (rep.format, rep.layout, rep.rows_read) == ("parquet", "wide", 4)
    assert rep.counts == {"r1": {"pos": 2, "neg": 1}, "r2": {"pos": 2, "neg": 1}}
    assert rep.missing == {"r1": 1, "r2": 1}
    assert rep.usable


def test_typed_columns_become_the_text_a_spreadsheet_shows(tmp_path: Path) -> None:
    """Integer ids, nullable Int64, whole floats, booleans: 7 not 7.0, NA missing, true/false."""
    frame = pd.DataFrame({"id": [7, 8, 9],
                          "a": pd.array([1, None, 2], dtype="Int64"),
                          "b": [1.0, 2.0, np.nan],
                          "c": [True, False, True]})
    d = load_dataset(write(tmp_path, frame), annotators=["a", "b"])
    assert list(d.ratings.items) == ["7", "8", "9"]
    assert d.ratings.labels == ("1", "2")
    assert d.ratings.codes.tolist() == [[0, 0], [-1, 1], [1, -1]]
    both = load_dataset(write(tmp_path, frame, "c.parquet"), annotators=["c", "c"])
    assert both.ratings.labels == ("true", "false")


def test_long_layout_with_named_index_and_label_lists(tmp_path: Path) -> None:
    """A pandas index named 'item' is the id; list cells are label sets; repeats are reported."""
    frame = pd.DataFrame({"item": [1, 1, 2, 2, 3, 3],
                          "annotator": ["u", "v", "u", "v", "u", "u"],
                          "label": [["a", "b"], ["a"], ["b"], ["b"], ["a"], ["b"]]})
    d = load_dataset(write(tmp_path, frame.set_index("item")))
    assert d.report.layout == "long"
    assert list(d.ratings.items) == ["1", "2", "3"]
    assert d.ratings.annotators == ("u", "v")
    sets = [d.label_sets[c] if c >= 0 else None for c in d.ratings.codes[:, 0]]
    assert sets == [frozenset({"a", "b"}), frozenset({"b"}), frozenset({"a"})]
    assert [(x.first_row, x.row) for x in d.report.duplicate_ids] == [(5, 6)]


def test_unnamed_pandas_index_is_not_a_column(tmp_path: Path) -> None:
    """A filtered frame's unnamed index is stored by pandas but is not read as an annotator."""
    frame = pd.DataFrame({"id": ["x", "y", "z"], "r1": ["a", "b", "a"], "r2": ["a", "b", "b"]})
    d = load_dataset(write(tmp_path, frame.iloc[[2, 0, 1]]))
    assert d.ratings.annotators == ("r1", "r2")
    assert "__index_level_0__" not in d.frame.columns


def test_many_distinct_texts_stay_arrow_backed(tmp_path: Path) -> None:
    """Ids and texts that do not repeat are kept as Arrow strings; labels as categories."""
    n = 500
    frame = pd.DataFrame({"id": [f"i{k}" for k in range(n)],
                          "a": ["x", "y"] * (n // 2), "b": ["y", "y"] * (n // 2),
                          "text": [f"sentence number {k} of the sample" for k in range(n)]})
    d = load_dataset(write(tmp_path, frame))
    assert isinstance(d.frame["text"].dtype, pd.StringDtype)
    assert isinstance(d.frame.index.dtype, pd.StringDtype)
    assert d.text_column == "text"
    assert d.ratings.labels == ("x", "y")
    assert d.ratings.codes[:, 1].tolist() == [1] * n


def test_progress_by_row_group_and_cancel(tmp_path: Path) -> None:
    """Progress is reported after every row group; returning False stops the import."""
    frame = pd.DataFrame({"id": [str(k) for k in range(8)], "a": ["x", "y"] * 4,
                          "b": ["x"] * 8})
    path = write(tmp_path, frame, row_group_size=2)
    seen: list[str] = []
    load_dataset(path, progress=lambda f, m: seen.append(m) is None)
    assert [m for m in seen if "part" in m] == [f"reading d.parquet: part {k} of 4"
                                                for k in range(1, 5)]
    with pytest.raises(Cancelled):
        load_dataset(path, progress=lambda f, m: "part 2" not in m)


def test_corrupt_parquet_is_a_clear_input_error(tmp_path: Path) -> None:
    """A damaged Parquet file names the file and says it cannot be read; no traceback."""
    path = tmp_path / "broken.parquet"
    path.write_bytes(b"PAR1" + bytes(40) + b"PAR1")
    with pytest.raises(InputError, match="Parquet file cannot be read") as info:
        load_dataset(path)
    assert info.value.file == "broken.parquet"
