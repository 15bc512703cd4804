"""The two halves of the import preview: the first rows as read (columns given a role are
marked) and the validation report with its problems highlighted."""

from __future__ import annotations

import html

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from adjudicator.io.checking.report import ValidationReport
from adjudicator.io.checking.text import DETAIL, MUTED, PROBLEM, WARNING, Line, render_lines
from adjudicator.io.options import ImportOptions
from adjudicator.ui.common.error_text import localised_text, translate_error_template
from adjudicator.ui.importing.preview import Preview

PROBLEM_COLOR, WARNING_COLOR, MUTED_COLOR = "#b3261e", "#a15c00", "#6b7480"


class RowsView(QWidget):
    """A title and a table of the first rows, with spreadsheet row numbers down the side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("subTitle")
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.title)
        box.addWidget(self.table, 1)
        self.shown = 0

    def show_rows(self, preview: Preview, options: ImportOptions) -> None:
        """Fill the table; a column with a role gets the role under its name."""
        roles = _roles(options)
        t = self.table
        t.clear()
        t.setColumnCount(len(preview.columns))
        t.setRowCount(len(preview.rows))
        for j, name in enumerate(preview.columns):
            role = roles.get(name)
            t.setHorizontalHeaderItem(j, QTableWidgetItem(f"{name}\n({role})" if role else name))
        for i, row in enumerate(preview.rows):
            for j, value in enumerate(row):
                t.setItem(i, j, QTableWidgetItem(value))
        t.setVerticalHeaderLabels([str(n) for n in preview.row_numbers])
        t.resizeColumnsToContents()
        for j in range(t.columnCount()):
            t.setColumnWidth(j, min(t.columnWidth(j), 260))
        self.shown = len(preview.rows)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("First rows as read (%1 shown)").replace("%1", str(self.shown)))


def _roles(options: ImportOptions) -> dict[str, str]:
    """Column -> role word for the columns the user gave a role."""
    from adjudicator.ui.importing.choices import RoleCheck

    w = RoleCheck().words()
    out = {c: w["annotator"] for c in options.annotators or []}
    out.update({c: w["stratum"] for c in options.stratum_columns or []})
    out.update({c: w["model"] for c in options.model_columns or []})
    for col, role in ((options.id_column, "id"), (options.text_column, "text"),
                      (options.gold_column, "gold"),
                      (options.annotator_column, "annotator"), (options.label_column, "label")):
        if col:
            out[col] = w[role]
    return out


class ReportView(QWidget):
    """The problems in one line on top, then the report with problem lines in red."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("subTitle")
        self.summary = QLabel()
        self.summary.setObjectName("savedMark")
        self.summary.setWordWrap(True)
        self.evidence = QLabel()  # the reading on evidence beside the form's choice
        self.evidence.setObjectName("readingEvidence")
        self.evidence.setWordWrap(True)
        self.text = QTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        for w in (self.title, self.summary, self.evidence):
            box.addWidget(w)
        box.addWidget(self.text, 1)
        self.report: ValidationReport | None = None
        self.preview: Preview | None = None

    def show_report(self, preview: Preview) -> None:
        """The report of the last read (cleared when the read failed)."""
        self.report, self.preview = preview.report, preview
        self.retranslate()

    def _show_evidence(self) -> None:
        """How the columns read on evidence, with every reason, when the form chose them."""
        reading = self.preview.evidence if self.preview is not None else None
        self.evidence.setVisible(reading is not None)
        if reading is None:
            return
        line = self.tr("; ").join(localised_text(p) for _, p in reading.parts())
        why = self.tr("; ").join(localised_text(r) for r in reading.reasons)
        text = (self.tr("On evidence the columns read as: %1 (the form holds that reading). "
                        "Why: %2") if self.preview is not None and self.preview.agrees else
                self.tr("On evidence the columns read as: %1 (the form holds another "
                        "choice). Why: %2"))
        self.evidence.setText(text.replace("%1", line).replace("%2", why))

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Validation report"))
        self._show_evidence()
        report = self.report
        self.text.setHtml(_as_html(render_lines(report, translate_error_template))
                          if report is not None else "")
        problems = [localised_text(p) for p in report.problems] if report is not None else None
        if problems is None:
            text, state = "", "ok"
        elif problems:
            text = self.tr("Problems to fix or confirm: %1").replace("%1", "; ".join(problems))
            state = "error"
        else:
            text, state = self.tr("No problems found."), "ok"
        self.summary.setText(text)
        self.summary.setVisible(bool(text))
        self.summary.setProperty("state", state)
        self.summary.style().unpolish(self.summary)
        self.summary.style().polish(self.summary)


def _as_html(lines: list[Line]) -> str:
    """The report's lines, problems (and the rows under them) red, warnings amber, notes
    muted (by each line's kind, whatever the language)."""
    out, in_problems = [], False
    for kind, line in lines:
        if kind != DETAIL:
            in_problems = kind == PROBLEM
        color = (PROBLEM_COLOR if in_problems else WARNING_COLOR if kind == WARNING
                 else MUTED_COLOR if kind == MUTED else "")
        body = html.escape(line).replace(" ", "&nbsp;")
        weight = "font-weight:600;" if kind == PROBLEM else ""
        out.append(f'<span style="color:{color};{weight}">{body}</span>' if color else body)
    return "<br>".join(out)
