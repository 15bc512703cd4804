"""Acceptance rules: parsing, --set, files, and the rules / viewed events in the log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.acceptance.rules import (
    AcceptanceRules,
    merged,
    parse_assignments,
    read_rules_file,
    rules_from_dict,
)
from adjudicator.store.logread import read_log
from adjudicator.store.project import Project


def test_rules_from_dict_types_and_round_trip() -> None:
    """Values are typed and range-checked; to_dict gives back what was set."""
    r = rules_from_dict({"min_paired_n": "200", "min_value": "0.7", "key_classes": "投诉, 退款",
                         "min_class": 0.5, "max_unresolved_share": 0.05})
    assert r.min_paired_n == 200
    assert r.key_classes == ("投诉", "退款")
    assert rules_from_dict(r.to_dict()) == r


@pytest.mark.parametrize(("key", "value"), [
    ("min_value", "1.5"), ("max_unresolved_share", "-0.1"), ("min_paired_n", "2.5"),
    ("min_value", "high"), ("nonsense", "1"), ("class_measure", "f1"),
])
def test_bad_rules_are_refused(key: str, value: str) -> None:
    """Out of range, not a number, unknown rule or measure: an InputError naming it."""
    with pytest.raises(InputError) as info:
        rules_from_dict({key: value})
    assert key in str(info.value) or value in str(info.value)


def test_min_class_needs_key_classes() -> None:
    """A per-class threshold with no class named is refused."""
    with pytest.raises(InputError, match="key_classes"):
        rules_from_dict({"min_class": 0.6})


def test_set_assignments_merge_and_clear() -> None:
    """--set KEY=VALUE changes one rule; KEY= clears it."""
    base = AcceptanceRules(min_value=0.6, min_ci_low=0.5)
    out = merged(base, parse_assignments(["min_value=0.7", "min_ci_low="]))
    assert out.min_value == 0.7
    assert out.min_ci_low is None
    with pytest.raises(InputError):
        parse_assignments(["min_value"])


def test_rules_files_json_and_toml(tmp_path: Path) -> None:
    """Both formats read to the same rules; a [rules] table is accepted in TOML."""
    j = tmp_path / "r.json"
    j.write_text(json.dumps({"min_value": 0.7, "key_classes": ["投诉"], "min_class": 0.6}),
                 encoding="utf-8")
    t = tmp_path / "r.toml"
    t.write_text('[rules]\nmin_value = 0.7\nkey_classes = ["投诉"]\nmin_class = 0.6\n',
                 encoding="utf-8")
    assert read_rules_file(j) == read_rules_file(t)
    bad = tmp_path / "bad.toml"
    bad.write_text("min_value = \n", encoding="utf-8")
    with pytest.raises(InputError, match="cannot read"):
        read_rules_file(bad)


def test_rules_before_viewing_are_not_flagged(project: Project) -> None:
    """Rules set before any results were shown carry no flag, and the report shows none."""
    project.set_rules({"min_value": 0.6})
    model = build_report(project)
    assert not model.verdict.history[0].after_results_seen
    assert not model.verdict.set_after_results_seen


def test_rules_after_viewing_are_flagged(project: Project) -> None:
    """Rules changed after a results-viewed event say so in the log and in the report."""
    project.set_rules({"min_value": 0.9})
    project.viewed("report")
    record = project.set_rules({"min_value": 0.6})
    assert project.state.event(record.seq).after_results_seen  # type: ignore[attr-defined]
    model = build_report(project)
    assert [h.after_results_seen for h in model.verdict.history] == [False, True]
    assert model.verdict.set_after_results_seen
    assert model.verdict.rules == AcceptanceRules(min_value=0.6)


def test_rule_events_survive_reopening(project: Project) -> None:
    """The rules and viewed events are written to the log and replayed on open, with time."""
    project.viewed("report")
    project.set_rules({"min_value": 0.6, "key_classes": ["投诉"], "min_class": 0.5})
    data, log = project.data_path, project.log_path
    project.close()
    kinds = [e.kind for e in read_log(log).events]
    assert kinds[-2:] == ["viewed", "rules"]
    with Project.open(data, log, read_only=True) as again:
        rules = again.state.rules
        assert rules is not None
        assert rules.after_results_seen
        assert rules.time
        assert rules.rules["key_classes"] == ["投诉"]


def test_reverting_rules_restores_the_earlier_ones(project: Project) -> None:
    """Undoing a rules event puts the previous rules back in force."""
    first = project.set_rules({"min_value": 0.6}).seq
    second = project.set_rules({"min_value": 0.8}).seq
    project.revert(second)
    rules = project.state.rules
    assert rules is not None
    assert rules.seq == first


def test_a_log_without_the_new_events_still_opens(project: Project) -> None:
    """A log written before rules/viewed existed opens, with no rules and nothing seen."""
    data, log = project.data_path, project.log_path
    project.close()
    assert {e.kind for e in read_log(log).events} <= {"guideline", "decide"}
    with Project.open(data, log, read_only=True) as again:
        assert again.state.rules is None
        assert not again.state.results_seen
        assert build_report(again).verdict.overall == "none"
