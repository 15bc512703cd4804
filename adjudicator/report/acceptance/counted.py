"""The report model from count tables: the acceptance report of data too big for memory.

An engine (``engines``: DuckDB, or another that fills the same tables) counts where the data
lives; this module turns those counts into the same ``ReportModel`` as ``report.build``, with
the same core functions, so every number equals the in-memory report's. What the counts cannot
give is named in ``ReportModel.unavailable`` and the report says so in that part instead of
showing a number:

- a log holding decisions, when the engine did not read the decided items' labels
  (``CountedExtras.decided``): which items they move needs per-item data, so the
  adjudication summary, each annotator against the final labels and the rules on them are
  left out. With those labels, ``counted_decisions`` gives these parts exactly;
- the values read as missing or "cannot judge" are not listed (the engine codes distinct
  values, it does not keep the import's per-value record);
- κ by stratum is counted for the --by columns only (the import's own choice of stratum
  columns needs the whole table).

Without decisions every item's final label is its unanimous one: the status counts come from
the unit patterns (one distinct category: unanimous; two or more: a disagreement) and each
annotator's table against the final labels is diagonal (``CountedExtras.unanimous``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.stats.pairs.strata import stratum_summary
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.core.stats.versus_intervals import versus_final
from adjudicator.report.acceptance.build import (
    _rules_in_force,
    guideline_versions,
    pair_extras,
    rule_history,
)
from adjudicator.report.acceptance.counted_decisions import DecidedItems, with_decisions
from adjudicator.report.acceptance.gold_rules import GOLD_RULES
from adjudicator.report.acceptance.model import (
    DOMINANT_SHARE,
    AdjudicationSummary,
    Distribution,
    MissingSection,
    ReportModel,
    Reproducibility,
    RuleResult,
    StratumBlock,
    Verdict,
)
from adjudicator.report.acceptance.verdict import evaluate

IntArray = np.ndarray[Any, np.dtype[np.int64]]

#: why a part is left out (English keys of ``report.texts``; the report translates them)
NEEDS_ITEMS = ("The decision log holds decisions: which items they settle needs each item's "
               "labels, which the count tables do not hold. Use --engine memory for this part.")
VALUES_NOT_LISTED = ("The values read as missing or \"cannot judge\" are not listed with "
                     "--engine duckdb (they are counted as missing).")
#: agreement without each annotator in turn needs who gave which label on each item
NEEDS_JUDGMENTS = ("Agreement without each annotator in turn needs each item's labels, which "
                   "the count tables do not hold. Use --engine memory for this part.")
#: each annotator against gold items needs who gave which label on each gold item
NEEDS_GOLD = ("Scoring the annotators against gold items needs each item's labels, which the "
              "count tables do not hold. Use --engine memory for this part.")
NAME_STRATA = ("With --engine duckdb, κ by stratum is counted for the columns named with "
               "--by COLUMN only.")
#: rules whose value needs the decisions' items
_ITEM_RULES = ("max_unresolved_share", "max_unreviewed_share")


@dataclass(frozen=True)
class StratumCounts:
    """One --by column's per-stratum pair tables (S x k x k) and its values (first seen)."""

    column: str
    values: tuple[str, ...]
    tables: dict[tuple[int, int], IntArray]


@dataclass(frozen=True)
class CountedExtras:
    """What the report needs beyond the agreement's count tables."""

    unanimous: IntArray  # annotators x k: unanimous items on c that annotator r labelled
    skipped_rows: int
    strata: list[StratumCounts] = field(default_factory=list)
    decided: DecidedItems | None = None  # the decided items' labels, when the engine read them


def counted_model(
    agreement: AgreementReport, tables: Any, extras: CountedExtras,
    state: AdjudicationState, *, info: Mapping[str, str], rules: Any,
    options: AgreementOptions, reproducibility: Reproducibility, dataset_name: str,
) -> ReportModel:
    """The report model from ``summarize_counts``' report, its tables (``CountTables``) and
    the log's state (its rules, guideline and decision events; no items' labels)."""
    decided = bool(state.decided_items())
    guessed = decided and extras.decided is None  # decisions, but not their items' labels
    unavailable = {"missing_values": VALUES_NOT_LISTED, "gold": NEEDS_GOLD}
    if guessed:
        unavailable |= {"adjudication": NEEDS_ITEMS, "versus_final": NEEDS_ITEMS}
    if not extras.strata:
        unavailable["strata"] = NAME_STRATA
    if len(tables.annotators) >= 3:  # the in-memory report's annotator effects
        unavailable["annotator_effects"] = NEEDS_JUDGMENTS
    adjudication, cube = _adjudication(tables), _diagonal(extras.unanimous)
    if decided and extras.decided is not None:
        adjudication, cube = with_decisions(adjudication, cube, extras.decided)
    without = adjudication.unresolved + adjudication.single + adjudication.single_accepted
    versus = versus_final(cube, agreement.labels, agreement.annotators, without,
                          conventions=options.conventions)
    disputed = None if guessed else _versus_disputed(agreement, adjudication, extras, options)
    history = rule_history(state)
    in_force, source = _rules_in_force(state, rules)
    results = (evaluate(in_force, agreement, versus, adjudication, tables.n_items)
               if in_force is not None and not in_force.empty else [])
    if guessed:
        results = [_unchecked(r, in_force) for r in results]
    results = [replace(r, reason=NEEDS_GOLD, fields={}) if r.rule in GOLD_RULES else r
               for r in results]  # not checkable here whatever the data hold
    flagged = source.startswith("log") and any(h.after_results_seen for h in history)
    return ReportModel(
        info={k: str(v) for k, v in info.items() if str(v).strip()}, dataset=dataset_name,
        n_items=tables.n_items, annotators=tables.annotators, labels=tables.labels,
        key_classes=in_force.key_classes if in_force else (),
        guidelines=guideline_versions(state), missing=_missing(tables, extras.skipped_rows),
        distributions=_distributions(tables), agreement=agreement,
        headline=in_force.coefficient if in_force else "cohen_kappa",
        pair_extras=pair_extras(agreement), strata=_strata(extras.strata, agreement, options),
        adjudication=adjudication, versus_final=versus, versus_disputed=disputed,
        verdict=Verdict(in_force, source, results, history, flagged),
        reproducibility=reproducibility, unavailable=unavailable)


def _versus_disputed(agreement: Any, adjudication: AdjudicationSummary, extras: CountedExtras,
                     options: Any) -> Any:
    """Annotators against the final labels on the disputed items decided: all of them are
    among the decided items the log was replayed on, so their counts are that state's."""
    r, k = len(agreement.annotators), len(agreement.labels)
    cube, decided = np.zeros((r, k, k), dtype=np.int64), 0
    if extras.decided is not None:
        counts = extras.decided.state.counts
        cube, decided = counts.disputed, counts.disputed_items
    return versus_final(cube, agreement.labels, agreement.annotators,
                        adjudication.disagreements - decided, conventions=options.conventions)


def _nonzero(tables: Any) -> IntArray:
    """Distinct categories per unit pattern."""
    out: IntArray = (np.asarray(tables.patterns) > 0).sum(axis=1)
    return out


def _adjudication(tables: Any) -> AdjudicationSummary:
    """Status counts before any decision: unanimous items (two or more labels, all alike),
    single annotator items (one label), the rest unresolved."""
    freq, distinct = np.asarray(tables.freq), _nonzero(tables)
    single_pattern = np.asarray(tables.patterns).sum(axis=1) == 1
    unanimous = int(freq[(distinct == 1) & ~single_pattern].sum())
    single = int(freq[single_pattern].sum())
    split = int(freq[distinct >= 2].sum())
    return AdjudicationSummary(unanimous, 0, int(tables.n_items) - unanimous - single, split,
                               split, {}, 0, single=single)


def _diagonal(unanimous: IntArray) -> IntArray:
    """Each annotator's final-label table before any decision: the unanimous items, on the
    diagonal."""
    r, k = unanimous.shape
    cube = np.zeros((r, k, k), dtype=np.int64)
    cube[:, np.arange(k), np.arange(k)] = unanimous
    return cube


def _unchecked(result: RuleResult, rules: Any) -> RuleResult:
    """A rule whose value needs the decisions' items: not checkable, with the reason."""
    recall = result.rule == "min_class" and rules.class_measure != "kappa"
    if result.rule not in _ITEM_RULES and not recall:
        return result
    return replace(result, observed=None, passed=None, reason=NEEDS_ITEMS, fields={})


def _missing(tables: Any, skipped: int) -> MissingSection:
    """Missing labels per annotator and items short of labels, from the unit patterns."""
    n, r = int(tables.n_items), len(tables.annotators)
    present = np.asarray(tables.patterns).sum(axis=1)
    freq = np.asarray(tables.freq)
    rated = np.asarray(tables.rater_counts).sum(axis=1)
    return MissingSection(
        per_annotator={a: n - int(m) for a, m in zip(tables.annotators, rated, strict=True)},
        uncertain_values={}, missing_values={},
        items_with_missing=int(freq[present < r].sum()),
        items_rated_by_one=int(freq[present < 2].sum()), skipped_rows=skipped)


def _distributions(tables: Any) -> list[Distribution]:
    """Counts per class of each annotator (the ratings table's rows)."""
    labels, out = tables.labels, []
    for name, row in zip(tables.annotators, np.asarray(tables.rater_counts), strict=True):
        counts = tuple(int(c) for c in row)
        total = sum(counts)
        top = max(range(len(labels)), key=lambda j: counts[j]) if labels else 0
        dominant = labels[top] if total and counts[top] / total >= DOMINANT_SHARE else None
        out.append(Distribution(name, counts, total, dominant))
    return out


def _strata(columns: Sequence[StratumCounts], agreement: AgreementReport,
            opts: AgreementOptions) -> list[StratumBlock]:
    """κ, p_o and AC1 per stratum of each --by column and pair (as ``build.stratum_blocks``)."""
    names, out = list(agreement.annotators), []
    for column in columns:
        for p in agreement.pairs:
            i, j = (names.index(x) for x in p.annotators)
            rows = stratum_summary(column.tables[(i, j)], labels=list(agreement.labels),
                                   conventions=opts.conventions)
            out.append(StratumBlock(column.column, (p.annotators[0], p.annotators[1]),
                                    column.values, rows))
    return out
