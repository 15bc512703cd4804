"""The headline across the top: which pair, how many items, κ with its CI, observed
agreement, and adjudication progress — readable at a glance."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QProgressBar, QWidget

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.session.pair_stats import PairStatistics
from adjudicator.session.session import Session
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.common.stat_text import reason_text
from adjudicator.ui.common.text_fit import ElidedLabel, grouped

NAME_CHARS = 10  # an annotator chooser shows this many characters before eliding


class SummaryBar(QWidget):
    """κ, agreement and progress; ``kappa_text`` holds exactly the κ shown. With more than two
    annotators, two choosers pick the pair the matrix and statistics compare."""

    pairChanged = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("summaryBar")
        self.dataset = ElidedLabel()  # a long file name shrinks (…), whole in the tooltip
        self.dataset.setObjectName("datasetName")
        self.dataset.setTextFormat(Qt.TextFormat.PlainText)
        self.kappa = QLabel()
        self.kappa.setObjectName("kappa")
        self.agreement = QLabel()
        self.progress_text = QLabel()
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedWidth(110)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(14)
        self.first, self.versus, self.second = QComboBox(), QLabel(), QComboBox()
        for combo in (self.first, self.second):  # long names elided, whole in the list
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(NAME_CHARS)
        self.refused = QLabel()  # choosing the same annotator twice is refused, visibly
        self.refused.setObjectName("warning")
        self.refused.hide()
        for combo in (self.first, self.second):
            combo.activated.connect(self._pair_chosen)
        layout.addWidget(self.dataset)
        chooser: tuple[QWidget, ...] = (self.first, self.versus, self.second, self.refused)
        headline: tuple[QWidget, ...] = (self.kappa, self.agreement, self.progress_text,
                                         self.progress)
        for widget in chooser:
            layout.addWidget(widget)
        layout.addStretch(1)
        for widget in headline:
            layout.addWidget(widget)
        self.session: Session | None = None
        self._disputed: tuple[Session, npt.NDArray[np.intp]] | None = None
        self.stats: PairStatistics | None = None
        self.kappa_text = ""

    def show_stats(self, session: Session, stats: PairStatistics) -> None:
        """Headline numbers for the pair on the current subset."""
        self.session, self.stats = session, stats
        self._fill_choosers(session)
        self.retranslate()

    def _fill_choosers(self, session: Session) -> None:
        many = len(session.ratings.annotators) > 2
        for combo, chosen in ((self.first, session.pair[0]), (self.second, session.pair[1])):
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(list(session.ratings.annotators))
            for i, name in enumerate(session.ratings.annotators):
                combo.setItemData(i, name, Qt.ItemDataRole.ToolTipRole)
            combo.setToolTip(session.ratings.annotators[chosen])
            combo.setCurrentIndex(chosen)
            combo.setVisible(many)
            combo.blockSignals(False)
        self.versus.setVisible(many)

    def _pair_chosen(self, _index: int) -> None:
        a, b = self.first.currentIndex(), self.second.currentIndex()
        if a == b and self.session is not None:
            self.refused.setText(self.tr("Choose two different annotators"))
            self.refused.show()
            for combo, kept in zip((self.first, self.second), self.session.pair, strict=True):
                combo.setCurrentIndex(kept)  # back to the pair still compared
            return
        self.refused.hide()
        if a != b:
            self.pairChanged.emit(a, b)

    def retranslate(self) -> None:
        """Texts in the current language."""
        s, st = self.session, self.stats
        if s is None or st is None:
            self.dataset.setText(self.tr("No data open"))
            for label in (self.kappa, self.agreement, self.progress_text):
                label.setText("")
            self.progress.hide()
            return
        a, b = (s.ratings.annotators[i] for i in s.pair)
        self.versus.setText(self.tr("vs"))
        many = len(s.ratings.annotators) > 2
        for widget in (self.first, self.versus, self.second):
            widget.setVisible(many and s.blind is None)
        if s.blind is not None:
            self.dataset.setText(self.tr("%1 · %2 items · blind mode: names hidden")
                                 .replace("%1", s.name).replace("%2", f"{len(s.ids):,}"),
                                 s.name)
        elif many:
            self.dataset.setText(self.tr("%1 · %2 items · %3 annotators:").replace("%1", s.name)
                                 .replace("%2", f"{len(s.ids):,}")
                                 .replace("%3", grouped(len(s.ratings.annotators))), s.name)
        else:
            self.dataset.setText(self.tr("%1 · %2 items · %3 vs %4").replace("%1", s.name)
                                 .replace("%2", f"{len(s.ids):,}").replace("%3", a)
                                 .replace("%4", b), s.name)
        self.kappa_text = format_value(st.kappa)
        k = st.kappa
        withheld = k.value is not None and k.ci is None and bool(k.ci_reason)
        interval = self.tr("(no interval)") if withheld else format_ci(k)
        note = k.extras.get("coverage_note") if k.ci is not None else None
        if note:  # the interval's kind covered under 93% in simulations: marked, and said
            interval = "⚠ " + interval
        self.kappa.setText(f"κ = {self.kappa_text}  <small>{interval}</small>")
        why = reason_text(k.reason or "") if k.reason else (
            reason_text(k.ci_reason or "") if withheld else "")
        if note and not why:
            why = self.tr("Cohen's κ with its 95% confidence interval, on the items both "
                          "labelled") + "\n\n" + self.tr(
                "The interval may be too narrow: %1").replace("%1", reason_text(note))
        self.kappa.setToolTip(why or self.tr("Cohen's κ with its 95% confidence "
                                             "interval, on the items both labelled"))
        po = st.coefficients["percent_agreement"]
        self.agreement.setText(self.tr("agreement %1").replace("%1", format_value(po, True)))
        self.update_progress()

    def update_progress(self) -> None:
        """Decided of disputed; called (throttled) after each change."""
        s = self.session
        if s is None:
            return
        rows = self._disputed_rows(s)
        disputed = len(rows)
        left = int(np.count_nonzero(s.state.status_codes[rows] == UNRESOLVED))
        text = self.tr("%1 of %2 disagreements decided")
        self.progress_text.setText(text.replace("%1", grouped(disputed - left))
                                   .replace("%2", grouped(disputed)))
        self.progress.setUpdatesEnabled(False)  # setValue would repaint the window at once
        self.progress.setRange(0, max(disputed, 1))
        self.progress.setValue(disputed - left)
        self.progress.setUpdatesEnabled(True)  # painted with the rest, from the event loop
        self.progress.show()

    def _disputed_rows(self, s: Session) -> npt.NDArray[np.intp]:
        """The session's disputed items (fixed by the labels), found once per session: after
        each decision only their statuses are read, not every item's twice."""
        if self._disputed is None or self._disputed[0] is not s:
            self._disputed = (s, np.flatnonzero(s.disputed))
        return self._disputed[1]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
