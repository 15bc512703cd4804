"""What an auto-accept policy would do before it is declared: the items per status and each
annotator's κ against the final labels afterwards (on all items with a final label, and on
the disputed items the lead decided). Computed on copies, so nothing changes until the policy
is written."""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.core.adjudication.counts import (
    ACCEPTED,
    ADJUDICATED,
    POLICY,
    SINGLE,
    UNANIMOUS,
    UNRESOLVED,
    Counts,
)
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS, Conventions
from adjudicator.core.stats.pairs.versus_final import VersusFinal
from adjudicator.core.stats.versus_intervals import versus_final


@dataclass(frozen=True)
class PolicyPreview:
    """The counts and κ vs final under ``policy``; ``changed`` items would change status."""

    policy: AcceptPolicy
    unanimous: int
    accepted: int  # by the k-of-n rule (not unanimous)
    adjudicated: int
    unresolved: int
    single: int
    single_accepted: int
    changed: int
    versus: VersusFinal  # every item with a final label (two or more annotators)
    versus_disputed: VersusFinal  # the disputed items the lead decided


def versus_views(state: AdjudicationState, counts: Counts | None = None, *,
                 conventions: Conventions = TABLE_CONVENTIONS
                 ) -> tuple[VersusFinal, VersusFinal]:
    """Annotators against the final labels on every item with a final label (two or more
    annotators) and on the disputed items the lead decided; each says how many it leaves out
    (items without a final label or with one label; disputed items not decided)."""
    c = counts if counts is not None else state.counts
    r = state.ratings
    without = int(c.status[UNRESOLVED] + c.status[SINGLE] + c.status[ACCEPTED])
    every = versus_final(c.by_annotator, r.labels, r.annotators, without,
                         conventions=conventions)
    disputed = versus_final(c.disputed, r.labels, r.annotators,
                            c.split_items - c.disputed_items, conventions=conventions)
    return every, disputed


def preview_policy(state: AdjudicationState, policy: AcceptPolicy) -> PolicyPreview:
    """The state's counts if ``policy`` were in force (decisions and acceptances kept)."""
    final, status = state.finals_under(policy)
    counts = state.counts_of(final, status)
    changed = int(((final != state.final_codes) | (status != state.status_codes)).sum())
    every, disputed = versus_views(state, counts)
    n = counts.status
    return PolicyPreview(policy, int(n[UNANIMOUS]), int(n[POLICY]), int(n[ADJUDICATED]),
                         int(n[UNRESOLVED]), int(n[SINGLE]), int(n[ACCEPTED]), changed,
                         every, disputed)
