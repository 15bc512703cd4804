"""Hidden rows, hidden columns and merged cells of one worksheet, which openpyxl's read-only
mode does not give: found by one streaming pass over the sheet's XML (expat, no tree kept).

A hidden row or column is data the user did not see in Excel (often a filter), and a merged
label cell holds its value in the first cell only; either changes the counts without a word, so
the reader refuses until the user says what to do (``ImportOptions.hidden_cells`` and
``merged_cells``) and then says what it did.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.table import Skipped

HIDDEN_ROW = Message(QT_TRANSLATE_NOOP("Errors", "hidden row"))  # a skipped row
SHOW = 10  # rows, columns or merges named in a message


@dataclass
class SheetMarks:
    """What a worksheet hides or merges (rows and columns 1-based, as Excel numbers them)."""

    hidden_rows: list[int] = field(default_factory=list)
    hidden_columns: list[int] = field(default_factory=list)
    merges: list[tuple[int, int, int, int]] = field(default_factory=list)  # c1, r1, c2, r2
    filtered: bool = False  # the sheet has an AutoFilter (hidden rows are then filtered out)


def scan_sheet(sheet: Any) -> SheetMarks:
    """Read the marks of a read-only openpyxl worksheet from its XML part."""
    import xml.parsers.expat

    from openpyxl.utils import range_boundaries

    marks = SheetMarks()
    count = [0]

    def start(name: str, attrs: dict[str, str]) -> None:
        tag = name.rpartition(" ")[2]
        if tag == "row":
            count[0] = int(attrs.get("r", count[0] + 1))
            if attrs.get("hidden") in ("1", "true"):
                marks.hidden_rows.append(count[0])
        elif tag == "col" and attrs.get("hidden") in ("1", "true"):
            low, high = int(attrs.get("min", 1)), int(attrs.get("max", attrs.get("min", 1)))
            marks.hidden_columns += range(low, min(high, 16384) + 1)
        elif tag == "mergeCell" and attrs.get("ref"):
            c1, r1, c2, r2 = range_boundaries(attrs["ref"])
            marks.merges.append((int(c1 or 1), int(r1 or 1), int(c2 or 1), int(r2 or 1)))
        elif tag == "autoFilter":
            marks.filtered = True

    parser = xml.parsers.expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler = start
    with sheet._get_source() as source:  # openpyxl's own way to the part
        parser.ParseFile(source)
    return marks


def apply_marks(file: str, marks: SheetMarks, rows: list[tuple[int, list[Any]]],
                hidden: str, merged: str) -> tuple[list[str], list[Skipped]]:
    """Fill or leave merges, and drop or keep hidden rows and columns of ``rows`` (header
    first) in place, as chosen; refuse (InputError) when the sheet has marks and no choice was
    made. Returns the notes and the rows skipped."""
    if not rows:
        return [], []
    first, last = rows[0][0], rows[-1][0]
    width = max(len(values) for _, values in rows)
    hidden_rows = [n for n in marks.hidden_rows if first < n <= last]
    hidden_cols = [c for c in marks.hidden_columns if c <= width]
    merges = [m for m in marks.merges if m[3] >= first and m[1] <= last and m[0] <= width]
    header = rows[0][1]
    _refuse(file, hidden_rows if hidden == "refuse" else [],
            hidden_cols if hidden == "refuse" else [], merges if merged == "refuse" else [],
            header, marks.filtered)
    notes: list[str] = []
    skipped: list[Skipped] = []
    if merges:
        if merged == "fill":
            _fill(rows, merges)
        notes.append(Message(FILLED if merged == "fill" else FIRST, merges=_ranges(merges)))
    if hidden_rows and hidden == "read":
        notes.append(Message(QT_TRANSLATE_NOOP("Errors",
            "{n} hidden row(s) read as data: {rows}"), n=len(hidden_rows),
            rows=_numbers(hidden_rows)))
    elif hidden_rows:
        gone = set(hidden_rows)
        skipped = [Skipped(n, HIDDEN_ROW) for n, _ in rows if n in gone]
        rows[:] = [r for r in rows if r[0] not in gone]
    if hidden_cols:
        template = (QT_TRANSLATE_NOOP("Errors", "hidden column(s) read as data: {columns}")
                    if hidden == "read" else
                    QT_TRANSLATE_NOOP("Errors", "hidden column(s) left out: {columns}"))
        notes.append(Message(template, columns=_columns(hidden_cols, header)))
        if hidden == "skip":
            gone_cols = {c - 1 for c in hidden_cols}
            for _, values in rows:
                values[:] = [v for k, v in enumerate(values) if k not in gone_cols]
    return notes, skipped


FILLED = QT_TRANSLATE_NOOP("Errors", "merged cells {merges}: each cell read as the merge's value")
FIRST = QT_TRANSLATE_NOOP("Errors",
    "merged cells {merges}: only the first cell holds a value, the others read as no label")


def _refuse(file: str, rows: list[int], cols: list[int], merges: list[tuple[int, int, int, int]],
            header: list[Any], filtered: bool) -> None:
    """The one error for marks no choice was made about, each named."""
    what, hints = [], []
    if rows or cols:
        if rows:
            what.append(Message(QT_TRANSLATE_NOOP("Errors", "{n} hidden row(s): {rows}{filter}"),
                                n=len(rows), rows=_numbers(rows),
                                filter=" (AutoFilter)" if filtered else ""))
        if cols:
            what.append(Message(QT_TRANSLATE_NOOP("Errors", "{n} hidden column(s): {columns}"),
                                n=len(cols), columns=_columns(cols, header)))
        hints.append(Message(QT_TRANSLATE_NOOP("Errors",
            "--hidden read (count them) or --hidden skip (leave them out)")))
    if merges:
        what.append(Message(QT_TRANSLATE_NOOP("Errors", "merged cells {merges}"),
                            merges=_ranges(merges)))
        hints.append(Message(QT_TRANSLATE_NOOP("Errors",
            "--merged fill (each cell takes the merge's value) or --merged first (only the "
            "first cell)")))
    if what:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the sheet has cells Excel does not show as they are read: {what}"),
            file=file, args={"what": tuple(what), "choices": tuple(hints)},
            hint=QT_TRANSLATE_NOOP("Errors",
                "Choose {choices} (in the window: Import options); the choice is named in "
                "the report"))


def _fill(rows: list[tuple[int, list[Any]]], merges: list[tuple[int, int, int, int]]) -> None:
    """Every cell of a merge takes the value of its first (top-left) cell."""
    where = {n: values for n, values in rows}
    for c1, r1, c2, r2 in merges:
        top = where.get(r1)
        value = top[c1 - 1] if top is not None and c1 <= len(top) else None
        for n in range(r1, r2 + 1):
            values = where.get(n)
            if values is None:
                continue
            values.extend([None] * (c2 - len(values)))
            for c in range(c1, c2 + 1):
                values[c - 1] = value


def _numbers(numbers: list[int]) -> str:
    shown = ", ".join(map(str, numbers[:SHOW]))
    return shown + (f" … ({len(numbers) - SHOW} more)" if len(numbers) > SHOW else "")


def _columns(cols: list[int], header: list[Any]) -> str:
    from openpyxl.utils import get_column_letter

    names = [f"{get_column_letter(c)} ({header[c - 1]!r})" if c <= len(header)
             and header[c - 1] is not None else get_column_letter(c) for c in cols]
    return ", ".join(names[:SHOW]) + (f" … ({len(names) - SHOW} more)" if len(names) > SHOW
                                      else "")


def _ranges(merges: list[tuple[int, int, int, int]]) -> str:
    from openpyxl.utils import get_column_letter

    names = [f"{get_column_letter(c1)}{r1}:{get_column_letter(c2)}{r2}"
             for c1, r1, c2, r2 in merges]
    return ", ".join(names[:SHOW]) + (f" … ({len(names) - SHOW} more)" if len(names) > SHOW
                                      else "")
