"""Text labels of odd kinds give the DuckDB engine the in-memory engine's numbers.

Empty strings, whitespace, NULLs, Chinese and other unicode, and text that looks like a
number ("1", "01", "1.0", "-2", "1e3") or like a missing marker ("NaN", "null"), in a long
Parquet or CSV file of two to four annotators: where `agree --engine memory` counts,
`--engine duckdb` counts the same numbers; elsewhere (the memory engine refuses a file with
problems, such as no item with two labels, which DuckDB does not look for) it counts or
stops with a clear error, never a traceback.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from adjudicator.cli import main
from tests.engine_compare import assert_same_numbers

pytest.importorskip("duckdb")

ODD = ["", " ", "\t", None, "投诉", "退款", "é", "😀", "1", "01", "1.0", "-2", "1e3",
       "NaN", "null", "x y", "Ünïcode"]

#: the columns' roles, given (few annotators and many labels may otherwise read as wide)
LONG = ["--layout", "long", "--id", "item", "--annotator-col", "annotator",
        "--label-col", "label"]

judgment = st.tuples(st.integers(0, 8), st.integers(0, 3), st.sampled_from(ODD))


def _run(capsys: pytest.CaptureFixture[str], path: Path, engine: str
         ) -> tuple[int, dict]:  # type: ignore[type-arg]
    """Exit status and JSON document (empty on an error) of one in-process run."""
    status = main(["agree", str(path), "--engine", engine, "--format", "json",
                   "--ci", "analytic", *LONG])
    out = capsys.readouterr().out
    return status, (json.loads(out) if status == 0 else {})


@settings(max_examples=30, deadline=None, phases=[Phase.explicit, Phase.generate],
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(judgment, min_size=2, max_size=40, unique_by=lambda r: (r[0], r[1])),
       csv=st.booleans())
def test_odd_text_labels_count_as_in_memory(capsys: pytest.CaptureFixture[str],
                                            rows: list[tuple[int, int, str | None]],
                                            csv: bool) -> None:
    """Any mix of the odd labels, any order: the same numbers wherever memory counts."""
    frame = pd.DataFrame([(f"it{i}", f"ann{a}", label) for i, a, label in rows],
                         columns=["item", "annotator", "label"])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / ("odd.csv" if csv else "odd.parquet")
        if csv:
            frame.to_csv(path, index=False)
        else:
            frame.to_parquet(path, index=False)
        memory_status, memory = _run(capsys, path, "memory")
        duck_status, duck = _run(capsys, path, "duckdb")
    assert duck_status in (0, 2)  # a count or a clear error, never a traceback
    if memory_status == 0:
        assert duck_status == 0
        assert memory.pop("engine")["name"] == "memory"
        assert duck.pop("engine")["name"] == "duckdb"
        assert_same_numbers(memory, duck)
