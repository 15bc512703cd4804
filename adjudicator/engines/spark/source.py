"""Which Parquet files Spark reads, and which of their columns are the item, annotator, label.

One Parquet file, a folder of Parquet parts or a glob of them on this machine (the files as
the DuckDB engine lists them), or any path Spark reads itself: ``hdfs://…``, ``s3a://…``,
``abfss://…``, ``gs://…`` (a file, a folder or a glob). The columns get their roles by the
rules every engine shares (``engines.layout``). Each row's place is
``POS`` (file in path order, then row in the file), so "first seen" means what it means to
DuckDB.
"""

from __future__ import annotations

from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.engines.files import is_remote, source_files
from adjudicator.engines.layout import Layout, few_distinct
from adjudicator.engines.layout import choose_layout as layout_of
from adjudicator.io.options import ImportOptions

#: characters that make a text cell blank (missing), as the readers of the in-memory path
BLANK_CHARS = " \t\n\r\x0b\x0c"
#: the row's place: file index * FILE_STRIDE + row index in the file (as ``duckdb.source``)
POS = "_adj_pos"
FILE_STRIDE = 1 << 40


def read_source(spark: Any, path: str) -> Any:
    """The Parquet table behind ``path`` with its place column ``POS``."""
    if is_remote(path):
        paths = [path]
    else:
        kind, files = source_files(path)
        if kind != "parquet":
            raise InputError(QT_TRANSLATE_NOOP("Errors", "the Spark engine reads Parquet only"),
                             file=path,
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "a Parquet file, a folder or a glob of Parquet parts"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Use --engine duckdb for CSV, or save the file as Parquet"))
        paths = [str(f.resolve()) for f in files]
    try:
        df = spark.read.option("mergeSchema", "true").parquet(*paths)
    except Exception as exc:  # Spark's AnalysisException: path missing, not Parquet, ...
        raise InputError(QT_TRANSLATE_NOOP("Errors", "Spark cannot read it ({why})"),
                         args={"why": _first_line(exc)}, file=path,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a Parquet file, a folder or a glob of Parquet parts")) from None
    return _with_place(spark, df)


def _with_place(spark: Any, df: Any) -> Any:
    """``POS`` = file index (the files in path order) * 2^40 + the row's index in its file:
    one integer, so every "first" is a plain min (hash aggregation, no sort)."""
    from pyspark.sql import functions as sf

    files = spark.createDataFrame([(f, i) for i, f in enumerate(sorted(df.inputFiles()))],
                                  "_adj_file string, _adj_fi long")
    cols = [quote(c) for c in df.columns]
    placed = df.select(*cols, sf.input_file_name().alias("_adj_file"),
                       sf.col("_metadata.row_index").alias("_adj_row"))
    return (placed.join(sf.broadcast(files), "_adj_file")
            .select(*cols, (sf.col("_adj_fi") * FILE_STRIDE + sf.col("_adj_row")).alias(POS)))


def _first_line(exc: BaseException) -> str:
    """The first line of a Spark error (its JVM stack trace left out)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def text(df: Any, column: str) -> Any:
    """A column's cells as text, NULL when empty or whitespace (numbers are only cast)."""
    from pyspark.sql import functions as sf

    c = sf.col(quote(column))
    if df.schema[column].dataType.simpleString() != "string":
        return c.cast("string")
    return sf.when(sf.trim(c, sf.lit(BLANK_CHARS)) == "", None).otherwise(c)


def item_key(df: Any, column: str) -> Any:
    """The item id: text as ``text``; other types as they are (equality is all we need)."""
    from pyspark.sql import functions as sf

    if df.schema[column].dataType.simpleString() == "string":
        return text(df, column)
    return sf.col(quote(column))


def quote(name: str) -> str:
    """A column name for ``sf.col`` (dots and backticks kept literal)."""
    return "`" + name.replace("`", "``") + "`"


def columns(df: Any) -> list[str]:
    """The file's columns, in order (without ``POS``)."""
    return [c for c in df.columns if c != POS]


def _label_like(df: Any, cols: list[str]) -> list[str]:
    """Columns whose distinct values are few (``roles.looks_like_labels`` on the whole file)."""
    from pyspark.sql import functions as sf

    if not cols:
        return []
    row = df.agg(sf.count(sf.lit(1)), *[sf.countDistinct(text(df, c)) for c in cols]).first()
    return few_distinct(cols, int(row[0]), list(row[1:]))


def choose_layout(df: Any, path: str, options: ImportOptions, by: str | None) -> Layout:
    """Roles of the columns by the rules every engine shares (``engines.layout``)."""
    cols = columns(df)
    types = {f.name: f.dataType.simpleString() for f in df.schema.fields}
    return layout_of(cols, types, path, options, by,
                     lambda: df.select([quote(c) for c in cols]).limit(1000).toPandas(),
                     lambda candidates: _label_like(df, candidates))
