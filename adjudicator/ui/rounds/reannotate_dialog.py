"""File ▸ Re-annotation batch…: the window's ``adjudicator reannotate``. The lead chooses the
items (the lowest agreement, the unresolved disputes, or a seeded random audit sample), how
many, the task file's format (CSV, or Label Studio's import JSON) and where to save it; the
dialog says how many items the choice holds before anything is written, writes the blind
task file with its manifest (``report.analyses.reannotation_batch``), never over a file that
is not the program's own nor over the data or the log, and then says where and how many."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from adjudicator.core.errors import InputError
from adjudicator.ui.common.error_text import localised

SUFFIX = {"csv": ".csv", "label-studio": ".json"}
WRAP = "\u200b"  # a zero-width space: where a long path in the dialog may break


class ReannotateDialog(QDialog):
    """The batch's choices; ``write()`` writes it (the Write button does)."""

    def __init__(self, project: Any, status: Callable[[str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.project, self.status = project, status
        self.written: tuple[Path, int] | None = None  # the task file and its items, once written
        n_items = len(project.state.ratings.items)
        self.select = QComboBox()
        for value in ("lowest-agreement", "unresolved", "audit"):
            self.select.addItem("", value)
        self.how_many = QSpinBox()
        self.how_many.setRange(0, max(n_items, 1))
        self.how_many.setValue(min(50, n_items))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.format = QComboBox()
        self.format.addItem("", "csv")
        self.format.addItem("", "label-studio")
        self.path = QLineEdit(str(self._default_path("csv")))
        self.browse = QPushButton()
        self.browse.clicked.connect(self.choose_path)
        where = QWidget()
        row = QHBoxLayout(where)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.path, 1)
        row.addWidget(self.browse)
        self.count = QLabel()  # how many items the choice holds
        self.count.setWordWrap(True)
        self.outcome = QLabel()  # where the batch went, or why it was not written
        self.outcome.setObjectName("savedMark")
        self.outcome.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self.write)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout(self)
        self.captions = [QLabel() for _ in range(5)]
        for caption, field in zip(self.captions, (self.select, self.how_many, self.seed,
                                                  self.format, where), strict=True):
            caption.setBuddy(field)
            self.form.addRow(caption, field)
        self.form.addRow(self.count)
        self.form.addRow(self.outcome)
        self.form.addRow(self.buttons)
        self.select.currentIndexChanged.connect(self._changed)
        self.how_many.valueChanged.connect(self._changed)
        self.seed.valueChanged.connect(self._changed)
        self.format.currentIndexChanged.connect(self._format_changed)
        self.retranslate()
        self.resize(560, 300)

    # -- choices ------------------------------------------------------------------------------
    def _default_path(self, kind: str) -> Path:
        data = Path(self.project.data_path).absolute()
        folder = data if data.is_dir() else data.parent
        return folder / f"{data.stem or data.name}.reannotate{SUFFIX[kind]}"

    def out_path(self) -> Path:
        """The task file as typed, with the chosen format's ending when it has none."""
        path = Path(self.path.text().strip())
        if not path.suffix:
            path = path.with_name(path.name + SUFFIX[self.format.currentData()])
        return path

    def n(self) -> int | None:
        """The batch's size (None: every unresolved item, the size's "all")."""
        return self.how_many.value() or None

    def choose_path(self) -> None:
        """Ask where to save the task file (tests replace ``QFileDialog.getSaveFileName``)."""
        kind = self.format.currentData()
        filters = (self.tr("CSV (*.csv)") if kind == "csv"
                   else self.tr("Label Studio import JSON (*.json)"))
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the re-annotation batch"),
                                              str(self.out_path()), filters)
        if name:
            self.path.setText(name)

    def _format_changed(self) -> None:
        """The file's ending follows the format (CSV or JSON)."""
        path = self.out_path()
        if path.suffix.lower() in SUFFIX.values():
            self.path.setText(str(path.with_suffix(SUFFIX[self.format.currentData()])))
        self._changed()

    def batch(self) -> Any:
        """The items the choices hold (``reannotation.Batch``), or an InputError."""
        from adjudicator.report.analyses.reannotation_batch import choose_batch

        return choose_batch(self.project, self.select.currentData(), self.n(),
                            self.seed.value())

    def _changed(self) -> None:
        select = self.select.currentData()
        self.seed.setEnabled(select == "audit")
        self.how_many.setMinimum(0 if select == "unresolved" else 1)
        self.outcome.setText("")
        try:
            n = len(self.batch().rows)
        except InputError as exc:
            self.count.setText(localised(exc))
            n = 0
        else:
            self.count.setText(self.tr("The batch holds %1 items.").replace("%1", f"{n:,}")
                               if n else self.tr("No item fits this choice."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(n > 0)

    # -- writing ------------------------------------------------------------------------------
    def write(self) -> Path | None:
        """Write the task file and its manifest; say where and how many, or why not."""
        from adjudicator.io.exporting.export import REPLACING_HINT, REPLACING_WINDOW_HINT
        from adjudicator.report.analyses.reannotation_batch import protected_paths, write_batch

        out = self.out_path()
        try:
            batch = self.batch()
            manifest, _ = write_batch(self.project, batch, out, protected_paths(self.project),
                                      force=False)
        except (InputError, OSError) as exc:
            if isinstance(exc, InputError) and exc.hint == REPLACING_HINT:
                exc.hint = REPLACING_WINDOW_HINT  # no --force in the window: another name
            self.outcome.setProperty("state", "error")
            self.outcome.setText(self.tr("Not written: %1").replace("%1", localised(exc)))
            self._repolish()
            return None
        n = len(batch.rows)
        self.written = (out, n)
        text = (self.tr("%1 items written to %2 (with its manifest %3)")
                .replace("%1", f"{n:,}").replace("%2", str(out)).replace("%3", manifest.name))
        self.outcome.setProperty("state", "ok")
        self.outcome.setText(text.replace(os.sep, os.sep + WRAP))  # a long path wraps
        self._repolish()
        self.status(text)
        return out

    def _repolish(self) -> None:
        self.outcome.style().unpolish(self.outcome)
        self.outcome.style().polish(self.outcome)

    # -- language -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Re-annotation batch"))
        words = (self.tr("Items:"), self.tr("How many:"), self.tr("Random seed:"),
                 self.tr("Format:"), self.tr("Save to:"))
        for caption, text in zip(self.captions, words, strict=True):
            caption.setText(text)
        for i, text in enumerate((self.tr("Lowest agreement (share of agreeing pairs)"),
                                  self.tr("Unresolved disputes (no final label)"),
                                  self.tr("Random audit sample (seeded)"))):
            self.select.setItemText(i, text)
        self.how_many.setSpecialValueText(self.tr("all"))
        self.format.setItemText(0, self.tr("CSV (an empty label column to fill)"))
        self.format.setItemText(1, self.tr("Label Studio import JSON"))
        self.browse.setText(self.tr("Choose…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Write"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.setToolTip("")
        self._changed()
