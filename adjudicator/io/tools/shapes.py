"""The shapes a tool's export comes in (JSON records, a table's header, a folder of files),
each with the tool's own ``detect`` and ``read``, as the registry lists them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from pathlib import Path
from typing import Any

from adjudicator.io.options import ImportOptions
from adjudicator.io.table import Opened, RawTable
from adjudicator.io.tools.judgments import Judgments

Record = dict[str, Any]


@dataclass(frozen=True)
class Records:
    """A JSON file's records as the JSON reader gave them, each with its line or place."""

    records: list[Record]
    numbers: list[int]
    path: Path
    format: str  # "json" or "jsonl"

    @property
    def file(self) -> str:
        """The file's name, as messages name it."""
        return self.path.name


@dataclass(frozen=True)
class RecordShape:
    """A tool's JSON export: recognised by its records, read into judgments."""

    tool: str  # the tool as the report names it (one name for its several shapes)
    detect: Callable[[list[Record]], bool]
    read: Callable[[Records, ImportOptions], Judgments]


@dataclass(frozen=True)
class TableShape:
    """A tool's CSV/TSV/XLSX export: recognised by its header, opened with its roles."""

    tool: str
    detect: Callable[[list[str]], bool]
    open: Callable[[RawTable, ImportOptions], Opened]


@dataclass(frozen=True)
class FolderShape:
    """A tool's folder of files: ``members`` finds them (none: not this tool's folder)."""

    tool: str
    members: Callable[[Path], list[Path]]
    open: Callable[[Path, list[Path], ImportOptions], Opened]


RecordsRead = Callable[[list[Record], list[int], str, ImportOptions], Judgments]


def by_records(read: RecordsRead) -> Callable[[Records, ImportOptions], Judgments]:
    """A reader of (records, their numbers, the file's name, options) as a shape's ``read``
    (named as the tool's reader, which it wraps)."""

    @wraps(read)
    def read_records(found: Records, options: ImportOptions) -> Judgments:
        return read(found.records, found.numbers, found.file, options)

    return read_records
