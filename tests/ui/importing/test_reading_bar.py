"""The window says how it read a file, above the matrix, each part one click from the import
form; a file with two close readings fails to open and the import dialog offers both."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.window.main_window import MainWindow

REAL = Path(__file__).parents[2] / "data" / "real"


def _window(qtbot, translators) -> MainWindow:
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def _failed_then_dialog(qtbot, translators, path: Path, name: str, said: str):  # type: ignore[no-untyped-def]
    """Open a copy of the real file ``name``: it fails saying ``said``; then the import dialog
    it offers, settled. Returns (window, dialog)."""
    shutil.copy(REAL / name, path)
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.loading.message.text().startswith("Could not open"),
                    timeout=10_000)
    assert said in win.loading.message.text()
    qtbot.mouseClick(win.loading.change_button, Qt.MouseButton.LeftButton)
    dialog = win.opener.options_dialog
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)
    return win, dialog


def test_the_reading_is_shown_and_each_part_opens_the_form(qtbot, translators,
                                                           tmp_path: Path) -> None:
    """Gwet's groups example: annotators, the item field and the id on one line; clicking the
    item fields opens the import dialog for the file with that choice's control in focus."""
    path = tmp_path / "groups.csv"
    shutil.copy(REAL / "gwet2014_groups.csv", path)
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    bar = win.reading_bar
    assert bar.isVisible()
    text = bar.text.text()
    assert "4 annotators (Rater1, Rater2, Rater3, Rater4)" in text
    assert '<a href="fields">item fields: Group</a>' in text
    assert '<a href="id">id: Units</a>' in text
    bar.text.linkActivated.emit("fields")
    dialog = win.opener.options_dialog
    assert dialog is not None
    assert dialog.path() == path
    assert dialog.form.strata.hasFocus() or dialog.focusWidget() is dialog.form.strata


def test_two_close_readings_are_offered_in_the_import_dialog(qtbot, translators,
                                                             tmp_path: Path) -> None:
    """TweetEval-Annotated fails to open with both readings named; the dialog shows both,
    and choosing one reads the file that way."""
    _win, dialog = _failed_then_dialog(qtbot, translators, tmp_path / "tweets.jsonl",
                                       "tweeteval_annotated.jsonl",
                                       "two readings of this file are close")
    assert dialog.choice.isVisible()
    assert len(dialog.choice.buttons) == 2
    first = dialog.choice.readings[0]
    qtbot.mouseClick(dialog.choice.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None
                    and not dialog.choice.isVisible(), timeout=10_000)
    assert not dialog.preview.error
    assert list(dialog.options().annotators) == first.annotators


def test_no_id_column_is_marked_and_the_form_says_each_row_is_an_item(qtbot, translators,
                                                                     tmp_path: Path) -> None:
    """R irr's shape (one column per rater, no id): the line says the rows are the items, is
    marked as a guess with the import report one click away, and the form opened from its
    id part has "No id column" chosen, not a column called ROW."""
    path = tmp_path / "irr.csv"
    rows = ["rater1,rater2,rater3"] + [f"{i % 4 + 1},{(i // 3) % 4 + 1},{i % 4 + 1}"
                                       for i in range(40)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    bar = win.reading_bar
    assert '<a href="id">id: row numbers</a>' in bar.text.text()
    assert bar.guessed
    assert bar.report_button.isVisible()
    qtbot.mouseClick(bar.report_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.report_dialog is not None and win.report_dialog.isVisible())
    win.report_dialog.close()
    bar.text.linkActivated.emit("id")
    combo = win.opener.options_dialog.form.id_column
    assert combo.currentData() == "ROW"
    assert combo.currentText() == "No id column: each row is an item"
    assert combo.findText("ROW") == -1


def test_the_form_shows_the_reading_on_evidence_and_its_reasons(qtbot, translators,
                                                                tmp_path: Path) -> None:
    """Opened from the reading line, the form holds the reading's columns, so its report
    would give no reasons: the reading on evidence is shown with every reason, and says so
    when the user's columns differ from it."""
    path = tmp_path / "irr.csv"
    rows = ["rater1,rater2,rater3"] + [f"{i % 4 + 1},{(i // 3) % 4 + 1},{i % 4 + 1}"
                                       for i in range(40)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    win.reading_bar.text.linkActivated.emit("annotators")
    dialog = win.opener.options_dialog
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)
    shown = dialog.report.evidence
    assert shown.isVisible()
    assert shown.text().startswith("On evidence the columns read as: 3 annotators (rater1, "
                                   "rater2, rater3); id: row numbers (the form holds that "
                                   "reading). Why: annotators: rater1, rater2, rater3: 3 "
                                   "columns sharing one label vocabulary")
    assert "id: none of the columns has a distinct value on every row" in shown.text()
    dialog.form.annotators.item(2).setCheckState(Qt.CheckState.Unchecked)
    qtbot.waitUntil(lambda: "the form holds another choice" in shown.text(), timeout=10_000)


def test_rows_left_out_are_counted_in_the_window(qtbot, translators, tmp_path: Path) -> None:
    """A file without problems whose reading left a row out says so in the window (the items
    shown are fewer than the rows), with the reason, in the user's language."""
    path = tmp_path / "blank.csv"
    path.write_text("id,a,b\n1,x,y\n2,x,x\n,,\n3,y,y\n4,x,y\n", encoding="utf-8")
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    notice = win.import_notice
    qtbot.waitUntil(notice.isVisible)
    assert notice.text.text() == ("1 row(s) of the file left out: empty row: 1. The import "
                                  "report lists them.")
    assert notice.property("problems") is False
    translators.apply("zh_CN")
    qtbot.waitUntil(lambda: "left out" not in notice.text.text())
    assert "空行" in notice.text.text()


def test_a_reader_study_offers_each_rating_and_opens_with_the_joined_item(
        qtbot, translators, tmp_path: Path) -> None:
    """LIDC-IDRI's reads (patient, scan, nodule, reader slot, nine ratings) fail to open with
    the question named; the dialog offers one reading per rating, and choosing malignancy
    opens 300 nodules whose id joins patient, scan and nodule, shown as the id."""
    from PySide6.QtWidgets import QDialogButtonBox

    win, dialog = _failed_then_dialog(qtbot, translators, tmp_path / "lidc.csv",
                                      "lidc_nodules_long.csv", "--label-col NAME")
    labels = [r.label_column for r in dialog.choice.readings]
    assert len(dialog.choice.buttons) == len(labels) >= 5
    assert dialog.choice.title.text().startswith(f"This file has {len(labels)} columns of labels")
    qtbot.mouseClick(dialog.choice.buttons[labels.index("malignancy")],
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None
                    and not dialog.choice.isVisible(), timeout=10_000)
    assert not dialog.preview.error
    chosen = dialog.options()
    assert (chosen.id_column, chosen.annotator_column, chosen.label_column) == (
        "patient_id+scan_id+nodule_index", "reader_slot", "malignancy")
    assert dialog.form.id_column.currentText() == "patient_id+scan_id+nodule_index"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    items = win.session.ratings.items
    assert len(items) == 300
    assert items[0].count(" | ") == 2
