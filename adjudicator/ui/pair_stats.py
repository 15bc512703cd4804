"""The numbers the panels show, all computed by core from one k x k confusion matrix."""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.core.class_agreement import per_class_kappa
from adjudicator.core.disagreement import disagreement_pairs
from adjudicator.core.estimate import Estimate
from adjudicator.core.krippendorff import krippendorff_alpha_from_table
from adjudicator.core.pairwise import (
    brennan_prediger,
    cohen_kappa,
    gwet_ac,
    percent_agreement,
    scott_pi,
)
from adjudicator.core.tables import Table

#: metric name (as in the reference vectors and the JSON report) in display order
METRICS = ("percent_agreement", "cohen_kappa", "gwet_ac1", "krippendorff_alpha", "scott_pi",
           "brennan_prediger")


@dataclass(frozen=True)
class PairStatistics:
    """Everything the statistics panel and the summary bar show for one annotator pair."""

    n: int
    coefficients: dict[str, Estimate]
    per_class: dict[str, Estimate]
    disagreements: list[tuple[int, int, int, float]]  # (label i, label j, count, share)

    @property
    def kappa(self) -> Estimate:
        """Cohen's κ, the headline number."""
        return self.coefficients["cohen_kappa"]


def pair_statistics(table: Table, labels: tuple[str, ...]) -> PairStatistics:
    """Every two-rater coefficient, per-class κ and the ranked disagreements of a table."""
    names = list(labels)
    coefficients = {
        "percent_agreement": percent_agreement(table, labels=names),
        "cohen_kappa": cohen_kappa(table, labels=names),
        "gwet_ac1": gwet_ac(table, labels=names),
        "krippendorff_alpha": krippendorff_alpha_from_table(table, labels=names),
        "scott_pi": scott_pi(table, labels=names),
        "brennan_prediger": brennan_prediger(table, labels=names),
    }
    per_class = dict(zip(labels, per_class_kappa(table, names), strict=True))
    pairs = [(c.i, c.j, c.count, c.share_of_disagreements)
             for c in disagreement_pairs(table, names)]
    return PairStatistics(int(table.sum()), coefficients, per_class, pairs)

