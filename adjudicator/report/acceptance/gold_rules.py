"""The acceptance rules on gold items: ``min_gold_accuracy`` and ``min_gold_n``, for each
annotator or for the batch (``gold_scope``).

Both read the report's gold block (``core.quality.gold``: accuracy = correct / gold items
labelled, with Wilson's interval). Without gold items (no gold column or file, or one with no
gold label) the rule is not checkable, "no item has a gold label", never a pass; an annotator
who labelled no gold item has no accuracy (not checkable, with the core's reason) and fails
``min_gold_n`` with 0 seen.
"""

from __future__ import annotations

from adjudicator.core.quality.gold import NO_GOLD, GoldReport
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.report.acceptance.model import RuleResult
from adjudicator.report.acceptance.rules import AcceptanceRules

GOLD_RULES = ("min_gold_accuracy", "min_gold_n")
#: the subject of a batch rule (English key of report.texts; the report translates)
BATCH = "all annotators' gold judgments"
GOLD_ITEMS = "gold items"


def gold_rules(rules: AcceptanceRules, gold: GoldReport | None) -> list[RuleResult]:
    """One result per annotator (or one for the batch) for each gold rule set."""
    out: list[RuleResult] = []
    for key in ("min_gold_n", "min_gold_accuracy"):
        threshold = getattr(rules, key)
        if threshold is None:
            continue
        if gold is None or gold.n_items == 0:
            subject = GOLD_ITEMS if rules.gold_scope == "batch" else "each annotator"
            out.append(RuleResult(key, subject, None, float(threshold), None, NO_GOLD))
        elif rules.gold_scope == "batch":
            out.append(_count(key, GOLD_ITEMS, gold.n_items, threshold) if key == "min_gold_n"
                       else _accuracy(BATCH, gold.accuracy, threshold))
        else:
            out += [_count(key, a.annotator, a.n, threshold) if key == "min_gold_n"
                    else _accuracy(a.annotator, a.accuracy, threshold)
                    for a in gold.annotators]
    return out


def _count(key: str, subject: str, n: int, threshold: float) -> RuleResult:
    return RuleResult(key, subject, float(n), float(threshold), n >= threshold)


def _accuracy(subject: str, est: Estimate, threshold: float) -> RuleResult:
    if est.value is None:
        return RuleResult("min_gold_accuracy", subject, None, threshold, None, est.reason)
    return RuleResult("min_gold_accuracy", subject, float(est.value), threshold,
                      float(est.value) >= threshold)
