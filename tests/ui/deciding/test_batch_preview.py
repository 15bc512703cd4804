"""The bulk decision's preview: before confirming, the counts and κ vs final it shows equal the
ones after the batch is written (one event, one undo step)."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QDialogButtonBox

from adjudicator.core.adjudication.counts import ADJUDICATED, UNRESOLVED
from adjudicator.session.versus_final_of import versus_final_of
from adjudicator.ui.window.main_window import MainWindow


def test_preview_numbers_equal_the_counts_after_confirming(qtbot, window: MainWindow) -> None:
    """Preview: unresolved, decided and every κ vs final; after confirming they are the same."""
    s = window.session
    before = s.state.last_seq
    window.work.decision.batch.menu().actions()[1].trigger()
    dialog = window.decider.bulk
    preview, text = window.decider.preview, dialog.summary.text()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    status = s.state.counts.status
    assert preview.unresolved == int(status[UNRESOLVED]) == 0
    assert preview.adjudicated == int(status[ADJUDICATED])
    assert f"{preview.unresolved:,} unresolved" in text
    after = versus_final_of(s)
    for shown, real in zip(preview.versus.annotators, after.annotators, strict=True):
        assert math.isclose(shown.kappa.value, real.kappa.value, rel_tol=1e-12)
        assert (shown.table == real.table).all()
        assert f"κ of {real.annotator} vs final: {real.kappa.value:.3f}" in text
    assert s.state.last_seq == before + 1  # one batch event
    window.menus.undo.trigger()  # one undo step
    assert int(s.state.counts.status[ADJUDICATED]) == 0
