"""Exporting from the window when items have no final label: a confirmation names how many
are unresolved and how many only one annotator labelled; declining writes nothing."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from adjudicator.core.adjudication.counts import SINGLE, UNRESOLVED
from adjudicator.ui.window.main_window import MainWindow

LONG = [["item", "annotator", "label"],
        ["1", "a", "pos"], ["1", "b", "pos"],
        ["2", "a", "pos"], ["2", "b", "neg"],
        ["3", "a", "neg"], ["4", "b", "pos"], ["5", "a", "neg"], ["5", "b", "neg"]]


def _saving(monkeypatch: pytest.MonkeyPatch, out: Path) -> list[str]:
    """The save dialog replaced: it records that it was shown and answers ``out``."""
    shown: list[str] = []

    def dialog(parent, caption, folder, filters, selected="", *_a, **_k):  # type: ignore[no-untyped-def]
        shown.append(folder)
        return str(out), selected

    monkeypatch.setattr("adjudicator.ui.window.export_actions.QFileDialog.getSaveFileName", dialog)
    return shown


def test_confirmation_names_the_counts_and_no_writes_nothing(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The sample has unresolved items: the question names their count; No stops the export
    before the save dialog, and no file is written."""
    asked: list[tuple[str, str]] = []

    def question(parent, title, text, *_a, **_k):  # type: ignore[no-untyped-def]
        asked.append((title, text))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr("adjudicator.ui.window.export_actions.QMessageBox.question", question)
    out = tmp_path / "out.csv"
    shown = _saving(monkeypatch, out)
    window.menus.export.trigger()
    unresolved = int(window.session.state.counts.status[UNRESOLVED])
    assert unresolved > 0
    assert len(asked) == 1
    assert asked[0][0] == "Items without a final label"
    assert f"{unresolved:,} unresolved items and 0 items only one annotator labelled" in (
        asked[0][1])
    assert shown == []
    assert not out.exists()


def test_single_annotator_items_are_counted_in_the_confirmation(
        qtbot, open_window, translators, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A long file with two items judged once: the confirmation gets 1 unresolved and 2
    single annotator items; Yes goes on and the export is written."""
    path = tmp_path / "long.csv"
    with open(path, "w", encoding="utf-8", newline="") as stream:
        csv.writer(stream).writerows(LONG)
    window = open_window(path, translators)
    counts: list[tuple[int, int]] = []
    monkeypatch.setattr(window.export_actions, "confirm_without_final",
                        lambda u, s: counts.append((u, s)) or True)
    out = tmp_path / "out.csv"
    _saving(monkeypatch, out)
    window.menus.export.trigger()
    qtbot.waitUntil(lambda: out.exists() and window.exporter.busy is None, timeout=20_000)
    status = window.session.state.counts.status
    assert counts == [(1, 2)] == [(int(status[UNRESOLVED]), int(status[SINGLE]))]


def test_no_question_when_every_item_has_a_final_label(
        qtbot, open_window, translators, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every item decided, accepted or unanimous: the export goes on without asking."""
    path = tmp_path / "long.csv"
    with open(path, "w", encoding="utf-8", newline="") as stream:
        csv.writer(stream).writerows(LONG)
    window = open_window(path, translators)
    s = window.session
    s.state.decide("2", "pos", "guideline 1.2")
    s.state.accept(["3", "4"])
    asked: list[object] = []
    monkeypatch.setattr(window.export_actions, "confirm_without_final",
                        lambda *c: asked.append(c) or False)
    out = tmp_path / "out.csv"
    _saving(monkeypatch, out)
    window.menus.export.trigger()
    qtbot.waitUntil(lambda: out.exists() and window.exporter.busy is None, timeout=20_000)
    assert asked == []
