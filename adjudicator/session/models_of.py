"""The session's models beside its human annotators: the columns marked as a model's
predictions at the import (``Dataset.model_codes``, never annotators) scored by
``core.quality.model_annotator`` — each model's Cohen's κ against each human, against the
gold column when there is one, the humans' κ with each other (the ceiling) and the
alternative-annotator test (Calderon et al. 2025) — and, from the live final labels, each
model's κ against the final labels of the items that have one, for the window's models
panel."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import InputError
from adjudicator.core.quality.model_annotator import (
    ModelReport,
    Versus,
    human_ceiling,
    model_report,
)
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.tables import confusion_matrix
from adjudicator.session.session import Session


@dataclass(frozen=True)
class SessionModels:
    """Each model's report (with ε = 0.2 and q = 0.05, the command line's defaults) and the
    humans' ceiling."""

    reports: tuple[ModelReport, ...]
    ceiling: tuple[Versus, ...]


def models_of(session: Session) -> SessionModels | None:
    """Every marked model against the humans, or None when the import marked none."""
    ds = session.dataset
    if not ds.model_codes:
        return None
    r = session.ratings
    gold = _gold(session)
    reports = tuple(model_report(name, np.asarray(codes, dtype=np.int64), r.codes,
                                 r.annotators, r.labels, gold=gold)
                    for name, codes in ds.model_codes.items())
    return SessionModels(reports, human_ceiling(r.codes, r.annotators, r.labels))


def final_kappas(session: Session) -> dict[str, Estimate]:
    """Each model's κ against the final labels (the decisions and the unanimous labels; items
    with none are left out): Cohen's κ of the two-column table, as against a human."""
    final = np.asarray(session.final_codes(), dtype=np.int64)
    labels = list(session.ratings.labels)
    return {name: cohen_kappa(confusion_matrix(np.asarray(codes, dtype=np.int64), final,
                                               len(labels)), labels=labels)
            for name, codes in session.dataset.model_codes.items()}


def _gold(session: Session) -> npt.NDArray[np.int64] | None:
    """The gold column's codes, or None (none found, or a value that is not a label)."""
    from adjudicator.io.gold import gold_from_column

    ds = session.dataset
    if not ds.gold_column or ds.gold_column in session.ratings.annotators:
        return None
    try:
        return gold_from_column(ds, ds.gold_column, "")[1]
    except InputError:
        return None
