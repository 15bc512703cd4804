"""The window's score panel (labels that are numbers, scale "scores"): the six ICCs over all
annotators, each with McGraw & Wong's name and a tooltip saying what it answers; the shown
pair's Lin ρc, Bland–Altman bias and limits, MAE and RMSE; and its Bland–Altman plot."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from adjudicator.core.ratings import Ratings
from adjudicator.core.scores.icc import FORMS
from adjudicator.core.scores.matrix import score_matrix
from adjudicator.core.scores.summary import PairScores, ScoreSummary, score_summary
from adjudicator.core.scores.words import EXPLAIN
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.common.stat_text import reason_text

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
PLOT_WIDTHS = (320, 520)  # the plot follows the column's width within these bounds


def _scores(text: str) -> str:
    """A word of the "Scores" context (the core's names of the ICC's models)."""
    return QCoreApplication.translate("Scores", text)


class ScoresPanel(QWidget):
    """ICC table, the pair's score statistics and its Bland–Altman plot."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.block: ScoreSummary | None = None
        self.pair: tuple[str, str] | None = None
        self.lang = "en"
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.title.setWordWrap(True)  # the narrow statistics column never scrolls for it
        self.missing = QLabel()
        self.missing.setObjectName("hint")
        self.missing.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(1)
        self.plot = QLabel()
        self.plot.setObjectName("blandAltmanPlot")
        # the plot takes the column's width, never asks for more: no sideways scrolling
        self.plot.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.plot.setMinimumWidth(PLOT_WIDTHS[0])  # readable: the column widens to this
        self.source = QPixmap()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.missing)
        layout.addLayout(self.grid)
        layout.addWidget(self.plot)
        self.retranslate()

    def show_for(self, ratings: Ratings, pair: tuple[str, str], lang: str = "en") -> None:
        """Compute and show the block of ``ratings`` (their labels are numbers) for ``pair``."""
        values = score_matrix(ratings)
        self.block = None if values is None else score_summary(values, ratings.annotators)
        self.pair, self.lang = pair, lang
        self._rebuild()

    def _rebuild(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        block = self.block
        if block is None:
            return
        self.missing.setText(reason_text(block.missing))
        row = 0
        for key, est in block.icc.items():
            name, model, kind = FORMS[key]
            tip = f"{_scores(model)}, {_scores(kind)}: {_scores(EXPLAIN[key])}"
            self._row(row, f"{key}  {name}", est, tip)
            row += 1
        pair = self._pair(block)
        if pair is None:
            self.source = QPixmap()
            self._fit_plot()
            return
        a, b = pair.annotators
        heading = QLabel(f"{a} / {b}")
        heading.setObjectName("panelSubtitle")
        self.grid.addWidget(heading, row, 0, 1, 3)
        row += 1
        rows = [(self.tr("Lin's ρc"), pair.lin_ccc),
                (self.tr("Bias (%1 − %2)").replace("%1", a).replace("%2", b),
                 pair.bland_altman["bias"]),
                (self.tr("Lower limit of agreement"), pair.bland_altman["loa_low"]),
                (self.tr("Upper limit of agreement"), pair.bland_altman["loa_high"]),
                (self.tr("MAE"), pair.distances["mae"]), (self.tr("RMSE"), pair.distances["rmse"])]
        for name, est in rows:
            self._row(row, name, est, "")
            row += 1
        self._draw(block, block.pairs.index(pair))

    def _pair(self, block: ScoreSummary) -> PairScores | None:
        """The pair shown in the window (either order), else the first."""
        for p in block.pairs:
            if self.pair is not None and set(p.annotators) == set(self.pair):
                return p
        return block.pairs[0] if block.pairs else None

    def _row(self, row: int, name: str, est: Estimate, tip: str) -> None:
        label, value, ci = QLabel(name), QLabel(format_value(est)), QLabel(format_ci(est))
        value.setAlignment(RIGHT)
        why = reason_text(est.reason or est.ci_reason or "")
        for widget in (label, value, ci):
            widget.setToolTip(tip or why)
        self.grid.addWidget(label, row, 0)
        self.grid.addWidget(value, row, 1)
        self.grid.addWidget(ci, row, 2)

    def _draw(self, block: ScoreSummary, index: int) -> None:
        """The pair's Bland–Altman plot in the window's language."""
        from adjudicator.report.rendering.figures import configure_fonts
        from adjudicator.report.rendering.score_figures import bland_altman_plot
        from adjudicator.report.rendering.texts import Texts

        configure_fonts(self.lang)
        self.source = QPixmap()
        self.source.loadFromData(bland_altman_plot(block, index, Texts(self.lang), "png"))
        self._fit_plot()

    def _fit_plot(self) -> None:
        """The plot scaled to the panel's width (within PLOT_WIDTHS), its height to match."""
        if self.source.isNull():
            self.plot.clear()
            self.plot.setFixedHeight(0)  # no plot, no empty box
            return
        low, high = PLOT_WIDTHS
        width = max(low, min(self.width(), high, self.source.width()))
        pixmap = self.source.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        self.plot.setPixmap(pixmap)
        self.plot.setFixedHeight(pixmap.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_plot()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Scores: ICC over all annotators, and the pair's agreement "
                                   "of values"))
        self._rebuild()
