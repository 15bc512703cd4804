"""Small helpers shared by the command tests."""

from __future__ import annotations

import csv
from pathlib import Path


def write_rows(path: Path, rows: list[list[str]]) -> Path:
    """Write rows as a UTF-8 CSV and return the path."""
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    return path
