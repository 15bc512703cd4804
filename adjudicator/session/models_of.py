"""The session's models beside its human annotators: the columns marked as a model's
predictions at the import (``Dataset.model_codes``, never annotators) scored by
``core.quality.model_annotator`` — each model's Cohen's κ against each human, against the
gold column when there is one, the humans' κ with each other (the ceiling) and the
alternative-annotator test (Calderon et al. 2025) — and, from the live final labels, each
model's κ against the final labels of the items that have one, for the window's models
panel."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import InputError
from adjudicator.core.quality.alt_test import AltSettings
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
    """Each model's report (the alternative-annotator test with ``settings``; by default the
    command line's ε = 0.2, q = 0.05 and accuracy) and the humans' ceiling."""

    reports: tuple[ModelReport, ...]
    ceiling: tuple[Versus, ...]
    settings: AltSettings = field(default_factory=AltSettings)


def models_of(session: Session, settings: AltSettings | None = None) -> SessionModels | None:
    """Every marked model against the humans, or None when the import marked none;
    ``settings``: the alternative-annotator test's ε, q and scoring (neg-rmse only with
    labels that are numbers, else accuracy is used and said)."""
    ds = session.dataset
    if not ds.model_codes:
        return None
    r = session.ratings
    settings = settings or AltSettings()
    values = settings.values(r.labels)
    if values is None and settings.scoring != "accuracy":
        settings = AltSettings(settings.epsilon, settings.q, "accuracy")
    gold = _gold(session)
    reports = tuple(model_report(name, np.asarray(codes, dtype=np.int64), r.codes,
                                 r.annotators, r.labels, gold=gold, epsilon=settings.epsilon,
                                 q=settings.q, values=values)
                    for name, codes in ds.model_codes.items())
    return SessionModels(reports, human_ceiling(r.codes, r.annotators, r.labels), settings)


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
