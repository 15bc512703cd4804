"""The import form marks a model's column and the gold column; the window's models panel then
shows the model's κ against each human (with its interval), the gold labels and the final
labels, the humans' ceiling and the alternative-annotator test. The marked columns never
count in the human figures; without a marked model there is no panel."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from sklearn.metrics import cohen_kappa_score

from adjudicator.ui.importing.dialog import ImportDialog
from adjudicator.ui.window.main_window import MainWindow

N = 60


def _columns(n: int = N) -> dict[str, list[str]]:
    """Three annotators, a model close to the truth, and the truth itself."""
    rng = np.random.default_rng(11)
    truth = [("a", "b", "c")[k] for k in rng.integers(0, 3, n)]

    def noisy(p: float) -> list[str]:
        return [t if rng.random() < p else ("a", "b", "c")[rng.integers(0, 3)] for t in truth]
    return {"ann1": noisy(0.8), "ann2": noisy(0.75), "ann3": noisy(0.8), "gpt": noisy(0.85),
            "truth": truth}


def _write(path: Path, cols: dict[str, list[str]]) -> Path:
    names = list(cols)
    lines = ["id," + ",".join(names)]
    lines += [f"i{i}," + ",".join(cols[c][i] for c in names) for i in range(len(cols[names[0]]))]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _window(qtbot, translators) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def _dialog(qtbot, win: MainWindow, path: Path) -> ImportDialog:  # type: ignore[no-untyped-def]
    win.menus.open_options.trigger()
    dialog = win.opener.options_dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.path_edit, str(path))
    qtbot.keyClick(dialog.path_edit, Qt.Key.Key_Return)
    _settle(qtbot, dialog)
    return dialog


def _settle(qtbot, dialog: ImportDialog) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)


def _tick(qtbot, checks, names: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Tick rows of a CheckList as a click on their box would."""
    for i in range(checks.count()):
        if checks.item(i).text() in names:
            checks.item(i).setCheckState(Qt.CheckState.Checked)


def _open(qtbot, win: MainWindow, dialog: ImportDialog) -> None:  # type: ignore[no-untyped-def]
    _settle(qtbot, dialog)
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button.isEnabled(), dialog.status.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)


def _marked(qtbot, translators, path: Path, annotators: list[str] | None = None,
            gold: str | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    win = _window(qtbot, translators)
    dialog = _dialog(qtbot, win, path)
    form = dialog.form
    _tick(qtbot, form.models, ["gpt"])
    if annotators:
        _tick(qtbot, form.annotators, annotators)
    if gold:
        form.gold_column.setCurrentIndex(form.gold_column.findData(gold))
    _open(qtbot, win, dialog)
    return win


def _texts(win: MainWindow, key: str) -> list[str]:
    return [line.text() for line in win.work.models.lines[key]]


def test_a_model_marked_in_the_form_shows_in_the_models_panel(qtbot, translators,  # type: ignore[no-untyped-def]
                                                              tmp_path: Path) -> None:
    cols = _columns()
    win = _marked(qtbot, translators, _write(tmp_path / "m.csv", cols))
    assert win.session.ratings.annotators == ("ann1", "ann2", "ann3")
    panel = win.work.models
    assert panel.isVisibleTo(win)
    lines = _texts(win, "gpt")
    assert lines[0] == f"Model gpt ({N} items labelled)"
    want = cohen_kappa_score(cols["gpt"], cols["ann1"])
    line = next(t for t in lines if t.startswith("κ against ann1: "))
    assert float(line.split(": ")[1].split()[0]) == pytest.approx(want, abs=5e-4)
    assert "[" in line  # with its interval
    gold = next(t for t in lines if t.startswith("κ against the gold labels: "))
    assert float(gold.split(": ")[1].split()[0]) == pytest.approx(
        cohen_kappa_score(cols["gpt"], cols["truth"]), abs=5e-4)
    assert any(t.startswith("κ against the final labels (") for t in lines)
    assert any(t.startswith("Alternative-annotator test (Calderon et al. 2025; ε = 0.2, "
                            "q = 0.05, scored by share of equal labels)") for t in lines)
    assert any("the model may" in t and "replace the annotators" in t for t in lines)
    assert sum(t.startswith("without ann") for t in lines) == 3  # each human's p-values
    ceiling = _texts(win, "")
    assert any(t.startswith("ann1 × ann2: κ ") for t in ceiling)


def test_the_final_labels_follow_the_decisions(qtbot, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = _marked(qtbot, translators, _write(tmp_path / "m.csv", _columns()))
    before = next(t for t in _texts(win, "gpt") if t.startswith("κ against the final labels"))
    s = win.session
    item = next(i for i in range(len(s.ids)) if s.final_code(i) < 0)
    win.decider.decide(item, 0, "checked by hand")
    win.panels.refresh_versus_final()  # as the counts' timer does after a decision
    after = next(t for t in _texts(win, "gpt") if t.startswith("κ against the final labels"))
    assert before != after


def test_marked_columns_never_count_in_the_human_figures(qtbot, translators,  # type: ignore[no-untyped-def]
                                                         tmp_path: Path) -> None:
    cols = _columns()
    marked = _marked(qtbot, translators, _write(tmp_path / "m.csv", cols),
                     annotators=["ann1", "ann2", "ann3"], gold="truth")
    plain_dir = tmp_path / "plain"
    plain_dir.mkdir()
    humans = {k: cols[k] for k in ("ann1", "ann2", "ann3")}
    plain = _window(qtbot, translators)
    plain.open_path(_write(plain_dir / "p.csv", humans), None, "tester")
    qtbot.waitUntil(lambda: plain.session is not None, timeout=10_000)
    assert marked.session.ratings.annotators == plain.session.ratings.annotators
    assert (marked.session.ratings.codes == plain.session.ratings.codes).all()
    assert "κ = " in plain.work.summary.kappa.text()
    assert marked.work.summary.kappa.text() == plain.work.summary.kappa.text()
    # the annotators were named in the form: the gold column chosen there is still read
    assert marked.work.gold.isVisibleTo(marked)
    assert "(column truth)" in marked.work.gold.note.text()
    assert not plain.work.models.isVisibleTo(plain)


def test_the_marks_are_kept_in_the_log_and_a_reopen_splits_the_model_again(
        qtbot, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = _write(tmp_path / "m.csv", _columns())
    win = _marked(qtbot, translators, path, gold="truth")
    log = win.session.project.start_log().log_path
    win.close()
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert header["import"]["options"]["model_columns"] == ["gpt"]
    assert header["import"]["options"]["gold_column"] == "truth"
    again = _window(qtbot, translators)
    again.open_path(path)
    qtbot.waitUntil(lambda: again.session is not None, timeout=10_000)
    assert again.session.ratings.annotators == ("ann1", "ann2", "ann3")
    assert again.work.models.isVisibleTo(again)


def test_no_marked_model_no_panel(open_window, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    win = open_window(_write(tmp_path / "m.csv", _columns()), translators)
    assert not win.work.models.isVisibleTo(win)
    assert "gpt" in win.session.ratings.annotators  # unmarked, it is an annotator as before


def test_a_model_of_one_label_says_why_its_kappa_says_nothing(qtbot, translators,  # type: ignore[no-untyped-def]
                                                              tmp_path: Path) -> None:
    cols = _columns()
    cols["gpt"] = ["b"] * N
    win = _marked(qtbot, translators, _write(tmp_path / "m.csv", cols))
    lines = _texts(win, "gpt")
    assert any("gpt predicts one label only (b)" in t for t in lines)


def test_a_model_also_ticked_as_an_annotator_is_refused(qtbot, translators,  # type: ignore[no-untyped-def]
                                                        tmp_path: Path) -> None:
    win = _window(qtbot, translators)
    dialog = _dialog(qtbot, win, _write(tmp_path / "m.csv", _columns()))
    _tick(qtbot, dialog.form.models, ["gpt"])
    _tick(qtbot, dialog.form.annotators, ["ann1", "ann2", "gpt"])
    _settle(qtbot, dialog)
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert "'gpt' is ticked as a model's predictions but also has another role." \
        in dialog.status.text()


def test_blind_mode_hides_the_panel_that_names_the_annotators(qtbot, translators,  # type: ignore[no-untyped-def]
                                                              tmp_path: Path) -> None:
    win = _marked(qtbot, translators, _write(tmp_path / "m.csv", _columns()))
    assert win.work.models.isVisibleTo(win)
    win.menus.blind.trigger()
    assert not win.work.models.isVisibleTo(win)
    win.menus.blind.trigger()
    assert win.work.models.isVisibleTo(win)


def test_the_reading_line_names_the_humans_and_its_form_keeps_the_marks(
        qtbot, translators, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The reading line above the matrix counts the humans only and names the gold column
    chosen; its gold link opens the form with the marks kept and the gold chooser in
    focus."""
    win = _marked(qtbot, translators, _write(tmp_path / "m.csv", _columns()), gold="truth")
    bar = win.reading_bar
    assert "3 annotators (ann1, ann2, ann3)" in bar.text.text()
    assert '<a href="gold">' in bar.text.text()
    win.opener.options_dialog = None
    bar.text.linkActivated.emit("gold")
    dialog = win.opener.options_dialog
    assert dialog is not None
    form = dialog.form
    assert form.gold_column.value() == "truth"
    assert form.models.ticked() == ["gpt"]
    assert form.gold_column.hasFocus() or dialog.focusWidget() is form.gold_column
