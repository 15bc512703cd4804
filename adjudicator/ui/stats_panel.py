"""The statistics panel: observed and chance agreement, κ with its CI and its relatives,
and per-class κ — each with a tooltip saying what it means."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from adjudicator.core.estimate import Estimate
from adjudicator.ui.pair_stats import METRICS, PairStatistics


def _t(text: str) -> str:
    return QCoreApplication.translate("StatsPanel", text)


def metric_names() -> dict[str, tuple[str, str]]:
    """metric → (display name, explanation) in the current language."""
    return {
        "percent_agreement": (_t("Observed agreement pₒ"), _t(
            "Share of items both annotators labelled the same. Easy to read, but it ignores "
            "agreement that would happen by chance.")),
        "cohen_kappa": (_t("Cohen's κ"), _t(
            "Agreement beyond chance: κ = (pₒ − pₑ) / (1 − pₑ), where pₑ is the agreement "
            "expected if each annotator labelled at random with their own label frequencies. "
            "1 = perfect, 0 = chance level, below 0 = worse than chance.")),
        "gwet_ac1": (_t("Gwet's AC1"), _t(
            "Like κ, but its chance term stays small when one label dominates, so it does not "
            "collapse on skewed data (Gwet 2008).")),
        "krippendorff_alpha": (_t("Krippendorff's α"), _t(
            "Agreement from observed vs expected disagreement on pooled labels; extends to "
            "many annotators and missing labels (Krippendorff 2004).")),
        "scott_pi": (_t("Scott's π"), _t(
            "Like κ, but chance uses the two annotators' pooled label frequencies (Scott 1955).")),
        "brennan_prediger": (_t("Brennan–Prediger"), _t(
            "Chance agreement taken as 1/k for k labels, whatever the annotators' habits "
            "(Brennan & Prediger 1981).")),
    }


def format_value(est: Estimate, percent: bool = False) -> str:
    """A value with 3 decimals (or a percentage); an em dash when undefined."""
    if est.value is None:
        return "—"
    return f"{est.value:.1%}" if percent else f"{est.value:.3f}"


def format_ci(est: Estimate, percent: bool = False) -> str:
    """The confidence interval as [low, high]."""
    if est.value is None or est.ci is None:
        return ""
    low, high = est.ci
    return f"[{low:.1%}, {high:.1%}]" if percent else f"[{low:.3f}, {high:.3f}]"


class StatsPanel(QWidget):
    """A compact grid of coefficients; undefined ones show the reason in their tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: PairStatistics | None = None
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)
        self.grid.setColumnStretch(0, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addStretch(1)
        self.retranslate()

    def show_stats(self, stats: PairStatistics) -> None:
        """Show the statistics of one annotator pair."""
        self.stats = stats
        self._rebuild()

    def _rebuild(self) -> None:
        while self.grid.count():
            taken = self.grid.takeAt(0)
            if taken is not None and taken.widget() is not None:
                taken.widget().deleteLater()
        if self.stats is None:
            return
        names = metric_names()
        row = 0
        pe = self.stats.kappa.extras.get("pe")
        for metric in METRICS:
            est = self.stats.coefficients[metric]
            name, tip = names[metric]
            self._add_row(row, name, est, tip, percent=metric == "percent_agreement")
            row += 1
            if metric == "percent_agreement" and isinstance(pe, float):
                chance = Estimate("pe", pe)
                self._add_row(row, _t("Chance agreement pₑ"), chance, _t(
                    "Agreement expected by chance from each annotator's label frequencies "
                    "(the pₑ of Cohen's κ)."), percent=True)
                row += 1
        heading = QLabel(_t("Per-class κ (one label vs the rest)"))
        heading.setObjectName("subTitle")
        self.grid.addWidget(heading, row, 0, 1, 3)
        for label, est in self.stats.per_class.items():
            row += 1
            self._add_row(row, "   " + label, est, _t(
                "κ when the question is only “%1 or not?”: low values show the label "
                "annotators understand differently.").replace("%1", label))

    def _add_row(self, row: int, name: str, est: Estimate, tip: str, percent: bool = False
                 ) -> None:
        cells = (QLabel(name), QLabel(format_value(est, percent)), QLabel(format_ci(est, percent)))
        cells[1].setObjectName("statValue")
        cells[2].setObjectName("hint")
        detail = tip
        if est.reason:
            detail += "\n\n" + _t("Undefined: ") + est.reason
        elif est.convention:
            detail += "\n\n" + _t("95% confidence interval; ") + est.convention
        for col, cell in enumerate(cells):
            cell.setToolTip(detail)
            align = Qt.AlignmentFlag.AlignLeft if col == 0 else Qt.AlignmentFlag.AlignRight
            cell.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(cell, row, col)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Agreement statistics"))
        self._rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
