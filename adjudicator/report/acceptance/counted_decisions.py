"""The adjudication parts of a count-table report once the decision log holds decisions.

Decisions are few next to the items, so the engine fetches only the decided items' labels
and the log is replayed on them (``DecidedItems``). Every other item keeps its status before
any decision (unanimous, or unresolved), which the count tables give. So each total is the
count tables' value, less the decided items' part before the decisions, plus their part
after them: the same status counts and final-label tables as the in-memory state's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from adjudicator.core.adjudication.counts import (
    ADJUDICATED,
    SINGLE,
    UNANIMOUS,
    UNRESOLVED,
    Counts,
)
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.report.acceptance.build import adjudication_summary
from adjudicator.report.acceptance.model import AdjudicationSummary

IntArray = np.ndarray[Any, np.dtype[np.int64]]
BoolArray = np.ndarray[Any, np.dtype[np.bool_]]


@dataclass(frozen=True)
class DecidedItems:
    """The log replayed on the items it decides, with their own labels from the file."""

    state: AdjudicationState
    found: BoolArray  # per decided item: the file holds it (else its row counts nothing)


def with_decisions(base: AdjudicationSummary, cube: IntArray, decided: DecidedItems
                   ) -> tuple[AdjudicationSummary, IntArray]:
    """The summary and the annotators' final-label tables (r x k x k) after the decisions,
    from those before any decision (``base``, ``cube``)."""
    after = decided.state
    before = AdjudicationState(after.ratings)
    was, now = _part(before, decided.found), _part(after, decided.found)
    categories = adjudication_summary(after)
    summary = AdjudicationSummary(
        base.unanimous - was.status[UNANIMOUS] + now.status[UNANIMOUS],
        now.status[ADJUDICATED],
        base.unresolved - was.status[UNRESOLVED] + now.status[UNRESOLVED],
        base.disagreements,
        base.unreviewed - was.unreviewed + now.unreviewed,
        categories.error_categories, categories.guideline_updates,
        single=base.single - was.status[SINGLE] + now.status[SINGLE])
    tables: IntArray = cube - was.by_annotator + now.by_annotator
    return summary, tables


@dataclass(frozen=True)
class _Part:
    """The decided items' share of the totals in one state."""

    status: list[int]  # items per status
    unreviewed: int  # items with two different labels, unresolved
    by_annotator: IntArray


def _part(state: AdjudicationState, found: BoolArray) -> _Part:
    """The found decided items' status counts, unreviewed disagreements and tables."""
    codes = state.ratings.codes[found]
    final, status = state.final_codes[found], state.status_codes[found]
    counts = Counts(codes, state.ratings.k, final, status)
    masked = np.where(codes >= 0, codes, np.iinfo(np.int64).max)
    high = codes.max(axis=1, initial=-1)
    split = (high >= 0) & (masked.min(axis=1, initial=np.iinfo(np.int64).max) < high)
    return _Part([int(x) for x in counts.status], int((split & (status == UNRESOLVED)).sum()),
                 counts.by_annotator)
