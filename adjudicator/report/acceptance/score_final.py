"""Each annotator's scores against the final values, for the report's score section: the
final label of every item that has one, read as a number (the labels are numbers there)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.scores.matrix import scale_values
from adjudicator.core.scores.summary import with_final
from adjudicator.core.stats.summaries.summary_model import AgreementReport


def final_scores(agreement: AgreementReport, state: AdjudicationState) -> AgreementReport:
    """``agreement`` with its score block's MAE / RMSE against the final values (items
    without a final label are left out); unchanged when there is no score block."""
    if agreement.scores is None:
        return agreement
    values = scale_values(state.ratings.labels)
    if values is None:
        return agreement
    lookup = np.append(np.asarray(values, dtype=np.float64), np.nan)  # code -1 -> NaN
    final = lookup[np.asarray(state.final_codes, dtype=np.int64)]
    return replace(agreement, scores=with_final(agreement.scores, final))
