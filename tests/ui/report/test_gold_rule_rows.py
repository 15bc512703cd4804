"""The rules dialog's gold rows: whom the gold rules judge, "accuracy against the gold items
at least" and "gold items labelled at least"; the ticked ones go into the rules, which the
window records and the report checks against the reference column the import found."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from adjudicator.report.acceptance.build import build_report
from adjudicator.report.acceptance.rules import AcceptanceRules, rules_from_dict
from adjudicator.ui.report.rules_dialog import RulesDialog

# a: 5 of 6 gold items right, b: 3 of 5, c: 4 of 6 (pooled 12 of 17)
ROWS = ["id,a,b,c,truth", "1,x,x,y,x", "2,y,y,y,y", "3,x,y,x,", "4,y,x,y,y", "5,x,x,x,x",
        "6,y,y,x,", "7,x,,x,x", "8,y,y,y,x"]


def test_ticked_gold_rules_with_their_scope(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog(("x", "y"), None, False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    rows = dialog.gold
    assert not {"min_gold_accuracy", "min_gold_n", "gold_scope"} & dialog.rules().keys()
    qtbot.mouseClick(rows.use_accuracy, Qt.MouseButton.LeftButton)
    rows.min_accuracy.setValue(0.85)
    qtbot.mouseClick(rows.use_n, Qt.MouseButton.LeftButton)
    rows.min_n.setValue(30)
    rows.scope.setCurrentIndex(rows.scope.findData("batch"))
    rules = rules_from_dict(dialog.rules())
    assert (rules.gold_scope, rules.min_gold_accuracy, rules.min_gold_n) == ("batch", 0.85, 30)


def test_current_gold_rules_are_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    current = AcceptanceRules(gold_scope="batch", min_gold_accuracy=0.7)
    dialog = RulesDialog(("x", "y"), current, False)
    qtbot.addWidget(dialog)
    rows = dialog.gold
    assert rows.scope.currentData() == "batch"
    assert rows.use_accuracy.isChecked()
    assert rows.min_accuracy.value() == pytest.approx(0.7)
    assert not rows.use_n.isChecked()


def test_recorded_in_the_window_and_checked_against_gold(
        open_window, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "g.csv"
    data.write_text("\n".join(ROWS) + "\n", encoding="utf-8")
    win = open_window(data, translators)
    project = win.session.project
    assert project.dataset.gold_column == "truth"
    assert "truth" not in project.state.ratings.annotators
    dialog = RulesDialog(project.state.ratings.labels, None, False, win)
    rows = dialog.gold
    rows.use_accuracy.setChecked(True)
    rows.min_accuracy.setValue(0.8)
    win.menus.acceptance.record_rules(project, dialog.rules())
    assert project.state.rules.rules["min_gold_accuracy"] == pytest.approx(0.8)
    assert project.state.rules.rules["gold_scope"] == "annotator"
    results = {r.subject: r for r in build_report(project).verdict.results}
    assert results["a"].observed == pytest.approx(5 / 6, abs=1e-12)
    assert results["a"].passed is True
    assert results["b"].passed is False
    assert results["c"].observed == pytest.approx(4 / 6, abs=1e-12)
