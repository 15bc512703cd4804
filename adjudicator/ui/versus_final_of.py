"""The session's annotators against the final labels, from the state's live counts."""

from __future__ import annotations

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.core.stats.versus_final import VersusFinal, versus_final
from adjudicator.ui.session import Session


def versus_final_of(session: Session) -> VersusFinal:
    """κ, pₒ and per-class scores of every annotator against the final labels (O(r k²))."""
    state = session.state
    return versus_final(state.counts.by_annotator, state.ratings.labels,
                        state.ratings.annotators, int(state.counts.status[UNRESOLVED]))
