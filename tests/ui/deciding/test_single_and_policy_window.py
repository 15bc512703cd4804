"""Single annotator items and the auto-accept policy in the real window: accepting the shown
item's one label or every listed one (one logged event each, undone by Undo), and declaring a
k-of-n policy through its dialog after the preview."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.core.adjudication.counts import ACCEPTED, POLICY, SINGLE
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.store.project import default_log_path
from adjudicator.ui.window.main_window import MainWindow


def _logged(window: MainWindow) -> list[dict[str, object]]:
    """The events the lead made (the window's viewing of the results left out)."""
    path = default_log_path(window.session.project.data_path)
    lines = path.read_text(encoding="utf-8").splitlines()[1:]
    return [e for e in map(json.loads, lines) if e["type"] != "viewed"]


def _row_of(window: MainWindow, item: str) -> int:
    return window.session.item_row(item)


def test_single_items_show_their_own_status(long_window: MainWindow) -> None:
    """The list's status column says "single annotator" and the final label is empty."""
    w = long_window
    model = w.model
    row = model.row_of(_row_of(w, "3"))
    assert model.index(row, model.COL_STATUS).data() == "single annotator"
    assert model.index(row, model.COL_FINAL).data() == "—"


def test_accepting_the_shown_single_item_is_one_logged_event(long_window: MainWindow) -> None:
    """Edit ▸ Accept the single annotator's label writes an accept event for the shown item
    with its label and annotator; Undo writes a revert and the item waits again."""
    w = long_window
    item = _row_of(w, "3")
    w.select_row(w.model.row_of(item))
    w.acceptances.accept_one.trigger()
    assert w.session.status(item) == ACCEPTED
    assert w.session.state.final_label("3") == "neg"
    last = _logged(w)[-1]
    assert last["type"] == "accept"
    assert last["accepted"] == [{"item": "3", "label": "neg", "annotator": "a"}]
    w.menus.undo.trigger()
    assert w.session.status(item) == SINGLE
    assert _logged(w)[-1]["type"] == "revert"


def test_accepting_a_disputed_item_is_refused(long_window: MainWindow) -> None:
    """The accept action on an item with several labels writes nothing and says why."""
    w = long_window
    w.select_row(w.model.row_of(_row_of(w, "2")))
    before = w.session.state.last_seq
    w.acceptances.accept_one.trigger()
    assert w.session.state.last_seq == before
    assert "not a single annotator item" in w.statusBar().currentMessage()


def test_accepting_every_listed_single_item_at_once(long_window: MainWindow,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Accept all listed single labels: confirmed with the count, one event for all three."""
    w = long_window
    asked: list[int] = []
    monkeypatch.setattr(w.acceptances, "confirm_accept", lambda n: asked.append(n) or True)
    w.acceptances.accept_listed.trigger()
    assert asked == [3]
    assert [w.session.state.status(i) for i in ("3", "5", "6")] == [
        "single annotator accepted"] * 3
    events = [e for e in _logged(w) if e["type"] == "accept"]
    assert len(events) == 1
    assert [e["item"] for e in events[0]["accepted"]] == ["3", "5", "6"]


def test_policy_dialog_previews_and_declares_a_k_of_n_policy(
        long_window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dialog previews 2 of 3 (one item accepted by the policy, κ vs final per
    annotator); declaring it writes one policy event; Undo reverts it."""
    w = long_window
    seen: list[str] = []

    def run(dialog):  # type: ignore[no-untyped-def]
        dialog.majority.setChecked(True)
        dialog.n.setValue(3)
        dialog.k.setValue(2)
        seen.append(dialog.preview.text())
        dialog.grab().save(str(Path(w.session.project.data_path).with_name("policy.png")))
        return True

    monkeypatch.setattr(w.acceptances, "run_dialog", run)
    w.acceptances.policy.trigger()
    assert "1 accepted by the policy" in seen[0]
    assert "κ of a vs final" in seen[0]
    item = _row_of(w, "4")
    assert w.session.status(item) == POLICY
    row = w.model.row_of(item)
    assert w.model.index(row, w.model.COL_STATUS).data() == "accepted by 2/3 policy"
    assert _logged(w)[-1] == _logged(w)[-1] | {"type": "policy", "rule": "majority", "k": 2,
                                                "n": 3}
    assert w.session.state.policy == AcceptPolicy("majority", 2, 3)
    w.menus.undo.trigger()
    assert w.session.state.policy == AcceptPolicy()
    assert w.session.state.status("4") == "unresolved"
