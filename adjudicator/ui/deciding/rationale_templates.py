"""Stock rationales: a few sentences the lead picks (menu, or Alt+1…9) to start a rationale,
edits in place, and can rewrite as a list; kept in QSettings once edited."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

TEMPLATES_KEY = "ui/rationale_templates"
KEYED = 9  # Alt+1 … Alt+9


def stored_templates() -> list[str] | None:
    """The lead's own list, or None while the stock one is used."""
    value = QSettings().value(TEMPLATES_KEY)
    if value is None:
        return None
    entries = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    return [str(t) for t in entries if str(t).strip()]


def store_templates(templates: list[str]) -> None:
    """Keep the lead's list (blank lines dropped)."""
    QSettings().setValue(TEMPLATES_KEY, [t.strip() for t in templates if t.strip()])


class TemplatesDialog(QDialog):
    """One rationale per line, editable."""

    def __init__(self, templates: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rationale templates"))
        self.edit = QPlainTextEdit("\n".join(templates))
        hint = QLabel(self.tr("One rationale per line; the first nine are Alt+1 … Alt+9."))
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.edit)
        layout.addWidget(buttons)
        self.resize(520, 300)

    def templates(self) -> list[str]:
        """The lines as typed (blank ones dropped)."""
        return [line.strip() for line in self.edit.toPlainText().splitlines() if line.strip()]


class TemplateButton(QToolButton):
    """A "Templates" menu over a rationale box; choosing one inserts it at the cursor."""

    inserted = Signal(str)

    def __init__(self, box: QPlainTextEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("templatesButton")
        self.box = box
        self.dialog: TemplatesDialog | None = None
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setMenu(QMenu(self))
        self.menu().aboutToShow.connect(self.fill)
        self._keys = []
        for i in range(KEYED):
            key = QShortcut(QKeySequence(f"Alt+{i + 1}"), self)
            key.setContext(Qt.ShortcutContext.WindowShortcut)
            key.activated.connect(lambda i=i: self.insert_number(i))
            self._keys.append(key)
        self.retranslate()

    def stock(self) -> list[str]:
        """The starting list, in the current language."""
        return [self.tr("Guideline rule applied: "),
                self.tr("One annotator missed the context; the text says otherwise."),
                self.tr("Both labels are defensible; the guideline's main intent decides."),
                self.tr("A slip: the other label contradicts the annotator's own pattern."),
                self.tr("The item is ambiguous; the guideline needs a rule for it.")]

    def templates(self) -> list[str]:
        """The lead's list if edited, else the stock one."""
        own = stored_templates()
        return own if own is not None else self.stock()

    def fill(self) -> None:
        """Numbered entries, then Edit."""
        menu = self.menu()
        menu.clear()
        for i, text in enumerate(self.templates()):
            key = f"Alt+{i + 1}   " if i < KEYED else ""
            action = menu.addAction(f"{key}{text}")
            action.triggered.connect(lambda _=False, t=text: self.insert(t))
        menu.addSeparator()
        menu.addAction(self.tr("Edit templates…")).triggered.connect(self.edit_templates)

    def insert_number(self, i: int) -> None:
        """Alt+(i+1): insert template i (nothing when there is none, or the box is off)."""
        templates = self.templates()
        if i < len(templates) and self.box.isEnabled():
            self.insert(templates[i])

    def insert(self, text: str) -> None:
        """Put ``text`` at the cursor (after a space when the box has text) and focus the
        box, so the lead completes it."""
        cursor = self.box.textCursor()
        before = self.box.toPlainText()[:cursor.position()]
        cursor.insertText((" " if before and not before.endswith((" ", "\n")) else "") + text)
        self.box.setTextCursor(cursor)
        self.box.setFocus()
        self.inserted.emit(text)

    def edit_templates(self) -> TemplatesDialog:
        """The list as editable lines (window-modal); Save keeps it in the settings."""
        dialog = TemplatesDialog(self.templates(), self.window())
        dialog.accepted.connect(lambda: store_templates(dialog.templates()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setText(self.tr("Templates"))
        self.setToolTip(self.tr("Insert a stock rationale (Alt+1 … Alt+9) and complete it; "
                                "Edit templates… changes the list"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
