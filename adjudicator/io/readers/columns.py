"""Column names and kinds the delimited readers (Python's csv and pyarrow's) share: names made
unique, the note that says so, and which columns to read as categories."""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.readers.arrowframe import UNIQUE_SHARE


def category_columns(sample: list[list[str]], header: bool) -> set[int]:
    """Columns whose sample has few distinct values: read once as categories (fast, small)."""
    body = sample[1:] if header else sample
    width = len(sample[0]) if sample else 0
    out = set()
    for j in range(width):
        values = [r[j] for r in body if j < len(r)]
        if values and len(set(values)) <= max(UNIQUE_SHARE * len(values), 20):
            out.add(j)
    return out


def column_names(sample: list[list[str]], header: bool) -> list[str]:
    """Column names: the header's, or col1, col2, … ."""
    width = len(sample[0]) if sample else 0
    return unique_names(sample[0]) if header else [f"col{j + 1}" for j in range(width)]


def renamed_note(head: list[str], names: list[str]) -> list[str]:
    """A note when header names had to be changed (blank, repeated, or with spaces around)."""
    if names == head:
        return []
    return [Message(QT_TRANSLATE_NOOP("Errors", "blank or repeated column names were made "
                                      "unique: {names}"), names=", ".join(names))]


def unique_names(head: list[str]) -> list[str]:
    """Header names made unique and non-blank (``column 3``, ``rater1 (2)``)."""
    out: list[str] = []
    for j, name in enumerate(head):
        base = name.strip() or f"column {j + 1}"
        cand, n = base, 2
        while cand in out:
            cand, n = f"{base} ({n})", n + 1
        out.append(cand)
    return out
