"""The report's annotator effects: α and κ without each annotator with their intervals, and
each pair's Stuart–Maxwell test, in English and Chinese; no section with two annotators."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from adjudicator.cli import main


def _lean(folder: Path, annotators: int = 4) -> Path:
    rng = np.random.default_rng(6)
    truth = rng.integers(0, 2, 120)
    codes = np.where(rng.random((120, 4)) < 0.85, truth[:, None], 1 - truth[:, None])
    codes[:, 3] = np.where(rng.random(120) < 0.5, 0, codes[:, 3])
    names = "abcd"[:annotators]
    lines = ["id," + ",".join(names)] + [
        f"i{i}," + ",".join(["pos", "neg"][c] for c in row[:annotators])
        for i, row in enumerate(codes)]
    path = folder / f"lean{annotators}.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "heading", "row"), [
    ("en", "Who pulls agreement down, and who leans which way", "without d"),
    ("zh_CN", "谁拉低了一致性，谁偏向哪一类", "不含 d"),
])
def test_section_in_the_report(tmp_path: Path, lang: str, heading: str, row: str) -> None:
    data = _lean(tmp_path)
    out = tmp_path / f"report_{lang}.html"
    assert main(["report", str(data), "--out", str(out), "--lang", lang]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert heading in html
    assert row in html
    assert 'data-key="effects:d:alpha:ci"' in html  # with its interval
    assert "c × d" in html


def test_no_section_with_two_annotators(tmp_path: Path) -> None:
    data = _lean(tmp_path, annotators=2)
    out = tmp_path / "report.html"
    assert main(["report", str(data), "--out", str(out)]) in (0, 4)
    assert "Who pulls agreement down" not in out.read_text(encoding="utf-8")
