"""The multi-label block of the agreement report: agreement on label sets, per pair and overall.

When an item may carry several labels (``物流;售后``), one kappa over whole sets hides which
labels the annotators disagree on. Each block therefore gives, on the units it covers:

- per label, the binary kappa of "label given" vs "not given" with its interval: Cohen's
  (1960) kappa for a pair (on the 2 x 2 table of the units both rated, Fleiss-Cohen-Everitt
  1969 SE), Conger's (1980) kappa for all annotators (Gwet 2014 SE);
- the macro mean of the defined per-label kappas and their mean weighted by support (how
  often the label was given), naming the labels left out because their kappa is undefined;
- exact-set kappa, each distinct set being one category;
- mean Jaccard similarity J = |A & B| / |A | B| per unit (1 for two empty sets), averaged
  over units (Jaccard 1912; Passonneau 2006 for set-valued annotations).

The report's options choose the conventions and the interval: analytic, a bootstrap
(multinomial on each pair's 2 x 2 or set table; units for mean Jaccard; the all-annotator
kappas keep their analytic interval, as the report's many-rater block does) or none. With two
annotators the all-annotator block is the pair's block (Conger's kappa is Cohen's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

import numpy as np

from adjudicator.core.labels import Codes
from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.multilabel import (
    macro_average,
    per_label_kappa,
    support_weighted_average,
)
from adjudicator.core.stats.many_raters.multilabel_data import (
    LabelSetData,
    atomic_labels,
    is_multilabel,
    label_membership,
    label_set_data,
    mean_bootstrap,
    mean_of_units,
    set_codes,
    unit_jaccard,
)
from adjudicator.core.stats.pairs import pairwise
from adjudicator.core.stats.pairs.bootstrap import bootstrap_ci, with_bootstrap_ci
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.tables import confusion_matrix

__all__ = ["LabelSetBlock", "MultiLabelSummary", "multilabel_summary", "summary_of_ratings"]


@dataclass(frozen=True)
class LabelSetBlock:
    """Agreement on label sets of one annotator pair, or of all annotators together."""

    annotators: tuple[str, ...]
    n: int  # units in the block: both rated (pair), rated at least twice (overall)
    per_label_kappa: dict[str, Estimate]
    macro_kappa: Estimate
    support_weighted_kappa: Estimate
    exact_set_kappa: Estimate
    mean_jaccard: Estimate

    @property
    def undefined_labels(self) -> list[str]:
        """Labels whose kappa is undefined, left out of both averages."""
        return [lab for lab, e in self.per_label_kappa.items() if e.value is None]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping of the block."""
        return {
            "annotators": list(self.annotators),
            "n": self.n,
            "per_label_kappa": {lab: e.to_dict() for lab, e in self.per_label_kappa.items()},
            "macro_kappa": self.macro_kappa.to_dict(),
            "support_weighted_kappa": self.support_weighted_kappa.to_dict(),
            "undefined_labels": self.undefined_labels,
            "exact_set_kappa": self.exact_set_kappa.to_dict(),
            "mean_jaccard": self.mean_jaccard.to_dict(),
        }


@dataclass(frozen=True)
class MultiLabelSummary:
    """The multi-label part of the report: the single labels, each pair, and all together."""

    labels: tuple[str, ...]
    n_items: int
    pairs: list[LabelSetBlock]
    overall: LabelSetBlock | None

    def pair(self, a: str, b: str) -> LabelSetBlock:
        """The block of annotators a and b (in either order)."""
        for p in self.pairs:
            if set(p.annotators) == {a, b}:
                return p
        raise KeyError(f"no pair {a!r} / {b!r}")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping: labels, n_items, pairs, overall."""
        return {
            "labels": list(self.labels),
            "n_items": self.n_items,
            "pairs": [p.to_dict() for p in self.pairs],
            "overall": self.overall.to_dict() if self.overall else None,
        }


def summary_of_ratings(
    ratings: Ratings, label_sets: Sequence[frozenset[str]] | None,
    options: AgreementOptions | None = None, *, force: bool | None = None,
    pairs: Sequence[tuple[int, int]] | None = None,
) -> MultiLabelSummary | None:
    """The block for ratings whose categories are label sets; None when they are not.

    ``force`` None detects (some category has several labels or none), True always builds it.
    ``pairs`` (annotator indices) limits the pair blocks, as a crowd's report lists only the
    pairs sharing enough items; None builds every pair.
    """
    if label_sets is None or force is False or (force is None and not is_multilabel(label_sets)):
        return None
    return multilabel_summary(label_set_data(ratings, label_sets), options, pairs)


def multilabel_summary(
    data: LabelSetData, options: AgreementOptions | None = None,
    pairs: Sequence[tuple[int, int]] | None = None,
) -> MultiLabelSummary:
    """Every pair's block (or those of ``pairs``) and the all-annotator block under the
    report's options.

    Four tickets; ann gave {物流, 售后}, {售后}, {物流}, {} and bob {物流}, {售后}, {物流}, {}:

    >>> import numpy as np
    >>> from adjudicator.core.stats.many_raters.multilabel_data import LabelSetData
    >>> sets = np.array([[[1, 1], [1, 0]], [[0, 1], [0, 1]], [[1, 0], [1, 0]],
    ...                  [[0, 0], [0, 0]]], dtype=bool)
    >>> data = LabelSetData(("ann", "bob"), ("物流", "售后"), sets, np.ones((4, 2), bool))
    >>> block = multilabel_summary(data).pairs[0]
    >>> block.per_label_kappa["物流"].value  # 2 x 2 table [[2, 0], [0, 2]]
    1.0
    >>> block.per_label_kappa["售后"].value  # p_o = 3/4, p_e = 1/2
    0.5
    >>> round(block.exact_set_kappa.value, 4)  # p_o = 3/4, p_e = 1/4
    0.6667
    >>> block.mean_jaccard.value  # (1/2 + 1 + 1 + 1) / 4; two empty sets count 1
    0.875
    """
    opts = options or AgreementOptions()
    r = len(data.annotators)
    who = combinations(range(r), 2) if pairs is None else pairs
    blocks = [pair_block(data.pair(a, b), opts) for a, b in who]
    overall = overall_block(data, opts) if r >= 3 else (blocks[0] if blocks else None)
    return MultiLabelSummary(data.labels, data.n_units, blocks, overall)


def same_exact_intervals(summary: MultiLabelSummary, pair_kappas: dict[tuple[str, ...], Estimate],
                         overall_kappa: Estimate | None) -> MultiLabelSummary:
    """The summary with each exact-set κ taken from the report's own coefficient over the
    same categories (a pair's Cohen κ, all annotators' Conger κ) when the two values agree:
    each distinct set is one category there too, so it is the same coefficient, and the
    report shows it once with one interval (the one the simulation chose, not a second
    analytic one). A value that differs (two categories holding one set) is kept."""
    def same(block: LabelSetBlock, other: Estimate | None) -> LabelSetBlock:
        mine = block.exact_set_kappa
        if (other is None or other.value is None or mine.value is None
                or abs(other.value - mine.value) > 1e-12):
            return block
        extras = {**other.extras, "n_distinct_sets": mine.extras.get("n_distinct_sets")}
        return replace(block, exact_set_kappa=replace(other, metric=mine.metric, extras=extras))

    pairs = [same(b, pair_kappas.get(b.annotators)) for b in summary.pairs]
    overall = summary.overall
    if overall is not None:
        other = overall_kappa if len(overall.annotators) >= 3 else pair_kappas.get(
            overall.annotators)
        overall = same(overall, other)
    return replace(summary, pairs=pairs, overall=overall)


def pair_block_of_table(table: Codes, label_sets: Sequence[frozenset[str]],
                        annotators: tuple[str, str],
                        options: AgreementOptions | None = None) -> LabelSetBlock:
    """The pair's label-set block from its k x k table of set categories (rows = the first
    annotator; category c is the set ``label_sets[c]``): every figure of ``pair_block``
    depends on the items only through their (row set, column set) cell, so the items are
    rebuilt one per counted cell and the block is the one the report gives that pair."""
    t = np.asarray(table, dtype=np.int64)
    k = t.shape[0]
    if len(label_sets) != k:
        raise ValueError(f"{len(label_sets)} label sets for a {k} x {k} table")
    labels = atomic_labels(label_sets)
    membership = label_membership(label_sets, labels)
    cells = np.repeat(np.arange(k * k), t.ravel())
    sets = np.stack([membership[cells // k], membership[cells % k]], axis=1)
    data = LabelSetData(annotators, labels, sets, np.ones(sets.shape[:2], dtype=bool))
    return pair_block(data, options or AgreementOptions())


def pair_block(data: LabelSetData, opts: AgreementOptions) -> LabelSetBlock:
    """Cohen's kappa per label and on whole sets, and mean Jaccard, of two raters."""
    a, b = data.sets[:, 0], data.sets[:, 1]
    n = int(a.shape[0])
    n11, n10, n01 = (a & b).sum(axis=0), (a & ~b).sum(axis=0), (~a & b).sum(axis=0)
    per_label = []
    for j, lab in enumerate(data.labels):
        table = np.array([[n - n11[j] - n10[j] - n01[j], n01[j]], [n10[j], n11[j]]],
                         dtype=np.int64)
        est = pairwise.cohen_kappa(table, conventions=opts.conventions)
        support = int(n11[j] * 2 + n10[j] + n01[j])
        per_label.append(_labelled(_interval(est, opts, table=table), lab, support, 2 * n))
    codes, distinct = set_codes(data.sets, data.rated)
    sets_table = confusion_matrix(codes[:, 0], codes[:, 1], max(distinct, 1))
    exact = _exact(pairwise.cohen_kappa(sets_table, conventions=opts.conventions), distinct)
    return _block(data, n, per_label, _interval(exact, opts, table=sets_table), opts)


def overall_block(data: LabelSetData, opts: AgreementOptions) -> LabelSetBlock:
    """Conger's kappa per label and on whole sets, and mean Jaccard, of all raters.

    With ``ci="bootstrap"`` the kappas keep Gwet's analytic interval (as the report's
    many-rater block does: Conger's kappa needs rater identity, so a unit bootstrap would
    recompute it per resample); mean Jaccard gets the unit bootstrap.
    """
    stat = _conger(opts)
    n = int((data.rated.sum(axis=1) >= 2).sum())
    given = int(data.rated.sum())
    raw = per_label_kappa(data.sets, data.rated, statistic=stat, labels=list(data.labels))
    per_label = []
    for est in raw:
        lab, support = est.extras["label"], est.extras["support"]
        per_label.append(_labelled(_analytic(est, opts), lab, support, given))
    codes, distinct = set_codes(data.sets, data.rated)
    exact = _analytic(_exact(stat(codes, max(distinct, 1)), distinct), opts)
    return _block(data, n, per_label, exact, opts)


def _block(data: LabelSetData, n: int, per_label: list[Estimate], exact: Estimate,
           opts: AgreementOptions) -> LabelSetBlock:
    """Assemble a block: averages of the per-label kappas and mean Jaccard."""
    values = unit_jaccard(data.sets, data.rated)
    jaccard = mean_of_units(values, opts.conventions)
    if opts.ci == "none":
        jaccard = replace(jaccard, ci=None)
    elif opts.ci == "bootstrap" and jaccard.defined:
        level = opts.conventions.level
        boot = mean_bootstrap(values, resamples=opts.resamples, seed=opts.seed, level=level)
        jaccard = with_bootstrap_ci(jaccard, boot)
    return LabelSetBlock(
        data.annotators, n, {str(e.extras["label"]): e for e in per_label},
        macro_average(per_label), support_weighted_average(per_label), exact, jaccard)


def _conger(opts: AgreementOptions) -> Callable[[Codes, int], Estimate]:
    """Conger's kappa under the report's conventions, as a statistic of (codes, k)."""
    def stat(codes: Codes, k: int) -> Estimate:
        return conger_kappa(codes, k, conventions=opts.conventions)
    return stat


def _interval(est: Estimate, opts: AgreementOptions, *, table: Codes) -> Estimate:
    """Keep the analytic interval, drop it, or replace it by the bootstrap of the table."""
    if opts.ci == "none":
        return replace(est, ci=None)
    if opts.ci == "analytic" or not est.defined:
        return est
    boot = bootstrap_ci(table, "cohen_kappa", resamples=opts.resamples, seed=opts.seed,
                        level=opts.conventions.level)
    return with_bootstrap_ci(est, boot)


def _analytic(est: Estimate, opts: AgreementOptions) -> Estimate:
    """An all-annotator kappa: no interval for ci='none', else the analytic one (named)."""
    if opts.ci == "none":
        return replace(est, ci=None)
    if opts.ci == "bootstrap" and est.defined:
        note = "analytic interval: Conger's kappa is not bootstrapped (it needs rater identity)"
        return replace(est, extras={**est.extras, "interval_note": note})
    return est


def _labelled(est: Estimate, label: str, support: int, ratings: int) -> Estimate:
    """A per-label kappa with its label, support, and a plain reason when undefined.

    ``ratings`` is the number of label sets given on the block's units: a label in none or in
    all of them makes chance agreement 1.
    """
    reason = est.reason
    if est.value is None and ratings > 0 and support in (0, ratings):
        template = reasons.NO_ANNOTATOR_GAVE if support == 0 else reasons.EVERY_SET_INCLUDED
        reason = Reason(template, label=label)
    return replace(est, reason=reason, extras={**est.extras, "label": label, "support": support})


def _exact(est: Estimate, k: int) -> Estimate:
    """Exact-set kappa under its own name, with the number of distinct sets."""
    extras = {**est.extras, "n_distinct_sets": k}
    return replace(est, metric="exact_set_kappa", extras=extras)
