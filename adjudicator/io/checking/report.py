"""The validation report: what the import read, decided, skipped — before any statistic."""

from __future__ import annotations

from collections.abc import Sized
from dataclasses import asdict, dataclass, field
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.coding.grid import Duplicate
from adjudicator.io.coding.labelcode import Unknown
from adjudicator.io.coding.near_duplicates import NearDuplicate
from adjudicator.io.table import TRIMMED, Ragged, Skipped


@dataclass
class FormulaCell:
    """A cell that a spreadsheet would run as a formula (kept as text)."""

    column: str
    row: int
    value: str


@dataclass
class ValidationReport:
    """Everything a lead must know about an import; ``problems`` must be fixed before use."""

    file: str
    format: str
    encoding: str | None = None
    delimiter: str | None = None
    sheet: str | None = None
    layout: str | None = None
    tool: str | None = None
    question: str | None = None  # the question of a tool export that was read
    rows_read: int = 0
    items: int = 0
    annotators: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    missing: dict[str, int] = field(default_factory=dict)
    duplicate_ids: list[Duplicate] = field(default_factory=list)
    blank_ids: list[int] = field(default_factory=list)
    unknown_labels: list[Unknown] = field(default_factory=list)
    ragged_rows: list[Ragged] = field(default_factory=list)
    coverage: dict[int, int] = field(default_factory=dict)  # annotators per item -> items
    single_annotator_items: list[str] = field(default_factory=list)
    single_category_annotators: dict[str, str] = field(default_factory=dict)
    skipped: list[Skipped] = field(default_factory=list)
    missing_values: dict[str, int] = field(default_factory=dict)
    missing_spellings: list[str] = field(default_factory=list)  # all read as no label
    uncertain_labels: dict[str, int] = field(default_factory=dict)
    mapped_values: dict[str, str] = field(default_factory=dict)
    near_duplicates: list[NearDuplicate] = field(default_factory=list)
    multi_label_separator: str | None = None
    multi_label_cells: int = 0
    mojibake: dict[str, str] = field(default_factory=dict)
    formula_cells: list[FormulaCell] = field(default_factory=list)
    duplicate_columns: list[list[str]] = field(default_factory=list)  # ANN_A beside ann_a
    notes: list[str] = field(default_factory=list)
    score_scale: bool = False  # every label is a number: ICC & co. at interval/ratio level

    @property
    def items_rated_by_one(self) -> int:
        """Items only one annotator labelled (they add nothing to agreement)."""
        return self.coverage.get(1, 0)

    @property
    def problems(self) -> list[str]:
        """Things the user must fix or confirm; ``validate`` exits 1 when there are any."""
        ragged = [r for r in self.ragged_rows if r.action != TRIMMED]
        counted: list[tuple[Sized, str]] = [
            (self.duplicate_ids, QT_TRANSLATE_NOOP("Errors", "{n} duplicate id(s)")),
            (self.blank_ids, QT_TRANSLATE_NOOP("Errors", "{n} row(s) without an id")),
            (self.unknown_labels, QT_TRANSLATE_NOOP("Errors",
                                                    "{n} value(s) not in the label schema")),
            (ragged, QT_TRANSLATE_NOOP("Errors", "{n} row(s) with the wrong number of fields")),
            (self.mojibake, QT_TRANSLATE_NOOP("Errors",
                                              "{n} label(s) look garbled by a wrong encoding")),
        ]
        out: list[str] = [Message(what, n=len(found)) for found, what in counted if found]
        out += [Message(QT_TRANSLATE_NOOP("Errors",
                "annotator columns {columns} differ only by case, spaces or a repeat mark: "
                "copies? (confirm to use them as different annotators)"),
                columns=", ".join(map(repr, group))) for group in self.duplicate_columns]
        if len(self.annotators) < 2:
            out.append(Message(QT_TRANSLATE_NOOP("Errors", "fewer than two annotators")))
        elif not any(n >= 2 for n in self.coverage):
            out.append(Message(QT_TRANSLATE_NOOP(
                "Errors", "no item was labelled by two annotators (no overlap)")))
        if not self.labels:
            out.append(Message(QT_TRANSLATE_NOOP("Errors", "no labels found")))
        return out

    @property
    def usable(self) -> bool:
        """True when nothing in ``problems`` stands in the way."""
        return not self.problems

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (dataclasses and dicts), plus the problems list."""
        data = asdict(self)
        data["coverage"] = {str(k): v for k, v in self.coverage.items()}
        data["problems"] = self.problems
        data["usable"] = self.usable
        return data
