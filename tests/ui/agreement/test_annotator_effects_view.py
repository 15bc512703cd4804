"""The many-rater panel's annotator effects in the real window: α and κ without each annotator
(equal to the core on the reduced codes), and the pairs whose label shares differ."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import QCoreApplication

from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha

SHOTS = Path(__file__).resolve().parents[3] / "build" / "screenshots"


def _leaning_file(folder: Path) -> Path:
    """120 items, four annotators; d says "pos" far more often than the others."""
    rng = np.random.default_rng(6)
    truth = rng.integers(0, 2, 120)
    codes = np.where(rng.random((120, 4)) < 0.85, truth[:, None], 1 - truth[:, None])
    codes[:, 3] = np.where(rng.random(120) < 0.5, 0, codes[:, 3])
    path = folder / "lean.csv"
    lines = ["id,a,b,c,d"] + [f"i{i}," + ",".join(["pos", "neg"][c] for c in row)
                              for i, row in enumerate(codes)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_without_each_annotator_and_the_leaning_pairs(open_window, translators,  # type: ignore[no-untyped-def]
                                                      tmp_path: Path) -> None:
    win = open_window(_leaning_file(tmp_path), translators)
    view = win.work.many.effects
    assert view.isVisible()
    result = win.work.many.result
    assert [w.annotator for w in result.without] == ["a", "b", "c", "d"]
    codes = win.session.ratings.codes
    direct = krippendorff_alpha(np.delete(codes, 3, axis=1), win.session.ratings.k)
    assert result.without[3].alpha.value == direct.value
    assert result.without[3].alpha.value > result.everyone.alpha.value
    assert "without d: α 0.445 [" in view.table.text()
    assert "d gives “pos” more" in view.leans.text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    view.grab().save(str(SHOTS / "annotator_effects_en.png"))
    translators.apply("zh_TW")
    QCoreApplication.processEvents()  # the language change reaches the widgets
    assert "不含 d：α " in view.table.text()
    view.grab().save(str(SHOTS / "annotator_effects_zh_TW.png"))


def _crowd_file(folder: Path) -> Path:
    """A long file: 60 items, 3 of 25 annotators each; w0 and w1 label every item."""
    rng = np.random.default_rng(9)
    lines = ["item,annotator,label"]
    for i in range(60):
        third = 2 + i % 23
        lines += [f"t{i},w{who},{rng.choice(['pos', 'neg'])}" for who in (0, 1, third)]
    path = folder / "crowd.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_crowd_tests_only_the_pairs_sharing_enough_items(open_window, translators,  # type: ignore[no-untyped-def]
                                                           tmp_path: Path) -> None:
    win = open_window(_crowd_file(tmp_path), translators)
    result = win.work.many.result
    omitted = result.homogeneity_omitted
    assert omitted is not None
    assert omitted.min_shared == 10
    # w0 × w1 share all 60 items; each of them shares 2 or 3 with each of the other 23
    assert [p.annotators for p in result.homogeneity] == [("w0", "w1")]
    assert (omitted.pairs_total, omitted.pairs_listed) == (300, 1)
    text = win.work.many.effects.leans.text()
    assert text.startswith("Of this crowd's 300 pairs, only the 1 sharing at least 10 items "
                           "are tested; 46 share fewer items and 253 share none.")
    translators.apply("zh_CN")
    QCoreApplication.processEvents()
    assert "300" in win.work.many.effects.leans.text()
    assert "Of this crowd" not in win.work.many.effects.leans.text()
