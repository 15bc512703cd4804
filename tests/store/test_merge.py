"""Merging two leads' logs: identical decisions collapse, conflicts are listed."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from storehelp import write_sample

from adjudicator.core.adjudication.events import Note, Viewed
from adjudicator.core.errors import InputError
from adjudicator.store.logread import read_log
from adjudicator.store.merge import merge_logs
from adjudicator.store.project import Project, default_log_path


def _two_logs(data: Path, first: dict[str, str], second: dict[str, str]) -> tuple[Path, Path]:
    """Two copies of one project's log, each with its own decisions."""
    Project.open(data).start_log().close()
    log = default_log_path(data)
    paths = []
    for n, decisions in enumerate((first, second), start=1):
        copy = log.with_name(f"lead{n}.jsonl")
        shutil.copy(log, copy)
        with Project.open(data, copy, author=f"lead{n}") as p:
            for item, label in decisions.items():
                p.decide(item, label, f"lead{n} on {item}")
        paths.append(copy)
    return paths[0], paths[1]


def test_identical_decisions_collapse(data: Path) -> None:
    """The same label for the same item from both leads is written once."""
    a, b = _two_logs(data, {"I03": "中性", "I06": "正面"}, {"I03": "中性"})
    result = merge_logs(a, b, data.with_name("merged.jsonl"))
    assert (result.decisions, result.collapsed, result.conflicts) == (2, 1, [])
    with Project.open(data, result.out) as p:
        assert p.state.final_label("I03") == "中性"
        assert p.state.final_label("I06") == "正面"


def test_conflicts_are_listed_and_left_undecided(data: Path) -> None:
    """Different labels for one item are reported with both leads' reasons."""
    a, b = _two_logs(data, {"I03": "中性"}, {"I03": "负面", "I09": "正面"})
    result = merge_logs(a, b, data.with_name("merged.jsonl"))
    assert [c.item for c in result.conflicts] == ["I03"]
    assert "lead1 on I03" in result.conflicts[0].describe()
    with Project.open(data, result.out) as p:
        assert p.state.status("I03") == "unresolved"
        assert p.state.final_label("I09") == "正面"


def test_logs_of_different_originals_are_refused(data: Path, tmp_path: Path) -> None:
    """Two logs must pin the same originals."""
    (tmp_path / "other").mkdir()
    other = write_sample(tmp_path / "other", n=12)
    Project.open(data).start_log().close()
    Project.open(other).start_log().close()
    with pytest.raises(InputError, match="different originals") as err:
        merge_logs(default_log_path(data), default_log_path(other), tmp_path / "m.jsonl")
    text = str(err.value)  # regression (issue 12): both logs share a name; folders are given
    assert str(default_log_path(data).resolve()) in text
    assert str(default_log_path(other).resolve()) in text
    assert "sha256" in text


def test_merge_never_overwrites(data: Path) -> None:
    """The output must be a new file (and never a log or an original)."""
    a, b = _two_logs(data, {"I03": "中性"}, {})
    with pytest.raises(InputError, match="refusing"):
        merge_logs(a, b, a)
    with pytest.raises(InputError, match="refusing to write over a decision log"):
        merge_logs(a, b, default_log_path(data))
    plain = data.with_name("plain.jsonl")
    plain.write_text("{}\n", encoding="utf-8")
    with pytest.raises(InputError, match="exists"):
        merge_logs(a, b, plain)


ITEMS = [f"I{i:02d}" for i in range(1, 13)]
DECISIONS = st.dictionaries(st.sampled_from(ITEMS), st.sampled_from(["负面", "中性", "正面"]),
                            max_size=6)


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(DECISIONS, DECISIONS)
def test_merge_is_commutative_without_conflicts(tmp_path_factory: pytest.TempPathFactory,
                                                first: dict[str, str],
                                                second: dict[str, str]) -> None:
    """With no conflicting items, merging A with B writes the same events as B with A."""
    second = {k: first.get(k, v) for k, v in second.items()}
    folder = tmp_path_factory.mktemp("merge")
    data = write_sample(folder, n=12)
    a, b = _two_logs(data, first, second)
    ab = merge_logs(a, b, folder / "ab.jsonl")
    ba = merge_logs(b, a, folder / "ba.jsonl")
    assert ab.conflicts == ba.conflicts == []
    assert read_log(ab.out).events == read_log(ba.out).events
    assert ab.decisions == len(set(first) | set(second))


def _aside(out: Path) -> list[str]:
    return [e.text for e in read_log(out).events
            if isinstance(e, Note) and e.text.startswith("set aside by the merge")]


def test_merge_records_every_event_it_does_not_carry(data: Path) -> None:
    """Regression (issue 12, item 4): tags, reverts, earlier decisions of an item and the
    second lead's rationale for the same label were dropped without a word. Each is now a
    note in the merged log naming its log, event and reason."""
    a, b = _two_logs(data, {"I03": "中性"}, {"I03": "中性"})
    with Project.open(data, a, author="lead1") as p:
        p.decide("I06", "负面", "first thought")
        p.decide("I06", "正面", "second thought")
        p.tag("v1")
        p.decide("I09", "中性", "to undo")
        p.revert(p.state.last_seq)
    out = data.with_name("merged.jsonl")
    result = merge_logs(a, b, out)
    notes = _aside(out)
    assert result.set_aside == len(notes)
    joined = "\n".join(notes)
    assert "'first thought'" in joined
    assert "a later decision of the item in the same log replaced it" in joined
    assert "tag 'v1'" in joined
    assert "revert of event" in joined
    assert "'to undo'" in joined
    assert "it was reverted in its log" in joined
    assert "lead2 on I03" in joined  # the second lead's rationale for the same label
    assert f"the same label was decided in {a.resolve()}" in joined
    with Project.open(data, out) as p:
        assert p.state.final_label("I06") == "正面"
        assert any("first thought" in h.text for h in p.history("I06"))


def test_an_item_one_lead_undid_is_a_conflict(data: Path) -> None:
    """The defect: an item lead 1 explicitly reverted was silently taken from lead 2's log.
    It is now a conflict, left undecided, and both decisions are noted."""
    a, b = _two_logs(data, {"I03": "中性"}, {"I03": "中性"})
    with Project.open(data, a, author="lead1") as p:
        p.revert(p.state.last_seq)
    out = data.with_name("merged.jsonl")
    result = merge_logs(a, b, out)
    assert [c.item for c in result.conflicts] == ["I03"]
    assert result.conflicts[0].first.label.startswith("(undone")
    with Project.open(data, out) as p:
        assert p.state.status("I03") == "unresolved"


def test_conflicts_are_written_to_a_file_too(data: Path) -> None:
    """Conflicts went to stdout only; they are also in OUT.conflicts.csv, formula-safe."""
    a, b = _two_logs(data, {"I03": "中性"}, {"I03": "负面"})
    with Project.open(data, b, author="lead2") as p:
        p.decide("I03", "正面", "=HYPERLINK(\"x\")")
    out = data.with_name("merged.jsonl")
    result = merge_logs(a, b, out)
    assert result.conflicts_file == out.with_name("merged.jsonl.conflicts.csv")
    with open(result.conflicts_file, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert [(r["item"], r["label_1"], r["label_2"]) for r in rows] == [("I03", "中性", "正面")]
    assert rows[0]["rationale_2"] == "'=HYPERLINK(\"x\")"
    assert rows[0]["log_1"] == str(a.resolve())
    assert any("decided differently in the other log" in n for n in _aside(out))


def test_different_originals_name_both_folders(data: Path, tmp_path: Path) -> None:
    """Smaller (issue 12): two logs with the same file name were named by name only."""
    (tmp_path / "other").mkdir()
    other = write_sample(tmp_path / "other", n=12)
    Project.open(data).start_log().close()
    Project.open(other).start_log().close()
    with pytest.raises(InputError) as err:
        merge_logs(default_log_path(data), default_log_path(other), tmp_path / "m.jsonl")
    assert str(default_log_path(other)) in str(err.value)
    assert str(default_log_path(data)) in str(err.value)


def test_merge_keeps_viewed_and_records_rules_it_sets_aside(data: Path) -> None:
    """Regression (issue 12, review): the merge listed the kinds of events it knew, and the
    acceptance rules and the records that results were viewed were dropped without a note.
    Every kind now has a stated handling: viewed records are carried, rules set aside with
    their content."""
    a, b = _two_logs(data, {"I03": "中性"}, {})
    with Project.open(data, a, author="lead1") as p:
        p.state.viewed("report")
        p.state.set_rules({"min_kappa": 0.6})
    out = data.with_name("merged.jsonl")
    merge_logs(a, b, out)
    events = read_log(out).events
    assert [e.what for e in events if isinstance(e, Viewed)] == ["report"]
    joined = "\n".join(_aside(out))
    assert 'acceptance rules {"min_kappa": 0.6}' in joined
    assert "set the merged log's rules anew" in joined


def test_every_kind_of_event_has_a_merge_handling_and_a_description() -> None:
    """One list of event kinds (events.EVENT_TYPES): the merge and the log command cover it
    exactly, so a new kind cannot be dropped by one of them unnoticed."""
    from adjudicator.commands.project.log import DESCRIBE
    from adjudicator.core.adjudication.events import EVENT_TYPES
    from adjudicator.store.merge import HANDLING

    assert set(HANDLING) == set(EVENT_TYPES)
    assert set(DESCRIBE) == set(EVENT_TYPES)
    assert len(set(EVENT_TYPES)) == len(EVENT_TYPES)


def _lead_logs(data: Path, li_name: str, wang_name: str) -> tuple[Path, Path]:
    """Two leads' logs in their own folders: li decides I03, I06, I09; wang decides I03 the
    same, and decides then explicitly reverts I06."""
    paths = []
    for lead, name in (("li", li_name), ("wang", wang_name)):
        (data.parent / lead).mkdir()
        log = data.parent / lead / name
        with Project.open(data, log, author=lead) as p:
            p.decide("I03", "中性", f"{lead} on I03")
            if lead == "li":
                p.decide("I06", "正面", "li on I06")
                p.decide("I09", "负面", "li on I09")
            else:
                p.decide("I06", "负面", "wang on I06")
                p.revert(p.state.last_seq)
        paths.append(log)
    return paths[0], paths[1]


def _outcome(data: Path, first: Path, second: Path, out: Path) -> tuple[object, ...]:
    """What a merge decided, independent of the logs' names and order."""
    result = merge_logs(first, second, out)
    conflicts = sorted((c.item, tuple(sorted((c.first.label, c.second.label))))
                       for c in result.conflicts)
    texts = "\n".join(_aside(out)) + "\n" + _rationales(out)
    rationales = sorted(r for r in ("li on I03", "wang on I03", "li on I06", "wang on I06",
                                    "li on I09") if r in texts)
    with Project.open(data, out, read_only=True) as p:
        finals = {i: p.state.final_label(i) for i in ("I03", "I06", "I09")}
    return result.decisions, result.collapsed, conflicts, result.set_aside, finals, rationales


def _rationales(out: Path) -> str:
    """Every decision's rationale written in a log, one per line."""
    from adjudicator.core.adjudication.events import decisions_of

    return "\n".join(d.rationale for e in read_log(out).events for d in decisions_of(e))


def test_same_named_logs_merge_as_distinct_ones(tmp_path: Path) -> None:
    """Regression (issue 27, item 2): the merge keyed logs by file name, so two leads' logs
    of the same name (li/x.adjudication.jsonl, wang/x.adjudication.jsonl) were mixed up: one
    order ignored wang's explicit revert of I06 and took li's label with no conflict, the
    other listed it, and a rationale disappeared. Both orders now give what distinct names
    give: I06 a conflict, every rationale kept, the logs named by their whole paths."""
    outcomes = []
    for n, names in enumerate((("x.adjudication.jsonl",) * 2, ("li.jsonl", "wang.jsonl"))):
        folder = tmp_path / f"case{n}"
        folder.mkdir()
        data = write_sample(folder, n=12)
        li, wang = _lead_logs(data, *names)
        outcomes.append(_outcome(data, li, wang, folder / "lw.jsonl"))
        outcomes.append(_outcome(data, wang, li, folder / "wl.jsonl"))
    assert outcomes[0] == outcomes[1] == outcomes[2] == outcomes[3]
    decisions, collapsed, conflicts, _aside_n, finals, rationales = outcomes[0]
    assert conflicts == [("I06", ("(undone: 负面)", "正面"))]
    assert finals == {"I03": "中性", "I06": None, "I09": "负面"}
    assert (decisions, collapsed) == (2, 1)
    assert rationales == sorted(["li on I03", "wang on I03", "li on I06", "wang on I06",
                                 "li on I09"])
    joined = "\n".join(_aside(tmp_path / "case0" / "lw.jsonl"))
    for lead in ("li", "wang"):
        assert str((tmp_path / "case0" / lead / "x.adjudication.jsonl").resolve()) in joined
