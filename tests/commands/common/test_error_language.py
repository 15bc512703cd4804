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
    tag = {"zh_CN": "错误：", "zh_TW": "錯誤：", "en": "error: "}[lang]
    assert err.startswith(f"adjudicator: {tag}empty.csv")
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


def test_a_command_error_in_chinese_through_the_real_cli(tmp_path: Path) -> None:
    """A refusal raised by a command (not by the reader) is rendered from its template in
    简体中文 by a separate `python -m adjudicator` process: no English words left."""
    import os
    import re
    import subprocess
    import sys

    data = tmp_path / "labels.csv"
    data.write_text("id,a,b\n1,x,y\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "adjudicator", "agree", str(data),
                           "--resamples", "0", "--lang", "zh_CN"],
                          capture_output=True, text=True, encoding="utf-8", env=env, timeout=120)
    assert done.returncode == 2
    err = done.stderr.strip()
    assert err.startswith("adjudicator: 错误：--resamples 0 超出范围")
    assert "1 到 1,000,000 之间的整数" in err
    assert "重抽样" in err
    words = re.sub(r"--\w+", "", err.removeprefix("adjudicator: "))
    assert re.findall(r"[a-z]{3,}", words) == []  # option names aside, no English


@pytest.mark.parametrize(("lang", "words"), [
    ("zh_CN", ("第 3 行", "列“b”", "“x”不是计数", "小于 10^18 的非负整数")),
    ("zh_TW", ("第 3 列", "欄「b」", "「x」不是計數", "小於 10^18 的非負整數")),
    ("en", ("row 3", "column 'b'", "'x' is not a count", "below 10^18")),
])
def test_a_table_cell_error_names_file_row_and_column_in_the_language(
        tmp_path: Path, capsys, lang: str, words: tuple[str, ...]) -> None:
    """agree --table refuses a cell that is not a count: file, row, column and what was
    expected, each in the language asked for."""
    table = tmp_path / "table.csv"
    table.write_text(",a,b\na,3,1\nb,2,x\n", encoding="utf-8")
    assert main(["agree", str(table), "--table", "--lang", lang]) == 2
    err = capsys.readouterr().err
    tag = {"zh_CN": "错误：", "zh_TW": "錯誤：", "en": "error: "}[lang]
    assert err.startswith(f"adjudicator: {tag}{table}")
    assert all(w in err for w in words), err
