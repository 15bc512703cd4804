"""The report's rows of checked acceptance rules (what, about whom, observed against the
threshold, the result with its reason), shared by the rules section and the gold block; the
value and threshold read apart whenever they differ (``html_parts.shown_apart``)."""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.report.acceptance.model import RuleResult
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.report.rendering.html_parts import (
    COEFFICIENT_NAMES,
    cell,
    esc,
    num_as,
    raw_cell,
    shown_apart,
)
from adjudicator.report.rendering.texts import Texts

RULE_HEADER = ("Rule", "Subject", "Observed", "Threshold", "Result")
COUNT_RULES = ("min_paired_n", "min_gold_n")


def rule_kind(rule: str) -> str:
    """How a rule's value is shown: a count, a share (in percent) or a coefficient."""
    if rule in COUNT_RULES:
        return "count"
    return "share" if rule.startswith("max_") and rule != "max_mae" else "coef"


def rule_rows(results: Sequence[RuleResult], rules: AcceptanceRules | None,
              t: Texts) -> list[list[str]]:
    """One row of cells per checked rule."""
    rows = []
    for r in results:
        word = {True: "pass", False: "fail", None: "cannot be checked"}[r.passed]
        cls = "" if r.passed is None else ("pass" if r.passed else "fail")
        sense = t("at most") if r.rule.startswith("max_") else t("at least")
        kind = rule_kind(r.rule)
        result = f'<span class="{cls}">{esc(t(word))}</span>' + (
            f"<br><i>{esc(t.reason(r.reason, **r.fields))}</i>" if r.reason else "")
        observed, threshold = shown_apart(r.observed, r.threshold, kind)
        rows.append([cell(rule_name(r.rule, rules or AcceptanceRules(), t)),
                     cell(t(r.subject).replace(": ", t.colon)),
                     num_as(f"rule:{r.rule}:{r.subject}:observed", r.observed, kind, observed),
                     raw_cell(f"{esc(sense)} " + esc(threshold)),
                     raw_cell(result)])
    return rows


def rule_name(rule: str, rules: AcceptanceRules, t: Texts) -> str:
    """What a rule measures in words (never its key, ``min_ci_low``): the coefficient by
    name, the key classes' measure."""
    coefficient = COEFFICIENT_NAMES.get(rules.coefficient, rules.coefficient)
    measure = t("Recall") if rules.class_measure == "recall" else t("κ (one vs rest)")
    batch = rules.gold_scope == "batch"
    names = {"min_paired_n": t("Items labelled by both annotators"),
             "min_value": coefficient,
             "min_ci_low": t("Lower bound of the 95% CI of {coefficient}").format(
                 coefficient=coefficient),
             "min_class": t("Key class agreement ({measure})").format(measure=measure),
             "max_unresolved_share": t("Share of items without a final label "
                                       "(unresolved or single annotator)"),
             "max_unreviewed_share": t("Share of disagreements without a decision"),
             "min_icc": t("Intraclass correlation {form}").format(form=rules.icc_form),
             "max_mae": t("Mean absolute difference of two annotators' scores (MAE)"),
             "min_gold_accuracy": t("Accuracy against the gold items (the batch, pooled)")
             if batch else t("Accuracy against the gold items (each annotator)"),
             "min_gold_n": t("Gold items in the batch") if batch
             else t("Gold items each annotator labelled")}
    return names.get(rule, t(rule))
