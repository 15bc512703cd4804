"""`--lang` on the terminal beyond errors: notes, warnings, "written to" lines, argparse's own
words and the options' help, in 简体中文 / 繁體中文 (issue 11: every word in Chinese)."""

from __future__ import annotations

import argparse
import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.commands.common.argparse_words import PLURALS, WORDS, ArgparseWords, install
from adjudicator.commands.common.arguments import wrap

#: argparse's msgids that only a programming mistake shows (never a user's typing)
DEVELOPER_ONLY = {"'required' is an invalid argument for positionals", ".__call__() not defined",
                  "mutually exclusive arguments must be optional", "%r is not callable",
                  "cannot merge actions - two groups are named %r",
                  "invalid option string %(option)r: must start with a character "
                  "%(prefix_chars)r", "dest= is required for options like %r",
                  "invalid conflict_resolution value: %r", "cannot have multiple subparser "
                  "arguments", "conflicting subparser: %s", "conflicting subparser alias: %s"}


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    """A separate `python -m adjudicator` process, as a user starts it."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], capture_output=True,
                          text=True, encoding="utf-8", env=env, timeout=120, check=False)


def _argparse_msgids() -> set[str]:
    """Every word the running Python's argparse looks up with ``_`` or ``ngettext``."""
    tree = ast.parse(Path(argparse.__file__).read_text(encoding="utf-8"))
    return {a.value for node in ast.walk(tree) if isinstance(node, ast.Call)
            and getattr(node.func, "id", "") in ("_", "ngettext")
            for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)}


def _fields(text: str) -> list[str]:
    return sorted(re.findall(r"%\(\w+\)\w|%[sr]|%%", text))


def test_every_user_facing_argparse_word_has_both_chinese_texts() -> None:
    """What this Python's argparse can say to a user is in the catalogue, fields kept."""
    asked = _argparse_msgids()
    assert "the following arguments are required: %s" in asked  # the scan read argparse
    known = set(WORDS) | set(PLURALS)
    assert sorted(asked - known - DEVELOPER_ONLY) == []
    for english, (cn, tw) in WORDS.items():
        assert _fields(cn) == _fields(english) == _fields(tw), english
        assert re.search(r"[\u4e00-\u9fff]", cn)
        assert re.search(r"[\u4e00-\u9fff]", tw)


def test_the_catalogue_answers_gettext_and_ngettext() -> None:
    """gettext and both plural forms come from our table; an unknown word stays itself."""
    words = ArgparseWords("zh_TW")
    assert words.gettext("usage: ") == "用法："
    assert words.ngettext("expected %s argument", "expected %s arguments", 3) == "需要 %s 個值"
    assert words.gettext("no such text") == "no such text"
    assert words.ngettext("a %s", "many %s", 2) == "many %s"


def test_install_and_back_to_english() -> None:
    """argparse's own module speaks the language installed, and English again after."""
    try:
        install("zh_CN")
        parser = argparse.ArgumentParser(prog="x", add_help=True)
        assert "显示本帮助信息并退出" in parser.format_help()
    finally:
        install("en")
    assert "show this help message and exit" in argparse.ArgumentParser().format_help()


def test_chinese_help_is_wrapped_between_characters() -> None:
    """A Chinese sentence is broken to the width (two columns a character), ASCII words are
    never split, and closing punctuation never starts a line."""
    lines = wrap("读取工具导出文件中的哪个问题（Label Studio 的 from_name、Potato 的 scheme）", 24)
    assert len(lines) > 1
    assert all(sum(2 if "\u4e00" <= c <= "\u9fff" or c in "（）、" else 1 for c in line) <= 24
               for line in lines)
    assert "from_name、Potato" in "".join(lines) or any("from_name" in x for x in lines)
    assert not any(line[0] in "，。、；：）" for line in lines)
    assert wrap("plain English words here", 12) == ["plain", "English", "words here"]


def test_an_invalid_choice_is_a_chinese_error_with_exit_2() -> None:
    """`adjudicator --lang zh_CN agree --engine nonsense x.csv`: argparse's refusal in
    简体中文, exit status 2; option names and the values given stay as typed."""
    done = _run("--lang", "zh_CN", "agree", "--engine", "nonsense", "x.csv")
    assert done.returncode == 2
    err = done.stderr.strip()
    assert err.startswith("adjudicator: 错误：adjudicator agree: 参数 --engine：无效的选择")
    assert "'nonsense'" in err
    assert "运行 `adjudicator agree --help`" in err
    words = re.sub(r"'[^']*'|`[^`]*`|--[\w-]+|adjudicator|agree", "", err)
    assert re.findall(r"[A-Za-z]{2,}", words) == []


def test_a_missing_argument_is_refused_in_traditional_chinese() -> None:
    """argparse's "the following arguments are required" in 繁體中文."""
    done = _run("--lang", "zh_TW", "tag")
    assert done.returncode == 2
    assert "缺少下列必要的引數：DATA, NAME" in done.stderr
    assert "required" not in done.stderr


def _help_blocks(text: str) -> dict[str, str]:
    """Option or section -> its help text, from argparse's help layout."""
    blocks: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        head = re.match(r"  (-[^ ]+(?: [^ ]+)*?)(?:  +(.*))?$", line)
        if head and not line.startswith("   "):
            key = head.group(1)
            blocks[key] = head.group(2) or ""
        elif key:
            blocks[key] += " " + line.strip()
    return blocks


def test_agree_help_in_traditional_chinese_has_no_english_sentence() -> None:
    """`adjudicator --lang zh_TW agree --help`: usage, sections, -h and every option's help
    in 繁體中文 (names, metavars and choices stay as typed)."""
    done = _run("--lang", "zh_TW", "agree", "--help")
    assert done.returncode == 0
    out = done.stdout
    assert out.startswith("用法：adjudicator agree [-h]")
    assert "位置引數:" in out
    assert "選項:" in out
    assert "顯示本說明訊息並結束" in out
    assert "标注员" not in out
    assert "標註員之間的一致性" in out
    body = out.split("\n\n", 1)[1]  # after the usage lines
    blocks = _help_blocks(body)
    assert len(blocks) > 30  # the options were found
    sentences = {}
    for option, text in blocks.items():
        plain = re.sub(r"--?[\w-]+|\{[^}]*\}|'[^']*'|`[^`]*`", "", text)
        run = re.search(r"[A-Za-z]{2,}(?: [A-Za-z]{2,}){2,}", plain)  # three English words
        if run:
            sentences[option] = run.group(0)
    prose = [x for x in body.split("\n") if x and not x.startswith(" ") and ":" not in x]
    assert sentences == {}
    assert all(re.search(r"[\u4e00-\u9fff]", line) for line in prose)


def test_top_level_usage_in_simplified_chinese() -> None:
    """`adjudicator --lang zh_CN --help`: the commands' list in 简体中文."""
    done = _run("--lang", "zh_CN", "--help")
    assert done.returncode == 0
    assert done.stdout.startswith("用法：adjudicator [FILE | --sample]")
    assert "\n版本:\n" in done.stdout  # the commands in groups
    assert "一致性统计" in done.stdout
    assert "验收报告（HTML 或 PDF）" in done.stdout
    assert "agreement statistics" not in done.stdout


@pytest.fixture
def labels(tmp_path: Path) -> Path:
    """Two annotators, one label ("z") outside the labels given with --labels."""
    path = tmp_path / "l.csv"
    path.write_text("id,a,b\n1,x,y\n2,x,x\n3,y,z\n4,y,y\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "words"), [
    ("zh_CN", ("adjudicator: 警告：", "l.csv：", "（已忽略）",
               "标签“z”不在标签列表中：1 个单元格按缺失处理")),
    ("zh_TW", ("adjudicator: 警告：", "l.csv：", "（已忽略）",
               "標籤「z」不在標籤清單中：1 個儲存格按缺失處理")),
    ("en", ("adjudicator: warning: ", "l.csv: ", "(ignored)",
            "label 'z' not in the labels: 1 cell(s) treated as missing")),
])
def test_agree_warnings_in_the_language(labels: Path, capsys: pytest.CaptureFixture[str],
                                        lang: str, words: tuple[str, ...]) -> None:
    """--ignore-problems warnings (not raised, printed) follow --lang."""
    assert main(["agree", str(labels), "--labels", "x", "y", "--ignore-problems",
                 "--lang", lang]) == 0
    err = capsys.readouterr().err
    assert all(w in err for w in words), err


def test_version_commands_say_what_they_did_in_chinese(
        labels: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """note, tag, diff and a read-only report's note: the lines after the work, in Chinese."""
    assert main(["note", str(labels), "查看了", "--lang", "zh_TW"]) == 0
    assert capsys.readouterr().out == "已新增備註（事件 1）\n"
    assert main(["--lang", "zh_CN", "tag", str(labels), "r1"]) == 0
    assert capsys.readouterr().out == "已标记版本 r1（事件 2：事件 1 之后的状态）\n"
    assert main(["diff", str(labels), "1", "--lang", "zh_CN"]) == 0
    out = capsys.readouterr().out
    assert "有 0 个条目发生变化：新标注 0 个，改标 0 个，不再有标签 0 个" in out
    assert "changed" not in out


def test_an_os_error_is_told_in_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    """An operating-system refusal (permission, full disk) with its advice in 简体中文; the
    system's own reason is quoted as the system gave it."""
    from adjudicator.cli import run_guarded

    def refused(_: list[str]) -> int:
        raise PermissionError(13, "Permission denied", "out.csv")

    def full(_: list[str]) -> int:
        raise OSError(28, "No space left on device", "out.csv")

    assert run_guarded(refused, [], debug=False, lang="zh_CN") == 2
    err = capsys.readouterr().err
    assert err.startswith("adjudicator: 错误：out.csv：Permission denied。请检查该路径是否存在")
    assert run_guarded(full, [], debug=False, lang="zh_TW") == 2
    err = capsys.readouterr().err
    assert err.startswith("adjudicator: 錯誤：out.csv：磁碟已滿（No space left on device）")
    assert run_guarded(refused, [], debug=False, lang="en") == 2
    assert "Check that the path exists" in capsys.readouterr().err
