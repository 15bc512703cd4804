"""The report's label-set block: when items carry sets of labels (``物流;售后``) the
coefficients count each distinct set as one label (exact-set κ), which hides which labels the
annotators disagree on. This block gives, for all annotators (three or more: Conger's κ) and
for each pair (Cohen's κ), mean Jaccard and the averages of the single labels' κ, then each
label's κ of "given or not" with its interval (``core.stats.summaries.summary_multilabel``)."""

from __future__ import annotations

from collections.abc import Mapping

from adjudicator.core.stats.summaries.summary_multilabel import LabelSetBlock
from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.html_parts import (
    cell,
    estimate_cells,
    heading,
    num,
    para,
    table,
    table_notes,
)
from adjudicator.report.rendering.texts import Texts

SUMMARY_ROWS = (("exact_set_kappa", "Exact-set κ (each distinct set one label)"),
                ("mean_jaccard", "Mean Jaccard"),
                ("macro_kappa", "Mean κ of the labels"),
                ("support_weighted_kappa", "Mean κ of the labels, weighted by how often given"))


def label_sets(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """The block, or nothing when every item's label is a single label."""
    sets = m.agreement.multilabel
    if sets is None:
        return ""
    out = heading(2, t("Agreement on each label (label sets)"), "label_sets")
    out += para(t("Items carry sets of labels. The coefficients above count each distinct "
                  "set as one label; here each label is scored as given or not given, and "
                  "Jaccard is the labels both gave over the labels either gave, per item."))
    out += para(t.label(t("Labels"), t.list_of(sets.labels)))
    blocks = list(sets.pairs)
    if sets.overall is not None and len(sets.overall.annotators) >= 3:
        blocks.insert(0, sets.overall)
    for block in blocks:
        out += _block(block, t)
    return out


def _block(block: LabelSetBlock, t: Texts) -> str:
    """One block's averages, then each label's κ with its interval."""
    everyone = len(block.annotators) >= 3
    key = "sets:all" if everyone else "sets:pair:" + "/".join(block.annotators)
    title = (t("All annotators (Conger's κ)") if everyone
             else " / ".join(block.annotators) + t.aside(t("Cohen's κ")))
    out = heading(3, title)
    out += para(t.label(t("Items"), f"{block.n:,}"), note=True)
    notes: list[str] = []
    rows = [[cell(t(name)), *estimate_cells(f"{key}:{attr}", getattr(block, attr), t, notes)]
            for attr, name in SUMMARY_ROWS]
    out += table([t("Coefficient"), t("Estimate"), t("SE"), t("95% CI")], rows)
    rows = [[cell(label), num(f"{key}:{label}:given", est.extras.get("support", 0), "count"),
             *estimate_cells(f"{key}:{label}:kappa", est, t, notes)]
            for label, est in block.per_label_kappa.items()]
    out += table([t("Label"), t("Given"), t("κ (given or not)"), t("SE"), t("95% CI")], rows)
    if block.undefined_labels:
        out += para(t.label(t("Left out of the means (κ undefined)"),
                            t.list_of(block.undefined_labels)), note=True)
    return out + table_notes(notes)
