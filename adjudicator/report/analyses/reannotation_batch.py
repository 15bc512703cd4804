"""A project's re-annotation batch, chosen and written: the rows of ``reannotation.choose``
from the project's ratings and statuses, and the blind task file with its manifest
(``io.exporting.tasks``). Shared by ``adjudicator reannotate`` and the window's dialog."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from adjudicator.report.analyses.reannotation import Batch


def choose_batch(project: Any, select: str, n: int | None, seed: int) -> Batch:
    """The rows of the batch, from the project's ratings and statuses."""
    import numpy as np

    from adjudicator.core.adjudication.counts import UNRESOLVED
    from adjudicator.report.analyses.reannotation import choose

    state = project.state
    unresolved = np.flatnonzero(np.asarray(state.status_codes) == UNRESOLVED).astype(np.int64)
    return choose(state.ratings.codes, state.ratings.k, select, n, seed, unresolved)


def protected_paths(project: Any) -> list[Path]:
    """What a task file must never replace: the data, the originals, the log, its lock and
    its tip."""
    from adjudicator.store.lock import lock_path
    from adjudicator.store.tip import tip_path

    log = project.log_path
    return [project.data_path, *project.originals(), log, lock_path(log), tip_path(log)]


def write_batch(project: Any, batch: Batch, out: Path, protected: list[Path], force: bool
                ) -> tuple[Path, dict[str, Any]]:
    """The task file and its manifest (``io.exporting.tasks``): the manifest's path and the
    batch's record (the manifest's ``reannotation`` object, with the task format)."""
    from adjudicator import __version__
    from adjudicator.io.exporting.tasks import task_format, write_tasks
    from adjudicator.report.analyses.audit import task_frame
    from adjudicator.store.opening import utc_seconds

    items = project.state.ratings.items
    ids = [str(items[int(r)]) for r in batch.rows]
    log = project.log_path
    manifest = {
        "version": 1, "created": utc_seconds(), "app": __version__,
        "dataset": project.data_path.name, "originals": project.header.get("originals", []),
        "log": {"path": log.name, "last_seq": project.state.last_seq} if log.exists() else None,
        "reannotation": {
            "select": batch.select, "seed": batch.seed, "n": len(ids),
            "agreement": "share of the item's annotator pairs that gave the same label "
                         "(Fleiss 1971, P_i); null: fewer than two labels",
            "items": [{"item": item, "agreement": None if math.isnan(a) else round(a, 6)}
                      for item, a in zip(ids, batch.agreement[batch.rows].tolist(),
                                         strict=True)],
        },
    }
    written = write_tasks(task_frame(project.dataset, batch.rows), ids, out, manifest,
                          protected=protected, force=force)
    return written, {"task_format": task_format(out), **manifest["reannotation"]}
