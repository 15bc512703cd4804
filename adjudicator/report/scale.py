"""The scale recorded in the decision log (a ``scale`` event: level, weights, label order)
applied to the report, so the report compares the labels as the window did.

The labels are recoded in the recorded order and the log's events replayed on them (events
name labels, not codes), so every table of the report, its matrices and its weighted
coefficients follow that order.
"""

from __future__ import annotations

from dataclasses import replace

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.label_order import reordered_ratings
from adjudicator.core.stats.summary_model import AgreementOptions


def scaled(state: AdjudicationState, options: AgreementOptions
           ) -> tuple[AdjudicationState, AgreementOptions]:
    """The state with its labels in the recorded order and the options of the recorded level;
    unchanged when the log records no scale."""
    ev = state.scale
    if ev is None:
        return state, options
    ordinal = ev.level == "ordinal"
    opts = replace(options, level="ordinal" if ordinal else "nominal",
                   weights=ev.weights if ordinal else None)
    ratings = reordered_ratings(state.ratings, ev.order)
    if ratings is state.ratings:
        return state, opts
    first = state.as_of(0).guideline_version
    again = AdjudicationState.replay(ratings, state.events, author=state.author, app=state.app,
                                     guideline=first)
    return again, opts
