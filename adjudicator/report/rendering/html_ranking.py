"""The report's ranking of annotators by κ against the final labels, saying where the data
cannot tell them apart (``core.stats.annotator_scores.rank_annotators``)."""

from __future__ import annotations

from adjudicator.core.stats.annotator_scores import rank_annotators
from adjudicator.core.stats.pairs.versus_final import VersusFinal
from adjudicator.report.rendering.html_parts import cell, num, para, table
from adjudicator.report.rendering.texts import Texts


def ranking(vf: VersusFinal, t: Texts) -> str:
    """Rank, annotator, κ with its interval, and the annotators whose intervals overlap."""
    if len(vf.annotators) < 2:
        return ""
    ranked = rank_annotators([(b.annotator, b.kappa) for b in vf.annotators])
    rows = []
    for r in ranked:  # best first: the row order is the rank
        ci = f"[{r.ci[0]:.3f}, {r.ci[1]:.3f}]" if r.ci else t("not estimable")
        rows.append([cell(r.annotator), num(f"vf:{r.annotator}:kappa:value", r.kappa),
                     cell(ci), cell(", ".join(r.overlaps) if r.overlaps else t("none"))])
    out = table([t("Annotators by κ, best first"), "κ", t("95% CI"),
                 t("Intervals overlap with")], rows)
    return out + para(t("Annotators whose intervals overlap are not told apart by these "
                        "data: read their order as a tie."), note=True)
