"""File ▸ Re-annotation batch…: the dialog chooses the items as ``adjudicator reannotate``
does, writes the blind task file (CSV or Label Studio's import JSON) with its manifest, says
where and how many, and never writes over a file that is not the program's own."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.report.analyses.audit import draw
from adjudicator.report.analyses.reannotation import choose
from adjudicator.ui.rounds.reannotate_dialog import ReannotateDialog


def _dialog(qtbot, window) -> ReannotateDialog:  # type: ignore[no-untyped-def]
    window.menus.acceptance.reannotate.trigger()
    dialog = window.menus.acceptance.dialog
    assert isinstance(dialog, ReannotateDialog)
    qtbot.waitExposed(dialog)
    return dialog


def _set(qtbot, dialog: ReannotateDialog, select: str, n: int, kind: str, out: Path,  # type: ignore[no-untyped-def]
         seed: int = 0) -> None:
    dialog.select.setCurrentIndex(dialog.select.findData(select))
    dialog.format.setCurrentIndex(dialog.format.findData(kind))
    dialog.how_many.setValue(n)
    dialog.seed.setValue(seed)
    dialog.path.clear()
    qtbot.keyClicks(dialog.path, str(out))


def _write(qtbot, dialog: ReannotateDialog) -> None:  # type: ignore[no-untyped-def]
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled(), dialog.count.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_lowest_agreement_as_csv(qtbot, open_window, translators, sample_copy: Path,  # type: ignore[no-untyped-def]
                                 tmp_path: Path) -> None:
    win = open_window(sample_copy, translators)
    dialog = _dialog(qtbot, win)
    out = tmp_path / "batch.csv"
    _set(qtbot, dialog, "lowest-agreement", 5, "csv", out)
    assert dialog.count.text() == "The batch holds 5 items."
    _write(qtbot, dialog)
    assert out.exists()
    assert out.with_name("batch.csv.manifest.json").exists()
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    ratings = win.session.ratings
    want = choose(ratings.codes, ratings.k, "lowest-agreement", 5, 0).rows
    assert [r["id"] for r in rows] == [str(ratings.items[i]) for i in want]
    assert all(r["label"] == "" for r in rows)
    assert not set(ratings.annotators) & set(rows[0])  # blind: no annotator's labels
    said = f"5 items written to {out} (with its manifest batch.csv.manifest.json)"
    assert dialog.outcome.text().replace("\u200b", "") == said
    assert win.statusBar().currentMessage() == said


def test_a_seeded_audit_as_label_studio_json(qtbot, open_window, translators,  # type: ignore[no-untyped-def]
                                             sample_copy: Path, tmp_path: Path) -> None:
    win = open_window(sample_copy, translators)
    dialog = _dialog(qtbot, win)
    out = tmp_path / "audit"  # no ending: the format's is added
    _set(qtbot, dialog, "audit", 7, "label-studio", out, seed=42)
    _write(qtbot, dialog)
    tasks = json.loads((tmp_path / "audit.json").read_text(encoding="utf-8"))
    items = win.session.ratings.items
    rows = draw(len(items), 7, 42)
    assert [t["data"]["adjudicator_item"] for t in tasks] == [str(items[i]) for i in rows]
    manifest = json.loads((tmp_path / "audit.json.manifest.json").read_text(encoding="utf-8"))
    assert manifest["reannotation"]["seed"] == 42
    assert manifest["task_format"] == "label-studio"


def test_every_unresolved_item_and_a_foreign_file_is_never_replaced(  # type: ignore[no-untyped-def]
        qtbot, open_window, translators, sample_copy: Path, tmp_path: Path) -> None:
    win = open_window(sample_copy, translators)
    dialog = _dialog(qtbot, win)
    theirs = tmp_path / "theirs.csv"
    theirs.write_text("someone's,own\n1,2\n", encoding="utf-8")
    _set(qtbot, dialog, "unresolved", 0, "csv", theirs)
    assert dialog.how_many.text() == "all"
    _write(qtbot, dialog)
    assert dialog.outcome.text().startswith("Not written: ")
    assert "--force" not in dialog.outcome.text()
    assert theirs.read_text(encoding="utf-8") == "someone's,own\n1,2\n"
    assert dialog.written is None
    mine = tmp_path / "mine.csv"
    _set(qtbot, dialog, "unresolved", 0, "csv", mine)
    _write(qtbot, dialog)
    assert dialog.written is not None
    assert dialog.written[0] == mine
    state = win.session.state
    unresolved = np.flatnonzero(np.asarray(state.status_codes) == UNRESOLVED)
    assert dialog.written[1] == len(unresolved) > 0
    assert dialog.count.text() == f"The batch holds {len(unresolved)} items."
