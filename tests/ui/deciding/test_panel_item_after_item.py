"""What the decision panel keeps from item to item instead of setting it again on every key:
the label buttons' state, an untouched empty rationale, the hidden score entry. Each still
follows what it shows when that changes (a read-only log, a new file, a typed rationale, labels
that are numbers)."""

from __future__ import annotations

import numpy as np
import pandas as pd
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from adjudicator.core.ratings import Ratings
from adjudicator.io.dataset import Dataset
from adjudicator.session.session import Session
from adjudicator.ui.deciding.panel import DecisionPanel


def _session(labels: tuple[str, ...]) -> Session:
    codes = np.array([[0, 1], [1, 0], [0, 0], [1, 1]], dtype=np.int64)
    ids = tuple(f"i{n}" for n in range(4))
    frame = pd.DataFrame({"text": [f"text {n}" for n in range(4)]}, index=list(ids))
    return Session(Dataset(Ratings(ids, ("ann", "bob"), labels, codes), frame, [],
                           text_column="text"))


def _panel(qtbot, session: Session) -> DecisionPanel:  # type: ignore[no-untyped-def]
    panel = DecisionPanel()
    qtbot.addWidget(panel)
    panel.set_session(session)
    return panel


def test_buttons_follow_read_only_and_a_new_file(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = _panel(qtbot, _session(("a", "b")))
    panel.show_item(0)
    panel.show_item(1)
    assert all(b.isEnabled() for b in panel.buttons)
    panel.set_read_only("the log is another's")
    assert not any(b.isEnabled() for b in panel.buttons)
    assert all("the log is another's" in b.toolTip() for b in panel.buttons)
    panel.show_item(-1)
    panel.set_session(_session(("x", "y", "z")))  # new buttons, the same read-only state
    panel.show_item(2)
    assert [b.text().split()[-1] for b in panel.buttons] == ["x", "y", "z"]
    assert not any(b.isEnabled() for b in panel.buttons)
    assert all("the log is another's" in b.toolTip() for b in panel.buttons)
    panel.set_read_only("")
    assert all(b.isEnabled() and not b.toolTip() for b in panel.buttons)


def test_the_rationale_box_shows_each_items_rationale(qtbot) -> None:  # type: ignore[no-untyped-def]
    """An empty box stays as it is from item to item; a typed (or typed and deleted) text is
    replaced by the next item's rationale, which undo cannot bring back."""
    session = _session(("a", "b"))
    panel = _panel(qtbot, session)
    session.decide(1, 0, "rule 4 applies")
    panel.show_item(0)
    assert panel.rationale.toPlainText() == ""
    panel.rationale.insertPlainText("half a thought")
    panel.show_item(3)
    assert panel.rationale.toPlainText() == ""
    assert not panel.rationale.document().isUndoAvailable()
    panel.rationale.insertPlainText("x")
    panel.rationale.undo()  # empty again, but with a history
    panel.show_item(0)
    assert panel.rationale.toPlainText() == ""
    assert not panel.rationale.document().isRedoAvailable()
    panel.show_item(1)
    assert panel.rationale.toPlainText() == "rule 4 applies"
    panel.show_item(0)
    assert panel.rationale.toPlainText() == ""


def test_the_score_entry_shows_only_for_numbers(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hidden item after item for words (set before the panel is shown, too); shown with each
    item's mean for numbers."""
    panel = _panel(qtbot, _session(("a", "b")))
    panel.show_item(0)
    panel.show()
    panel.show_item(1)
    QApplication.processEvents()
    assert not panel.score.isVisible()
    panel.set_session(_session(("1", "3")))
    panel.show_item(0)
    QApplication.processEvents()
    assert panel.score.isVisible()
    assert panel.score.mean.text().endswith("2")
    panel.show_item(2)
    assert panel.score.mean.text().endswith("1")
    panel.set_session(_session(("a", "b")))
    panel.show_item(1)
    QApplication.processEvents()
    assert not panel.score.isVisible()


def test_one_text_column_plain_several_under_their_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    """One text column: the item's text as plain text (markup shown, not obeyed), read
    without the frame's texts of every column; two: each under its column's name."""
    ids = ("i0", "i1")
    ratings = Ratings(ids, ("ann", "bob"), ("a", "b"), np.array([[0, 1], [1, 0]]))
    frame = pd.DataFrame({"text": ["<b>first</b>", "second"], "answer": ["yes", "no"]},
                         index=list(ids))
    panel = _panel(qtbot, Session(Dataset(ratings, frame, [], text_column="text")))
    panel.show_item(0)
    assert panel.text.text() == "<b>first</b>"
    assert panel.text.textFormat() == Qt.TextFormat.PlainText
    both = Session(Dataset(ratings, frame, [], text_column="text",
                           text_columns=["text", "answer"]))
    panel.set_session(both)
    panel.show_item(1)
    assert panel.text.textFormat() == Qt.TextFormat.RichText
    shown = panel.text.text()
    assert "second" in shown
    assert "no" in shown
    assert shown.index("text") < shown.index("answer")
    panel.set_session(_session(("a", "b")))
    panel.show_item(1)
    assert (panel.text.text(), panel.text.textFormat()) == ("text 1", Qt.TextFormat.PlainText)
