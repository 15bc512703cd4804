"""Fill the ValidationReport from what was read (RawTable), arranged (Grid) and coded."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.core.ratings import code_dtype
from adjudicator.core.scores.matrix import scale_values
from adjudicator.io.checking.report import FormulaCell, ValidationReport
from adjudicator.io.coding.grid import Grid
from adjudicator.io.coding.labelcode import Coded
from adjudicator.io.coding.streamed_ids import StreamedIds
from adjudicator.io.readers.encodings import mojibake_of
from adjudicator.io.table import RawTable

FORMULA = re.compile(r"^(=|@|[+\-](?![\d.,\s]*$))")
FORMULA_SCAN_LIMIT = 200_000  # rows; larger files have their labels checked only


def build_report(table: RawTable, grid: Grid, coded: Coded, tool: str | None) -> ValidationReport:
    """Counts, coverage, duplicates, unknown labels, skipped rows and notes in one report."""
    r = coded.ratings
    rep = ValidationReport(table.file, table.format, table.encoding, table.delimiter,
                           table.sheet, grid.layout, tool)
    rep.rows_read = len(table.rows) + sum(1 for s in table.skipped)
    rep.items, rep.annotators, rep.labels = len(r.items), list(r.annotators), list(r.labels)
    _counts(rep, coded)
    rep.duplicate_ids, rep.blank_ids = grid.duplicates, grid.blank_ids
    rep.unknown_labels, rep.ragged_rows = coded.unknown, table.ragged
    rep.skipped = sorted(table.skipped + grid.skipped, key=lambda s: s.row)
    rep.missing_values, rep.uncertain_labels = coded.missing_used, coded.uncertain_kept
    rep.missing_spellings = [v for v in coded.missing_set if v]
    rep.mapped_values, rep.near_duplicates = coded.mapped, coded.near_duplicates
    rep.multi_label_separator = coded.separator if coded.multi_cells else None
    rep.multi_label_cells, rep.mojibake = coded.multi_cells, coded.mojibake
    rep.formula_cells = _formulas(grid, coded)
    rep.question, rep.duplicate_columns = table.question, grid.duplicate_columns
    rep.score_scale = (len(r.labels) >= 3 and scale_values(r.labels) is not None
                       and not coded.multi_cells)
    rep.notes = (table.notes + grid.notes + _garbled_text(grid) + _trimmed(coded)
                 + _score_scale(rep))
    return rep


def _score_scale(rep: ValidationReport) -> list[str]:
    """A note when every label is a number: the column is a score scale, and how to get the
    score statistics (the κ family treats the numbers as categories)."""
    if not rep.score_scale:
        return []
    return [Message(QT_TRANSLATE_NOOP(
        "Errors", "score scale: every label is a number ({low} to {high}, {k} values); at "
        "interval or ratio level (agree --level interval, or the window's scale choice) the "
        "ICC, Lin's concordance, Bland–Altman and MAE/RMSE are given beside the κ family"),
        low=rep.labels[0], high=rep.labels[-1], k=len(rep.labels))]


def _trimmed(coded: Coded) -> list[str]:
    """What trimming the spaces around labels changed (off with keep_whitespace)."""
    if not coded.trimmed:
        return []
    shown = ", ".join(f"{k!r} -> {v!r}" for k, v in list(coded.trimmed.items())[:5])
    more = (Message(QT_TRANSLATE_NOOP("Errors", " and {n} more"), n=len(coded.trimmed) - 5)
            if len(coded.trimmed) > 5 else "")
    return [Message(QT_TRANSLATE_NOOP("Errors", "spaces around labels trimmed: {n} spelling(s) "
                                      "({shown}{more}); --keep-whitespace keeps them as they "
                                      "are"), n=len(coded.trimmed), shown=shown, more=more)]


def _garbled_text(grid: Grid, sample: int = 2000) -> list[str]:
    """A note when texts look like UTF-8 misread as cp1252 (labels are checked separately)."""
    if not grid.text_column or grid.text_column not in grid.extras:
        return []
    values = grid.extras[grid.text_column].head(sample)
    bad = [v for v in values if isinstance(v, str) and mojibake_of(v)]
    if not bad:
        return []
    return [Message(QT_TRANSLATE_NOOP("Errors", "Warning: {n} of the first {of} texts look "
                                      "garbled (UTF-8 read with the wrong encoding?), e.g. "
                                      "{example} -> {fixed}"), n=len(bad), of=len(values),
                    example=repr(bad[0][:40]), fixed=repr(mojibake_of(bad[0])))]


def _counts(rep: ValidationReport, coded: Coded) -> None:
    """Labels per annotator, missing per annotator, coverage and single-category annotators."""
    r = coded.ratings
    codes = r.codes
    for j, name in enumerate(r.annotators):
        col = codes[:, j]
        per = np.asarray(_value_counts(col, r.k - 1), dtype=np.int64)
        rep.counts[name] = {lab: int(n) for lab, n in zip(r.labels, per, strict=True)}
        rep.missing[name] = int((col < 0).sum())
        used = np.flatnonzero(per)
        if len(used) == 1 and per.sum() >= 2:
            rep.single_category_annotators[name] = r.labels[int(used[0])]
    seen = _seen(codes, code_dtype(len(r.annotators) + 1))
    rep.coverage = {k: n for k, n in enumerate(_value_counts(seen, len(r.annotators))) if n}
    ones = np.flatnonzero(seen == 1)[:20]
    rep.single_annotator_items = _some(r.items, ones)


def _seen(codes: npt.NDArray[Any], dtype: Any) -> npt.NDArray[Any]:
    """Labels given to each item, a column at a time (a mask of the whole matrix is one byte a
    cell more)."""
    seen = np.zeros(codes.shape[0], dtype=dtype)
    for j in range(codes.shape[1]):
        seen += codes[:, j] >= 0
    return seen


def _some(items: Sequence[str], at: npt.NDArray[np.intp]) -> list[str]:
    """A few items' ids (ids not held are read again once for all of them)."""
    if isinstance(items, StreamedIds):
        rows = items.rows_of(at)
        return [str(v) for v in items.texts(rows)]
    return [items[i] for i in at]


def _value_counts(values: npt.NDArray[np.signedinteger[Any]], top: int) -> list[int]:
    """How often each of 0 .. top occurs (negative values ignored); for a few values one scan
    each, as ``np.bincount`` would first copy small integers into an 8-byte array."""
    if top > 64:
        return [int(n) for n in np.bincount(values[values >= 0], minlength=top + 1)]
    return [int(np.count_nonzero(values == k)) for k in range(top + 1)]


def _formulas(grid: Grid, coded: Coded) -> list[FormulaCell]:
    """Cells starting like a spreadsheet formula (=, @, + or - before text)."""
    out: list[FormulaCell] = []
    shared = grid.shared
    if shared is not None and not any(isinstance(v, str) and FORMULA.match(v)
                                      for v in shared.categories):
        columns: Sequence[Any] = []  # a long table's values are checked once, not per annotator
    else:
        columns = grid.cells
    for name, col in zip(grid.annotators, columns, strict=False):
        values = col.cat.categories if hasattr(col, "cat") else col.dropna().unique()
        bad = {v for v in values if isinstance(v, str) and FORMULA.match(v)}
        for v in bad:
            pos = np.flatnonzero((col == v).to_numpy())[:1]
            out += [FormulaCell(name, int(row), v) for row in grid.rows_of(
                grid.annotators.index(name), pos)]
    if len(grid.items) > FORMULA_SCAN_LIMIT:
        grid.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "formula-looking cells checked in label columns only (more than {n} "
            "items)"), n=f"{FORMULA_SCAN_LIMIT:,}"))
    else:
        out += _formula_column("id", grid.items, grid.item_rows)
        if grid.text_column and grid.text_column in grid.extras:
            values = grid.extras[grid.text_column].to_numpy(dtype=object)
            out += _formula_column(grid.text_column, values, grid.item_rows)
    del coded
    return out


def _formula_column(
    name: str, values: npt.NDArray[np.object_], rows: npt.NDArray[np.int64]
) -> list[FormulaCell]:
    """Formula-looking cells of one item-level column."""
    return [FormulaCell(name, int(rows[i]), str(v)) for i, v in enumerate(values)
            if isinstance(v, str) and FORMULA.match(v)][:50]
