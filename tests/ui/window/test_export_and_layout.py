"""Export from the window (background, atomic, with disagreements and manifest) and the
window layout kept in QSettings."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
from PySide6.QtCore import Qt

from adjudicator.ui.window.layout_memory import GEOMETRY_KEY
from adjudicator.ui.window.main_window import MainWindow


def test_export_writes_final_labels_and_rationale(qtbot, window: MainWindow,
                                                  tmp_path: Path) -> None:
    """A decision made in the window is in the exported file with its rationale."""
    item = window.current_item()
    window.work.decision.rationale.setPlainText("rule 3.2")
    qtbot.mouseClick(window.work.decision.buttons[1], Qt.MouseButton.LeftButton)
    out = tmp_path / "final.csv"
    window.exporter.export(window.session.project, out)
    qtbot.waitUntil(lambda: "Exported to" in window.statusBar().currentMessage(), timeout=10_000)
    frame = pd.read_csv(out, dtype=str, keep_default_na=False)
    row = frame.loc[frame.iloc[:, 0] == str(window.session.ids[item])].iloc[0]
    assert (row["final_label"], row["status"], row["rationale"]) == ("退款", "adjudicated",
                                                                     "rule 3.2")
    assert (tmp_path / "final.disagreements.csv").exists()
    assert window.menus.export.isEnabled()


def test_export_refusal_is_reported(qtbot, window: MainWindow, monkeypatch) -> None:
    """Writing over the originals is refused by the store, and the window says so."""
    warned: list[tuple[object, ...]] = []
    monkeypatch.setattr("adjudicator.ui.window.exporter.QMessageBox.warning",
                        lambda *a: warned.append(a))
    original = Path(window.session.project.data_path)
    before = original.read_bytes()
    window.exporter.export(window.session.project, original)
    qtbot.waitUntil(lambda: "Export failed" in window.statusBar().currentMessage(),
                    timeout=10_000)
    assert len(warned) == 1
    assert original.read_bytes() == before


def test_layout_is_saved_and_restored(qtbot, translators) -> None:
    """Closing saves the geometry; the next window comes back at the same size."""
    first = MainWindow(translators)
    qtbot.addWidget(first)
    first.resize(first.minimumSizeHint().width(), 540)  # the offscreen screen is 800 x 600
    first.show()
    size = (first.width(), first.height())
    first.close()
    from PySide6.QtCore import QSettings

    assert QSettings().value(GEOMETRY_KEY) is not None
    second = MainWindow(translators)
    qtbot.addWidget(second)
    second.restore_layout()
    assert second.height() == size[1]  # (the width may be clipped to the small screen)


def test_export_result_is_handled_in_the_gui_thread(qtbot, window: MainWindow,
                                                    tmp_path: Path) -> None:
    """The export's completion reaches the window in the GUI thread."""
    from PySide6.QtCore import QThread
    from PySide6.QtWidgets import QApplication

    seen: list[bool] = []
    window.exporter.finished.connect(
        lambda _m: seen.append(QThread.currentThread() is QApplication.instance().thread()))
    window.exporter.export(window.session.project, tmp_path / "out.csv")
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert seen == [True]


def _export_bytes(qtbot, window: MainWindow, out: Path) -> tuple[bytes, bytes]:  # type: ignore[no-untyped-def]
    window.exporter.export(window.session.project, out)
    qtbot.waitUntil(lambda: window.exporter.busy is None, timeout=10_000)
    return out.read_bytes(), out.with_name(f"{out.stem}.disagreements.csv").read_bytes()


def test_export_prepared_in_the_background_writes_the_same_files(
        qtbot, window: MainWindow, tmp_path: Path) -> None:
    """The export's columns made ahead on the pool (as after opening a big dataset): the
    files are byte for byte those of an export that made them itself, decisions included;
    a preparation cancelled before it starts makes nothing."""
    from PySide6.QtCore import QThreadPool

    from adjudicator.io.exporting.export import _Originals
    from adjudicator.ui.window.exporter import PrepareJob

    window.work.decision.rationale.setPlainText("rule 3.2")
    qtbot.mouseClick(window.work.decision.buttons[1], Qt.MouseButton.LeftButton)
    s = window.session
    _Originals._last = None
    cold = _export_bytes(qtbot, window, tmp_path / "cold.csv")
    _Originals._last = None
    job = PrepareJob(s.dataset, s.state)
    job.cancel()
    job.run()
    assert _Originals._last is None
    window.exporter.prepare(s.dataset, s.state)
    QThreadPool.globalInstance().waitForDone(10_000)
    assert _Originals._last is not None
    assert _Originals._last[0]() is s.dataset
    assert _export_bytes(qtbot, window, tmp_path / "warm.csv") == cold


def test_export_columns_stopped_midway_are_not_kept(window: MainWindow) -> None:
    """A preparation cancelled between two columns (another dataset shown) keeps nothing:
    the next export makes its columns itself."""
    from adjudicator.io.exporting.export import _Originals
    from adjudicator.ui.window.exporter import PrepareJob

    s = window.session
    _Originals._last = None
    job = PrepareJob(s.dataset, s.state)
    calls: list[int] = []

    def between() -> None:
        calls.append(1)
        if len(calls) == 2:
            job.cancel()
        job_between()

    job_between = job._between
    job._between = between  # type: ignore[method-assign]
    job.run()
    assert len(calls) == 2
    assert _Originals._last is None


def test_export_columns_wait_for_a_quiet_moment(window: MainWindow, monkeypatch) -> None:
    """The preparation starts only once no search was asked for ``quiet`` seconds: a search
    asked for meanwhile puts it off, and an export that needs the columns hastens it."""
    import time

    from adjudicator.io.exporting.export import _Originals
    from adjudicator.ui.items import search_worker
    from adjudicator.ui.window.exporter import PrepareJob

    s = window.session
    _Originals._last = None
    job = PrepareJob(s.dataset, s.state, quiet=0.15)
    asked = time.monotonic()
    search_worker.note_activity()
    job.run()
    assert time.monotonic() - asked >= 0.15  # waited for the quiet moment
    assert _Originals._last is not None
    assert _Originals._last[0]() is s.dataset
    _Originals._last = None
    hurried = PrepareJob(s.dataset, s.state, quiet=3600)
    monkeypatch.setattr(search_worker, "_RUNNING", [1])  # a search runs all along
    hurried.hasten()
    hurried.run()  # does not wait an hour
    assert _Originals._last is not None


def test_a_search_during_the_preparation_finds_the_right_rows(window: MainWindow) -> None:
    """A search run between two columns of the preparation (as on the pool) finds exactly
    the rows a search without it finds, and the preparation still completes."""
    from adjudicator.io.exporting.export import _Originals
    from adjudicator.ui.window.exporter import PrepareJob

    s = window.session
    needle = str(s.dataset.frame[s.dataset.text_column].iloc[0])[:3]
    expected = s.search(needle).copy()
    s._searches.clear()
    _Originals._last = None
    job = PrepareJob(s.dataset, s.state, quiet=0)
    found: list[object] = []
    job_between = job._between

    def between() -> None:
        if not found:
            found.append(s.search(needle))
        job_between()

    job._between = between  # type: ignore[method-assign]
    job.run()
    assert found
    assert (found[0] == expected).all()  # type: ignore[union-attr]
    assert _Originals._last is not None
