"""The report's fields as a log event: kept across reopening, the latest in force counts, an
undo brings the earlier ones back, and the log command tells the event."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.store.project import Project


def test_fields_survive_reopening_and_revert(data: Path) -> None:
    """Reopened, the log gives the latest fields; reverting them gives the earlier ones."""
    with Project.open(data, author="lead") as p:
        p.set_report_fields({"project": "客服", "batch": "B1"})
        later = p.set_report_fields({"project": "客服", "batch": "B2", "signed_by": "李娜"})
    with Project.open(data) as p:
        assert p.state.report_fields == {"project": "客服", "batch": "B2", "signed_by": "李娜"}
        p.revert(later.seq)
        assert p.state.report_fields == {"project": "客服", "batch": "B1"}
    with Project.open(data) as p:
        assert p.state.report_fields == {"project": "客服", "batch": "B1"}


def test_fields_must_be_texts(data: Path) -> None:
    """A field that is not a text is refused before anything is written."""
    with Project.open(data) as p:
        with pytest.raises(InputError, match="report fields must be texts"):
            p.set_report_fields({"planned_sample_size": 400})  # type: ignore[dict-item]
        assert p.state.last_seq == 0


def test_log_command_tells_the_fields(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`adjudicator log` names the event and its fields."""
    with Project.open(data) as p:
        p.set_report_fields({"reviewer": "王芳"})
    assert main(["log", str(data)]) == 0
    assert 'report fields {"reviewer": "王芳"}' in capsys.readouterr().out
