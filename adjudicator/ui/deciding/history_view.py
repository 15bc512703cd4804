"""An item's decision history under the decision buttons: every decision, undo and note, with
who and when; undone decisions are struck through (the log keeps them)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QDateTime, QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from adjudicator.core.adjudication.history import HistoryEntry


def local_time(iso_utc: str) -> str:
    """An event's UTC time as the user's local "yyyy-MM-dd HH:mm" (as written if unreadable)."""
    moment = QDateTime.fromString(iso_utc, Qt.DateFormat.ISODateWithMs)
    if not moment.isValid():
        return iso_utc[:16].replace("T", " ")
    return moment.toLocalTime().toString("yyyy-MM-dd HH:mm")


class HistoryView(QWidget):
    """Shows ``HistoryEntry`` rows of one item, newest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("subTitle")
        self.body = QLabel()
        self.body.setObjectName("history")
        self.body.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        self.entries: list[HistoryEntry] = []
        self.retranslate()

    def show_entries(self, entries: list[HistoryEntry]) -> None:
        """Replace the list."""
        self.entries = entries
        self._render()

    def _render(self) -> None:
        if not self.entries:
            self.body.setText(self.tr("No decision recorded yet."))
            return
        self.body.setText("<br>".join(self._line(e) for e in reversed(self.entries)))

    def _line(self, e: HistoryEntry) -> str:
        when = escape(local_time(e.time))
        head = f"<span style='color:#6b7480'>#{e.seq} · {when} · {escape(e.author)}</span> "
        if e.kind == "revert":
            body = self.tr("undid #%1").replace("%1", str(e.target))
        elif e.kind == "note":
            body = self.tr("note: %1").replace("%1", escape(e.text))
        else:
            body = f"<b>{escape(e.label or '')}</b>"
            if e.rationale:
                body += f" — “{escape(e.rationale)}”"
            body += self._fields(e)
        if not e.active:
            body = f"<s>{body}</s>"
        return head + body

    def _fields(self, e: HistoryEntry) -> str:
        """Source, confidence, error category and guideline flag of a decision, if given."""
        d = e.decision
        if d is None:
            return ""
        parts = []
        if d.source:
            parts.append(self.tr("took %1").replace("%1", d.source))
        if d.confidence is not None:
            parts.append(self.tr("confidence %1").replace("%1", f"{d.confidence:.0%}"))
        if d.error_category:
            parts.append(escape(d.error_category))
        if d.guideline_update:
            parts.append(self.tr("guideline to update"))
        return f" <span style='color:#6b7480'>[{' · '.join(parts)}]</span>" if parts else ""

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("History"))
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
