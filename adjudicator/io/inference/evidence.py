"""What each column of a table holds, as evidence for its role: how many values, how many
distinct, how long, whether they are free text, JSON or comma-joined ids, and which values
(its vocabulary). Judged on the first rows only, so a file of 10^6 rows costs no more.

Everything here is measured, nothing is decided: ``roles_choice`` and ``shape`` decide.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from adjudicator.io.coding.multilabel import detect_separator, split_cell

if TYPE_CHECKING:
    import pandas as pd

SAMPLE_ROWS = 5_000  # rows looked at per column
VOCABULARY_MAX = 60  # a column with more distinct values than this has no label vocabulary
# a JSON object, or a list holding objects or lists: never a label (a list of plain values
# is a multi-label cell, which io.multilabel reads)
_JSON_LIKE = re.compile(r"^\s*(\{.*\}|\[\s*[\[{].*\])\s*$", re.S)
_JOINED = re.compile(r"^\s*[^,\s][^,]*(\s*,\s*[^,\s][^,]*){1,}\s*$")


@dataclass(frozen=True)
class Profile:
    """One column's evidence: ``present`` cells (of ``rows`` looked at), ``distinct`` values,
    the ``vocabulary`` (its distinct values when few, else empty), the mean length, and how
    many cells hold JSON objects/lists (``structured``) or comma-joined parts (``joined``)."""

    name: str
    rows: int
    present: int
    distinct: int
    vocabulary: frozenset[str]
    mean_length: float
    structured: int
    joined: int
    counts: tuple[tuple[str, int], ...] = ()  # the vocabulary's values with their counts
    single_labels: int = 0  # distinct labels inside label-set cells (物流;售后), else 0

    @property
    def unique(self) -> bool:
        """Every present value differs from the others and no cell is blank."""
        return self.present == self.rows and self.distinct == self.present and self.rows > 1

    @property
    def free_text(self) -> bool:
        """Long, mostly distinct values: what a sentence or a comment column holds."""
        return (self.present > 0 and self.distinct > self.present / 2
                and self.mean_length > 25)

    @property
    def few_values(self) -> bool:
        """Few distinct values for its rows: labels and item fields repeat, ids and texts do
        not (the rule ``io.roles.looks_like_labels`` states for whole columns)."""
        distinct = min(self.distinct, self.single_labels or self.distinct)
        return self.present > 0 and bool(self.vocabulary) and (
            distinct <= max(2, 0.5 * self.present) or self.present < 8)

    @property
    def not_labels(self) -> bool:
        """Most cells hold JSON objects or lists, or comma-joined parts: never labels."""
        return self.present > 0 and (self.structured + self.joined) > self.present / 2


def profile(series: pd.Series, name: str, rows: int = SAMPLE_ROWS) -> Profile:
    """The evidence of one column (its first ``rows`` rows)."""
    head = series.head(rows)
    # each distinct text looked at once, with its count (a label column of 5,000 rows holds
    # a few): the same counts, in first-seen order, as value by value
    counted: dict[str, int] = {}
    present = structured = joined = length = 0
    for text, n in Counter(map(str, head.dropna().tolist())).items():
        v = text.strip()
        if not v:
            continue
        counted[v] = counted.get(v, 0) + n
        present += n
        length += len(v) * n
        if _JSON_LIKE.match(v):
            structured += n
        elif _comma_joined(v):
            joined += n
    few = len(counted) <= VOCABULARY_MAX
    mean = length / present if present else 0.0
    return Profile(name, len(head), present, len(counted),
                   frozenset(counted) if few else frozenset(), mean, structured, joined,
                   tuple(sorted(counted.items())) if few else (),
                   _single_labels(counted) if few else 0)


def _single_labels(counted: dict[str, int]) -> int:
    """How many distinct labels the cells hold when they are label sets (``物流;售后``, a
    JSON list), 0 when they are not: a column of a few labels combined in many ways is still
    a column of labels, its sets repeating less than its labels do."""
    sep = detect_separator(counted)
    if sep is None:
        return 0
    return len({part for value in counted for part in split_cell(value, sep)})


_ID_PART = re.compile(r"^[A-Za-z_\-]*\d+[A-Za-z_\-\d]*$")


def _comma_joined(value: str) -> bool:
    """``Ann1,Ann2,Ann3`` or ``0,1,1``: ids or codes (each with a digit, no spaces) joined
    by commas — what a tool writes for a list, never one label. Words joined by commas
    (``entailment,neutral``) stay multi-label cells, and ``1,234`` is a number."""
    if not _JOINED.match(value):
        return False
    parts = [p.strip() for p in value.split(",")]
    if not all(_ID_PART.match(p) for p in parts):
        return False
    # 1,234 is a number written with a thousands separator
    return not (len(parts) == 2 and all(p.isdigit() for p in parts) and len(parts[1]) == 3)


CELLS_LOOKED = 400_000  # cells looked at in all: a table of many columns gets fewer rows each


def profiles(frame: pd.DataFrame) -> list[Profile]:
    """Every column's evidence, in file order (fewer rows each when there are many)."""
    rows = max(100, min(SAMPLE_ROWS, CELLS_LOOKED // max(1, len(frame.columns))))
    return [profile(frame[c], str(c), rows) for c in frame.columns]


def containment(a: Profile, b: Profile) -> float:
    """The share of ``a``'s cells whose value is one of ``b``'s values (0 without a
    vocabulary): how far ``a`` speaks ``b``'s labels."""
    if not a.vocabulary or not b.vocabulary or not a.present:
        return 0.0
    inside = sum(n for v, n in a.counts if v in b.vocabulary)
    return inside / a.present


def shares_vocabulary(a: Profile, b: Profile) -> bool:
    """Labels of one scale: nearly every cell of the column with fewer values is a value of
    the other, and at least half of the other's cells are values of the first, unless the
    first is sparse (a reader who rated a few items used only some of the labels)."""
    small, big = (a, b) if a.distinct <= b.distinct else (b, a)
    if containment(small, big) < 0.9:
        return False
    return containment(big, small) >= 0.5 or small.present < 0.5 * big.present


def vocabulary_groups(candidates: Sequence[Profile]) -> list[list[Profile]]:
    """Columns joined when they share a vocabulary (transitively), in file order, largest
    groups first; a column that shares with none is a group of one."""
    parent = list(range(len(candidates)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(candidates):
        for j in range(i + 1, len(candidates)):
            if shares_vocabulary(a, candidates[j]):
                parent[root(j)] = root(i)
    groups: dict[int, list[Profile]] = {}
    for i, p in enumerate(candidates):
        groups.setdefault(root(i), []).append(p)
    return sorted(groups.values(), key=lambda g: -len(g))


def shown_values(group: Sequence[Profile], most: int = 6) -> str:
    """A group's shared values, most frequent first, for a reason (``0, 1`` or ``a, b, …``)."""
    total: dict[str, int] = {}
    for p in group:
        for v, n in p.counts:
            total[v] = total.get(v, 0) + n
    ordered = sorted(total, key=lambda v: (-total[v], v))
    text = ", ".join(ordered[:most])
    return text + (", …" if len(ordered) > most else "")
