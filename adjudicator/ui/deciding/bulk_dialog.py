"""The bulk decision's dialog: one final label for every unresolved item the list shows, with
a rationale, confidence, error category and guideline flag of its own (empty at first: nothing
is taken from the item the decision panel happens to show), and a preview of what the batch
would write and leave."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from adjudicator.session.batch_preview import BatchPreview
from adjudicator.ui.agreement.stats_panel import format_value
from adjudicator.ui.deciding.fields import DecisionFields, Fields


class BulkDialog(QDialog):
    """Asks for the batch's own rationale and fields; ``values()`` is what the batch writes."""

    def __init__(self, count: int, label: str, preview: BatchPreview | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bulkDialog")
        self.count, self.label, self.preview = count, label, preview
        self.setWindowTitle(self.tr("Decide the listed items"))
        self.heading = QLabel(self.tr("Decide %1 unresolved items as “%2”")
                              .replace("%1", f"{count:,}").replace("%2", label))
        self.heading.setObjectName("subTitle")
        self.heading.setWordWrap(True)
        self.rationale_label = QLabel(self.tr("Rationale for all of them (kept with each "
                                              "decision)"))
        self.rationale = QPlainTextEdit()
        self.rationale.setObjectName("bulkRationale")
        self.rationale.setTabChangesFocus(True)
        self.rationale.setMaximumHeight(90)
        self.rationale.setPlaceholderText(self.tr("Why this label for these items?"))
        self.fields = DecisionFields()
        self.summary = QLabel()
        self.summary.setObjectName("bulkPreview")
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout()
        for signal in (self.rationale.textChanged, self.fields.confidence.currentIndexChanged,
                       self.fields.category.currentTextChanged, self.fields.guideline.toggled):
            signal.connect(self.show_preview)
        self.show_preview()
        self.resize(520, self.sizeHint().height())

    def _layout(self) -> None:
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.rationale_label, self.rationale, self.fields,
                       self.summary, self.buttons):
            layout.addWidget(widget)

    def values(self) -> tuple[str, Fields]:
        """The rationale and fields typed in this dialog (what every decision of it carries)."""
        return self.rationale.toPlainText().strip(), self.fields.fields()

    def show_preview(self, *_: object) -> None:
        """What would be written with each decision, then the counts and κ afterwards."""
        self.summary.setText(self.preview_text())

    def preview_text(self) -> str:
        """The preview as shown: the fields written, one event, and the state afterwards."""
        rationale, f = self.values()
        none = self.tr("(none)")
        lines = [
            self.tr("Each decision is written with:"),
            self.tr("Rationale: %1").replace("%1", rationale or none),
            self.tr("Confidence: %1").replace(
                "%1", none if f.confidence is None else f"{f.confidence:.0%}"),
            self.tr("Error category: %1").replace("%1", f.error_category or none),
            self.tr("Guideline needs an update: %1").replace(
                "%1", self.tr("yes") if f.guideline_update else self.tr("no")),
            "",
            self.tr("They are written as one event; Undo reverts all of them."),
        ]
        return "\n".join(lines + self.after_lines())

    def after_lines(self) -> list[str]:
        """The counts and each annotator's κ vs final the batch would leave."""
        p = self.preview
        if p is None:
            return []
        lines = ["", self.tr("Afterwards: %1 unresolved, %2 decided.")
                 .replace("%1", f"{p.unresolved:,}").replace("%2", f"{p.adjudicated:,}")]
        for block in p.versus.annotators:
            lines.append(self.tr("κ of %1 vs final: %2").replace("%1", block.annotator)
                         .replace("%2", format_value(block.kappa)))
        return lines
