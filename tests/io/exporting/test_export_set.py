"""Regression (issue 12, items 5 and 7, and the `status` column): the files of one export are
written as a set (all or none) even on a full disk, XLSX on a full disk is quiet, files get the
user's umask (not mkstemp's 0600), and a data column named like an adjudication column is
renamed in the output instead of refusing the export for ever."""

from __future__ import annotations

import csv
import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.exporting.export import write_export

ROWS = [["id", "text", "ann_a", "ann_b"], ["1", "a", "pos", "pos"], ["2", "b", "pos", "neg"]]


def _project(folder: Path, rows: list[list[str]] = ROWS) -> tuple[Dataset, AdjudicationState]:
    path = folder / "labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    dataset = load_dataset(path, annotators=["ann_a", "ann_b"])
    return dataset, AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.mark.parametrize(("ext", "fail_at"),
                         [("csv", 1), ("csv", 2), ("csv", 3), ("xlsx", 1), ("xlsx", 2)])
def test_a_full_disk_leaves_the_previous_export_whole(tmp_path: Path, ext: str, fail_at: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The defect: on a full disk a new main file was left without its disagreements file and
    manifest. Now a failure at any file of the set leaves the old set byte for byte, no
    temporary file behind, and an error naming the export's file."""
    dataset, state = _project(tmp_path)
    out = tmp_path / f"final.{ext}"
    write_export(dataset, state, out)
    before = _snapshot(tmp_path)
    state.decide("2", "neg", "second pass")
    real_open = open
    opened = [0]

    def full_disk_open(file: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        if "w" in mode and str(file).endswith(".tmp"):
            opened[0] += 1
            if opened[0] == fail_at:
                raise OSError(errno.ENOSPC, "No space left on device")
        return real_open(file, mode, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("builtins.open", full_disk_open)
    with pytest.raises(OSError, match="No space left") as err:
        write_export(dataset, state, out)
    monkeypatch.undo()
    assert err.value.errno == errno.ENOSPC
    assert err.value.filename == str(out)
    assert "was written or replaced" in str(err.value)
    assert _snapshot(tmp_path) == before


def test_a_failed_move_puts_the_earlier_files_back(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """If the second move of the set fails, the first file moved is put back from its backup."""
    dataset, state = _project(tmp_path)
    out = tmp_path / "final.csv"
    write_export(dataset, state, out)
    before = _snapshot(tmp_path)
    state.decide("2", "neg", "second pass")
    real_replace = os.replace
    moves = [0]

    def failing_replace(src: str | Path, dst: str | Path) -> None:
        if str(src).endswith(".tmp"):
            moves[0] += 1
            if moves[0] == 2:
                raise OSError(errno.EIO, "Input/output error")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError, match="Input/output error"):
        write_export(dataset, state, out)
    monkeypatch.undo()
    assert _snapshot(tmp_path) == before


def test_xlsx_on_a_full_disk_prints_no_zipfile_noise(tmp_path: Path) -> None:
    """openpyxl writing straight to a file left a half-closed zip whose finaliser printed
    "Exception ignored in ZipFile.__del__" on a full disk; now the error is the only output."""
    _project(tmp_path)
    script = f"""
import builtins, errno, sys
from pathlib import Path
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.io import load_dataset
from adjudicator.io.exporting.export import write_export
d = load_dataset(Path({str(tmp_path / 'labels.csv')!r}))
s = AdjudicationState(d.ratings, sink=MemorySink())
class Full:
    def __init__(self, f): self.f = f
    def write(self, b): raise OSError(errno.ENOSPC, "No space left on device")
    def __getattr__(self, n): return getattr(self.f, n)
    def __enter__(self): return self
    def __exit__(self, *a): self.f.close()
real = builtins.open
def fake(file, mode="r", *a, **k):
    f = real(file, mode, *a, **k)
    return Full(f) if "w" in mode and str(file).endswith(".tmp") else f
builtins.open = fake
try:
    write_export(d, s, Path({str(tmp_path / 'final.xlsx')!r}))
except OSError as exc:
    print("refused", exc.errno)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.stdout.strip() == f"refused {errno.ENOSPC}"
    assert "Exception ignored" not in done.stderr
    assert not (tmp_path / "final.xlsx").exists()


@pytest.mark.skipif(os.name == "nt", reason="POSIX file modes")
def test_exports_follow_the_umask(tmp_path: Path) -> None:
    """The defect: mkstemp's mode 0600 hid exports from teammates. Files now get 0666 & ~umask."""
    dataset, state = _project(tmp_path)
    old = os.umask(0o022)
    try:
        paths = write_export(dataset, state, tmp_path / "final.csv")
        os.umask(0o027)
        other = write_export(dataset, state, tmp_path / "group.csv")
    finally:
        os.umask(old)
    for p in (paths.data, paths.disagreements, paths.manifest):
        assert p is not None
        assert p.stat().st_mode & 0o777 == 0o644
    assert other.data.stat().st_mode & 0o777 == 0o640


def test_a_data_column_named_status_is_renamed_not_refused(tmp_path: Path) -> None:
    """A data column `status` made export refuse for ever; the adjudication column is now
    written as `adjudicator_status` and the manifest says so."""
    rows = [["id", "status", "ann_a", "ann_b"], ["1", "new", "pos", "pos"],
            ["2", "old", "pos", "neg"]]
    dataset, state = _project(tmp_path, rows)
    paths = write_export(dataset, state, tmp_path / "final.csv")
    with open(paths.data, encoding="utf-8", newline="") as stream:
        back = list(csv.DictReader(stream))
    assert [r["status"] for r in back] == ["new", "old"]
    assert [r["adjudicator_status"] for r in back] == ["unanimous", "unresolved"]
    assert paths.renamed == (("status", "adjudicator_status"),)
    manifest = json.loads(paths.manifest.read_text(encoding="utf-8"))
    assert manifest["renamed_columns"] == {"status": "adjudicator_status"}
