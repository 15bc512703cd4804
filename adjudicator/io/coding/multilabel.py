"""Cells holding several labels (``a;b``, ``a|b``, one per line, or a JSON list) as label sets."""

from __future__ import annotations

import json
from collections.abc import Iterable

SEPARATORS = (";", "|", "\n", "；", "#")  # "#": doccano's CSV export
JSON = "json"


def detect_separator(values: Iterable[str], chosen: str | None = None) -> str | None:
    """The multi-label separator: the user's, JSON lists, or one whose parts also occur alone."""
    if chosen is not None:
        return chosen or None
    distinct = {v.strip() for v in values}
    if any(_json_list(v) is not None for v in distinct):
        return JSON
    for sep in SEPARATORS:
        multi = {v for v in distinct if sep in v}
        if not multi:
            continue
        parts = {p.strip() for v in multi for p in v.split(sep) if p.strip()}
        if parts & (distinct - multi):
            return sep
    return None


def split_cell(value: str, sep: str | None) -> list[str]:
    """The labels of one cell, in order, without blanks or repeats."""
    if sep is None:
        return [value]
    parts = _json_list(value) if sep == JSON else value.split(sep)
    if parts is None:
        parts = [value]
    out: list[str] = []
    for part in (p.strip() for p in parts):
        if part and part not in out:
            out.append(part)
    return out


def _json_list(value: str) -> list[str] | None:
    """A JSON list of scalars as strings, else None."""
    text = value.strip()
    if not (text.startswith("[") and text.endswith("]")):
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    if not isinstance(data, list) or any(isinstance(v, list | dict) for v in data):
        return None
    return [str(v) for v in data]


def describe(sep: str | None) -> str:
    """How the separator is shown to the user."""
    return {None: "none", JSON: "JSON list", "\n": "line break", "\t": "tab"}.get(sep, repr(sep))
