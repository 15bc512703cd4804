"""The session's annotators against the final labels, from the state's live counts: on every
item with a final label, and on the disputed items the lead decided (the headline: there no
annotator agrees with the final label by construction)."""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.core.adjudication.counts import ADJUDICATED
from adjudicator.core.stats.pairs.versus_final import VersusFinal
from adjudicator.report.acceptance.policy_preview import versus_views
from adjudicator.session.session import Session


@dataclass(frozen=True)
class VersusViews:
    """Both views, with how many decisions there are and how many disputed items they hold."""

    every: VersusFinal
    disputed: VersusFinal
    decisions: int
    disputed_items: int


def versus_final_of(session: Session) -> VersusFinal:
    """κ, pₒ and per-class scores of every annotator against the final labels of every item
    that has one (O(r k²))."""
    return versus_views(session.state)[0]


def versus_views_of(session: Session) -> VersusViews:
    """Both views of the live counts (O(r k²))."""
    counts = session.state.counts
    every, disputed = versus_views(session.state)
    return VersusViews(every, disputed, int(counts.status[ADJUDICATED]),
                       counts.disputed_items)
