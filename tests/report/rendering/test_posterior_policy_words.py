"""The report names a "posterior ≥ p" policy in words, in each language (it split "k/n" before)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from adjudicator.report.rendering.html import _policy_words
from adjudicator.report.rendering.texts import Texts


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "unanimous items and items whose Dawid–Skene posterior of one label is at least 0.95 "
           "(declared in event 4)"),
    ("zh_CN", "全体一致的条目，以及某一标签的 Dawid–Skene 后验概率至少为 0.95 的条目"),
    ("zh_TW", "某一標籤的 Dawid–Skene 後驗機率至少為 0.95"),
])
def test_posterior_policy_in_words(lang: str, words: str) -> None:
    summary = SimpleNamespace(policy="posterior≥0.95", policy_seq=4)
    assert words in _policy_words(summary, Texts(lang))  # type: ignore[arg-type]
