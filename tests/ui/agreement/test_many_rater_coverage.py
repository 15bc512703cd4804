"""The many-rater panel marks an interval whose kind covered under 0.93 in simulations, as the
pair's statistics panel does: ⚠ before the interval, a line under the coefficients saying so,
and the warning with Gwet's benchmarking in the tooltip."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLabel


def _skewed_file(folder: Path) -> Path:
    """20 items, four annotators, 74 of 80 labels "pos": Fleiss' κ's kind of interval
    covered ~0.66 in the simulated cell of four raters, 95/5, n = 20."""
    rows = [["neg", "neg", "neg", "pos"], ["neg", "neg", "pos", "pos"]]
    rows += [["pos"] * 4 for _ in range(18)]
    rows[5][1] = rows[9][3] = "neg"
    path = folder / "skewed.csv"
    lines = ["id,a,b,c,d"] + [f"i{i}," + ",".join(row) for i, row in enumerate(rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_many_rater_interval_short_in_simulations_is_marked(open_window, translators,  # type: ignore[no-untyped-def]
                                                            tmp_path: Path) -> None:
    win = open_window(_skewed_file(tmp_path), translators)
    many = win.work.many
    fleiss = many.result.coefficients["fleiss_kappa"]
    note = fleiss.extras["coverage_note"]
    assert "intervals of this kind covered ~" in str(note)
    labels = [x for x in many.findChildren(QLabel) if x.text().startswith("⚠ [")]
    assert labels, "the interval of Fleiss' κ carries ⚠"
    tips = [x.toolTip() for x in labels]
    assert any("too narrow in simulations" in tip and "Gwet's benchmarking" in tip
               for tip in tips)
    assert any(line.startswith("Fleiss' κ: the interval may be too narrow")
               for line in many.reasons.text().splitlines())
    assert many.reasons.isVisible()
