"""File ▸ Export with soft labels…: the window asks whether to add a model's posterior, then
exports as usual with the label shares (and that posterior) beside the final label."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from adjudicator.ui.window.main_window import MainWindow


def _soft_export(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                 out: Path, choice: int | None) -> list[str]:
    """Trigger the entry; the question answers its ``choice``-th item (None: cancel) and the
    save dialog answers ``out``. Returns the items the question offered."""
    offered: list[str] = []

    def ask(_parent, _title, _label, items, *_a, **_k):  # type: ignore[no-untyped-def]
        offered.extend(items)
        return (items[choice], True) if choice is not None else ("", False)

    monkeypatch.setattr("adjudicator.ui.window.export_actions.QInputDialog.getItem", ask)
    monkeypatch.setattr("adjudicator.ui.window.export_actions.QFileDialog.getSaveFileName",
                        lambda *_a, **_k: (str(out), ""))
    monkeypatch.setattr(window.export_actions, "confirm_without_final", lambda *_counts: True)
    assert window.menus.soft_export.isEnabled()
    window.menus.soft_export.trigger()
    return offered


def test_majority_posterior_and_shares_are_exported(
        qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "soft.csv"
    offered = _soft_export(qtbot, window, monkeypatch, out, 1)
    assert offered[1] == "Also the posterior of majority vote"
    qtbot.waitUntil(lambda: out.exists() and window.exporter.busy is None, timeout=20_000)
    with open(out, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    labels = window.session.state.ratings.labels
    assert len(rows) == len(window.session.ids)
    for row in rows:
        if int(row["n_judgments"]):
            assert sum(float(row[f"soft:{lab}"]) for lab in labels) == pytest.approx(1.0)
            assert sum(float(row[f"posterior:{lab}"]) for lab in labels) == pytest.approx(1.0)
    manifest = json.loads(out.with_name("soft.csv.manifest.json").read_text(encoding="utf-8"))
    assert manifest["soft_labels"]["method"] == "majority"


def test_cancelled_question_exports_nothing(
        qtbot, window: MainWindow, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "none.csv"
    _soft_export(qtbot, window, monkeypatch, out, None)
    assert window.exporter.job is None
    assert not out.exists()


def test_a_model_needing_three_annotators_is_refused_in_chinese(
        qtbot, window: MainWindow, translators, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The sample has two annotators: Dawid–Skene is refused with the reason, in the
    window's language, and nothing is written."""
    translators.apply("zh_CN")
    shown: list[str] = []
    monkeypatch.setattr("adjudicator.ui.window.exporter.QMessageBox.warning",
                        lambda _parent, _title, text: shown.append(text))
    out = tmp_path / "ds.csv"
    offered = _soft_export(qtbot, window, monkeypatch, out, 2)
    assert "Dawid–Skene" in offered[2]
    assert "后验" in offered[2]
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert re.search("[\u4e00-\u9fff]", shown[0])  # the reason, in Chinese
    assert "--method" not in shown[0]  # the window's advice: another choice, not an option
    assert "多数投票" in shown[0]
    assert not out.exists()
