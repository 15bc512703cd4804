"""Exports of annotation tools, recognised by their shape and turned into long tables."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from adjudicator.io.table import RawTable, Skipped, cell_text

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


def detect_records(records: list[dict[str, Any]]) -> str | None:
    """Which tool wrote these JSON records, if any."""
    from adjudicator.io.tools import (
        argilla,
        doccano,
        label_studio,
        label_studio_table,
        potato,
        prodigy,
        sagemaker,
    )

    if not records:
        return None
    for name, detect in (("prodigy", prodigy.detect), ("label_studio", label_studio.detect),
                         ("label_studio_min", label_studio_table.detect_records),
                         ("potato", potato.detect), ("potato_state", potato.detect_state),
                         ("doccano", doccano.detect), ("argilla", argilla.detect),
                         ("sagemaker", sagemaker.detect),
                         ("sagemaker_manifest", sagemaker.detect_manifest)):
        if detect(records):
            return name
    return None


def detect_table(columns: list[str]) -> str | None:
    """Which tool wrote this CSV/TSV header, if any."""
    from adjudicator.io.tools import (
        argilla,
        figure_eight,
        label_studio_table,
        mturk,
        potato,
        toloka,
    )

    if figure_eight.detect(columns):
        return "figure_eight"
    if potato.detect_table(columns):
        return "potato"
    if label_studio_table.detect(columns):
        return "label_studio"
    if mturk.detect(columns):
        return "mturk"
    if toloka.detect(columns):
        return "toloka"
    if argilla.detect_columns(columns):
        return "argilla"
    return None
