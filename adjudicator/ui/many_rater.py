"""The coefficients over all annotators at once (three or more): Fleiss' κ, Conger's κ,
Krippendorff's α and Gwet's AC1 with their intervals, and the annotator x annotator κ.

They read the original labels only (decisions do not change them), so they are computed once
per opened dataset: one pass over the codes for the unit patterns, one bincount per pair."""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats import multirater
from adjudicator.core.stats.estimate import Estimate
from adjudicator.core.stats.multirater_common import unit_patterns
from adjudicator.core.stats.pairwise_matrix import PairwiseMatrix, pairwise_kappa_matrix
from adjudicator.core.stats.summary_model import AgreementOptions
from adjudicator.core.stats.summary_overall import many_rater

SHOWN = ("fleiss_kappa", "conger_kappa", "krippendorff_alpha", "gwet_ac1")


@dataclass(frozen=True)
class ManyRater:
    """The overall coefficients (in SHOWN order) and the pairwise κ matrix."""

    coefficients: dict[str, Estimate]
    pairwise: PairwiseMatrix


def many_rater_statistics(ratings: Ratings) -> ManyRater:
    """Fleiss, Conger, Krippendorff (nominal) and Gwet AC1 over all annotators, with the
    core's intervals, and Cohen's κ of every pair."""
    labels = list(ratings.labels)
    counts, freq = unit_patterns(ratings.codes, ratings.k)
    out = many_rater(counts, freq, labels, AgreementOptions(), None)
    out["conger_kappa"] = multirater.conger_kappa(ratings.codes, ratings.k, labels=labels)
    return ManyRater({name: out[name] for name in SHOWN},
                     pairwise_kappa_matrix(ratings.codes, ratings.k))
