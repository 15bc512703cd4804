"""A task file for another annotator: CSV, or Label Studio's import JSON, with a manifest.

CSV: the item id, the item's context columns and an empty ``label`` column for the new
annotator (a returned file is read as one annotator's file: id and label columns); cells a
spreadsheet could run as formulas are neutralised (``safe_cells``).

Label Studio (JSON): the list of tasks its import takes, each ``{"data": {...}}`` holding the
item's context columns under their own names (a labelling config shows them as ``$text``,
…) and the item id under ``adjudicator_item``: Label Studio numbers the tasks it imports
itself, so the id travels in the data and its export is read back by that key
(``tools.label_studio``). JSON is a data format and is written unchanged, as JSONL exports
are.

Both are written with a manifest beside them (``NAME.manifest.json``, the export's kind:
pinned originals, the file's SHA-256, how the items were chosen) as one set, all or none;
an existing file is replaced only when that manifest shows it is an earlier output of the
same originals, unchanged since (the export's rule), or with ``force``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.durable import guard_output, open_temp, publish_all, sha256_file, staged
from adjudicator.io.tools.label_studio import ITEM_KEY

if TYPE_CHECKING:
    import pandas as pd

TASK_FORMATS = {".csv": "csv", ".json": "label-studio"}


def task_format(path: Path) -> str:
    """``csv`` or ``label-studio`` from the file name's ending; anything else is refused."""
    kind = TASK_FORMATS.get(path.suffix.lower())
    if kind is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--out {out}: unknown task file format"),
                         file=str(path),
                         expected=QT_TRANSLATE_NOOP("Errors", "TASKS.csv, or TASKS.json for "
                                                    "Label Studio"),
                         args={"out": path.name})
    return kind


def label_studio_tasks(frame: pd.DataFrame, ids: Sequence[str]) -> list[dict[str, Any]]:
    """One ``{"data": {...}}`` per row: the context cells (missing ones as null) and the item
    id under ITEM_KEY."""
    tasks = []
    for item, record in zip(ids, frame.to_dict("records"), strict=True):
        data = {str(k): _json_value(v) for k, v in record.items()}
        data[ITEM_KEY] = str(item)
        tasks.append({"data": data})
    return tasks


def _json_value(value: object) -> object:
    """A cell as JSON holds it: null for a missing one, numpy scalars as Python's, anything
    else not JSON's own as its text."""
    if _missing(value):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)  # JSON has no infinity
    if isinstance(value, str | bool | int | float):
        return value
    item = getattr(value, "item", None)
    plain = item() if callable(item) else value
    return _json_value(plain) if isinstance(plain, str | bool | int | float) else str(plain)


def _missing(value: object) -> bool:
    """A cell with no value (None, NaN, NaT, pandas' NA)."""
    import pandas as pd

    try:
        return bool(pd.isna(value))
    except (TypeError, ValueError):
        return False


def write_tasks(frame: pd.DataFrame, ids: Sequence[str], path: Path, manifest: dict[str, Any],
                *, protected: Sequence[Path] = (), force: bool = False) -> Path:
    """Write the task file and its manifest as one set; returns the manifest's path."""
    import csv

    from adjudicator.io.exporting.export import EXPORT_FORMAT, ExportPaths, refuse_replacing
    from adjudicator.io.exporting.safe_cells import neutralise_frame

    kind = task_format(path)
    paths = ExportPaths(path, None, path.with_name(f"{path.name}.manifest.json"))
    for target in (paths.data, paths.manifest):
        guard_output(target, protected)
    if not force:
        refuse_replacing(paths, manifest)
    with staged([paths.data, paths.manifest]) as temps:
        if kind == "csv":
            blank = frame.copy()
            blank["label" if "label" not in blank.columns else "new_label"] = ""
            neutralise_frame(blank).to_csv(temps[0], index=False, encoding="utf-8-sig",
                                           quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
        else:
            text = json.dumps(label_studio_tasks(frame, ids), ensure_ascii=False, indent=1)
            with open_temp(temps[0]) as out:
                out.write((text + "\n").encode("utf-8"))
        body = {"format": EXPORT_FORMAT, **manifest, "task_format": kind,
                "files": [{"path": path.name, "sha256": sha256_file(temps[0])}]}
        with open_temp(temps[1]) as out:
            out.write((json.dumps(body, ensure_ascii=False, indent=2) + "\n").encode())
        publish_all([(temps[0], paths.data), (temps[1], paths.manifest)])
    return paths.manifest
