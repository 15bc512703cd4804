"""What-if and rounds in the window: the dialogs show the core's numbers, reach the report's
appendix, and speak Chinese."""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.report.analyses.rounds import Round
from adjudicator.report.analyses.whatif import change_weights, merge_classes
from adjudicator.store.project import Project

pytestmark = pytest.mark.gui

LABELS = ["投诉", "退款", "其他", "咨询"]


def earlier_round(source: Path, target: Path, items: int = 200) -> Path:
    """An earlier round of the same project: the first ``items`` items, the second
    annotator's label moved to the next class on every fourth of them (less agreement)."""
    with open(source, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    with open(target, "w", encoding="utf-8", newline="") as f:
        out = csv.writer(f)
        out.writerow(rows[0])
        for i, row in enumerate(rows[1:items + 1]):
            if i % 4 == 0 and row[-1] in LABELS:
                row[-1] = LABELS[(LABELS.index(row[-1]) + 1) % len(LABELS)]
            out.writerow(row)
    return target


def column(table, col: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The texts of one column of a QTableWidget."""
    return [table.item(r, col).text() for r in range(table.rowCount())]


def row_of(table, key: str) -> int:  # type: ignore[no-untyped-def]
    """The row whose first cell carries ``key`` (the coefficient's name in the core)."""
    from PySide6.QtCore import Qt

    for r in range(table.rowCount()):
        if table.item(r, 0).data(Qt.ItemDataRole.UserRole) == key:
            return r
    raise AssertionError(f"no row for {key}")


@pytest.fixture
def pairs(project: Project) -> list[object]:
    """The sample's pair summaries, as the window computes them."""
    return list(summarize(project.state.ratings).pairs)


def test_merge_shows_every_coefficient_beside_the_original(qtbot, pairs) -> None:  # type: ignore[no-untyped-def]
    """Merging 投诉 and 退款: each coefficient's original, changed value and difference are the
    core's, on the collapsed table."""
    from PySide6.QtCore import Qt

    from adjudicator.ui.rounds.whatif_dialog import WhatIfDialog

    added: list[object] = []

    def add(change: object) -> int:
        added.append(change)
        return len(added)

    dialog = WhatIfDialog(pairs, add=add)
    qtbot.addWidget(dialog)
    dialog.first.setCurrentText("投诉")
    dialog.second.setCurrentText("退款")
    expected = merge_classes(pairs[0], "投诉", "退款")
    shown = [n for n in expected.original if n not in ("kappa_max", "prevalence_index",
                                                       "bias_index")]
    assert dialog.table.rowCount() == len(shown) >= 7
    for name in shown:
        r = row_of(dialog.table, name)
        before, after = expected.original[name].value, expected.changed[name].value
        assert float(dialog.table.item(r, 1).text()) == pytest.approx(before, abs=5e-5)
        assert float(dialog.table.item(r, 3).text()) == pytest.approx(after, abs=5e-5)
        assert float(dialog.table.item(r, 5).text()) == pytest.approx(after - before, abs=5e-5)
    r = row_of(dialog.table, "cohen_kappa")
    low, high = expected.changed["cohen_kappa"].ci  # type: ignore[misc]
    assert dialog.table.item(r, 4).text() == f"[{low:.4f}, {high:.4f}]"
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert len(added) == 1
    assert added[0].description == "投诉 + 退款"  # type: ignore[attr-defined]


def test_other_weights_and_a_refused_merge(qtbot, pairs) -> None:  # type: ignore[no-untyped-def]
    """Quadratic weights add weighted κ and AC2 beside their identity-weight originals; a
    class merged with itself is refused in words, with nothing to add."""
    from adjudicator.ui.rounds.whatif_dialog import WhatIfDialog

    dialog = WhatIfDialog(pairs, add=lambda w: 1)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(1)
    dialog.scheme.setCurrentText("quadratic")
    assert dialog.scheme.isVisibleTo(dialog)
    assert not dialog.first.isVisibleTo(dialog)
    r = row_of(dialog.table, "cohen_kappa_weighted")
    weighted = cohen_kappa(pairs[0].table, weights="quadratic").value
    assert float(dialog.table.item(r, 3).text()) == pytest.approx(weighted, abs=5e-5)
    plain = pairs[0].coefficients["cohen_kappa"].value
    assert float(dialog.table.item(r, 1).text()) == pytest.approx(plain, abs=5e-5)
    assert change_weights(pairs[0], "quadratic").changed["gwet_ac2"].value is not None
    dialog.kind.setCurrentIndex(0)
    dialog.first.setCurrentText("退款")
    dialog.second.setCurrentText("退款")
    assert dialog.table.rowCount() == 0
    assert "itself" in dialog.message.text()
    assert not dialog.add_button.isEnabled()


def test_rounds_dialog_kappa_change_and_reuse_flag(qtbot, project: Project,  # type: ignore[no-untyped-def]
                                                   sample_copy: Path, tmp_path: Path) -> None:
    """An earlier round of 200 of the same items: κ per round and the change are the core's,
    the reuse is flagged with its warning, the trend figure is drawn."""
    from adjudicator.io import load_dataset
    from adjudicator.ui.rounds.rounds_dialog import RoundsDialog

    state = project.state
    current = Round("v2", state.ratings, frozenset(state.decided_items()))
    sections: list[object] = []
    dialog = RoundsDialog(current, "en", add=sections.append)
    qtbot.addWidget(dialog)
    assert dialog.figure.pixmap().isNull()
    assert not dialog.report_button.isEnabled()
    early = earlier_round(sample_copy, tmp_path / "v1.csv")
    assert dialog.add_file(early)
    assert column(dialog.rounds, 0) == ["v1", "v2"]
    k1 = cohen_kappa(load_dataset(early).ratings.pair_table(0, 1)).value
    k2 = cohen_kappa(state.ratings.pair_table(0, 1)).value
    assert [float(x) for x in column(dialog.rounds, 2)] == pytest.approx([k1, k2], abs=5e-5)
    assert column(dialog.rounds, 4) == ["0", "200"]
    assert float(dialog.changes.item(0, 1).text()) == pytest.approx(k2 - k1, abs=5e-5)
    assert "memory may inflate" in dialog.changes.item(0, 4).text()
    assert "paired over 200 shared items" in dialog.changes.item(0, 3).text()
    assert dialog.warning.isVisibleTo(dialog)
    assert "memory" in dialog.warning.text()
    assert not dialog.figure.pixmap().isNull()
    dialog.add_to_report()
    assert len(sections) == 1
    assert not dialog.add_file(tmp_path / "missing.csv")
    assert dialog.message.text().startswith("Not added")
    dialog.drop_last()
    assert column(dialog.rounds, 0) == ["v2"]


@pytest.fixture
def window(open_window, sample_copy: Path, request) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """The main window in the language of the test's parameter, the sample loaded."""
    from adjudicator.ui.window.app import create_application

    sample_copy.chmod(0o644)
    _, translators = create_application([], getattr(request, "param", "en"))
    yield open_window(sample_copy, translators)
    translators.apply("en")


def test_menu_what_if_and_rounds_reach_the_report(qtbot, window, sample_copy: Path,  # type: ignore[no-untyped-def]
                                                  tmp_path: Path) -> None:
    """File ▸ What-if… and Rounds… open their dialogs; what they add is in the next
    report preview's appendices, and a new project starts without them."""
    actions = window.menus.acceptance
    actions.whatif.trigger()
    whatif = actions.dialog
    qtbot.addWidget(whatif)
    whatif.first.setCurrentText("投诉")
    whatif.second.setCurrentText("退款")
    whatif.add_to_report()
    assert "1" in whatif.message.text()
    actions.rounds.trigger()
    rounds = actions.dialog
    qtbot.addWidget(rounds)
    assert rounds.add_file(earlier_round(sample_copy, tmp_path / "v1.csv"))
    rounds.add_to_report()
    actions.report.trigger()
    preview = actions.dialog
    qtbot.addWidget(preview)
    text = preview.view.toPlainText()
    assert "Appendix: What-if" in text
    assert "Appendix: Rounds" in text
    assert "投诉 + 退款" in text
    assert "v1 → cs" in text
    actions.session = object()
    assert actions.appendices == {}


@pytest.mark.parametrize(("window", "words"), [
    ("zh_CN", ("假设分析", "合并两个类别", "轮次", "相对上一轮的变化")),
    ("zh_TW", ("假設分析", "合併兩個類別", "輪次", "相對上一輪的變化"))],
    indirect=["window"])
def test_dialogs_in_chinese(qtbot, window, words: tuple[str, ...], sample_copy: Path,  # type: ignore[no-untyped-def]
                            tmp_path: Path) -> None:
    """The menu entries and both dialogs in 简体中文 / 繁體中文, headers included; the
    screenshots are saved for a look."""
    from PySide6.QtWidgets import QLabel

    actions = window.menus.acceptance
    for action in (actions.whatif, actions.rounds):
        assert not re.search("[A-Za-z]", re.sub(r"\(&\w\)", "", action.text())), action.text()
    actions.whatif.trigger()
    whatif = actions.dialog
    qtbot.addWidget(whatif)
    headers = [whatif.table.horizontalHeaderItem(c).text() for c in range(6)]
    assert all(not h.isascii() for h in headers)
    texts = [whatif.windowTitle(), whatif.kind.itemText(0)]
    whatif.grab().save(str(tmp_path / "whatif.png"))
    actions.rounds.trigger()
    rounds = actions.dialog
    qtbot.addWidget(rounds)
    assert rounds.add_file(earlier_round(sample_copy, tmp_path / "v1.csv"))
    texts += [rounds.windowTitle(), *(w.text() for w in rounds.findChildren(QLabel))]
    rounds.grab().save(str(tmp_path / "rounds.png"))
    for word in words:
        assert any(word in t for t in texts), word
    assert "reuses" not in " ".join(column(rounds.changes, 4))


def test_preview_saves_every_figure_as_png_and_svg(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Save figures writes each figure of the report in the chosen format and says so."""
    actions = window.menus.acceptance
    actions.report.trigger()
    preview = actions.dialog
    qtbot.addWidget(preview)
    pngs = preview.save_figures(tmp_path / "png")
    assert len(pngs) >= 3
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in pngs)
    assert str(len(pngs)) in preview.status.text()
    preview.figure_format.setCurrentText("SVG")
    svgs = preview.save_figures(tmp_path / "svg")
    assert sorted(p.stem for p in svgs) == sorted(p.stem for p in pngs)
    assert all(b"<svg" in p.read_bytes() for p in svgs)
