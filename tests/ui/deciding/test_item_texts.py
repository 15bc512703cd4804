"""The item display shows every text of an item (premise and hypothesis), each under its
column's name in file order, escaped; it grows with its text up to a share of the window."""

from __future__ import annotations

import csv
from pathlib import Path

from adjudicator.ui.window.main_window import MainWindow

LONG = "一位老人坐在长椅上看报纸，旁边放着一杯热茶，阳光照在他的脸上。" * 6


def _pairs_file(folder: Path) -> Path:
    rows = [["id", "premise", "hypothesis", "ann_a", "ann_b"]]
    labels = ("蕴含", "中立", "矛盾")
    for n in range(60):
        premise = LONG if n == 1 else f"一个男人正在公园里遛狗 {n}。"
        rows.append([f"p{n}", premise, f"<b>有人在户外</b> {n}", labels[n % 3],
                     labels[(n + n % 2) % 3]])
    path = folder / "pairs.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    return path


def _show(win: MainWindow, item: int) -> None:
    win.work.decision.show_item(item)


def test_item_display_shows_both_texts_in_file_order(open_window, translators, tmp_path
                                                     ) -> None:
    """premise then hypothesis, each under its name; markup in the data is shown as text."""
    win = open_window(_pairs_file(tmp_path), translators)
    _show(win, 0)
    label = win.work.decision.text
    html = label.text()
    assert html.index("premise") < html.index("一个男人正在公园里遛狗 0") < html.index(
        "hypothesis") < html.index("有人在户外")
    assert "&lt;b&gt;有人在户外&lt;/b&gt;" in html  # escaped: the data's "<b>" is not obeyed


def test_item_display_grows_with_its_text(open_window, translators, tmp_path, qtbot) -> None:
    """A long premise makes the display taller than a short one, up to a share of the
    window (then it scrolls); the short one is shown whole without a scroll bar."""
    win = open_window(_pairs_file(tmp_path), translators)
    panel = win.work.decision
    _show(win, 0)
    qtbot.wait(20)
    short = panel.text_area.height()
    assert panel.text_area.verticalScrollBar().maximum() == 0  # all of it in view
    _show(win, 1)
    qtbot.wait(20)
    tall = panel.text_area.height()
    assert tall > short + 60
    assert tall <= max(200, int(win.height() * 0.4))
