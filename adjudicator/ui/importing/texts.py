"""The import form's words: group titles, field labels, entries and tool tips, in the
current language (translation context "FormTexts")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox, QWidget

#: the import form (ui.import_form, which imports this module: naming its class here would
#: make a circle), read only for its widgets
ImportForm = Any


def _label(form: ImportForm, field: QWidget, text: str) -> None:
    """Name the row of ``field`` (the form keeps each row's caption)."""
    form.captions[field].setText(text)


def _entries(combo: QComboBox, texts: dict[object, str]) -> None:
    """Rename the entries whose data is a key of ``texts``."""
    for i in range(combo.count()):
        data = combo.itemData(i)
        if data in texts:
            combo.setItemText(i, texts[data])


class FormTexts(QObject):
    """Holds the form's words (their translation context is this class's name)."""

    def apply(self, f: ImportForm) -> None:
        """Every text of the form."""
        self._reading(f)
        self._columns(f)
        self._labels(f)
        self._tools(f)

    def _reading(self, f: ImportForm) -> None:
        f.reading.setTitle(self.tr("Reading the file"))
        _label(f, f.encoding, self.tr("Encoding:"))
        f.encoding.setItemText(0, self.tr("Detect (UTF-8, BOM, GB18030, Big5, Shift JIS, EUC-KR)"))
        with_bom = f.encoding.findData("utf-8-sig")
        f.encoding.setItemText(with_bom, self.tr("UTF-8 with BOM"))  # the other names are codes
        _label(f, f.sheet, self.tr("Sheet:"))
        f.sheet.setItemText(0, self.tr("First sheet with data"))
        f.no_header.setText(self.tr("The first row is data (no header row)"))
        _label(f, f.hidden_cells, self.tr("Excel hidden rows and columns:"))
        _entries(f.hidden_cells, {"refuse": self.tr("Refuse, name them (default)"),
                                  "read": self.tr("Read them as data"),
                                  "skip": self.tr("Leave them out")})
        _label(f, f.merged_cells, self.tr("Excel merged cells:"))
        _entries(f.merged_cells, {"refuse": self.tr("Refuse, name them (default)"),
                                  "fill": self.tr("Every cell takes the merge's value"),
                                  "first": self.tr("Only the first cell holds it")})

    def _columns(self, f: ImportForm) -> None:
        f.columns.setTitle(self.tr("Columns"))
        _label(f, f.layout_choice, self.tr("Layout:"))
        _entries(f.layout_choice, {
            "auto": self.tr("Detect"), "wide": self.tr("Wide: one column per annotator"),
            "long": self.tr("Long: one row per judgment"),
            "per-annotator": self.tr("One file per annotator (a folder)")})
        for combo, text in ((f.id_column, self.tr("Item id:")), (f.text_column, self.tr("Text:")),
                            (f.annotator_column, self.tr("Annotator column:")),
                            (f.gold_column, self.tr("Gold / reference:")),
                            (f.label_column, self.tr("Label column:"))):
            _label(f, combo, text)
            combo.set_detect_text(self.tr("Detect"))
        f.id_column.set_rows_text(self.tr("No id column: each row is an item"))
        _label(f, f.annotators, self.tr("Annotator columns:"))
        f.annotators.setToolTip(self.tr("Wide layout: tick the columns that hold labels "
                                        "(none ticked: detect)."))
        f.gold_column.setToolTip(self.tr("A column of known answers: each annotator is scored "
                                         "against it, and it never counts as an annotator "
                                         "(Detect: a column named like label, gold or final "
                                         "holding the annotators' labels). In a long table "
                                         "it may also be an annotator name whose labels are "
                                         "the known answers."))
        _label(f, f.models, self.tr("Models (annotator names):") if f.names
               else self.tr("Model predictions:"))
        f.models.setToolTip(self.tr("Tick the columns of a model's or an LLM's predictions "
                                    "(in a long table: the annotator names that are a model): "
                                    "each is compared with the annotators (κ, the "
                                    "alternative-annotator test) and never counts in their "
                                    "agreement (none ticked: no model)."))
        _label(f, f.strata, self.tr("Strata:"))
        f.strata.setToolTip(self.tr("Columns to break the agreement down by, such as source "
                                    "or batch (none ticked: detect)."))
        f.annotator_column.setToolTip(self.tr("Long layout: the column that names the "
                                              "annotator."))
        f.label_column.setToolTip(self.tr("Long layout (or one file per annotator): the "
                                          "column that holds the label."))

    def _labels(self, f: ImportForm) -> None:
        f.labels.setTitle(self.tr("Labels"))
        _label(f, f.schema_row, self.tr("Schema:"))
        f.schema.setPlaceholderText(self.tr("none: labels as found"))
        f.schema_button.setText(self.tr("Browse…"))
        _label(f, f.separator, self.tr("Multi-label separator:"))
        f.separator.setItemText(0, self.tr("Detect"))
        f.separator.setItemText(1, self.tr("Never split cells"))
        f.uncertain.setText(self.tr("Treat 无法判断, 不确定, unsure… as missing"))
        f.uncertain.setToolTip(self.tr("Off (the default): such values are kept as a label "
                                       "of their own and counted in the report."))
        _label(f, f.missing, self.tr("Also missing:"))
        f.missing.setPlaceholderText(self.tr("values separated by commas"))
        _label(f, f.not_missing, self.tr("Not missing:"))
        f.not_missing.setPlaceholderText(self.tr("real labels among the missing spellings, "
                                                 "e.g. -, ?"))
        f.not_missing.setToolTip(self.tr("The report lists every spelling read as no label "
                                         "(null, n/a, 空, 缺失, ?…); values written here stay "
                                         "labels."))
        f.merge.setText(self.tr("Merge spellings that differ by case, width, spaces or 繁/简"))
        f.keep_whitespace.setText(self.tr("Keep spaces around labels ('pos ' differs from "
                                          "'pos')"))
        f.keep_whitespace.setToolTip(self.tr("Off (the default): spaces around labels are "
                                             "trimmed and the report says which."))

    def _tools(self, f: ImportForm) -> None:
        f.tools.setTitle(self.tr("Annotation tool exports"))
        _label(f, f.empty_accept, self.tr("Prodigy, nothing accepted:"))
        _entries(f.empty_accept, {"missing": self.tr("Missing (default)"),
                                  "label": self.tr("The label '(none)'")})
        _label(f, f.reject, self.tr("Prodigy, answer 'reject':"))
        _entries(f.reject, {"missing": self.tr("Missing (default)"),
                            "keep": self.tr("Keep the chosen options"),
                            "label": self.tr("The label 'reject'")})
        _label(f, f.question, self.tr("Question to read:"))
        f.question.setPlaceholderText(self.tr("Label Studio / Potato: first one found"))
        f.question.setToolTip(f.question.placeholderText())
        f.tainted.setText(self.tr("Figure Eight: leave out judgments flagged as tainted"))
        f.gold.setText(self.tr("Figure Eight / Toloka: keep test-question (gold) and "
                               "control-task judgments"))
        f.gold.setToolTip(self.tr("Off (the default): judgments of test questions are left "
                                  "out and counted in the report."))
        _label(f, f.repeats, self.tr("Same annotator, same item twice:"))
        _entries(f.repeats, {"refuse": self.tr("Refuse, list both (default)"),
                             "first": self.tr("Keep the first"),
                             "last": self.tr("Keep the last")})
        f.copied_columns.setText(self.tr("Allow annotator columns named alike (ann_a, ANN_A)"))
        f.copied_columns.setToolTip(self.tr("Off (the default): columns whose names differ "
                                            "only by case or spaces are named as probable "
                                            "copies and must be confirmed."))
        f.set_tool(f.tool)
