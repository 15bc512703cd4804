"""Printing results with `agree` counts as seen: rules set afterwards are flagged, and the
report states when each rule was set against when results were first shown."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from cmdhelp import write_rows

from adjudicator.cli import main
from adjudicator.store.pinning import sha256_file
from adjudicator.store.project import default_log_path
from adjudicator.store.shown import first_shown, record_shown


def _events(data: Path) -> list[dict[str, object]]:
    """The log's event lines as JSON."""
    lines = default_log_path(data).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines[1:]]


def _rule_rows(html: str) -> list[str]:
    """The rows of the report's "Rules set in the decision log" table."""
    part = html.split("Rules set in the decision log", 1)[1].split("</table>", 1)[0]
    return re.findall(r"<tr>(.*?)</tr>", part, flags=re.S)[1:]


def test_agree_counts_as_seen_and_the_report_says_when(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """agree prints κ (kept in the user's settings), one decision, then rules: the rules are
    flagged, the log holds the viewing at agree's time, and the report states both times and
    the one decision before the rule."""
    assert main(["agree", str(data)]) == 0
    shown = first_shown(sha256_file(data))
    assert shown is not None
    assert shown.what == "agree"
    source = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"],
                                             ["T2", "yes", "checked"]])
    assert main(["decide", str(data), "--from", str(source)]) == 0
    assert main(["rules", str(data), "--set", "min_value=0.5"]) == 0
    events = _events(data)
    assert [e["type"] for e in events] == ["viewed", "decide", "rules"]
    assert events[0]["what"] == "agree"
    assert events[0]["time"] == shown.time
    assert events[2]["after_results_seen"] is True
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--no-record"]) == 3  # κ = 0 < 0.5
    (row,) = _rule_rows(out.read_text(encoding="utf-8"))
    assert "after results were seen" in row
    assert f"{shown.time[:10]} {shown.time[11:19]} UTC" in row
    assert re.search(r'data-key="rules_event:3:decisions_before"[^>]*data-value="1"', row)


def test_rules_before_any_viewing_are_reported_as_before(
        data: Path, tmp_path: Path) -> None:
    """Rules set before results were ever shown: "before", and no first-shown time."""
    assert main(["rules", str(data), "--set", "min_value=0.5"]) == 0
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--no-record"]) == 3  # κ = 0 < 0.5
    (row,) = _rule_rows(out.read_text(encoding="utf-8"))
    assert "before results were seen" in row
    assert "not recorded" in row


def test_the_earliest_showing_is_kept(tmp_path: Path) -> None:
    """A later showing does not move the first one; an earlier one does."""
    assert record_shown("k", "window", "2026-01-02T00:00:00.000000Z").what == "window"
    assert record_shown("k", "agree", "2026-01-03T00:00:00.000000Z").what == "window"
    assert record_shown("k", "report", "2026-01-01T00:00:00.000000Z").what == "report"
    shown = first_shown("k")
    assert shown is not None
    assert shown.time.startswith("2026-01-01")
    assert first_shown("other") is None
    kept = Path(os.environ["XDG_CONFIG_HOME"]) / "Adjudicator" / "results-shown.json"
    assert kept.is_file()  # the user's settings, redirected to a temp folder by conftest
