"""The final value of a score (labels that are numbers): typed in a box, or the mean or the
median of the item's annotators' scores with one button or one key (M, D on the list or the
item display). Whatever the lead takes is recorded as the decision's value with how it was
chosen ("typed", "mean", "median"; ``core...final_values``). Hidden for labels that are
names."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QDoubleValidator, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from adjudicator.core.adjudication.final_values import label_numbers, value_shown
from adjudicator.session.session import Session


class ScoreEntry(QWidget):
    """Emits ``valueRequested(value, how)``: how is "typed", "mean" or "median"."""

    valueRequested = Signal(float, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choices: dict[str, float] | None = None
        self._hidden_set = False  # show_for hid it (labels that are not numbers)
        self.numbers = False  # the labels are numbers: the entry is shown
        self.caption = QLabel()
        self.caption.setObjectName("subTitle")
        self.caption.setWordWrap(True)
        self.box = QLineEdit()
        self.box.setObjectName("finalValue")
        validator = QDoubleValidator(self.box)
        validator.setNotation(QDoubleValidator.Notation.StandardNotation)
        validator.setLocale(QLocale.c())  # a point for the decimals, as in the data
        self.box.setValidator(validator)
        self.box.returnPressed.connect(self.take_typed)
        self.record = QPushButton()
        self.record.clicked.connect(self.take_typed)
        self.mean = QPushButton()
        self.mean.setObjectName("meanButton")
        self.mean.clicked.connect(lambda: self.take("mean"))
        self.median = QPushButton()
        self.median.setObjectName("medianButton")
        self.median.clicked.connect(lambda: self.take("median"))
        for button in (self.record, self.mean, self.median):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys on the list
        typed = QHBoxLayout()
        typed.addWidget(self.box, 1)
        typed.addWidget(self.record)
        chosen = QHBoxLayout()
        chosen.addWidget(self.mean, 1)
        chosen.addWidget(self.median, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.caption)
        layout.addLayout(typed)
        layout.addLayout(chosen)
        self.keys: list[QShortcut] = []
        self.retranslate()

    def bind_keys(self, views: Sequence[QWidget]) -> None:
        """M (mean) and D (median) while one of ``views`` (the list, the item display) has
        the focus, as the label keys do (``ui.window.keyboard``)."""
        for view in views:
            for key, how in (("M", "mean"), ("D", "median")):
                shortcut = QShortcut(QKeySequence(key), view)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(lambda how=how: self.take(how))
                self.keys.append(shortcut)

    def show_for(self, session: Session | None, item: int, enabled: bool) -> None:
        """The item's mean and median on the buttons and its recorded value in the box;
        hidden unless the labels are numbers."""
        self.numbers = session is not None and label_numbers(session.ratings.labels) is not None
        if not self.numbers and self._hidden_set and self.choices is None:
            return  # labels that are not numbers: hidden and empty already, item after item
        self.choices = None if session is None or item < 0 else session.value_choices(item)
        self.setVisible(self.numbers)
        self._hidden_set = not self.numbers
        recorded = None if session is None or item < 0 else session.decision(item)
        if recorded is not None and recorded.value is not None:
            self.box.setText(value_shown(recorded.value))
        elif session is not None and item >= 0 and session.final_code(item) >= 0:
            self.box.setText(session.ratings.labels[session.final_code(item)])
        else:
            self.box.clear()
        on = enabled and self.choices is not None
        for widget in (self.box, self.record, self.mean, self.median):
            widget.setEnabled(on)
        self.retranslate()

    def take(self, how: str) -> None:
        """The item's mean or median as its final value (nothing when hidden or off)."""
        if self.numbers and self.mean.isEnabled() and self.choices is not None:
            self.valueRequested.emit(self.choices[how], how)

    def take_typed(self) -> None:
        """The typed number as the final value (nothing for an empty or partial number)."""
        text = self.box.text().strip()
        if not self.box.hasAcceptableInput() or not self.record.isEnabled():
            return
        value = float(text)
        if math.isfinite(value):
            self.valueRequested.emit(value, "typed")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts in the current language, the mean and median shown on their buttons."""
        self.caption.setText(self.tr("Final value (scores): type it, or take the "
                                     "annotators' mean or median"))
        self.box.setPlaceholderText(self.tr("A number, then Enter"))
        self.record.setText(self.tr("Record"))
        c = self.choices
        self.mean.setText(self.tr("M  Mean %1").replace("%1", "—" if c is None else
                                                       value_shown(c["mean"])))
        self.median.setText(self.tr("D  Median %1").replace("%1", "—" if c is None else
                                                           value_shown(c["median"])))
        self.mean.setToolTip(self.tr("The mean of the annotators' scores of this item "
                                     "(key M)"))
        self.median.setToolTip(self.tr("The middle score of this item's annotators, the "
                                       "mean of the two middle ones for an even count (key D)"))
