"""Build the report model of a project from the core's results (no number computed twice).

Agreement comes from ``core.stats.summary.summarize`` (every coefficient with SE, CI and its
convention; per-class κ; specific agreement; the confusion matrix), prevalence and bias indices
and κ_max from ``core.stats.class_agreement``, ranked class pairs from
``core.stats.disagreement``, κ by stratum from ``core.stats.strata``, each annotator against the
final labels from ``core.stats.versus_final`` on the state's live counts. Counting labels per
annotator is one bincount per column.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator import __version__
from adjudicator.core.adjudication.counts import (
    ACCEPTED,
    ADJUDICATED,
    POLICY,
    SINGLE,
    UNANIMOUS,
    UNRESOLVED,
)
from adjudicator.core.adjudication.events import Batch, Decide, Event, Guideline, Rules, Viewed
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.quality.alt_test import AltSettings
from adjudicator.core.quality.gold import gold_scores
from adjudicator.core.stats.pairs import class_agreement
from adjudicator.core.stats.pairs.disagreement import disagreement_pairs
from adjudicator.core.stats.pairs.strata import stratum_summary, stratum_tables
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.report.acceptance.model import (
    DOMINANT_SHARE,
    INFO_FIELDS,
    AdjudicationSummary,
    Distribution,
    GuidelineVersion,
    MissingSection,
    PairExtras,
    ReportModel,
    Reproducibility,
    RuleEvent,
    StratumBlock,
    Verdict,
)
from adjudicator.report.acceptance.policy_preview import versus_views
from adjudicator.report.acceptance.rules import AcceptanceRules, rules_from_dict
from adjudicator.report.acceptance.scale import scale_source, scaled
from adjudicator.report.acceptance.score_final import final_scores
from adjudicator.report.acceptance.verdict import evaluate

if TYPE_CHECKING:
    from adjudicator.io import Dataset
    from adjudicator.store.project import Project

BLANK = "(blank)"


def build_report(
    project: Project, *, info: Mapping[str, str] | None = None,
    rules: AcceptanceRules | None = None, options: AgreementOptions | None = None,
    strata: Sequence[str] | None = None, gold: GoldSource | None = None,
    alt: AltSettings | None = None,
) -> ReportModel:
    """The report of a project's live state; ``rules`` (e.g. from --rules) replace the log's.
    ``gold`` (a name and the gold codes, -1 where an item is not gold) scores each annotator
    against known answers; without it, the reference column the import found, if any.
    ``alt``: the alternative-annotator test's ε, q and scoring for the marked models (the
    window's choice; by default the command line's)."""
    from adjudicator.store.pinning import sha256_file

    state = project.state
    repro = Reproducibility(
        originals=list(project.header.get("originals", [])), log_name=project.log_path.name,
        log_sha256="" if project.log_pending else sha256_file(project.log_path),
        last_seq=project.written_seq,
        app_version=__version__, created=_now())
    model = build_model(state, project.dataset, info=info or {}, rules=rules, options=options,
                        strata=strata, reproducibility=repro,
                        dataset_name=project.data_path.name,
                        gold=gold if gold is not None else dataset_gold(project.dataset))
    return with_marked_models(model, state, project.dataset, alt)


def with_marked_models(model: ReportModel, state: AdjudicationState,
                       dataset: Dataset, alt: AltSettings | None = None) -> ReportModel:
    """The report with its models section when the import marked columns as a model's
    predictions (``Dataset.model_codes``, never annotators): each model against each human
    and the final labels, the humans' ceiling and the alternative-annotator test, as
    ``report --model`` gives them (``core.quality.model_annotator``)."""
    if not dataset.model_codes:
        return model
    from dataclasses import replace

    from adjudicator.core.quality.model_annotator import human_ceiling, model_report

    r = state.ratings
    alt = alt or AltSettings()
    reports = tuple(model_report(name, np.asarray(codes, dtype=np.int64), r.codes,
                                 r.annotators, r.labels, final=state.final_codes,
                                 epsilon=alt.epsilon, q=alt.q, values=alt.values(r.labels))
                    for name, codes in dataset.model_codes.items())
    return replace(model, models=(reports, human_ceiling(r.codes, r.annotators, r.labels)))


def _logged_fields(state: AdjudicationState) -> dict[str, str]:
    """The report fields in force in the log (known ones only)."""
    return {k: v for k, v in state.report_fields.items() if k in INFO_FIELDS}


def build_model(
    state: AdjudicationState, dataset: Dataset, *, info: Mapping[str, str],
    rules: AcceptanceRules | None, options: AgreementOptions | None,
    strata: Sequence[str] | None, reproducibility: Reproducibility, dataset_name: str,
    gold: GoldSource | None = None,
) -> ReportModel:
    """The report from the state and the dataset it was built on; the report fields the log
    keeps are the defaults, ``info`` given here wins (a blank value clears one). ``gold``:
    the gold codes (one per item of the state, -1 where not gold) and their source's name."""
    info = {**_logged_fields(state), **info}
    scored = None if gold is None else gold_scores(
        state.ratings.codes, gold[1], state.ratings.annotators, state.ratings.labels)
    scale = scale_source(state, dataset.level)
    state, opts = scaled(state, options or AgreementOptions(), dataset.level)
    ratings = state.ratings
    agreement = final_scores(summarize(ratings, opts,
                                       label_sets=report_label_sets(dataset, ratings.labels)),
                             state)
    versus, disputed = versus_views(state, conventions=opts.conventions)
    adjudication = adjudication_summary(state)
    history = rule_history(state)
    in_force, source = _rules_in_force(state, rules)
    results = (evaluate(in_force, agreement, versus, adjudication, len(ratings.items),
                        scored)
               if in_force is not None and not in_force.empty else [])
    flagged = source.startswith("log") and any(h.after_results_seen for h in history)
    verdict = Verdict(in_force, source, results, history, flagged)
    headline = in_force.coefficient if in_force else "cohen_kappa"
    return ReportModel(
        info={k: str(v) for k, v in info.items() if str(v).strip()}, dataset=dataset_name,
        n_items=len(ratings.items), annotators=ratings.annotators, labels=ratings.labels,
        key_classes=in_force.key_classes if in_force else (),
        guidelines=guideline_versions(state), missing=missing_section(dataset),
        distributions=distributions(ratings.codes, ratings.annotators, ratings.labels),
        agreement=agreement, headline=headline, pair_extras=pair_extras(agreement),
        strata=stratum_blocks(dataset, agreement, strata, opts), adjudication=adjudication,
        versus_final=versus, verdict=verdict, reproducibility=reproducibility, scale=scale,
        versus_disputed=disputed, annotator_effects=_effects(ratings), gold=scored,
        gold_source="" if gold is None else gold[0])


def report_label_sets(dataset: Dataset, labels: Sequence[str]
                      ) -> list[frozenset[str]] | None:
    """The label set behind each of ``labels`` (the report's order, which a recorded scale
    may have changed) when the import split cells into sets, else None: the report then adds
    each label's agreement (given or not) to the coefficients over whole sets. A label only
    the final labels use is split as the import split cells."""
    from adjudicator.core.stats.many_raters.multilabel_data import is_multilabel
    from adjudicator.io.coding.multilabel import split_cell

    sets = dataset.label_sets
    if not sets or not is_multilabel(sets):
        return None
    by_name = dict(zip(dataset.ratings.labels, sets, strict=False))
    separator = getattr(dataset.report, "multi_label_separator", None)
    return [by_name.get(label) or frozenset(split_cell(label, separator)) for label in labels]


#: a gold source: its name (a column or a file) and the gold codes, -1 where not gold
GoldSource = tuple[str, np.ndarray[Any, Any]]


def dataset_gold(dataset: Dataset) -> GoldSource | None:
    """The reference column the import found (``Dataset.gold_column``) as gold codes, or
    None when it found none."""
    column = dataset.gold_column
    if not column:
        return None
    from adjudicator.io.gold import gold_from_column

    source = str(dataset.sources[0]) if dataset.sources else ""
    kept, codes = gold_from_column(dataset, column, source)
    if kept.ratings.annotators != dataset.ratings.annotators:  # it is an annotator here
        return None
    return column, codes


def _effects(ratings: Any) -> tuple[Any, tuple[Any, ...], list[Any]] | None:
    """Agreement without each annotator and each pair's marginal homogeneity (three or more
    annotators)."""
    if len(ratings.annotators) < 3:
        return None
    from adjudicator.core.quality.leave_one_out import leave_one_out
    from adjudicator.core.quality.marginal import pair_homogeneity

    everyone, without = leave_one_out(ratings.codes, ratings.labels, ratings.annotators)
    return everyone, without, pair_homogeneity(ratings.codes, ratings.labels,
                                               ratings.annotators)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _rules_in_force(state: AdjudicationState, given: AcceptanceRules | None
                    ) -> tuple[AcceptanceRules | None, str]:
    """Rules given by the caller (a file) win; else the log's latest rules event."""
    if given is not None:
        return given, "file"
    ev = state.rules
    if ev is None:
        return None, ""
    return rules_from_dict(ev.rules, source=f"log event {ev.seq}"), f"log event {ev.seq}"


def rule_history(state: AdjudicationState) -> list[RuleEvent]:
    """Every rules event in force, with when results were first shown (the earliest viewing
    in force: the window, ``agree``, a report), the decisions in force made before it, and
    whether it came after results were seen (a viewing before it in the log or in time, or
    the event itself says so)."""
    viewings = [ev for ev in state.events if isinstance(ev, Viewed) and state.is_active(ev.seq)]
    first = min((ev.time for ev in viewings), default="")
    out, decisions = [], 0
    for ev in state.events:
        if not state.is_active(ev.seq):
            continue
        decisions += _decisions_in(ev)
        if isinstance(ev, Rules):
            after = (ev.after_results_seen or any(v.seq < ev.seq for v in viewings)
                     or (bool(first) and first < ev.time))
            out.append(RuleEvent(ev.seq, ev.time, ev.author, dict(ev.rules), after,
                                 decisions_before=decisions, results_first_shown=first))
    return out


def _decisions_in(ev: Event) -> int:
    """How many decisions an event carries (a batch carries several)."""
    if isinstance(ev, Decide):
        return 1
    return len(ev.decisions) if isinstance(ev, Batch) else 0


def guideline_versions(state: AdjudicationState) -> list[GuidelineVersion]:
    """The initial guideline version and every guideline event in force."""
    first = state.as_of(0).guideline_version if state.last_seq else state.guideline_version
    out = [GuidelineVersion(first, 0, "")] if first else []
    out += [GuidelineVersion(ev.version, ev.seq, ev.time, ev.notes) for ev in state.events
            if isinstance(ev, Guideline) and state.is_active(ev.seq)]
    return out


def missing_section(dataset: Dataset) -> MissingSection:
    """Missing labels per annotator and what the import read as missing."""
    codes = dataset.ratings.codes
    present = (codes >= 0).sum(axis=1)
    rep = dataset.report
    return MissingSection(
        per_annotator={a: int(m) for a, m in zip(dataset.ratings.annotators,
                                                  dataset.ratings.missing_count(), strict=True)},
        uncertain_values=dict(getattr(rep, "uncertain_labels", {}) or {}),
        missing_values=dict(getattr(rep, "missing_values", {}) or {}),
        items_with_missing=int((present < codes.shape[1]).sum()),
        items_rated_by_one=int((present < 2).sum()),
        skipped_rows=len(getattr(rep, "skipped", []) or []))


def distributions(codes: np.ndarray[Any, Any], annotators: Sequence[str],
                  labels: Sequence[str]) -> list[Distribution]:
    """Counts per class of each annotator (one bincount per column)."""
    k, out = len(labels), []
    for r, name in enumerate(annotators):
        col = codes[:, r]
        counts = tuple(int(c) for c in np.bincount(col[col >= 0], minlength=k))
        total = sum(counts)
        top = max(range(k), key=lambda j: counts[j]) if k else 0
        dominant = labels[top] if total and counts[top] / total >= DOMINANT_SHARE else None
        out.append(Distribution(name, counts, total, dominant))
    return out


def pair_extras(agreement: AgreementReport) -> list[PairExtras]:
    """Prevalence and bias indices, κ_max and the ranked unordered disagreement pairs."""
    out = []
    for p in agreement.pairs:
        labs = list(p.labels)
        out.append(PairExtras(
            (p.annotators[0], p.annotators[1]),
            class_agreement.prevalence_index(p.table, labs),
            class_agreement.bias_index(p.table, labs),
            class_agreement.kappa_max(p.table, labs),
            disagreement_pairs(p.table, labs)))
    return out


def adjudication_summary(state: AdjudicationState) -> AdjudicationSummary:
    """Status counts from the live counts; categories and flags of the decisions in force."""
    status = state.counts.status
    codes = state.ratings.codes
    masked = np.where(codes >= 0, codes, np.iinfo(np.int64).max)
    high = codes.max(axis=1)
    split = (high >= 0) & (masked.min(axis=1) < high)  # two different labels present
    unreviewed = int((split & (state.status_codes == UNRESOLVED)).sum())
    categories: Counter[str] = Counter()
    updates = 0
    for item in state.decided_items():
        found = state.decision(item)
        if found is None:
            continue
        d = found[1]
        if d.error_category:
            categories[d.error_category] += 1
        updates += int(d.guideline_update)
    declared = state.policy_event
    return AdjudicationSummary(
        int(status[UNANIMOUS]), int(status[ADJUDICATED]), int(status[UNRESOLVED]),
        int(split.sum()), unreviewed, dict(categories.most_common()), updates,
        single=int(status[SINGLE]), single_accepted=int(status[ACCEPTED]),
        policy_accepted=int(status[POLICY]), policy=state.policy.name,
        policy_seq=None if declared is None else declared.seq)


def stratum_blocks(dataset: Dataset, agreement: AgreementReport, columns: Sequence[str] | None,
                   opts: AgreementOptions) -> list[StratumBlock]:
    """κ, p_o and AC1 per value of each stratum column (default: the import's strata)."""
    cols = list(dataset.stratum_columns if columns is None else columns)
    ratings, out = dataset.ratings, []
    for column in cols:
        values, codes = stratum_codes(dataset, column)
        for p in agreement.pairs:
            a, b = (ratings.column(x) for x in p.annotators)
            tables = stratum_tables(a, b, codes, len(values), ratings.k)
            rows = stratum_summary(tables, labels=ratings.labels,
                                   conventions=opts.conventions)
            out.append(StratumBlock(column, (p.annotators[0], p.annotators[1]),
                                    tuple(values), rows))
    return out


def stratum_codes(dataset: Dataset, column: str) -> tuple[list[str], np.ndarray[Any, Any]]:
    """A column's distinct values (first-seen order; empty cells as BLANK) and each item's
    value index; an unknown column is an InputError naming those that exist."""
    import pandas as pd

    from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

    names = [str(c) for c in dataset.frame.columns]
    if column not in names or column in dataset.ratings.annotators:
        usable = [c for c in names if c not in dataset.ratings.annotators]
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no column {column} to group by"),
                         column=column, expected=", ".join(usable) or QT_TRANSLATE_NOOP(
                             "Errors", "a column other than the annotators'"),
                         args={"column": repr(column)})
    frame = dataset.frame
    if len(frame) != len(dataset.ratings.items):  # rows the import left out
        frame = frame[frame.index.isin(list(dataset.ratings.items))]
    series = frame[frame.columns[names.index(column)]]
    values = series.astype("string").fillna("").str.strip().to_numpy(dtype=object)
    codes, uniques = pd.factorize(values)
    return [str(u) if str(u) else BLANK for u in uniques], np.asarray(codes, dtype=np.int64)
