"""The report marks an interval whose kind covered under 0.93 in simulations, as the window,
the text and the JSON do: a sentence under the interval saying how often intervals of this
kind covered the truth, in English and Chinese; none where the simulation reached 0.93."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cli import main


def _pair(folder: Path, skewed: bool) -> Path:
    """20 items of two annotators: 17/3 (the 95/5 cell, κ's kind covered ~0.62 there) or
    10/10 with 4 disagreements (the 50/50 cell at n = 30 and up covered 0.93 or more)."""
    rows = ([("x", "x")] * 15 + [("x", "y"), ("y", "x"), ("y", "y"), ("x", "x"), ("x", "x")]
            if skewed else [("x", "x")] * 24 + [("y", "y")] * 24 + [("x", "y"), ("y", "x")] * 2)
    path = folder / ("skewed.csv" if skewed else "even.csv")
    lines = ["id,a,b"] + [f"i{i},{a},{b}" for i, (a, b) in enumerate(rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the interval may be too narrow"), ("zh_CN", "该区间可能过窄")])
def test_a_short_interval_is_marked_in_the_report(tmp_path: Path, lang: str, words: str
                                                  ) -> None:
    out = tmp_path / f"report_{lang}.html"
    assert main(["report", str(_pair(tmp_path, True)), "--out", str(out), "--lang", lang,
                 "--no-record"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert f"⚠ {words}" in html
    assert "0.62" in html.split(words, 1)[1][:200]  # the simulated coverage it names


def test_no_mark_where_the_simulation_reached_the_level(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    assert main(["report", str(_pair(tmp_path, False)), "--out", str(out),
                 "--no-record"]) in (0, 4)
    assert "the interval may be too narrow" not in out.read_text(encoding="utf-8")
