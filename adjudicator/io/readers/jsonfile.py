"""JSON Lines (also when named .json) and JSON arrays of objects, with line-exact errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.options import ImportOptions
from adjudicator.io.readers.encodings import SAMPLE, USED, decode_failure, detect_encoding

ARRAY = QT_TRANSLATE_NOOP("Errors", "a JSON array of objects")
PER_LINE = QT_TRANSLATE_NOOP("Errors", "one JSON object per line")
REPAIR = QT_TRANSLATE_NOOP("Errors", "Repair or delete that line (a cut-off last line often means the export was interrupted)")  # noqa: E501
PYTHON_TEXT = QT_TRANSLATE_NOOP("Errors", "the value of '{key}' is a Python object written as text ({start}), not a label")  # noqa: E501


def read_json_records(
    path: Path, fmt: str, options: ImportOptions
) -> tuple[list[dict[str, Any]], list[int], str]:
    """The objects of the file, the line (JSONL) or position (array) of each, and the encoding."""
    with path.open("rb") as fh:
        head = fh.read(SAMPLE)
    enc = detect_encoding(path, head, options.encoding)
    data = path.read_bytes()
    try:
        text = data.decode(enc.encoding, errors="strict")
    except UnicodeError as exc:
        raise decode_failure(path.name, data, enc.encoding, exc) from None
    encoding = Message(USED, encoding=enc.encoding, reason=enc.reason)
    if fmt == "json":
        records, numbers = _array(path, text)
    else:
        records, numbers = _lines(path, text)
    return records, numbers, encoding


class _RefusedError(ValueError):
    """A JSON value this reader will not guess about (a repeated key, Infinity, NaN): an
    error template and its fields."""

    def __init__(self, template: str, **args: object) -> None:
        super().__init__(template.format(**args))
        self.template, self.args_ = template, args


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object, refusing a key given twice (json keeps the last one silently)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _RefusedError(QT_TRANSLATE_NOOP("Errors",
                "the key '{key}' appears twice in one object"), key=key)
        out[key] = value
    return out


def _constant(name: str) -> Any:
    """Infinity, -Infinity and NaN are not JSON and never a label."""
    raise _RefusedError(QT_TRANSLATE_NOOP("Errors", "{name} is not a JSON value"), name=name)


def loads(text: str) -> Any:
    """Strict JSON: repeated keys and Infinity/NaN raise ``_RefusedError``."""
    return json.loads(text, object_pairs_hook=_pairs, parse_constant=_constant)


def _refused(path: Path, row: int | None, exc: _RefusedError, expected: str) -> InputError:
    """The located error for a refused value."""
    return InputError(exc.template, args=exc.args_, file=path.name, row=row, expected=expected,
                      hint=QT_TRANSLATE_NOOP("Errors",
                          "Export the file again from the tool, or correct that value"))


def _as_records(path: Path, data: Any) -> list[Any]:
    """The records of a parsed document: an array; an object holding one; an object of
    objects (each key becomes the record's ``key``); else the one object."""
    if not isinstance(data, dict):
        return data  # type: ignore[no-any-return]
    inner = next((v for v in data.values() if isinstance(v, list) and v
                  and all(isinstance(x, dict) for x in v)), None)
    if inner is not None:
        return inner
    if _keyed(data):
        if any("key" in v for v in data.values()):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "an object of objects whose records already have a 'key'"),
                             file=path.name, expected=ARRAY,
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Save the records as a JSON array or JSON Lines"))
        return [{"key": k, **v} for k, v in data.items()]
    return [data]


def _array(path: Path, text: str) -> tuple[list[dict[str, Any]], list[int]]:
    """A JSON array of objects (or one object holding such an array, or keyed objects)."""
    try:
        data = loads(text)
    except _RefusedError as exc:
        raise _refused(path, None, exc, ARRAY) from None
    except json.JSONDecodeError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the JSON is broken at column {at}"),
                         args={"at": exc.colno}, file=path.name,  # json's reason: English only
                         row=exc.lineno, expected=ARRAY,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export the file again; it may have been cut short")) from None
    except RecursionError:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the JSON is nested too deeply"),
                         file=path.name, expected=ARRAY) from None
    data = _as_records(path, data)
    if not isinstance(data, list):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the JSON holds no list of records"),
                         file=path.name, expected=ARRAY)
    bad = next((k for k, r in enumerate(data) if not isinstance(r, dict)), None)
    if bad is not None:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "record {number} of the array is not an object"), args={"number": bad + 1},
                         file=path.name, row=bad + 1,
                         expected=QT_TRANSLATE_NOOP("Errors", "one JSON object per record"))
    return data, list(range(1, len(data) + 1))


def _lines(path: Path, text: str) -> tuple[list[dict[str, Any]], list[int]]:
    """One JSON object per line; blank lines ignored; a broken line stops with its number."""
    records, numbers = [], []
    lines = text.split("\n")  # JSON Lines end records with \n only: U+2028 or NEL is text
    first = next((k for k, line in enumerate(lines) if line.strip()), 0)
    if _one_document(lines[first]) and _whole(text):
        return _array(path, text)  # a pretty-printed single JSON document
    for number, line in enumerate(lines, start=1):
        line = line.removesuffix("\r")
        if not line.strip():
            continue
        try:
            obj = loads(line)
        except _RefusedError as exc:
            raise _refused(path, number, exc, PER_LINE) from None
        except json.JSONDecodeError as exc:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "line {number} is not valid JSON (at character {at})"),
                args={"number": number, "at": exc.colno},  # json's own reason: English only
                file=path.name, row=number, expected=PER_LINE,
                hint=REPAIR) from None
        except RecursionError:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "line {number} is nested too deeply"),
                             args={"number": number}, file=path.name, row=number,
                             expected=PER_LINE) from None
        if not isinstance(obj, dict):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "line {number} is not a JSON object"),
                             args={"number": number}, file=path.name, row=number,
                             expected=PER_LINE)
        records.append(obj)
        numbers.append(number)
    if len(records) == 1 and _keyed(records[0]):  # an object of objects on one line
        keyed = _as_records(path, records[0])
        return keyed, list(range(1, len(keyed) + 1))
    return records, numbers


def _keyed(data: dict[str, Any]) -> bool:
    """An object of objects (``{"1": {...}, "2": {...}}``): one record per key."""
    return len(data) > 1 and all(isinstance(v, dict) and v for v in data.values())


def _one_document(line: str) -> bool:
    """True when a first line is not a JSON value by itself (``{`` of a pretty document)."""
    try:
        json.loads(line)
    except json.JSONDecodeError:
        return True
    except RecursionError:
        return False
    return False


def _whole(text: str) -> bool:
    """True when the whole text is one JSON document."""
    try:
        json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        return False
    return True


def _no_python_repr(path: Path, records: list[dict[str, Any]], numbers: list[int]) -> None:
    """A text value like ``{'x': 1}`` is a Python object printed, not a label: refuse it."""
    import re

    pattern = re.compile(r"^\s*[\[{(]\s*'")
    for rec, number in zip(records, numbers, strict=True):
        for key, value in rec.items():
            if isinstance(value, str) and pattern.match(value):
                raise InputError(PYTHON_TEXT, args={"key": key, "start": repr(value[:40])},
                                 file=path.name, row=number, column=key,
                                 expected=QT_TRANSLATE_NOOP("Errors",
                                     "a label, or a JSON list of labels"),
                                 hint=QT_TRANSLATE_NOOP("Errors",
                                     "Write the labels with json.dumps, not str()"))


def records_table(path: Path, fmt: str, options: ImportOptions) -> Any:
    """Generic records (no annotation tool recognised) as a RawTable of text cells."""
    import numpy as np
    import pandas as pd

    from adjudicator.io.table import RawTable, cell_text

    records, numbers, encoding = read_json_records(path, fmt, options)
    _no_python_repr(path, records, numbers)
    flat = [{k: cell_text(v) for k, v in r.items()} for r in records]
    frame = pd.DataFrame(flat, dtype=object)
    table = RawTable(frame, np.asarray(numbers, dtype=np.int64), path.name, fmt,
                     encoding=encoding)
    return table
