"""The DuckDB engine orders a long file's text labels as the in-memory grid does.

The grid's order is that of each label's first cell (items in the order of their first
judgment, annotators first-seen), not of its first row. The engine finds those cells among
the items that begin by the last of the labels' first rows only; these tests compare its
labels, in order, with ``load_dataset``'s on the same file.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.engines.duckdb.counts import count_tables
from adjudicator.engines.duckdb.session import session
from adjudicator.io.load import load_dataset
from adjudicator.io.options import ImportOptions

pytest.importorskip("duckdb")

LONG = ImportOptions(layout="long", id_column="item", annotator_column="annotator",
                     label_column="label")


def _labels_both(path: Path) -> tuple[list[str], list[str]]:
    """(DuckDB's labels, the in-memory import's labels) of one file."""
    with session() as s:  # no --memory-limit: this run holds the whole test suite
        duck = count_tables(s, str(path), LONG, None).coding.labels
    memory = list(load_dataset(path, options=LONG).ratings.labels)
    return list(duck), memory


def test_a_label_first_in_the_grid_but_not_in_the_file(tmp_path: Path) -> None:
    """Rows: a blank of ann0 (item 0), then x (item 1, ann1), y (item 2), z (item 1 again,
    by ann0, the annotator seen first). In the grid item 1 comes before item 2 and ann0
    before ann1, so z's cell precedes x's: z, x, y (first rows alone would give x, y, z)."""
    rows = [("it0", "ann0", " "), ("it1", "ann1", "x"), ("it2", "ann1", "y"),
            ("it1", "ann0", "z"), ("it2", "ann0", "x"), ("it3", "ann0", "w")]
    path = tmp_path / "order.csv"
    pd.DataFrame(rows, columns=["item", "annotator", "label"]).to_csv(path, index=False)
    duck, memory = _labels_both(path)
    assert memory == ["z", "x", "y", "w"]
    assert duck == memory


def test_a_late_judgment_of_an_early_item(tmp_path: Path) -> None:
    """Label q's first row is the last of the file, but it belongs to the first item (whose
    other judgment is blank): q is the first label of the grid. Items are numbered here, so
    the engine looks for the early items' judgments within their range of numbers."""
    rows = [(0, "ann0", "")]
    rows += [(i, f"ann{1 + i % 2}", "b" if i % 3 else "a") for i in range(1, 10)]
    rows += [(0, "ann1", "q")]
    path = tmp_path / "late.parquet"
    pd.DataFrame(rows, columns=["item", "annotator", "label"]).to_parquet(path, index=False)
    duck, memory = _labels_both(path)
    assert memory[0] == "q"
    assert duck == memory


judgment = st.tuples(st.integers(0, 6), st.integers(0, 3),
                     st.sampled_from(["x", "y", "z", "w", "v", "", " "]))


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(judgment, min_size=2, max_size=30,
                     unique_by=lambda r: (r[0], r[1])),
       numbered=st.booleans())
def test_label_order_equals_the_in_memory_grid(tmp_path: Path, rows: list[tuple[int, int, str]],
                                                numbered: bool) -> None:
    """Any order of judgments, blank labels included, items named by text or by whole
    numbers (whose range the engine writes into its query): the same labels in the same
    order."""
    if not any(label.strip() for _, _, label in rows):
        return  # no label at all: nothing to order
    path = tmp_path / "any.parquet"
    frame = pd.DataFrame([(100 - i if numbered else f"it{i}", f"ann{a}", label)
                          for i, a, label in rows],
                         columns=["item", "annotator", "label"])
    frame.to_parquet(path, index=False)
    duck, memory = _labels_both(path)
    assert duck == memory
