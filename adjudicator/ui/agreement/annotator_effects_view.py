"""Under the many-rater figures: who pulls agreement down (Krippendorff's α and Fleiss' κ
without each annotator, with intervals) and who leans which way (each pair whose marginal
shares differ by Stuart–Maxwell's test, with the classes McNemar's test flags)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from adjudicator.session.many_rater import ManyRater
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.common.stat_text import reason_text

# a pair or class is named as leaning when its test's p is below this
ALPHA = 0.05


class AnnotatorEffectsView(QWidget):
    """The leave-one-out table and the leaning pairs of a ``ManyRater`` result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: ManyRater | None = None
        self.title = QLabel()
        self.title.setObjectName("subTitle")
        self.title.setWordWrap(True)
        self.table = QLabel()
        self.table.setWordWrap(True)
        self.lean_title = QLabel()
        self.lean_title.setObjectName("subTitle")
        self.lean_title.setWordWrap(True)
        self.leans = QLabel()
        self.leans.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.lean_title)
        layout.addWidget(self.leans)
        self.retranslate()

    def show_result(self, result: ManyRater) -> None:
        """Show the figures of ``result`` (hidden with fewer than three annotators)."""
        self.result = result
        self.setVisible(bool(result.without))
        self._rebuild()

    def _rebuild(self) -> None:
        r = self.result
        if r is None or r.everyone is None:
            self.table.setText("")
            return
        lines, tips = [], []
        for name, w in [(self.tr("everyone"), r.everyone),
                        *((self.tr("without %1").replace("%1", str(x.annotator)), x)
                          for x in r.without)]:
            # one wrapped line each: the panel's column is narrow
            lines.append(self.tr("%1: α %2 %3").replace("%1", name)
                         .replace("%2", format_value(w.alpha)).replace("%3", format_ci(w.alpha)))
            tips.append(self.tr("%1: Fleiss' κ %2 %3").replace("%1", name)
                        .replace("%2", format_value(w.fleiss_kappa))
                        .replace("%3", format_ci(w.fleiss_kappa)))
            if w.alpha.reason:
                tips.append(reason_text(w.alpha.reason))
        self.table.setText("\n".join(lines))
        self.table.setToolTip("\n".join(tips))
        self.leans.setText(self._lean_text(r))

    def _lean_text(self, r: ManyRater) -> str:
        lines = []
        for pair in r.homogeneity:
            sm = pair.stuart_maxwell
            p = sm.extras.get("p") if sm.value is not None else None
            if p is None or p >= ALPHA:
                continue
            a, b = pair.annotators
            classes = []
            for c in pair.classes:
                mp = c.mcnemar.extras.get("p") if c.mcnemar.value is not None else None
                d = c.difference
                if mp is not None and mp < ALPHA and d.value is not None:
                    sign = 1.0 if d.value > 0 else -1.0  # said for the one who gives it more
                    low, high = sorted(sign * x for x in d.ci) if d.ci else (None, None)
                    span = "" if low is None else f" [{low:.3f}, {high:.3f}]"
                    classes.append(self.tr("%1 gives “%2” more often, by %3 of the items")
                                   .replace("%1", a if sign > 0 else b).replace("%2", c.label)
                                   .replace("%3", f"{sign * d.value:.3f}{span}"))
            lines.append(self.tr("%1 × %2: shares differ (Stuart–Maxwell χ² %3, p = %4)")
                         .replace("%1", a).replace("%2", b)
                         .replace("%3", f"{sm.value:.1f}").replace("%4", f"{p:.3g}")
                         + ("; " + "; ".join(classes) if classes else ""))
        found = "\n".join(lines) or self.tr("No pair's label shares differ at p < 0.05 "
                                            "(Stuart–Maxwell).")
        omitted = r.homogeneity_omitted
        if omitted is None:
            return found
        scope = (self.tr("Of this crowd's %1 pairs, only the %2 sharing at least %3 items are "
                         "tested; %4 share fewer items and %5 share none.")
                 .replace("%1", f"{omitted.pairs_total:,}")
                 .replace("%2", f"{omitted.pairs_listed:,}")
                 .replace("%3", str(omitted.min_shared))
                 .replace("%4", f"{omitted.pairs_sharing_fewer:,}")
                 .replace("%5", f"{omitted.pairs_sharing_none:,}"))
        return scope + "\n" + found

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Krippendorff's α without each annotator (95% intervals; "
                                   "Fleiss' κ in the tooltips)"))
        self.lean_title.setText(self.tr("Who leans which way: pairs whose label shares "
                                        "differ"))
        self._rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
