"""The score block of `agree`'s text report: the six ICCs, then each pair's Lin ρc,
Bland–Altman bias and limits of agreement, MAE and RMSE (``core.scores``).

Shown when the labels are numbers and the level is interval or ratio; when the labels are
numbers at another level, one line says how to ask for it. The words of the block are in the
"AgreeText" context, the ICC's model names in "Scores" (shared with the window and the
report), the core's reasons as every reason is rendered.
"""

from __future__ import annotations

import unicodedata

from adjudicator.commands.agreement.agree_words import CI, VALUE, Words
from adjudicator.commands.common.error_language import translator
from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.scores.summary import SCORE_LEVELS, ScoreSummary
from adjudicator.core.scores.words import EXPLAIN
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.weight_basis import label_values
from adjudicator.core.stats.summaries.summary_model import AgreementReport

HEAD = QT_TRANSLATE_NOOP("AgreeText", "Scores: the labels are numbers, level {level} — {items} "
                         "items, {complete} scored by every annotator")
FORM = QT_TRANSLATE_NOOP("AgreeText", "form")
MCGRAW_WONG = QT_TRANSLATE_NOOP("AgreeText", "McGraw–Wong")
F_HEAD = QT_TRANSLATE_NOOP("AgreeText", "F test of ρ = 0")
F_TEST = QT_TRANSLATE_NOOP("AgreeText", "F({df1}, {df2}) = {f}, p = {p}")
PAIR_HEAD = QT_TRANSLATE_NOOP("AgreeText", "{a} × {b}, scores — {n} items both scored")
LIN = QT_TRANSLATE_NOOP("AgreeText", "Lin's ρc")
BIAS = QT_TRANSLATE_NOOP("AgreeText", "bias ({a} − {b})")
LOA_LOW = QT_TRANSLATE_NOOP("AgreeText", "lower limit of agreement")
LOA_HIGH = QT_TRANSLATE_NOOP("AgreeText", "upper limit of agreement")
MAE = QT_TRANSLATE_NOOP("AgreeText", "MAE (mean |{a} − {b}|)")
RMSE = QT_TRANSLATE_NOOP("AgreeText", "RMSE")
NOT_BY_ENGINE = QT_TRANSLATE_NOOP(
    "AgreeText", "Scores: not computed here: the ICC, Lin's ρc and Bland–Altman need every "
    "item's scores, and this engine counts tables; --engine memory gives them.")
HINT = QT_TRANSLATE_NOOP("AgreeText", "The labels are numbers: --level interval (or ratio) adds "
                         "the ICC, Lin's ρc, Bland–Altman and MAE/RMSE.")
NAME_WIDTH = 28


def score_lines(report: AgreementReport, words: Words) -> list[str]:
    """The block (or the hint), each line ready to print; [] when the labels are names."""
    if report.scores is not None:
        return score_block(report.scores, str(report.options.get("level")), words)
    numbers = label_values(report.labels) if len(report.labels) >= 3 else None
    if numbers is None or report.multilabel is not None:
        return []
    if report.options.get("level") in SCORE_LEVELS:
        return [words(NOT_BY_ENGINE)] if len(report.annotators) >= 2 else []
    return [words(HINT)]


def score_block(scores: ScoreSummary, level: str, words: Words) -> list[str]:
    """The ICC table with each form's line of meaning, and one block per pair."""
    named = translator(words.lang, "Scores")
    lines = [words(HEAD, level=words.option(level), items=scores.n_items,
                   complete=scores.n_complete),
             "  " + words.reason(scores.missing),
             "  " + _pad(words(FORM), 10) + _pad(words(MCGRAW_WONG), 13)
             + _pad(words(VALUE), 9, right=True) + "   " + _pad(words(CI), 20) + "  "
             + words(F_HEAD)]
    for key, est in scores.icc.items():
        lines.append(f"  {key:<10}{est.extras.get('name', ''):<12} "
                     + _value_and_interval(est, words) + _f_test(est, words))
        lines.append(f"      {named(EXPLAIN[key])}")
    for pair in scores.pairs:
        a, b = pair.annotators
        lines += ["", words(PAIR_HEAD, a=a, b=b, n=pair.n)]
        rows = [(words(LIN), pair.lin_ccc), (words(BIAS, a=a, b=b), pair.bland_altman["bias"]),
                (words(LOA_LOW), pair.bland_altman["loa_low"]),
                (words(LOA_HIGH), pair.bland_altman["loa_high"]),
                (words(MAE, a=a, b=b), pair.distances["mae"]),
                (words(RMSE), pair.distances["rmse"])]
        width = max([NAME_WIDTH, *(_width(name) + 1 for name, _ in rows)])
        lines += ["  " + _pad(name, width) + _value_and_interval(est, words).rstrip()
                  for name, est in rows]
    return lines


def _value_and_interval(est: Estimate, words: Words) -> str:
    """value and interval columns (or 'undefined' and why)."""
    if est.value is None:
        return f"{_pad(words(UNDEFINED_WORD), 9, right=True)}   {words.reason(est.reason)}"
    if est.ci:
        ci = f"[{est.ci[0]:.4f}, {est.ci[1]:.4f}]"
    elif est.ci_reason:
        ci = words(WITHHELD, reason=words.reason(est.ci_reason))
    else:
        ci = ""
    return f"{est.value:>9.4f}   {_pad(ci, 20)}"


def _f_test(est: Estimate, words: Words) -> str:
    """The F test of ρ = 0, or why there is none."""
    x = est.extras
    if est.value is None:
        return ""
    if x.get("f") is None:  # the interval's reason already says why
        return ""
    df2 = x["df2"]
    return "  " + words(F_TEST, df1=x["df1"], df2=df2 if isinstance(df2, int) else f"{df2:.2f}",
                        f=f"{x['f']:.3f}", p=f"{x['p_value']:.3g}")


def _width(text: str) -> int:
    """Terminal cells of ``text`` (East Asian wide characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, width: int, *, right: bool = False) -> str:
    """``text`` padded to ``width`` terminal cells."""
    space = " " * max(0, width - _width(text))
    return space + text if right else text + space


UNDEFINED_WORD = QT_TRANSLATE_NOOP("AgreeText", "undefined")
WITHHELD = QT_TRANSLATE_NOOP("AgreeText", "interval {reason}")
