"""The auto-accept policy dialog: unanimous, k of n, a Dawid–Skene posterior of at least p, or
none, previewed with the items per
status and each annotator's κ against the final labels it would leave, before it is declared
(one logged event, undone with Undo).

The posterior rule's preview needs the Dawid–Skene model of the whole file, seconds of work for
a crowd: the dialog takes the decision panel's background fit (``suggestion_fit``), says
"fitting…" meanwhile (the policy cannot be declared before its preview is shown) and previews
once the fit is there, never fitting on the window's thread."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from adjudicator.core.adjudication.policy import AcceptPolicy, check_policy
from adjudicator.core.errors import InputError
from adjudicator.report.acceptance.policy_preview import PolicyPreview, preview_policy
from adjudicator.session.session import Session
from adjudicator.ui.agreement.stats_panel import format_value
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.deciding.suggestion_fit import SuggestionFit


class PolicyDialog(QDialog):
    """Choose a policy; the preview follows every change; OK only for a new, sound one."""

    def __init__(self, session: Session, parent: QWidget | None = None,
                 fit: SuggestionFit | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.fit = fit if fit is not None else SuggestionFit(self)  # the panel's, when given
        self.fit.fitted.connect(self._fitted)
        self.fitting = False  # the posterior rule's preview waits for the background fit
        self.setWindowTitle(self.tr("Auto-accept policy"))
        m = len(session.ratings.annotators)
        self.unanimous = QRadioButton(self.tr("Unanimous: items every annotator who labelled "
                                              "them agrees on (two or more)"))
        self.majority = QRadioButton(self.tr("Unanimous items, and items where at least k of "
                                             "n annotators agree"))
        self.posterior = QRadioButton(self.tr("Unanimous items, and items whose Dawid–Skene "
                                              "posterior of one label is at least p"))
        self.posterior.setToolTip(self.tr(
            "The posterior of Dawid & Skene's model (1979), fitted on every item: it weighs "
            "each annotator by the confusion matrix the data give them. Needs three or more "
            "annotators."))
        self.none = QRadioButton(self.tr("None: every item waits for your decision"))
        self.group = QButtonGroup(self)
        for button in (self.unanimous, self.majority, self.posterior, self.none):
            self.group.addButton(button)
        self.p = QDoubleSpinBox()
        self.p.setRange(0.51, 1.0)
        self.p.setSingleStep(0.01)
        self.p.setDecimals(2)
        self.p.setValue(0.95)
        self.k, self.n = QSpinBox(), QSpinBox()
        self.n.setRange(2, max(m, 2))
        self.n.setValue(max(m, 2))
        self.k.setRange(2, max(m, 2))
        self.k.setValue(max(m - 1, 2))
        self.current = QLabel(self._in_force())
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setObjectName("policyPreview")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Declare this policy"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self._select(session.state.policy)
        self.group.buttonToggled.connect(lambda *_: self.update_preview())
        self.k.valueChanged.connect(lambda _v: self.update_preview())
        self.n.valueChanged.connect(lambda _v: self.update_preview())
        self.p.valueChanged.connect(lambda _v: self.update_preview())
        self.update_preview()

    def _lay_out(self) -> None:
        box = QVBoxLayout(self)
        box.addWidget(self.current)
        box.addWidget(self.unanimous)
        box.addWidget(self.majority)
        row = QHBoxLayout()
        row.addSpacing(24)
        row.addWidget(QLabel(self.tr("k:")))
        row.addWidget(self.k)
        row.addWidget(QLabel(self.tr("of n:")))
        row.addWidget(self.n)
        row.addStretch(1)
        box.addLayout(row)
        box.addWidget(self.posterior)
        line = QHBoxLayout()
        line.addSpacing(24)
        line.addWidget(QLabel(self.tr("p:")))
        line.addWidget(self.p)
        line.addStretch(1)
        box.addLayout(line)
        box.addWidget(self.none)
        box.addWidget(self.preview)
        box.addStretch(1)
        box.addWidget(self.buttons)
        self.resize(560, 460)

    def _select(self, policy: AcceptPolicy) -> None:
        button = {"unanimous": self.unanimous, "majority": self.majority,
                  "posterior": self.posterior}.get(policy.rule, self.none)
        button.setChecked(True)
        if policy.rule == "posterior":
            self.p.setValue(policy.p)
        if policy.rule == "majority":
            self.n.setValue(policy.n)
            self.k.setValue(policy.k)

    def _in_force(self) -> str:
        """The policy in force and whether the lead declared it."""
        state = self.session.state
        name = {"unanimous": self.tr("unanimous"), "none": self.tr("none")}.get(
            state.policy.name, state.policy.name)
        if state.policy.rule == "posterior":
            name = self.tr("Dawid–Skene posterior ≥ %1").replace("%1", f"{state.policy.p:g}")
        if state.policy_event is None:
            return self.tr("In force: %1 (the default; no policy declared)").replace("%1", name)
        return (self.tr("In force: %1 (declared in event %2)").replace("%1", name)
                .replace("%2", str(state.policy_event.seq)))

    def chosen(self) -> AcceptPolicy:
        """The policy the dialog shows."""
        if self.majority.isChecked():
            return AcceptPolicy("majority", self.k.value(), self.n.value())
        if self.posterior.isChecked():
            return AcceptPolicy("posterior", p=round(self.p.value(), 2))
        return AcceptPolicy("none" if self.none.isChecked() else "unanimous")

    def update_preview(self) -> PolicyPreview | None:
        """Preview the chosen policy; OK only when it is sound and differs from the one in
        force."""
        policy = self.chosen()
        self.k.setEnabled(policy.rule == "majority")
        self.n.setEnabled(policy.rule == "majority")
        self.p.setEnabled(policy.rule == "posterior")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.fitting = False
        try:
            check_policy(policy, len(self.session.ratings.annotators))
        except InputError as exc:
            self.preview.setText(localised(exc))
            ok.setEnabled(False)
            return None
        if policy.rule == "posterior" and not self._model_there():
            ok.setEnabled(False)
            return None
        preview = preview_policy(self.session.state, policy)
        self.preview.setText(self.preview_text(preview))
        ok.setEnabled(policy != self.session.state.policy)
        return preview

    def _model_there(self) -> bool:
        """True when the posterior rule can be previewed at once; else the fit is started
        on the pool (or has failed) and the preview says so."""
        ratings = self.session.ratings
        if self.fit.failed(ratings):
            self.preview.setText(self.tr("The Dawid–Skene model could not be fitted on this "
                                         "file, so the posterior rule cannot be previewed or "
                                         "declared; choose another policy."))
            return False
        if self.fit.ready(ratings):
            return True
        self.fit.start(ratings)
        self.fitting = True
        self.preview.setText(self.tr("Preview: fitting Dawid–Skene on every item…"))
        return False

    @Slot(object)
    def _fitted(self, ratings: object) -> None:
        """The background fit is there: the preview, if the posterior rule is still chosen."""
        if ratings is self.session.ratings and self.posterior.isChecked():
            self.update_preview()

    def preview_text(self, p: PolicyPreview) -> str:
        """The counts and κ vs final the policy would leave."""
        lines = [self.tr("Afterwards: %1 unanimous, %2 accepted by the policy, %3 decided, "
                         "%4 unresolved, %5 single annotator (no final label), %6 single "
                         "annotator accepted; %7 items change.")
                 .replace("%1", f"{p.unanimous:,}").replace("%2", f"{p.accepted:,}")
                 .replace("%3", f"{p.adjudicated:,}").replace("%4", f"{p.unresolved:,}")
                 .replace("%5", f"{p.single:,}").replace("%6", f"{p.single_accepted:,}")
                 .replace("%7", f"{p.changed:,}")]
        for every, disputed in zip(p.versus.annotators, p.versus_disputed.annotators,
                                   strict=True):
            line = (self.tr("κ of %1 vs final: %2 on all items with a final label, %3 on the "
                            "disputed items you decided") if disputed.n else
                    self.tr("κ of %1 vs final: %2 on all items with a final label (no disputed "
                            "item decided yet)"))
            lines.append(line.replace("%1", every.annotator)
                         .replace("%2", format_value(every.kappa))
                         .replace("%3", format_value(disputed.kappa)))
        return "\n".join(lines)
