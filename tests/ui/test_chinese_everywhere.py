"""Every visible word in Chinese (issue 11): errors from core/io/store, live switches, and a
walk over every visible widget of the main states looking for English words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from adjudicator.core.errors import InputError
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.window.main_window import MainWindow

#: names and formats that stay as they are in every language
ALLOWED = {"κ", "AC1", "CSV", "TSV", "XLSX", "JSON", "JSONL", "Lines", "Parquet", "UTF", "BOM",
           "GBK", "CI", "Ctrl", "Shift", "Alt", "Del", "Esc", "Enter", "Adjudicator", "Cohen",
           "Fleiss", "Gwet", "Krippendorff", "Scott", "PABAK", "Wilson", "English", "ID", "SE",
           "p_o", "p_e", "PgUp", "PgDown", "Tab", "Excel", "id", "jsonl", "csv", "n", "k", "N",
           "AC", "ICC", "Fisher", "Donner", "Eliasziw"}  # AC2 (the word pattern stops at the
           # digit); ICC, like κ, is a name; Fisher's z; Donner & Eliasziw's interval
WORD = re.compile(r"[A-Za-z][A-Za-z_]+")


def _visible_texts(root: QWidget) -> list[str]:
    """Text, tooltips, placeholders, items and headers of every visible widget and menu."""
    out: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisible():
            continue
        out.append(w.toolTip())
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        if isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        if isinstance(w, QPlainTextEdit):
            out.append(w.placeholderText())
        if isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if (isinstance(w, QAbstractItemView) and w.model() is not None
                and not isinstance(w.model(), QAbstractListModel)):  # lists have no headers
            m = w.model()
            out += [str(m.headerData(c, Qt.Orientation.Horizontal) or "")
                    for c in range(m.columnCount())]
    for menu in root.findChildren(QMenu):
        out.append(menu.title())
        out += [a.text() + " " + a.toolTip() for a in menu.actions()]
    return out


def _english_words(texts: list[str], data_words: set[str]) -> list[tuple[str, str]]:
    found = []
    for text in texts:
        plain = re.sub(r"<[^>]+>|&[a-z]+;", " ", text).replace("&", "")  # rich text: words only
        for word in WORD.findall(plain):
            if word not in ALLOWED and not _from_data(word, data_words):
                found.append((word, text))
    return found


def _from_data(word: str, data_words: set[str]) -> bool:
    """A word of the user's data, whole or as the start or end an elided name keeps
    ("custome…ice.csv")."""
    return word in data_words or any(data.startswith(word) or data.endswith(word)
                                     for data in data_words)


def _data_words(window: MainWindow, sample: Path) -> set[str]:
    """Words that come from the user's data (names, ids, columns, file names), not from us."""
    s = window.session
    words = set(WORD.findall(" ".join([*s.ratings.annotators, *s.ratings.labels,
                                       *s.dataset.frame.columns.map(str), sample.name,
                                       str(sample.parent), "tester"])))
    for column in s.strata:
        words |= set(WORD.findall(" ".join(s.stratum_values(column))))
    shown = window.model
    for r in range(min(shown.rowCount(), 60)):
        words |= set(WORD.findall(str(shown.index(r, 0).data())))
        words |= set(WORD.findall(str(shown.index(r, 1).data())))
    words |= set(WORD.findall(window.work.decision.text.text()))
    words |= set(WORD.findall(window.work.decision.heading.text()))
    return words


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_no_english_word_in_a_chinese_window(qtbot, window: MainWindow, sample_copy: Path,
                                             lang: str) -> None:
    """The main states in Chinese: after opening, after a decision, with a class pair chosen."""
    window.menus.language.actions_by_code[lang].trigger()
    data = _data_words(window, sample_copy)
    states = []
    states.append(_english_words(_visible_texts(window), data))
    window.work.decision.choose(0)
    qtbot.waitUntil(lambda: window.work.decision.saved.property("state") == "ok")
    states.append(_english_words(_visible_texts(window), data))
    window.work.filters.set_cell(0, 1, symmetric=True)
    states.append(_english_words(_visible_texts(window), data))
    assert states == [[], [], []], sorted({(w, t[:90]) for s in states for w, t in s})


def test_live_switch_renames_undo_saved_mark_and_status(qtbot, window: MainWindow) -> None:
    """A decision made in English, then 简体中文: Undo, the saved mark and the status bar
    follow at once, with no second decision needed."""
    window.work.decision.choose(0)
    qtbot.waitUntil(lambda: window.work.decision.saved.property("state") == "ok")
    assert window.menus.undo.text().startswith("&Undo ")
    assert window.work.decision.saved.text().startswith("✓ Saved")
    window.menus.language.actions_by_code["zh_CN"].trigger()
    assert window.menus.undo.text().startswith("撤销 裁决")
    assert window.menus.redo.text() == "重做(&R)"
    assert window.work.decision.saved.text().startswith("✓ 已保存")
    assert window.statusBar().currentMessage().startswith("裁决保存在")
    window.undo_stack.undo()
    assert window.menus.redo.text().startswith("重做 裁决")


@pytest.mark.parametrize(("lang", "expected"), [("zh_CN", "文件是空的"), ("zh_TW", "檔案是空的")])
def test_an_input_error_is_shown_in_chinese(qtbot, translators, tmp_path: Path, lang: str,
                                            expected: str) -> None:
    """An empty file, opened in Chinese: the reader's refusal (raised in io, no Qt there)
    reaches the welcome page in that language, hint and all."""
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    win.menus.language.actions_by_code[lang].trigger()
    win.open_path(empty)
    qtbot.waitUntil(lambda: expected in win.loading.message.text(), timeout=10_000)
    text = win.loading.message.text()
    assert _english_words([text], {"empty", "csv"}) == []
    assert not (tmp_path / "empty.adjudication.jsonl").exists()


def test_templates_keep_their_fields_in_every_language(translators) -> None:
    """Named fields are filled after translation; English is the source."""
    error = InputError("unknown item '{item}'", args={"item": "X9"}, row=3, column="item",
                       expected="an item id of the dataset")
    assert str(error) == ("row 3, column 'item': unknown item 'X9' "
                          "(expected an item id of the dataset)")
    translators.apply("zh_TW")
    assert localised(error) == "第 3 列，欄「item」：未知項目「X9」（應為：資料集中的項目 ID）"
    translators.apply("en")


def test_reader_progress_is_shown_in_chinese(translators) -> None:
    """The reader's progress line (written in io, no Qt there) reaches the page translated."""
    from adjudicator.core.errors import Message
    from adjudicator.ui.common.workers import LoadJob

    shown: list[str] = []
    job = LoadJob(Path("x.csv"))
    job.signals.progress.connect(lambda _f, text: shown.append(text))
    translators.apply("zh_CN")
    job.report(0.5, Message("reading {name}: {done:.1f} of {size:.1f} MiB", name="big.csv",
                            done=0.6, size=58.1))
    translators.apply("en")
    job.report(0.6, Message("read {rows} rows", rows=3))
    assert shown == ["正在读取 big.csv：0.6 / 58.1 MiB", "read 3 rows"]


def test_json_reader_errors_are_shown_in_chinese(tmp_path: Path, translators) -> None:
    """A broken JSON Lines file and a repeated key are refused in Chinese, with the line."""
    from adjudicator.core.errors import InputError as Error
    from adjudicator.io import load_dataset

    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"id": "1", "a": "x"}\n{"id": "2", "a": \n', encoding="utf-8")
    twice = tmp_path / "twice.jsonl"
    twice.write_text('{"id": "1", "a": "x", "a": "y"}\n', encoding="utf-8")
    errors = []
    for path in (broken, twice):
        with pytest.raises(Error) as caught:
            load_dataset(path)
        errors.append(caught.value)
    translators.apply("zh_CN")
    try:
        texts = [localised(e) for e in errors]
    finally:
        translators.apply("en")
    assert "第 2 行不是有效的 JSON" in texts[0]
    assert "请修复或删除该行" in texts[0]
    assert "键“a”在同一个对象中出现了两次" in texts[1]
    assert _english_words(texts, {"json", "jsonl", "broken", "twice"}) == []


def _import_dialog(qtbot, translators, path: Path, lang: str):  # type: ignore[no-untyped-def]
    """File ▸ Open with import options… on ``path`` in ``lang``, settled."""
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.menus.language.actions_by_code[lang].trigger()
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    qtbot.keyClicks(dialog.path_edit, str(path))
    qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)
    return dialog


@pytest.mark.parametrize(("lang", "said"), [("zh_CN", "没有可用的数据行"),
                                            ("zh_TW", "沒有可用的資料列")])
def test_an_input_error_in_the_import_dialog_is_chinese(qtbot, translators, tmp_path: Path,
                                                        lang: str, said: str) -> None:
    """A file whose only row has too many fields, read in the import dialog in Chinese: the
    refusal (raised in io, its skipped-row reason too) reads in that language, with no
    English template word left, nor in the dialog's title and report view."""
    path = tmp_path / "ragged.csv"
    path.write_text("id,a,b\n1,x,y,z\n", encoding="utf-8")
    dialog = _import_dialog(qtbot, translators, path, lang)
    text = dialog.status.text()
    assert said in text
    assert dialog.status.property("state") == "error"
    data = {"ragged", "csv", "id", *WORD.findall(str(tmp_path))}
    assert _english_words([text], data) == []
    shown = [dialog.windowTitle(), text, *_visible_texts(dialog.report)]
    assert _english_words(shown, data) == []


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_the_validation_report_view_has_no_english_word(qtbot, translators, tmp_path: Path,
                                                        lang: str) -> None:
    """A file with problems, warnings and notes: the report view of the import dialog (title,
    summary and every line of the report) has no English word in Chinese."""
    path = tmp_path / "awkward.csv"
    path.write_text("id,ann_a,ann_b\n1,pos,pos\n2,neg,NA\n2,pos,pos\n,pos,neg\n3,Pos,neg\n"
                    "4,pos,=1+1\n5,pos,neg,extra\n", encoding="utf-8")
    dialog = _import_dialog(qtbot, translators, path, lang)
    report = dialog.report.text.toPlainText()
    assert ("状态：有问题需要修正" if lang == "zh_CN" else "狀態：有問題需要修正") in report
    from adjudicator.io.coding.schema import DEFAULT_MISSING

    data = {"awkward", "csv", "ann_a", "ann_b", "pos", "neg", "Pos", "NA", "extra",
            "missing", "not", "merge", "near", "duplicates", "repeats",
            "first", "last", "utf",  # option values and a codec name, typed as they are
            *(w for spelling in DEFAULT_MISSING for w in WORD.findall(spelling)),
            *WORD.findall(str(tmp_path))}
    found = _english_words(_visible_texts(dialog.report), data)
    assert found == [], sorted({(w, t[:90]) for w, t in found})


# --- every dialog (issue 11: the window audited in 简体中文 and 繁體中文) --------------------

#: proper names, formats, codecs and tools that stay as they are in the dialogs
DIALOG_ALLOWED = {"Brennan", "Prediger", "Conger", "Landis", "Koch", "SHA", "HTML", "PDF",
                  "PNG", "SVG", "Excel", "Label", "Studio", "Potato", "Prodigy", "Toloka",
                  "Figure", "Eight", "Big", "GB", "JIS", "EUC", "KR", "Windows", "Latin",
                  "Lines", "xlsx", "tsv", "parquet", "jsonl", "MiB", "KiB"}
#: values written in the users' files that the import dialog quotes (examples, tool flags)
FILE_VALUES = {"pos", "null", "unsure", "reject", "gold", "tainted", "none", "ann_a", "ANN_A"}
HEX = re.compile(r"\b[0-9a-f]{12,}\b")  # a digest in the report preview


def _open_dialogs(window: MainWindow, folder: Path) -> dict[str, QWidget]:
    """Every dialog of the window, opened on the loaded sample as a user opens it (modal
    ones shown without their event loop)."""
    from PySide6.QtWidgets import QFileDialog, QProgressDialog

    from adjudicator.ui.importing.report_dialog import ImportReportDialog
    from adjudicator.ui.report.rules_dialog import RulesDialog
    from adjudicator.ui.rounds.guideline_dialog import GuidelineDialog

    acts, state = window.menus.acceptance, window.session.state
    out: dict[str, QWidget] = {}
    out["rules"] = RulesDialog(state.ratings.labels, None, True, window)
    acts.what_if()
    out["what-if"] = acts.dialog
    acts.compare_rounds()
    out["rounds"] = acts.dialog
    acts.preview()
    out["report preview"] = acts.dialog
    window.label_order.choose()
    out["label order"] = window.label_order.dialog
    out["compare"] = window.versions.compare_versions()
    out["guideline"] = GuidelineDialog("1.0", window)
    out["import report"] = ImportReportDialog(window.session.dataset.report, window)
    window.menus.open_options.trigger()
    out["import"] = window.opener.options_dialog
    files = QFileDialog(window, window.export_actions.tr("Export the adjudicated dataset"),
                        str(folder), window.export_actions.filters()[2])
    files.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own words, drawn by Qt
    out["export file"] = files
    out["export progress"] = QProgressDialog(
        window.exporter.tr("Exporting %1…").replace("%1", "x.csv"),
        window.exporter.tr("Cancel"), 0, 1000, window)
    return out


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_no_english_word_in_any_chinese_dialog(qtbot, window: MainWindow, sample_copy: Path,
                                               lang: str) -> None:
    """Rules, what-if, rounds, report preview, label order, compare, guideline, import report,
    import, export (file chooser and progress), the About box and the menus: no English word
    in Chinese beyond names, formats and the values of the user's files."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    window.menus.language.actions_by_code[lang].trigger()
    data = (_data_words(window, sample_copy) | DIALOG_ALLOWED | FILE_VALUES
            | set(WORD.findall(str(window.session.project.log_path))))
    found: dict[str, list[tuple[str, str]]] = {}
    for name, dialog in _open_dialogs(window, sample_copy.parent).items():
        dialog.show()
        qtbot.waitExposed(dialog)
        texts = [HEX.sub(" ", t) for t in [dialog.windowTitle(), *_visible_texts(dialog)]]
        found[name] = _english_words(texts, data)
        dialog.close()
    about: list[str] = []

    def read_about() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                about.extend([w.windowTitle(), *_visible_texts(w)])
                w.accept()

    QTimer.singleShot(200, read_about)
    window.menus.about.trigger()
    assert about  # the box was read
    found["about"] = _english_words(about, data)
    menus = [text for m in window.menuBar().findChildren(QMenu)
             for text in [m.title(), *(a.text() + " " + a.toolTip() for a in m.actions())]]
    found["menus"] = _english_words(menus, data)
    assert {k: v for k, v in found.items() if v} == {}
    assert len(found) == 13  # every dialog above was opened and read
