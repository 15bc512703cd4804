"""The reading line above the matrix: how the file's columns were read ("5 annotators
(label0…label4); item fields: level, genre; gold: label; text: sentence1, sentence2; id: id"),
each part a link to the import form with that choice's control in focus, so a wrong guess is
one click from being put right. A reading that guessed (no id column, long by structure
alone, columns that are not labels) is marked and offers the import report in the window.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from adjudicator.ui.common.error_text import localised_text

STYLE = ("#readingBar { background: #eef4fb; border-bottom: 1px solid #b8cde6; }"
         "#readingBar[guessed=\"true\"] { background: #fff4e0; border-bottom-color: #e0b060; }")
# the reasons that are guesses rather than findings: the window shows them at once
GUESSES = ("id: none of the columns", "long layout:", "not labels:")


class ReadingBar(QFrame):
    """Hidden until a file read on evidence is opened; ``open_form(role)`` is called with
    ``annotators``, ``fields``, ``gold``, ``text``, ``id`` or ``labels`` when a part is
    clicked."""

    def __init__(self, open_form: Callable[[str], object], show_report: Callable[[], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readingBar")
        self.setStyleSheet(STYLE)
        self.reading: Any = None
        self.separator: str | None = None
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                          | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.text.linkActivated.connect(open_form)
        self.report_button = QPushButton()
        self.report_button.clicked.connect(show_report)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.report_button)
        self.hide()

    def place_below(self, widget: QWidget) -> None:
        """Put the bar right below ``widget`` in its parent's box layout."""
        parent = widget.parentWidget()
        layout = parent.layout() if parent is not None else None
        assert isinstance(layout, QBoxLayout)
        layout.insertWidget(layout.indexOf(widget) + 1, self)

    def show_reading(self, reading: Any, separator: str | None = None) -> None:
        """Show ``reading`` (an io.inference.Reading) and, when cells were split into label
        sets, at which ``separator`` (as ``multilabel.describe`` words it); hidden when
        there is neither."""
        self.reading, self.separator = reading, separator
        self.setVisible(reading is not None or separator is not None)
        self.setProperty("guessed", self.guessed)
        self.style().unpolish(self)
        self.style().polish(self)
        self.report_button.setVisible(self.guessed)
        self.retranslate()

    @property
    def guessed(self) -> bool:
        """True when a choice of the reading was a guess the user should look at."""
        return self.reading is not None and any(
            str(r).startswith(GUESSES) for r in self.reading.reasons)

    def retranslate(self) -> None:
        """The line in the current language, one link per part."""
        self.report_button.setText(self.tr("Import report…"))
        if self.reading is None and self.separator is None:
            self.text.clear()
            return
        words = [(role, localised_text(part)) for role, part in
                 (self.reading.parts() if self.reading is not None else [])]
        if self.separator is not None:
            words.append(("labels", self.tr("labels: sets, split at %1 (an item may carry "
                                            "several)").replace("%1", self._separator_words())))
        parts = [f'<a href="{role}">{html.escape(text)}</a>' for role, text in words]
        lead = self.tr("Read as (click a part to change it):")
        self.text.setText(f"{html.escape(lead)} " + html.escape(self.tr("; ")).join(parts))

    def _separator_words(self) -> str:
        """The separator as the user would name it, in the current language."""
        named = {"line break": self.tr("line breaks"), "JSON list": self.tr("JSON lists"),
                 "tab": self.tr("tabs")}
        return named.get(str(self.separator), str(self.separator))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def split_at(report: Any) -> str | None:
    """The separator the import split label cells at (``multilabel.describe``'s words), or
    None when no cell held several labels (``report``: the import's validation report)."""
    from adjudicator.io.coding.multilabel import describe

    if report is None or not getattr(report, "multi_label_cells", 0):
        return None
    return describe(report.multi_label_separator)


def focus_role(form: Any, role: str, layout: str) -> None:
    """Put the import form's control for ``role`` in focus (the annotator column of a long
    reading, the annotator columns of a wide one; the gold/reference chooser for gold)."""
    widgets = {"annotators": form.annotator_column if layout == "long" else form.annotators,
               "gold": form.gold_column, "fields": form.strata, "text": form.text_column,
               "id": form.id_column, "labels": form.separator}
    widget = widgets.get(role)
    if widget is not None:
        widget.setFocus(Qt.FocusReason.OtherFocusReason)


def open_reading_form(opener: Any, session: Any, role: str) -> None:
    """The import dialog for the open file, filled with its reading, ``role``'s control in
    focus (the reading bar's links)."""
    from pathlib import Path

    from adjudicator.io.options import ImportOptions

    if session is None:
        return
    reading = getattr(session.dataset, "reading", None)
    data = getattr(session.project, "data_path", None)
    sources = session.dataset.sources
    path = Path(data) if data else (sources[0] if sources else None)
    # the columns marked as a model's or as gold stay marked in the form
    ds = session.dataset
    marks = ImportOptions(gold_column=ds.gold_column, model_columns=list(ds.model_codes) or None)
    options = reading.apply(marks) if reading is not None else None
    dialog = opener.choose_with_options(path, options)
    focus_role(dialog.form, role, reading.layout if reading is not None else "wide")
