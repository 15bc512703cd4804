"""pytest-qt's model tester on every Qt model of the window, as the window holds it on the
bundled sample (320 items, three labels): after a decision, a filter, blind mode and a chosen
cell, not only on a hand-made table. A model class without such a test fails the last test."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.agreement.confusion_model import ChosenRole
from adjudicator.ui.window.main_window import MainWindow

UI = Path(__file__).resolve().parents[2] / "adjudicator" / "ui"
TESTS = Path(__file__).resolve().parent
QT_MODELS = {"QAbstractItemModel", "QAbstractTableModel", "QAbstractListModel",
             "QAbstractProxyModel", "QSortFilterProxyModel", "QIdentityProxyModel",
             "QStandardItemModel", "QStringListModel"}


def test_the_item_list_model(qtmodeltester, qtbot, window: MainWindow) -> None:
    """The list's model on the sample, after a decision by key, with the disputed filter on
    and in blind mode (the label columns shuffled per item)."""
    assert window.model is not None
    qtmodeltester.check(window.model)
    window.work.table.setFocus()
    with qtbot.waitSignal(window.model.dataChanged):
        qtbot.keyClick(window.work.table, Qt.Key.Key_2)
    qtbot.mouseClick(window.work.filters.disputed, Qt.MouseButton.LeftButton)
    window.menus.blind.trigger()
    assert 0 < window.model.rowCount() < len(window.session.ids)
    qtmodeltester.check(window.model)


def test_the_confusion_model(qtmodeltester, qtbot, window: MainWindow) -> None:
    """The matrix's model on the sample's pair, with totals, then with a chosen cell."""
    view = window.work.confusion
    qtmodeltester.check(view.model)
    assert view.model.rowCount() >= 3
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.table.visualRect(view.model.index(0, 1)).center())
    assert view.model.index(0, 1).data(ChosenRole)
    qtmodeltester.check(view.model)


def _model_classes() -> dict[str, Path]:
    """Every class in ui/ that derives from one of Qt's item models."""
    found: dict[str, Path] = {}
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(
                    isinstance(b, ast.Name) and b.id in QT_MODELS for b in node.bases):
                found[node.name] = path
    return found


def test_every_model_class_meets_the_model_tester() -> None:
    """Each model class of ui/ is named in a ui test file that calls qtmodeltester.check."""
    texts = [p.read_text(encoding="utf-8") for p in TESTS.rglob("test_*.py")
             if p.resolve() != Path(__file__).resolve()]
    checked = " ".join(text for text in texts if "qtmodeltester.check(" in text)
    models = _model_classes()
    assert len(models) >= 3  # the list, the matrix, the pairs' κ
    untested = sorted(name for name in models if name not in checked)
    assert untested == []
