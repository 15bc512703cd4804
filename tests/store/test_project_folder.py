"""A folder of one labels file per annotator under adjudication: each member file is pinned,
the log lives beside the folder, and changed, missing or added member files are reported."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from storehelp import digest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.store.logread import read_log
from adjudicator.store.pinning import OriginalsChangedError
from adjudicator.store.project import Project, default_log_path

POTATO = Path(__file__).parents[1] / "data" / "io" / "potato" / "annotation_output"


@pytest.fixture
def team(tmp_path: Path) -> Path:
    """A folder with two read-only annotator files (id, label[, text])."""
    folder = tmp_path / "team"
    folder.mkdir()
    (folder / "wang.csv").write_text("id,label,text\nI1,正面,好\nI2,负面,差\nI3,正面,行\n",
                                     encoding="utf-8")
    (folder / "li.csv").write_text("id,label\nI1,正面\nI2,正面\nI3,正面\n", encoding="utf-8")
    for f in folder.iterdir():
        f.chmod(0o444)
    return folder


def test_log_goes_beside_the_folder_and_pins_each_file(team: Path) -> None:
    """The default log is FOLDER.adjudication.jsonl in the parent; each member is pinned."""
    with Project.open(team, author="lead") as p:
        p.start_log()
        assert p.log_path == team.parent / "team.adjudication.jsonl"
        assert p.state.ratings.annotators == ("li", "wang")
        assert p.originals() == [team / "li.csv", team / "wang.csv"]
    header = read_log(default_log_path(team)).header
    assert [(o["path"], o["size"], o["sha256"]) for o in header["originals"]] == [
        (f"team/{n}", (team / n).stat().st_size, digest(team / n)) for n in ("li.csv", "wang.csv")]
    assert header["folder"] == "team"
    assert sorted(f.name for f in team.iterdir()) == ["li.csv", "wang.csv"]


def test_default_log_of_a_dotted_folder_path_is_beside_it(team: Path) -> None:
    """A folder named as "team/." still gets its log beside it, under its own name."""
    assert default_log_path(team / ".") == team.parent / "team.adjudication.jsonl"


def test_decisions_on_a_folder_survive_reopening(team: Path) -> None:
    """Decide, close, reopen: the decision is there and nothing is reported."""
    with Project.open(team) as p:
        p.decide("I2", "负面", "negative wording")
    with Project.open(team) as p:
        assert p.state.final_label("I2") == "负面"
        assert p.mismatches == []
        assert not p.read_only


def test_a_changed_member_file_is_a_mismatch(team: Path) -> None:
    """Editing one annotator's file stops the open, naming that file; read-only inspects."""
    Project.open(team).start_log().close()
    li = team / "li.csv"
    li.chmod(0o644)
    li.write_text("id,label\nI1,负面\nI2,正面\nI3,正面\n", encoding="utf-8")
    with pytest.raises(OriginalsChangedError, match=r"li\.csv: SHA-256") as info:
        Project.open(team)
    assert [m.found.name for m in info.value.mismatches] == ["li.csv"]
    with Project.open(team, on_mismatch="read_only") as p:
        assert p.read_only
        with pytest.raises(OriginalsChangedError):
            p.export(team.parent / "out.csv")


def test_a_missing_member_file_is_a_mismatch(team: Path) -> None:
    """A member file that disappeared is reported as missing."""
    Project.open(team).start_log().close()
    (team / "wang.csv").unlink()
    with pytest.raises(OriginalsChangedError, match=r"wang\.csv: missing"):
        Project.open(team)


def test_a_file_added_to_the_folder_is_reported(team: Path) -> None:
    """A new annotator file would change the import: the open stops and names it."""
    Project.open(team).start_log().close()
    (team / "zhao.csv").write_text("id,label\nI1,正面\n", encoding="utf-8")
    with pytest.raises(OriginalsChangedError, match=r"zhao\.csv: new file") as info:
        Project.open(team)
    assert info.value.mismatches[0].pin is None


def test_export_refuses_to_write_over_a_member_file(team: Path) -> None:
    """An export onto one annotator's file (or the folder) is refused; the files are kept."""
    before = {f.name: digest(f) for f in team.iterdir()}
    with Project.open(team) as p:
        p.decide("I2", "负面")
        for target in (team / "li.csv", team / "wang.csv", team):
            with pytest.raises(InputError, match="refusing"):
                p.export(target, fmt="csv")
    assert {f.name: digest(f) for f in team.iterdir()} == before
    assert main(["export", str(team), "--out", str(team / "li.csv")]) == 2


def test_cli_export_of_a_folder_writes_beside_it(team: Path) -> None:
    """`adjudicator export FOLDER --out FILE` works with the log beside the folder."""
    with Project.open(team) as p:
        p.decide("I2", "负面")
    out = team.parent / "final.csv"
    assert main(["export", str(team), "--out", str(out)]) == 0
    assert "负面" in out.read_text(encoding="utf-8")


def test_a_log_inside_the_folder_is_refused(team: Path) -> None:
    """The log cannot live among the files it adjudicates (it would be read as one)."""
    with pytest.raises(InputError, match="inside the folder"):
        Project.open(team, team / "log.jsonl")
    assert sorted(f.name for f in team.iterdir()) == ["li.csv", "wang.csv"]


def test_a_moved_folder_is_found_by_its_members(team: Path) -> None:
    """A folder moved elsewhere opens with its log when both are named."""
    log = default_log_path(team)
    with Project.open(team) as p:
        p.decide("I2", "负面")
    moved = team.parent / "elsewhere" / "renamed"
    moved.parent.mkdir()
    shutil.move(team, moved)
    with Project.open(moved, log) as p:
        assert p.mismatches == []
        assert p.state.final_label("I2") == "负面"


def test_potato_folder_pins_each_user_file(tmp_path: Path) -> None:
    """Potato's annotation_output: each user's annotated_instances.jsonl is pinned."""
    folder = tmp_path / "annotation_output"
    shutil.copytree(POTATO, folder)
    with Project.open(folder) as p:
        p.start_log()
        assert p.state.ratings.annotators == ("alice", "bob", "carol")
    header = read_log(tmp_path / "annotation_output.adjudication.jsonl").header
    assert [o["path"] for o in header["originals"]] == [
        f"annotation_output/{u}/annotated_instances.jsonl" for u in ("alice", "bob", "carol")]
    with Project.open(folder) as p:
        assert p.mismatches == []
