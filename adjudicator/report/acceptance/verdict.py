"""Check the acceptance rules against the core's results: pass / fail per rule and overall.

Every observed value is taken from the report's own objects (the pair's coefficient Estimate,
per-class κ, each annotator's recall against the final labels, the status counts), so the
verdict and the tables can never disagree. A rule whose value is undefined (e.g. κ when chance
agreement is 1) is "not checkable" with the core's reason, never a pass.
"""

from __future__ import annotations

from adjudicator.core.quality.gold import GoldReport
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.versus_final import VersusFinal
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.report.acceptance.gold_rules import gold_rules
from adjudicator.report.acceptance.model import AdjudicationSummary, RuleResult
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.report.acceptance.score_rules import score_rules

VERDICT_WORDS = {  # the overall verdict in words (English source; rendering/texts.py translates)
    "pass": "PASS: every acceptance rule is met",
    "fail": "FAIL: at least one acceptance rule is not met",
    "unchecked": "NOT DECIDED: a rule could not be checked",
    "none": "No acceptance rules were set",
}


def evaluate(rules: AcceptanceRules, agreement: AgreementReport, versus: VersusFinal,
             adjudication: AdjudicationSummary, n_items: int,
             gold: GoldReport | None = None) -> list[RuleResult]:
    """One result per rule and subject (pair, class, annotator), in the rules' order;
    ``gold`` is the report's gold block (None: no gold items were given)."""
    out: list[RuleResult] = []
    if rules.min_paired_n is not None:
        out += [_at_least("min_paired_n", _pair_name(p.annotators), float(p.n),
                          rules.min_paired_n) for p in agreement.pairs]
    for key, pick in (("min_value", _value), ("min_ci_low", _ci_low)):
        threshold = getattr(rules, key)
        if threshold is not None:
            out += [_estimate_rule(key, subject, est, threshold, pick)
                    for subject, est in _headline(agreement, rules.coefficient)]
    if rules.min_class is not None:
        out += _class_rules(rules, agreement, versus)
    out += score_rules(rules, agreement)
    if rules.max_unresolved_share is not None:  # every item without a final label
        lacking = adjudication.unresolved + adjudication.single
        share = lacking / n_items if n_items else None
        out.append(_at_most("max_unresolved_share", "all items", share,
                            rules.max_unresolved_share, "the data hold no item"))
    if rules.max_unreviewed_share is not None:
        d = adjudication.disagreements
        share = adjudication.unreviewed / d if d else 0.0
        out.append(_at_most("max_unreviewed_share", "disagreements", share,
                            rules.max_unreviewed_share, ""))
    return out + gold_rules(rules, gold)


def _pair_name(pair: tuple[str, ...]) -> str:
    return " / ".join(pair)


def _headline(agreement: AgreementReport, metric: str) -> list[tuple[str, Estimate]]:
    """The coefficient per pair, or the many-rater one when it is not a pair coefficient
    (e.g. fleiss_kappa) or there are more than two annotators and the overall block has it."""
    overall = agreement.overall
    in_pairs = all(metric in p.coefficients for p in agreement.pairs) and agreement.pairs
    if overall is not None and metric in overall.coefficients and (
            len(agreement.annotators) > 2 or not in_pairs):
        return [("all annotators", overall.coefficients[metric])]
    if not in_pairs:
        from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

        names = sorted(set(agreement.pairs[0].coefficients) if agreement.pairs else set())
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the rules name the coefficient {metric}, which this report lacks"),
                         expected=", ".join(names), args={"metric": repr(metric)})
    return [(_pair_name(p.annotators), p.coefficients[metric]) for p in agreement.pairs]


def _value(est: Estimate) -> float | None:
    return est.value


def _ci_low(est: Estimate) -> float | None:
    return est.ci[0] if est.ci else None


def _estimate_rule(rule: str, subject: str, est: Estimate, threshold: float,
                   pick: object) -> RuleResult:
    """At-least rule on one part of an Estimate; undefined parts are not checkable."""
    value = pick(est)  # type: ignore[operator]
    if value is None:
        core = (est.ci_reason or est.reason) if rule == "min_ci_low" else est.reason
        if core:
            return RuleResult(rule, subject, None, threshold, None, core)
        template = ("{metric} has no confidence interval" if rule == "min_ci_low"
                    else "{metric} is undefined")
        return RuleResult(rule, subject, None, threshold, None, template,
                          {"metric": est.metric})
    return RuleResult(rule, subject, float(value), threshold, float(value) >= threshold)


def _class_rules(rules: AcceptanceRules, agreement: AgreementReport,
                 versus: VersusFinal) -> list[RuleResult]:
    """Per-class κ of each pair, or each annotator's recall, for each key class."""
    threshold = rules.min_class
    assert threshold is not None
    out = []
    for label in rules.key_classes:
        if label not in agreement.labels:
            out.append(RuleResult("min_class", label, None, threshold, None,
                                  "{label} is not one of the labels", {"label": label}))
            continue
        if rules.class_measure == "kappa":
            out += [_estimate_rule("min_class", f"{label}: {_pair_name(p.annotators)}",
                                   p.per_class_kappa[label], threshold, _value)
                    for p in agreement.pairs]
        else:
            j = agreement.labels.index(label)
            out += [_estimate_rule("min_class", f"{label}: {b.annotator}", b.classes[j].recall,
                                   threshold, _value) for b in versus.annotators]
    return out


def _at_least(rule: str, subject: str, observed: float, threshold: float) -> RuleResult:
    return RuleResult(rule, subject, observed, float(threshold), observed >= threshold)


def _at_most(rule: str, subject: str, observed: float | None, threshold: float,
             reason: str) -> RuleResult:
    if observed is None:
        return RuleResult(rule, subject, None, threshold, None, reason)
    return RuleResult(rule, subject, observed, threshold, observed <= threshold)
