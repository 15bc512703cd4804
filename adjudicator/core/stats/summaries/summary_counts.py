"""The agreement report from count tables alone, for engines that count where the data lives.

Every statistic of ``summary.summarize`` is a function of sums: the k x k confusion table of
each annotator pair, the ratings per annotator and category, the units' category counts
merged into patterns, and (for Conger's SE) one sum per unit (``conger_counts``). An engine
(DuckDB, Spark) builds those tables with GROUP BY; this module feeds them to the same
functions as the in-memory path, so the numbers agree up to the order of floating-point sums.
What needs the units themselves (the multi-label block) is not part of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.weight_basis import label_values, tag
from adjudicator.core.stats.interval_choice import many_chosen
from adjudicator.core.stats.many_raters.conger_counts import conger_kappa_from_counts
from adjudicator.core.stats.pairs.crowd_pairs import MIN_SHARED_ITEMS, OmittedPairs, is_crowd
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import _weights, summarize_pairs
from adjudicator.core.stats.summaries.summary_model import (
    AgreementReport,
    OverallSummary,
    PairSummary,
)
from adjudicator.core.stats.summaries.summary_overall import kappa_matrix, many_rater, overall_note

IntMatrix = npt.NDArray[np.int64]
FloatVector = npt.NDArray[np.float64]


@dataclass(frozen=True)
class CountTables:
    """What an engine counted: every table the report is a function of.

    ``pair_tables[(a, b)]`` for a < b in annotator order (rows = a); ``rater_counts`` is
    annotators x k; ``patterns`` (P x k) with ``freq`` are the distinct unit count rows in
    ascending order of their base-(r + 1) key (as ``unit_patterns`` gives them); the Conger
    rows are (pattern, t_i, multiplicity) as ``conger_counts`` defines them.
    """

    annotators: tuple[str, ...]
    labels: tuple[str, ...]
    n_items: int
    pair_tables: dict[tuple[int, int], IntMatrix]
    rater_counts: IntMatrix
    patterns: IntMatrix
    freq: IntMatrix
    conger_patterns: IntMatrix
    conger_terms: FloatVector
    conger_freq: IntMatrix


def summarize_counts(tables: CountTables, options: AgreementOptions | None = None, *,
                     min_shared: int = MIN_SHARED_ITEMS) -> AgreementReport:
    """The report ``summarize`` gives on the same ratings, from their count tables; a crowd
    (more than ``CROWD_ANNOTATORS`` annotators) lists the same pairs, those sharing at least
    ``min_shared`` items, and counts the others in its ``crowd`` block."""
    opts = options or AgreementOptions()
    names, labels, n = tables.annotators, list(tables.labels), tables.n_items
    rated = tables.rater_counts.sum(axis=1)
    missing = [int(n - m) for m in rated]
    who = list(combinations(range(len(names)), 2))
    crowd = None
    if is_crowd(len(names)):
        shared = [int(tables.pair_tables[ab].sum()) for ab in who]
        crowd = OmittedPairs.of(len(names), shared, min_shared)
        who = [ab for ab, count in zip(who, shared, strict=True) if count >= min_shared]
    pair_tables = [tables.pair_tables[ab] for ab in who]
    pairs = summarize_pairs(
        pair_tables, labels, [(names[a], names[b]) for a, b in who], opts, n_items=n,
        missing=[(missing[a], missing[b]) for a, b in who],
        unpaired=[2 * n - missing[a] - missing[b] - 2 * int(t.sum())
                  for (a, b), t in zip(who, pair_tables, strict=True)])
    w, _, basis = _weights(opts, labels)
    overall = _overall(tables, pairs, opts, w) if pairs or crowd else None
    if overall is not None:
        tag(overall.coefficients, basis, opts.scheme() is not None)
    return AgreementReport(names, tables.labels, n, opts.describe(basis.on),
                           opts.conventions.describe(), pairs, overall, None, None, crowd)



def _overall(tables: CountTables, pairs: list[PairSummary], opts: AgreementOptions,
             w: npt.NDArray[np.float64] | None) -> OverallSummary:
    """The many-rater block: the same patterns and order as ``overall_summary``."""
    labels = list(tables.labels)
    if len(tables.annotators) == 2:
        counts, freq = pair_patterns(pairs[0].table, tables.rater_counts)
    else:
        counts, freq = tables.patterns, tables.freq
    out = many_rater(counts, freq, labels, opts, w)
    out["conger_kappa"] = conger_kappa_from_counts(
        tables.rater_counts, tables.conger_patterns, tables.conger_terms, tables.conger_freq,
        conventions=opts.conventions, labels=labels)
    # with --ci bootstrap too (the many-rater block is not resampled); Conger keeps its delta
    # interval: no rows of codes here
    if opts.ci != "none":
        values = label_values(labels) if opts.level in ("interval", "ratio") else None
        out = many_chosen(out, counts, freq, w, opts.conventions, len(tables.annotators),
                          level=opts.level, values=values)
    note = overall_note(len(tables.annotators))
    return OverallSummary(tables.annotators, tables.n_items, out,
                          kappa_matrix(len(tables.annotators), pairs), note)


def pair_patterns(table: IntMatrix, rater_counts: IntMatrix) -> tuple[IntMatrix, IntMatrix]:
    """``two_rater_patterns`` from counts: the units only A (only B) rated are A's (B's)
    ratings by category less those paired in the table."""
    k = table.shape[0]
    eye = np.eye(k, dtype=np.int64)
    rows, cols = np.divmod(np.arange(k * k), k)
    only_a = rater_counts[0] - table.sum(axis=1)
    only_b = rater_counts[1] - table.sum(axis=0)
    counts = np.vstack([eye[rows] + eye[cols], eye, eye])
    freq = np.concatenate([table.ravel(), only_a, only_b]).astype(np.int64)
    keep = freq > 0
    return counts[keep], freq[keep]
