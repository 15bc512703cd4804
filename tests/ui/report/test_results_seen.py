"""Showing results counts as seen: the window shows κ from its first second, so rules set
afterwards are reported as set after the results were seen, with when results were first
shown and how many decisions came before the rule."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QTimer

from adjudicator.report.acceptance.build import build_report
from adjudicator.report.rendering.html import render_html
from adjudicator.store.logread import read_log
from adjudicator.store.shown import first_shown


def _rule_rows(html: str) -> list[str]:
    """The rows of the report's "Rules set in the decision log" table."""
    part = html.split("Rules set in the decision log", 1)[1]
    part = part.split("</table>", 1)[0]
    return re.findall(r"<tr>(.*?)</tr>", part, flags=re.S)[1:]  # after the header row


def _set_rules_in_dialog(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """File ▸ Acceptance rules…, tick "Coefficient at least", OK (the real dialog)."""
    actions = window.menus.acceptance

    def fill() -> None:
        dialog = actions.dialog
        dialog.use["min_value"].setChecked(True)
        dialog.min_value.setValue(0.5)
        dialog.accept()

    QTimer.singleShot(0, fill)
    actions.edit_rules()


def test_rules_set_in_the_window_after_it_showed_kappa_are_flagged(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Open the window (κ on screen), decide two items, set a rule: the rule is flagged, the
    report names when results were first shown and the two decisions before the rule."""
    session = window.session
    assert session.state.results_seen  # κ is on screen from the first second
    shown = first_shown(session.project.originals_key)
    assert shown is not None
    assert shown.what == "window"
    disputed = [int(r) for r in session.disputed.nonzero()[0][:2]]
    for item in disputed:
        session.decide(item, 0, "checked")
    _set_rules_in_dialog(qtbot, window)
    assert window.menus.acceptance.dialog.warning.isVisibleTo(window.menus.acceptance.dialog)
    events = read_log(session.project.log_path).events
    assert [e.kind for e in events] == ["viewed", "decide", "decide", "rules"]
    assert events[0].time == shown.time  # type: ignore[attr-defined]
    assert events[-1].after_results_seen  # type: ignore[attr-defined]
    html = render_html(build_report(session.project), "en")
    (row,) = _rule_rows(html)
    assert "after results were seen" in row
    assert re.search(r'data-key="rules_event:4:decisions_before"[^>]*data-value="2"', row)
    stamp = f"{shown.time[:10]} {shown.time[11:19]} UTC"
    assert stamp in row


def test_reopening_the_window_adds_no_second_viewing(
        open_window, translators, sample_copy: Path) -> None:  # type: ignore[no-untyped-def]
    """The first showing is recorded once; opening the same log again records nothing new."""
    first = open_window(sample_copy, translators)
    first.session.decide(int(first.session.disputed.nonzero()[0][0]), 0, "")
    first.close()
    second = open_window(sample_copy, translators)
    kinds = [e.kind for e in read_log(second.session.project.log_path).events]
    assert kinds == ["viewed", "decide"]
