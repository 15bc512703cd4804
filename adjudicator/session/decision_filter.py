"""Which items were decided how: under an earlier guideline version, by whom, before which
day. Lets a lead reopen decisions after a rule change. Pure numpy over the decision log's
state, so it is testable without Qt."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.session.filters import ItemFilter, Mask


@dataclass(frozen=True)
class DecisionFacts:
    """For every item with a decision in force: its row, who decided, the day (UTC, ISO
    "YYYY-MM-DD") and the guideline version the deciding event carried."""

    rows: npt.NDArray[np.int64]
    authors: npt.NDArray[np.str_]
    days: npt.NDArray[np.str_]
    older: npt.NDArray[np.bool_]  # decided under a guideline version older than the current

    @property
    def authors_seen(self) -> list[str]:
        """Everyone with a decision in force, in name order."""
        return sorted({str(a) for a in self.authors})


def guideline_ranks(state: AdjudicationState) -> dict[str, int]:
    """Each guideline version's age: the order in which the log first carried it (events
    carry the version in force when they were written, a guideline event its new one)."""
    ranks: dict[str, int] = {}
    for event in state.events:
        for version in (event.guideline, getattr(event, "version", None)):
            if isinstance(version, str) and version not in ranks:
                ranks[version] = len(ranks)
    return ranks


def decision_facts(state: AdjudicationState) -> DecisionFacts:
    """Who decided each decided item, when and under which guideline version (O(decided))."""
    ranks = guideline_ranks(state)
    current = ranks.get(state.guideline_version, len(ranks))
    rows, authors, days, older = [], [], [], []
    for item in state.decided_items():
        found = state.decision(item)
        if found is None:
            continue
        event = found[0]
        rows.append(state.row(item))
        authors.append(event.author)
        days.append(event.time[:10])
        older.append(ranks.get(event.guideline, -1) < current)
    return DecisionFacts(np.asarray(rows, dtype=np.int64), np.asarray(authors, dtype=np.str_),
                         np.asarray(days, dtype=np.str_), np.asarray(older, dtype=bool))


def asks_about_decisions(f: ItemFilter) -> bool:
    """True when the filter has a decision condition (older guideline, author, day)."""
    return f.older_guideline or bool(f.decided_by) or bool(f.decided_before)


def decision_mask(facts: DecisionFacts, n: int, f: ItemFilter) -> Mask:
    """Items whose decision in force meets every decision condition of the filter (an
    undecided item meets none); all items when the filter has no such condition."""
    if not asks_about_decisions(f):
        return np.ones(n, dtype=bool)
    keep = np.ones(len(facts.rows), dtype=bool)
    if f.older_guideline:
        keep &= facts.older
    if f.decided_by:
        keep &= facts.authors == f.decided_by
    if f.decided_before:
        keep &= np.less(facts.days, np.str_(f.decided_before))
    mask = np.zeros(n, dtype=bool)
    mask[facts.rows[keep]] = True
    return mask


class FactsCache:
    """The facts of one state, recomputed only after a new event."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self._facts: DecisionFacts | None = None

    def get(self, state: AdjudicationState) -> DecisionFacts:
        """The facts as of the state's last event."""
        key = (id(state), state.last_seq)
        if self._facts is None or key != self._key:
            self._key, self._facts = key, decision_facts(state)
        return self._facts

    def narrow(self, state: AdjudicationState, rows: npt.NDArray[np.signedinteger[Any]],
               f: ItemFilter) -> npt.NDArray[np.signedinteger[Any]]:
        """The listed rows that also meet the filter's decision conditions."""
        if not asks_about_decisions(f):
            return rows
        mask = decision_mask(self.get(state), len(state.status_codes), f)
        kept: npt.NDArray[np.signedinteger[Any]] = rows[mask[rows]]  # the rows' own integers
        return kept
