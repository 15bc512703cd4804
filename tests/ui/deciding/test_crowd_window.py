"""The window on a crowd: the headline pair shares items, the item panel lists the judgments
the item has (not hundreds of "(missing)" rows), the pairwise κ grid only where pairs share
enough items."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from adjudicator.ui.window.main_window import MainWindow


@pytest.fixture
def crowd_csv(tmp_path: Path) -> Path:
    """600 items, 120 annotators, 4 judgments an item; w7 and w9 both label the first 60."""
    rng = np.random.default_rng(11)
    rows = ["item,annotator,label"]
    for i in range(600):
        others = [int(j) for j in rng.choice([j for j in range(120) if j not in (7, 9)],
                                             size=2 if i < 60 else 4, replace=False)]
        who = ([7, 9] if i < 60 else []) + others
        rows += [f"t{i},w{j},{rng.choice(['pos', 'neg', 'neu'])}" for j in who]
    path = tmp_path / "crowd.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_a_crowd_opens_on_a_pair_that_shares_items(open_window, translators,  # type: ignore[no-untyped-def]
                                                   crowd_csv: Path) -> None:
    """The headline pair is the one sharing the most items (w7, w9: 60), not the first two
    annotators (who share none); the item panel names only the item's own annotators."""
    window: MainWindow = open_window(crowd_csv, translators)
    session = window.session
    assert session is not None
    names = session.ratings.annotators
    assert {names[session.pair[0]], names[session.pair[1]]} == {"w7", "w9"}
    window.work.decision.show_item(0)
    votes = window.work.decision.votes.text()
    labelled = [names[r] for r in np.flatnonzero(session.ratings.codes[0] >= 0)]
    assert len(labelled) == 4
    assert all(f">{name}<" in votes for name in labelled)
    assert "(missing)" not in votes
    assert "116 other annotators did not label this item" in votes
