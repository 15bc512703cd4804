"""argparse's own words ("usage:", "invalid choice", "show this help message and exit") in
简体中文 and 繁體中文.

argparse looks its words up with ``gettext`` (bound in its module as ``_`` and ``ngettext``).
Python ships no Chinese catalogue for them, so ``install`` points those two names at a small
``gettext.NullTranslations`` of our own for the run's language, and back at the standard
functions for English. The ``%(name)s`` / ``%s`` / ``%r`` fields are kept in every text.
"""

from __future__ import annotations

import argparse
import gettext

#: English (the msgid argparse asks for) -> (简体中文, 繁體中文)
WORDS: dict[str, tuple[str, str]] = {
    "usage: ": ("用法：", "用法："),
    "positional arguments": ("位置参数", "位置引數"),
    "options": ("选项", "選項"),
    "optional arguments": ("选项", "選項"),
    "show this help message and exit": ("显示本帮助信息并退出", "顯示本說明訊息並結束"),
    "show program's version number and exit": ("显示程序的版本号并退出",
                                               "顯示程式的版本號碼並結束"),
    "%(prog)s: error: %(message)s\n": ("%(prog)s：错误：%(message)s\n",
                                       "%(prog)s：錯誤：%(message)s\n"),
    "argument %(argument_name)s: %(message)s": ("参数 %(argument_name)s：%(message)s",
                                                "引數 %(argument_name)s：%(message)s"),
    "unrecognized arguments: %s": ("无法识别的参数：%s", "無法辨識的引數：%s"),
    "ambiguous option: %(option)s could match %(matches)s": (
        "选项不明确：%(option)s 可能是 %(matches)s", "選項不明確：%(option)s 可能是 %(matches)s"),
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "无效的选择：%(value)r（可选：%(choices)s）", "無效的選擇：%(value)r（可選：%(choices)s）"),
    "can't open '%(filename)s': %(error)s": ("无法打开“%(filename)s”：%(error)s",
                                             "無法開啟「%(filename)s」：%(error)s"),
    "expected one argument": ("需要一个值", "需要一個值"),
    "expected at most one argument": ("最多需要一个值", "最多需要一個值"),
    "expected at least one argument": ("至少需要一个值", "至少需要一個值"),
    "expected %s argument": ("需要 %s 个值", "需要 %s 個值"),
    "invalid %(type)s value: %(value)r": ("无效的 %(type)s 值：%(value)r",
                                          "無效的 %(type)s 值：%(value)r"),
    "the following arguments are required: %s": ("缺少以下必需的参数：%s",
                                                 "缺少下列必要的引數：%s"),
    "one of the arguments %s is required": ("必须给出参数 %s 之一", "必須提供引數 %s 其中之一"),
    "not allowed with argument %s": ("不能与参数 %s 同时使用", "不能與引數 %s 同時使用"),
    "ignored explicit argument %r": ("忽略了明确给出的值 %r", "忽略了明確給定的值 %r"),
    "unexpected option string: %s": ("意外的选项：%s", "非預期的選項：%s"),
    "unknown parser %(parser_name)r (choices: %(choices)s)": (
        "未知的子命令 %(parser_name)r（可选：%(choices)s）",
        "未知的子命令 %(parser_name)r（可選：%(choices)s）"),
    'argument "-" with mode %r': ("参数“-”不能以模式 %r 打开", "引數「-」不能以模式 %r 開啟"),
    "conflicting option string: %s": ("选项冲突：%s", "選項衝突：%s"),
}

#: argparse's plural pairs: the plural looks up its singular's entry (Chinese has one form)
PLURALS = {"conflicting option strings: %s": "conflicting option string: %s",
           "expected %s arguments": "expected %s argument"}

_COLUMN = {"zh_CN": 0, "zh_TW": 1}


class ArgparseWords(gettext.NullTranslations):
    """argparse's words in one Chinese script; words it does not know stay English."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.column = _COLUMN[lang]

    def gettext(self, message: str) -> str:
        """The translation of ``message``, or ``message``."""
        found = WORDS.get(message)
        return found[self.column] if found else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        """One form for every ``n``; English's own choice for words not known."""
        found = WORDS.get(msgid1) or WORDS.get(PLURALS.get(msgid2, ""))
        if found:
            return found[self.column]
        return msgid1 if n == 1 else msgid2


def install(lang: str) -> None:
    """argparse speaks ``lang`` from now on (English for any other code)."""
    if lang in _COLUMN:
        words = ArgparseWords(lang)
        argparse._ = words.gettext  # type: ignore[attr-defined]
        argparse.ngettext = words.ngettext  # type: ignore[attr-defined]
    else:
        argparse._ = gettext.gettext  # type: ignore[attr-defined]
        argparse.ngettext = gettext.ngettext  # type: ignore[attr-defined]
