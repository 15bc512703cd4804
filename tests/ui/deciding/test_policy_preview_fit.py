"""The auto-accept dialog's "posterior ≥ p" preview never fits Dawid–Skene on the window's
thread: while the decision panel's background fit runs, the dialog says it is fitting (the
policy cannot be declared yet) and the window goes on; the preview follows when the fit is
there, and the declared policy is applied without a fit on the window's thread either."""

from __future__ import annotations

import csv
import threading
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialogButtonBox

from adjudicator.core.adjudication import posterior_rule
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.posterior_rule import posterior_labels
from adjudicator.ui.deciding import suggestion_fit
from adjudicator.ui.window.main_window import MainWindow

FITTING = "Preview: fitting Dawid–Skene on every item…"


def _crowd_file(folder: Path) -> Path:
    """70 items, four annotators of accuracies 0.95 to 0.5 on two labels (seeded)."""
    rng = np.random.default_rng(7)
    truth = rng.integers(0, 2, 70)
    right = rng.random((70, 4)) < np.array([0.95, 0.9, 0.6, 0.5])
    codes = np.where(right, truth[:, None], 1 - truth[:, None])
    path = folder / "policy_crowd.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "text", "ann", "bea", "cy", "dov"])
        for i, row in enumerate(codes):
            writer.writerow([f"q{i}", f"question {i}", *(["spam", "ham"][c] for c in row)])
    return path


def test_the_posterior_preview_waits_for_the_background_fit(
        qtbot, translators, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(translators)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.work.decision.fit.inline_cells = 0  # as for a crowd: never fitted on this thread
    posterior_rule._FITTED.clear()
    gate, threads = threading.Event(), []
    real_fit, real_model = suggestion_fit.fit_suggestions, posterior_rule.dawid_skene

    def held(ratings: object) -> None:  # the fit waits until the test has looked around
        assert gate.wait(60)
        real_fit(ratings)  # type: ignore[arg-type]

    def watched(*args: Any, **kwargs: Any) -> Any:  # where each fit of the model runs
        threads.append(threading.current_thread() is threading.main_thread())
        return real_model(*args, **kwargs)

    monkeypatch.setattr(suggestion_fit, "fit_suggestions", held)
    monkeypatch.setattr(posterior_rule, "dawid_skene", watched)
    seen: dict[str, Any] = {}

    def run(dialog) -> bool:  # type: ignore[no-untyped-def]
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dialog.posterior.setChecked(True)
        dialog.p.setValue(0.9)
        seen["waiting"] = (dialog.fitting, dialog.preview.text(), ok.isEnabled())
        fired: list[int] = []  # the window's thread runs its events meanwhile
        QTimer.singleShot(0, lambda: fired.append(1))
        qtbot.waitUntil(lambda: bool(fired), timeout=60_000)
        with qtbot.waitSignal(dialog.fit.fitted, timeout=60_000):
            gate.set()
        seen["after"] = (dialog.fitting, dialog.preview.text(), ok.isEnabled())
        return True

    try:
        window.open_path(_crowd_file(tmp_path), None, "tester")
        qtbot.waitUntil(lambda: window.model is not None and not window.opening,
                        timeout=20_000)
        monkeypatch.setattr(window.acceptances, "run_dialog", run)
        window.acceptances.policy.trigger()
    finally:
        gate.set()
    assert seen["waiting"] == (True, FITTING, False)
    fitting, text, ok = seen["after"]
    assert not fitting
    assert ok
    codes = window.session.ratings.codes
    _, top = posterior_labels(codes)
    expected = int(((codes.min(axis=1) != codes.max(axis=1)) & (top >= 0.9)).sum())
    assert f"{expected} accepted by the policy" in text
    assert window.session.state.policy == AcceptPolicy("posterior", p=0.9)
    assert threads
    assert not any(threads)  # every fit ran off the window's thread


def test_a_failed_fit_says_the_posterior_rule_cannot_be_previewed(
        qtbot, translators, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(translators)
    qtbot.addWidget(window)
    window.show()
    window.work.decision.fit.inline_cells = 0
    posterior_rule._FITTED.clear()

    def broken(ratings: object) -> None:
        raise MemoryError("no room for the model")

    monkeypatch.setattr(suggestion_fit, "fit_suggestions", broken)
    seen: list[tuple[str, bool]] = []

    def run(dialog) -> bool:  # type: ignore[no-untyped-def]
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if not dialog.fit.failed(window.session.ratings):
            with qtbot.waitSignal(dialog.fit.fitted, timeout=60_000):
                dialog.posterior.setChecked(True)
        dialog.posterior.setChecked(True)
        seen.append((dialog.preview.text(), ok.isEnabled()))
        return False

    window.open_path(_crowd_file(tmp_path), None, "tester")
    qtbot.waitUntil(lambda: window.model is not None and not window.opening, timeout=20_000)
    monkeypatch.setattr(window.acceptances, "run_dialog", run)
    window.acceptances.policy.trigger()
    text, ok = seen[0]
    assert text.startswith("The Dawid–Skene model could not be fitted")
    assert not ok
    assert window.session.state.policy == AcceptPolicy()
