"""`adjudicator FILE --screenshot OUT.png --lang zh_TW`: the line saying where the picture went
is in the window's language, like its error line (issue 11: every word in Chinese)."""

from __future__ import annotations

from pathlib import Path

from tests.ui.test_snapshot import _adjudicator


def test_the_saved_line_in_traditional_chinese(sample_copy: Path, tmp_path: Path) -> None:
    """Exit 0 and "螢幕截圖已儲存：OUT" on stdout."""
    out = tmp_path / "window.png"
    done = _adjudicator(str(sample_copy), "--screenshot", str(out), "--lang", "zh_TW",
                        home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(f"螢幕截圖已儲存：{out}")
    assert out.exists()
