"""The report counts single annotator items, accepted ones and policy-accepted items apart,
and names the auto-accept policy in force and the event that declared it."""

from __future__ import annotations

import csv
from pathlib import Path

from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.rendering.html import render_html
from adjudicator.store.project import Project

LONG = [["item", "annotator", "label"],
        ["1", "a", "pos"], ["1", "b", "pos"], ["1", "c", "pos"],
        ["2", "a", "pos"], ["2", "b", "neg"],
        ["3", "a", "neg"],
        ["4", "a", "pos"], ["4", "b", "pos"], ["4", "c", "neg"],
        ["5", "c", "neg"]]


def _project(tmp_path: Path) -> Project:
    path = tmp_path / "long.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(LONG)
    return Project.open(path, author="lead")


def test_report_counts_single_items_apart_and_names_the_policy(tmp_path: Path) -> None:
    """Two single items (one accepted), one item by a 2/3 policy; the report says each."""
    with _project(tmp_path) as p:
        p.accept(["3"])
        p.set_policy(AcceptPolicy("majority", 2, 3))
        model = build_report(p)
        a = model.adjudication
        assert (a.unanimous, a.unresolved, a.single, a.single_accepted, a.policy_accepted) == (
            1, 1, 1, 1, 1)
        assert (a.policy, a.policy_seq) == ("2/3", 2)
        html = render_html(model, lang="en")
        assert "Single annotator, no final label" in html
        assert "unanimous items and 2 of 3 annotators agreeing (declared in event 2)" in html
        html_cn = render_html(model, lang="zh_CN")
        assert "仅一名标注员，无最终标签" in html_cn


def test_report_headlines_the_disputed_items_decided(project: Project) -> None:
    """The versus-final section first gives κ on the disputed items the lead decided, then
    on every item with a final label."""
    html = render_html(build_report(project), lang="en")
    first, every = (html.index("On the disputed items the lead decided"),
                    html.index("On every item with a final label"))
    assert first < every
    assert 'data-key="vfd:' in html


def test_report_without_decisions_says_so(tmp_path: Path) -> None:
    """No decision yet: the disputed block says there is nothing to judge by, no κ."""
    with _project(tmp_path) as p:
        p.accept(["3"])  # a log with an event, but no decision
        html = render_html(build_report(p), lang="zh_CN")
    assert "尚未裁决任何分歧条目" in html
    assert 'data-key="vfd:' not in html


def test_unresolved_share_rule_counts_single_items_without_a_final_label(
        tmp_path: Path) -> None:
    """max_unresolved_share is about items without a final label: the two single annotator
    items count with the two unresolved ones (4 of 5); an accepted one no longer does."""
    with _project(tmp_path) as p:
        p.set_rules({"max_unresolved_share": 0.5})
        result = next(r for r in build_report(p).verdict.results
                      if r.rule == "max_unresolved_share")
        assert result.observed is not None
        assert abs(result.observed - 4 / 5) < 1e-12
        assert result.passed is False
        p.accept(["3", "5"])
        result = next(r for r in build_report(p).verdict.results
                      if r.rule == "max_unresolved_share")
        assert result.observed is not None
        assert abs(result.observed - 2 / 5) < 1e-12
        assert result.passed is True
