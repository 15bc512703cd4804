"""`adjudicator --help` lists the sub-commands in groups, every command once, translated."""

from __future__ import annotations

import re

import pytest

from adjudicator.cli import COMMANDS, main
from adjudicator.commands.overview import GROUPS

TITLES = ["agreement", "decide", "versions", "export", "report"]


def _help(capsys: pytest.CaptureFixture[str], *lang: str) -> str:
    assert main([*lang, "--help"]) == 0
    return capsys.readouterr().out


def _sections(text: str) -> dict[str, list[str]]:
    """Heading (a line ending in a colon, flush left) -> the command names under it."""
    out: dict[str, list[str]] = {}
    heading = ""
    for line in text.splitlines():
        if re.fullmatch(r"\S.*[:：]", line):
            heading = line[:-1]
            out[heading] = []
        elif heading and re.match(r"  [a-z]", line):
            out[heading].append(line.split()[0])
    return out


def test_help_groups_every_command_once(capsys: pytest.CaptureFixture[str]) -> None:
    """The five groups in order; every command but the window's under exactly one of them."""
    sections = _sections(_help(capsys))
    assert [h for h in sections if h in TITLES] == TITLES
    listed = [name for h in TITLES for name in sections[h]]
    assert sorted(listed) == sorted(set(COMMANDS) - {"gui"})
    assert sections["versions"] == ["log", "tag", "diff"]
    assert "check" in sections["report"]


def test_groups_name_only_real_commands() -> None:
    """The table the page is built from names each command once."""
    names = [name for _, commands in GROUPS for name, _, _ in commands]
    assert len(names) == len(set(names))
    assert set(names) == set(COMMANDS) - {"gui"}


@pytest.mark.parametrize(("lang", "titles", "words"), [
    ("zh_CN", ["一致性", "裁决", "版本", "导出", "报告"],
     ["一致性统计", "验收报告（HTML 或 PDF）"]),
    ("zh_TW", ["一致性", "裁決", "版本", "匯出", "報告"],
     ["一致性統計", "驗收報告（HTML 或 PDF）"]),
])
def test_help_groups_in_chinese(capsys: pytest.CaptureFixture[str], lang: str,
                                titles: list[str], words: list[str]) -> None:
    """Group titles and descriptions in the language; no English description left."""
    text = _help(capsys, "--lang", lang)
    assert text.startswith("用法：adjudicator")
    sections = _sections(text)
    assert [h for h in sections if h in titles] == titles
    assert all(w in "".join(text.split()) or w in text for w in words)
    assert "agreement statistics" not in text
    assert "for the options of one command" not in text
