"""Compare with a version: pick a named version (or type a sequence number) and list the items
whose final label changed since then, with both labels and both rationales."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjudicator.core.adjudication.versions import Change
from adjudicator.core.errors import InputError
from adjudicator.session.session import Session


class CompareDialog(QDialog):
    """Non-modal; ``itemChosen(item id)`` when a row is double-clicked."""

    itemChosen = Signal(str)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.changes: list[Change] = []
        self.version_label = QLabel()
        self.version = QComboBox()
        self.version.setEditable(True)  # a sequence number may be typed
        self.version.setMinimumContentsLength(18)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for col in (3, 4):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(self._chosen)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.version_label)
        top.addWidget(self.version, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self._fill_versions()
        self.version.currentIndexChanged.connect(lambda _i: self.compare())
        line = self.version.lineEdit()
        if line is not None:
            line.editingFinished.connect(self.compare)
        self.resize(820, 460)
        self.retranslate()  # also lists the changes

    def _fill_versions(self) -> None:
        """Named versions, latest first, each with its sequence number."""
        self.version.blockSignals(True)
        self.version.clear()
        tags = sorted(self.session.state.tags.items(), key=lambda kv: -kv[1])
        for name, seq in tags:
            self.version.addItem(f"{name} (#{seq})", name)
        self.version.blockSignals(False)

    def refresh(self) -> None:
        """After a new event: the named versions again (keeping the choice) and the changes."""
        version = self.chosen_version()
        self._fill_versions()
        self.choose(version)

    def chosen_version(self) -> str:
        """The tag whose entry is shown, else the text typed (a sequence number)."""
        index = self.version.findText(self.version.currentText())
        if index >= 0:
            return str(self.version.itemData(index))
        return self.version.currentText().strip()

    def choose(self, version: str) -> None:
        """Compare with a tag name or a sequence number."""
        index = self.version.findData(version)
        if index >= 0:
            self.version.setCurrentIndex(index)
        else:
            self.version.setEditText(version)
        self.compare()

    def compare(self) -> None:
        """List the items whose final label changed from the chosen version to now."""
        version = self.chosen_version()
        self.changes = []
        if not version:
            self.summary.setText(self.tr("No named version yet: type a sequence number."))
        else:
            try:
                self.changes = self.session.diff(version)
            except InputError as exc:
                self.summary.setText(self.tr("No such version: %1").replace("%1", exc.message))
            else:
                self.summary.setText(self.tr("%1 items have a different final label now than "
                                             "in version %2.")
                                     .replace("%1", f"{len(self.changes):,}")
                                     .replace("%2", version))
        self._fill_table()

    def _fill_table(self) -> None:
        none = self.tr("(none)")
        self.table.setRowCount(len(self.changes))
        for row, c in enumerate(self.changes):
            cells = (c.item, c.before or none, c.after or none, c.rationale_before,
                     c.rationale_after)
            for col, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setToolTip(text)
                self.table.setItem(row, col, cell)
        self.table.resizeColumnToContents(0)
        self.table.resizeRowsToContents()

    def _chosen(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.changes):
            self.itemChosen.emit(self.changes[row].item)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Compare with a version"))
        self.version_label.setText(self.tr("Version (name or event number):"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Item"), self.tr("Before"), self.tr("Now"), self.tr("Rationale before"),
            self.tr("Rationale now")])
        for col in (1, 2):
            self.table.horizontalHeader().resizeSection(col, 110)
        self.compare()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
