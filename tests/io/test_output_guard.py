"""Regression (issue 12, item 1): `export --out` replaced another project's decision log, another
project's originals, a FIFO or a device with a regular file (exit 0). Each is now refused before
anything is written, naming the reason."""

from __future__ import annotations

import csv
import os
import stat
from pathlib import Path

import pytest

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.exporting.export import write_export
from adjudicator.io.output_guard import LOG_FORMAT, is_log_file

ROWS = [["id", "text", "ann_a", "ann_b"], ["1", "a", "pos", "pos"], ["2", "b", "pos", "neg"]]


def _project(folder: Path) -> tuple[Dataset, AdjudicationState]:
    folder.mkdir(exist_ok=True)
    path = folder / "labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(ROWS)
    dataset = load_dataset(path)
    return dataset, AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")


def _other_project(tmp_path: Path) -> tuple[Path, Path]:
    """Another project's log (any name) and its original, in another folder."""
    from adjudicator.store.project import Project

    folder = tmp_path / "other"
    folder.mkdir()
    original = folder / "theirs.csv"
    with open(original, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(ROWS)
    log = folder / "notes.csv"  # a log named like an ordinary output
    Project.create(original, log).start_log().close()
    return log, original


def test_another_projects_log_is_refused_by_content(tmp_path: Path) -> None:
    dataset, state = _project(tmp_path / "mine")
    log, _ = _other_project(tmp_path)
    before = log.read_bytes()
    with pytest.raises(InputError, match="refusing to write over a decision log"):
        write_export(dataset, state, log)
    assert log.read_bytes() == before
    assert list(log.parent.glob(".*tmp")) == []


def test_another_projects_original_is_refused(tmp_path: Path) -> None:
    dataset, state = _project(tmp_path / "mine")
    log, original = _other_project(tmp_path)
    before = original.read_bytes()
    with pytest.raises(InputError, match=f"original pinned by the decision log {log}"):
        write_export(dataset, state, original)
    assert original.read_bytes() == before


def test_an_original_in_a_folder_beside_its_log_is_refused(tmp_path: Path) -> None:
    """Per-annotator folders keep the log beside the folder: the folder above is searched."""
    from adjudicator.store.project import Project

    dataset, state = _project(tmp_path / "mine")
    team = tmp_path / "team"
    team.mkdir()
    for name, labels in (("alice.csv", ["pos", "neg"]), ("bob.csv", ["pos", "pos"])):
        with open(team / name, "w", encoding="utf-8", newline="") as out:
            csv.writer(out).writerows([["id", "label"], ["1", labels[0]], ["2", labels[1]]])
    Project.create(team).start_log().close()
    with pytest.raises(InputError, match="original pinned"):
        write_export(dataset, state, team / "alice.csv")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    dataset, state = _project(tmp_path / "mine")
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="FIFO"):
        write_export(dataset, state, fifo)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="needs a device node")
def test_a_device_is_refused(tmp_path: Path) -> None:
    dataset, state = _project(tmp_path / "mine")
    link = tmp_path / "dev.csv"
    link.symlink_to("/dev/null")
    with pytest.raises(InputError, match="a device"):
        write_export(dataset, state, link)
    assert link.is_symlink()


def test_an_earlier_export_is_still_replaced(tmp_path: Path) -> None:
    """The guard leaves the ordinary case alone: exporting twice to one name works."""
    dataset, state = _project(tmp_path / "mine")
    out = tmp_path / "mine" / "final.csv"
    write_export(dataset, state, out)
    state.decide("2", "neg", "second pass")
    write_export(dataset, state, out)
    assert "second pass" in out.read_text(encoding="utf-8")


def test_log_recognised_with_spaces_and_any_name(tmp_path: Path) -> None:
    path = tmp_path / "x.txt"
    path.write_text(f'  {{ "format" : "{LOG_FORMAT}", "version": 1}}\n', encoding="utf-8")
    assert is_log_file(path)
    path.write_text('{"format": "something-else"}\n', encoding="utf-8")
    assert not is_log_file(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_as_input_is_refused_at_once(tmp_path: Path) -> None:
    """Regression (issue 12, item 13): a FIFO given as the labels file blocked for ever."""
    fifo = tmp_path / "labels.csv"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        load_dataset(fifo)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs a device node")
def test_a_device_as_input_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="not a regular file"):
        load_dataset(Path("/dev/zero"))
