"""Opening a folder of one labels file per annotator in the window: through the import dialog,
File ▸ Open folder… and drag and drop; the title names the folder and decisions go to the log
beside it."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog
from sklearn.metrics import cohen_kappa_score

from adjudicator.ui.importing.dialog import ImportDialog
from adjudicator.ui.window.main_window import MainWindow

LABELS = ("pos", "neg", "neu")


@pytest.fixture
def team(tmp_path: Path) -> tuple[Path, list[str], list[str]]:
    """A folder ``round1`` with ann.csv and bob.csv (id, label, text) and their labels."""
    rng = np.random.default_rng(11)
    ann = [LABELS[k] for k in rng.integers(0, 3, 30)]
    bob = [a if rng.random() < 0.6 else LABELS[k] for a, k in zip(ann, rng.integers(0, 3, 30),
                                                                  strict=True)]
    folder = tmp_path / "round1"
    folder.mkdir()
    for name, labels in (("ann", ann), ("bob", bob)):
        rows = [f"c{i:02d},{lab},comment {i}" for i, lab in enumerate(labels)]
        (folder / f"{name}.csv").write_text("id,label,text\n" + "\n".join(rows) + "\n",
                                            encoding="utf-8")
    return folder, ann, bob


def _window(qtbot, translators) -> MainWindow:
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def _dialog_on(qtbot, win: MainWindow, folder: Path) -> ImportDialog:
    """File ▸ Open with import options…, the folder typed in, the preview read."""
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.path_edit, str(folder))
    qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)
    return dialog


def _log_events(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:]]


def test_a_folder_opens_from_the_dialog_and_decisions_go_beside_it(
        qtbot, translators, team) -> None:
    """Open in the dialog: title names the folder, κ is sklearn's, a key press is logged in
    round1.adjudication.jsonl beside the folder."""
    folder, ann, bob = team
    win = _window(qtbot, translators)
    dialog = _dialog_on(qtbot, win, folder)
    assert dialog.preview.report.annotators == ["ann", "bob"]
    assert "round1.adjudication.jsonl" in dialog.status.text()
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert win.windowTitle().startswith("round1 — ")
    assert win.session.ratings.annotators == ("ann", "bob")
    assert win.stats.kappa.value == pytest.approx(cohen_kappa_score(ann, bob), abs=1e-12)
    log = folder.parent / "round1.adjudication.jsonl"
    assert win.session.project.log_path == log
    win.activateWindow()  # the digit keys are window shortcuts: the window must be active
    qtbot.waitUntil(win.isActiveWindow, timeout=5_000)
    item = win.current_item()
    win.work.table.setFocus()
    with qtbot.waitSignal(win.model.dataChanged):
        qtbot.keyClick(win.work.table, Qt.Key.Key_1)
    last = _log_events(log)[-1]
    assert (last["type"], last["item"]) == ("decide", str(win.session.ids[item]))
    assert last["label"] == win.session.ratings.labels[0]
    assert sorted(f.name for f in folder.iterdir()) == ["ann.csv", "bob.csv"]


def test_every_file_of_the_opened_folder_is_pinned(qtbot, translators, team) -> None:
    """The header opened from the window names the folder and pins both annotator files."""
    folder, _, _ = team
    win = _window(qtbot, translators)
    dialog = _dialog_on(qtbot, win, folder)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    win.session.project.start_log()
    header = json.loads((folder.parent / "round1.adjudication.jsonl").read_text(
        encoding="utf-8").splitlines()[0])
    assert header["folder"] == "round1"
    assert [o["path"] for o in header["originals"]] == ["round1/ann.csv", "round1/bob.csv"]


def test_the_dialog_says_when_the_folder_already_has_a_log(qtbot, translators, team) -> None:
    """A folder opened before: the dialog names its log and says it decides how it is read."""
    folder, _, _ = team
    from adjudicator.store.project import Project

    Project.open(folder).start_log().close()
    win = _window(qtbot, translators)
    dialog = _dialog_on(qtbot, win, folder)
    assert "already has a decision log (round1.adjudication.jsonl" in dialog.status.text()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_file_menu_opens_a_chosen_folder(qtbot, translators, team, monkeypatch) -> None:
    """File ▸ Open folder… asks for a directory and opens it with its log beside it."""
    folder, ann, bob = team
    asked: list[str] = []

    def choose(_parent, caption, _start):
        asked.append(caption)
        return str(folder)

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(choose))
    win = _window(qtbot, translators)
    assert win.menus.open_folder in win.menus.file.actions()
    win.menus.open_folder.trigger()
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert asked == ["Open a folder of labels files"]
    assert win.session.name == "round1"
    assert win.session.project.log_path == folder.parent / "round1.adjudication.jsonl"
    assert win.stats.kappa.value == pytest.approx(cohen_kappa_score(ann, bob), abs=1e-12)


def test_a_cancelled_folder_choice_opens_nothing(qtbot, translators, monkeypatch) -> None:
    """Closing the folder chooser leaves the welcome page and starts no load."""
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *_args: ""))
    win = _window(qtbot, translators)
    win.menus.open_folder.trigger()
    assert win.opener.job is None
    assert win.session is None


@pytest.mark.filterwarnings("ignore:Function.*QDragEnterEvent:DeprecationWarning")
def test_a_dropped_folder_is_opened(qtbot, translators, team) -> None:
    """Dragging a folder onto the window is accepted and opens it."""
    folder, _, _ = team
    win = _window(qtbot, translators)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(folder))])
    enter = QDragEnterEvent(win.rect().center(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(win, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(win.rect().center()), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(win, drop)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert win.session.ratings.annotators == ("ann", "bob")
    assert win.windowTitle().startswith("round1 — ")


def test_the_open_folder_action_is_translated(qtbot, translators) -> None:
    """In Simplified and Traditional Chinese the new menu entry is translated."""
    win = _window(qtbot, translators)
    english = win.menus.open_folder.text()
    for language in ("zh_CN", "zh_TW"):
        win.menus.language.actions_by_code[language].trigger()
        assert win.menus.open_folder.text() != english
        assert "(&F)" in win.menus.open_folder.text()


def test_session_name_is_the_folder_even_when_given_as_dot(team, monkeypatch) -> None:
    """A folder opened as "." (from inside it) is still named by the folder, not a member."""
    from adjudicator.session.session import Session
    from adjudicator.store.project import Project

    folder, _, _ = team
    monkeypatch.chdir(folder)
    with Project.open(Path(".")) as project:
        assert Session(project.dataset, project).name == "round1"
        assert project.dataset.sources[0].name == "ann.csv"
