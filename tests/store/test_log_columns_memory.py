"""A long log read column-wise keeps nothing of a block's Arrow arrays once the block is taken:
its repeated texts become log-wide codes as it comes, its offsets and numbers are copied, so the
memory held while reading grows by a few bytes an event, not by each block's dictionaries."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.adjudication.events import Decide, Decision, Event
from adjudicator.store import logread as logmod
from adjudicator.store.log import FORMAT, write_new_log
from adjudicator.store.logread import read_log

N = 20_000


def _log(path: Path) -> list[Event]:
    """N decisions, each on an item of its own (the repeated-text column with most texts)."""
    events: list[Event] = [Decide(decision=Decision(
        f"item{seq}", ("是", "否", "maybe")[seq % 3], f"理由 {seq}", (None, "A")[seq % 2],
        (None, 0.5)[seq % 2]), seq=seq, time=f"2026-01-01T00:00:{seq % 60:02d}.000001Z",
        author=("li", "王")[seq % 2], app="1.0", guideline="v1") for seq in range(1, N + 1)]
    write_new_log(path, {"format": FORMAT, "version": 3}, events)
    return events


def test_reading_holds_no_arrow_memory_between_blocks(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression (issue 27, memory): every block's dictionary arrays were held until the end
    of the read (about 40 bytes an event: 40 MiB of a 10^6-event log's peak). Between two
    blocks Arrow now holds nothing more than before the first, and the decisions read back
    equal to those written."""
    import pyarrow as pa

    path = tmp_path / "long.adjudication.jsonl"
    events = _log(path)
    monkeypatch.setattr(logmod, "BLOCK", 1 << 16)
    monkeypatch.setattr(logmod, "COLUMN_LINES", 1)
    held: list[int] = []
    add = logmod._Lines.add

    def counted(self: logmod._Lines, lines: list[bytes], parser: object = None) -> None:
        held.append(pa.total_allocated_bytes())
        add(self, lines, parser)  # type: ignore[arg-type]

    monkeypatch.setattr(logmod._Lines, "add", counted)
    got = read_log(path)
    assert len(held) > 20
    assert max(held) - held[0] < 16 * 1024
    assert got.events.columns is not None
    assert len(got.events.columns.item.values) == N - 1  # the last line is read on its own
    assert list(got.events) == events
