"""Open any labels file as a Dataset: read, arrange, code, check — and report every step."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.checking.checks import build_report
from adjudicator.io.coding.composite_id import add_key_column
from adjudicator.io.coding.grid import Grid, item_index
from adjudicator.io.coding.labelcode import code_grid
from adjudicator.io.coding.layouts import choose_layout, long_grid, wide_grid
from adjudicator.io.coding.schema import LabelSchema, load_schema
from adjudicator.io.coding.shared import raw_values
from adjudicator.io.coding.streamed_ids import StreamedIds
from adjudicator.io.dataset import Dataset, Deferred
from adjudicator.io.inference import infer_reading
from adjudicator.io.inference.shape import counted_annotators
from adjudicator.io.marked import (
    marked_note,
    marked_reading,
    marked_roles,
    split_gold,
    split_models,
)
from adjudicator.io.narrow import Narrowing, without_unread
from adjudicator.io.options import ImportOptions, Progress, report_progress, scaled
from adjudicator.io.readers.encodings import TRY_OTHER
from adjudicator.io.sources import open_path
from adjudicator.io.table import Opened, RawTable, drop_empty_rows


def load_dataset(
    path: str | Path,
    *,
    id_column: str | None = None,
    annotators: Sequence[str] | None = None,
    labels: Sequence[object] | None = None,
    options: ImportOptions | None = None,
    progress: Progress | None = None,
) -> Dataset:
    """Read a labels file (or folder) into coded ratings plus its ValidationReport.

    Raises InputError (file, row, column, expected, hint) when the input cannot be used at
    all, and io.options.Cancelled when ``progress`` returns False. Everything else — skipped
    rows, unknown labels, duplicates — is kept in ``Dataset.report``.
    """
    opts = replace(options or ImportOptions())
    if id_column:
        opts.id_column = id_column
    if annotators:
        opts.annotators = list(annotators)
    schema = _schema(opts.schema, labels)
    src = Path(path)
    refuse_special_file(src)
    report_progress(progress, 0.0, Message(QT_TRANSLATE_NOOP("Errors", "reading {name}"),
                                             name=src.name))
    narrowing = Narrowing(opts) if opts.statistics_only and src.is_file() else None
    if narrowing is not None:
        opts = replace(opts, choose_columns=narrowing)
    opened = _open(src, opts, progress)
    table, opts = opened.table, replace(opened.options, choose_columns=None)
    report_progress(progress, 0.6, Message(QT_TRANSLATE_NOOP("Errors", "read {rows} rows"),
                                             rows=len(table.frame)))
    try:
        drop_empty_rows(table)
        reading = (narrowing.reading if narrowing is not None
                   and (table.unread or table.streamed_ids is not None)
                   else infer_reading(table, opts))  # columns not held: from the first rows
        if reading is not None:  # the roles inferred on evidence, each said with its reason
            table.notes += reading.reasons
            opts = without_unread(reading.apply(opts), table)
        reading = marked_reading(reading, opts)
        opts = marked_roles(opts)
        table.frame = add_key_column(table.frame, opts.id_column, table.file)
        grid = _arrange(table, opts)
        if grid.extras is not table.frame and grid.layout == "wide":
            table.frame = table.frame.iloc[:0]  # the grid holds the rows kept: cells once
        report_progress(progress, 0.75, "coding labels")
        coded = code_grid(grid, schema, opts)
    except InputError as exc:
        raise _other_tables(exc, table) from None
    report_progress(progress, 0.9, "checking")
    humans, models = split_models(coded.ratings, opts.model_columns)
    without_gold = split_gold(humans, opts.gold_column)
    report = build_report(table, grid, replace(coded, ratings=without_gold), opened.tool)
    report.notes += marked_note(list(models), opts.gold_column)  # chosen, not found
    report.notes = counted_annotators(
        report.notes, len(without_gold.annotators),
        lambda: _judgments(without_gold.codes) / max(len(without_gold.items), 1))
    humans = without_gold
    items = _without_rows(grid)
    frame = Deferred(lambda: _item_frame(items))  # made when read: agree never reads it
    report_progress(progress, 1.0, "done")
    texts = (reading.text_columns if reading is not None
             else list(opts.extra.get("text_columns") or grid.text_columns))  # type: ignore[call-overload]
    texts = [c for c in texts if c not in table.unread]
    return Dataset(humans, frame, opened.files or [src],
                   text_column=(reading.text_column if reading is not None
                                and reading.text_column not in table.unread
                                else texts[0] if texts else grid.text_column),
                   text_columns=texts, stratum_columns=grid.stratum_columns,
                   report=report, label_sets=coded.label_sets,
                   level=schema.level if schema else "nominal", reading=reading,
                   gold_column=opts.gold_column or (reading.gold_column if reading is not None
                                                    else _gold(opts)),
                   model_codes=models)


#: what a workbook's error adds when other sheets hold a table (after the error's own hint)
OTHER_TABLES = QT_TRANSLATE_NOOP("Errors", "{before}; the sheet {sheet} was read as the first "
                                 "sheet with a table, and {tables} also hold(s) a table: "
                                 "choose one with --sheet")
ONLY_OTHER_TABLES = QT_TRANSLATE_NOOP("Errors", "The sheet {sheet} was read as the first sheet "
                                      "with a table, and {tables} also hold(s) a table: choose "
                                      "one with --sheet")


def _other_tables(exc: InputError, table: RawTable) -> InputError:
    """A workbook's sheet picked unasked that cannot be read as labels: the error also names
    the other sheets that hold a table (the first one may be a glossary or instructions)."""
    if not table.other_tables or table.sheet is None:
        return exc
    before = Message(exc.hint, **exc.args_) if exc.hint else ""
    exc.args_ = {**exc.args_, "before": before, "sheet": repr(table.sheet),
                 "tables": ", ".join(map(repr, table.other_tables))}
    exc.hint = OTHER_TABLES if exc.hint else ONLY_OTHER_TABLES
    return exc


def refuse_special_file(src: Path) -> None:
    """Only regular files (and folders of them) are read: a FIFO would block for ever and a
    device would never end, so either is refused before it is opened."""
    import stat

    try:
        mode = src.stat().st_mode
    except OSError:
        return  # the reader says what is wrong with a missing or unreadable path
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "not a regular file (a FIFO, a socket or a device is never read)"),
                         file=str(src), expected=QT_TRANSLATE_NOOP("Errors",
                             "a labels file or a folder of them"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Save the data to an ordinary file and open that"))


def _open(src: Path, opts: ImportOptions, progress: Progress | None) -> Opened:
    """``open_path``, with any decoding failure a reader did not locate itself turned into an
    InputError naming the file and the encoding (never a bare UnicodeError)."""
    try:
        return open_path(src, opts, scaled(progress, 0.0, 0.6))
    except UnicodeError as exc:
        name = getattr(exc, "encoding", None) or opts.encoding or Message(
            QT_TRANSLATE_NOOP("Errors", "the detected encoding"))
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the text cannot be decoded as {name} "
                                           "({why})"), args={"name": name, "why": exc},
                         file=src.name, expected=QT_TRANSLATE_NOOP("Errors", "{name} text"),
                         hint=TRY_OTHER) from None


def _schema(given: object, labels: Sequence[object] | None) -> LabelSchema | None:
    """The schema object, a schema file, or a bare list of labels."""
    if isinstance(given, LabelSchema):
        return given
    if isinstance(given, str | Path):
        return load_schema(given)
    if labels is not None:
        return LabelSchema(tuple(str(v) for v in labels))
    return None


def _arrange(table: RawTable, opts: ImportOptions) -> Grid:
    """Wide or long, as detected or chosen."""
    layout = choose_layout(table, opts)
    if layout == "long":
        return long_grid(table, opts)
    names = list(opts.annotators) if opts.annotators else None
    return wide_grid(table, opts, names)


def _judgments(codes: Any) -> int:
    """Cells given a label, a column at a time (not a mask of the whole matrix)."""
    import numpy as np

    return sum(int(np.count_nonzero(codes[:, j] >= 0)) for j in range(codes.shape[1]))


def _gold(opts: ImportOptions) -> str | None:
    """The gold column a reader found (a disaggregated-label file's ``hard_label``)."""
    gold = opts.extra.get("gold_column")
    return gold if isinstance(gold, str) else None


def _without_rows(grid: Grid) -> Grid:
    """The grid as the item frame needs it: without the spreadsheet row of each item and
    judgment (8 to 16 bytes each, kept for the import's messages, which are written by now),
    so that the dataset does not hold them for as long as it lives."""
    import numpy as np

    return replace(grid, item_rows=np.zeros(0, dtype=np.int64), cell_rows=None)


def _item_frame(grid: Grid):  # type: ignore[no-untyped-def]
    """Item-level columns plus each annotator's raw values, indexed by item id."""
    import pandas as pd

    frame = grid.extras
    raw = _raw_values(grid)
    if raw is not None and len(raw.columns) and not len(frame.columns):
        frame = raw  # no item column to join: not a copy of every cell through concat
    elif raw is not None and len(raw.columns):
        frame = pd.concat([frame.reset_index(drop=True), raw], axis=1)
    frame.index = item_index(grid.items, grid.id_column or "item")
    if isinstance(grid.items, StreamedIds) and grid.id_column in frame.columns:
        frame[grid.id_column] = frame.index.array  # the ids, not their blank marks
    return frame


def _raw_values(grid: Grid):  # type: ignore[no-untyped-def]
    """Each annotator's raw values as columns (those not named like an item column), from a
    long table's matrix in one step when it can (text labels, names unique)."""
    import pandas as pd

    keep = [j for j, n in enumerate(grid.annotators) if n not in grid.extras.columns]
    names = [grid.annotators[j] for j in keep]
    if not keep:
        return None
    values = raw_values(grid.shared) if grid.shared is not None else None
    if values is not None and len(set(names)) == len(names):
        return pd.DataFrame(values[:, keep] if len(keep) < values.shape[1] else values,
                            columns=names, copy=False)
    return pd.DataFrame({n: grid.cells[j].to_numpy() for j, n in zip(keep, names, strict=True)})
