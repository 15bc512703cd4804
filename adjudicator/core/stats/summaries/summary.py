"""Assemble the agreement report: every two-rater coefficient per annotator pair, plus the
many-rater block, under one set of options.

Each pair is one confusion matrix (one bincount over the coded labels); every coefficient, the
class views and the bootstrap work on that matrix, never on the rows again. The options name
the category order, the weights (a scheme or a matrix; by default derived from ``level``), the
category scale (declared or only the observed categories), the interval (analytic, bootstrap
or none) and the SE/interval conventions, and all of them are echoed in the report.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.ratings import Ratings
from adjudicator.core.scores.matrix import SCORE_LEVELS, score_matrix
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Conventions, Estimate, undefined
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.common.weight_basis import WeightBasis, label_values, tag, weight_basis
from adjudicator.core.stats.common.weights import observed_only, validate_weights, weight_matrix
from adjudicator.core.stats.many_raters.krippendorff import (
    Level,
    disagreement_matrix,
    krippendorff_alpha_from_table,
)
from adjudicator.core.stats.many_raters.multilabel_data import is_multilabel
from adjudicator.core.stats.pair_intervals import pairs_chosen
from adjudicator.core.stats.pairs import class_agreement, pairwise
from adjudicator.core.stats.pairs.bootstrap import (
    VECTOR_STATISTICS,
    bootstrap_ci,
    with_bootstrap_ci,
)
from adjudicator.core.stats.pairs.crowd_pairs import MIN_SHARED_ITEMS, crowd_pairs, is_crowd
from adjudicator.core.stats.pairs.disagreement import disagreement_profile
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.pairwise_batch import PairParts, pair_parts
from adjudicator.core.stats.summaries.summary_model import AgreementReport, PairSummary
from adjudicator.core.stats.summaries.summary_overall import overall_summary, table_overall
from adjudicator.core.tables import Table, pair_cells

if TYPE_CHECKING:
    from adjudicator.core.scores.summary import ScoreSummary

FloatMatrix = npt.NDArray[np.float64]
__all__ = [
    "AgreementOptions", "AgreementReport", "report_from_table", "summarize", "summarize_pairs",
    "summarize_table",
]


def summarize(
    ratings: Ratings, options: AgreementOptions | None = None, *,
    label_sets: Sequence[frozenset[str]] | None = None, multilabel: bool | None = None,
    min_shared: int = MIN_SHARED_ITEMS,
) -> AgreementReport:
    """Agreement of every annotator pair and of all annotators together.

    ``label_sets[c]`` is the set of labels behind category c; when some category holds
    several labels (or ``multilabel`` is True) the report gets its multi-label block. A crowd
    (more than ``CROWD_ANNOTATORS`` annotators) lists only the pairs that share at least
    ``min_shared`` items, counted from the judgments (``crowd_pairs``); the report's
    ``crowd`` block counts the others.
    """
    opts = options or AgreementOptions()
    names, labels, n_items = ratings.annotators, ratings.labels, len(ratings.items)
    crowd = crowd_pairs(ratings.codes, ratings.k, min_shared) if is_crowd(len(names)) else None
    who = crowd.pairs if crowd else list(combinations(range(len(names)), 2))
    cells = (pair_cells(ratings.column(0), ratings.column(1), ratings.k)
             if len(names) == 2 else None)
    if crowd is not None:
        missing = [int(m) for m in ratings.missing_count()]
        tables = crowd.tables
    elif cells is None:
        missing = [int(m) for m in ratings.missing_count()]
        tables = [ratings.pair_table(a, b) for a, b in who]
    else:  # two annotators: one pass gives the table, the gaps and the many-rater block
        missing = [int(cells[0].sum()), int(cells[:, 0].sum())]
        tables = [np.ascontiguousarray(cells[1:, 1:])]
    pairs = summarize_pairs(
        tables, labels, [(names[a], names[b]) for a, b in who], opts, n_items=n_items,
        missing=[(missing[a], missing[b]) for a, b in who],
        unpaired=[2 * n_items - missing[a] - missing[b] - 2 * int(t.sum())
                  for (a, b), t in zip(who, tables, strict=True)])
    w, _, basis = _weights(opts, labels)
    overall = overall_summary(ratings, pairs, opts, w, cells) if pairs or crowd else None
    if overall is not None:
        tag(overall.coefficients, basis, opts.scheme() is not None)
    sets = None
    if multilabel or (label_sets and is_multilabel(label_sets)):  # label sets: its block
        from adjudicator.core.stats.summaries.summary_multilabel import (
            same_exact_intervals,
            summary_of_ratings,
        )

        sets = summary_of_ratings(ratings, label_sets, opts, force=multilabel,
                                  pairs=crowd.pairs if crowd else None)
        if sets is not None:
            sets = same_exact_intervals(
                sets, {p.annotators: p.coefficients["cohen_kappa"] for p in pairs},
                overall.coefficients.get("conger_kappa") if overall is not None else None)
    return AgreementReport(names, labels, n_items, opts.describe(basis.on),
                           opts.conventions.describe(), pairs, overall, sets,
                           _scores(ratings, opts) if sets is None else None,
                           crowd.omitted if crowd else None)


def _scores(ratings: Ratings, opts: AgreementOptions) -> ScoreSummary | None:
    """The score block when the labels are numbers and the level is interval or ratio."""
    if opts.level not in SCORE_LEVELS or len(ratings.annotators) < 2:
        return None
    values = score_matrix(ratings)
    if values is None:
        return None
    from adjudicator.core.scores.summary import score_summary  # labels that are numbers only

    return score_summary(values, ratings.annotators, level=opts.conventions.level)


def report_from_table(
    table: npt.ArrayLike, labels: Sequence[str], annotators: tuple[str, str] = ("rows", "columns"),
    options: AgreementOptions | None = None,
) -> AgreementReport:
    """The report of a k x k confusion matrix given directly (rows = first annotator)."""
    opts = options or AgreementOptions()
    t = np.asarray(table, dtype=np.int64)
    pair = summarize_table(t, [str(x) for x in labels], annotators, opts)
    w, _, basis = _weights(opts, pair.labels)
    overall = table_overall(pair, opts, w)
    tag(overall.coefficients, basis, opts.scheme() is not None)
    return AgreementReport(annotators, pair.labels, pair.n_items, opts.describe(basis.on),
                           opts.conventions.describe(), [pair], overall)


def summarize_table(
    table: Table, labels: Sequence[str], annotators: tuple[str, str],
    options: AgreementOptions | None = None, *, n_items: int | None = None,
    missing: tuple[int, int] = (0, 0), unpaired: int = 0,
) -> PairSummary:
    """Everything about one pair from its k x k confusion matrix (rows = first annotator)."""
    opts = options or AgreementOptions()
    t, kept = (table, list(range(len(labels))))
    if opts.scale == "observed":
        t, kept = observed_only(table)
    labs = [str(labels[i]) for i in kept]
    w, values, basis = _weights(opts, labs, kept)
    coefficients = _coefficients(t, labs, w, values, opts)
    tag(coefficients, basis, opts.scheme() is not None)
    parts = PairParts(
        coefficients, class_agreement.per_class_kappa(table, labels, conventions=opts.conventions),
        class_agreement.specific_agreement(table, labels, conventions=opts.conventions),
        [c.to_dict() for c in disagreement_profile(table, labels)])
    return _pair_summary(table, labels, annotators, opts, parts,
                         int(table.sum()) if n_items is None else n_items, missing, unpaired)


def summarize_pairs(
    tables: Sequence[Table], labels: Sequence[str], annotators: Sequence[tuple[str, str]],
    options: AgreementOptions | None = None, *, n_items: int,
    missing: Sequence[tuple[int, int]], unpaired: Sequence[int],
) -> list[PairSummary]:
    """``summarize_table`` of each pair (``tables[i]`` of ``annotators[i]``), in order.

    With the plain options (no weights, the declared scale, no bootstrap) the tables are
    computed all at once by ``pairwise_batch``, to the same numbers; a table it leaves out
    (an undefined statistic, say) and any other options go through ``summarize_table``.
    """
    opts = options or AgreementOptions()
    plain = opts.scheme() is None and opts.scale == "declared" and opts.ci != "bootstrap"
    batched = pair_parts(tables, labels, opts.conventions) if plain else [None] * len(tables)
    _, _, basis = _weights(opts, [str(x) for x in labels], list(range(len(labels))))
    done = [i for i, parts in enumerate(batched) if parts is not None]
    chosen = dict(zip(done, _batch_intervals([batched[i] for i in done],  # type: ignore[misc]
                                             [tables[i] for i in done], opts), strict=True))
    out = []
    for i, (table, parts) in enumerate(zip(tables, batched, strict=True)):
        if parts is None:
            out.append(summarize_table(table, labels, annotators[i], opts, n_items=n_items,
                                       missing=missing[i], unpaired=unpaired[i]))
            continue
        coefficients = chosen[i]
        tag(coefficients, basis, False)
        out.append(_pair_summary(table, labels, annotators[i], opts,
                                 replace(parts, coefficients=coefficients), n_items,
                                 missing[i], unpaired[i]))
    return out


def _batch_intervals(parts: list[PairParts], tables: list[Table], opts: AgreementOptions
                     ) -> list[dict[str, Estimate]]:
    """The interval option on the batched pairs (plain options: no weights, nominal α), the
    jackknife of every pair in one call per coefficient."""
    if opts.ci == "analytic":
        return pairs_chosen([p.coefficients for p in parts], tables, None, opts.conventions)
    return [_intervals(p.coefficients, t, None, None, opts)
            for p, t in zip(parts, tables, strict=True)]


def _pair_summary(
    table: Table, labels: Sequence[str], annotators: tuple[str, str], opts: AgreementOptions,
    parts: PairParts, n_items: int, missing: tuple[int, int], unpaired: int,
) -> PairSummary:
    """The PairSummary of one table's statistics (the class views without CI if asked)."""
    per_class, specific = parts.per_class, parts.specific
    if opts.ci == "none":
        per_class = [replace(e, ci=None) for e in per_class]
        specific = [replace(e, ci=None) for e in specific]
    return PairSummary(
        annotators, n_items, missing, unpaired, tuple(labels), table, parts.coefficients,
        per_class_kappa={str(labels[i]): e for i, e in enumerate(per_class)},
        specific_agreement={str(labels[i]): e for i, e in enumerate(specific)},
        disagreements=parts.disagreements,
    )


def _weights(
    opts: AgreementOptions, labels: Sequence[str], kept: list[int] | None = None
) -> tuple[FloatMatrix | None, list[float] | None, WeightBasis]:
    """Agreement weights on this scale (None = unweighted), numeric label values, and what
    the weights were put on (label values when the labels are numbers; see weight_basis).

    A user matrix is given on the declared scale; ``kept`` selects the observed categories.
    """
    values = label_values(labels)
    scheme = opts.scheme()
    basis = weight_basis(scheme, list(labels), opts.weights_on)
    if scheme is None or not labels:  # no weights asked, or no category observed
        return None, values, basis
    if isinstance(scheme, str):
        w = weight_matrix(scheme, len(labels), basis.values)
    else:
        full = np.asarray(scheme, dtype=np.float64)
        w = validate_weights(full if kept is None else full[np.ix_(kept, kept)], len(labels))
    return (None if np.array_equal(w, np.eye(len(labels))) else w), values, basis


def _coefficients(
    t: Table, labels: list[str], w: FloatMatrix | None, values: list[float] | None,
    opts: AgreementOptions,
) -> dict[str, Estimate]:
    """Every two-rater coefficient of one table, keyed by its reference-vector name."""
    conv, labs = opts.conventions, labels
    out: dict[str, Estimate] = {}
    for name, fn in _UNWEIGHTED.items():
        out[name] = fn(t, conventions=conv, labels=labs)
    if w is not None:
        out["cohen_kappa_weighted"] = pairwise.cohen_kappa(t, weights=w, conventions=conv,
                                                           labels=labs)
        out["gwet_ac2"] = pairwise.gwet_ac(t, weights=w, conventions=conv, labels=labs)
    level_values = values if opts.level in ("interval", "ratio") else None
    out["krippendorff_alpha"] = _alpha(t, opts.level, level_values, conv, labs)
    if opts.level in ("interval", "ratio") and values is None:
        out["krippendorff_alpha"].extras["values"] = "category ranks 1..k (labels are not numbers)"
    out["kappa_max"] = class_agreement.kappa_max(t, labs)
    out["prevalence_index"] = class_agreement.prevalence_index(t, labs)
    out["bias_index"] = class_agreement.bias_index(t, labs)
    return _intervals(out, t, w, values, opts)


def _alpha(
    t: Table, level: Level, values: list[float] | None, conv: Conventions, labels: list[str]
) -> Estimate:
    """Krippendorff's alpha of a table at the requested level of measurement."""
    if not t.any():
        return undefined("krippendorff_alpha", Reason(reasons.EMPTY, symbol="α"))
    return krippendorff_alpha_from_table(t, level, values, conventions=conv, labels=labels)


_UNWEIGHTED: dict[str, Callable[..., Estimate]] = {
    "percent_agreement": pairwise.percent_agreement,
    "cohen_kappa": pairwise.cohen_kappa,
    "scott_pi": pairwise.scott_pi,
    "gwet_ac1": pairwise.gwet_ac,
    "brennan_prediger": pairwise.brennan_prediger,
    "pabak": pairwise.pabak,
}


def _alpha_replicate(
    t: Table, level: Level, values: list[float] | None
) -> tuple[Any, FloatMatrix | None]:
    """How to bootstrap alpha: vectorised for a fixed metric (nominal, interval, ratio) through
    agreement weights 1 - delta / max delta; table by table for the margin-dependent ordinal."""
    if level != "ordinal":
        delta = disagreement_matrix(level, t.shape[0], t.sum(axis=0) + t.sum(axis=1), values)
        top = float(delta.max()) if delta.size else 0.0
        if top > 0:
            return "krippendorff_alpha", 1.0 - delta / top

    def alpha(x: Table) -> Estimate:
        return krippendorff_alpha_from_table(x, level, values, se_method="none")

    return alpha, None


def _intervals(
    out: dict[str, Estimate], t: Table, w: FloatMatrix | None, values: list[float] | None,
    opts: AgreementOptions,
) -> dict[str, Estimate]:
    """Apply the interval option: the analytic report's intervals as the simulation chose
    them (``interval_choice``), none, or the bootstrap's."""
    if opts.ci == "none":
        return {k: replace(e, ci=None) for k, e in out.items()}
    if opts.ci == "analytic":
        level_values = values if opts.level in ("interval", "ratio") else None
        return pairs_chosen([out], [t], w, opts.conventions, level=opts.level,
                            values=level_values)[0]
    level_values = values if opts.level in ("interval", "ratio") else None
    alpha_stat, alpha_weights = _alpha_replicate(t, opts.level, level_values)
    for name, est in out.items():
        if not est.defined or name not in VECTOR_STATISTICS:
            continue
        stat: Any = name
        weights = w if name in ("cohen_kappa_weighted", "gwet_ac2") else None
        if name == "krippendorff_alpha":
            stat, weights = alpha_stat, alpha_weights
        boot = bootstrap_ci(t, stat, resamples=opts.resamples, seed=opts.seed,
                            level=opts.conventions.level, weights=weights)
        out[name] = with_bootstrap_ci(est, boot)
    return out
