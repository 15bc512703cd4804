"""The import dialog says what the readers say: near-duplicate spellings, trimmed spaces,
copied annotator columns, and which tool, question and skipped rows an export gave."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from adjudicator.ui.importing.dialog import ImportDialog
from adjudicator.ui.window.main_window import MainWindow

TOOLS = Path(__file__).parents[2] / "data" / "io" / "tools"


def _dialog(qtbot, translators, path: Path) -> tuple[MainWindow, ImportDialog]:
    """The window's File ▸ Open with import options… on ``path``, settled."""
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    qtbot.keyClicks(dialog.path_edit, str(path))
    qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)
    return win, dialog


def test_near_duplicates_and_trimming_are_said(qtbot, translators, tmp_path: Path) -> None:
    """'POS' beside 'pos' is suggested and the trimming of 'pos ' is said in the report."""
    path = tmp_path / "nd.csv"
    path.write_text("id,a,b\n1,pos,POS\n2,neg,neg\n3,pos ,pos\n4,neg,pos\n", encoding="utf-8")
    _, dialog = _dialog(qtbot, translators, path)
    text = dialog.report.text.toPlainText()
    assert "'POS' may be 'pos' (letter case)" in text
    assert "spaces around labels trimmed" in text


def test_copied_annotator_columns_are_said(qtbot, translators, tmp_path: Path) -> None:
    """A header 'id,a,a,b' is named in the report as a problem until it is confirmed."""
    path = tmp_path / "same.csv"
    path.write_text("id,a,a,b\n1,x,x,y\n2,y,y,y\n3,x,x,x\n", encoding="utf-8")
    _, dialog = _dialog(qtbot, translators, path)
    assert "'a', 'a (2)'" in dialog.report.text.toPlainText()
    assert not dialog.preview.report.usable
    dialog.form.copied_columns.setChecked(True)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None
                    and dialog.preview.report.usable, timeout=10_000)
    assert "(confirmed)" in dialog.report.text.toPlainText()


@pytest.mark.parametrize(("name", "tool", "words"), [
    ("toloka_results_delimited.tsv", "toloka", "assignment rejected: 5"),
    ("argilla/argilla_v1_feedback_hf.jsonl", "argilla", "draft response: 1"),
    ("sagemaker_gt/label-sentiment", "sagemaker", "output.manifest is not read"),
])
def test_tool_exports_in_the_dialog(qtbot, translators, name: str, tool: str, words: str,
                                    tmp_path: Path) -> None:
    """The dialog detects the tool, names it, and its report lists what was skipped (on a
    copy: opening starts a decision log beside the data)."""
    source = TOOLS / name
    copy = tmp_path / source.name
    if source.is_dir():
        shutil.copytree(source, copy)
    else:
        shutil.copyfile(source, copy)
    win, dialog = _dialog(qtbot, translators, copy)
    assert tool in dialog.form.tool_note.text()
    assert dialog.preview.report.tool == tool
    assert words in dialog.report.text.toPlainText()
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert len(win.session.ratings.annotators) == 3
