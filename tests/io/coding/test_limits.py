"""Regression (issue 12, item 13): 10^5 annotators in long layout took 82 s (10^6: 2.5 GB)
before anything was shown, and a FIFO as input blocked forever. A long table whose items x
annotators table is too large is refused with the counts and the limits named, before the
table is made; only regular files (and folders) are read."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.coding.layouts import MAX_ANNOTATORS, MAX_CELLS


def _long(path: Path, annotators: int, items: int) -> Path:
    lines = ["item,annotator,label"]
    lines += [f"i{k % items},w{k},{'ab'[k % 2]}" for k in range(annotators)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_too_many_annotators_are_refused_with_the_counts(tmp_path: Path) -> None:
    path = _long(tmp_path / "many.csv", MAX_ANNOTATORS + 1, 50)
    with pytest.raises(InputError) as err:
        load_dataset(path)
    text = str(err.value)
    assert f"by {MAX_ANNOTATORS + 1:,} annotators of 50 items" in text
    assert f"at most {MAX_ANNOTATORS:,} annotators" in text
    assert "Split the file" in text


def test_a_table_too_large_for_memory_is_refused(tmp_path: Path) -> None:
    items = MAX_CELLS // 4000 + 1
    lines = ["item,annotator,label"] + [f"i{k},w{k % 4000},a" for k in range(items)]
    (tmp_path / "big.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=f"{items * 4000:,} cells, too large to compare"):
        load_dataset(tmp_path / "big.csv")


def test_just_under_the_limit_is_read(tmp_path: Path) -> None:
    dataset = load_dataset(_long(tmp_path / "ok.csv", 300, 150))
    assert len(dataset.ratings.annotators) == 300
