"""The report's annotator effects (three or more annotators): Krippendorff's α and Fleiss' κ
without each annotator in turn, and the pairs whose label shares differ by Stuart–Maxwell's
test (``core.quality``)."""

from __future__ import annotations

from collections.abc import Mapping

from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.html_parts import (
    cell,
    estimate_cells,
    heading,
    para,
    table,
    table_notes,
)
from adjudicator.report.rendering.texts import Texts


def effects(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """The section, or nothing with fewer than three annotators; from count tables, why it
    is not given."""
    if "annotator_effects" in m.unavailable:
        return (heading(2, t("Who pulls agreement down, and who leans which way"))
                + para(t(m.unavailable["annotator_effects"]), note=True))
    block = m.annotator_effects
    if block is None or not block[1]:
        return ""
    everyone, without, pairs = block
    out = heading(2, t("Who pulls agreement down, and who leans which way"))
    out += para(t("Each annotator left out in turn: a large rise says that annotator "
                  "disagrees with the others more than they do among themselves (it does not "
                  "say who is right). The intervals overlap through shared items."), note=True)
    notes: list[str] = []
    rows = []
    for name, w in [(t("everyone"), everyone),
                    *((t("without {annotator}").format(annotator=x.annotator), x)
                      for x in without)]:
        key = f"effects:{w.annotator or 'all'}"
        rows.append([cell(name), *estimate_cells(f"{key}:alpha", w.alpha, t, notes),
                     *estimate_cells(f"{key}:fleiss", w.fleiss_kappa, t, notes)])
    out += table(["", t("Krippendorff's α"), t("SE"), t("95% CI"), t("Fleiss' κ"), t("SE"),
                  t("95% CI")], rows)
    out += table_notes(notes)
    leaning = []
    for p in pairs:
        sm = p.stuart_maxwell
        if sm.value is None:
            continue
        leaning.append([cell(" × ".join(p.annotators)), cell(f"{sm.value:.2f}"),
                        cell(str(sm.extras["df"])), cell(f"{sm.extras['p']:.3g}")])
    if leaning:
        out += heading(3, t("Marginal homogeneity of each pair (Stuart–Maxwell)"))
        out += table(["", "χ²", t("df"), "p"], leaning)
    return out
