"""The report's appendices: rounds (with a model's change across them) and what-if
comparisons (when asked for)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.html_parts import (
    COEFFICIENT_NAMES,
    INDICES,
    cell,
    figure,
    heading,
    num,
    table,
)
from adjudicator.report.rendering.texts import Texts


def render_appendices(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """Every appendix the model carries; nothing when it carries none."""
    return rounds(m, t, figs) + what_if(m, t)


def rounds(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """κ per round, the change with its CI, reused items flagged."""
    section = m.appendices.get("rounds")
    if section is None:
        return ""
    from adjudicator.report.rendering.html_parts import estimate_cells, para

    rows = [[cell(r.name), num(f"round:{r.name}:n", r.n_items, "count"),
             *estimate_cells(f"round:{r.name}:kappa", r.kappa, t),
             num(f"round:{r.name}:reused", r.reused, "count"),
             num(f"round:{r.name}:reused_discussed", r.reused_discussed, "count")]
            for r in section.rounds]
    out = heading(2, t.label(t("Appendix"), t("Rounds")))
    out += table([t("Round"), "n", "Cohen's κ", t("SE"), t("95% CI"),
                  t("Items reused from an earlier round"), t("Adjudicated")], rows)
    rows = []
    for c in section.changes:
        ci = (f"[{c.ci[0]:.4f}, {c.ci[1]:.4f}]" if c.ci else t("not estimable"))
        if c.ci and c.shared:
            ci += " " + t("(paired over {n} shared items)").replace("{n}", f"{c.shared:,}")
        flag = f" — {t('Items reused from an earlier round')}" if c.dependent else ""
        rows.append([cell(f"{c.from_round} → {c.to_round}"),
                     num(f"round_change:{c.to_round}:difference", c.difference),
                     num(f"round_change:{c.to_round}:se", c.se), cell(ci + flag)])
    if rows:
        out += heading(3, t("Change from the previous round"))
        out += table(["", t("Difference"), t("SE"), t("95% CI")], rows)
        if any(c.dependent for c in section.changes):
            out += para(t("The interval of a change accounts for the items both rounds "
                          "share. Apart from that, agreement on items already seen and "
                          "discussed is inflated by memory and consensus training, a bias no "
                          "interval covers: the change may overstate the improvement."),
                        note=True)
    from adjudicator.report.rendering.html_model_rounds import model_rounds

    return out + figure(figs, "rounds", t("Rounds")) + model_rounds(section, t, figs)


def change_words(w: Any, t: Texts) -> str:
    """What a what-if changed, in the report's language."""
    if w.merged is not None:
        return f"{t('merged')} {w.merged[0]} + {w.merged[1]}"
    if w.scheme is not None:
        return t.label(t("Weights"), w.scheme)
    return str(w.description)


def what_if(m: ReportModel, t: Texts) -> str:
    """Every coefficient before and after each what-if change."""
    whatifs = m.appendices.get("whatif") or []
    if not whatifs:
        return ""
    out = heading(2, t.label(t("Appendix"), t("What-if")))
    for w in whatifs:
        key = f"whatif:{w.description}:{w.annotators[0]}/{w.annotators[1]}"
        out += heading(3, t.label(" / ".join(w.annotators), change_words(w, t)))
        rows = []
        for name in dict.fromkeys([*w.original, *w.changed]):
            if name in INDICES:
                continue
            before, after = w.original.get(name), w.changed.get(name)
            b = before.value if before is not None else None
            a = after.value if after is not None else None
            diff = a - b if a is not None and b is not None else None
            rows.append([cell(COEFFICIENT_NAMES.get(name, name)),
                         num(f"{key}:{name}:original", b), num(f"{key}:{name}:changed", a),
                         num(f"{key}:{name}:difference", diff)])
        out += table([t("Coefficient"), t("Original"), t("Changed"), t("Difference")], rows)
    return out
