"""A long session cannot abort in the Qt binding: void calls and emits keep the reference counts
of None and True, and the window survives 5,000 keyboard moves and 3,000 filter toggles.

PySide6-Essentials 6.12.0 drops one reference from None on every void Qt call and one from True
on every ``Signal.emit`` on CPython <= 3.11, so a window died with ``none_dealloc`` after about
1,300 moves. On Python >= 3.12 None and True are immortal (their count never moves), so the
reference-count checks bite on 3.11, the oldest Python supported and the one CI runs.
"""

from __future__ import annotations

import csv
import gc
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QLabel

from adjudicator.ui.window.main_window import MainWindow

CALLS = 3_000
SLACK = 20  # other code may hold or drop a few references meanwhile; the defect moves 3,000


class _Emitter(QObject):
    changed = Signal(bool)


def _counts() -> tuple[int, int]:
    gc.collect()
    return sys.getrefcount(None), sys.getrefcount(True)


def test_void_calls_and_emits_keep_none_and_true(qapp: object) -> None:
    """3,000 void setters and 3,000 emits of True leave both reference counts where they were."""
    label, box, emitter = QLabel(), QCheckBox(), _Emitter()
    seen = [0]

    def count(value: bool) -> None:  # keeps no reference to the emitted value
        seen[0] += value

    emitter.changed.connect(count)
    none_before, true_before = _counts()
    for i in range(CALLS):
        label.setText(f"row {i}")
        box.setChecked(i % 2 == 0)
        emitter.changed.emit(True)
    none_after, true_after = _counts()
    assert seen[0] == CALLS
    assert abs(none_after - none_before) <= SLACK, "void Qt calls change None's count"
    assert abs(true_after - true_before) <= SLACK, "Signal.emit changes True's count"


def _write_items(path: Path, n: int) -> None:
    labels = ["pos", "neg", "neu"]
    with path.open("w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["id", "text", "ann_a", "ann_b"])
        for i in range(n):
            out.writerow([f"item{i}", f"text {i}", labels[i % 3], labels[(i * 7 // 5) % 3]])


@pytest.mark.slow
def test_window_survives_a_long_keyboard_walk_and_filter_toggling(
        qtbot, translators, tmp_path: Path) -> None:
    """5,000 Down presses through the list and 3,000 toggles of a filter, then a clean close."""
    data = tmp_path / "long.csv"
    _write_items(data, 5_100)
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.open_path(data, None, "tester")
    qtbot.waitUntil(lambda: win.session is not None, timeout=20_000)
    table = win.work.table
    table.setFocus()
    win.select_row(0)
    none_before, true_before = _counts()
    for _ in range(5_000):
        qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.currentIndex().row() == 5_000
    disputed = win.work.filters.disputed
    for _ in range(3_000):
        disputed.toggle()
    assert not disputed.isChecked()
    assert win.model.rowCount() == 5_100
    none_after, true_after = _counts()
    assert abs(none_after - none_before) <= 10 * SLACK
    assert abs(true_after - true_before) <= 10 * SLACK
    win.close()
