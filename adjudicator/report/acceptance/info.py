"""The report's user-entered fields (project, batch, sampling frame, sign-off...)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.regular import read_regular
from adjudicator.report.acceptance.model import INFO_FIELDS


def checked_info(values: dict[str, object], source: str) -> dict[str, str]:
    """Known fields as text; an unknown field is an InputError naming the known ones."""
    unknown = sorted(set(values) - set(INFO_FIELDS))
    if unknown:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown report field {field}"), file=source,
                         args={"field": repr(unknown[0])},
                         expected=", ".join(INFO_FIELDS))
    return {k: str(v) for k, v in values.items()}


def read_info_file(path: str | Path) -> dict[str, str]:
    """Fields from a JSON (.json) or TOML file."""
    p = Path(path)
    try:
        raw = read_regular(p, 1 << 20)
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the file ({why})"),
                         args={"why": exc.strerror or exc}, file=str(p)) from None
    try:
        text = raw.decode("utf-8-sig")
        data = json.loads(text) if p.suffix.lower() == ".json" else tomllib.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError, tomllib.TOMLDecodeError) as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the report fields: {reason}"),
                         file=str(p),
                         expected=QT_TRANSLATE_NOOP("Errors", "UTF-8 JSON (.json) or TOML"),
                         args={"reason": str(exc)}) from None
    if not isinstance(data, dict):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the report fields must be one object"),
                         file=str(p))
    return checked_info(data, str(p))
