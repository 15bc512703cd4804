"""Label spellings that are probably the same label: case, spaces, full/half width, 繁/简."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

# Obvious traditional -> simplified pairs for words common in label sets (small on purpose).
_TRAD = (
    "負麵質詢諮訴價錯對無斷類問題們個關開標籤簽說話評論聽見樂憤懼厭驚運費單號貨買賣郵"
    "產務實際異誤報處達過還這會時間後來東車長門電腦網線經濟財醫療藥學習業專傳統計設備"
    "員優壞讚極滿總綜確體與為應積"
)
_SIMP = (
    "负面质询咨诉价错对无断类问题们个关开标签签说话评论听见乐愤惧厌惊运费单号货买卖邮"
    "产务实际异误报处达过还这会时间后来东车长门电脑网线经济财医疗药学习业专传统计设备"
    "员优坏赞极满总综确体与为应积"
)
TRAD_TO_SIMP = str.maketrans(_TRAD, _SIMP)


def fold(value: str) -> str:
    """NFKC (full-width -> half-width), inner spaces collapsed, trimmed, case-folded."""
    text = unicodedata.normalize("NFKC", value)
    return " ".join(text.split()).casefold()


def key(value: str) -> str:
    """``fold`` plus traditional -> simplified for the characters in the built-in table."""
    return fold(value).translate(TRAD_TO_SIMP)


@dataclass(frozen=True)
class NearDuplicate:
    """``value`` is probably ``canonical`` written differently; ``why`` says how."""

    value: str
    canonical: str
    why: str


def find_near_duplicates(counts: Mapping[str, int]) -> list[NearDuplicate]:
    """Group values by ``key``; in each group the most frequent spelling is the canonical one."""
    groups: dict[str, list[str]] = {}
    for value in counts:
        groups.setdefault(key(value), []).append(value)
    out: list[NearDuplicate] = []
    for members in groups.values():
        if len(members) < 2:
            continue
        canonical = max(members, key=lambda v: (counts[v], -members.index(v)))
        out.extend(NearDuplicate(v, canonical, _why(v, canonical)) for v in members
                   if v != canonical)
    return out


def _why(value: str, canonical: str) -> str:
    """The kind of difference, for the report."""
    if value.strip() != value and value.strip() == canonical:
        return "surrounding spaces"
    if unicodedata.normalize("NFKC", value) != value or unicodedata.normalize(
            "NFKC", canonical) != canonical:
        return "full-width / half-width characters"
    if fold(value) == fold(canonical):
        return "letter case" if value.casefold() == canonical.casefold() else "spaces"
    return "traditional / simplified characters"
