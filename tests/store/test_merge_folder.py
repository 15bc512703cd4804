"""Merging two logs of a folder of per-annotator files: the merged log names the folder
relative to its own place, as it names the member files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from adjudicator.store.logread import read_log
from adjudicator.store.merge import merge_logs
from adjudicator.store.project import Project, default_log_path


@pytest.fixture
def team(tmp_path: Path) -> Path:
    """A folder with two read-only annotator files."""
    folder = tmp_path / "team"
    folder.mkdir()
    (folder / "wang.csv").write_text("id,label\nI1,正面\nI2,负面\nI3,正面\n", encoding="utf-8")
    (folder / "li.csv").write_text("id,label\nI1,正面\nI2,正面\nI3,负面\n", encoding="utf-8")
    for f in folder.iterdir():
        f.chmod(0o444)
    return folder


def _two_logs(team: Path) -> tuple[Path, Path]:
    """Two leads' copies of the folder's log, with one decision each."""
    Project.open(team).start_log().close()
    log = default_log_path(team)
    paths = []
    for n, (item, label) in enumerate((("I2", "负面"), ("I3", "正面")), start=1):
        copy = log.with_name(f"lead{n}.jsonl")
        shutil.copy(log, copy)
        with Project.open(team, copy, author=f"lead{n}") as p:
            p.decide(item, label, f"lead{n}")
        paths.append(copy)
    return paths[0], paths[1]


def test_merged_log_in_another_folder_names_the_folder_from_there(team: Path,
                                                                   tmp_path: Path) -> None:
    """The header's folder is re-pointed from the merged log's folder, like each original."""
    a, b = _two_logs(team)
    (tmp_path / "merged").mkdir()
    out = merge_logs(a, b, tmp_path / "merged" / "m.jsonl").out
    header = read_log(out).header
    assert read_log(a).header["folder"] == "team"
    assert header["folder"] == "../team"
    assert [o["path"] for o in header["originals"]] == ["../team/li.csv", "../team/wang.csv"]
    with Project.open(team, out) as p:
        assert p.mismatches == []
        assert not p.read_only
        assert (p.state.final_label("I2"), p.state.final_label("I3")) == ("负面", "正面")


def test_merged_log_follows_the_folder_when_it_moves(team: Path, tmp_path: Path) -> None:
    """Moved after the merge, the folder still opens with the merged log: the member files are
    found inside the folder given now, through the re-pointed folder entry."""
    a, b = _two_logs(team)
    (tmp_path / "merged").mkdir()
    out = merge_logs(a, b, tmp_path / "merged" / "m.jsonl").out
    moved = tmp_path / "archive" / "team-2026"
    moved.parent.mkdir()
    team.rename(moved)
    with Project.open(moved, out) as p:
        assert p.mismatches == []
        assert p.originals() == [moved / "li.csv", moved / "wang.csv"]
        assert p.state.final_label("I2") == "负面"


def test_merged_log_beside_the_first_keeps_the_same_folder_entry(team: Path) -> None:
    """Merged into the folder's parent, the entry is unchanged ("team")."""
    a, b = _two_logs(team)
    out = merge_logs(a, b, team.parent / "merged.jsonl").out
    assert read_log(out).header["folder"] == "team"
