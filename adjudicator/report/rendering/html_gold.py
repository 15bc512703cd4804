"""The report's gold block: each annotator against the gold items (known answers) — the gold
items seen, accuracy with Wilson's interval, Cohen's κ against gold with its interval, macro
F1 with its bootstrap interval, the gold items missed — the batch's pooled accuracy, the
annotators ranked by κ against gold saying whose intervals overlap, and the gold rules' verdicts
(``core.quality.gold``, ``report.acceptance.gold_rules``). An annotator who labelled no gold
item has no figure and says why; without gold items, gold rules say they cannot be checked."""

from __future__ import annotations

from collections.abc import Mapping

from adjudicator.core.quality.gold import GoldReport
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.report.acceptance.gold_rules import GOLD_RULES
from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.html_benchmark import macro_f1_cell
from adjudicator.report.rendering.html_parts import (
    cell,
    esc,
    estimate_cells,
    heading,
    num,
    para,
    table,
    table_notes,
)
from adjudicator.report.rendering.html_ranking import ranking_table
from adjudicator.report.rendering.html_rules import RULE_HEADER, rule_rows
from adjudicator.report.rendering.texts import Texts


def gold(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """The block, or nothing when no gold was given and no gold rule is set."""
    checked = [r for r in m.verdict.results if r.rule in GOLD_RULES]
    g = m.gold
    if g is None and not checked:
        return ""
    out = heading(2, t("Each annotator against the gold items"), "gold")
    if "gold" in m.unavailable:
        out += para(t(m.unavailable["gold"]))
    elif g is None or g.n_items == 0:
        out += para(t("No item has a gold label: the gold rules cannot be checked. Name a "
                      "column of known answers with --gold, or a file of them with "
                      "--gold-file."))
    else:
        out += para(t("Gold labels from {source}: {n} gold items. Accuracy is the share of "
                      "an annotator's gold items labelled as the gold label (Wilson's 95% "
                      "interval); κ is Cohen's κ against the gold labels. The gold labels "
                      "count in no agreement figure above.").format(
            source=m.gold_source, n=f"{g.n_items:,}"), note=True)
        out += _table(g, t)
        out += _classes(g, m, t)
    if checked:
        out += heading(3, t("Gold rules"))
        out += table([t(h) for h in RULE_HEADER], rule_rows(checked, m.verdict.rules, t))
    return out


def _table(g: GoldReport, t: Texts) -> str:
    """One row per annotator and the batch's pooled accuracy."""
    notes: list[str] = []
    rows = []
    for a in g.annotators:
        key = f"gold:{a.annotator}"
        if a.n == 0:
            rows.append([cell(a.annotator), num(f"{key}:n", 0, "count"),
                         f'<td colspan="8"><i>{esc(t.reason(a.accuracy.reason))}</i></td>'])
            continue
        rows.append([cell(a.annotator), num(f"{key}:n", a.n, "count"),
                     *_accuracy(f"{key}:accuracy", a.accuracy),
                     *estimate_cells(f"{key}:kappa", a.kappa, t, notes),
                     num(f"{key}:macro_f1", a.macro_f1),
                     macro_f1_cell(a.macro_f1, a.macro_f1_ci(), t, notes),
                     num(f"{key}:missed", len(a.missed), "count")])
    batch = g.accuracy
    if batch.value is not None:
        rows.append([cell(t("all annotators (pooled)"), bold=True),
                     num("gold:batch:n", batch.n, "count"),
                     *_accuracy("gold:batch:accuracy", batch),
                     '<td colspan="5"></td>', cell("")])
    header = [t("Annotator"), t("Gold items seen"), t("Accuracy"), t("95% CI"), "κ",
              t("SE"), t("95% CI"), t("Macro F1"), t("95% CI"), t("Missed")]
    out = table(header, rows) + table_notes(notes)
    out += para(t("The pooled accuracy counts each judgment once, so an item judged by "
                  "several annotators counts several times; its interval treats them "
                  "as independent and is somewhat narrow."), note=True)
    out += para(t("Macro F1 is the mean F1 over the classes some gold item carries; a class "
                  "the annotator never gave counts as 0. Its interval is the percentile "
                  "bootstrap of the gold items (2,000 resamples)."), note=True)
    return out + ranking_table(g.ranking(), "goldrank",
                               t("Annotators by κ against gold, best first"), t)


def _classes(g: GoldReport, m: ReportModel, t: Texts) -> str:
    """Each annotator's recall and precision per class against gold (the key classes when
    the rules name some), with Wilson intervals; support = gold items of the class."""
    classes = [lab for lab in m.labels if lab in m.key_classes] or list(m.labels)
    notes: list[str] = []
    rows = []
    for a in g.annotators:
        if a.versus is None:
            continue
        for c in a.versus.classes:
            if c.label not in classes:
                continue
            key = f"gold:{a.annotator}:class:{c.label}"
            rows.append([cell(a.annotator), cell(c.label),
                         num(f"{key}:support", c.support, "count"),
                         *estimate_cells(f"{key}:recall", c.recall, t, notes),
                         *estimate_cells(f"{key}:precision", c.precision, t, notes)])
    if not rows:
        return ""
    header = [t("Annotator"), t("Class"), t("Support"), t("Recall"), t("SE"), t("95% CI"),
              t("Precision"), t("SE"), t("95% CI")]
    return (heading(3, t("Per class against the gold labels")) + table(header, rows)
            + table_notes(notes))


def _accuracy(key: str, est: Estimate) -> list[str]:
    """Accuracy and its Wilson interval."""
    ci = est.ci
    interval = "—" if ci is None else f"[{ci[0]:.4f}, {ci[1]:.4f}]"
    cell_ci = ("<td>—</td>" if ci is None else
               f'<td align="right" class="ci" data-key="{esc(key)}:ci" '
               f'data-low="{float(ci[0])!r}" data-high="{float(ci[1])!r}">{interval}</td>')
    return [num(f"{key}:value", est.value), cell_ci]
