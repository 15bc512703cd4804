"""The report's section on a model or an LLM beside the annotators (``report --model``): the
humans' κ with each other (the ceiling), each model's κ against each human and against the
final labels, and the alternative-annotator test (``core.quality.alt_test``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.html_parts import (
    cell,
    esc,
    estimate_cells,
    heading,
    para,
    show,
    table,
    table_notes,
)
from adjudicator.report.rendering.texts import Texts


def _short(e: Estimate, t: Texts) -> str:
    """A share with its interval in one cell: "0.9500 [0.8780, 0.9800]"."""
    if e.value is None:
        return f"<td><i>{esc(t.reason(e.reason))}</i></td>"
    if e.ci is None:
        return cell(show(e.value))
    return cell(f"{show(e.value)} [{show(e.ci[0])}, {show(e.ci[1])}]")


def models(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """The section, or nothing without --model."""
    if m.models is None:
        return ""
    reports, ceiling = m.models
    out = heading(2, t("A model beside the annotators"))
    out += para(t("The model's columns are not annotators here: no figure above counts them. "
                  "Its κ against each human is read beside the humans' κ with each other."),
                note=True)
    notes: list[str] = []
    rows = [[cell(f"{v.left} × {v.right}"),
             *estimate_cells(f"ceiling:{v.left}:{v.right}", v.kappa, t, notes)]
            for v in ceiling]
    out += heading(3, t("The humans with each other"))
    out += table(["", t("Cohen's κ"), t("SE"), t("95% CI")], rows)
    for r in reports:
        out += heading(3, t("Model {model}").format(model=r.model))
        rows = [[cell(t("against {annotator}").format(annotator=v.right)),
                 *estimate_cells(f"model:{r.model}:{v.right}", v.kappa, t, notes)]
                for v in r.humans]
        if r.final is not None:
            rows.append([cell(t("against the final labels ({n} items have one)").format(
                n=r.final.n)),
                         *estimate_cells(f"model:{r.model}:final", r.final, t, notes)])
        out += table(["", t("Cohen's κ"), t("SE"), t("95% CI")], rows)
        out += _alt(r.alt, t)
    return out + table_notes(notes)


#: the alternative-annotator test's scoring rules, as the report names them
SCORING = {"accuracy": "accuracy (the share of items whose label the other humans gave)",
           "neg-rmse": "−RMSE (minus the root mean squared difference from the other "
                       "humans' values)"}


def _alt(a: Any, t: Texts) -> str:
    """The alternative-annotator test: its verdict, then one row per human left out."""
    out = para(t("Alternative-annotator test (Calderon, Reichart & Dror 2025): for each human "
                 "left out, is the model at least as close to the other humans as that human, "
                 "within the margin ε = {epsilon}? One-sided t-tests, Benjamini–Yekutieli at "
                 "q = {q}.").format(epsilon=f"{a.epsilon:g}", q=f"{a.q:g}"), note=True)
    out += para(t("Closeness scored by {scoring}.").format(scoring=t(SCORING.get(
        a.scoring, a.scoring))), note=True)
    if a.winning_rate.value is None:
        return out + para(t.reason(a.winning_rate.reason))
    verdict = (t("the model may replace the annotators") if a.passed else
               t("the model may not replace the annotators"))
    rho = a.advantage
    rho_text = show(rho.value) + (f" [{show(rho.ci[0])}, {show(rho.ci[1])}]" if rho.ci else "")
    out += para(t("Winning rate ω = {wins}/{tested} = {omega}: {verdict}. Average advantage "
                  "probability ρ = {rho}.").format(
        wins=a.winning_rate.extras["wins"], tested=a.winning_rate.extras["tested"],
        omega=f"{a.winning_rate.value:.2f}", verdict=verdict, rho=rho_text))
    rows = []
    for h in a.trials:
        if h.model_advantage.value is None:
            rows.append([cell(h.annotator), cell(str(h.n)),
                         f'<td colspan="6"><i>{esc(t.reason(h.reason))}</i></td>'])
            continue
        wins = t("yes") if h.won else t("no")
        rows.append([cell(h.annotator), cell(str(h.n)), _short(h.model_advantage, t),
                     _short(h.human_advantage, t), _short(h.difference, t),
                     cell("—" if h.p is None else f"{h.p:.3g}"),
                     cell("—" if h.p_adjusted is None else f"{h.p_adjusted:.3g}"), cell(wins)])
    return out + table([t("human left out"), "n", t("model as close or closer"),
                        t("human as close or closer"), t("difference"), "p",
                        t("adjusted p"), t("model wins")], rows)
