"""The import settings a log records, so reopening codes the data exactly as before.

``load_dataset`` takes an id column, annotator columns, labels and an ``ImportOptions``; the log
header keeps them as JSON. The label schema is kept by content (labels in order, level, aliases,
missing values), not by path: the schema file may move or change after the log is started. Its
path, size and SHA-256 are recorded beside it for provenance only.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any, NoReturn

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io import Dataset
from adjudicator.io.coding.multilabel import detect_separator, split_cell
from adjudicator.io.coding.schema import (
    LabelSchema,
    load_schema,
    schema_from_mapping,
    schema_to_dict,
)
from adjudicator.io.options import ImportOptions
from adjudicator.store.pinning import pin

# memory_limit: this machine's, not the data's; the columns a command reads: not the coding's
_NOT_KEPT = ("schema", "extra", "memory_limit", "statistics_only", "also_read", "choose_columns",
             "ids_unheld")


def resolve_schema(settings: dict[str, Any], base: Path) -> tuple[dict[str, Any], Any]:
    """Settings whose schema file (if any) is read once into a LabelSchema, and that file's
    pin (path relative to ``base``, size, SHA-256) or None."""
    options = settings.get("options")
    if not isinstance(options, ImportOptions) or not isinstance(options.schema, str | Path):
        return settings, None
    source = Path(options.schema)
    schema = load_schema(source)
    resolved = dataclasses.replace(options, schema=schema)
    return {**settings, "options": resolved}, pin(source, base).to_dict()


def to_header(dataset: Dataset, given: dict[str, Any],
              schema_file: dict[str, Any] | None = None) -> dict[str, Any]:
    """JSON-ready settings that reproduce ``dataset``'s coding."""
    detected = dataset.frame.index.name if len(dataset.sources) == 1 else None  # a folder's
    # files are joined under an internal id name: only the user's own choice is kept for them
    out: dict[str, Any] = {
        "id_column": given.get("id_column") or detected,
        "annotators": list(dataset.ratings.annotators),
        "labels": list(dataset.ratings.labels),
    }
    options = given.get("options")
    if isinstance(options, ImportOptions):
        kept = {f.name: getattr(options, f.name) for f in dataclasses.fields(options)
                if f.name not in _NOT_KEPT}
        out["options"] = {k: list(v) if isinstance(v, tuple) else v
                          for k, v in kept.items() if _is_json(v)}
        if isinstance(options.schema, LabelSchema):
            out["options"]["schema"] = schema_to_dict(options.schema)
    if schema_file:
        out["schema_file"] = schema_file
    out["label_separator"] = _separator_used(dataset)
    return out


def _separator_used(dataset: Dataset) -> str:
    """The separator the import split cells of several labels by ("" when no cell held
    several): kept so that a reopened log splits the same cells, although the labels it
    records then include their combinations ("p;q" beside "p" and "q")."""
    report = dataset.report
    sep = getattr(report, "multi_label_separator", None) if report is not None else None
    return sep if isinstance(sep, str) and any(len(s) > 1 for s in dataset.label_sets) else ""


_TEXT_KINDS = ("Layout", "EmptyAccept", "RejectRule", "CsvEngine", "HiddenRule", "MergedRule")


def check_settings(log: Path, settings: object) -> None:
    """Raise InputError naming the field when the header's import settings do not have the
    types ``load_dataset`` takes (an edited header such as ``"annotators": 5`` is reported as
    such, never a traceback further on)."""
    if not isinstance(settings, dict):
        _damaged(log, "import", QT_TRANSLATE_NOOP("Errors", "an object"))
    texts = ("id_column", QT_TRANSLATE_NOOP("Errors", "a column name or null"), _text_or_none)
    for name, expected, ok in (texts, ("annotators", QT_TRANSLATE_NOOP(
            "Errors", "a list of column names"), _texts),
            ("labels", QT_TRANSLATE_NOOP("Errors", "a list of labels"), _labels)):
        if name in settings and not ok(settings[name]):
            _damaged(log, f"import.{name}", expected)
    options = settings.get("options")
    if options is None:
        return
    if not isinstance(options, dict):
        _damaged(log, "import.options", QT_TRANSLATE_NOOP("Errors", "an object"))
    for f in dataclasses.fields(ImportOptions):
        if f.name in options and not _fits(str(f.type), options[f.name]):
            _damaged(log, f"import.options.{f.name}",
                     QT_TRANSLATE_NOOP("Errors", "a value of type {type}"), type=f.type)


def _fits(kind: str, value: object) -> bool:
    """Whether a JSON value fits an ImportOptions field annotated ``kind``."""
    optional = kind.endswith("| None")
    if value is None:
        return optional
    base = kind.removesuffix(" | None")
    checks = {"str": isinstance(value, str), "bool": isinstance(value, bool),
              "Sequence[str]": _texts(value),
              "str | int": isinstance(value, str | int) and not isinstance(value, bool)}
    if base in _TEXT_KINDS:
        return isinstance(value, str)
    return checks.get(base, True)


def _text_or_none(value: object) -> bool:
    return value is None or isinstance(value, str)


def _texts(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(x, str) for x in value)


def _labels(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(x, str | int | float) and not isinstance(x, bool) for x in value)


def _damaged(log: Path, name: str, expected: str, **args: object) -> NoReturn:
    """The one error for an edited import setting."""
    raise InputError(DAMAGED, args={"name": repr(name), **args}, file=str(log), row=1,
                     column=name, expected=expected,
                     hint=QT_TRANSLATE_NOOP("Errors",
                                            "Restore the log from a backup; nothing was changed"))


DAMAGED = QT_TRANSLATE_NOOP("Errors", "the header's {name} field is damaged")


def from_header(settings: dict[str, Any]) -> dict[str, Any]:
    """Keyword arguments for ``load_dataset`` from the header's settings (older headers, which
    kept no schema, give the labels list alone)."""
    out = {k: v for k, v in settings.items() if k in ("id_column", "annotators", "labels")}
    kept: dict[str, Any] = {}
    if isinstance(settings.get("options"), dict):
        names = {f.name for f in dataclasses.fields(ImportOptions)}
        kept = {k: v for k, v in settings["options"].items() if k in names}
        if isinstance(kept.get("schema"), dict):
            kept["schema"] = schema_from_mapping(kept["schema"], "the decision log's header")
        else:
            kept.pop("schema", None)
    sep = _label_separator(settings, kept)
    if sep and isinstance(out.get("labels"), list):
        # the labels recorded include the combinations the split made ("p;q"); given as
        # labels they would be read whole, so only the single labels are passed
        out["labels"] = [v for v in out["labels"] if len(split_cell(str(v), sep)) < 2]
        if kept.get("multi_label_separator") is None:
            kept["multi_label_separator"] = sep
    if kept or "options" in settings:
        out["options"] = ImportOptions(**kept)
    return out


def _label_separator(settings: dict[str, Any], options: dict[str, Any]) -> str | None:
    """The separator the log's import split cells by. Logs that record it say so
    (``label_separator``, "" for none); for older logs it is the one their labels show: a
    recorded label made of other recorded labels ("p;q" beside "p" and "q") was a
    combination the split made, since a list of labels given by the user is never split."""
    recorded = settings.get("label_separator")
    if isinstance(recorded, str):
        return recorded or None
    chosen = options.get("multi_label_separator")
    if isinstance(chosen, str):
        return chosen or None
    labels = settings.get("labels")
    if options.get("schema") is not None or not isinstance(labels, list):
        return None
    return detect_separator([str(v) for v in labels])


def _is_json(value: object) -> bool:
    """True when ``value`` can be written as JSON."""
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True
