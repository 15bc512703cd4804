"""The import dialog: choose how a file is read, see the preview, open it that way."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import openpyxl
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox
from sklearn.metrics import cohen_kappa_score

from adjudicator.io.checking.text import render
from adjudicator.ui.importing.dialog import ImportDialog
from adjudicator.ui.window.main_window import MainWindow

LABELS = ("pos", "neg", "neu")
PRODIGY = Path(__file__).parents[2] / "data" / "io" / "tools" / "prodigy_presto_slice.jsonl"


def _window(qtbot, translators) -> MainWindow:
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def _long_csv(path: Path, n: int = 40) -> tuple[list[str], list[str]]:
    """Two annotators' labels in a long table whose column names the reader cannot guess."""
    rng = np.random.default_rng(7)
    a = [LABELS[k] for k in rng.integers(0, 3, n)]
    b = [x if rng.random() < 0.7 else LABELS[k] for x, k in zip(a, rng.integers(0, 3, n),
                                                                strict=True)]
    lines = ["doc,who,verdict,body"]
    for i in range(n):
        lines += [f"d{i},ann,{a[i]},text {i}", f"d{i},bob,{b[i]},text {i}"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return a, b


def _open_dialog(qtbot, win: MainWindow, path: Path) -> ImportDialog:
    """File ▸ Open with import options…, then type the path and press Return."""
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    assert dialog is not None
    assert dialog.isVisible()
    qtbot.keyClicks(dialog.path_edit, str(path))
    qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)
    _settle(qtbot, dialog)
    return dialog


def _settle(qtbot, dialog: ImportDialog) -> None:
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)


def _pick(combo: QComboBox, text: str) -> None:
    index = combo.findText(text)
    assert index >= 0, f"{text!r} not offered"
    combo.setCurrentIndex(index)


def _press_open(qtbot, win: MainWindow, dialog: ImportDialog) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)


def _choose_long_columns(qtbot, dialog: ImportDialog) -> None:
    form = dialog.form
    _pick(form.layout_choice, "Long: one row per judgment")
    for combo, name in ((form.id_column, "doc"), (form.annotator_column, "who"),
                        (form.label_column, "verdict"), (form.text_column, "body")):
        _pick(combo, name)
    _settle(qtbot, dialog)


def test_long_layout_chosen_in_the_dialog_opens_with_the_right_annotators(
        qtbot, translators, tmp_path: Path) -> None:
    """Columns chosen by hand: the window shows both annotators and sklearn's κ."""
    path = tmp_path / "judgments.csv"
    a, b = _long_csv(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    assert dialog.preview.columns == ["doc", "who", "verdict", "body"]
    _choose_long_columns(qtbot, dialog)
    assert dialog.preview.report.layout == "long"
    assert "verdict\n(label)" in [dialog.rows.table.horizontalHeaderItem(j).text()
                                  for j in range(4)]
    _press_open(qtbot, win, dialog)
    assert win.session.ratings.annotators == ("ann", "bob")
    assert win.model.rowCount() == 40
    assert win.stats.kappa.value == pytest.approx(cohen_kappa_score(a, b), abs=1e-12)


def test_the_chosen_options_are_in_the_log_header_and_a_reopen_uses_them(
        qtbot, translators, tmp_path: Path) -> None:
    """Options persist in the decision log; opening the file again (plainly) reads it the same."""
    path = tmp_path / "judgments.csv"
    a, b = _long_csv(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    _choose_long_columns(qtbot, dialog)
    _press_open(qtbot, win, dialog)
    log = win.session.project.start_log().log_path  # kept once the log is started
    win.close()
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    options = header["import"]["options"]
    assert (options["layout"], options["id_column"], options["annotator_column"],
            options["label_column"], options["text_column"]) == (
        "long", "doc", "who", "verdict", "body")
    again = _window(qtbot, translators)
    again.open_path(path)
    qtbot.waitUntil(lambda: again.session is not None, timeout=10_000)
    assert again.session.ratings.annotators == ("ann", "bob")
    assert again.stats.kappa.value == pytest.approx(cohen_kappa_score(a, b), abs=1e-12)
    dialog = _open_dialog(qtbot, again, path)
    assert "already has a decision log" in dialog.status.text()


def test_forced_gb18030_encoding_reads_chinese_labels(qtbot, translators,
                                                      tmp_path: Path) -> None:
    """Encoding chosen in the dialog: the report says so and the labels arrive intact."""
    path = tmp_path / "gb.csv"
    rows = ["编号,甲,乙"] + [f"{i},{'正面' if i % 3 else '负面'},{'正面' if i % 4 else '负面'}"
                             for i in range(12)]
    path.write_bytes("\n".join(rows).encode("gb18030"))
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    _pick(dialog.form.encoding, "GB18030 / GBK")
    _settle(qtbot, dialog)
    report = dialog.preview.report
    assert report.encoding.startswith("gb18030")
    assert "chosen by the user" in dialog.report.text.toPlainText()
    _press_open(qtbot, win, dialog)
    assert set(win.session.ratings.labels) == {"正面", "负面"}
    assert win.session.ratings.annotators == ("甲", "乙")


def test_a_workbook_lists_its_sheets_and_the_second_can_be_chosen(
        qtbot, translators, tmp_path: Path) -> None:
    """Both sheets are offered; choosing the second opens its annotators."""
    path = tmp_path / "rounds.xlsx"
    book = openpyxl.Workbook()
    first = book.active
    first.title = "round 1"
    second = book.create_sheet("round 2")
    first.append(["id", "amy", "ben"])
    second.append(["id", "cat", "dan"])
    for i in range(10):
        first.append([i, "x", "y" if i % 2 else "x"])
        second.append([i, "y" if i % 3 else "x", "y"])
    book.save(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    sheet = dialog.form.sheet
    assert [sheet.itemText(i) for i in range(1, sheet.count())] == ["round 1", "round 2"]
    assert dialog.preview.columns == ["id", "amy", "ben"]
    _pick(sheet, "round 2")
    _settle(qtbot, dialog)
    assert dialog.preview.columns == ["id", "cat", "dan"]
    _press_open(qtbot, win, dialog)
    assert win.session.ratings.annotators == ("cat", "dan")


def test_label_column_equal_to_id_column_is_refused_in_the_dialog(
        qtbot, translators, tmp_path: Path) -> None:
    """One column in two roles: the dialog says so, Open is off, nothing is read."""
    path = tmp_path / "judgments.csv"
    _long_csv(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    _pick(dialog.form.id_column, "doc")
    _pick(dialog.form.label_column, "doc")
    qtbot.waitUntil(lambda: dialog.settled, timeout=5_000)
    assert "id column and the label column" in dialog.status.text()
    assert dialog.status.property("state") == "error"
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.job is None


def test_an_encoding_that_does_not_fit_shows_the_error_in_the_dialog(
        qtbot, translators, tmp_path: Path) -> None:
    """UTF-16 forced on a UTF-8 file: the dialog shows one line and Open is off."""
    path = tmp_path / "judgments.csv"
    _long_csv(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    _pick(dialog.form.encoding, "UTF-16")
    _settle(qtbot, dialog)
    assert "cannot be read with these options" in dialog.status.text()
    assert dialog.status.property("state") == "error"
    assert "Traceback" not in dialog.status.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    _pick(dialog.form.encoding, "UTF-8")
    _settle(qtbot, dialog)
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_a_remembered_column_the_file_lacks_shows_the_readers_error(
        qtbot, translators, tmp_path: Path) -> None:
    """Options carried over (e.g. after a failed open) naming a missing column: one line."""
    from adjudicator.io.options import ImportOptions

    path = tmp_path / "judgments.csv"
    _long_csv(path)
    win = _window(qtbot, translators)
    dialog = win.opener.choose_with_options(path, ImportOptions(text_column="nosuch"))
    _settle(qtbot, dialog)
    assert "no text column named 'nosuch'" in dialog.status.text()
    assert dialog.form.text_column.currentText() == "nosuch"


def test_a_failed_open_offers_to_change_the_import_options(qtbot, translators,
                                                           tmp_path: Path) -> None:
    """An undetectable encoding fails on the welcome page; the button beside the message
    opens the dialog for that file, where choosing the encoding opens it."""
    path = tmp_path / "cafe.csv"
    rows = ["id,a,b"] + [f"{i},{'café' if i % 2 else 'thé'},{'café'}" for i in range(8)]
    path.write_bytes("\n".join(rows).encode("cp1252"))
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.loading.message.text().startswith("Could not open"),
                    timeout=10_000)
    assert win.loading.change_button.isVisible()
    qtbot.mouseClick(win.loading.change_button, Qt.MouseButton.LeftButton)
    dialog = win.opener.options_dialog
    assert dialog.path() == path
    _settle(qtbot, dialog)
    assert "encoding" in dialog.status.text()
    _pick(dialog.form.encoding, "Windows-1252")
    _settle(qtbot, dialog)
    _press_open(qtbot, win, dialog)
    assert set(win.session.ratings.labels) == {"café", "thé"}


def test_prodigy_empty_accept_can_be_read_as_a_label(qtbot, translators,
                                                      tmp_path: Path) -> None:
    """Prodigy's documented default (missing) can be changed; the report counts the items."""
    path = tmp_path / "presto.jsonl"
    path.write_bytes(PRODIGY.read_bytes())
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    assert "prodigy" in dialog.form.tool_note.text()
    assert "(none)" not in dialog.preview.report.labels
    _pick(dialog.form.empty_accept, "The label '(none)'")
    _settle(qtbot, dialog)
    assert "(none)" in dialog.preview.report.labels
    assert "3 accepted answer(s)" in dialog.report.text.toPlainText()
    _press_open(qtbot, win, dialog)
    assert "(none)" in win.session.ratings.labels


def test_the_dialog_speaks_simplified_chinese(qtbot, translators, tmp_path: Path) -> None:
    """With zh_CN chosen, the dialog's title, fields and buttons are translated."""
    translators.apply("zh_CN")
    win = _window(qtbot, translators)
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    assert dialog.windowTitle() == "导入选项"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).text() == "打开"
    assert dialog.form.captions[dialog.form.encoding].text() == "编码："


def _wide_csv(path: Path) -> None:
    path.write_text("id,ann,bob\n" + "".join(
        f"{i},{'正面' if i % 2 else 'pos'},{'无法判断' if i % 5 == 0 else '正面'}\n"
        for i in range(20)), encoding="utf-8")


def test_a_schema_file_maps_aliases_and_orders_labels(qtbot, translators,
                                                      tmp_path: Path) -> None:
    """A TOML schema typed into the schema field: aliases mapped, labels in schema order."""
    path = tmp_path / "wide.csv"
    _wide_csv(path)
    schema = tmp_path / "sentiment.toml"
    schema.write_text('labels = ["负面", "正面", "无法判断"]\n[aliases]\n"正面" = ["pos"]\n',
                      encoding="utf-8")
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    assert set(dialog.preview.report.labels) == {"正面", "pos", "无法判断"}
    qtbot.keyClicks(dialog.form.schema, str(schema))
    qtbot.keyClick(dialog.form.schema, Qt.Key.Key_Return)
    _settle(qtbot, dialog)
    assert dialog.preview.report.labels == ["负面", "正面", "无法判断"]
    assert dialog.preview.report.mapped_values == {"pos": "正面"}
    _press_open(qtbot, win, dialog)
    assert win.session.ratings.labels == ("负面", "正面", "无法判断")


def test_uncertain_values_can_be_read_as_missing(qtbot, translators, tmp_path: Path) -> None:
    """无法判断 is a label by default; the tick box makes it missing and the report counts it."""
    path = tmp_path / "wide.csv"
    _wide_csv(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    assert dialog.preview.report.uncertain_labels == {"无法判断": 4}
    qtbot.mouseClick(dialog.form.uncertain, Qt.MouseButton.LeftButton)
    _settle(qtbot, dialog)
    assert dialog.preview.report.missing_values == {"无法判断": 4}
    assert "无法判断" not in dialog.preview.report.labels
    _press_open(qtbot, win, dialog)
    assert "无法判断" not in win.session.ratings.labels
    log = win.session.project.start_log().log_path
    header = json.loads(log.read_text(encoding="utf-8").split("\n")[0])
    assert "无法判断" in header["import"]["options"]["missing_values"]


def test_per_annotator_layout_on_a_file_asks_for_a_folder(qtbot, translators,
                                                          tmp_path: Path) -> None:
    """Choosing 'one file per annotator' for a single file says a folder is needed."""
    path = tmp_path / "wide.csv"
    _wide_csv(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    _pick(dialog.form.layout_choice, "One file per annotator (a folder)")
    qtbot.waitUntil(lambda: dialog.settled, timeout=5_000)
    assert "needs a folder" in dialog.status.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_a_large_file_is_read_in_the_background(qtbot, translators, tmp_path: Path) -> None:
    """The preview read runs on the thread pool: the dialog answers while it reads."""
    path = tmp_path / "big.csv"
    labels = np.array(list("xyz"))[np.random.default_rng(1).integers(0, 3, (100_000, 2))]
    path.write_text("id,a,b\n" + "".join(f"{i},{a},{b}\n" for i, (a, b) in enumerate(labels)),
                    encoding="utf-8")
    win = _window(qtbot, translators)
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    dialog.set_path(path)
    assert dialog.busy
    assert dialog.bar.isVisibleTo(dialog)
    assert dialog.preview is None
    _settle(qtbot, dialog)
    assert dialog.preview.report.items == 100_000
    assert dialog.rows.table.rowCount() == 50


def test_cancel_closes_the_dialog_and_it_can_be_opened_again(qtbot, translators,
                                                             tmp_path: Path) -> None:
    """Cancel opens nothing; the menu then shows a fresh dialog."""
    path = tmp_path / "wide.csv"
    _wide_csv(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    assert win.opener.options_dialog is None
    assert win.session is None
    again = _open_dialog(qtbot, win, path)
    assert again.preview.report.annotators == ["ann", "bob"]


def test_a_hidden_row_is_named_in_the_dialog_and_can_be_left_out(
        qtbot, translators, tmp_path: Path) -> None:
    """Regression (issue 12, item 9): a workbook's hidden row is named in the dialog (Open off)
    until the user chooses what to do with it; leaving it out opens one item fewer."""
    path = tmp_path / "hidden.xlsx"
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["id", "amy", "ben"])
    for i in range(10):
        sheet.append([i, "x", "y" if i % 2 else "x"])
    sheet.row_dimensions[4].hidden = True
    book.save(path)
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    assert "1 hidden row(s): 4" in dialog.status.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    _pick(dialog.form.hidden_cells, "Leave them out")
    _settle(qtbot, dialog)
    _press_open(qtbot, win, dialog)
    assert len(win.session.ratings.items) == 9


def test_an_ambiguous_encoding_shows_the_candidates_and_one_can_be_chosen(
        qtbot, translators, tmp_path: Path) -> None:
    """Regression (issue 12, item 8): a short EUC-KR file reads as common characters in three
    encodings; the dialog shows each reading (Open off) and choosing EUC-KR opens it."""
    path = tmp_path / "korean.csv"
    rows = ["id,amy,ben", "1,긍정,부정", "2,중립,긍정", "3,부정,부정"]
    path.write_bytes("\n".join(rows).encode("cp949"))
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    status = dialog.status.text()
    assert "cp949 (EUC-KR (Korean)) reads 긍정, 부정, 중립" in status
    assert "gb18030" in status
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    _pick(dialog.form.encoding, "EUC-KR")
    _settle(qtbot, dialog)
    _press_open(qtbot, win, dialog)
    assert set(win.session.ratings.labels) == {"긍정", "부정", "중립"}


def test_a_default_missing_spelling_can_be_kept_as_a_label_in_the_dialog(
        qtbot, translators, tmp_path: Path) -> None:
    """Regression (issue 12, item 10): the missing spellings are editable in the window: '?'
    typed under 'Not missing' opens as a label, and the report lists the set in effect."""
    path = tmp_path / "q.csv"
    path.write_text("id,amy,ben\n1,?,?\n2,x,y\n3,y,y\n", encoding="utf-8")
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    assert "Missing spellings in effect" in render(dialog.preview.report)
    qtbot.keyClicks(dialog.form.not_missing, "?")
    qtbot.keyClick(dialog.form.not_missing, Qt.Key.Key_Return)
    _settle(qtbot, dialog)
    _press_open(qtbot, win, dialog)
    assert "?" in win.session.ratings.labels


def test_none_read_as_missing_by_default_and_kept_when_typed_in_not_missing(
        qtbot, translators, tmp_path: Path) -> None:
    """Issue 12, item 10: in a single-label file None is no label by default (the preview's
    report counts it read as no label); typed into "Not missing:" it is a label, and the window
    opens with it."""
    path = tmp_path / "none.csv"
    rows = ["id,a,b"] + [f"i{n},{x},{y}" for n, (x, y) in enumerate(
        [("pos", "pos"), ("None", "None"), ("neg", "pos"), ("None", "neg")])]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    win = _window(qtbot, translators)
    dialog = _open_dialog(qtbot, win, path)
    assert dialog.preview.report.missing_values.get("None") == 3
    qtbot.keyClicks(dialog.form.not_missing, "None")
    qtbot.keyClick(dialog.form.not_missing, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None
                    and "None" not in dialog.preview.report.missing_values, timeout=10_000)
    _press_open(qtbot, win, dialog)
    assert "None" in win.session.ratings.labels
