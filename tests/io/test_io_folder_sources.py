"""A folder import lists the files it read as the Dataset's sources (what the log pins)."""

from __future__ import annotations

from pathlib import Path

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
