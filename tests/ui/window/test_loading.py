"""Opening files in the background: failure message, cancel, and changed originals."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Slot

from adjudicator.session.filters import ItemFilter
from adjudicator.ui.common.workers import LoadJob
from adjudicator.ui.window.main_window import MainWindow


class _JobEnd(QObject):
    """How a load job ended, recorded in the GUI thread after the window's own slots ran."""

    def __init__(self, job: LoadJob) -> None:
        super().__init__()
        self.how = ""
        job.signals.loaded.connect(self.loaded)
        job.signals.cancelled.connect(self.cancelled)
        job.signals.failed.connect(self.failed)

    @Slot(object)
    def loaded(self, _session: object) -> None:
        self.how = "loaded"

    @Slot()
    def cancelled(self) -> None:
        self.how = "cancelled"

    @Slot(str)
    def failed(self, message: str) -> None:
        self.how = "failed: " + message


def _fresh(qtbot, translators) -> MainWindow:
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.show()
    return win


def test_unreadable_file_returns_to_welcome_with_the_error(qtbot, translators,
                                                            tmp_path: Path) -> None:
    """A file that is not labels shows one line on the welcome page, no traceback dialog."""
    bad = tmp_path / "empty.csv"
    bad.write_text("", encoding="utf-8")
    win = _fresh(qtbot, translators)
    win.open_path(bad)
    qtbot.waitUntil(lambda: win.loading.message.text().startswith("Could not open"),
                    timeout=10_000)
    assert win.session is None
    assert not win.loading.open_button.isHidden()


def test_cancel_stops_the_job_at_its_next_report(qtbot, sample_copy: Path) -> None:
    """A cancelled job emits cancelled instead of loaded."""
    job = LoadJob(sample_copy)
    job.cancel()
    with qtbot.waitSignal(job.signals.cancelled, timeout=5_000), \
            qtbot.assertNotEmitted(job.signals.loaded):
        job.run()


def test_progress_is_reported_while_loading(qtbot, sample_copy: Path) -> None:
    """The job reports progress fractions and ends with the loaded session."""
    job = LoadJob(sample_copy)
    seen: list[float] = []
    job.signals.progress.connect(lambda f, _m: seen.append(f))
    with qtbot.waitSignal(job.signals.loaded, timeout=10_000) as done:
        job.run()
    assert seen[0] == 0.0
    assert seen[-1] == 1.0
    done.args[0].close()


def test_changed_originals_offer_read_only(qtbot, translators, sample_copy: Path) -> None:
    """If the data changed since the log began, the user is asked; read-only opens it."""
    first = _fresh(qtbot, translators)
    first.open_path(sample_copy)
    qtbot.waitUntil(lambda: first.session is not None, timeout=10_000)
    first.session.project.start_log()
    first.close()
    with sample_copy.open("a", encoding="utf-8") as f:
        f.write("CS9999,新增的一行,app,投诉,投诉\n")
    win = _fresh(qtbot, translators)
    asked: list[str] = []
    win.opener.ask_open_read_only = lambda message: asked.append(message) or True  # type: ignore
    win.open_path(sample_copy)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert "changed" in asked[0]
    assert not win.session.durable
    assert "Read-only" in win.statusBar().currentMessage()


def test_import_problems_open_the_report(qtbot, translators, tmp_path: Path) -> None:
    """A file with a duplicate id opens, and the import report shows the problem at once."""
    path = tmp_path / "dup.csv"
    path.write_text("id,text,a,b\n1,x,p,q\n1,y,p,p\n2,z,q,q\n", encoding="utf-8")
    win = _fresh(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert win.report_dialog is not None
    assert win.report_dialog.isVisible()
    assert "duplicate id" in win.report_dialog.summary.text()
    assert "dup.csv" in win.report_dialog.text.toPlainText()


def test_clean_import_opens_no_report(window) -> None:
    """The sample has no problems: no dialog pops up, but the menu can show the report."""
    assert window.report_dialog is None
    window.menus.report.trigger()
    assert "No problems" in window.report_dialog.summary.text()


def test_a_replaced_load_is_dropped_and_its_log_released(qtbot, translators,
                                                         sample_copy: Path, tmp_path: Path) -> None:
    """Opening B while A still loads shows B; A's session is closed (its lock freed)."""
    other = tmp_path / "other" / "three.csv"
    other.parent.mkdir()
    other.write_text("id,text,a,b\n1,x,p,q\n2,y,p,p\n3,z,q,q\n", encoding="utf-8")
    win = _fresh(qtbot, translators)
    first = _JobEnd(win.open_path(sample_copy))
    win.open_path(other)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    qtbot.waitUntil(lambda: first.how != "", timeout=10_000)  # the replaced job ended too
    assert first.how in ("loaded", "cancelled")
    assert win.session.name == "three.csv"
    again = _fresh(qtbot, translators)
    again.open_path(sample_copy)
    qtbot.waitUntil(lambda: again.session is not None, timeout=10_000)
    assert again.session.durable  # nobody holds the sample's log any more


def test_loader_signals_reach_widgets_in_the_gui_thread(qtbot, translators,
                                                        sample_copy: Path) -> None:
    """Progress and the loaded session are handled in the GUI thread, never the worker's."""
    from PySide6.QtCore import QThread
    from PySide6.QtWidgets import QApplication

    win = _fresh(qtbot, translators)
    threads: list[bool] = []
    real = win.loading.set_progress

    def spy(fraction: float, message: str) -> None:
        threads.append(QThread.currentThread() is QApplication.instance().thread())
        real(fraction, message)

    win.loading.set_progress = spy  # type: ignore[method-assign]
    win.opener.loaded.connect(
        lambda _s: threads.append(QThread.currentThread() is QApplication.instance().thread()))
    win.open_path(sample_copy)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert threads
    assert all(threads)


def test_cancel_after_the_log_opened_releases_it(sample_copy: Path) -> None:
    """A cancel that arrives once the log is open closes it, so the next open can write."""
    from adjudicator.ui.common.workers import CancelledError, open_session

    calls: list[float] = []

    def cancel_at_the_end(fraction: float, _message: str) -> None:
        calls.append(fraction)
        if fraction >= 1.0:
            raise CancelledError

    with pytest.raises(CancelledError):
        open_session(sample_copy, None, "tester", cancel_at_the_end)
    assert calls[0] == 0.0
    assert calls[-1] == 1.0
    session = open_session(sample_copy, None, "tester", lambda f, m: None)
    assert session.durable
    session.close()


def test_opening_a_second_file_replaces_the_first(qtbot, window, tmp_path: Path) -> None:
    """A new file replaces the list, matrix and statistics, and frees the first log."""
    other = tmp_path / "second" / "three.csv"
    other.parent.mkdir()
    other.write_text("id,text,a,b\n1,x,p,q\n2,y,p,p\n3,z,q,q\n", encoding="utf-8")
    first = window.session
    window.work.filters.set_cell(0, 1, symmetric=False)
    window.work.filters.disputed.setChecked(True)
    window.open_path(other)
    qtbot.waitUntil(lambda: window.session is not first, timeout=10_000)
    assert window.model.rowCount() == 3
    assert window.work.confusion.model.table.sum() == 3
    assert window.stats.n == 3
    assert window.work.filters.filter == ItemFilter()
    assert not window.work.filters.disputed.isChecked()


def test_reader_progress_reaches_the_job_and_a_cancel_mid_read_stops_it(
        sample_copy: Path) -> None:
    """The reader's own progress is forwarded in order; a cancel during the read leaves no log."""
    from adjudicator.ui.common.workers import CancelledError, open_session

    seen: list[float] = []

    def cancel_mid_read(fraction: float, _message: str) -> None:
        seen.append(fraction)
        if 0.0 < fraction < 1.0:
            raise CancelledError

    with pytest.raises(CancelledError):
        open_session(sample_copy, None, "tester", cancel_mid_read)
    assert seen[0] == 0.0
    assert 0.0 < seen[-1] < 1.0
    assert not sample_copy.with_name(sample_copy.stem + ".adjudication.jsonl").exists()
    session = open_session(sample_copy, None, "tester", lambda f, m: None)
    assert session.durable
    session.close()
