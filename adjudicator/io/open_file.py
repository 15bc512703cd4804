"""Open one file as a RawTable: sniff its format, read it, and recognise a tool's export by
its header or its records (the tools' registry)."""

from __future__ import annotations

from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.inference import disaggregated
from adjudicator.io.options import ImportOptions, Progress
from adjudicator.io.readers.encodings import SAMPLE, as_sniffable
from adjudicator.io.readers.formats import read_table
from adjudicator.io.readers.sniff import sniff_format
from adjudicator.io.table import Opened
from adjudicator.io.tools.judgments import opened_from
from adjudicator.io.tools.registry import record_shape, table_shape
from adjudicator.io.tools.shapes import Records


def open_file(path: Path, options: ImportOptions, progress: Progress | None = None) -> Opened:
    """Sniff the format, read it, and recognise tool exports (``progress`` hears how far a
    large table is read, and may cancel)."""
    with path.open("rb") as fh:
        head = fh.read(SAMPLE)
    if not head:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the file is empty"), file=path.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a header row and one row per item or judgment"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export the labels again; the file has no content"))
    sniffed = sniff_format(path, as_sniffable(head, options.encoding), options.format)
    if sniffed.format in ("json", "jsonl"):
        opened = _open_json(path, sniffed.format, options)
    else:
        opened = _open_table(path, sniffed.format, options, progress)
    if sniffed.note:
        opened.table.notes.insert(0, sniffed.note)
    return opened


def _open_table(path: Path, fmt: str, options: ImportOptions,
                progress: Progress | None) -> Opened:
    """CSV/TSV/XLSX/Parquet, opened by the tool whose header it has, if any."""
    table = read_table(path, fmt, options, progress)
    shape = table_shape([str(c) for c in table.frame.columns])
    return Opened(table, None, options) if shape is None else shape.open(table, options)


def _open_json(path: Path, fmt: str, options: ImportOptions) -> Opened:
    """JSON records: a tool export, or a generic table of records."""
    from adjudicator.io.readers.jsonfile import read_json_records, records_table

    records, numbers, encoding = read_json_records(path, fmt, options)
    if not records:  # `[]`, or lines that are all blank: nothing to read, and no header
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the JSON holds no records"),
                         file=path.name, expected=QT_TRANSLATE_NOOP(
                             "Errors", "one JSON object per item or judgment"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Export the labels again; the "
                                                "export may have been made before any work"))
    records, numbers = disaggregated.expand(records, numbers)
    shape = record_shape(records)
    if shape is None and disaggregated.detect(records):
        return _disaggregated(records, numbers, path.name, fmt, options, encoding)
    if shape is None:
        return Opened(records_table(path, fmt, options), None, options)
    try:
        judged = shape.read(Records(records, numbers, path, fmt), options)
    except (AttributeError, TypeError, KeyError, IndexError, ValueError) as exc:
        name = shape.tool.replace("_", " ").title()
        raise InputError(QT_TRANSLATE_NOOP("Errors", "a record of this {name} export has an "
                                           "unexpected shape ({why})"),
                         args={"name": name, "why": f"{type(exc).__name__}: {exc}"},
                         file=path.name, expected=QT_TRANSLATE_NOOP(
                             "Errors", "a {name} export as the tool writes it"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Export the file again from the tool, "
                             "or save the labels as a table (id, one column per annotator)")
                         ) from None
    judged.format = fmt
    opened = opened_from(judged, options, None)
    opened.tool = shape.tool
    opened.table.encoding = encoding
    return opened


def _disaggregated(records: list[dict[str, object]], numbers: list[int], file: str, fmt: str,
                   options: ImportOptions, encoding: str | None) -> Opened:
    """Records naming their annotators and annotations, one judgment per pair; the
    aggregated ``hard_label`` is carried as the gold column."""
    judged = disaggregated.read(records, numbers, file)
    judged.format = fmt
    opened = opened_from(judged, options, None)
    opened.tool = disaggregated.TOOL
    opened.table.encoding = encoding
    extra: dict[str, object] = {"text_columns": disaggregated.text_fields(records)}
    if disaggregated.GOLD in opened.table.frame.columns:
        extra["gold_column"] = disaggregated.GOLD
    opened.options.extra = {**opened.options.extra, **extra}
    return opened
