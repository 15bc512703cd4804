"""The numbers the panels show for one annotator pair: core's pair summary of the k x k
confusion matrix (the same numbers `adjudicator agree` prints), plus the ranked class pairs."""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.core.stats.disagreement import disagreement_pairs
from adjudicator.core.stats.estimate import Estimate
from adjudicator.core.stats.pairwise import cohen_kappa
from adjudicator.core.stats.summary import summarize_table
from adjudicator.core.tables import Table

#: metric names (as in the reference vectors and the JSON report), in display order
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


def pair_statistics(table: Table, labels: tuple[str, ...],
                    raters: tuple[str, str] = ("A", "B")) -> PairStatistics:
    """Every two-rater coefficient, per-class κ and the ranked disagreements of a table."""
    summary = summarize_table(table, list(labels), raters)
    pairs = [(c.i, c.j, c.count, c.share_of_disagreements)
             for c in disagreement_pairs(table, list(labels))]
    return PairStatistics(summary.n, dict(summary.coefficients), dict(summary.per_class_kappa),
                          pairs)


def kappa_by_group(tables: dict[str, Table], labels: tuple[str, ...]) -> dict[str, Estimate]:
    """Cohen's κ within each group (one confusion matrix per group value)."""
    return {group: cohen_kappa(t, labels=list(labels)) for group, t in tables.items()}
