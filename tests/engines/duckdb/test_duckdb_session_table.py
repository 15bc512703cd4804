"""The engine's small tables (codes, annotators, strata, decided items) hold the values given.

``Session.table`` writes the values as SQL literals (a parameter would make DuckDB's client
import pandas); any text, quotes, backslashes and NUL included, must come back unchanged.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.engines.duckdb.session import session

pytest.importorskip("duckdb")


def _round_trip(texts: list[str | None], numbers: list[int]) -> list[tuple[object, ...]]:
    with session() as s:  # no --memory-limit: this run holds the whole test suite
        s.table("t", {"v": "VARCHAR", "n": "BIGINT"}, [texts, numbers])
        return s.con.execute("SELECT v, n FROM t ORDER BY n").fetchall()  # type: ignore[no-any-return]


def test_awkward_text_comes_back_unchanged() -> None:
    texts = ["it's", "''", "a\\b", "\\'", "投诉; 退款", "", " ", "\n\t", None,
             "x'); DROP TABLE t; --"]
    assert _round_trip(texts, list(range(len(texts)))) == list(
        zip(texts, range(len(texts)), strict=True))


def test_text_with_nul_and_no_rows() -> None:
    assert _round_trip(["a\0b", "c"], [0, 1]) == [("a\0b", 0), ("c", 1)]
    assert _round_trip([], []) == []


def test_many_rows_in_several_statements() -> None:
    texts = [f"item {i}'" for i in range(25_001)]
    assert _round_trip(texts, list(range(len(texts)))) == list(
        zip(texts, range(len(texts)), strict=True))


@settings(max_examples=30, deadline=None)
@given(st.lists(st.one_of(st.none(), st.text()), max_size=20))
def test_any_text(texts: list[str | None]) -> None:
    assert _round_trip(texts, list(range(len(texts)))) == list(
        zip(texts, range(len(texts)), strict=True))


def test_agreement_of_a_long_file_does_not_import_pandas(tmp_path: Path) -> None:
    """Counting a long Parquet file of text labels leaves pandas unimported (its import was
    0.3-0.5 s of every run of ``agree --engine duckdb``)."""
    path = tmp_path / "long.parquet"
    pd.DataFrame({"item": [1, 1, 2, 2], "annotator": ["a", "b", "a", "b"],
                  "label": ["x", "y", "x", "x"]}).to_parquet(path, index=False)
    code = ("import sys\n"
            "from adjudicator.engines.duckdb.counts import count_tables\n"
            "from adjudicator.engines.duckdb.session import session\n"
            "from adjudicator.io.options import ImportOptions\n"
            "with session('1GB') as s:\n"
            "    found = count_tables(s, sys.argv[1], ImportOptions(), None)\n"
            "assert found.tables.labels == ('x', 'y'), found.tables.labels\n"
            "assert 'pandas' not in sys.modules\n")
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                          text=True, cwd=Path(__file__).parents[3])
    assert done.returncode == 0, done.stderr
