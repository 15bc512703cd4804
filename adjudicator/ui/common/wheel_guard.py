"""The mouse wheel leaves a form's combo boxes and spin boxes alone unless one has the focus:
scrolling past the import form changed its annotator column and switched its layout, a wheel
over the decision panel could change a decision's confidence unseen, and one over the
statistics' scale box wrote a scale event to the decision log that nobody chose."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

GUARDED = "wheelGuarded"  # a dynamic property set on every guarded box


class WheelGuard(QObject):
    """An event filter: a wheel event over a box without the focus is refused by the box and
    goes on to its parents (a scroll area around the form scrolls instead)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Refuse the wheel for an unfocused box; a focused one turns as usual."""
        if (event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget)
                and not watched.hasFocus()):
            event.ignore()  # ignored: Qt offers it to the parent widgets
            return True
        return super().eventFilter(watched, event)


def guard_wheel(root: QWidget) -> WheelGuard:
    """Guard every combo box and spin box under ``root``; they take the focus by click or Tab
    only (not by the wheel, which would let the wheel turn them at once)."""
    guard = WheelGuard(root)
    boxes: list[QWidget] = [*root.findChildren(QComboBox), *root.findChildren(QAbstractSpinBox)]
    for box in boxes:
        if box.property(GUARDED):  # one guard a box (a panel guarded inside a guarded page)
            continue
        box.setProperty(GUARDED, True)
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.installEventFilter(guard)
    return guard
