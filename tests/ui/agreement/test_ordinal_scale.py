"""Ordinal labels in the real window: with an ordinal schema the matrix follows the schema's
order (not first appearance), and weighted κ (linear or quadratic, chosen in the panel),
Gwet's AC2 and Krippendorff's ordinal α appear, each equal to an independent library."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import Qt

from adjudicator.io.options import ImportOptions
from adjudicator.ui.agreement.stats_panel import StatsPanel
from adjudicator.ui.window.main_window import MainWindow

ORDER = ("low", "medium", "high")


def _write(folder: Path) -> tuple[Path, Path, pd.DataFrame]:
    """80 items rated low/medium/high by two annotators who mostly agree or miss by one;
    the first row says "high", so first-seen order is not the scale's."""
    rng = np.random.default_rng(7)
    a = rng.integers(0, 3, 80)
    b = np.clip(a + rng.choice([-1, 0, 0, 0, 1, 2], 80), 0, 2)
    a[0] = b[0] = 2
    frame = pd.DataFrame({"id": [f"q{n}" for n in range(80)], "text": ["t"] * 80,
                          "ann": [ORDER[i] for i in a], "bo": [ORDER[i] for i in b]})
    data = folder / "ordinal.csv"
    frame.to_csv(data, index=False)
    schema = folder / "scale.json"
    schema.write_text(json.dumps({"labels": list(ORDER), "level": "ordinal"}), "utf-8")
    return data, schema, frame


@pytest.fixture
def ordinal_window(qtbot, translators, tmp_path: Path):
    data, schema, frame = _write(tmp_path)
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.opener.open_path(data, None, "tester", options=ImportOptions(schema=str(schema)))
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    yield win, frame
    win.close()


def _row(panel: StatsPanel, starts: str) -> str:
    grid = panel.grid
    for row in range(grid.rowCount()):
        name = grid.itemAtPosition(row, 0)
        if name and name.widget().text().strip().startswith(starts):
            return grid.itemAtPosition(row, 1).widget().text()
    raise AssertionError(f"no row {starts!r}")


def _ranks(frame: pd.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    rank = {label: i for i, label in enumerate(ORDER)}
    return frame["ann"].map(rank).to_numpy(), frame["bo"].map(rank).to_numpy()


def test_matrix_follows_the_schema_order(ordinal_window) -> None:
    """Headers low, medium, high (then the total), though "high" is seen first."""
    win, _ = ordinal_window
    model = win.work.confusion.model
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert heads == [*ORDER, "Total"]
    assert win.work.stats.order.text() == "Label order: low < medium < high"


def test_weighted_kappa_follows_the_chosen_weights(ordinal_window) -> None:
    """The ordinal schema starts on quadratic weights; linear can be chosen; both equal
    scikit-learn's weighted κ."""
    from sklearn.metrics import cohen_kappa_score

    win, frame = ordinal_window
    a, b = _ranks(frame)
    panel = win.work.stats
    assert panel.scale_choice.currentText() == "Ordinal, quadratic weights"
    quadratic = cohen_kappa_score(a, b, weights="quadratic")
    assert win.stats.coefficients["cohen_kappa_weighted"].value == pytest.approx(quadratic,
                                                                                 rel=1e-12)
    assert _row(panel, "Weighted κ (quadratic)") == f"{quadratic:.3f}"
    panel.scale_choice.setCurrentIndex(1)
    linear = cohen_kappa_score(a, b, weights="linear")
    assert win.stats.coefficients["cohen_kappa_weighted"].value == pytest.approx(linear,
                                                                                 rel=1e-12)
    assert _row(panel, "Weighted κ (linear)") == f"{linear:.3f}"


def test_ac2_and_ordinal_alpha_equal_the_oracles(ordinal_window) -> None:
    """Gwet's AC2 equals irrCAC's (same weights); α equals the krippendorff package's
    ordinal α."""
    import krippendorff
    from irrCAC.raw import CAC

    win, frame = ordinal_window
    a, b = _ranks(frame)
    ratings = pd.DataFrame({"a": a.astype(float), "b": b.astype(float)})
    for index, weights in ((1, "linear"), (2, "quadratic")):
        win.work.stats.scale_choice.setCurrentIndex(index)
        cac = CAC(ratings, weights=weights, categories=[0.0, 1.0, 2.0], digits=14)
        expected = cac.gwet()["est"]["coefficient_value"]
        assert win.stats.coefficients["gwet_ac2"].value == pytest.approx(expected, rel=1e-9)
    alpha = krippendorff.alpha(reliability_data=np.vstack([a, b]).astype(float),
                               level_of_measurement="ordinal")
    assert win.stats.coefficients["krippendorff_alpha"].value == pytest.approx(alpha, rel=1e-12)
    assert _row(win.work.stats, "Krippendorff's α (ordinal)") == f"{alpha:.3f}"


def test_nominal_hides_the_weighted_rows(ordinal_window) -> None:
    """Back to nominal: no weighted κ, no AC2, α nominal, the order line hidden."""
    win, _ = ordinal_window
    panel = win.work.stats
    panel.scale_choice.setCurrentIndex(0)
    assert "cohen_kappa_weighted" not in win.stats.coefficients
    with pytest.raises(AssertionError):
        _row(panel, "Weighted κ")
    assert _row(panel, "Krippendorff's α")
    assert not panel.order.isVisible()


def test_nominal_file_can_be_read_as_ordinal(qtbot, window: MainWindow) -> None:
    """A nominal dataset starts nominal; choosing ordinal in the window adds weighted κ."""
    panel = window.work.stats
    assert panel.scale_choice.currentIndex() == 0
    panel.scale_choice.setCurrentIndex(1)
    assert "cohen_kappa_weighted" in window.stats.coefficients
    assert panel.order.isVisible()


def test_three_annotators_ordinal_alpha_and_ac2(qtbot, translators, tmp_path: Path) -> None:
    """Three annotators on the ordinal schema: the all-annotators block shows α with the
    ordinal metric and AC2, equal to the krippendorff package and irrCAC."""
    import krippendorff
    from irrCAC.raw import CAC

    rng = np.random.default_rng(11)
    a = rng.integers(0, 3, 60)
    rows = np.vstack([a, np.clip(a + rng.choice([-1, 0, 0, 1], 60), 0, 2),
                      np.clip(a + rng.choice([0, 0, 1, 2], 60), 0, 2)])
    frame = pd.DataFrame({"id": [f"r{n}" for n in range(60)],
                          **{name: [ORDER[i] for i in row]
                             for name, row in zip(("p", "q", "s"), rows, strict=True)}})
    data = tmp_path / "three.csv"
    frame.to_csv(data, index=False)
    schema = tmp_path / "scale.json"
    schema.write_text(json.dumps({"labels": list(ORDER), "level": "ordinal"}), "utf-8")
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.show()
    win.opener.open_path(data, None, "tester", options=ImportOptions(schema=str(schema)))
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    panel = win.work.many
    alpha = krippendorff.alpha(reliability_data=rows.astype(float),
                               level_of_measurement="ordinal")
    assert panel.result.coefficients["krippendorff_alpha"].value == pytest.approx(alpha,
                                                                                  rel=1e-12)
    cac = CAC(pd.DataFrame(rows.T.astype(float)), weights="quadratic",
              categories=[0.0, 1.0, 2.0], digits=14)
    ac2 = cac.gwet()["est"]["coefficient_value"]
    assert panel.result.coefficients["gwet_ac2"].value == pytest.approx(ac2, rel=1e-9)
    shown = [panel.grid.itemAtPosition(r, 0).widget().text() for r in range(panel.grid.rowCount())
             if panel.grid.itemAtPosition(r, 0)]
    assert "Krippendorff's α (ordinal)" in shown
    assert "Gwet's AC2 (quadratic)" in shown
    win.work.stats.scale_choice.setCurrentIndex(0)  # nominal: AC2 leaves the block
    assert "gwet_ac2" not in panel.result.coefficients
    win.close()
