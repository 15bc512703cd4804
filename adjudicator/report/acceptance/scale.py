"""The scale the report compares the labels on, where it came from, and when it was changed.

The scale in force is the latest ``scale`` event of the decision log (level, weights, label
order); without one, an ordinal label schema gives the ordinal level in the schema's order
(with quadratic weights, as the window shows it); else the labels are nominal. The labels
are recoded in the recorded order and the log's events replayed on them (events name labels,
not codes), so every table of the report, its matrices and its weighted coefficients follow
that order.

A scale chosen after the results were seen can move the weighted coefficients towards a
wanted value, as a rule set after looking can move the verdict, so every change is listed
with the decisions made before it, and flagged when it came after a results-viewed event or
after decisions (the window shows agreement while the lead decides).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import cast

from adjudicator.core.adjudication.events import Batch, Decide, ScaleChoice, Viewed
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.label_order import reordered_ratings
from adjudicator.core.scores.summary import SCORE_LEVELS
from adjudicator.core.stats.many_raters.krippendorff import Level
from adjudicator.core.stats.summaries.options import AgreementOptions

FROM_LOG, FROM_SCHEMA = "log", "schema"
SCHEMA_WEIGHTS = "quadratic"  # the window's ordinal weights until the lead chooses others


@dataclass(frozen=True)
class ScaleChange:
    """One ``scale`` event in force: what it chose, and what came before it."""

    seq: int
    time: str
    author: str
    level: str
    weights: str
    order: tuple[str, ...]
    decisions_before: int  # decisions in force recorded before this event
    after_results_seen: bool  # a results-viewed event in force preceded it

    @property
    def late(self) -> bool:
        """True when the scale was chosen after results were seen or decisions were made."""
        return self.after_results_seen or self.decisions_before > 0

    @property
    def date(self) -> str:
        """The day of the change (the event's time is ISO 8601)."""
        return self.time[:10]


@dataclass(frozen=True)
class ScaleSource:
    """Where the report's scale came from: ``origin`` "log" (event ``seq``), "schema" (an
    ordinal label schema, no scale event), or "" (nominal, nothing chosen); and every change
    of the scale in the log."""

    origin: str = ""
    seq: int | None = None
    history: tuple[ScaleChange, ...] = field(default_factory=tuple)

    @property
    def late(self) -> tuple[ScaleChange, ...]:
        """The changes made after results were seen (flagged in the report)."""
        return tuple(c for c in self.history if c.late)


def scaled(state: AdjudicationState, options: AgreementOptions, schema_level: str = "nominal"
           ) -> tuple[AdjudicationState, AgreementOptions]:
    """The state with its labels in the recorded order and the options of the recorded level;
    without a scale event, the ordinal level of an ordinal schema (the labels are already in
    its order); unchanged otherwise, or when the caller chose a level or weights."""
    ev = state.scale
    if ev is None:
        if schema_level == "ordinal" and _defaults(options):
            return state, replace(options, level="ordinal", weights=SCHEMA_WEIGHTS)
        if schema_level in SCORE_LEVELS and _defaults(options):
            return state, replace(options, level=cast(Level, schema_level))
        return state, options
    ordinal = ev.level == "ordinal"
    level = ev.level if ev.level in SCORE_LEVELS else "ordinal" if ordinal else "nominal"
    opts = replace(options, level=cast(Level, level), weights=ev.weights if ordinal else None)
    ratings = reordered_ratings(state.ratings, ev.order)
    if ratings is state.ratings:
        return state, opts
    first = state.as_of(0).guideline_version
    again = AdjudicationState.replay(ratings, state.events, author=state.author, app=state.app,
                                     guideline=first)
    return again, opts


def _defaults(options: AgreementOptions) -> bool:
    return options.level == "nominal" and options.weights is None


def scale_source(state: AdjudicationState, schema_level: str = "nominal") -> ScaleSource:
    """Where the scale in force came from, with the log's changes of it."""
    history = tuple(scale_history(state))
    ev = state.scale
    if ev is not None:
        return ScaleSource(FROM_LOG, ev.seq, history)
    from_schema = schema_level == "ordinal" or schema_level in SCORE_LEVELS
    return ScaleSource(FROM_SCHEMA if from_schema else "", None, history)


def scale_history(state: AdjudicationState) -> list[ScaleChange]:
    """Every scale event in force, with the decisions in force recorded before it and
    whether a results-viewed event in force preceded it."""
    out, seen, decisions = [], False, 0
    for ev in state.events:
        if not state.is_active(ev.seq):
            continue
        if isinstance(ev, Viewed):
            seen = True
        elif isinstance(ev, Decide):
            decisions += 1
        elif isinstance(ev, Batch):
            decisions += len(ev.decisions)
        elif isinstance(ev, ScaleChoice):
            out.append(ScaleChange(ev.seq, ev.time, ev.author, ev.level, ev.weights, ev.order,
                                   decisions, seen))
    return out
