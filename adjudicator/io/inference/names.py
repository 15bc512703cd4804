"""What a column's name says about its role: evidence beside the values, never alone.

A name can say "an annotator" (``annotator_2``, ``rater1``, ``coder_a``, ``label3``,
``标注员2``), "a reference" (``gold``, ``label``, ``majority``, ``final``, ``金标``), "an id",
"text" or "an item field" (``source``, ``genre``, ``level``). Numbered names that share a
stem (``label0``…``label4``, ``reader_slot_1``…) are a series: evidence of one role for all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from adjudicator.io.coding import roles

_ANNOTATOR_STEM = re.compile(
    r"^(annotat\w*|ann|anno|rater|coder|judge|worker|labell?er|observer|reader\w*|assessor|"
    r"reviewer|expert|user|clinician|doctor|physician|radiologist|crowd\w*|"
    r"标注员|标注者|标注人|标注|评分员|评分者|评审|专家|標註員|標註者)[\s_\-.#]*([0-9]+|[a-z])$",
    re.I)
_NUMBERED = re.compile(r"^(.*?)[\s_\-.#]*([0-9]+)$")
_GOLD = re.compile(
    r"^(gold(_?label)?|label|hard_?label|majority(_?label|_?vote)?|final(_?label)?|answer|"
    r"truth|ground_?truth(_?label)?|reference|adjudicated(_?label)?|consensus|expert_?label|"
    r"true_?label|target|金标|金标准|标准答案|真值|参考答案|多数|最终标签|最終標籤)$", re.I)
_ID = re.compile(r"^(.*[\s_\-.])?(id|key|uid|guid|pairid|no|nr|index|idx|编号|序号)$", re.I)
_FIELD = re.compile(
    r"^(source|language|lang|batch|difficulty|level|genre|group|domain|split|task|channel|"
    r"topic|round|phase|condition|set|subset|type|来源|语言|批次|难度|分组|领域|类型|主题)$",
    re.I)


# the names a reader gives columns of a file without a header row: no evidence of a role
_READER_STEMS = ("col", "column", "unnamed:", "unnamed", "field", "列")


def _norm(name: str) -> str:
    return str(name).strip().casefold()


_WHO = ("clinician", "observer", "reader", "assessor", "reviewer", "doctor", "physician",
        "radiologist", "participant", "subject_rater", "评分员", "评审员", "審核員")


def annotator_named(name: str) -> bool:
    """``annotator_2``, ``rater1``, ``coder_a``, ``标注员2``, ``clinician``, or one of
    io.roles' names."""
    return bool(_ANNOTATOR_STEM.match(str(name).strip())) or _norm(name) in {
        _norm(n) for n in (*roles.ANNOTATOR_NAMES, *_WHO)}


def gold_named(name: str) -> bool:
    """``gold``, ``label``, ``majority``, ``final``, ``answer``, ``truth``, ``金标``…"""
    return bool(_GOLD.match(str(name).strip()))


def id_named(name: str) -> bool:
    """One of io.roles' id names, or a name ending in ``id``/``key`` (``pairID``)."""
    return _norm(name) in {_norm(n) for n in roles.ID_NAMES} or bool(
        _ID.match(str(name).strip()))


def text_named(name: str) -> bool:
    """One of io.roles' text names (``text``, ``sentence1``, ``premise``, ``评论``…)."""
    return _norm(name) in {_norm(n) for n in (*roles.TEXT_NAMES, *roles.MORE_TEXT_NAMES)}


def field_named(name: str) -> bool:
    """An item field's name: ``source``, ``genre``, ``level``, ``batch``, ``来源``…"""
    return bool(_FIELD.match(str(name).strip())) or _norm(name) in {
        _norm(n) for n in roles.STRATUM_NAMES}


def stem(name: str) -> str | None:
    """The stem of a numbered name (``label`` of ``label3``, ``reader_slot`` of
    ``reader_slot_2``), else None."""
    found = _NUMBERED.match(str(name).strip())
    return found.group(1).casefold() if found and found.group(1) else None


def series_share(names: Sequence[str]) -> float:
    """The share of ``names`` in the largest numbered series among them (``label0``…)."""
    if not names:
        return 0.0
    stems: dict[str, int] = {}
    for n in names:
        s = stem(n)
        if s is not None and s not in _READER_STEMS:
            stems[s] = stems.get(s, 0) + 1
    best = max(stems.values(), default=0)
    return best / len(names) if best >= 2 else 0.0


def in_series(name: str, names: Sequence[str]) -> bool:
    """``name`` is numbered and another of ``names`` has the same stem."""
    s = stem(name)
    return (s is not None and s not in _READER_STEMS
            and sum(1 for n in names if stem(n) == s) >= 2)
