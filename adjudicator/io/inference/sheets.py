"""Which sheet of a workbook holds the labels: a first sheet of instructions or notes (one
column of text) is passed over for the first sheet that is a table, and the report says so,
naming the sheets passed over, so the choice can be undone with --sheet."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message

PASSED_OVER = QT_TRANSLATE_NOOP(
    "Errors", "sheet {name} read: the sheet(s) before it ({sheets}) hold no table (one "
    "column of text, such as instructions); choose one with --sheet to read it instead")


def tabular(rows: Sequence[tuple[int, list[Any]]], looked: int = 20) -> bool:
    """Some of the first rows have two or more filled cells: a table, not a page of text."""
    return any(sum(v is not None and str(v).strip() != "" for v in values) >= 2
               for _, values in rows[:looked])


def passed_over(names: Sequence[str], chosen: str, hidden: Sequence[str],
                asked: object) -> list[Message]:
    """The note naming the visible sheets before ``chosen`` that were passed over (none when
    the user named the sheet or the first visible one was read)."""
    if asked is not None:
        return []
    before = [n for n in names[:list(names).index(chosen)] if n not in hidden]
    if not before:
        return []
    return [Message(PASSED_OVER, name=repr(chosen), sheets=", ".join(map(repr, before)))]
