"""A small labels file for the store tests (two annotators, Chinese text, a formula cell)."""

from __future__ import annotations

import csv
import hashlib
from pathlib import Path

LABELS = ["正面", "负面", "中性"]


def sample_rows(n: int = 24) -> list[list[str]]:
    """id, text, channel, two annotators; every third item disputed, item 5 has a formula text."""
    rows = [["id", "text", "channel", "ann_a", "ann_b"]]
    for i in range(1, n + 1):
        a = LABELS[i % 3]
        b = LABELS[(i + 1) % 3] if i % 3 == 0 else a
        text = '=HYPERLINK("http://x","点")' if i == 5 else f"第{i}条评论"
        rows.append([f"I{i:02d}", text, "app" if i % 2 else "web", a, b])
    return rows


def write_sample(folder: Path, name: str = "labels.csv", n: int = 24) -> Path:
    """Write the sample labels file and make it read-only, as originals should be."""
    path = folder / name
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(sample_rows(n))
    path.chmod(0o444)
    return path


def digest(path: Path) -> str:
    """SHA-256 of a file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def rechain(log: Path) -> None:
    """Recompute every chain link of an edited log (as a forger with the program would), so a
    test can reach the checks that come after the chain."""
    import json

    from adjudicator.store.log import chained_line, header_link

    first, *rest = log.read_bytes().split(b"\n")
    out, link = [first + b"\n"], header_link(first)
    for line in rest:
        if line:
            record = json.loads(line)
            record.pop("h", None)
            data, link = chained_line(record, link)
            out.append(data)
    log.write_bytes(b"".join(out))
