"""A decision key does not wait for the log's tip: the event is written and fsync'd before the
panel says it is saved, and the tip (two more fsyncs) follows from the event loop."""

from __future__ import annotations

from adjudicator.store.logread import read_log
from adjudicator.store.tip import Tip, read_tip
from adjudicator.ui.window.main_window import MainWindow


def test_the_tip_follows_the_saved_mark(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Right after the key the log holds the decision and the panel says saved, while the tip
    still records the log's previous end; the event loop then moves the tip to the end."""
    s = window.session
    assert s is not None
    assert s.project is not None
    window.work.decision.choose(1)  # the first decision creates the log and its tip
    qtbot.waitUntil(lambda: not window.decider.tip.timer.isActive())
    log = s.project.log_path
    first = read_tip(log)
    assert isinstance(first, Tip)
    window.work.decision.choose(2)
    assert window.work.decision.saved.text().startswith("✓ Saved")
    assert read_log(log).last_seq == s.state.last_seq == first.seq + 1
    assert read_tip(log) == first
    qtbot.waitUntil(lambda: getattr(read_tip(log), "seq", 0) == s.state.last_seq)
    tip = read_tip(log)
    assert isinstance(tip, Tip)
    contents = read_log(log, at=tip.seq)
    assert (contents.at_link, contents.at_end) == (tip.link, tip.size)
