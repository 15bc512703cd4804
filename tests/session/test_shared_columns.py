"""What the window keeps of a file once: the text column joined into one Arrow array that the
dataset's frame then shares (not the reader's blocks beside a joined copy), each item's group
in the smallest integer type, and the same cells shown as before."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

from adjudicator.session.item_index import ArrowStrings, share_column
from adjudicator.session.session import Session, group_codes
from adjudicator.store.project import Project

ROWS = 6000  # about 300 KB: the CSV reader hands the columns over in several blocks


def _file(folder: Path, blank_every: int = 0) -> tuple[Path, list[list[str]]]:
    rows = [[f"X{i:05d}", "" if blank_every and i % blank_every == 0 else
             f"订单 {i} 的物流信息 text {i * 7}", ["app", "web", "phone"][i % 3],
             ["pos", "neg"][i % 2], ["pos", "neg"][(i // 3) % 2]] for i in range(ROWS)]
    path = folder / "texts.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "text", "channel", "ann1", "ann2"])
        writer.writerows(rows)
    return path, rows


def _session(path: Path) -> Session:
    project = Project.open(path, None, author="tester")
    return Session(project.dataset, project)


def _data_address(column: pd.Series) -> list[int]:
    chunks = pa.chunked_array(pa.array(column.array)).chunks
    return [c.buffers()[2].address for c in chunks]


def test_the_frame_shares_the_joined_text_array(tmp_path: Path) -> None:
    """The frame's text column is the session's one array (one block, the same bytes), and
    every text reads as in the file, in the frame and in the session alike."""
    path, rows = _file(tmp_path)
    s = _session(path)
    try:
        frame = s.dataset.frame
        assert _data_address(frame["text"]) == [s.texts.array.buffers()[2].address]
        assert isinstance(frame["text"].dtype, pd.StringDtype)
        assert frame["text"].tolist() == [r[1] for r in rows]
        assert [s.texts[i] for i in range(ROWS)] == [r[1] for r in rows]
        assert list(frame.index[:3]) == ["X00000", "X00001", "X00002"]
    finally:
        s.close()


def test_a_text_column_with_missing_cells_is_left_as_it_was(tmp_path: Path) -> None:
    """Missing texts stay missing (NaN) in the frame; the session shows them as ''."""
    path, rows = _file(tmp_path, blank_every=7)
    s = _session(path)
    try:
        column = s.dataset.frame["text"]
        assert column.isna().sum() == len(range(0, ROWS, 7))
        assert [s.texts[i] for i in range(ROWS)] == [r[1] for r in rows]
    finally:
        s.close()


def test_share_column_refuses_other_values_and_other_columns() -> None:
    """Only an Arrow-backed text column of the same length without missing cells is shared."""
    frame = pd.DataFrame({"plain": ["a", "b"], "text": pd.array(["a", None],
                                                                dtype="string[pyarrow]")})
    strings = ArrowStrings(pa.array(["a", "b"], type=pa.large_string()))
    assert not share_column(frame, "plain", strings)
    assert not share_column(frame, "text", strings)
    assert frame["plain"].tolist() == ["a", "b"]
    assert frame["text"].isna().tolist() == [False, True]


@pytest.mark.parametrize("values", [["b", "a", None, "b", "c"], list("xyzzyx")])
def test_group_codes_are_small_and_the_same_indices(values: list[str | None]) -> None:
    """Each item's group in one byte, the same first-seen groups and indices as int64 had."""
    for series in (pd.Series(values, dtype=object), pd.Series(values, dtype="category")):
        words, codes = group_codes(series)
        assert codes.dtype == np.int8
        seen = list(dict.fromkeys("" if v is None else v for v in values))
        assert sorted(words) == sorted(seen)
        assert [words[c] for c in codes.tolist()] == ["" if v is None else v for v in values]


def test_the_ids_are_held_once_under_the_same_names(tmp_path: Path) -> None:
    """The ratings' ids, the frame's index and its id column read from the session's one
    array of ids; the index keeps the id column's name, every id reads as in the file."""
    path, rows = _file(tmp_path)
    s = _session(path)
    try:
        frame, items = s.dataset.frame, s.dataset.ratings.items
        address = s.ids.array.buffers()[2].address
        assert frame.index.name == "id"
        assert _data_address(frame["id"]) == [address]
        assert _data_address(pd.Series(frame.index)) == [address]
        assert _data_address(pd.Series(items.index)) == [address]  # type: ignore[attr-defined]
        ids = [r[0] for r in rows]
        assert list(items) == ids
        assert frame.index.tolist() == ids
        assert frame["id"].tolist() == ids
        assert [s.ids[i] for i in (0, 2047, ROWS - 1)] == [ids[0], ids[2047], ids[-1]]
        assert s.item_row(ids[4321]) == 4321
    finally:
        s.close()
