"""Excel workbooks through openpyxl: pick the sheet, keep each row's sheet row number."""

from __future__ import annotations

import datetime as dt
from itertools import islice
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.inference.sheets import instructions, passed_over, tabular
from adjudicator.io.options import ImportOptions
from adjudicator.io.readers.xlsx_hidden import SheetMarks, apply_marks, scan_sheet
from adjudicator.io.table import EMPTY_ROW, SKIPPED, Ragged, RawTable, Skipped, cell_text

BEYOND_HEADER = Message(QT_TRANSLATE_NOOP(
    "Errors", "values to the right of the last header column"))  # a skipped row

# A workbook is a zip: its parts are measured before anything is unpacked, so a "zip bomb"
# (a few MB that unpack to many GB) is refused at once instead of filling the memory.
MAX_UNPACKED = 2 * 1024**3  # bytes of XML in all parts together
MAX_SHARED_STRINGS = 512 * 1024**2  # bytes of the shared-strings part
MAX_RATIO = 200  # unpacked / packed size of one part, for parts over 64 MiB
# openpyxl keeps one element per shared string while it parses them (~90 bytes each, even for
# the same string repeated): 2.4 MB of 28 million "<si><t>a</t></si>" took 2.56 GB, and 2
# million one-letter strings take 4 minutes
MAX_STRING_COUNT = 2_000_000


def check_unpacked_size(path: Path) -> None:
    """Refuse a workbook whose parts would unpack beyond the limits (named in the message)."""
    import zipfile

    try:
        archive = zipfile.ZipFile(path)
    except (OSError, zipfile.BadZipFile):
        return  # openpyxl reports a damaged workbook itself
    with archive:
        parts = archive.infolist()
        _refuse_large_parts(path, parts)
        _count_strings(path, archive, [p for p in parts
                                       if p.filename.endswith("sharedStrings.xml")])


def _refuse_large_parts(path: Path, parts: list[Any]) -> None:
    """All parts together, the shared strings, and any one part's packing ratio."""
    total = sum(p.file_size for p in parts)
    shared = sum(p.file_size for p in parts if p.filename.endswith("sharedStrings.xml"))
    bomb = [p for p in parts if p.file_size > 64 * 1024**2
            and p.file_size > MAX_RATIO * max(1, p.compress_size)]
    if total > MAX_UNPACKED or shared > MAX_SHARED_STRINGS or bomb:
        ratio = bomb[0].file_size // max(1, bomb[0].compress_size) if bomb else 0
        what = (Message(QT_TRANSLATE_NOOP("Errors", "part {part} unpacks {ratio} times its "
                                          "stored size"), part=bomb[0].filename, ratio=ratio)
                if bomb else
                Message(QT_TRANSLATE_NOOP("Errors", "its text would unpack to {total} MiB "
                                          "(shared strings {shared} MiB)"),
                        total=f"{total / 1024**2:.0f}", shared=f"{shared / 1024**2:.0f}"))
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "the workbook is too large to read safely: {what}"),
                         file=path.name, args={"what": what, "max": MAX_UNPACKED // 1024**2,
                                               "strings": MAX_SHARED_STRINGS // 1024**2},
                         expected=QT_TRANSLATE_NOOP("Errors", "at most {max} MiB unpacked and "
                                                    "{strings} MiB of shared strings"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Save the sheet as CSV in Excel and "
                                                "open the CSV instead"))


def _count_strings(path: Path, archive: Any, parts: list[Any]) -> None:
    """Refuse a shared-strings part of more than MAX_STRING_COUNT strings, counted on the
    decompressed stream by a C-speed search per chunk (nothing is parsed)."""
    import re
    import zipfile

    start = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?si[\s/>]")
    for part in parts:
        count, tail = 0, b""
        try:
            with archive.open(part) as stream:
                while chunk := stream.read(1 << 20):
                    data = tail + chunk  # a tag cut by the chunk's end is counted next time
                    cut = max(0, len(data) - 16)
                    count += sum(1 for m in start.finditer(data) if m.start() < cut)
                    tail = data[cut:]
                    if count > MAX_STRING_COUNT:
                        break
            count += len(start.findall(tail))
        except (OSError, zipfile.BadZipFile, EOFError, RuntimeError):
            return  # openpyxl reports a damaged part itself
        if count > MAX_STRING_COUNT:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "the workbook is too large to read safely: its shared strings part holds more "
                "than {limit} strings"), file=path.name,
                args={"limit": f"{MAX_STRING_COUNT:,}"},
                expected=QT_TRANSLATE_NOOP("Errors", "at most {limit} shared strings"),
                hint=QT_TRANSLATE_NOOP("Errors",
                    "Save the sheet as CSV in Excel and open the CSV instead"))


def read_xlsx(path: Path, options: ImportOptions) -> RawTable:
    """Read one sheet (by name or 1-based number; default: the first with data)."""
    import openpyxl

    check_unpacked_size(path)
    try:
        book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many kinds for a damaged workbook
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the workbook cannot be opened ({why})"),
                         args={"why": type(exc).__name__}, file=path.name,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Open it in Excel and save it again")) from None
    hidden = [n for n in book.sheetnames
              if getattr(book[n], "sheet_state", "visible") != "visible"]
    try:
        name, rows, named, elsewhere = _pick_sheet(path, book, options.sheet)
        marks = scan_sheet(book[name]) if rows else SheetMarks()
    except InputError:
        raise
    except Exception as exc:  # damaged sheet XML surfaces while the rows are read
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the workbook cannot be read ({why})"),
                         args={"why": type(exc).__name__}, file=path.name,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Open it in Excel and save it again")) from None
    finally:
        book.close()
    if not rows:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the sheet {name} is empty"),
                         args={"name": repr(name)}, file=path.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a header row and one row per item or judgment"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Choose the sheet that holds the labels with --sheet"))
    marked, dropped = apply_marks(path.name, marks, rows, options.hidden_cells,
                                  options.merged_cells)
    table = _to_table(path, rows)
    table.sheet = name
    table.other_tables = elsewhere
    table.notes += marked
    table.skipped = sorted(table.skipped + dropped, key=lambda s: s.row)
    table.notes += _unsaved_formulas(path, name, table)
    table.notes += passed_over(_sheet_names(path), name, hidden, options.sheet, named)
    others = [s for s in _sheet_names(path) if s != name]
    if others:
        table.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "sheet {name} read; other "
                                                     "sheets: {others}"),
                                   name=repr(name), others=", ".join(others)))
    if hidden and options.sheet is None:
        table.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "hidden sheet(s) passed over: "
                                   "{sheets} (choose one with --sheet to read it)"),
                                   sheets=", ".join(hidden)))
    return table


def _unsaved_formulas(path: Path, sheet: str, table: RawTable) -> list[str]:
    """Columns left empty because their cells are formulas without a saved value (a workbook
    written by a program, never opened and saved in Excel): named, not silently missing."""
    empty = [c for c in table.frame.columns if len(table.frame) and table.frame[c].isna().all()]
    if not empty:
        return []
    import openpyxl

    book = openpyxl.load_workbook(path, read_only=True, data_only=False)
    try:  # the header is the first row with a value, as in _rows; 1000 rows tell enough
        rows = (r for r in book[sheet].iter_rows(values_only=True) if any(v is not None for v in r))
        header, *body = islice(rows, 1001)
    finally:
        book.close()
    notes: list[str] = []
    for k, name in enumerate(str(cell_text(v) or f"column {i + 1}") for i, v in enumerate(header)):
        formulas = sum(isinstance(r[k], str) and r[k].startswith("=") for r in body if k < len(r))
        if name in empty and formulas:
            notes.append(Message(QT_TRANSLATE_NOOP("Errors", "column {name} holds formulas "
                                 "without a saved value, read as missing; open the workbook in "
                                 "Excel and save it to store the values"), name=repr(name)))
    return notes


def _sheet_names(path: Path) -> list[str]:
    """All sheet names of the workbook."""
    import openpyxl

    book = openpyxl.load_workbook(path, read_only=True)
    try:
        return list(book.sheetnames)
    finally:
        book.close()


def _pick_sheet(
    path: Path, book: Any, sheet: str | int | None
) -> tuple[str, list[tuple[int, list[Any]]], list[str], list[str]]:
    """The chosen sheet's non-trailing rows as (sheet row number, values), the tables passed
    over because their names say they hold instructions, and (picked unasked) the other
    sheets that hold a table."""
    names = list(book.sheetnames)
    if sheet is None:  # hidden sheets (often stale copies) are never picked unasked
        visible = [n for n in names if getattr(book[n], "sheet_state", "visible") == "visible"]
        found = [(name, _rows(book[name])) for name in visible or names]
        # a header and data in two columns or more, on a sheet not named as instructions
        # first; a sheet of notes or instructions is passed over
        tables = [name for name, rows in found if len(rows) >= 2 and tabular(rows)]
        named = [name for name in tables if instructions(name)]
        for name, rows in sorted(found, key=lambda pair: instructions(pair[0])):
            if name in tables:
                return name, rows, named, [t for t in tables if t != name]
        for name, rows in found:
            if len(rows) >= 2:
                return name, rows, [], []
        for name, rows in found:
            if rows:
                return name, rows, [], []
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "every sheet of the workbook is empty"), file=path.name,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Put the labels on the first sheet, with a header row"))
    numbered = isinstance(sheet, str) and sheet.isdigit() and sheet not in names
    if isinstance(sheet, int) or numbered:
        pos = int(sheet)
        if not 1 <= pos <= len(names):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "there is no sheet number {pos}"),
                             file=path.name, args={"pos": pos, "n": len(names),
                                                   "sheets": ", ".join(names)},
                             expected=QT_TRANSLATE_NOOP("Errors", "1 to {n}"),
                             hint=QT_TRANSLATE_NOOP("Errors", "Sheets: {sheets}"))
        return names[pos - 1], _rows(book[names[pos - 1]]), [], []
    if sheet not in names:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "there is no sheet named {name}"),
                         args={"name": repr(sheet), "sheets": ", ".join(names)},
                         file=path.name, expected="{sheets}", hint=QT_TRANSLATE_NOOP("Errors",
                             "Pass --sheet with one of these names"))
    return str(sheet), _rows(book[sheet]), [], []


def _rows(sheet: Any) -> list[tuple[int, list[Any]]]:
    """(row number, values) with trailing empty rows removed."""
    out = [(k + 1, list(values)) for k, values in enumerate(sheet.iter_rows(values_only=True))]
    while out and all(v is None for v in out[-1][1]):
        out.pop()
    while out and all(v is None for v in out[0][1]):  # the header is the first row with text
        out.pop(0)
    return out


def _to_table(path: Path, rows: list[tuple[int, list[Any]]]) -> RawTable:
    """Header = first row; empty rows skipped and ragged rows reported."""
    import numpy as np
    import pandas as pd

    head_row, head = rows[0]
    width = max((k + 1 for k, v in enumerate(head) if v is not None), default=0)
    names = [str(cell_text(v) or f"column {k + 1}") for k, v in enumerate(head[:width])]
    table = RawTable(pd.DataFrame(), np.zeros(0, dtype=np.int64), path.name, "xlsx")
    kept, numbers = [], []
    errors: dict[str, int] = {}
    first_error: tuple[int, str] | None = None
    for number, values in rows[1:]:
        cells = [_cell(v) for v in values]
        for k, c in enumerate(cells):
            if isinstance(c, str) and c in EXCEL_ERRORS:
                errors[c] = errors.get(c, 0) + 1
                first_error = first_error or (number, names[k] if k < width else str(k + 1))
                cells[k] = None
        if all(c is None for c in cells):
            table.skipped.append(Skipped(number, EMPTY_ROW))
            continue
        extra = [c for c in cells[width:] if c is not None]
        if extra:
            table.ragged.append(Ragged(number, width + len(extra), width, SKIPPED))
            table.skipped.append(Skipped(number, BEYOND_HEADER))
            continue
        kept.append((cells + [None] * width)[:width])
        numbers.append(number)
    table.frame = pd.DataFrame(kept, columns=names, dtype=object)
    table.rows = np.asarray(numbers, dtype=np.int64)
    if head_row != 1:
        table.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "header found on row {row}"),
                                   row=head_row))
    if errors and first_error:
        counts = ", ".join(f"{e} ×{n}" for e, n in sorted(errors.items()))
        table.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "{n} cell(s) hold Excel error "
                                   "values ({counts}), read as no label; the first is on row "
                                   "{row}, column {column}. Fix the formulas in Excel to count "
                                   "them"), n=sum(errors.values()), counts=counts,
                                   row=first_error[0], column=repr(first_error[1])))
    return table


# the values Excel shows for a formula that failed (never a label)
EXCEL_ERRORS = frozenset({"#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A",
                          "#GETTING_DATA", "#SPILL!", "#CALC!", "#FIELD!", "#BLOCKED!",
                          "#CONNECT!", "#BUSY!", "#UNKNOWN!"})


def _cell(value: Any) -> object:
    """Excel values as text; dates as ISO dates (a date cell comes back as a datetime at
    midnight: shown as the date, as Excel shows it); date-times keep their time."""
    if isinstance(value, dt.datetime) and value.time() == dt.time(0):
        return value.date().isoformat()
    if isinstance(value, dt.datetime | dt.date):
        return value.isoformat()
    return cell_text(value)
