"""`--lang` on the command line: input errors in 简体中文 / 繁體中文, English by default."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cli import main


@pytest.mark.parametrize(("lang", "words"), [
    ("zh_CN", ("文件是空的", "请重新导出标签")),
    ("zh_TW", ("檔案是空的", "請重新匯出標籤")),
    ("en", ("the file is empty", "Export the labels again")),
])
def test_an_input_error_in_the_language_asked_for(tmp_path: Path, capsys, lang: str,
                                                   words: tuple[str, ...]) -> None:
    """The reader's refusal of an empty file, rendered from its template."""
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    assert main(["agree", str(empty), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert err.startswith("adjudicator: error: empty.csv")
    assert all(w in err for w in words)


def test_without_lang_the_error_is_english(tmp_path: Path, capsys) -> None:
    """No --lang: the English source, as before."""
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    assert main(["agree", str(empty)]) == 2
    assert "the file is empty" in capsys.readouterr().err


def test_the_report_keeps_its_own_lang_and_errors_follow_it(tmp_path: Path, capsys) -> None:
    """`report --lang` says the report's language too: the option reaches the command (it
    is not taken away for the errors), and a refusal is in that language."""
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    assert main(["report", str(empty), "--out", str(tmp_path / "r.html"), "--lang", "zh_TW"]) == 2
    assert "檔案是空的" in capsys.readouterr().err
    assert not (tmp_path / "r.html").exists()
