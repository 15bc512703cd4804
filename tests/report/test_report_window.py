"""The window's acceptance-report entries: the rules dialog and the report preview."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.store.logread import read_log

pytestmark = pytest.mark.gui


@pytest.fixture
def window(open_window, sample_copy: Path) -> object:  # type: ignore[no-untyped-def]
    """The main window with the sample (a writable copy) loaded."""
    from adjudicator.ui.window.app import create_application

    sample_copy.chmod(0o644)
    _, translators = create_application([], "en")
    return open_window(sample_copy, translators)


def test_rules_dialog_gives_only_the_checked_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Unchecked rules are left out; checked ones carry the spin boxes' values."""
    from adjudicator.ui.report.rules_dialog import RulesDialog

    dialog = RulesDialog(("投诉", "退款"), AcceptanceRules(min_value=0.7), False)
    qtbot.addWidget(dialog)
    assert not dialog.warning.isVisibleTo(dialog)
    dialog.use["min_ci_low"].setChecked(True)
    dialog.min_ci_low.setValue(0.55)
    dialog.key_classes.setText("投诉，退款")
    rules = dialog.rules()
    assert rules["min_value"] == pytest.approx(0.7)
    assert rules["min_ci_low"] == pytest.approx(0.55)
    assert rules["key_classes"] == ["投诉", "退款"]
    assert "min_paired_n" not in rules


def test_rules_dialog_warns_after_results_were_seen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dialog says the rules will be flagged when results were shown."""
    from adjudicator.ui.report.rules_dialog import RulesDialog

    dialog = RulesDialog(("a", "b"), None, True)
    qtbot.addWidget(dialog)
    assert dialog.warning.isVisibleTo(dialog)


def test_preview_records_viewing_and_later_rules_are_flagged(
        qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Report… records a viewed event; rules recorded afterwards carry the flag; Save writes
    the PDF and the HTML."""
    actions = window.menus.acceptance
    project = window.session.project
    actions.record_rules(project, {"min_value": 0.5})
    actions.preview()
    preview = actions.dialog
    qtbot.addWidget(preview)
    assert "Acceptance report" in preview.view.toPlainText()
    preview.lang.setCurrentIndex(1)
    assert "验收报告" in preview.view.toPlainText()
    preview.grab().save(str(tmp_path / "preview.png"))
    actions.record_rules(project, {"min_value": 0.6})
    events = read_log(project.log_path).events
    assert [e.kind for e in events[-3:]] == ["rules", "viewed", "rules"]
    assert events[-1].after_results_seen  # type: ignore[attr-defined]
    preview.save(tmp_path / "r.pdf")
    preview.save(tmp_path / "r.html")
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")
    assert "验收报告" in (tmp_path / "r.html").read_text(encoding="utf-8")


def test_menu_entries_are_in_the_file_menu(window) -> None:  # type: ignore[no-untyped-def]
    """Both entries are in File, with their texts."""
    texts = [a.text() for a in window.menus.file.actions()]
    assert "Acceptance &rules…" in texts
    assert "Acceptance re&port…" in texts
