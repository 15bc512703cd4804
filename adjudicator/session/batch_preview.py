"""What a batch decision would do, before it is confirmed: the status counts and each
annotator's κ against the final labels afterwards. Computed on a copy of the live counts
(one cell per annotator per item), so nothing changes until the batch is written."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from adjudicator.core.adjudication.counts import ADJUDICATED, UNRESOLVED
from adjudicator.core.stats.pairs.versus_final import VersusFinal
from adjudicator.core.stats.versus_intervals import versus_final
from adjudicator.session.session import Session


@dataclass(frozen=True)
class BatchPreview:
    """Counts and κ vs final as they would be after the batch."""

    unresolved: int
    adjudicated: int
    versus: VersusFinal


def preview_batch(session: Session, items: Sequence[int], code: int) -> BatchPreview:
    """The state after deciding every (unresolved) item of ``items`` as label ``code``."""
    state = session.state
    rows = np.asarray([i for i in items if state.status_codes[i] == UNRESOLVED], dtype=np.int64)
    cube = state.counts.by_annotator.copy()  # [annotator, final, label]
    labels = session.ratings.codes[rows]  # items x annotators
    for r in range(cube.shape[0]):
        given = labels[:, r]
        np.add.at(cube[r, code], given[given >= 0], 1)
    status = state.counts.status
    unresolved = int(status[UNRESOLVED]) - len(rows)
    return BatchPreview(unresolved, int(status[ADJUDICATED]) + len(rows),
                        versus_final(cube, state.ratings.labels, state.ratings.annotators,
                                     unresolved))
