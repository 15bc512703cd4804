"""Which files DuckDB reads, and which of their columns are the item, annotator and label.

A CSV/TSV file, one Parquet file, a folder of Parquet files or a glob of them (the parts of
one table, as DuckDB and Spark write them; ``engines.files``) become one relation ``src`` with
an ordering key ``rn`` (file order, then row order). Columns get their roles by the rules every
engine shares (``engines.layout``), from DuckDB's column names, types and distinct counts.
"""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.engines.duckdb.session import Session
from adjudicator.engines.files import source_files
from adjudicator.engines.layout import Layout, few_distinct
from adjudicator.engines.layout import choose_layout as layout_of
from adjudicator.io.options import ImportOptions

#: room for the rows of one file in the ordering key rn = file * 2^40 + row
_FILE_STRIDE = 1 << 40
#: whitespace that makes a cell blank (missing), as the readers of the in-memory path
BLANK = "' ' || chr(9) || chr(10) || chr(13) || chr(11) || chr(12)"


def quote_ident(name: str) -> str:
    """A column name as a DuckDB identifier (never evaluated as SQL)."""
    return '"' + name.replace('"', '""') + '"'


def quote_text(text: str) -> str:
    """A string literal (file paths only; data values always travel as parameters)."""
    return "'" + text.replace("'", "''") + "'"


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


def choose_layout(s: Session, path: str, options: ImportOptions, by: str | None
                  ) -> Layout:
    """Roles of the columns by the in-memory import's rules (``io.coding.layouts``)."""
    cols = [c for c in _columns(s, "src") if c != "rn"]
    return layout_of(
        cols, column_types(s), path, options, by,
        lambda: s.con.execute("SELECT * EXCLUDE (rn) FROM src LIMIT 1000").fetchdf(),
        lambda candidates: _label_like(s, candidates))


def _label_like(s: Session, cols: list[str]) -> list[str]:
    """Columns whose distinct values are few (``roles.looks_like_labels`` on the whole file)."""
    if not cols:
        return []
    counts = ", ".join(f"count(DISTINCT {blank_is_null(c)})" for c in cols)
    row = s.query(QT_TRANSLATE_NOOP("Errors", "finding the annotator columns"),
            f"SELECT count(*), {counts} FROM src")[0]
    return few_distinct(cols, int(row[0]), list(row[1:]))


def text_sql(layout: Layout, column: str) -> str:
    """SQL for one column's cells as text (blank = NULL), by its DuckDB type."""
    return blank_is_null(column, layout.types.get(column, "VARCHAR"))


def item_sql(layout: Layout) -> str:
    """SQL for the item id."""
    return item_key(layout.item, layout.types.get(layout.item, "VARCHAR"))
