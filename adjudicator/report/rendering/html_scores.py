"""The report's score section (labels that are numbers, at interval or ratio level): the six
ICCs over all annotators, each form said in one line; each pair's Lin ρc, Bland–Altman bias
and limits of agreement with their intervals, MAE and RMSE, and its Bland–Altman plot; each
annotator's MAE and RMSE against the final values."""

from __future__ import annotations

from collections.abc import Mapping

from adjudicator.core.scores.bland_altman import CONVENTION as BA_CONVENTION
from adjudicator.core.scores.concordance import CONVENTION as LIN_CONVENTION
from adjudicator.core.scores.icc import CONVENTION as ICC_CONVENTION
from adjudicator.core.scores.icc import FORMS
from adjudicator.core.scores.summary import ScoreSummary
from adjudicator.core.scores.words import EXPLAIN
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.html_parts import (
    cell,
    estimate_cells,
    figure,
    heading,
    num,
    para,
    table,
    table_notes,
)
from adjudicator.report.rendering.texts import Texts


def scores(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """The section, or nothing when the report has no score block."""
    block = m.agreement.scores
    if block is None:
        return ""
    out = heading(2, t("Scores: intraclass correlation and agreement of the values"))
    out += para(t("The labels are numbers on an {level} scale, so besides the coefficients "
                  "above, which treat them as categories, the scores are compared as "
                  "values.").replace("{level}", t(str(m.agreement.options.get("level")))))
    out += para(t.reason(block.missing), note=True)
    out += _icc_table(block, t)
    for i, pair in enumerate(block.pairs):
        a, b = pair.annotators
        out += heading(3, f"{a} / {b}")
        out += _pair_table(f"scores:{a}/{b}", pair.n, [
            (t("Lin's concordance correlation ρc"), pair.lin_ccc),
            (t("Bias ({a} − {b})").replace("{a}", a).replace("{b}", b),
             pair.bland_altman["bias"]),
            (t("Lower 95% limit of agreement"), pair.bland_altman["loa_low"]),
            (t("Upper 95% limit of agreement"), pair.bland_altman["loa_high"]),
            (t("Mean absolute difference (MAE)"), pair.distances["mae"]),
            (t("Root mean square difference (RMSE)"), pair.distances["rmse"])], t)
        out += para(_convention(LIN_CONVENTION, pair.lin_ccc, t) + t.stop + " "
                    + _convention(BA_CONVENTION, pair.bland_altman["bias"], t), note=True)
        caption = t("Bland–Altman plot: the difference of each item's two scores against "
                    "their mean; the bias and the 95% limits of agreement, each with its "
                    "95% confidence interval shaded")
        out += figure(figs, f"bland_altman:{i}", caption)
    if block.versus_final:
        out += heading(3, t("Each annotator against the final values"))
        rows = [[cell(name), num(f"scores:final:{name}:n", d["mae"].n, "count"),
                 num(f"scores:final:{name}:mae", d["mae"].value),
                 num(f"scores:final:{name}:rmse", d["rmse"].value)]
                for name, d in block.versus_final.items()]
        out += table([t("Annotator"), "n", "MAE", "RMSE"], rows)
    return out


def _icc_table(block: ScoreSummary, t: Texts) -> str:
    """One row per form: its two names, value, interval, F test and what it answers."""
    notes: list[str] = []
    rows = []
    for key, est in block.icc.items():
        name, model, kind = FORMS[key]
        x = est.extras
        test = ("" if x.get("f") is None else
                f"F({x['df1']}, {_df(x['df2'])}) = {x['f']:.3f}, p = {x['p_value']:.3g}")
        rows.append([cell(key), cell(name), *estimate_cells(f"icc:{key}", est, t, notes),
                     cell(test), cell(t.core("Scores", model) + t.comma + t.core("Scores", kind)
                                      + t.colon + t.core("Scores", EXPLAIN[key]))])
    out = table([t("Form"), "McGraw–Wong", t("Estimate"), t("SE"), t("95% CI"),
                 t("F test of ρ = 0"), t("What it answers")], rows)
    out += para(_convention(ICC_CONVENTION, next(iter(block.icc.values())), t), note=True)
    return out + table_notes(notes)


def _convention(template: str, est: Estimate, t: Texts) -> str:
    """An interval convention of the score statistics in the report's language (the level
    is the first word of the English text the estimate carries, "95%")."""
    pct = est.convention.split(" ", 1)[0] if est.convention else "95%"
    return t.core("Scores", template).replace("{pct}", pct)


def _pair_table(key: str, n: int, rows: list[tuple[str, Estimate]], t: Texts) -> str:
    """Value, SE and interval of each score statistic of one pair."""
    notes: list[str] = []
    body = [[cell(name), *estimate_cells(f"{key}:{est.metric}", est, t, notes),
             num(f"{key}:{est.metric}:n", est.n, "count")] for name, est in rows]
    out = table([t("Statistic"), t("Estimate"), t("SE"), t("95% CI"), "n"], body)
    del n
    return out + table_notes(notes)


def _df(df: float) -> str:
    """Degrees of freedom as a whole number, or to two places (Satterthwaite's)."""
    return str(int(df)) if float(df).is_integer() else f"{df:.2f}"
