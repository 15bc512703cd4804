"""The policy and accept commands: preview without writing, one event when declared, undone
with revert; the export's status follows."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest

from adjudicator.cli import main
from adjudicator.store.logread import read_log
from adjudicator.store.project import default_log_path
from tests.commands.cmdhelp import write_rows

# five annotators: T1 5-0, T2 4-1, T3 3-2, T4 a single label, T5 3 alike of 3
ROWS = [["id", "a", "b", "c", "d", "e"],
        ["T1", "yes", "yes", "yes", "yes", "yes"],
        ["T2", "yes", "yes", "no", "yes", "yes"],
        ["T3", "yes", "no", "yes", "no", "yes"],
        ["T4", "", "no", "", "", ""],
        ["T5", "no", "", "no", "", "no"]]


@pytest.fixture
def five(tmp_path: Path) -> Path:
    path = write_rows(tmp_path / "five.csv", ROWS)
    path.chmod(0o444)
    return path


def _events(data: Path) -> list[object]:
    log = default_log_path(data)
    return list(read_log(log).events) if log.exists() else []


def _statuses(path: Path) -> dict[str, str]:
    with open(path, encoding="utf-8", newline="") as stream:
        return {r["id"]: r["status"] for r in csv.DictReader(stream)}


def test_preview_prints_counts_and_kappa_and_writes_nothing(
        five: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """policy 4/5 --preview: one item accepted by the policy, κ vs final per annotator."""
    assert main(["policy", str(five), "4/5", "--preview"]) == 0
    out = capsys.readouterr().out
    assert ("policy 4/5: 2 unanimous, 1 accepted by the policy, 0 decided, 1 unresolved, "
            "1 single annotator (no final label), 0 single annotator accepted; 1 items change"
            ) in out
    assert "κ of c vs final" in out
    assert _events(five) == []


def test_declared_policy_is_one_event_named_in_the_export_and_undone_by_revert(
        five: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """policy 4/5 writes one policy event; the export says "accepted by 4/5 policy"; a revert
    of that event brings the default back."""
    assert main(["policy", str(five), "4/5", "--author", "lead"]) == 0
    assert "auto-accept policy 4/5 declared (event 1); 1 items changed status" in (
        capsys.readouterr().out)
    events = _events(five)
    assert [e.to_dict()["type"] for e in events] == ["policy"]
    assert events[0].to_dict() | {"k": 4, "n": 5} == events[0].to_dict()
    out = tmp_path / "out.csv"
    assert main(["export", str(five), "--out", str(out)]) == 0
    assert _statuses(out) == {"T1": "unanimous", "T2": "accepted by 4/5 policy",
                              "T3": "unresolved", "T4": "single annotator", "T5": "unanimous"}
    assert main(["revert", str(five), "1"]) == 0
    assert main(["export", str(five), "--out", str(out)]) == 0
    assert _statuses(out)["T2"] == "unresolved"


def test_unsound_policy_is_refused(five: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """2/5 is no majority; "most" is no policy: exit 2, nothing written."""
    assert main(["policy", str(five), "2/5"]) == 2
    assert "2 of 5" in capsys.readouterr().err
    assert main(["policy", str(five), "most"]) == 2
    assert _events(five) == []


def test_accept_all_single_items(five: Path, tmp_path: Path,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    """accept --all writes one accept event; T4's label becomes final, said so in the status."""
    assert main(["accept", str(five), "--all"]) == 0
    assert "of 1 items (event 1)" in capsys.readouterr().out
    ev = _events(five)[0].to_dict()
    assert ev["accepted"] == [{"item": "T4", "label": "no", "annotator": "b"}]
    out = tmp_path / "out.csv"
    assert main(["export", str(five), "--out", str(out)]) == 0
    assert _statuses(out)["T4"] == "single annotator accepted"
    assert main(["accept", str(five), "--item", "T3"]) == 2
    assert "not one" in capsys.readouterr().err


def test_export_notes_items_written_without_a_final_label(
        five: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """export says on stderr how many unresolved and single annotator items have no final
    label; once they all have one it says nothing."""
    out = tmp_path / "out.csv"
    assert main(["policy", str(five), "unanimous"]) == 0  # a log to export (no status moves)
    assert main(["export", str(five), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "2 unresolved and 1 single annotator items were written without a final label" in (
        err)
    assert main(["accept", str(five), "--all"]) == 0
    assert main(["policy", str(five), "3/5"]) == 0
    assert main(["export", str(five), "--out", str(out)]) == 0
    assert "without a final label" not in capsys.readouterr().err


@pytest.mark.parametrize(("lang", "names"), [
    ("zh_CN", {"unanimous": "全体一致", "4/5": "5 名中至少 4 名一致", "none": "不自动接受"}),
    ("zh_TW", {"unanimous": "全體一致", "4/5": "5 名中至少 4 名一致", "none": "不自動接受"})])
def test_policy_is_named_in_the_runs_language(
        five: Path, lang: str, names: dict[str, str],
        capsys: pytest.CaptureFixture[str]) -> None:
    """The argument stays English (typed as unanimous, 4/5, none) but the printed lines name
    the policy in Chinese, as the window's policy dialog does."""
    for typed, name in names.items():
        assert main(["--lang", lang, "policy", str(five), typed, "--preview"]) == 0
        out = capsys.readouterr().out
        assert f"策略 {name}：" in out
        assert typed not in out.split("：")[0]
    assert main(["--lang", lang, "policy", str(five)]) == 0
    out = capsys.readouterr().out
    assert names["unanimous"] in out.splitlines()[0]
    assert "unanimous" not in out
    assert main(["--lang", lang, "policy", str(five), "none", "--author", "lead"]) == 0
    out = capsys.readouterr().out
    assert names["none"] in out
    assert "none" not in out
    assert _events(five) != []


def test_posterior_policy_previews_and_declares_with_p(
        five: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """policy posterior>=0.9: the preview names the rule; declared, the event keeps p and the
    log lists it; p at 0.5 or below is refused."""
    from adjudicator.core.adjudication.posterior_rule import posterior_labels
    from adjudicator.io import load_dataset

    assert main(["policy", str(five), "posterior>=0.9", "--preview"]) == 0
    out = capsys.readouterr().out
    codes = load_dataset(five).ratings.codes
    present = (codes >= 0).sum(axis=1)
    split = (present >= 2) & (codes.max(axis=1) != np.where(codes >= 0, codes, 99).min(axis=1))
    expected = int((split & (posterior_labels(codes)[1] >= 0.9)).sum())
    assert (f"policy Dawid–Skene posterior ≥ 0.9: 2 unanimous, {expected} accepted by the "
            "policy") in out
    assert _events(five) == []
    assert main(["policy", str(five), "posterior≥0.9", "--author", "lead"]) == 0
    event = _events(five)[0].to_dict()
    assert event["rule"] == "posterior"
    assert event["p"] == 0.9
    capsys.readouterr()
    assert main(["log", str(five)]) == 0
    assert "auto-accept policy posterior ≥ 0.9" in capsys.readouterr().out
    assert main(["policy", str(five), "posterior>=0.5"]) == 2
    assert "p above 0.5" in capsys.readouterr().err
