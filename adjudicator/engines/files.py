"""Which files an engine reads: a CSV/TSV file, one Parquet file, or a folder or glob of
Parquet parts (a cluster's store, ``scheme://...``, is left to Spark)."""

from __future__ import annotations

import glob
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

PARQUET_SUFFIXES = (".parquet", ".pq")
CSV_SUFFIXES = (".csv", ".tsv", ".txt")


def is_remote(path: str) -> bool:
    """True for a URI Spark resolves itself (``scheme://…``), not a path on this machine."""
    return "://" in path


def local_files(path: str) -> list[Path]:
    """The files on this machine an engine reads for ``path`` (none for a cluster's store)."""
    return [] if is_remote(path) else source_files(path)[1]


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
