"""Which sheet of a workbook holds the labels: a first sheet of instructions or notes (one
column of text, or a sheet named so even when it holds a small table such as a glossary of
the columns) is passed over for the first sheet that is a table, and the report says so,
naming the sheets passed over, so the choice can be undone with --sheet."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message

PASSED_OVER = QT_TRANSLATE_NOOP(
    "Errors", "sheet {name} read: the sheet(s) before it ({sheets}) hold no table (one "
    "column of text, such as instructions); choose one with --sheet to read it instead")

NAMED_SO = QT_TRANSLATE_NOOP(
    "Errors", "sheet {name} read: the sheet(s) before it ({sheets}) are named as instructions "
    "or notes; choose one with --sheet to read it instead")
#: sheet names that say the sheet explains the work rather than holding its labels
INSTRUCTIONS = re.compile(r"说明|說明|须知|須知|指南|指引|规范|規範|注意|帮助|幫助|readme|read me|"
                          r"instruction|guideline|guide|notes?\b|help|about|codebook|legend",
                          re.IGNORECASE)


def instructions(name: str) -> bool:
    """A sheet whose name says it holds instructions or notes (说明, README, Guidelines…)."""
    return INSTRUCTIONS.search(name) is not None


def tabular(rows: Sequence[tuple[int, list[Any]]], looked: int = 20) -> bool:
    """Some of the first rows have two or more filled cells: a table, not a page of text."""
    return any(sum(v is not None and str(v).strip() != "" for v in values) >= 2
               for _, values in rows[:looked])


def passed_over(names: Sequence[str], chosen: str, hidden: Sequence[str],
                asked: object, named: Sequence[str] = ()) -> list[Message]:
    """The notes naming the visible sheets before ``chosen`` that were passed over (none when
    the user named the sheet or the first visible one was read): ``named`` are the tables
    passed over because their name says they are instructions, the rest held no table."""
    if asked is not None:
        return []
    before = [n for n in names[:list(names).index(chosen)] if n not in hidden]
    by_name = [n for n in before if n in named]
    return [Message(template, name=repr(chosen), sheets=", ".join(map(repr, sheets)))
            for template, sheets in ((NAMED_SO, by_name),
                                     (PASSED_OVER, [n for n in before if n not in by_name]))
            if sheets]
