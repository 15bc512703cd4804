"""Each annotator's scores against the final values, for the report's score section: every
item's final value (``AdjudicationState.final_values``): the value a decision carries (typed,
the annotators' mean or median) or its final label read as a number."""

from __future__ import annotations

from dataclasses import replace

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.scores.summary import with_final
from adjudicator.core.stats.summaries.summary_model import AgreementReport


def final_scores(agreement: AgreementReport, state: AdjudicationState) -> AgreementReport:
    """``agreement`` with its score block's MAE / RMSE against the final values (items
    without a final value are left out); unchanged when there is no score block."""
    if agreement.scores is None:
        return agreement
    final = state.final_values()
    if final is None:
        return agreement
    return replace(agreement, scores=with_final(agreement.scores, final))
