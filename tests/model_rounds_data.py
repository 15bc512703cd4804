"""A round of three annotators and a model (``llm``) on a three-label scale, for the tests of
a model across rounds (the report's appendix and the window's rounds dialog)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

NAMES = ["neg", "neu", "pos"]


def write_round(path: Path, ids: list[int], llm_acc: float, seed: int, llm_first: bool) -> Path:
    """Items ``ids`` labelled by a, b, c (right w.p. 0.75) and llm (``llm_acc``); the true
    label of item i is ``NAMES[i % 3]``."""
    rng = np.random.default_rng(seed)
    header = ["id", "llm", "a", "b", "c"] if llm_first else ["id", "a", "b", "c", "llm"]
    lines = [",".join(header)]
    for i in ids:
        row = {who: NAMES[i % 3] if rng.random() < acc else NAMES[rng.integers(0, 3)]
               for who, acc in (("a", 0.75), ("b", 0.75), ("c", 0.75), ("llm", llm_acc))}
        lines.append(f"i{i}," + ",".join(row[h] for h in header[1:]))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
