"""JSON Lines (also when named .json) and JSON arrays of objects, with line-exact errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.encodings import SAMPLE, decode_failure, detect_encoding
from adjudicator.io.options import ImportOptions


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
    encoding = f"{enc.encoding} ({enc.reason})"
    if fmt == "json":
        records, numbers = _array(path, text)
    else:
        records, numbers = _lines(path, text)
    return records, numbers, encoding


def _array(path: Path, text: str) -> tuple[list[dict[str, Any]], list[int]]:
    """A JSON array of objects (or one object holding such an array)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"the JSON is broken ({exc.msg}, column {exc.colno})", file=path.name,
                         row=exc.lineno, expected=QT_TRANSLATE_NOOP("Errors",
                             "a JSON array of objects"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export the file again; it may have been cut short")) from None
    except RecursionError:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the JSON is nested too deeply"), file=path.name,
                         expected=QT_TRANSLATE_NOOP("Errors", "a JSON array of objects")) from None
    if isinstance(data, dict):
        data = next((v for v in data.values() if isinstance(v, list)), [data])
    if not isinstance(data, list):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the JSON holds no list of records"), file=path.name,
                         expected=QT_TRANSLATE_NOOP("Errors", "a JSON array of objects"))
    bad = next((k for k, r in enumerate(data) if not isinstance(r, dict)), None)
    if bad is not None:
        raise InputError(f"record {bad + 1} of the array is not an object", file=path.name,
                         row=bad + 1, expected=QT_TRANSLATE_NOOP("Errors",
                             "one JSON object per record"))
    return data, list(range(1, len(data) + 1))


def _lines(path: Path, text: str) -> tuple[list[dict[str, Any]], list[int]]:
    """One JSON object per line; blank lines ignored; a broken line stops with its number."""
    records, numbers = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(
                f"line {number} is not valid JSON ({exc.msg} at character {exc.colno})",
                file=path.name, row=number, expected=QT_TRANSLATE_NOOP("Errors",
                    "one JSON object per line"),
                hint="Repair or delete that line (a cut-off last line often means the export "
                "was interrupted)") from None
        except RecursionError:
            raise InputError(f"line {number} is nested too deeply", file=path.name, row=number,
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "one JSON object per line")) from None
        if not isinstance(obj, dict):
            raise InputError(f"line {number} is not a JSON object", file=path.name, row=number,
                             expected=QT_TRANSLATE_NOOP("Errors", "one JSON object per line"))
        records.append(obj)
        numbers.append(number)
    return records, numbers


def records_table(path: Path, fmt: str, options: ImportOptions) -> Any:
    """Generic records (no annotation tool recognised) as a RawTable of text cells."""
    import numpy as np
    import pandas as pd

    from adjudicator.io.table import RawTable, cell_text

    records, numbers, encoding = read_json_records(path, fmt, options)
    flat = [{k: cell_text(v) for k, v in r.items()} for r in records]
    frame = pd.DataFrame(flat, dtype=object)
    table = RawTable(frame, np.asarray(numbers, dtype=np.int64), path.name, fmt,
                     encoding=encoding, records=records)
    return table
