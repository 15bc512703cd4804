"""A big dataset is shown in short steps with the event loop between them (the window keeps
painting); a small one at once. Structure, not timing: which steps ran by when."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.session.session import Session
from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.common.workers import open_session
from adjudicator.ui.window.main_window import MainWindow
from adjudicator.ui.window.steps import Steps

ORDER = ["list", "panels", "pair statistics", "statistics panels", "versus final", "polish",
         "page", "warm 0", "warm 1", "warm 2", "warm 3", "paint",
         "background"]


def _window(qtbot, translators: Translators) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def _session(path: Path) -> Session:
    return open_session(path, None, "tester", lambda _f, _m: None)


def test_big_dataset_is_shown_one_step_per_turn(  # type: ignore[no-untyped-def]
        qtbot, translators: Translators, sample_copy: Path) -> None:
    """Counted as big: set_session returns after the first step; the statistics and the page
    come on later turns of the event loop, in order, and then the list and κ are shown."""
    win = _window(qtbot, translators)
    win.step_from = 0
    session = _session(sample_copy)
    win.set_session(session)
    assert win.opening_steps.ran == ["list"]
    assert win.opening
    assert win.stats is None
    assert win.pages.currentWidget() is not win.work
    qtbot.waitUntil(lambda: not win.opening)
    assert win.opening_steps.ran == ORDER
    assert win.pages.currentWidget() is win.work
    assert win.stats is not None
    assert win.model is not None
    assert win.model.rowCount() == len(session.ids)
    assert win.current_item() >= 0
    win.close()


def test_small_dataset_is_shown_at_once(  # type: ignore[no-untyped-def]
        qtbot, translators: Translators, sample_copy: Path) -> None:
    """Below the threshold every step runs inside set_session."""
    win = _window(qtbot, translators)
    win.set_session(_session(sample_copy))
    assert not win.opening
    assert win.opening_steps.ran == ORDER
    assert win.stats is not None
    win.close()


def test_a_new_run_drops_the_waiting_steps(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Opening another file while one is still being shown: the old steps never run."""
    steps, seen = Steps(), []
    steps.run([("a", lambda: seen.append("a")), ("b", lambda: seen.append("b"))])
    steps.run([("c", lambda: seen.append("c")), ("d", lambda: seen.append("d"))])
    qtbot.waitUntil(lambda: steps.pending == 0)
    assert seen == ["a", "c", "d"]


def test_a_big_list_makes_its_sort_keys_then_its_export_columns(  # type: ignore[no-untyped-def]
        qtbot, translators: Translators, sample_copy: Path, monkeypatch) -> None:
    """Counted as big, once shown: the text's sort keys are made in the background and,
    after them, the export's columns from the originals (for that very dataset)."""
    import adjudicator.ui.items.table_model as model_module
    import adjudicator.ui.window.export_actions as window_module
    from adjudicator.io.exporting.export import _Originals

    monkeypatch.setattr(model_module, "PRESORT_FROM", 0)
    monkeypatch.setattr(window_module, "PREPARE_EXPORT_FROM", 0)
    _Originals._last = None
    win = _window(qtbot, translators)
    win.step_from = 0
    session = _session(sample_copy)
    win.set_session(session)
    qtbot.waitUntil(lambda: not win.opening, timeout=10_000)
    qtbot.waitUntil(lambda: _Originals._last is not None, timeout=10_000)
    assert session.texts.ranks_ready
    assert _Originals._last[0]() is session.dataset


def test_the_loader_makes_a_big_texts_sort_keys_and_a_cancel_stops_it(
        sample_copy: Path, monkeypatch) -> None:
    """Counted as big, the loader makes the text's sort keys before the window gets the
    session; a cancel reported between two parts of that sort stops the open."""

    import adjudicator.session.item_index as index
    import adjudicator.session.session as session_module
    from adjudicator.ui.common.workers import CancelledError

    monkeypatch.setattr(session_module, "SORT_KEYS_FROM", 0)
    monkeypatch.setattr(index, "RANK_PARTS_FROM", 0)
    session = _session(sample_copy)
    assert session.texts.ranks_ready
    session.close()

    def progress(fraction: float, _message: str) -> bool:
        if fraction >= 0.97:
            raise CancelledError
        return True

    with pytest.raises(CancelledError):
        open_session(sample_copy, None, "tester", progress)


def test_the_loader_runs_the_collectors_full_pass_before_the_steps(
        sample_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening ends with one full pass of the cyclic collector on the loader's thread, once
    everything is built and before progress says ready (a full pass that fell into one of the
    window's opening steps held the UI thread for tens of milliseconds at 10^6 items)."""
    import gc

    import adjudicator.ui.common.workers as workers

    said: list[str] = []
    real = gc.collect
    monkeypatch.setattr(workers.gc, "collect",
                        lambda *a: said.append("collect") or real(*a))
    session = open_session(sample_copy, None, "tester", lambda f, _m: said.append(f"{f:.2f}"))
    assert isinstance(session, Session)
    assert said.count("collect") == 1
    assert said.index("collect") == len(said) - 2  # just before the last progress (ready)
    assert said[-1] == "1.00"
