"""Regression (issue 12, item 11, the spaces): a copy of an annotator column whose name differs
only by spaces (and case) became another rater and moved Fleiss' κ. It is named as a problem
and the agreement is refused until confirmed, as for ``ANN_A`` beside ``ann_a``."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.commands.agreement.agree import main as agree_main
from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset

ROWS = "1,x,x,x\n2,y,x,y\n3,x,y,x\n4,y,y,y\n"


@pytest.mark.parametrize(("header", "group"), [
    ("id,ann_a,ann_b, Ann_A \n", ["ann_a", "Ann_A"]),  # spaces around, and case
    ("id,ann a,ann_b,ANNA\n", ["ann a", "ANNA"]),  # a space inside
])
def test_space_variant_columns_are_named_and_refused(tmp_path: Path, header: str,
                                                     group: list[str]) -> None:
    path = tmp_path / "s.csv"
    path.write_text(header + ROWS, encoding="utf-8")
    rep = load_dataset(path).report
    assert rep.duplicate_columns == [group]
    assert not rep.usable
    with pytest.raises(InputError, match="differ only by case"):
        agree_main([str(path)])
    confirmed = load_dataset(path, options=ImportOptions(confirm_duplicate_columns=True))
    assert confirmed.report.usable
    assert len(confirmed.ratings.annotators) == 3
