"""The models panel's choices for the alternative-annotator test: the margin ε, the false
discovery rate q and the scoring, as ``agree --epsilon --fdr --alt-scoring`` give them.

``changed(AltSettings)`` is emitted once the lead stops changing them (a short pause, so a
held arrow key recomputes once); the scoring ``neg-rmse`` is offered only for labels that are
all numbers."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QWidget

from adjudicator.core.quality.alt_test import AltSettings, label_numbers

PAUSE_MS = 400


def _spin(low: float, high: float, step: float, decimals: int, value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setDecimals(decimals)
    box.setValue(value)
    box.setKeyboardTracking(False)  # typed digits count when the field is left or on Enter
    return box


class AltControls(QWidget):
    """ε, q and the scoring in one row; ``settings()`` is what they say now."""

    changed = Signal(object)  # AltSettings

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        d = AltSettings()
        self.epsilon = _spin(0.0, 0.99, 0.05, 2, d.epsilon)
        self.q = _spin(0.001, 0.5, 0.01, 3, d.q)
        self.scoring = QComboBox()
        self.scoring.addItem("", "accuracy")
        self.scoring.addItem("", "neg-rmse")
        self.scoring.setSizeAdjustPolicy(  # narrow: the statistics column sets the width
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.scoring.setMinimumContentsLength(8)
        self.captions = [QLabel(), QLabel(), QLabel()]
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 2, 0, 2)
        for caption, field in zip(self.captions, (self.epsilon, self.q, self.scoring),
                                  strict=True):
            caption.setBuddy(field)
            row.addWidget(caption)
            row.addWidget(field)
        row.addStretch(1)
        self._pause = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self._pause.timeout.connect(lambda: self.changed.emit(self.settings()))
        self.epsilon.valueChanged.connect(self._pause.start)
        self.q.valueChanged.connect(self._pause.start)
        self.scoring.currentIndexChanged.connect(self._pause.start)
        self.retranslate()

    def settings(self) -> AltSettings:
        """The test's choices as they stand."""
        return AltSettings(round(self.epsilon.value(), 4), round(self.q.value(), 4),
                           self.scoring.currentData())

    def offer_scores(self, labels: Sequence[str]) -> None:
        """−RMSE only for labels that are numbers (else back to accuracy, quietly)."""
        numbers = label_numbers(labels) is not None
        item = self.scoring.model().item(1)  # type: ignore[attr-defined]
        item.setEnabled(numbers)
        if not numbers and self.scoring.currentIndex() == 1:
            blocked = self.scoring.blockSignals(True)
            self.scoring.setCurrentIndex(0)
            self.scoring.blockSignals(blocked)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.captions[0].setText(self.tr("ε:"))
        self.captions[1].setText(self.tr("q (FDR):"))
        self.captions[2].setText(self.tr("Scoring:"))
        self.epsilon.setToolTip(self.tr(
            "The cost-benefit margin: how much better a human may be for the model still to "
            "be preferred; the authors suggest 0.2 for experts, 0.15 for skilled annotators, "
            "0.1 for crowd workers."))
        self.q.setToolTip(self.tr("The false discovery rate of the Benjamini–Yekutieli "
                                  "procedure across the annotators."))
        self.scoring.setItemText(0, self.tr("accuracy"))
        self.scoring.setItemText(1, self.tr("−RMSE"))
        self.scoring.setToolTip(self.tr("How a label is scored against the other annotators' "
                                        "labels: the share equal to it, or minus the root "
                                        "mean squared distance (labels that are numbers)."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
