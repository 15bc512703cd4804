"""What the user can choose about an import, and how a long import reports progress or stops."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

#: progress(fraction in [0, 1], message) -> False to cancel the import
Progress = Callable[[float, str], bool]

Layout = Literal["auto", "wide", "long", "per-annotator"]
EmptyAccept = Literal["missing", "label"]
RejectRule = Literal["missing", "keep", "label"]
CsvEngine = Literal["auto", "pandas"]
Repeats = Literal["refuse", "first", "last"]
HiddenRule = Literal["refuse", "read", "skip"]  # hidden rows and columns of a worksheet
MergedRule = Literal["refuse", "fill", "first"]  # merged cells of a worksheet


class Cancelled(Exception):  # noqa: N818 - the user's word for it
    """The progress callback returned False: the import stopped and nothing was loaded."""


@dataclass
class ImportOptions:
    """Choices for one import; every ``None`` means "detect it and say what was detected"."""

    format: str | None = None  # csv, tsv, xlsx, jsonl, json, parquet, or a tool name
    encoding: str | None = None
    sheet: str | int | None = None
    layout: Layout = "auto"
    header: bool | None = None  # None: detect a missing header row
    id_column: str | None = None
    annotator_column: str | None = None  # long layout
    label_column: str | None = None  # long layout
    annotators: Sequence[str] | None = None  # wide layout: which columns hold labels
    text_column: str | None = None
    # a column of known answers (never an annotator; None: the reading's reference column)
    gold_column: str | None = None
    # columns of a model's predictions: coded with the annotators, then kept out of them
    model_columns: Sequence[str] | None = None
    stratum_columns: Sequence[str] | None = None
    schema: object = None  # a LabelSchema, or a path to a JSON/TOML schema file
    multi_label_separator: str | None = None  # None: detect; "": never split cells
    missing_values: Sequence[str] = ()  # extra values that mean "no label"
    label_values: Sequence[str] = ()  # values that look like "missing" but are real labels
    merge_near_duplicates: bool = False  # apply the suggested aliases (case, width, spaces…)
    prodigy_empty_accept: EmptyAccept = "missing"
    prodigy_reject: RejectRule = "missing"
    tool_question: str | None = None  # Label Studio from_name / Potato scheme to read
    exclude_tainted: bool = False  # Figure Eight: drop judgments flagged _tainted
    include_gold: bool = False  # Figure Eight _golden / Toloka GOLDEN: judgments kept
    repeats: Repeats = "refuse"  # a second judgment of one item by one annotator
    keep_whitespace: bool = False  # False: labels are trimmed of surrounding spaces (noted)
    confirm_duplicate_columns: bool = False  # use annotator columns that repeat another's name
    hidden_cells: HiddenRule = "refuse"  # xlsx: refuse names them; read or skip them (noted)
    merged_cells: MergedRule = "refuse"  # xlsx: refuse names them; fill each cell, or first only
    csv_engine: CsvEngine = "auto"  # auto: pyarrow.csv when it can; pandas: never pyarrow.csv
    memory_limit: int | None = None  # bytes a read may need (None: io.readers.budget's default)
    # a large CSV: read only the columns the statistics use (id, annotators, gold, item fields
    # and ``also_read``), its roles inferred from its first rows; for paths that never show
    # or write text (``agree``), never the window's or an export's (``io.narrow``)
    statistics_only: bool = False
    also_read: Sequence[str] = ()  # with statistics_only: columns read as well (agree --by)
    # set by io.load for statistics_only: the first rows' table -> the columns to read (None:
    # every column)
    choose_columns: Callable[[object], Sequence[str] | None] | None = None
    # with statistics_only: a large CSV's item ids are checked as they stream in and not held
    # (read again from the file when asked for: ``io.coding.streamed_ids``); for ``agree``
    ids_unheld: bool = False
    extra: dict[str, object] = field(default_factory=dict)


def report_progress(progress: Progress | None, fraction: float, message: str) -> None:
    """Tell the caller how far the import is; raise ``Cancelled`` when it says stop."""
    if progress is not None and progress(min(max(fraction, 0.0), 1.0), message) is False:
        raise Cancelled(message)


def scaled(progress: Progress | None, start: float, end: float) -> Progress | None:
    """A callback for one stage: its fractions 0..1 become ``start``..``end`` of the whole."""
    if progress is None:
        return None
    outer = progress

    def inner(fraction: float, message: str) -> bool:
        return outer(start + (end - start) * min(max(fraction, 0.0), 1.0), message)
    return inner
