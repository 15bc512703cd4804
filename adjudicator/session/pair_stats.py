"""The numbers the panels show for one annotator pair: core's pair summary of the k x k
confusion matrix (the same numbers `adjudicator agree` prints), plus the ranked class pairs
and Krippendorff's risk that the pair's α is below the minimum (as the JSON gives for α of
all annotators)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from adjudicator.core.label_order import reordered_table
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.interval_choice import alpha_below_min
from adjudicator.core.stats.pairs.disagreement import disagreement_pairs
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize_table
from adjudicator.core.tables import Table

#: metric names (as in the reference vectors and the JSON report), in display order
METRICS = ("percent_agreement", "cohen_kappa", "gwet_ac1", "krippendorff_alpha", "scott_pi",
           "brennan_prediger")
#: with an ordinal scale: the weighted relatives, shown after the unweighted ones
ORDINAL_METRICS = ("cohen_kappa_weighted", "gwet_ac2")
WEIGHTS = ("linear", "quadratic")  # agreement weights on category ranks (Gwet 2014, ch. 3)


@dataclass(frozen=True)
class Scale:
    """How the labels are compared: nominal, or ordinal in the label order with linear or
    quadratic agreement weights (weighted κ, Gwet's AC2; α with the ordinal metric)."""

    level: str = "nominal"  # "nominal", "ordinal" or "interval" (scores)
    weights: str = "quadratic"  # for ordinal: "linear" or "quadratic"

    @property
    def ordinal(self) -> bool:
        """True when the label order counts."""
        return self.level == "ordinal"

    @property
    def scores(self) -> bool:
        """True when the labels are compared as numbers (interval level: the score panel)."""
        return self.level == "interval"

    def options(self) -> AgreementOptions:
        """The core's options for this scale."""
        if self.scores:
            return AgreementOptions(level="interval")
        if not self.ordinal:
            return AgreementOptions()
        return AgreementOptions(level="ordinal", weights=self.weights)


NOMINAL = Scale()


@dataclass(frozen=True)
class PairStatistics:
    """Everything the statistics panel and the summary bar show for one annotator pair."""

    n: int
    coefficients: dict[str, Estimate]
    per_class: dict[str, Estimate]
    disagreements: list[tuple[int, int, int, float]]  # (label i, label j, count, share)
    scale: Scale = NOMINAL

    @property
    def kappa(self) -> Estimate:
        """Cohen's κ, the headline number."""
        return self.coefficients["cohen_kappa"]


def pair_statistics(table: Table, labels: tuple[str, ...],
                    raters: tuple[str, str] = ("A", "B"), scale: Scale = NOMINAL,
                    order: tuple[int, ...] | None = None) -> PairStatistics:
    """Every two-rater coefficient, per-class κ and the ranked disagreements of a table; on
    an ordinal scale also weighted κ and AC2 (the chosen weights) and α's ordinal metric.

    ``order`` (the label codes in the lead's order) sets the order the weights run in and the
    per-class rows follow; the disagreements keep naming labels by their codes."""
    codes = order if order is not None else tuple(range(len(labels)))
    shown = reordered_table(table, codes)
    named = [labels[c] for c in codes]
    summary = summarize_table(shown, named, raters, scale.options())
    pairs = [(c.i, c.j, c.count, c.share_of_disagreements)
             for c in disagreement_pairs(table, list(labels))]
    coefficients = dict(summary.coefficients)
    alpha = coefficients.get("krippendorff_alpha")
    if alpha is not None and alpha.value is not None and not scale.scores:
        coefficients["krippendorff_alpha"] = _with_risk(alpha, np.asarray(shown), scale.level)
    return PairStatistics(summary.n, coefficients, dict(summary.per_class_kappa), pairs, scale)


def _with_risk(alpha: Estimate, table: Table, level: str) -> Estimate:
    """α with Krippendorff's q = P(α < α_min) (``interval_choice.alpha_below_min``): each
    occupied cell (i, j) is a unit with one rating i and one j, as many as the cell counts, so
    the seeded bootstrap draws the units α of all annotators draws in the report."""
    cells = np.asarray(table, dtype=np.int64)
    i, j = np.nonzero(cells)
    one_hot = np.eye(cells.shape[0], dtype=np.int64)
    found = alpha_below_min(one_hot[i] + one_hot[j], cells[i, j], level, None)
    return alpha if found is None else replace(alpha, extras={**alpha.extras, **found})


def kappa_by_group(tables: dict[str, Table], labels: tuple[str, ...]) -> dict[str, Estimate]:
    """Cohen's κ within each group (one confusion matrix per group value)."""
    return {group: cohen_kappa(t, labels=list(labels)) for group, t in tables.items()}
