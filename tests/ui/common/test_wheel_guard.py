"""The mouse wheel over a combo box of the import form or the decision panel changes nothing
unless that box has the focus (it changed the annotator column and switched the layout)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea

from adjudicator.ui.importing.form import ImportForm
from adjudicator.ui.window.main_window import MainWindow


def _wheel(combo: QComboBox, steps: int = -1) -> None:
    """One notch of the wheel (down for -1) over the middle of ``combo``."""
    middle = QPointF(combo.rect().center())
    event = QWheelEvent(middle, QPointF(combo.mapToGlobal(middle)), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(combo, event)


def _focus(qtbot, combo: QComboBox) -> None:  # type: ignore[no-untyped-def]
    combo.window().activateWindow()
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus, timeout=5000)


def test_wheel_over_the_import_forms_boxes_needs_the_focus(qtbot) -> None:
    """Annotator column, encoding and layout: unfocused, a wheel notch leaves the choice;
    focused, it moves (the layout last: a wide layout turns the annotator column off)."""
    form = ImportForm()
    area = QScrollArea()  # as in the dialog: the form can be taller than the window
    area.setWidget(form)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    for combo in (form.annotator_column, form.encoding, form.layout_choice):
        if combo.count() < 2:  # no file read yet: give the column box two columns
            combo.addItem("ann_a", "ann_a")
        area.setFocus()
        start = combo.currentIndex()
        _wheel(combo)
        assert combo.currentIndex() == start, combo
        _focus(qtbot, combo)
        _wheel(combo)
        assert combo.currentIndex() != start, combo


def test_wheel_over_the_decision_panels_confidence_needs_the_focus(qtbot,
                                                                   window: MainWindow) -> None:
    """In the real window: a passing wheel leaves the confidence at "—"; focused, it turns."""
    confidence = window.work.decision.fields.confidence
    window.work.table.setFocus()
    _wheel(confidence)
    assert confidence.currentIndex() == 0
    assert window.work.decision.decision_fields().confidence is None
    _focus(qtbot, confidence)
    _wheel(confidence)
    assert confidence.currentIndex() == 1


def test_wheel_over_the_scale_box_writes_nothing_to_the_log(qtbot, window: MainWindow) -> None:
    """The statistics' scale box records a chosen scale in the decision log: a passing wheel
    chose ordinal and wrote that event. Unfocused, the scale and the log stay as they were."""
    scale = window.work.stats.scale_choice
    log = window.session.project.log_path
    before = log.read_bytes() if log.exists() else b""
    window.work.table.setFocus()
    _wheel(scale)
    assert scale.currentIndex() == 0
    assert (log.read_bytes() if log.exists() else b"") == before
