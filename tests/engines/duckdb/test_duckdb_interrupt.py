"""Ctrl+C during a DuckDB count leaves nothing behind: no spill folder, no temporary file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from adjudicator.engines.duckdb.session import TEMP_PREFIX

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
pytest.importorskip("duckdb")


def big_parquet(path: Path, items: int, annotators: int) -> None:
    """items x annotators judgments: a count that takes seconds (the pair self-join)."""
    rng = np.random.default_rng(0)
    n = items * annotators
    pq.write_table(pa.table({
        "item": np.repeat(np.arange(items), annotators),
        "annotator": np.tile(np.arange(annotators), items).astype(str),
        "label": rng.integers(0, 5, n)}), path)


def _default_sigint() -> None:
    """Ctrl+C as in a terminal: a background job (CI) may inherit SIGINT ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_sigint_stops_the_count_and_removes_its_spill_folder(tmp_path: Path) -> None:
    """A real process, interrupted while DuckDB spills under a small memory limit: exit 130,
    the message, and an empty temporary directory (and nothing new beside the input)."""
    data = tmp_path / "judgments.parquet"
    big_parquet(data, 40_000, 100)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {**os.environ, "TMPDIR": str(tmp)}
    proc = subprocess.Popen([sys.executable, "-m", "adjudicator", "agree", str(data),
                             "--engine", "duckdb", "--memory-limit", "600MB"],
                            cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, preexec_fn=_default_sigint)
    deadline = time.monotonic() + 120
    while not any(p.name.startswith(TEMP_PREFIX) for p in tmp.iterdir()):
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the spill folder never appeared"
        time.sleep(0.05)
    time.sleep(1.0)  # well into the counting
    assert proc.poll() is None, "the count finished before it could be interrupted"
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "interrupted" in err
    assert list(tmp.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["judgments.parquet", "tmp"]
