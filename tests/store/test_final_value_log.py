"""A score's final value survives the decision log on disk: the column reader leaves a line
with a value to ``json.loads`` (its fields are no columns), so reopening gives the value, how
it was chosen and the same final values; plain decisions around it still read as columns."""

from __future__ import annotations

import csv
from pathlib import Path

from adjudicator.core.adjudication.events import Decision
from adjudicator.store.project import Project


def _scores(tmp_path: Path) -> Path:
    path = tmp_path / "scores.csv"
    rows = [["id", "r1", "r2", "r3"]] + [[f"i{n}", str(n % 5 + 1), str((n * 3) % 5 + 1),
                                          str((n * 7) % 5 + 1)] for n in range(40)]
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    return path


def test_values_survive_reopening(tmp_path: Path) -> None:
    data = _scores(tmp_path)
    with Project.open(data, author="lead") as p:
        p.decide("i1", "3", "plain label")
        p.decide("i2", "2.6667", "typed", value=2.6667, value_from="typed")
        p.batch([Decision("i3", "3.5", "", value=3.5, value_from="median"),
                 Decision("i4", "4", "", value=4.0, value_from="mean")])
        for n in range(5, 40):  # a long run of plain lines: read column-wise
            p.decide(f"i{n}", "1", "")
        before = p.state.final_values()
    with Project.open(data) as p:
        after = p.state.final_values()
        found = p.state.decision("i2")
        assert found is not None
        assert (found[1].value, found[1].value_from) == (2.6667, "typed")
        assert p.state.decision("i3")[1].value_from == "median"  # type: ignore[index]
        assert p.state.final_label("i2") is None
        assert p.state.status("i2") == "adjudicated"
    assert after.tolist() == before.tolist()
    assert after[[1, 2, 3, 4, 5]].tolist() == [3.0, 2.6667, 3.5, 4.0, 1.0]
