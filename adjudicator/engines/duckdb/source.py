"""Which files DuckDB reads, and which of their columns are the item, annotator and label.

A CSV/TSV file, one Parquet file, a folder of Parquet files or a glob of them (the parts of
one table, as DuckDB and Spark write them) become one relation ``src`` with an ordering key
``rn`` (file order, then row order). Columns get their roles by the rules of the in-memory
import (``io.coding.layouts``, ``io.coding.roles``): long when annotator and label columns are
named or chosen, else wide; the id, annotator and label columns by the same names and options.
"""

from __future__ import annotations

import glob
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.engines.duckdb.session import Session
from adjudicator.io.coding import roles
from adjudicator.io.options import ImportOptions

PARQUET_SUFFIXES = (".parquet", ".pq")
CSV_SUFFIXES = (".csv", ".tsv", ".txt")
#: room for the rows of one file in the ordering key rn = file * 2^40 + row
_FILE_STRIDE = 1 << 40
#: whitespace that makes a cell blank (missing), as the readers of the in-memory path
BLANK = "' ' || chr(9) || chr(10) || chr(13) || chr(11) || chr(12)"


@dataclass
class Layout:
    """The roles of the columns: long (item, annotator, label) or wide (item + annotators)."""

    kind: str  # "long" or "wide"
    item: str
    annotators: list[str] = field(default_factory=list)  # wide: the annotator columns
    annotator: str | None = None  # long
    label: str | None = None  # long
    stratum: str | None = None  # --by
    types: dict[str, str] = field(default_factory=dict)  # DuckDB type per column

    def text(self, column: str) -> str:
        """SQL for one column's cells as text (blank = NULL)."""
        return blank_is_null(column, self.types.get(column, "VARCHAR"))

    def item_sql(self) -> str:
        """SQL for the item id."""
        return item_key(self.item, self.types.get(self.item, "VARCHAR"))


def quote_ident(name: str) -> str:
    """A column name as a DuckDB identifier (never evaluated as SQL)."""
    return '"' + name.replace('"', '""') + '"'


def quote_text(text: str) -> str:
    """A string literal (file paths only; data values always travel as parameters)."""
    return "'" + text.replace("'", "''") + "'"


def source_files(path: str) -> tuple[str, list[Path]]:
    """The format ("csv" or "parquet") and the files behind ``path``, in reading order."""
    p = Path(path)
    if any(ch in path for ch in "*?[") and not p.exists():
        files = sorted(Path(f) for f in glob.glob(path) if Path(f).is_file())
        where = "the pattern"
    elif p.is_dir():
        files = sorted(f for f in p.iterdir() if f.is_file() and f.suffix.lower()
                       in PARQUET_SUFFIXES)
        where = "the folder"
    elif p.is_file():
        files = [p]
        where = ""
    else:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no such file"), file=path)
    if not files:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the pattern matches no Parquet file")
                         if where == "the pattern" else
                         QT_TRANSLATE_NOOP("Errors", "the folder matches no Parquet file"),
                         file=path,
                         expected=QT_TRANSLATE_NOOP("Errors", "files ending in .parquet"))
    kinds = {_kind(f, path) for f in files}
    if len(kinds) > 1 or (len(files) > 1 and kinds != {"parquet"}):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the DuckDB engine reads several files only as Parquet parts"),
                         file=path,
                         expected=QT_TRANSLATE_NOOP("Errors", "files ending in .parquet"))
    return kinds.pop(), files


def _kind(file: Path, given: str) -> str:
    """csv or parquet, by the file's suffix."""
    suffix = file.suffix.lower()
    if suffix in PARQUET_SUFFIXES:
        return "parquet"
    if suffix in CSV_SUFFIXES:
        return "csv"
    raise InputError(QT_TRANSLATE_NOOP("Errors", "the DuckDB engine does not read {suffix} files")
                     if suffix else
                     QT_TRANSLATE_NOOP("Errors", "the DuckDB engine does not read this file"),
                     args={"suffix": suffix}, file=given,
                     expected=QT_TRANSLATE_NOOP("Errors", "CSV, TSV or Parquet"),
                     hint=QT_TRANSLATE_NOOP("Errors",
                         "Use --engine memory for XLSX, JSON and tool exports"))


def open_source(s: Session, path: str, options: ImportOptions) -> None:
    """Create the relation ``src``: the file's columns plus the ordering key ``rn``."""
    kind, files = source_files(path)
    if kind == "parquet":
        names = ", ".join(quote_text(str(f)) for f in files)
        s.query(QT_TRANSLATE_NOOP("Errors", "opening the Parquet files"), f"""
            CREATE TEMP VIEW raw_src AS SELECT * FROM read_parquet([{names}],
              filename = true, file_row_number = true, union_by_name = true)""")
        # one file: its row number (a lookup of the file's name per row costs seconds at 10^8)
        order = (f"(list_position([{names}], filename) - 1) * {_FILE_STRIDE} + file_row_number"
                 if len(files) > 1 else "file_row_number")
        cols = [c for c in _columns(s, "raw_src") if c not in ("filename", "file_row_number")]
        select = ", ".join(quote_ident(c) for c in cols)
        s.query(QT_TRANSLATE_NOOP("Errors", "opening"),
                f"CREATE TEMP VIEW src AS SELECT {select}, {order} AS rn FROM raw_src")
        return
    if options.encoding and options.encoding.replace("-", "").lower() not in ("utf8", "utf8sig"):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the DuckDB engine reads UTF-8 text, not {encoding}"),
                         args={"encoding": options.encoding}, file=path,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Use --engine memory, or save the file as UTF-8"))
    sep = "sep = '\t', " if files[0].suffix.lower() == ".tsv" else ""
    s.query(QT_TRANSLATE_NOOP("Errors", "reading the CSV file"), f"""
        CREATE TEMP TABLE src_table AS SELECT * FROM read_csv({quote_text(str(files[0]))},
          {sep}header = true, all_varchar = true)""")
    s.query(QT_TRANSLATE_NOOP("Errors", "opening"),
            "CREATE TEMP VIEW src AS SELECT *, rowid AS rn FROM src_table")


def _columns(s: Session, relation: str) -> list[str]:
    """Column names of a relation, in order."""
    rows = s.query(QT_TRANSLATE_NOOP("Errors", "reading the columns"), f"DESCRIBE {relation}")
    return [str(r[0]) for r in rows]


def column_types(s: Session) -> dict[str, str]:
    """DuckDB's type of each column of ``src``."""
    rows = s.query(QT_TRANSLATE_NOOP("Errors", "reading the columns"), "DESCRIBE src")
    return {str(r[0]): str(r[1]) for r in rows}


def blank_is_null(column: str, kind: str = "VARCHAR") -> str:
    """SQL for a cell as text that is NULL when empty or whitespace, as the readers read
    blanks; a column of numbers (never blank) is only cast to text."""
    c = quote_ident(column)
    if kind != "VARCHAR":
        return f"CAST({c} AS VARCHAR)"
    return f"CASE WHEN trim({c}, {BLANK}) = '' THEN NULL ELSE {c} END"


def item_key(column: str, kind: str) -> str:
    """SQL for the item id: text ids as ``blank_is_null``; other types as they are (only
    equality and order are needed, and a cast would cost a string per judgment)."""
    return blank_is_null(column) if kind == "VARCHAR" else quote_ident(column)


def choose_layout(s: Session, path: str, options: ImportOptions, by: str | None) -> Layout:
    """Roles of the columns by the in-memory import's rules (``io.coding.layouts``)."""
    cols = [c for c in _columns(s, "src") if c != "rn"]
    named = roles.find_named(cols, roles.ANNOTATOR_NAMES) and roles.find_named(
        cols, roles.LABEL_NAMES)
    long = options.layout == "long" or (options.layout != "wide" and (
        options.annotator_column or options.label_column or named))
    layout = _long(cols, options, path) if long else _wide(s, cols, options, path)
    if by is not None:
        layout.stratum = stratum_column(cols, layout, by, path)
    layout.types = column_types(s)
    return layout


def _long(cols: list[str], options: ImportOptions, path: str) -> Layout:
    """Item, annotator and label columns of a long table."""
    ann = _named(cols, options.annotator_column, roles.ANNOTATOR_NAMES, "annotator", path)
    lab = _named(cols, options.label_column, roles.LABEL_NAMES, "label", path)
    item = (roles.require_column(cols, options.id_column, "id", path) if options.id_column
            else roles.find_named(cols, roles.ID_NAMES, exclude=[ann, lab]))
    if item is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no item id column found"), file=path,
                         row=1, expected=QT_TRANSLATE_NOOP("Errors",
                             "a column such as 'id' or 'item'"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Pass --id COLUMN"))
    return Layout("long", item, annotator=ann, label=lab)


def _named(cols: list[str], chosen: str | None, names: tuple[str, ...], what: str,
           path: str) -> str:
    """The user's or a conventionally named annotator/label column."""
    return roles.long_layout_column(cols, chosen, names, what, path)


def _wide(s: Session, cols: list[str], options: ImportOptions, path: str) -> Layout:
    """Id column and annotator columns of a wide table (one row per item)."""
    return wide_layout(
        cols, options, path,
        lambda: s.con.execute("SELECT * EXCLUDE (rn) FROM src LIMIT 1000").fetchdf(),
        lambda candidates: _label_like(s, candidates))


def wide_layout(cols: list[str], options: ImportOptions, path: str,
                sample: Callable[[], Any], label_like: Callable[[list[str]], list[str]]
                ) -> Layout:
    """A wide table's id and annotator columns by the in-memory import's rules, whatever
    engine reads it: ``sample()`` gives its first rows as a pandas frame (for the text
    column), ``label_like(columns)`` those of them whose distinct values are few."""
    item = (roles.require_column(cols, options.id_column, "id", path) if options.id_column
            else roles.find_named(cols, roles.ID_NAMES) or cols[0])
    if options.annotators:
        raters = [roles.require_column(cols, c, "annotator", path) for c in options.annotators]
        return Layout("wide", item, annotators=raters)
    text = roles.text_column(sample(), [item], options.text_column, path)
    taken = [c for c in (item, text) if c]
    strata = roles.stratum_columns(cols, taken, options.stratum_columns, path)
    candidates = [c for c in cols if c not in taken + strata and not roles.is_meta(c)]
    raters = label_like(candidates)
    if len(raters) < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "agreement needs at least two annotator columns"), file=path,
                         hint=QT_TRANSLATE_NOOP("Errors", "name them with --annotators"))
    return Layout("wide", item, annotators=raters)


def _label_like(s: Session, cols: list[str]) -> list[str]:
    """Columns whose distinct values are few (``roles.looks_like_labels`` on the whole file)."""
    if not cols:
        return []
    counts = ", ".join(f"count(DISTINCT {blank_is_null(c)})" for c in cols)
    row = s.query(QT_TRANSLATE_NOOP("Errors", "finding the annotator columns"),
            f"SELECT count(*), {counts} FROM src")[0]
    return few_distinct(cols, int(row[0]), list(row[1:]))


def few_distinct(cols: list[str], rows: int, distinct: list[Any]) -> list[str]:
    """The columns whose count of distinct values (``distinct``, one per column, over
    ``rows`` rows) is few enough for labels (``roles.looks_like_labels``'s rule)."""
    return [c for c, d in zip(cols, distinct, strict=True)
            if int(d) <= max(20, 0.5 * rows) or rows < 40]


def stratum_column(cols: list[str], layout: Layout, by: str, path: str) -> str:
    """The --by column: any column that is not an annotator's (nor, long, a role column)."""
    taken = layout.annotators if layout.kind == "wide" else [
        layout.item, layout.annotator, layout.label]
    usable = [c for c in cols if c not in taken]
    if by not in usable:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no column {column} to group by"),
                         args={"column": repr(by), "columns": ", ".join(usable)
                               or Message(QT_TRANSLATE_NOOP("Errors", "none"))},
                         file=path, column=by, expected=roles.ONE_OF,
                         hint=QT_TRANSLATE_NOOP("Errors", "Name one of them with --by"))
    return by
