"""A folder import lists the files it read as the Dataset's sources (what the log pins)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from adjudicator.io import load_dataset
from adjudicator.io.sources import folder_members

POTATO = Path(__file__).parents[1] / "data" / "io" / "potato" / "annotation_output"


def test_per_annotator_folder_sources_are_its_files(tmp_path: Path) -> None:
    """One file per annotator: each file is a source, the folder itself is not."""
    for name, labels in (("a", "x,y"), ("b", "x,x")):
        first, second = labels.split(",")
        (tmp_path / f"{name}.csv").write_text(f"id,label\n1,{first}\n2,{second}\n",
                                              encoding="utf-8")
    (tmp_path / "notes.md").write_text("not a table\n", encoding="utf-8")
    dataset = load_dataset(tmp_path)
    assert dataset.sources == [tmp_path / "a.csv", tmp_path / "b.csv"]
    assert folder_members(tmp_path) == dataset.sources


def test_potato_folder_sources_are_the_user_files() -> None:
    """Potato: each user's annotated_instances.jsonl is a source."""
    dataset = load_dataset(POTATO)
    assert [p.parent.name for p in dataset.sources] == ["alice", "bob", "carol"]
    assert all(p.name == "annotated_instances.jsonl" for p in dataset.sources)
    assert folder_members(POTATO) == dataset.sources


def test_single_file_source_is_the_file(tmp_path: Path) -> None:
    """A plain file is its own single source."""
    path = tmp_path / "labels.csv"
    path.write_text("id,a,b\n1,x,y\n", encoding="utf-8")
    assert load_dataset(path).sources == [path]


def test_a_folder_import_names_every_entry_it_skips(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Regression (issue 27, smaller): entries a folder import skips (a link to a device, a
    FIFO, a link to nothing, a file of another kind) were left out without a word, and the
    only note was "question 'None'". Each is named with why, in the import's notes and in
    `agree`'s notes; no "None" is printed."""
    from adjudicator.cli import main

    folder = tmp_path / "team"
    folder.mkdir()
    (folder / "li.csv").write_text("id,label\n1,a\n2,b\n3,a\n", encoding="utf-8")
    (folder / "wang.csv").write_text("id,label\n1,a\n2,a\n3,a\n", encoding="utf-8")
    (folder / "readme.md").write_text("labels of round 1\n", encoding="utf-8")
    (folder / "dev.csv").symlink_to(os.devnull)
    (folder / "gone.csv").symlink_to(folder / "nowhere.csv")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.csv")
    dataset = load_dataset(folder)
    notes = "\n".join(dataset.report.notes)
    for name, why in (("dev.csv", "a device"), ("gone.csv", "a link to nothing"),
                      ("readme.md", "not a table file"), ("pipe.csv", "a FIFO")):
        if name != "pipe.csv" or hasattr(os, "mkfifo"):
            assert f"{name} ({why})" in notes
    assert "li.csv" not in notes.split("skipped")[1]
    assert main(["agree", str(folder)]) == 0
    err = capsys.readouterr().err
    assert "None" not in err
    assert "dev.csv (a device)" in err
