"""The long rows a tool's export yields (item, annotator, label, text, extras), and the table
with its long-layout roles that every tool's rows become."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import wraps

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import Opened, RawTable, Skipped, cell_text

ITEM, ANNOTATOR, LABEL, TEXT = "item", "annotator", "label", "text"


@dataclass
class Judgments:
    """Long rows (item, annotator, label, text, extras) collected from a tool export."""

    tool: str
    file: str
    format: str
    rows: list[dict[str, object]] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    question: str | None = None  # the question (column, from_name, scheme) that was read

    def add(self, number: int, item: object, annotator: object, label: object,
            text: object = None, **extra: object) -> None:
        """One judgment; a list of labels becomes a label set."""
        if isinstance(label, list | tuple):
            label = label[0] if len(label) == 1 else (list(label) or None)
        row = {ITEM: cell_text(item), ANNOTATOR: cell_text(annotator), LABEL: cell_text(label),
               TEXT: cell_text(text)}
        row.update({k: cell_text(v) for k, v in extra.items()})
        self.rows.append(row)
        self.numbers.append(number)

    def table(self) -> RawTable:
        """The judgments as a long RawTable."""
        import pandas as pd

        frame = pd.DataFrame(self.rows, columns=_columns(self.rows), dtype=object)
        out = RawTable(frame, np.asarray(self.numbers, dtype=np.int64), self.file, self.format)
        out.skipped = list(self.skipped)
        out.notes = list(self.notes)
        out.question = self.question
        return out


def _columns(rows: list[dict[str, object]]) -> list[str]:
    """Standard columns first, then extras in first-seen order."""
    cols = [ITEM, ANNOTATOR, LABEL, TEXT]
    for row in rows:
        cols.extend(k for k in row if k not in cols)
    return cols


def opened_from(judged: Judgments, options: ImportOptions, source: RawTable | None) -> Opened:
    """A tool's long rows as a table, with the long-layout roles set (``source``: the table
    the rows were read from, whose encoding, delimiter, format and notes they keep)."""
    table = judged.table()
    if judged.question:
        table.question = judged.question
    if source is not None:
        table.encoding, table.delimiter = source.encoding, source.delimiter
        table.notes = source.notes + table.notes
        table.format = source.format
    if len(table.frame) == 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the {tool} export holds no judgments"),
                         args={"tool": judged.tool}, file=judged.file,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export again after annotators have submitted work"))
    text = TEXT if table.frame[TEXT].notna().any() else None
    roles = replace(options, layout="long", id_column=ITEM, annotator_column=ANNOTATOR,
                    label_column=LABEL, text_column=options.text_column or text)
    if text is None:
        table.frame = table.frame.drop(columns=[TEXT])
    return Opened(table, judged.tool, roles)


TableRead = Callable[[RawTable, ImportOptions], Judgments]


def table_opener(read: TableRead) -> Callable[[RawTable, ImportOptions], Opened]:
    """A reader of a tool's table as the registry takes it: the judgments it reads from the
    table, opened with the long-layout roles (the table's encoding and notes kept); named as
    the tool's reader, which it wraps."""

    @wraps(read)
    def open_table(table: RawTable, options: ImportOptions) -> Opened:
        return opened_from(read(table, options), options, table)

    return open_table
