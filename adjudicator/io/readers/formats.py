"""The reader of each tabular format, and the file suffixes a folder import reads."""

from __future__ import annotations

from pathlib import Path

from adjudicator.io.options import ImportOptions, Progress
from adjudicator.io.table import RawTable

#: the files a folder of one file per annotator is made of
TABLE_SUFFIXES = (".csv", ".tsv", ".txt", ".xlsx", ".jsonl", ".json", ".parquet")


def read_table(
    path: Path, fmt: str, options: ImportOptions, progress: Progress | None = None
) -> RawTable:
    """The reader for a tabular format."""
    if fmt == "xlsx":
        from adjudicator.io.readers.xlsx import read_xlsx

        return read_xlsx(path, options)
    if fmt == "parquet":
        from adjudicator.io.readers.parquet import read_parquet

        return read_parquet(path, options, progress)
    from adjudicator.io.readers.delimited import read_delimited

    return read_delimited(path, options, progress)
