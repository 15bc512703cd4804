"""The coefficients over all annotators at once (three or more): Fleiss' κ, Conger's κ,
Krippendorff's α and Gwet's AC1 with their intervals, and the annotator x annotator κ.

They read the original labels only (decisions do not change them), so they are computed once
per opened dataset: one pass over the codes for the unit patterns, one bincount per pair."""

from __future__ import annotations

from dataclasses import dataclass, field

from adjudicator.core.quality.leave_one_out import Without, leave_one_out
from adjudicator.core.quality.marginal import PairHomogeneity, crowd_homogeneity
from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.weight_basis import label_values
from adjudicator.core.stats.common.weights import weight_matrix
from adjudicator.core.stats.interval_choice import many_chosen
from adjudicator.core.stats.many_raters import multirater
from adjudicator.core.stats.many_raters.multirater_common import unit_patterns
from adjudicator.core.stats.many_raters.pairwise_matrix import PairwiseMatrix, pairwise_kappa_matrix
from adjudicator.core.stats.pairs.crowd_pairs import OmittedPairs
from adjudicator.core.stats.summaries.summary_overall import many_rater
from adjudicator.session.pair_stats import NOMINAL, Scale

SHOWN = ("fleiss_kappa", "conger_kappa", "krippendorff_alpha", "gwet_ac1")
ORDINAL_SHOWN = ("gwet_ac2",)  # on an ordinal scale, after SHOWN (α then uses its ordinal metric)


@dataclass(frozen=True)
class ManyRater:
    """The overall coefficients (in SHOWN order) and the pairwise κ matrix."""

    coefficients: dict[str, Estimate]
    pairwise: PairwiseMatrix
    scale: Scale = NOMINAL
    #: Fleiss' κ and α of everyone, then without each annotator (``core.quality``)
    everyone: Without | None = None
    without: tuple[Without, ...] = ()
    #: each pair's marginal homogeneity (Stuart–Maxwell, McNemar per class)
    homogeneity: list[PairHomogeneity] = field(default_factory=list)
    #: a crowd's pairs left out of ``homogeneity`` (sharing too few items); None: none left out
    homogeneity_omitted: OmittedPairs | None = None

    @property
    def shown(self) -> tuple[str, ...]:
        """The coefficients the panel lists, in order."""
        return SHOWN + (ORDINAL_SHOWN if self.scale.ordinal else ())


def many_rater_statistics(ratings: Ratings, scale: Scale = NOMINAL) -> ManyRater:
    """Fleiss, Conger, Krippendorff and Gwet AC1 over all annotators, with the intervals
    agree gives (the kind the simulation chose, ``core.stats.interval_choice``, with its
    coverage note), and Cohen's κ of every pair; on an ordinal scale α uses the ordinal metric and
    Gwet's AC2 (the scale's weights on category ranks) is added."""
    labels = list(ratings.labels)
    counts, freq = unit_patterns(ratings.codes, ratings.k)
    opts = scale.options()
    w = weight_matrix(scale.weights, ratings.k) if scale.ordinal else None
    out = many_rater(counts, freq, labels, opts, w)
    out["conger_kappa"] = multirater.conger_kappa(ratings.codes, ratings.k, labels=labels)
    if opts.ci == "analytic":  # the interval the simulation chose, with its note (as agree)
        values = label_values(labels) if opts.level in ("interval", "ratio") else None
        out = many_chosen(out, counts, freq, w, opts.conventions, len(ratings.annotators),
                          level=opts.level, values=values)
    everyone, without = leave_one_out(ratings.codes, labels, ratings.annotators)
    pairs, omitted = crowd_homogeneity(ratings.codes, labels, ratings.annotators)
    result = ManyRater({}, pairwise_kappa_matrix(ratings.codes, ratings.k), scale, everyone,
                       without, pairs, omitted)
    result.coefficients.update({name: out[name] for name in result.shown})
    return result
