"""Wide (id + one column per annotator) and long (id, annotator, label) tables into a Grid."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.coding import roles
from adjudicator.io.coding.grid import Duplicate, Grid, Items, JudgmentRows
from adjudicator.io.coding.streamed_ids import StreamedIds
from adjudicator.io.inference.reading import ROW_NUMBERS
from adjudicator.io.options import ImportOptions
from adjudicator.io.readers.arrowframe import is_arrow_text
from adjudicator.io.table import BLANK_ID, RawTable, Skipped

if TYPE_CHECKING:
    import pandas as pd

#: why a row of a table is skipped (the details) and the group it is counted in
DUPLICATE = Message(QT_TRANSLATE_NOOP("Errors", "duplicate id"))
DUPLICATE_ID = QT_TRANSLATE_NOOP("Errors", "duplicate id {id} (first on row {first})")
BLANK_ANNOTATOR = Message(QT_TRANSLATE_NOOP("Errors", "blank annotator"))
REPEATED = Message(QT_TRANSLATE_NOOP("Errors", "repeated judgment"))
REPEATED_KEPT = {
    "first": QT_TRANSLATE_NOOP("Errors", "repeated judgment of {what} ({where}; rule {rule}: "
                               "the first kept)"),
    "last": QT_TRANSLATE_NOOP("Errors", "repeated judgment of {what} ({where}; rule {rule}: "
                              "the last kept)"),
}


def choose_layout(table: RawTable, options: ImportOptions) -> str:
    """Long when asked or when annotator and label columns are named; otherwise wide."""
    if options.layout in ("wide", "long"):
        return options.layout
    if options.annotator_column or options.label_column:
        return "long"
    cols = [str(c) for c in table.frame.columns]
    if roles.find_named(cols, roles.ANNOTATOR_NAMES) and roles.find_named(cols, roles.LABEL_NAMES):
        return "long"
    return "wide"


def _empty_check(table: RawTable) -> None:
    """A table without data rows cannot be rated."""
    if len(table.frame) == 0 and table.skipped:
        first = table.skipped[0]
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no usable data rows: all {n} were "
                                           "skipped (first: {reason})"),
                         args={"n": len(table.skipped), "reason": first.reason},
                         file=table.file, row=first.row,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "rows with as many fields as the header"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Check the delimiter and the header row"))
    if len(table.frame) == 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the file has a header but no data rows"), file=table.file, row=2,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "one row per item (wide) or per judgment (long)"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export the labels again, including the data rows"))


def wide_grid(table: RawTable, options: ImportOptions, annotators: list[str] | None) -> Grid:
    """One row per item: id column, annotator columns, and item-level extra columns."""
    _empty_check(table)
    frame = table.frame
    cols = [str(c) for c in frame.columns]
    id_col = _wide_id(table, options, cols, annotators or [])
    streamed = table.streamed_ids
    if streamed is not None and id_col == streamed.column:  # ids not held
        ids = streamed if len(streamed) == len(frame) else streamed.at_rows(table.rows)
        keep, blank, dups = _streamed_unique(ids, frame[id_col], table.rows)
    else:
        ids = _id_values(frame, id_col, table.rows)
        keep, blank, dups = _unique_ids(ids, table.rows)
    text = roles.text_column(frame, [id_col] if id_col else [], options.text_column, table.file)
    taken = [c for c in (id_col, text) if c]
    strata = roles.stratum_columns(cols, taken, options.stratum_columns, table.file)
    texts = roles.text_columns(frame, text, taken + strata + list(annotators or []))
    raters = _wide_annotators(frame, cols, taken + strata + texts, annotators, table.file)
    texts = [c for c in texts if c not in raters]
    text = text or (texts[0] if texts else None)
    whole = bool(keep.all())  # no copies of the id and row arrays in the common case
    sub = frame if whole else _rows_kept(frame, keep)
    grid = Grid(ids if whole else _kept(ids, keep), raters, [sub[c] for c in raters],
                table.rows if whole else table.rows[keep], sub, "wide",
                id_column=id_col, text_column=text, stratum_columns=strata)
    grid.blank_ids = blank
    grid.duplicates = dups
    grid.text_columns = texts
    _copied_columns(grid, options)
    others = [c for c in cols if c not in raters and c != id_col]
    marked = {*(options.model_columns or ()), options.gold_column}  # read as annotators,
    counted = [c for c in raters if c not in marked]  # then taken out (io.marked)
    ids = repr(id_col) if id_col else Message(QT_TRANSLATE_NOOP("Errors", "(row numbers)"))
    grid.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "wide layout: id {id}, annotator "
                                                "columns {raters}; kept as item columns: "
                                                "{others}") if others else
                              QT_TRANSLATE_NOOP("Errors", "wide layout: id {id}, annotator "
                                                "columns {raters}"),
                              id=ids, raters=", ".join(counted), others=", ".join(others)))
    grid.skipped = [Skipped(r, BLANK_ID) for r in blank] + [
        Skipped(d.row, Message(DUPLICATE_ID, id=repr(d.key), first=d.first_row),
                DUPLICATE) for d in dups]
    return grid


def _column_key(name: str) -> str:
    """A column name without case, spaces or the ``(2)`` a reader adds to a repeated name."""
    import re

    return re.sub(r"\s+", "", re.sub(r"\s*\(\d+\)$", "", name)).casefold()


def _copied_columns(grid: Grid, options: ImportOptions) -> None:
    """Annotator columns whose names differ only by case, spaces or a repeat mark (``ANN_A``
    beside ``ann_a``, ``a`` beside ``a (2)``) are probably one annotator's column copied: a
    problem to confirm, never silently another rater."""
    groups: dict[str, list[str]] = {}
    for name in grid.annotators:
        groups.setdefault(_column_key(name), []).append(name)
    found = [g for g in groups.values() if len(g) > 1]
    if not found:
        return
    if options.confirm_duplicate_columns:
        grid.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "annotator columns that differ "
                                  "only by case, spaces or a repeat mark were used as different "
                                  "annotators (confirmed): {groups}"),
                                  groups="; ".join(", ".join(g) for g in found)))
    else:
        grid.duplicate_columns = found


def _wide_id(table: RawTable, options: ImportOptions, cols: list[str],
             annotators: list[str]) -> str | None:
    """The user's id column, a column named like an id, or the first column (None: row
    numbers). A column the user named as an annotator's is never the id: when every column
    is one (R irr's shape, ``--annotators`` naming them all), the rows are the items."""
    if options.id_column == ROW_NUMBERS and ROW_NUMBERS not in cols:
        return None  # --id ROW: the items are the rows
    if options.id_column:
        return roles.require_column(cols, options.id_column, "id", table.file)
    if not table.header:
        return None
    free = [c for c in cols if c not in annotators]
    named = roles.find_named(free, roles.ID_NAMES) if free else None
    if named:
        return named
    return cols[0] if cols[0] not in annotators else None


def _id_values(frame: pd.DataFrame, id_col: str | None, rows: npt.NDArray[Any]) -> Items:
    """Ids as an object array of str (NaN/None where blank), or Arrow-backed strings kept so."""
    if id_col is None:
        return rows.astype(str).astype(object)
    col = frame[id_col]
    if hasattr(col, "cat"):
        return col.astype(object).to_numpy()
    if is_arrow_text(col):
        return col.array  # no Python string per id
    return col.to_numpy(dtype=object, copy=False)


def _unique_ids(
    ids: Items, rows: npt.NDArray[Any]
) -> tuple[npt.NDArray[Any], list[int], list[Duplicate]]:
    """Mask of rows kept (first of each id, no blanks), blank-id rows, and duplicates."""
    import pandas as pd

    series = pd.Series(ids, dtype=object if isinstance(ids, np.ndarray) else None, copy=False)
    blank = series.isna().to_numpy()  # readers turn blank and whitespace-only cells into NaN
    if not blank.any() and _strictly_increasing(ids):  # sorted ids: unique without hashing
        return np.ones(len(ids), dtype=bool), [], []
    if is_arrow_text(ids):  # no Python string (nor pandas hash table) per id
        from adjudicator.io.coding.unique_ids import repeated

        dup = repeated(ids, blank)
    else:
        dup = series.duplicated(keep="first").to_numpy() & ~blank
    if not blank.any() and not dup.any():  # the common case
        return np.ones(len(ids), dtype=bool), [], []
    keep = ~blank & ~dup
    return keep, [int(r) for r in rows[blank]], _duplicates(series, keep, dup, rows)


def _streamed_unique(
    ids: StreamedIds, marks: pd.Series, rows: npt.NDArray[Any]
) -> tuple[npt.NDArray[Any], list[int], list[Duplicate]]:
    """``_unique_ids`` of ids not held (``marks``: the frame's column, missing where the id
    is): the same rows kept, blank and repeated, the repeated ids read again."""
    blank = marks.isna().to_numpy()
    dup, repeats = ids.repeated()
    if not blank.any() and not dup.any():
        return np.ones(len(ids), dtype=bool), [], []
    return (~blank & ~dup, [int(r) for r in rows[blank]],
            [Duplicate(text, int(rows[first]), int(rows[item])) for item, text, first in repeats])


def _rows_kept(frame: pd.DataFrame, keep: npt.NDArray[Any]) -> pd.DataFrame:
    """``frame[keep].reset_index(drop=True)`` a column at a time: pandas turns the mask into
    8-byte row positions, and its index into another such array (212 MB at 13 million rows),
    where each column takes the mask itself."""
    import pandas as pd

    out = pd.DataFrame({c: frame[c].array[keep] for c in frame.columns}, copy=False)
    out.columns = frame.columns
    return out


def _kept(ids: Items, keep: npt.NDArray[Any]) -> Items:
    """The ids of the rows kept."""
    return ids.select(keep) if isinstance(ids, StreamedIds) else ids[keep]


def _duplicates(series: pd.Series, keep: npt.NDArray[Any], dup: npt.NDArray[Any],
                rows: npt.NDArray[Any]) -> list[Duplicate]:
    """Each repeated id with the row of its first use (only the repeated ids are looked at)."""
    if not dup.any():
        return []
    again = series[dup]
    involved = np.flatnonzero(keep & series.isin(set(again.tolist())).to_numpy())
    first = dict(zip(series.iloc[involved].tolist(), rows[involved].tolist(), strict=True))
    return [Duplicate(str(v), int(first[v]), int(r))
            for v, r in zip(again.tolist(), rows[dup].tolist(), strict=True) if v in first]


def _strictly_increasing(ids: Items) -> bool:
    """True when every id sorts after the one before (then no id repeats)."""
    try:
        return bool(np.all(ids[1:] > ids[:-1]))
    except TypeError:
        return False


def _wide_annotators(frame: pd.DataFrame, cols: list[str], taken: list[str],
                     chosen: list[str] | None, file: str) -> list[str]:
    """The user's annotator columns, else every remaining column that holds label-like values."""
    if chosen:
        return [roles.require_column(cols, c, "annotator", file) for c in chosen]
    n = len(frame)
    out = [c for c in cols if c not in taken and not roles.is_meta(c)
           and roles.looks_like_labels(frame[c], n)]
    if not out:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "no annotator columns found"), file=file, row=1,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "an id column and one column of labels per annotator"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Name the annotator columns (--annotators) or use --layout long"))
    return out


def long_grid(table: RawTable, options: ImportOptions) -> Grid:
    """One row per judgment: id, annotator, label; repeated judgments keep the first."""
    import pandas as pd

    _empty_check(table)
    frame, cols = table.frame, [str(c) for c in table.frame.columns]
    ann = _long_column(cols, options.annotator_column, roles.ANNOTATOR_NAMES, "annotator", table)
    lab = _long_column(cols, options.label_column, roles.LABEL_NAMES, "label", table)
    id_col = (roles.require_column(cols, options.id_column, "id", table.file) if options.id_column
              else roles.find_named(cols, roles.ID_NAMES, exclude=[ann, lab]))
    if id_col is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "no item id column found"), file=table.file, row=1,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a column such as 'id' or 'item'"), hint=QT_TRANSLATE_NOOP("Errors",
                                 "Pass --id COLUMN"))
    ids = frame[id_col].astype(object).to_numpy()
    who = frame[ann].astype(object).to_numpy()
    blank = pd.isna(ids) | pd.isna(who)
    skipped = [Skipped(int(r), BLANK_ID if pd.isna(i) else BLANK_ANNOTATOR)
               for r, i in zip(table.rows[blank], ids[blank], strict=True)]
    item_codes, items = pd.factorize(pd.Series(ids[~blank], dtype=object))
    ann_codes, names = pd.factorize(pd.Series(who[~blank], dtype=object))
    labels = frame[lab][~blank].astype("category")
    rows = table.rows[~blank]
    _refuse_too_many(table.file, len(items), len(names), len(rows))
    key = pd.Series(item_codes.astype(np.int64) * len(names) + ann_codes)
    rule = options.repeats
    rep = key.duplicated(keep="last" if rule == "last" else "first").to_numpy()
    grid = _fill_long(items, names, item_codes, ann_codes, labels, rows, rep)
    _repeats(grid, key, rep, rows, [f"{items[item_codes[p]]} / {names[ann_codes[p]]}"
                                     for p in np.flatnonzero(rep)], rule, skipped)
    grid.skipped = skipped
    _long_extras(grid, frame[~blank], [c for c in cols if c not in (id_col, ann, lab)],
                 item_codes, options, table.file)
    grid.id_column = id_col
    grid.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "long layout: item {item}, annotator "
                                                "{annotator}, label {label}"),
                              item=repr(id_col), annotator=repr(ann), label=repr(lab)))
    return grid


MAX_ANNOTATORS = 5_000  # every pair is compared; 10^5 took 82 s and 10^6 2.5 GB before refusing
MAX_CELLS = 50_000_000  # items x annotators: the table of codes (8 bytes a cell, twice)


def _refuse_too_many(file: str, items: int, annotators: int, judgments: int) -> None:
    """A long table whose items x annotators table would not fit in memory, or whose
    annotators are too many to compare pair by pair, is refused before the table is made."""
    if annotators <= MAX_ANNOTATORS and items * annotators <= MAX_CELLS:
        return
    raise InputError(QT_TRANSLATE_NOOP("Errors",
        "{judgments} judgments by {annotators} annotators of {items} items would make a table "
        "of {cells} cells, too large to compare"), file=file,
        args={"judgments": f"{judgments:,}", "annotators": f"{annotators:,}",
              "items": f"{items:,}", "cells": f"{items * annotators:,}",
              "max_annotators": f"{MAX_ANNOTATORS:,}", "max_cells": f"{MAX_CELLS:,}"},
        expected=QT_TRANSLATE_NOOP("Errors",
            "at most {max_annotators} annotators and {max_cells} items x annotators"),
        hint=QT_TRANSLATE_NOOP("Errors",
            "Split the file by batch or by group of annotators and open each part; or check "
            "that the annotator column really names annotators (--annotator-col)"))


def _repeats(grid: Grid, key: pd.Series, rep: npt.NDArray[Any], rows: npt.NDArray[Any],
             what: list[str], rule: str, skipped: list[Skipped]) -> None:
    """Repeated judgments of one item by one annotator under the stated rule: ``refuse``
    lists them as duplicates (a problem to fix), ``first``/``last`` keeps one and skips the
    others, counted in a note."""
    if not rep.any():
        return
    kept = dict(zip(key[~rep].to_numpy(), rows[~rep], strict=True))
    for p, name in zip(np.flatnonzero(rep), what, strict=True):
        other = int(kept[int(key.iloc[p])])
        dup = Duplicate(name, min(other, int(rows[p])), max(other, int(rows[p])))
        if rule == "refuse":
            grid.duplicates.append(dup)
        kept_rule = REPEATED_KEPT["last" if rule == "last" else "first"]
        skipped.append(Skipped(int(rows[p]), Message(kept_rule, what=repr(name),
                                                     where=dup.where(), rule=rule), REPEATED))
    n = int(rep.sum())
    if rule == "refuse":
        grid.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "repeats: {n} repeated "
                                  "judgment(s) of one item by one annotator; refused (rule "
                                  "'refuse'): choose --repeats first or last to keep one"), n=n))
    else:
        grid.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "repeats: {n} repeated "
                                  "judgment(s) of one item by one annotator skipped; the last "
                                  "of each kept (rule 'last')") if rule == "last" else
                                  QT_TRANSLATE_NOOP("Errors", "repeats: {n} repeated "
                                  "judgment(s) of one item by one annotator skipped; the first "
                                  "of each kept (rule 'first')"), n=n))


def _long_column(cols: list[str], chosen: str | None, names: tuple[str, ...], what: str,
                 table: RawTable) -> str:
    """The user's or a conventionally named annotator/label column."""
    return roles.long_layout_column(cols, chosen, names, what, table.file)


def _fill_long(
    items: Any, names: Any, item_codes: npt.NDArray[Any], ann_codes: npt.NDArray[Any],
    labels: pd.Series, rows: npt.NDArray[Any], rep: npt.NDArray[Any],
) -> Grid:
    """Scatter the judgments kept into one items x annotators matrix of category codes, once
    (a pandas column per annotator cost seconds for a crowd of hundreds)."""
    import pandas as pd

    from adjudicator.io.coding.shared import SharedColumns, scatter

    n, m = len(items), len(names)
    ok = ~rep
    shared = scatter(n, m, item_codes[ok], ann_codes[ok], labels.cat.codes.to_numpy()[ok],
                     labels.cat.categories)
    first_rows = np.full(n, np.iinfo(np.int64).max, dtype=np.int64)
    np.minimum.at(first_rows, item_codes, rows)
    grid = Grid(np.asarray(items, dtype=object), [str(a) for a in names], SharedColumns(shared),
                first_rows, pd.DataFrame(index=range(n)), "long",
                cell_rows=JudgmentRows.of_cells(m, item_codes[ok], ann_codes[ok], rows[ok]))
    grid.shared = shared
    return grid


def _long_extras(grid: Grid, frame: pd.DataFrame, extra: list[str], item_codes: npt.NDArray[Any],
                 options: ImportOptions, file: str) -> None:
    """Item-level columns: the first value per item; columns that vary within items are noted."""
    if not extra:
        return
    sub = frame[extra].reset_index(drop=True)
    sub["__item"] = item_codes
    firsts = sub.groupby("__item", sort=True).first().reindex(range(len(grid.items)))
    groups = sub.groupby("__item", observed=True)
    varying = [c for c in extra if (groups[c].nunique(dropna=True) > 1).any()]
    grid.extras = firsts.reset_index(drop=True)
    grid.text_column = roles.text_column(grid.extras, varying, options.text_column, file)
    taken = [c for c in (grid.text_column,) if c]
    grid.stratum_columns = roles.stratum_columns(extra, taken + varying,
                                                 options.stratum_columns, file)
    grid.text_columns = roles.text_columns(grid.extras, grid.text_column,
                                           [*taken, *varying, *grid.stratum_columns])
    grid.text_column = grid.text_column or next(iter(grid.text_columns), None)
    if varying:
        grid.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "columns that differ between "
                                  "judgments of one item (first value kept per item): "
                                  "{columns}"), columns=", ".join(varying)))
