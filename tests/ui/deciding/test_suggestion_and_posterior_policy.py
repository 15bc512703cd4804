"""The Dawid–Skene suggestion on the decision panel and the "posterior ≥ p" auto-accept policy
in the real window: the panel names the label and its posterior (and nothing with two
annotators); the policy dialog previews the posterior rule and declares it as one event."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest

from adjudicator.core.adjudication.counts import POLICY
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.posterior_rule import posterior_labels
from adjudicator.store.project import default_log_path
from adjudicator.ui.window.main_window import MainWindow

#: where the panels' screenshots go to be looked at (the build folder is ignored by git)
SHOTS = Path(__file__).resolve().parents[3] / "build" / "screenshots"


def _crowd_file(folder: Path) -> Path:
    """60 items, five annotators of accuracies 0.95 to 0.5 on two labels (seeded)."""
    rng = np.random.default_rng(3)
    truth = rng.integers(0, 2, 60)
    right = rng.random((60, 5)) < np.array([0.95, 0.9, 0.6, 0.55, 0.5])
    codes = np.where(right, truth[:, None], 1 - truth[:, None])
    path = folder / "crowd.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "text", "ann", "bea", "cy", "dov", "eli"])
        for i, row in enumerate(codes):
            writer.writerow([f"q{i}", f"question {i}", *(["spam", "ham"][c] for c in row)])
    return path


@pytest.fixture
def crowd_window(open_window, translators, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    return open_window(_crowd_file(tmp_path), translators)  # type: ignore[no-any-return]


def _disputed(window: MainWindow) -> int:
    """The first item the annotators split on whose top posterior is below 0.999."""
    codes = window.session.ratings.codes
    _, top = posterior_labels(codes)
    split = (codes.min(axis=1) != codes.max(axis=1)) & (top < 0.999)
    return int(np.flatnonzero(split)[0])


def test_panel_shows_the_suggestion_and_its_posterior(crowd_window: MainWindow,
                                                      translators) -> None:  # type: ignore[no-untyped-def]
    w = crowd_window
    item = _disputed(w)
    panel = w.work.decision
    panel.show_item(item)
    label, top = posterior_labels(w.session.ratings.codes)
    text = panel.suggested.text()
    assert panel.suggested.isVisible()
    assert text.startswith("Suggested (Dawid–Skene): "
                           f"{w.session.ratings.labels[label[item]]}, posterior {top[item]:.2f}")
    assert "(next: " in text
    SHOTS.mkdir(parents=True, exist_ok=True)
    panel.grab().save(str(SHOTS / "suggestion_en.png"))
    translators.apply("zh_CN")
    panel.show_item(item)
    assert panel.suggested.text().startswith("建议（Dawid–Skene）：")
    panel.grab().save(str(SHOTS / "suggestion_zh_CN.png"))


def test_no_suggestion_with_two_annotators(window: MainWindow) -> None:
    """The bundled sample has two annotators: the model cannot tell who errs, so the panel
    suggests nothing (and says nothing)."""
    codes = window.session.ratings.codes
    split = int(np.flatnonzero(codes[:, 0] != codes[:, 1])[0])
    window.work.decision.show_item(split)
    assert not window.work.decision.suggested.isVisible()
    assert window.work.decision.suggested.text() == ""


def test_policy_dialog_declares_a_posterior_policy(
        crowd_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """Posterior ≥ 0.9 previews the items it accepts; declared, it is one policy event with p,
    the accepted items say so in the list, and Undo reverts it."""
    w = crowd_window
    seen: list[str] = []

    def run(dialog):  # type: ignore[no-untyped-def]
        dialog.posterior.setChecked(True)
        dialog.p.setValue(0.9)
        seen.append(dialog.preview.text())
        SHOTS.mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(SHOTS / "policy_posterior_en.png"))
        return True

    monkeypatch.setattr(w.acceptances, "run_dialog", run)
    w.acceptances.policy.trigger()
    label, top = posterior_labels(w.session.ratings.codes)
    codes = w.session.ratings.codes
    expected = int(((codes.min(axis=1) != codes.max(axis=1)) & (top >= 0.9)).sum())
    assert f"{expected} accepted by the policy" in seen[0]
    assert w.session.state.policy == AcceptPolicy("posterior", p=0.9)
    lines = default_log_path(w.session.project.data_path).read_text("utf-8").splitlines()
    event = [e for e in map(json.loads, lines[1:]) if e["type"] == "policy"][-1]
    assert event["rule"] == "posterior"
    assert event["p"] == 0.9
    accepted = int(np.flatnonzero(w.session.state.status_codes == POLICY)[0])
    assert w.session.final_code(accepted) == label[accepted]
    row = w.model.row_of(accepted)
    assert w.model.index(row, w.model.COL_STATUS).data() == "accepted by posterior≥0.9 policy"
    w.menus.undo.trigger()
    assert w.session.state.policy == AcceptPolicy()
