"""The import dialog's marks of a model and of gold: the validation report lists only the
annotators counted (a marked column was listed among them), and a long table offers its
annotator names to mark as a model or as gold (there they are names, not columns)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from adjudicator.ui.importing.dialog import ImportDialog
from adjudicator.ui.window.main_window import MainWindow

N = 45


def _wide(path: Path) -> Path:
    rng = np.random.default_rng(5)
    truth = rng.integers(0, 3, N)
    cols = {"ann1": 0.8, "ann2": 0.75, "gpt": 0.85}
    lines = ["id,ann1,ann2,gpt,truth"]
    for i in range(N):
        row = ["abc"[t if rng.random() < p else rng.integers(0, 3)] for t, p in
               ((truth[i], p) for p in cols.values())]
        lines.append(f"i{i}," + ",".join(row) + "," + "abc"[truth[i]])
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _long(path: Path) -> Path:
    rng = np.random.default_rng(6)
    lines = ["item,annotator,label"]
    for i in range(N):
        t = int(rng.integers(0, 3))
        for name, p in (("ann", 0.8), ("bob", 0.75), ("gpt", 0.85)):
            lines.append(f"i{i},{name},{'abc'[t if rng.random() < p else rng.integers(0, 3)]}")
        if i % 2 == 0:
            lines.append(f"i{i},expert,{'abc'[t]}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _dialog(qtbot, translators, path: Path) -> tuple[MainWindow, ImportDialog]:  # type: ignore[no-untyped-def]
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.show()
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    qtbot.keyClicks(dialog.path_edit, str(path))
    qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)
    _settle(qtbot, dialog)
    return win, dialog


def _settle(qtbot, dialog: ImportDialog) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)


def _tick(checks, names: list[str]) -> None:  # type: ignore[no-untyped-def]
    for i in range(checks.count()):
        if checks.item(i).text() in names:
            checks.item(i).setCheckState(Qt.CheckState.Checked)


def _offered(checks) -> list[str]:  # type: ignore[no-untyped-def]
    return [checks.item(i).text() for i in range(checks.count())]


def test_the_report_lists_only_the_annotators_counted(qtbot, translators,  # type: ignore[no-untyped-def]
                                                      tmp_path: Path) -> None:
    _, dialog = _dialog(qtbot, translators, _wide(tmp_path / "w.csv"))
    form = dialog.form
    form.layout_choice.setCurrentIndex(form.layout_choice.findData("wide"))
    _tick(form.models, ["gpt"])
    form.gold_column.setCurrentIndex(form.gold_column.findData("truth"))
    qtbot.waitUntil(lambda: not dialog.settled, timeout=2_000)
    _settle(qtbot, dialog)
    assert dialog.preview.report.annotators == ["ann1", "ann2"]
    lines = dialog.report.text.toPlainText().splitlines()
    start = next(i for i, t in enumerate(lines) if t.startswith("Labels per annotator"))
    counted = [t.split(":")[0].strip() for t in lines[start + 1:start + 5]
               if t.startswith("  ")]
    assert counted == ["ann1", "ann2"]
    assert any("annotator columns ann1, ann2" in t for t in lines)
    assert not any("annotator columns ann1, ann2, " in t for t in lines)
    assert any("never counted among them: gpt, truth" in t for t in lines)


def test_a_long_table_offers_its_annotator_names_as_models_and_gold(
        qtbot, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win, dialog = _dialog(qtbot, translators, _long(tmp_path / "l.csv"))
    form = dialog.form
    assert dialog.preview.report.layout == "long"
    assert _offered(form.models) == ["ann", "bob", "gpt", "expert"]
    assert form.captions[form.models].text() == "Models (annotator names):"
    assert form.gold_column.findData("expert") >= 0
    assert form.gold_column.findData("label") >= 0  # the columns still, for a gold column
    _tick(form.models, ["gpt"])
    form.gold_column.setCurrentIndex(form.gold_column.findData("expert"))
    qtbot.waitUntil(lambda: not dialog.settled, timeout=2_000)
    _settle(qtbot, dialog)
    assert dialog.preview.report.annotators == ["ann", "bob"]
    assert _offered(form.models) == ["ann", "bob", "gpt", "expert"]  # kept after the re-read
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled(), dialog.status.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert win.session.ratings.annotators == ("ann", "bob")
    assert win.work.models.isVisibleTo(win)
    assert "Model gpt" in win.work.models.lines["gpt"][0].text()
    assert win.work.gold.isVisibleTo(win)
    assert "expert" in win.work.gold.note.text()
