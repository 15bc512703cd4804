"""The import settings a log records, so reopening codes the data exactly as before.

``load_dataset`` takes an id column, annotator columns, labels and an ``ImportOptions``; the log
header keeps them as JSON (options without the schema object, which the labels list replaces).
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from adjudicator.io import Dataset
from adjudicator.io.options import ImportOptions

_NOT_KEPT = ("schema", "extra")


def to_header(dataset: Dataset, given: dict[str, Any]) -> dict[str, Any]:
    """JSON-ready settings that reproduce ``dataset``'s coding."""
    out: dict[str, Any] = {
        "id_column": given.get("id_column") or dataset.frame.index.name,
        "annotators": list(dataset.ratings.annotators),
        "labels": list(dataset.ratings.labels),
    }
    options = given.get("options")
    if isinstance(options, ImportOptions):
        kept = {k: v for k, v in dataclasses.asdict(options).items() if k not in _NOT_KEPT}
        out["options"] = {k: list(v) if isinstance(v, tuple) else v
                          for k, v in kept.items() if _is_json(v)}
    return out


def from_header(settings: dict[str, Any]) -> dict[str, Any]:
    """Keyword arguments for ``load_dataset`` from the header's settings."""
    out = {k: v for k, v in settings.items() if k in ("id_column", "annotators", "labels")}
    if isinstance(settings.get("options"), dict):
        names = {f.name for f in dataclasses.fields(ImportOptions)}
        out["options"] = ImportOptions(**{k: v for k, v in settings["options"].items()
                                          if k in names})
    return out


def _is_json(value: object) -> bool:
    """True when ``value`` can be written as JSON."""
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True
