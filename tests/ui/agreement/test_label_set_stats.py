"""Cells holding several labels: the window says it split them into sets (one click from the
separator in the import form) and shows the pair's agreement on each label, the figures
`adjudicator agree` prints for the pair."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtWidgets import QLabel

from adjudicator.cli import main
from adjudicator.ui.window.main_window import MainWindow

SETS = ("物流", "售后", "物流;售后", "咨询", "咨询;售后", "咨询;物流")


def _file(path: Path) -> Path:
    rng = np.random.default_rng(3)
    rows = ["id,text,ann1,ann2"]
    for i in range(60):
        a = SETS[rng.integers(len(SETS))]
        b = a if rng.random() < 0.6 else SETS[rng.integers(len(SETS))]
        rows.append(f"T{i:03d},订单{i}的问题,{a},{b}")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def _texts(win: MainWindow) -> list[str]:
    grid = win.work.stats.grid
    cells = (grid.itemAt(i).widget() for i in range(grid.count()))
    return [c.text() for c in cells if isinstance(c, QLabel) and not c.isHidden()]


def test_label_sets_are_named_and_each_label_gets_its_kappa(
        qtbot, translators, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path / "sets.csv")
    assert main(["agree", str(path), "--format", "json"]) == 0
    sets = json.loads(capsys.readouterr().out)["multilabel"]["pairs"][0]
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    bar = win.reading_bar.text.text()
    assert '<a href="labels">labels: sets, split at &#x27;;&#x27; (an item may carry several)' \
        in bar
    qtbot.waitUntil(lambda: "Label sets: κ of each label (given or not)" in _texts(win),
                    timeout=10_000)
    texts = _texts(win)
    start = texts.index("Label sets: κ of each label (given or not)")
    shown = texts[start:]
    assert "60 items both labelled" in shown[1]
    jaccard = shown.index("Mean Jaccard")
    assert shown[jaccard + 1] == f"{sets['mean_jaccard']['value']:.3f}"
    for label in ("物流", "售后", "咨询"):
        at = shown.index("   " + label)
        assert shown[at + 1] == f"{sets['per_label_kappa'][label]['value']:.3f}"
    win.reading_bar.text.linkActivated.emit("labels")
    dialog = win.opener.options_dialog
    assert dialog is not None
    form = dialog.form
    assert form.separator.hasFocus() or dialog.focusWidget() is form.separator


def test_single_labels_show_no_label_set_rows(qtbot, translators, tmp_path: Path) -> None:
    path = tmp_path / "single.csv"
    path.write_text("id,ann1,ann2\n" + "".join(f"T{i},a{i % 3},a{(i * 7) % 3}\n"
                                                 for i in range(30)), encoding="utf-8")
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.show()
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    qtbot.waitUntil(lambda: "Cohen's κ" in _texts(win), timeout=10_000)
    assert not any(t.startswith("Label sets") for t in _texts(win))
    assert "labels: sets" not in win.reading_bar.text.text()
