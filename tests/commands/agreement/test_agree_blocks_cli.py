"""`adjudicator agree` prints the very same bytes whether the distinct rows of codes are
counted in blocks or in one pass, whether the text column is looked for in slices or in a
copy of each whole column, whether row numbers take 4 or 8 bytes and whether the dataset
keeps them (the memory savings of the large-CSV path change no output)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.cli import main
from adjudicator.core.stats.many_raters import code_rows
from adjudicator.io import load
from adjudicator.io.coding import roles
from adjudicator.io.readers import arrowcsv, delimited, parquet

DATA = Path(__file__).parents[2] / "data"
TEXT_FILES = sorted(p for p in DATA.rglob("*") if p.suffix in (".csv", ".tsv", ".txt"))


def whole_column_sample(series: object, n: int) -> list[object]:
    """The text column's sample as it was taken before: from a copy of the whole column."""
    return list(series.dropna().head(n))  # type: ignore[attr-defined]


def wide_rows(n: int, first: int) -> np.ndarray:
    """Row numbers as they were: 8 bytes each."""
    return np.arange(first, first + n, dtype=np.int64)


def agree(capsys: pytest.CaptureFixture[str], saving: bool, *args: str) -> tuple[int, str, str]:
    """Exit status, stdout and stderr, with the savings (tiny blocks, slices) or without."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(code_rows, "_BLOCK", 3 if saving else 1 << 62)
        if not saving:
            mp.setattr(roles, "first_present", whole_column_sample)
            mp.setattr(load, "_without_rows", lambda grid: grid)
            for reader in (arrowcsv, delimited, parquet):
                mp.setattr(reader, "sequential_rows", wide_rows)
        status = main(["agree", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("path", TEXT_FILES, ids=lambda p: p.name)
def test_every_sample_file_prints_the_same(path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Every CSV/TSV of the test data, JSON and text: the same output and messages."""
    for fmt in ("json", "text"):
        args = (str(path), "--format", fmt)
        assert agree(capsys, True, *args) == agree(capsys, False, *args)


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.tuples(st.sampled_from(["pos", "neg", "neu", ""]),
                               st.sampled_from(["pos", "neg", ""]),
                               st.sampled_from(["pos", "neg", "neu", "n/a", ""]),
                               st.booleans()), min_size=2, max_size=60),
       blank_texts=st.integers(0, 3000))
def test_a_generated_file_prints_the_same(tmp_path_factory: pytest.TempPathFactory,
                                          capsys: pytest.CaptureFixture[str],
                                          rows: list[tuple[str, str, str, bool]],
                                          blank_texts: int) -> None:
    """Ids, three annotators with blanks, a column of long notes (not named as text) blank in
    its first rows (so its first values lie past the first slices), repeated ids: the same
    output either way."""
    lines = ["id,ann_a,ann_b,ann_c,note"]
    for k in range(blank_texts):
        lines.append(f"b{k},pos,{'neg' if k % 3 else 'pos'},pos,")
    for k, (a, b, c, again) in enumerate(rows):
        lines.append(f"{'b0' if again else f'g{k}'},{a},{b},{c},"
                     f"\"the customer wrote message {k} about a late refund\"")
    path = tmp_path_factory.mktemp("gen") / "gen.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for fmt in ("json", "text"):
        args = (str(path), "--format", fmt)
        assert agree(capsys, True, *args) == agree(capsys, False, *args)
