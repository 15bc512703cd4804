"""The report's rankings of annotators by κ against a reference (the final labels, the gold
labels), saying where the data cannot tell them apart
(``core.stats.annotator_scores.rank_annotators``)."""

from __future__ import annotations

from adjudicator.core.stats.annotator_scores import Ranked, rank_annotators
from adjudicator.core.stats.pairs.versus_final import VersusFinal
from adjudicator.report.rendering.html_parts import cell, num, para, table
from adjudicator.report.rendering.texts import Texts


def ranking(vf: VersusFinal, t: Texts) -> str:
    """Rank, annotator, κ against the final labels with its interval, and the annotators
    whose intervals overlap."""
    if len(vf.annotators) < 2:
        return ""
    return ranking_table(rank_annotators([(b.annotator, b.kappa) for b in vf.annotators]),
                         "vf", t("Annotators by κ, best first"), t)


def ranking_table(ranked: list[Ranked], key: str, header: str, t: Texts) -> str:
    """The rows of ``ranked`` (best first: the row order is the rank) under ``header``, their
    κ keyed ``{key}:{annotator}:kappa:value``, and the note on reading overlaps."""
    if len(ranked) < 2:
        return ""
    rows = []
    for r in ranked:
        ci = f"[{r.ci[0]:.3f}, {r.ci[1]:.3f}]" if r.ci else t("not estimable")
        rows.append([cell(r.annotator), num(f"{key}:{r.annotator}:kappa:value", r.kappa),
                     cell(ci), cell(", ".join(r.overlaps) if r.overlaps else t("none"))])
    out = table([header, "κ", t("95% CI"), t("Intervals overlap with")], rows)
    return out + para(t("Annotators whose intervals overlap are not told apart by these "
                        "data: read their order as a tie."), note=True)
