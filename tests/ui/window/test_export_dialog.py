"""The window's export dialog: it starts in the data's folder, offers CSV for Excel (UTF-8 with
a byte-order mark) as its first and default choice and plain UTF-8 CSV beside it; the file
written for each choice has (or has not) the mark and reads back right."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from adjudicator.ui.window.main_window import MainWindow


def _export_through_dialog(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                           out: Path, choose: int | None) -> dict[str, object]:
    """Export from the menu; the save dialog (replaced) records what it was given and answers
    ``out`` with the filter ``choose`` (None: the one it was told to select)."""
    asked: dict[str, object] = {}

    def dialog(parent, caption, folder, filters, selected="", *_a, **_k):  # type: ignore[no-untyped-def]
        asked.update(folder=folder, filters=filters.split(";;"), selected=selected)
        return str(out), selected if choose is None else filters.split(";;")[choose]

    monkeypatch.setattr("adjudicator.ui.window.export_actions.QFileDialog.getSaveFileName", dialog)
    monkeypatch.setattr(window.export_actions, "confirm_without_final", lambda *_counts: True)
    window.menus.export.trigger()
    qtbot.waitUntil(lambda: out.exists() and window.exporter.busy is None, timeout=20_000)
    return asked


def test_save_dialog_starts_in_the_data_folder_with_csv_for_excel(
        qtbot, window: MainWindow, sample_copy: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The path given to the dialog is in the data's folder; CSV for Excel is first and
    selected; taking it writes EF BB BF first and the rows read back with the mark removed."""
    out = tmp_path / "elsewhere" / "excel.csv"
    out.parent.mkdir()
    asked = _export_through_dialog(qtbot, window, monkeypatch, out, None)
    assert Path(str(asked["folder"])).parent == sample_copy.parent
    assert Path(str(asked["folder"])).name == "customer_service.adjudicated.csv"
    filters = asked["filters"]
    assert isinstance(filters, list)
    assert filters[0] == asked["selected"] == "CSV for Excel (UTF-8 with BOM) (*.csv)"
    assert "CSV, plain UTF-8 (*.csv)" in filters
    assert any("jsonl" in f for f in filters)
    assert any("parquet" in f for f in filters)
    data = out.read_bytes()
    assert data[:3] == b"\xef\xbb\xbf"
    assert out.with_name("excel.disagreements.csv").read_bytes()[:3] == b"\xef\xbb\xbf"
    with open(out, encoding="utf-8-sig", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rows) == len(window.session.ids)
    assert next(iter(rows[0])) == "id"
    assert [r["id"] for r in rows] == [str(i) for i in window.session.ids]


def test_plain_csv_choice_has_no_mark(qtbot, window: MainWindow, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Choosing plain CSV writes UTF-8 without a byte-order mark."""
    out = tmp_path / "plain.csv"
    _export_through_dialog(qtbot, window, monkeypatch, out, 1)
    data = out.read_bytes()
    assert not data.startswith(b"\xef\xbb\xbf")
    with open(out, encoding="utf-8", newline="") as stream:
        assert next(csv.reader(stream))[0] == "id"


def test_jsonl_under_the_excel_choice_has_no_mark(qtbot, window: MainWindow, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A .jsonl name typed while CSV for Excel is selected is written as JSONL, unchanged."""
    out = tmp_path / "lines.jsonl"
    _export_through_dialog(qtbot, window, monkeypatch, out, None)
    assert out.read_bytes()[:1] == b"{"


@pytest.mark.parametrize(("lang", "advice"), [("en", "another file name"),
                                              ("zh_CN", "另一个文件名")])
def test_foreign_file_is_kept_and_the_message_says_what_to_do_in_the_window(
        qtbot, window: MainWindow, translators, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch, lang: str, advice: str) -> None:
    """Exporting over a file that is not an earlier export is refused: the file is unchanged
    and the message tells what to do in the window (another name or folder), never to pass
    --force, which the window cannot."""
    translators.apply(lang)
    out = tmp_path / "mine.csv"
    out.write_bytes(b"someone else's table\n")
    shown: list[str] = []
    monkeypatch.setattr("adjudicator.ui.window.exporter.QMessageBox.warning",
                        lambda _parent, _title, text: shown.append(text))
    monkeypatch.setattr("adjudicator.ui.window.export_actions.QFileDialog.getSaveFileName",
                        lambda *_a, **_k: (str(out), ""))
    monkeypatch.setattr(window.export_actions, "confirm_without_final", lambda *_counts: True)
    window.menus.export.trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert "--force" not in shown[0]
    assert "mine.csv" in shown[0]
    assert advice in shown[0]
    assert out.read_bytes() == b"someone else's table\n"
    assert not out.with_name("mine.csv.manifest.json").exists()
