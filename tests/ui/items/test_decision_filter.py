"""Reopening after a rule change: "decided under an earlier guideline version", "decided by
X" and "decided before a day", on the core state and through the real filter bar."""

from __future__ import annotations

from itertools import count

import numpy as np
from PySide6.QtCore import QDate, Qt

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.ratings import Ratings
from adjudicator.session.decision_filter import decision_facts, decision_mask, guideline_ranks
from adjudicator.session.filters import ItemFilter
from adjudicator.ui.items.table_model import ItemRole
from adjudicator.ui.window.main_window import MainWindow


def _state() -> AdjudicationState:
    """Six disputed items; a clock that moves one day per event."""
    codes = np.array([[0, 1]] * 6, dtype=np.int64)
    ratings = Ratings(tuple(f"i{n}" for n in range(6)), ("a", "b"), ("x", "y"), codes)
    days = count(1)
    return AdjudicationState(ratings, sink=MemorySink(), author="lead", guideline="v1",
                             clock=lambda: f"2026-03-{next(days):02d}T10:00:00.000000Z")


def test_older_guideline_author_and_day_on_the_state() -> None:
    """Decisions before the v2 guideline are "older"; a redecision under v2 is not; author
    and day narrow as sets do."""
    s = _state()
    s.decide("i0", "x")  # day 1, v1
    s.decide("i1", "y", author="zhao")  # day 2, v1
    s.guideline("v2")  # day 3
    s.decide("i2", "x")  # day 4, v2
    s.decide("i0", "y")  # day 5, v2: i0 is no longer under v1
    assert guideline_ranks(s) == {"v1": 0, "v2": 1}
    facts = decision_facts(s)
    n = 6
    older = decision_mask(facts, n, ItemFilter(older_guideline=True))
    assert np.flatnonzero(older).tolist() == [1]
    by_lead = decision_mask(facts, n, ItemFilter(decided_by="lead"))
    assert np.flatnonzero(by_lead).tolist() == [0, 2]
    before = decision_mask(facts, n, ItemFilter(decided_before="2026-03-05"))
    assert np.flatnonzero(before).tolist() == [1, 2]
    both = decision_mask(facts, n, ItemFilter(decided_by="lead", decided_before="2026-03-05"))
    assert np.flatnonzero(both).tolist() == [2]
    assert decision_mask(facts, n, ItemFilter()).all()


def test_reverting_the_guideline_change_makes_nothing_older() -> None:
    """After the v2 event is undone, v1 is current again and no decision is older."""
    s = _state()
    s.decide("i0", "x")
    change = s.guideline("v2")
    s.revert(change.seq)
    assert s.guideline_version == "v1"
    assert not decision_mask(decision_facts(s), 6, ItemFilter(older_guideline=True)).any()


def _listed(window: MainWindow) -> list[int]:
    return sorted(window.model.index(r, 0).data(ItemRole) for r in range(window.model.rowCount()))


def test_filter_bar_reopens_decisions_of_the_old_guideline(qtbot, window: MainWindow) -> None:
    """Two decisions by key, a new guideline version, one more: the "earlier guideline"
    entry lists exactly the first two; "by" lists the other author's; a day lists nothing
    decided from today on."""
    s = window.session
    first = []
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):
        first.append(window.current_item())
        qtbot.keyClick(window.work.table, key)
    s.guideline("v2", "refunds clarified")
    later = window.current_item()
    qtbot.keyClick(window.work.table, Qt.Key.Key_3)
    other = int(np.flatnonzero(s.unresolved())[0])
    s.state.decide(str(s.ids[other]), s.ratings.labels[0], author="zhao")
    button = window.work.filters.decided
    button.older.trigger()
    assert _listed(window) == sorted(first)
    assert "earlier guideline" in button.text()
    button.older.trigger()
    button.by_menu.aboutToShow.emit()
    names = [a.text() for a in button.by_menu.actions()]
    assert names == ["anyone", "tester", "zhao"]
    button.by_menu.actions()[2].trigger()
    assert _listed(window) == [other]
    button.by_menu.aboutToShow.emit()
    button.by_menu.actions()[1].trigger()
    assert _listed(window) == sorted([*first, later])
    button.before_date.setDate(QDate.currentDate().addDays(-400))  # UTC today may lag local
    button.before_box.setChecked(True)
    assert _listed(window) == []
    button.clear_action.trigger()
    assert len(_listed(window)) == len(s.ratings.items)
    assert button.text() == "Decided…"
