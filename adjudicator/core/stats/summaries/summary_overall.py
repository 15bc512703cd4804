"""The many-rater block of the report: Fleiss, Conger, Krippendorff, Gwet, Brennan-Prediger,
percent agreement over all annotators, and the annotator x annotator matrix of Cohen's kappa.

Every statistic is a sum over units of a function of the unit's category counts, so units with
equal counts are merged into patterns with a multiplicity. With three or more annotators the
patterns come from one pass over the codes; with two, the units fall into at most k^2 + 2k
patterns (a pair of labels, or one label from either annotator) read off the pair's (k + 1)^2
cells (``core.tables.pair_cells``, missing included): identical results, no second pass over
the rows; Conger's kappa and its variance too (``conger_pair``). Conger's kappa uses every
rating for any number of annotators (Conger 1980 as defined in Gwet 2014, ch. 2; R irrCAC
``conger.kappa.raw``): each annotator's category shares count every item that annotator rated,
so for two annotators with missing data it is not Cohen's kappa on the paired items; with
complete data (a contingency table) the two coincide.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.weight_basis import label_values
from adjudicator.core.stats.interval_choice import many_chosen
from adjudicator.core.stats.many_raters import multirater
from adjudicator.core.stats.many_raters.code_rows import distinct_rows, row_patterns
from adjudicator.core.stats.many_raters.conger_pair import (
    conger_kappa_from_cells,
    conger_kappa_of_rows,
)
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha_from_counts
from adjudicator.core.stats.many_raters.multirater_common import unit_patterns
from adjudicator.core.stats.many_raters.sparse_units import (
    SparseCodes,
    is_sparse,
    sparse_conger_kappa,
    sparse_patterns,
)
from adjudicator.core.stats.pairs.crowd_pairs import is_crowd
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary_model import OverallSummary, PairSummary
from adjudicator.core.tables import pair_cells

FloatMatrix = npt.NDArray[np.float64]
IntMatrix = npt.NDArray[np.int64]


def overall_summary(
    ratings: Ratings, pairs: list[PairSummary], opts: AgreementOptions, w: FloatMatrix | None,
    cells: IntMatrix | None = None,
) -> OverallSummary:
    """Many-rater coefficients of all annotators under the report's options.

    With two annotators every statistic comes from their (k + 1)^2 ``cells`` (counted here
    when not given), never from the units again.
    """
    labels = list(ratings.labels)
    if len(ratings.annotators) == 2:
        if cells is None:
            cells = pair_cells(ratings.column(0), ratings.column(1), ratings.k)
        patterns = two_rater_patterns(cells)
        out = many_rater(*patterns, labels, opts, w)
        out["conger_kappa"] = conger_kappa_from_cells(cells, conventions=opts.conventions,
                                                      labels=labels)
        rows: tuple[IntMatrix, IntMatrix] | None = cell_rows(cells)
    else:
        out, patterns, rows = _merged_rows(ratings, opts, w, labels)
    if opts.ci != "none":  # with --ci bootstrap too: the many-rater block is not resampled
        values = label_values(labels) if opts.level in ("interval", "ratio") else None
        out = many_chosen(out, *patterns, w, opts.conventions, len(ratings.annotators),
                          level=opts.level, values=values, rows=rows)
    return _overall(ratings.annotators, len(ratings.items), out, pairs)


def cell_rows(cells: IntMatrix) -> tuple[IntMatrix, IntMatrix]:
    """The distinct rows of codes of two annotators (-1 = not rated) and their counts, read
    off the (k + 1)^2 cells (index 0 = missing)."""
    a, b = np.divmod(np.arange(cells.size), cells.shape[1])
    freq = cells.ravel().astype(np.int64)
    keep = (freq > 0) & ((a > 0) | (b > 0))
    return np.stack([a[keep] - 1, b[keep] - 1], axis=1), freq[keep]


def _merged_rows(
    ratings: Ratings, opts: AgreementOptions, w: FloatMatrix | None, labels: list[str]
) -> tuple[dict[str, Estimate], tuple[IntMatrix, IntMatrix], tuple[IntMatrix, IntMatrix] | None]:
    """The block of three or more annotators from the distinct rows of codes (one pass over
    the units); where a row's key would not fit in 62 bits, from the judgments when few cells
    are filled (``sparse_units``, a crowd), else unit by unit. Also the count patterns and
    the distinct rows (None in those cases), for the intervals."""
    codes, k, conv = ratings.codes, ratings.k, opts.conventions
    found = distinct_rows(codes, k)
    if found is None and is_sparse(codes):  # a crowd: from its judgments, not every cell
        cells = SparseCodes(codes, k)
        patterns = sparse_patterns(cells)
        out = many_rater(*patterns, labels, opts, w)
        out["conger_kappa"] = sparse_conger_kappa(cells, conventions=conv, labels=labels)
        return out, patterns, None
    patterns = (None if found is None else row_patterns(*found, k)) or unit_patterns(codes, k)
    out = many_rater(*patterns, labels, opts, w)
    out["conger_kappa"] = (multirater.conger_kappa(codes, k, conventions=conv, labels=labels)
                           if found is None else
                           conger_kappa_of_rows(*found, k, conventions=conv, labels=labels))
    return out, patterns, found


def table_overall(
    pair: PairSummary, opts: AgreementOptions, w: FloatMatrix | None
) -> OverallSummary:
    """The many-rater block of a two-annotator confusion matrix given on its own."""
    k = pair.table.shape[0]
    eye = np.eye(k, dtype=np.int64)
    rows, cols = np.divmod(np.arange(k * k), k)
    out = many_rater(eye[rows] + eye[cols], pair.table.ravel(), list(pair.labels), opts, w)
    if opts.ci != "none":  # with --ci bootstrap too: the many-rater block is not resampled
        keep = pair.table.ravel() > 0
        values = label_values(list(pair.labels)) if opts.level in ("interval", "ratio") else None
        out = many_chosen(out, (eye[rows] + eye[cols])[keep], pair.table.ravel()[keep], w,
                          opts.conventions, 2, level=opts.level, values=values)
    out["conger_kappa"] = _renamed_cohen(pair)
    return _overall(pair.annotators, pair.n_items, out, [pair])


def many_rater(
    counts: IntMatrix, freq: IntMatrix | None, labels: list[str], opts: AgreementOptions,
    w: FloatMatrix | None,
) -> dict[str, Estimate]:
    """Fleiss, AC1/AC2, Brennan-Prediger, percent agreement and alpha from unit counts."""
    kw: dict[str, Any] = {"conventions": opts.conventions, "labels": labels, "freq": freq}
    out: dict[str, Estimate] = {
        "fleiss_kappa": multirater.fleiss_kappa(counts, **kw),
        "gwet_ac1": multirater.gwet_ac_from_counts(counts, **kw),
        "brennan_prediger": multirater.brennan_prediger_from_counts(counts, **kw),
        "percent_agreement": multirater.percent_agreement_from_counts(counts, **kw),
    }
    if w is not None:
        out["gwet_ac2"] = multirater.gwet_ac_from_counts(counts, weights=w, **kw)
    values = label_values(labels) if opts.level in ("interval", "ratio") else None
    out["krippendorff_alpha"] = krippendorff_alpha_from_counts(
        counts, level=opts.level, values=values, **kw)
    return out


def _overall(
    names: tuple[str, ...], n_items: int, out: dict[str, Estimate], pairs: list[PairSummary]
) -> OverallSummary:
    """The block with its pairwise matrix, and a note when there are only two annotators."""
    return OverallSummary(names, n_items, out, kappa_matrix(len(names), pairs, names),
                          overall_note(len(names)))


def overall_note(annotators: int) -> str:
    """The note of the many-rater block ("" unless there are only two annotators)."""
    return ("two annotators: the many-rater coefficients use every rating (a unit rated by one "
            "annotator still counts in the category shares, and in that annotator's shares for "
            "Conger's kappa)" if annotators == 2 else "")


def _renamed_cohen(pair: PairSummary) -> Estimate:
    """Cohen's kappa of a complete pair under Conger's name (they coincide when both
    annotators rated every item, as in a contingency table)."""
    cohen = pair.coefficients["cohen_kappa"]
    note = "two annotators who rated every item: Conger's kappa equals Cohen's kappa"
    return replace(cohen, metric="conger_kappa", extras={**cohen.extras, "note": note})


def two_rater_patterns(cells: IntMatrix) -> tuple[IntMatrix, IntMatrix]:
    """Distinct unit x category count rows of two annotators and how many units have each.

    Rows: e_i + e_j for every paired cell (i, j) (count = the cell), then e_i for units only
    annotator A rated and e_j for units only B rated: row 0 / column 0 of ``cells``
    (``core.tables.pair_cells``, index 0 = missing).
    """
    k = cells.shape[0] - 1
    eye = np.eye(k, dtype=np.int64)
    rows, cols = np.divmod(np.arange(k * k), k)
    counts = np.vstack([eye[rows] + eye[cols], eye, eye])
    freq = np.concatenate([cells[1:, 1:].ravel(), cells[1:, 0], cells[0, 1:]]).astype(np.int64)
    keep = freq > 0
    return counts[keep], freq[keep]


def kappa_matrix(r: int, pairs: list[PairSummary],
                 names: tuple[str, ...] | None = None) -> list[list[float | None]]:
    """r x r Cohen's kappa of every annotator pair (None on the diagonal and where undefined).

    ``pairs`` are every pair in index order, or -- with ``names`` -- any pairs, placed by their
    annotators' names. A crowd's matrix is left empty (r x r cells for hundreds of annotators
    would be almost all empty): its listed pairs carry their kappa."""
    if is_crowd(r):
        return []
    grid: list[list[float | None]] = [[None] * r for _ in range(r)]
    if names is not None:
        position = {name: i for i, name in enumerate(names)}
        for pair in pairs:
            a, b = (position[name] for name in pair.annotators)
            grid[a][b] = grid[b][a] = pair.coefficients["cohen_kappa"].value
        return grid
    index = 0
    for a in range(r):
        for b in range(a + 1, r):
            value = pairs[index].coefficients["cohen_kappa"].value
            grid[a][b] = grid[b][a] = value
            index += 1
    return grid

