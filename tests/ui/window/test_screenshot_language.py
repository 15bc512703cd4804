"""`adjudicator FILE --screenshot OUT.png --lang zh_TW`: the line saying where the picture went
is in the window's language, like its error line (issue 11: every word in Chinese)."""

from __future__ import annotations

from pathlib import Path

from tests.ui.window.test_snapshot import _adjudicator


def test_the_saved_line_in_traditional_chinese(sample_copy: Path, tmp_path: Path) -> None:
    """Exit 0 and "螢幕截圖已儲存：OUT" on stdout."""
    out = tmp_path / "window.png"
    done = _adjudicator(str(sample_copy), "--screenshot", str(out), "--lang", "zh_TW",
                        home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(f"螢幕截圖已儲存：{out}")
    assert out.exists()


def test_a_screenshot_never_writes_through_a_link(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Regression (issue 27, item 1): the PNG was saved by Qt to the path as given, following
    a symbolic link into the file it names. It is now made in memory and renamed into place:
    the link's target is untouched; a decision log is refused."""
    from PySide6.QtWidgets import QMainWindow

    from adjudicator.ui.window.screenshot import save_window

    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(200, 100)
    victim = tmp_path / "thesis.txt"
    victim.write_text("keep\n", encoding="utf-8")
    link = tmp_path / "shot.png"
    link.symlink_to(victim)
    assert save_window(window, link)
    assert victim.read_text(encoding="utf-8") == "keep\n"
    assert not link.is_symlink()
    assert link.read_bytes().startswith(b"\x89PNG")
    log = tmp_path / "x.adjudication.jsonl"
    log.write_text('{"format":"adjudicator-log","version":2}\n', encoding="utf-8")
    assert not save_window(window, log)
    assert log.read_text(encoding="utf-8").startswith('{"format"')
