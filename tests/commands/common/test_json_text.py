"""The fast indented JSON writer gives the standard library's text, byte for byte."""

from __future__ import annotations

import enum
import io
import json
from collections import OrderedDict
from typing import Any

import numpy as np
import pytest

from adjudicator.commands.common.json_text import dumps, write_json


class Level(enum.IntEnum):
    """An int subclass (json writes its int value)."""

    HIGH = 3


class Name(str):
    """A str subclass."""


def standard(doc: Any) -> str:
    """What ``agree --format json`` wrote before."""
    out = io.StringIO()
    json.dump(doc, out, indent=2, ensure_ascii=False)
    return out.getvalue()


CASES = [
    {}, [], (), "", 0, -1.5, None, True, False, "κ \"quoted\"\n\ttab \\ \u2028 中文",
    {"a": [], "b": {}, "c": [[]], "d": [{}]},
    [1.5, float("nan"), float("inf"), -float("inf"), 1e300, 5e-324, 0.1, -0.0, 10**30],
    {7: 2, 2.5: "x", None: 1, True: 0, False: [1, (2, 3)], Level.HIGH: Level.HIGH},
    OrderedDict([("z", 1), ("a", [OrderedDict([("n", {"m": None})])])]),
    {Name("k"): Name("v"), "nested": {"deeper": {"deepest": [1, [2, [3, {"x": []}]]]}}},
    # objects and arrays of plain values only (written by the C encoder), at every depth,
    # beside ones that hold a subclass, a numpy scalar or a non-string key
    {"flat": {"s": "a, b\n\"c\": [d]", "n": None, "t": True, "f": False, "z": -0.0,
              "i": -7, "big": 10**30, "nan": float("nan"), "inf": -float("inf"), "中": "文"},
     "tuple": (1, 2.5, "中"), "deep": [[{"v": 1e-300, "w": [0.1, 2]}]],
     "mixed": {"x": 1, "y": Name("sub")}, "numpy": [1.0, np.float64(0.25)],
     "keys": {"a": 1, 2: "b"}, "enum": [1, Level.HIGH], "bools": [True, None, False]},
]


@pytest.mark.parametrize("doc", CASES, ids=range(len(CASES)))
def test_same_text_as_json_dump(doc: Any) -> None:
    """Every kind of value, empty containers, special floats, keys of every kind."""
    assert dumps(doc) == standard(doc)


def test_a_large_random_document_in_chunks() -> None:
    """A document larger than one write chunk, written to a stream in several writes."""
    rng = np.random.default_rng(3)
    doc = {"pairs": [{"annotators": [f"a{i}", f"b{i}"], "n": int(rng.integers(0, 99)),
                      "matrix": rng.integers(0, 9, (3, 3)).tolist(),
                      "kappa": {"value": float(rng.random()), "se": None, "ci": [0.1, 0.2]}}
                     for i in range(3000)]}
    writes: list[str] = []

    class Stream(io.StringIO):
        def write(self, text: str) -> int:
            writes.append(text)
            return super().write(text)

    out = Stream()
    write_json(doc, out)
    assert out.getvalue() == standard(doc)
    assert len(writes) > 1


def test_what_json_refuses_is_refused() -> None:
    """A value json cannot write raises TypeError here too."""
    with pytest.raises(TypeError):
        dumps({"x": object()})
    with pytest.raises(TypeError):
        dumps({(1, 2): 3})
