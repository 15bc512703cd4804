"""The rules dialog on scores: labels that are numbers add the ICC form, "ICC at least" and
"every pair's MAE at most"; the ticked ones (the form with min_icc) go into the rules, which
the window records and the report checks on the named form (Shrout & Fleiss's example:
ICC(3,k) = .91, ICC(2,1) = .29; J1 and J2 differ by 31/6 on average). Names show none."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.report.acceptance.rules import AcceptanceRules, rules_from_dict
from adjudicator.ui.report.rules_dialog import RulesDialog

SF = Path(__file__).resolve().parents[2] / "data" / "agreement" / "scores" / \
    "shrout_fleiss_1979.csv"
SCORES = tuple(str(n) for n in range(1, 11))


def test_ticked_score_rules_with_their_form(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog(SCORES, None, False)
    qtbot.addWidget(dialog)
    rows = dialog.scores
    assert rows is not None
    assert rows.form.currentData() == "ICC(2,1)"  # the default form
    assert "ICC(A,1)" in rows.form.currentText()
    assert "absolute agreement" in rows.form.currentText()
    assert dialog.rules().keys() == {"coefficient", "class_measure"}  # nothing ticked
    rows.form.setCurrentIndex(rows.form.findData("ICC(3,k)"))
    rows.use_icc.setChecked(True)
    rows.min_icc.setValue(0.8)
    rows.use_mae.setChecked(True)
    rows.max_mae.setValue(2.5)
    rules = rules_from_dict(dialog.rules())
    assert (rules.icc_form, rules.min_icc, rules.max_mae) == ("ICC(3,k)", 0.8, 2.5)


def test_current_score_rules_are_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    current = AcceptanceRules(icc_form="ICC(1,k)", min_icc=0.6, max_mae=3.0)
    dialog = RulesDialog(SCORES, current, False)
    qtbot.addWidget(dialog)
    rows = dialog.scores
    assert rows.form.currentData() == "ICC(1,k)"
    assert rows.use_icc.isChecked()
    assert rows.min_icc.value() == pytest.approx(0.6)
    assert rows.max_mae.value() == pytest.approx(3.0)


def test_names_have_no_score_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog(("投诉", "退款"), None, False)
    qtbot.addWidget(dialog)
    assert dialog.scores is None
    assert not {"min_icc", "max_mae", "icc_form"} & dialog.rules().keys()


def test_recorded_in_the_window_and_checked_by_the_report(
        open_window, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)
    win = open_window(data, translators)
    project = win.session.project
    project.set_scale("interval")
    dialog = RulesDialog(project.state.ratings.labels, None, False, win)
    rows = dialog.scores
    rows.form.setCurrentIndex(rows.form.findData("ICC(3,k)"))
    rows.use_icc.setChecked(True)
    rows.min_icc.setValue(0.9)
    rows.use_mae.setChecked(True)
    rows.max_mae.setValue(5.0)
    win.menus.acceptance.record_rules(project, dialog.rules())
    assert project.state.rules.rules["icc_form"] == "ICC(3,k)"
    results = {(r.rule, r.subject): r for r in build_report(project).verdict.results}
    icc = results[("min_icc", "ICC(3,k) = ICC(C,k)")]
    assert icc.observed == pytest.approx(0.909, abs=5e-4)
    assert icc.passed is True
    mae = {s: r for (rule, s), r in results.items() if rule == "max_mae"}
    assert mae["J1 / J2"].observed == pytest.approx(31 / 6)
    assert mae["J1 / J2"].passed is False
