"""The import form's tool options: question, repeats rule, gold, whitespace, copied columns."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.io.options import ImportOptions
from adjudicator.ui.importing.form import ImportForm


def test_tool_options_from_the_widgets(qtbot, tmp_path: Path) -> None:
    """Ticking and choosing in the form gives the matching ImportOptions; set_options fills
    the same widgets back."""
    form = ImportForm()
    qtbot.addWidget(form)
    form.show()
    assert form.options().repeats == "refuse"
    with qtbot.waitSignal(form.changed):
        form.repeats.setCurrentIndex(form.repeats.findData("last"))
    for box in (form.gold, form.keep_whitespace, form.copied_columns):
        with qtbot.waitSignal(form.changed):
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(form.question, "topics")
    opts = form.options()
    assert (opts.repeats, opts.include_gold, opts.keep_whitespace,
            opts.confirm_duplicate_columns, opts.tool_question) == (
        "last", True, True, True, "topics")
    other = ImportForm()
    qtbot.addWidget(other)
    other.set_options(ImportOptions(repeats="first", include_gold=True))
    assert other.repeats.currentData() == "first"
    assert other.gold.isChecked()
    assert not other.keep_whitespace.isChecked()
    assert form.repeats.currentText() == "Keep the last"
    form.grab().save(str(tmp_path / "form.png"))
