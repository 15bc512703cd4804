"""What kind of file this is, judged by its bytes first and its name second."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"PK\x03\x04", "zip"),
    (b"PAR1", "parquet"),
    (b"\xd0\xcf\x11\xe0", "xls"),
    (b"\x89PNG", "png"),
    (b"\xff\xd8\xff", "jpeg"),
    (b"GIF8", "gif"),
    (b"%PDF", "pdf"),
    (b"\x1f\x8b", "gzip"),
)
NOT_TABLES = {
    "png": "a PNG image",
    "jpeg": "a JPEG image",
    "gif": "a GIF image",
    "pdf": "a PDF document",
    "gzip": "a gzip archive",
    "xls": "an old Excel .xls workbook",
}
DELIMITERS = (",", "\t", ";", "|")


@dataclass(frozen=True)
class Sniffed:
    """The detected format, plus a note when it disagrees with the file name."""

    format: str  # csv | xlsx | json | jsonl | parquet
    note: str | None = None


def sniff_format(path: Path, head: bytes, override: str | None = None) -> Sniffed:
    """Format from magic bytes; text files by their first character, then by extension."""
    if override:
        return Sniffed("csv" if override == "tsv" else override, "format chosen by the user")
    kind = next((name for magic, name in MAGIC if head.startswith(magic)), None)
    if kind == "zip":
        return _zip_kind(path, head)
    if kind in NOT_TABLES:
        raise InputError(
            QT_TRANSLATE_NOOP("Errors", "this is {kind}, not a table of labels"),
            args={"kind": NOT_TABLES[kind]},
            file=path.name,
            expected=QT_TRANSLATE_NOOP("Errors", "CSV, TSV, XLSX, JSON Lines, JSON or Parquet"),
            hint=QT_TRANSLATE_NOOP("Errors",
                                   "Save the labels from the spreadsheet as .xlsx or CSV UTF-8")
            if kind == "xls"
            else QT_TRANSLATE_NOOP("Errors", "Choose the file that holds the labels"),
        )
    if kind == "parquet":
        return Sniffed("parquet")
    if looks_binary(head):
        raise InputError(
            QT_TRANSLATE_NOOP("Errors", "the file is binary, not text"),
            file=path.name,
            expected=QT_TRANSLATE_NOOP("Errors",
                "a text table (CSV/TSV/JSON) or an .xlsx/.parquet file"),
            hint=QT_TRANSLATE_NOOP("Errors",
                "Check that this is the exported labels file and that it is not damaged"),
        )
    return _text_kind(path, head)


def _zip_kind(path: Path, head: bytes) -> Sniffed:
    """An .xlsx workbook is a ZIP archive; any other ZIP is not readable here."""
    import zipfile

    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
    except zipfile.BadZipFile:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the ZIP/XLSX file is damaged"), file=path.name,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Open it in Excel and save it again")) from None
    if "xl/workbook.xml" in names:
        return Sniffed("xlsx")
    raise InputError(
        QT_TRANSLATE_NOOP("Errors", "this is a ZIP archive, not an Excel workbook"),
        file=path.name,
        expected=QT_TRANSLATE_NOOP("Errors", "an .xlsx workbook or a table file"),
        hint=QT_TRANSLATE_NOOP("Errors", "Unpack the archive and open the labels file inside it"),
    )


def _text_kind(path: Path, head: bytes) -> Sniffed:
    """JSON by its first character, otherwise a delimited table."""
    text = head.lstrip(b"\xef\xbb\xbf").lstrip()
    if text[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = head.decode("utf-16", errors="ignore").lstrip().encode()
    suffix = path.suffix.lower()
    if text.startswith(b"["):
        return Sniffed("json")
    if text.startswith(b"{"):
        return Sniffed("jsonl")
    note = None
    if suffix in (".xlsx", ".xlsm", ".parquet", ".json", ".jsonl"):
        note = f"named {suffix} but holds delimited text; read as CSV"
    return Sniffed("csv", note)


def looks_binary(head: bytes) -> bool:
    """Many control bytes (other than tab/newline) in a file without a UTF-16/32 BOM."""
    if head[:2] in (b"\xff\xfe", b"\xfe\xff") or head[:3] == b"\xef\xbb\xbf":
        return False
    sample = head[:4096]
    if not sample:
        return False
    controls = sum(1 for b in sample if b < 32 and b not in (9, 10, 13, 12, 0))
    zeros = sample.count(0)
    return controls > 0.05 * len(sample) or zeros > 0.3 * len(sample)


def sniff_delimiter(text: str, suffix: str, override: str | None = None) -> str:
    """Comma, tab, semicolon or bar: the one giving the same field count on the first lines."""
    if override:
        return override
    sample = text[:65536]
    best, best_score = ",", -1.0
    for delim in DELIMITERS:
        score = _consistency(sample, delim)
        if score > best_score + 1e-9:
            best, best_score = delim, score
    if best_score <= 0 and suffix == ".tsv":
        return "\t"
    return best


def _consistency(sample: str, delim: str) -> float:
    """Fields per record times the share of records with the header's field count."""
    rows = list(_records(sample, delim))
    if not rows or len(rows[0]) < 2:
        return 0.0
    width = len(rows[0])
    same = sum(1 for r in rows if len(r) == width) / len(rows)
    return same * min(width, 50) if same > 0.5 else 0.0


def _records(sample: str, delim: str) -> list[list[str]]:
    """The complete records of a sample (the last, maybe cut, one dropped)."""
    try:
        rows = list(csv.reader(io.StringIO(sample), delimiter=delim))
    except csv.Error:
        return []
    return rows[:-1] if len(rows) > 1 else rows
