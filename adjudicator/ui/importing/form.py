"""The fields of the import dialog, one per ImportOptions field a user may want to change.

``options()`` turns the fields into ImportOptions; ``set_options`` fills them from one;
``set_columns`` / ``set_sheets`` offer what the last preview found in the file."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from adjudicator.io.coding.schema import UNCERTAIN
from adjudicator.io.inference.reading import ROW_NUMBERS
from adjudicator.io.options import ImportOptions
from adjudicator.ui.common.wheel_guard import guard_wheel
from adjudicator.ui.importing.choices import (
    ENCODINGS,
    SEPARATORS,
    split_values,
    uncertain_as_missing,
)
from adjudicator.ui.importing.texts import FormTexts
from adjudicator.ui.importing.widgets import CheckList, ColumnCombo

LAYOUTS = ("auto", "wide", "long", "per-annotator")
REPEATS = ("refuse", "first", "last")  # a second judgment of one item by one annotator


class ImportForm(QWidget):
    """Emits ``changed`` whenever the user changes a field."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tool: str | None = None
        self.names: list[str] = []  # a long table's annotator names (models are names there)
        self.captions: dict[QWidget, QLabel] = {}
        self._build_reading()
        self._build_columns()
        self._build_labels()
        self._build_tools()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        for group in (self.reading, self.columns, self.labels, self.tools):
            box.addWidget(group)
        box.addStretch(1)
        self._connect()
        self.wheel_guard = guard_wheel(self)  # the wheel scrolls past the boxes, not into them
        self.retranslate()

    # -- building ----------------------------------------------------------------------------
    def _build_reading(self) -> None:
        self.reading = QGroupBox()
        self.encoding = QComboBox()
        self.encoding.addItem("", None)
        for code, name in ENCODINGS:
            self.encoding.addItem(name, code)
        self.sheet = QComboBox()
        self.sheet.addItem("", None)
        self.no_header = QCheckBox()
        self.hidden_cells, self.merged_cells = QComboBox(), QComboBox()
        for value in ("refuse", "read", "skip"):
            self.hidden_cells.addItem("", value)
        for value in ("refuse", "fill", "first"):
            self.merged_cells.addItem("", value)
        self.reading_form = QFormLayout(self.reading)
        self._row(self.reading_form, self.encoding)
        self._row(self.reading_form, self.sheet)
        self.reading_form.addRow(self.no_header)
        self._row(self.reading_form, self.hidden_cells)
        self._row(self.reading_form, self.merged_cells)

    def _build_columns(self) -> None:
        self.columns = QGroupBox()
        self.layout_choice = QComboBox()
        for name in LAYOUTS:
            self.layout_choice.addItem("", name)
        # "no id column": the rows are the items (``--id ROW``), as the reading says of a
        # table without one
        self.id_column, self.annotator_column = ColumnCombo(rows=ROW_NUMBERS), ColumnCombo()
        self.label_column, self.text_column = ColumnCombo(), ColumnCombo()
        self.annotators, self.strata = CheckList(), CheckList()
        # known answers and a model's predictions: read beside the annotators, never as them
        self.gold_column, self.models = ColumnCombo(), CheckList()
        self.columns_form = QFormLayout(self.columns)
        for widget in (self.layout_choice, self.id_column, self.annotators,
                       self.annotator_column, self.label_column, self.text_column,
                       self.gold_column, self.models, self.strata):
            self._row(self.columns_form, widget)

    def _build_labels(self) -> None:
        self.labels = QGroupBox()
        self.schema = QLineEdit()
        self.schema_button = QPushButton()
        self.schema_button.clicked.connect(self.choose_schema)
        self.schema_row = QWidget()
        row = QHBoxLayout(self.schema_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.schema, 1)
        row.addWidget(self.schema_button)
        self.separator = QComboBox()
        self.separator.addItem("", None)
        self.separator.addItem("", "")
        for sep in SEPARATORS:
            self.separator.addItem(sep, sep)
        self.uncertain = QCheckBox()
        self.missing = QLineEdit()
        self.not_missing = QLineEdit()
        self.merge = QCheckBox()
        self.keep_whitespace = QCheckBox()
        self.labels_form = QFormLayout(self.labels)
        self._row(self.labels_form, self.schema_row)
        self._row(self.labels_form, self.separator)
        self.labels_form.addRow(self.uncertain)
        self._row(self.labels_form, self.missing)
        self._row(self.labels_form, self.not_missing)
        self.labels_form.addRow(self.merge)
        self.labels_form.addRow(self.keep_whitespace)

    def _build_tools(self) -> None:
        self.tools = QGroupBox()
        self.tool_note = QLabel()
        self.tool_note.setObjectName("hint")
        self.tool_note.setWordWrap(True)
        self.empty_accept, self.reject = QComboBox(), QComboBox()
        for value in ("missing", "label"):
            self.empty_accept.addItem("", value)
        for value in ("missing", "keep", "label"):
            self.reject.addItem("", value)
        self.question = QLineEdit()
        self.tainted = QCheckBox()
        self.gold = QCheckBox()
        self.repeats = QComboBox()
        for value in REPEATS:
            self.repeats.addItem("", value)
        self.copied_columns = QCheckBox()
        self.tools_form = QFormLayout(self.tools)
        self.tools_form.addRow(self.tool_note)
        self._row(self.tools_form, self.empty_accept)
        self._row(self.tools_form, self.reject)
        self._row(self.tools_form, self.question)
        self.tools_form.addRow(self.tainted)
        self.tools_form.addRow(self.gold)
        self._row(self.tools_form, self.repeats)
        self.tools_form.addRow(self.copied_columns)

    def _row(self, form: QFormLayout, field: QWidget) -> None:
        """A row with a caption (named later by retranslate)."""
        caption = QLabel()
        self.captions[field] = caption
        form.addRow(caption, field)

    def _connect(self) -> None:
        for combo in (self.encoding, self.sheet, self.separator, self.id_column,
                      self.annotator_column, self.label_column, self.text_column,
                      self.gold_column, self.empty_accept, self.reject, self.repeats,
                      self.hidden_cells, self.merged_cells):
            combo.currentIndexChanged.connect(self.changed)
        self.layout_choice.currentIndexChanged.connect(self._layout_changed)
        for box in (self.no_header, self.uncertain, self.merge, self.tainted, self.gold,
                    self.keep_whitespace, self.copied_columns):
            box.toggled.connect(self.changed)
        for edit in (self.schema, self.missing, self.not_missing, self.question):
            edit.editingFinished.connect(self.changed)
        self.annotators.changed.connect(self.changed)
        self.strata.changed.connect(self.changed)
        self.models.changed.connect(self.changed)

    def _layout_changed(self) -> None:
        """Long-layout fields only for long (or detected) layouts, annotator ticks for wide."""
        layout = self.layout_choice.currentData()
        self.annotators.setEnabled(layout in ("auto", "wide"))
        self.annotator_column.setEnabled(layout in ("auto", "long"))
        self.label_column.setEnabled(layout != "wide")
        self.changed.emit()

    def choose_schema(self) -> None:
        """Browse for a JSON or TOML label schema."""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Label schema"), "",
                                              self.tr("Label schema (*.json *.toml)"))
        if name:
            self.schema.setText(name)
            self.changed.emit()

    # -- values ------------------------------------------------------------------------------
    def options(self) -> ImportOptions:
        """The fields as ImportOptions (empty fields: detect)."""
        layout = self.layout_choice.currentData()
        long_ok = layout in ("auto", "long")
        missing = split_values(self.missing.text())
        if self.uncertain.isChecked():
            missing += [v for v in UNCERTAIN if v not in missing]
        return ImportOptions(
            encoding=self.encoding.currentData(), sheet=self.sheet.currentData(),
            header=False if self.no_header.isChecked() else None, layout=layout,
            id_column=self.id_column.value(),
            annotator_column=self.annotator_column.value() if long_ok else None,
            label_column=self.label_column.value() if layout != "wide" else None,
            annotators=(self.annotators.ticked() or None) if layout in ("auto", "wide") else None,
            text_column=self.text_column.value(), gold_column=self.gold_column.value(),
            model_columns=self.models.ticked() or None,
            stratum_columns=self.strata.ticked() or None,
            schema=self.schema.text().strip() or None,
            multi_label_separator=self.separator.currentData(), missing_values=missing,
            label_values=split_values(self.not_missing.text()),
            merge_near_duplicates=self.merge.isChecked(),
            prodigy_empty_accept=self.empty_accept.currentData(),
            prodigy_reject=self.reject.currentData(),
            tool_question=self.question.text().strip() or None,
            exclude_tainted=self.tainted.isChecked(), include_gold=self.gold.isChecked(),
            repeats=self.repeats.currentData(), keep_whitespace=self.keep_whitespace.isChecked(),
            confirm_duplicate_columns=self.copied_columns.isChecked(),
            hidden_cells=self.hidden_cells.currentData(),
            merged_cells=self.merged_cells.currentData())

    def set_options(self, options: ImportOptions) -> None:
        """Fill the fields from ``options`` (columns not yet read are offered as given)."""
        blocked = self.blockSignals(True)
        _choose(self.encoding, options.encoding, add=True)
        _choose(self.sheet, options.sheet, add=True)
        self.no_header.setChecked(options.header is False)
        _choose(self.layout_choice, options.layout)
        self._offer_columns([], options)
        self.schema.setText(str(options.schema) if isinstance(options.schema, str) else "")
        _choose(self.separator, options.multi_label_separator, add=True)
        self.uncertain.setChecked(uncertain_as_missing(options))
        extra = [v for v in options.missing_values if v not in UNCERTAIN]
        self.missing.setText(", ".join(extra))
        self.not_missing.setText(", ".join(options.label_values))
        self.merge.setChecked(options.merge_near_duplicates)
        _choose(self.empty_accept, options.prodigy_empty_accept)
        _choose(self.reject, options.prodigy_reject)
        self.question.setText(options.tool_question or "")
        self.tainted.setChecked(options.exclude_tainted)
        self.gold.setChecked(options.include_gold)
        _choose(self.repeats, options.repeats)
        self.keep_whitespace.setChecked(options.keep_whitespace)
        self.copied_columns.setChecked(options.confirm_duplicate_columns)
        _choose(self.hidden_cells, options.hidden_cells)
        _choose(self.merged_cells, options.merged_cells)
        self.blockSignals(blocked)

    def set_columns(self, columns: Sequence[str], names: Sequence[str] = ()) -> None:
        """Offer the file's columns in every column field, keeping the current choices; a
        long table's annotator ``names`` are offered as models and as gold (there a model or
        a gold reference is a name in the annotator column, not a column)."""
        blocked = self.blockSignals(True)
        self._offer_columns(columns, self.options(), names)
        self.blockSignals(blocked)

    def clear_columns(self) -> None:
        """Forget the columns and the column choices (another file was chosen)."""
        blocked = self.blockSignals(True)
        self._offer_columns([], ImportOptions())
        self.blockSignals(blocked)

    def _offer_columns(self, columns: Sequence[str], options: ImportOptions,
                       names: Sequence[str] = ()) -> None:
        named, self.names = bool(self.names), list(names)
        if named != bool(names):  # the models' caption says columns or annotator names
            self.retranslate()
        golds = [*columns, *[n for n in names if n not in columns]]
        for combo, keep, offered in ((self.id_column, options.id_column, columns),
                                     (self.annotator_column, options.annotator_column, columns),
                                     (self.label_column, options.label_column, columns),
                                     (self.text_column, options.text_column, columns),
                                     (self.gold_column, options.gold_column, golds)):
            combo.set_columns(offered, keep)
        for checks, keep_list, offered in (
                (self.annotators, options.annotators, columns),
                (self.models, options.model_columns, names or columns),
                (self.strata, options.stratum_columns, columns)):
            ticked = list(keep_list or [])
            checks.set_items(list(offered) + [c for c in ticked if c not in offered], ticked)
        self._layout_changed_quietly()

    def _layout_changed_quietly(self) -> None:
        blocked = self.blockSignals(True)
        self._layout_changed()
        self.blockSignals(blocked)

    def set_sheets(self, sheets: Sequence[str]) -> None:
        """Offer a workbook's sheets (the field is off for other formats)."""
        current = self.sheet.currentData()
        blocked = self.sheet.blockSignals(True)
        while self.sheet.count() > 1:
            self.sheet.removeItem(1)
        for name in sheets:
            self.sheet.addItem(name, name)
        _choose(self.sheet, current if current in sheets else None)
        self.sheet.setEnabled(bool(sheets))
        self.sheet.blockSignals(blocked)

    def set_tool(self, tool: str | None) -> None:
        """Say which tool wrote the file (its options apply only to that tool's exports)."""
        self.tool = tool
        self.tool_note.setText(self.tr("Detected: %1 export").replace("%1", tool) if tool else
                               self.tr("No annotation tool export detected; these options "
                                       "apply only to such files."))

    # -- language ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Texts in the current language."""
        FormTexts(self).apply(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _choose(combo: QComboBox, value: object, add: bool = False) -> None:
    """Select the entry whose data is ``value`` (optionally adding it when it is not offered)."""
    index = combo.findData(value)
    if index < 0 and add and value is not None:
        combo.addItem(str(value), value)
        index = combo.count() - 1
    combo.setCurrentIndex(max(index, 0))
