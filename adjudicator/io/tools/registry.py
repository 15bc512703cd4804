"""The one table of the annotation tools whose exports are read: every shape of every tool,
in the order they are tried, each with the detect and read of the tool's own module."""

from __future__ import annotations

from pathlib import Path

from adjudicator.io.tools import (
    argilla,
    doccano,
    figure_eight,
    label_studio,
    label_studio_table,
    mturk,
    potato,
    prodigy,
    sagemaker,
    toloka,
)
from adjudicator.io.tools.shapes import FolderShape, Record, RecordShape, TableShape

#: JSON records: the first shape whose ``detect`` accepts the records reads them
RECORDS: tuple[RecordShape, ...] = (
    prodigy.RECORDS, label_studio.RECORDS, label_studio_table.RECORDS, potato.RECORDS,
    potato.USER_STATE, doccano.RECORDS, argilla.RECORDS, sagemaker.RESPONSE, sagemaker.MANIFEST)
#: a table's header: the first shape whose ``detect`` accepts the column names opens it
TABLES: tuple[TableShape, ...] = (
    figure_eight.TABLE, potato.TABLE, label_studio_table.TABLE, mturk.TABLE, toloka.TABLE,
    argilla.TABLE)
#: a folder: the first shape that finds its members in the folder opens them
FOLDERS: tuple[FolderShape, ...] = (potato.FOLDER, potato.STATE_FOLDER, sagemaker.FOLDER)


def record_shape(records: list[Record]) -> RecordShape | None:
    """The tool's shape these JSON records have, if any."""
    if not records:
        return None
    return next((shape for shape in RECORDS if shape.detect(records)), None)


def table_shape(columns: list[str]) -> TableShape | None:
    """The tool's shape this CSV/TSV/XLSX header has, if any."""
    return next((shape for shape in TABLES if shape.detect(columns)), None)


def folder_shape(folder: Path) -> tuple[FolderShape, list[Path]] | None:
    """The tool whose files this folder holds, and those files; None for any other folder."""
    for shape in FOLDERS:
        members = shape.members(folder)
        if members:
            return shape, members
    return None
