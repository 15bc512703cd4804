"""The summary's progress ("N of M disagreements decided") after decisions and undo: the
disputed items found once per session and only their statuses read, the same count as the
straightforward one over every item."""

from __future__ import annotations

import numpy as np

from adjudicator.ui.window.main_window import MainWindow


def _plain(window: MainWindow) -> tuple[int, int]:
    """Decided and all disputed items, counted over every item."""
    s = window.session
    assert s is not None
    disputed = int(s.disputed.sum())
    return disputed - int((s.unresolved() & s.disputed).sum()), disputed


def test_the_progress_counts_what_a_full_pass_counts(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Keys on disputed items (and an overrule of a unanimous one), then undo: the bar and its
    words give the full pass's numbers each time."""
    s, bar = window.session, window.work.summary
    assert s is not None
    window.decider.confirm_override = lambda _label: True  # type: ignore[method-assign]
    agreed = int(np.flatnonzero(~s.disputed)[0])
    for step in range(4):
        if step == 2:
            window.select_row(window.model.row_of(agreed))  # type: ignore[union-attr]
        window.work.decision.choose(step % 2)
        qtbot.waitUntil(lambda: not window.counts_pending)
        done, disputed = _plain(window)
        assert (bar.progress.value(), bar.progress.maximum()) == (done, disputed)
        assert f"{done} of {disputed}" in bar.progress_text.text()
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: not window.counts_pending)
    done, disputed = _plain(window)
    assert bar.progress.value() == done
