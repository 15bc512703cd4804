"""Compare two reports from different code paths: equal structure, floats to rel 1e-12."""

from __future__ import annotations

import math
from typing import Any

REL = 1e-12


def assert_same_numbers(a: Any, b: Any, path: str = "") -> None:
    """Walk two JSON-like values: same keys, lists and strings; floats within rel 1e-12
    (1e-12 absolute near zero)."""
    if isinstance(a, dict):
        assert isinstance(b, dict), path
        assert a.keys() == b.keys(), f"{path}: {sorted(a.keys() ^ b.keys())}"
        for key in a:
            assert_same_numbers(a[key], b[key], f"{path}.{key}")
    elif isinstance(a, list | tuple):
        assert isinstance(b, list | tuple), path
        assert len(a) == len(b), f"{path}: {len(a)} != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            assert_same_numbers(x, y, f"{path}[{i}]")
    elif isinstance(a, float) and not isinstance(b, str | type(None)):
        assert math.isclose(a, b, rel_tol=REL, abs_tol=REL), f"{path}: {a!r} != {b!r}"
    else:
        assert a == b, f"{path}: {a!r} != {b!r}"
