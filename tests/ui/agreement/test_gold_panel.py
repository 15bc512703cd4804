"""The window's gold panel: each annotator against the reference column the import found
(accuracy with its interval, κ, gold items seen), an annotator with no gold item saying why,
and a button per annotator listing in the item list the gold items that annotator missed;
the filter's chip shows all items again. Hidden without gold."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.items.table_model import ItemRole
from adjudicator.ui.window.main_window import MainWindow

# a misses item 8 (row 7); b misses items 4 and 8; c misses 1 and 8; d labelled no gold item
ROWS = ["id,a,b,c,d,truth", "1,x,x,y,,x", "2,y,y,y,,y", "3,x,y,x,x,", "4,y,x,y,,y",
        "5,x,x,x,,x", "6,y,y,x,y,", "7,x,,x,,x", "8,y,y,y,,x"]


def _listed(window: MainWindow) -> list[int]:
    return sorted(window.model.index(r, 0).data(ItemRole) for r in range(window.model.rowCount()))


def _open(open_window, translators, folder: Path, rows: list[str]) -> MainWindow:  # type: ignore[no-untyped-def]
    data = folder / "g.csv"
    data.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return open_window(data, translators)  # type: ignore[no-any-return]


def test_missed_gold_lists_those_items(qtbot, open_window, translators,  # type: ignore[no-untyped-def]
                                       tmp_path: Path) -> None:
    win = _open(open_window, translators, tmp_path, ROWS)
    panel = win.work.gold
    assert panel.isVisibleTo(win)
    assert "6 gold items (column truth)" in panel.note.text()
    # κ's interval is the pair's (jackknife on Fisher's z), marked: at n = 6 it may be narrow
    assert panel.lines["a"].text() == ("a: accuracy 0.833 [0.436, 0.970], κ 0.667 "
                                       "⚠ [-0.235, 1.000] (6 gold items)")
    assert panel.lines["a"].toolTip().startswith("κ's interval may be too narrow: at n = ")
    assert panel.lines["d"].text() == "d labelled no gold item"
    assert "d" not in panel.buttons  # nothing to list
    assert panel.buttons["b"].text() == "List the gold items missed (2) →"
    assert len(_listed(win)) == 8
    qtbot.mouseClick(panel.buttons["b"], Qt.MouseButton.LeftButton)
    assert _listed(win) == [3, 7]  # items 4 and 8
    chip = win.work.filters.gold
    assert chip.isVisibleTo(win)
    assert chip.text().startswith("Gold items b missed")
    qtbot.mouseClick(panel.buttons["a"], Qt.MouseButton.LeftButton)
    assert _listed(win) == [7]
    qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
    assert not chip.isVisibleTo(win)
    assert len(_listed(win)) == 8


def test_missed_gold_combines_with_the_other_filters(qtbot, open_window, translators,  # type: ignore[no-untyped-def]
                                                     tmp_path: Path) -> None:
    """With "disputed only" too, only the missed items the annotators disagree on."""
    win = _open(open_window, translators, tmp_path, ROWS)
    qtbot.mouseClick(win.work.gold.buttons["c"], Qt.MouseButton.LeftButton)
    assert _listed(win) == [0, 7]
    win.work.filters.disputed.setChecked(True)
    assert _listed(win) == [0]  # item 8: every annotator said y


def test_hidden_without_gold(open_window, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = _open(open_window, translators, tmp_path, [r.rsplit(",", 1)[0] for r in ROWS])
    assert not win.work.gold.isVisibleTo(win)
    assert not win.work.filters.gold.isVisibleTo(win)


def test_gold_never_counts_in_the_windows_agreement(open_window, translators,  # type: ignore[no-untyped-def]
                                                    tmp_path: Path) -> None:
    """The window's annotators, headline κ and the many-rater figures are those of the file
    without its reference column."""
    with_gold = _open(open_window, translators, tmp_path, ROWS)
    plain_dir = tmp_path / "plain"
    plain_dir.mkdir()
    plain = _open(open_window, translators, plain_dir, [r.rsplit(",", 1)[0] for r in ROWS])
    assert with_gold.session.ratings.annotators == plain.session.ratings.annotators
    assert "κ = " in plain.work.summary.kappa.text()
    assert with_gold.work.summary.kappa.text() == plain.work.summary.kappa.text()
    assert (with_gold.session.ratings.codes == plain.session.ratings.codes).all()
