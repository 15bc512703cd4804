"""JSON shapes that used to be read wrongly: each is read as written or refused with a place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

ROWS = [{"id": "1", "annotator": "a", "label": "x"}, {"id": "1", "annotator": "b", "label": "x"},
        {"id": "2", "annotator": "a", "label": "y"}, {"id": "2", "annotator": "b", "label": "x"}]


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_jsonl_with_line_separator_and_nel_inside_text(tmp_path: Path) -> None:
    """U+2028 and NEL inside a string are text, not line ends (JSON Lines ends on \\n)."""
    rows = [dict(r, text=f"first\u2028second\x85third {k}") for k, r in enumerate(ROWS)]
    path = _write(tmp_path, "s.jsonl", "\n".join(json.dumps(r, ensure_ascii=False)
                                                 for r in rows) + "\n")
    d = load_dataset(path)
    assert d.ratings.annotators == ("a", "b")
    assert d.report.rows_read == 4
    assert "\u2028" in str(d.frame["text"].iloc[0])


def test_repeated_key_is_refused_with_its_line(tmp_path: Path) -> None:
    """{"label": "x", "label": "y"}: json keeps the last silently; here it is refused."""
    lines = [json.dumps(r) for r in ROWS]
    lines[2] = '{"id": "2", "annotator": "a", "label": "y", "label": "x"}'
    with pytest.raises(InputError, match="'label' appears twice") as err:
        load_dataset(_write(tmp_path, "d.jsonl", "\n".join(lines)))
    assert err.value.row == 3


@pytest.mark.parametrize("constant", ["Infinity", "-Infinity", "NaN"])
def test_infinity_and_nan_are_refused(tmp_path: Path, constant: str) -> None:
    """Infinity/NaN are not JSON; never the label 'inf'."""
    lines = [json.dumps(r) for r in ROWS]
    lines[1] = '{"id": "1", "annotator": "b", "label": ' + constant + "}"
    with pytest.raises(InputError, match="is not a JSON value") as err:
        load_dataset(_write(tmp_path, "i.jsonl", "\n".join(lines)))
    assert err.value.row == 2


def test_python_repr_label_is_refused(tmp_path: Path) -> None:
    """A label written with str() of a dict is refused, naming line and key."""
    rows = [dict(r) for r in ROWS]
    rows[3]["label"] = "{'x': 1}"
    with pytest.raises(InputError, match="Python object written as text") as err:
        load_dataset(_write(tmp_path, "r.jsonl", "\n".join(json.dumps(r) for r in rows)))
    assert (err.value.row, err.value.column) == (4, "label")


def test_object_of_objects_is_one_record_per_key(tmp_path: Path) -> None:
    """{"r1": {...}, "r2": {...}} is read as records keyed by 'key', not as one item."""
    doc = {f"k{i}": r for i, r in enumerate(ROWS)}
    d = load_dataset(_write(tmp_path, "o.json", json.dumps(doc, indent=2)))
    assert d.report.rows_read == 4
    assert d.ratings.items == ("1", "2")
    assert d.ratings.codes.tolist() == [[0, 0], [1, 0]]


def test_pretty_printed_array_named_jsonl(tmp_path: Path) -> None:
    """A pretty-printed JSON document is read whole, whatever its name."""
    d = load_dataset(_write(tmp_path, "p.jsonl", json.dumps({"records": ROWS}, indent=2)))
    assert d.ratings.annotators == ("a", "b")
