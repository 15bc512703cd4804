"""The import's item frame is made when first read, once, and is the frame it always was."""

from __future__ import annotations

import threading
from pathlib import Path

import pandas as pd

from adjudicator.io import load
from adjudicator.io.dataset import Deferred


def _crowd_csv(path: Path) -> Path:
    rows = ["item,annotator,label,text"]
    for i in range(30):
        for a in range(3):
            rows.append(f"t{i},w{(i + 7 * a) % 25},{'abc'[(i + a) % 3]},words {i}")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_loading_makes_no_frame_until_it_is_read(tmp_path: Path, monkeypatch) -> None:
    """The ratings are there at once; the raw values' frame is made on the first read only,
    and it is the frame the import made before it was deferred."""
    made: list[object] = []
    original = load._item_frame

    def counted(grid):  # type: ignore[no-untyped-def]
        made.append(grid)
        return original(grid)

    monkeypatch.setattr(load, "_item_frame", counted)
    ds = load.load_dataset(_crowd_csv(tmp_path / "crowd.csv"))
    assert len(ds.ratings.items) == 30
    assert len(ds.ratings.annotators) == 25
    assert made == []
    frame = ds.frame
    assert len(made) == 1
    assert ds.frame is frame
    assert len(made) == 1
    pd.testing.assert_frame_equal(frame, original(made[0]))
    assert list(frame.index) == list(ds.ratings.items)
    assert frame.loc["t0", "w0"] == "a"
    assert pd.isna(frame.loc["t0", "w1"])


def test_two_threads_reading_at_once_make_it_once() -> None:
    """The window's worker and its GUI thread may both ask first: one frame is made."""
    calls: list[int] = []
    started = threading.Event()

    def make() -> pd.DataFrame:
        calls.append(1)
        started.wait(5)
        return pd.DataFrame({"x": [1, 2]})

    deferred = Deferred(make)
    got: list[pd.DataFrame] = []
    threads = [threading.Thread(target=lambda: got.append(deferred.get())) for _ in range(2)]
    for t in threads:
        t.start()
    started.set()
    for t in threads:
        t.join()
    assert calls == [1]
    assert got[0] is got[1]
