"""Rounds in the window: an earlier round's file is read off the window's thread (a busy bar
meanwhile), and the earlier rounds chosen for a project come back when the dialog opens again
for that project, not for another."""

from __future__ import annotations

import csv
import shutil
import threading
from pathlib import Path

from adjudicator.ui.rounds import rounds_dialog


def _earlier(source: Path, target: Path, items: int = 120) -> Path:
    """An earlier round: the first ``items`` rows of the sample."""
    with open(source, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    with open(target, "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(rows[:items + 1])
    return target


def _names(dialog: rounds_dialog.RoundsDialog) -> list[str]:
    table = dialog.rounds
    return [table.item(r, 0).text() for r in range(table.rowCount())]


def _open_rounds(qtbot, window) -> rounds_dialog.RoundsDialog:  # type: ignore[no-untyped-def]
    actions = window.menus.acceptance
    actions.rounds.trigger()
    dialog = actions.dialog
    qtbot.addWidget(dialog)
    return dialog  # type: ignore[no-any-return]


def test_a_round_is_read_off_the_ui_thread_and_remembered(qtbot, monkeypatch, window,
                                                          sample_copy: Path, tmp_path: Path
                                                          ) -> None:  # type: ignore[no-untyped-def]
    """Add an earlier round: read on another thread, busy bar while reading; closed and
    opened again, the dialog reads it back; removed, it stays away."""
    threads: list[int] = []
    gate = threading.Event()
    real = rounds_dialog.round_from_file

    def watched(name: str, path: Path, models: list[str] | None = None):  # type: ignore[no-untyped-def]
        threads.append(threading.get_ident())
        gate.wait(5)  # hold the read until the window has been seen waiting
        return real(name, path, models or ())

    monkeypatch.setattr(rounds_dialog, "round_from_file", watched)
    dialog = _open_rounds(qtbot, window)
    current = _names(dialog)
    early = _earlier(sample_copy, tmp_path / "v1.csv")
    dialog.read_later(early)
    assert dialog.busy.isVisible()  # the window is not blocked: it shows the bar
    assert not dialog.add_round.isEnabled()
    gate.set()
    qtbot.waitUntil(lambda: _names(dialog) == ["v1", *current], timeout=10_000)
    assert threads
    assert threads[0] != threading.get_ident()
    assert not dialog.busy.isVisible()
    dialog.close()
    again = _open_rounds(qtbot, window)
    qtbot.waitUntil(lambda: _names(again) == ["v1", *current], timeout=10_000)
    again.drop_last()
    again.close()
    third = _open_rounds(qtbot, window)
    qtbot.wait(200)
    assert _names(third) == current
    assert third.reading is None


def test_rounds_are_kept_per_project(qtbot, window, open_window, translators,
                                     sample_copy: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Another project (another decision log) opens its rounds dialog without them; a file
    that cannot be read says so and is not kept."""
    dialog = _open_rounds(qtbot, window)
    current = _names(dialog)
    dialog.read_later(_earlier(sample_copy, tmp_path / "v1.csv"))
    dialog.read_later(tmp_path / "gone.csv")
    qtbot.waitUntil(lambda: dialog.reading is None and not dialog.queue, timeout=10_000)
    assert _names(dialog) == ["v1", *current]
    assert "gone.csv" in dialog.message.text()
    assert rounds_dialog.remembered(str(window.session.project.log_path)) == [
        ("v1", tmp_path / "v1.csv")]
    other_dir = tmp_path / "other"
    other_dir.mkdir()
    other = other_dir / "cs.csv"
    shutil.copyfile(sample_copy, other)
    second = open_window(other, translators)
    fresh = _open_rounds(qtbot, second)
    qtbot.wait(200)
    assert fresh.queue == []
    assert fresh.reading is None
    assert len(_names(fresh)) == 1
