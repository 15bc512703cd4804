"""A large file's Dawid–Skene fit runs off the window's thread: the panel says it is fitting,
the window goes on (timers fire, items are shown, decisions keep their keys), and the
suggestion of the item then shown appears when the fit is there -- the same suggestion as
a fit made where the item is shown."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QTimer

from adjudicator.core.adjudication import posterior_rule
from adjudicator.core.adjudication.posterior_rule import posterior_labels
from adjudicator.ui.deciding import suggestion_fit
from adjudicator.ui.window.main_window import MainWindow

FITTING = "Suggestion: fitting Dawid–Skene on every item…"


@pytest.fixture
def crowd_csv(tmp_path: Path) -> Path:
    """300 items, 60 annotators, 4 judgments an item, three labels (seeded)."""
    rng = np.random.default_rng(5)
    rows = ["item,annotator,label"]
    for i in range(300):
        truth = int(rng.integers(0, 3))
        for j in rng.choice(60, size=4, replace=False):
            said = truth if rng.random() < 0.75 else int(rng.integers(0, 3))
            rows.append(f"t{i},w{j},{['pos', 'neg', 'neu'][said]}")
    path = tmp_path / "crowd.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def _split_items(window: MainWindow) -> list[int]:
    codes = window.session.ratings.codes
    seen = np.where(codes >= 0, codes, 99).min(axis=1) != codes.max(axis=1)
    return [int(i) for i in np.flatnonzero(seen)[:2]]


def test_the_fit_runs_in_the_background_and_the_suggestion_follows(
        open_window, translators, crowd_csv: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = open_window(crowd_csv, translators)
    panel = window.work.decision
    panel.fit.inline_cells = 0  # as for a crowd of 800 annotators: never fitted inline
    posterior_rule._FITTED.clear()  # no fit of an earlier test or of the load
    gate, calls = threading.Event(), []
    real = suggestion_fit.fit_suggestions

    def held(ratings: object) -> None:  # the fit waits until the test has looked around
        calls.append(ratings)
        assert gate.wait(60)
        real(ratings)  # type: ignore[arg-type]

    monkeypatch.setattr(suggestion_fit, "fit_suggestions", held)
    first, second = _split_items(window)
    panel.show_item(first)
    assert panel.suggested.isVisible()
    assert panel.suggested.text() == FITTING
    fired: list[int] = []  # the window's thread runs its events while the fit is under way
    QTimer.singleShot(0, lambda: fired.append(1))
    qtbot.waitUntil(lambda: bool(fired), timeout=60_000)
    panel.show_item(second)  # another item meanwhile: shown at once, the same fit awaited
    assert panel.heading.text() == f"Item {window.session.ids[second]}"
    assert panel.suggested.text() == FITTING
    qtbot.waitUntil(lambda: len(calls) == 1, timeout=60_000)
    with qtbot.waitSignal(panel.fit.fitted, timeout=60_000):
        gate.set()
    assert len(calls) == 1  # one fit, although two items asked for it
    label, top = posterior_labels(window.session.ratings.codes)
    labels = window.session.ratings.labels
    assert panel.suggested.text().startswith(
        f"Suggested (Dawid–Skene): {labels[label[second]]}, posterior ")
    shown_late = panel.suggested.text()
    panel.fit.inline_cells = 10**12  # the same item with a fit made where it is shown
    posterior_rule._FITTED.clear()
    panel.show_item(second)
    assert panel.suggested.text() == shown_late
    assert top[second] > 0


def test_a_failed_fit_shows_no_suggestion_and_is_not_retried(
        open_window, translators, crowd_csv: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window: MainWindow = open_window(crowd_csv, translators)
    panel = window.work.decision
    panel.fit.inline_cells = 0
    posterior_rule._FITTED.clear()
    calls: list[object] = []

    def broken(ratings: object) -> None:
        calls.append(ratings)
        raise MemoryError("no room for the model")

    monkeypatch.setattr(suggestion_fit, "fit_suggestions", broken)
    first, second = _split_items(window)
    with qtbot.waitSignal(panel.fit.fitted, timeout=60_000):
        panel.show_item(first)
    assert not panel.suggested.isVisible()
    assert panel.suggested.text() == ""
    panel.show_item(second)
    assert not panel.suggested.isVisible()
    assert len(calls) == 1
