"""Each model (the columns the import marked as a model's predictions) beside the human
annotators: its Cohen's κ with the 95% interval against each human, against the gold column
and the final labels when there are some, the humans' κ with each other (the ceiling the
model is read against) and the alternative-annotator test (Calderon, Reichart & Dror, ACL
2025) with its ε, q, winning rate and each human's p-values. Hidden when no column was
marked; an undefined figure shows its reason, and a model that predicts one label only says
so (its κ is 0 or undefined whatever its skill). The test's ε, q and scoring are the lead's
(``AltControls`` above the rows); the figures say which were used. The models never enter
the human figures of the other panels (``io.marked`` takes them out at the import)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from adjudicator.core.quality.alt_test import AltSettings, AltTest
from adjudicator.core.quality.model_annotator import ModelReport
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.session.models_of import SessionModels
from adjudicator.ui.agreement.alt_controls import AltControls
from adjudicator.ui.agreement.rows_panel import RowsPanel
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.common.stat_text import reason_text

#: human pairs of the ceiling listed one by one up to this many, else the range is given
MAX_PAIRS = 10


def _figure(est: Estimate) -> str:
    """A κ with its interval, or the reason it is undefined."""
    if est.value is None:
        return "— (" + reason_text(est.reason or "") + ")"
    return f"{format_value(est)} {format_ci(est)}".strip()


def _p(x: float | None) -> str:
    return "—" if x is None else f"{x:.3g}"


class ModelsPanel(RowsPanel):
    """One block per model after the ceiling; ``show_models`` sets the figures,
    ``show_final`` each model's κ against the final labels (they change with decisions)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.models: SessionModels | None = None
        self.finals: dict[str, Estimate] = {}
        self.one_label: dict[str, str] = {}  # a model that predicts one label: that label
        self.lines: dict[str, list[QLabel]] = {}  # by model ("" for the ceiling)
        self.controls = AltControls()
        self.settingsChanged = self.controls.changed  # the test to be made again with these
        self.busy = QLabel()  # "recomputing", while the test is made again in the background
        self.busy.setObjectName("hint")
        self.busy.hide()
        box = self.layout()
        assert isinstance(box, QVBoxLayout)
        box.insertWidget(2, self.controls)  # below the title and the note, above the rows
        box.insertWidget(3, self.busy)

    def settings(self) -> AltSettings:
        """The test's ε, q and scoring as the lead set them (what the report uses too)."""
        return self.controls.settings()

    def set_busy(self, busy: bool) -> None:
        """Say that the test is being made again with new settings (the rows are the old)."""
        self.busy.setVisible(busy)

    def show_models(self, models: SessionModels | None, labels: tuple[str, ...] = (),
                    codes: dict[str, object] | None = None) -> None:
        """Show these figures (hidden without a model); ``codes`` are the models' codes, to
        tell a model that predicts one label only."""
        self.models = models
        self.controls.offer_scores(labels)
        self.busy.hide()
        self.one_label = {}
        for name, c in (codes or {}).items():
            used = np.unique(np.asarray(c, dtype=np.int64))
            used = used[used >= 0]
            if len(used) == 1 and int(used[0]) < len(labels):
                self.one_label[name] = labels[int(used[0])]
        self.setVisible(models is not None and bool(models.reports))
        self._rebuild()

    def show_final(self, finals: dict[str, Estimate]) -> None:
        """Each model's κ against the final labels (from the live decisions)."""
        self.finals = dict(finals)
        if self.models is not None:
            self._rebuild()

    def _line(self, key: str, text: str, indent: int = 0, bold: bool = False) -> QLabel:
        line = QLabel(text)
        line.setWordWrap(True)
        if bold:
            line.setObjectName("subTitle")
        if indent:
            line.setIndent(indent)
        self.rows.addWidget(line)
        self.lines.setdefault(key, []).append(line)
        return line

    def _rebuild(self) -> None:
        self.clear_rows()
        self.lines = {}
        self.title.setText(self.tr("Models beside the annotators"))
        self.busy.setText(self.tr("Making the test again with these settings…"))
        m = self.models
        if m is None:
            self.note.setText("")
            return
        self.note.setText(self.tr("Columns marked as a model's predictions; never counted in "
                                  "the annotators' agreement. Cohen's κ with its 95% "
                                  "interval."))
        self._ceiling(m)
        for report in m.reports:
            self._model(report)

    def _ceiling(self, m: SessionModels) -> None:
        self._line("", self.tr("Annotators with each other (the ceiling):"))
        pairs = m.ceiling
        if len(pairs) <= MAX_PAIRS:
            for v in pairs:
                self._line("", self.tr("%1 × %2: κ %3").replace("%1", v.left)
                           .replace("%2", v.right).replace("%3", _figure(v.kappa)), 12)
            return
        values = [v.kappa.value for v in pairs if v.kappa.value is not None]
        if values:
            self._line("", self.tr("%1 pairs: κ from %2 to %3").replace("%1", f"{len(pairs):,}")
                       .replace("%2", f"{min(values):.3f}").replace("%3", f"{max(values):.3f}"),
                       12)

    def _model(self, r: ModelReport) -> None:
        key = r.model
        self._line(key, self.tr("Model %1 (%2 items labelled)").replace("%1", r.model)
                   .replace("%2", f"{r.n_items:,}"), bold=True)
        if r.model in self.one_label:
            self._line(key, self.tr("%1 predicts one label only (%2): its κ is 0 or undefined "
                                    "against anyone and says nothing of its skill.")
                       .replace("%1", r.model).replace("%2", self.one_label[r.model]), 12)
        for v in r.humans:
            self._line(key, self.tr("κ against %1: %2").replace("%1", v.right)
                       .replace("%2", _figure(v.kappa)), 12)
        if r.humans_omitted:
            self._line(key, self.tr("%1 annotators share fewer than %2 items with the model: "
                                    "not listed").replace("%1", f"{r.humans_omitted:,}")
                       .replace("%2", str(r.min_shared)), 12)
        if r.gold is not None:
            self._line(key, self.tr("κ against the gold labels: %1").replace(
                "%1", _figure(r.gold)), 12)
        final = self.finals.get(r.model)
        if final is not None:
            if final.n == 0 and final.value is None:
                text = self.tr("κ against the final labels: — (no item has a final label yet)")
            else:
                text = self.tr("κ against the final labels (%1 items): %2").replace(
                    "%1", f"{final.n:,}").replace("%2", _figure(final))
            self._line(key, text, 12)
        self._alt(key, r.alt)

    def _alt(self, key: str, a: AltTest) -> None:
        scoring = (self.tr("−RMSE") if a.scoring == "neg-rmse" else
                   self.tr("share of equal labels"))
        self._line(key, self.tr("Alternative-annotator test (Calderon et al. 2025; ε = %1, "
                                "q = %2, scored by %3):").replace("%1", f"{a.epsilon:g}")
                   .replace("%2", f"{a.q:g}").replace("%3", scoring), 12)
        w = a.winning_rate
        if w.value is None:
            self._line(key, reason_text(w.reason or ""), 24)
            return
        verdict = (self.tr("the model may replace the annotators (ω ≥ 0.5)") if a.passed else
                   self.tr("the model may not replace the annotators (ω < 0.5)"))
        self._line(key, self.tr("winning rate ω %1/%2 = %3: %4").replace(
            "%1", str(w.extras["wins"])).replace("%2", str(w.extras["tested"]))
            .replace("%3", f"{w.value:.2f}").replace("%4", verdict), 24)
        self._line(key, self.tr("average advantage probability ρ %1").replace(
            "%1", _figure(a.advantage)), 24)
        for t in a.trials:
            if t.model_advantage.value is None:
                self._line(key, reason_text(t.reason or ""), 24)
                continue
            won = self.tr("the model wins") if t.won else self.tr("the model does not win")
            self._line(key, self.tr("without %1 (%2 items): difference %3, p %4, adjusted p "
                                    "%5: %6").replace("%1", t.annotator)
                       .replace("%2", f"{t.n:,}").replace("%3", _figure(t.difference))
                       .replace("%4", _p(t.p)).replace("%5", _p(t.p_adjusted))
                       .replace("%6", won), 24)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rebuild()
        super().changeEvent(event)
