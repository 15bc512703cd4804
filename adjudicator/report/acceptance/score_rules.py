"""The acceptance rules on scores: ``min_icc`` (the ICC form the rules name, over all
annotators) and ``max_mae`` (every pair's mean absolute difference, in the scores' unit).

Both read the report's score block (``core.scores``); when there is none (the labels are
not numbers, or the level is nominal or ordinal) the rule is not checkable and says why,
never a pass.
"""

from __future__ import annotations

from adjudicator.core.scores.icc import FORMS
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.report.acceptance.model import RuleResult
from adjudicator.report.acceptance.rules import AcceptanceRules

#: why a score rule cannot be checked (English keys of report.texts; the report translates)
NO_SCORES = ("the labels are not numbers at interval or ratio level, so there are no score "
             "statistics")


def score_rules(rules: AcceptanceRules, agreement: AgreementReport) -> list[RuleResult]:
    """One result for ``min_icc`` and one per pair for ``max_mae`` (none when unset)."""
    out: list[RuleResult] = []
    scores = agreement.scores
    if rules.min_icc is not None:
        form = rules.icc_form
        subject = f"{form} = {_name(form)}"
        if scores is None:
            out.append(RuleResult("min_icc", subject, None, rules.min_icc, None, NO_SCORES))
        else:
            est = scores.icc[form]
            if est.value is None:
                out.append(RuleResult("min_icc", subject, None, rules.min_icc, None,
                                      est.reason))
            else:
                out.append(RuleResult("min_icc", subject, est.value, rules.min_icc,
                                      est.value >= rules.min_icc))
    if rules.max_mae is not None:
        if scores is None:
            out.append(RuleResult("max_mae", "all annotators", None, rules.max_mae, None,
                                  NO_SCORES))
        for pair in scores.pairs if scores is not None else []:
            mae = pair.distances["mae"]
            subject = " / ".join(pair.annotators)
            if mae.value is None:
                out.append(RuleResult("max_mae", subject, None, rules.max_mae, None,
                                      mae.reason))
            else:
                out.append(RuleResult("max_mae", subject, mae.value, rules.max_mae,
                                      mae.value <= rules.max_mae))
    return out


def _name(form: str) -> str:
    """McGraw & Wong's name of a form (``ICC(A,1)``)."""
    return FORMS[form][0]
