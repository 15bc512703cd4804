""""Annotators vs final" headlines the disputed items the lead decided (on unanimous items
every annotator scores 1 by construction), offers every item with a final label as its second
view, and with no decision says so instead of showing κ = 1.000."""

from __future__ import annotations

import math

import numpy as np
import pytest

from adjudicator.core.adjudication.counts import ADJUDICATED, UNANIMOUS
from adjudicator.core.stats.pairs.versus_final import versus_final
from adjudicator.ui.window.main_window import MainWindow


def _panel_texts(window: MainWindow) -> list[str]:
    panel = window.work.versus
    return [label.text() for label in panel.findChildren(type(panel.note))
            if label.isVisible()]


def _disputed_core(window: MainWindow):  # type: ignore[no-untyped-def]
    """κ vs final on the disputed, decided items, counted here from the final labels."""
    s = window.session
    codes, final = s.ratings.codes, s.final_codes()
    given = np.where(codes >= 0, codes, 10**6)
    split = (codes.max(axis=1) >= 0) & (given.min(axis=1) < codes.max(axis=1))
    rows = split & (s.state.status_codes == ADJUDICATED)
    k = s.ratings.k
    cube = np.zeros((len(s.ratings.annotators), k, k), dtype=np.int64)
    for r in range(cube.shape[0]):
        keep = rows & (codes[:, r] >= 0)
        cube[r] = np.bincount(final[keep] * k + codes[keep, r], minlength=k * k).reshape(k, k)
    return versus_final(cube, s.ratings.labels, s.ratings.annotators, 0)


def test_no_decision_says_so_instead_of_kappa_one(window: MainWindow) -> None:
    """Before any decision: no κ in either view, and the note says why."""
    panel = window.work.versus
    for scope in (0, 1):
        panel.scope.setCurrentIndex(scope)
        assert "No decision yet" in panel.note.text()
        assert all(panel.kappa_text(n) == "" for n in window.session.ratings.annotators)
        assert not any("1.000" in t for t in _panel_texts(window))


def test_headline_is_the_disputed_items_decided(qtbot, window: MainWindow) -> None:
    """Deciding two disputed items: the headline κ is the one on those two items, the
    second view the one on every final item."""
    panel = window.work.versus
    assert panel.disputed_only
    for _ in range(2):
        window.next_unresolved()
        window.work.decision.choose(1)
    qtbot.waitUntil(lambda: panel.result is not None)
    assert "On the 2 disputed items you decided" in panel.note.text()
    core = _disputed_core(window)
    for block, shown in zip(core.annotators, panel.result.annotators, strict=True):
        assert block.n == shown.n
        if block.kappa.value is None:
            assert shown.kappa.value is None
        else:
            assert math.isclose(block.kappa.value, shown.kappa.value, rel_tol=1e-12)
    panel.scope.setCurrentIndex(1)
    assert panel.result.annotators[0].n > core.annotators[0].n
    assert "items without a final label" in panel.note.text()


def test_overruling_a_unanimous_item_is_no_disputed_decision(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """A decision on a unanimous item only: the headline says no disputed item is decided;
    the second view shows the figures."""
    s, panel = window.session, window.work.versus
    monkeypatch.setattr(window.decider, "confirm_override", lambda _label: True)
    item = int(np.flatnonzero(s.state.status_codes == UNANIMOUS)[0])
    window.select_row(window.model.row_of(item))
    other = (s.final_code(item) + 1) % s.ratings.k
    window.work.decision.choose(other)
    qtbot.waitUntil(lambda: s.status(item) == ADJUDICATED)
    window.panels.refresh_versus_final()
    assert "No disputed item decided yet" in panel.note.text()
    assert panel.result is None
    panel.scope.setCurrentIndex(1)
    assert panel.result is not None
    assert panel.kappa_text(s.ratings.annotators[0]) != ""
