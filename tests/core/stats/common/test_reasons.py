"""Reasons are English in str and JSON, and render through a translate function.

Every "Reasons" template in core.stats must have a zh_CN and zh_TW translation that keeps its
fields, and a reason with a field that is itself a reason (a metric in words) renders both.
"""

from __future__ import annotations

import json
import pickle
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np

from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.reasons import Reason, render
from adjudicator.core.stats.many_raters.multirater import fleiss_kappa
from adjudicator.core.stats.pairs.pairwise import cohen_kappa

TRANSLATIONS = Path(__file__).resolve().parents[4] / "resources" / "translations"


def _templates() -> set[str]:
    """Every string marked for the "Reasons" context in reasons.py."""
    return {v for k, v in vars(reasons).items() if k.isupper() and isinstance(v, str)
            and k != "CONTEXT"} | set(reasons.METRIC_WORDS.values())


def _translations(lang: str) -> dict[str, str]:
    root = ET.parse(TRANSLATIONS / f"adjudicator_{lang}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        if context.findtext("name") == reasons.CONTEXT:
            for message in context.iter("message"):
                out[message.findtext("source") or ""] = message.findtext("translation") or ""
    return out


def _fields(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


def test_every_template_is_translated_with_its_fields() -> None:
    for lang in ("zh_CN", "zh_TW"):
        table = _translations(lang)
        for template in _templates():
            assert table.get(template), (lang, template)
            assert _fields(table[template]) == _fields(template), (lang, template)


def test_reason_is_english_in_str_and_json_and_renders_translated() -> None:
    est = cohen_kappa(np.array([[5, 0], [0, 0]]), labels=["yes", "no"])
    assert est.value is None
    assert isinstance(est.reason, Reason)
    english = "both annotators used only yes: chance agreement is 1, so κ is undefined"
    assert est.reason == english
    assert json.loads(json.dumps(est.to_dict()))["reason"] == english
    fake = {est.reason.template: "两人只用 {name}（{symbol}）"}
    assert est.render(lambda t: fake.get(t, t)) == {"reason": "两人只用 yes（κ）"}


def test_nested_metric_words_are_translated_too() -> None:
    est = fleiss_kappa(np.array([[3, 0], [2, 0]]), labels=["a", "b"])
    assert est.reason == "every rating is a: chance agreement is 1, so Fleiss' kappa is undefined"
    words = {reasons.EVERY_RATING_CHANCE: "全是 {name}，{what} 无定义", "Fleiss' kappa": "F-κ"}
    assert est.render(lambda t: words.get(t, t))["reason"] == "全是 a，F-κ 无定义"


def test_se_and_ci_reasons_render() -> None:
    est = cohen_kappa(np.array([[4, 0], [0, 3]]))
    assert est.value == 1.0
    assert est.se is None
    assert est.ci is None
    shown = est.render(lambda t: "译:" + t)
    assert shown["se_reason"].startswith("译:not estimable: all 7 items agree")
    assert set(shown) == {"se_reason", "ci_reason"}


def test_a_translation_that_lost_a_field_falls_back_to_english() -> None:
    reason = Reason(reasons.ALL_AGREE, n=3)
    assert reason.render(lambda t: "全部 {count} 个") == str(reason)


def test_plain_strings_render_whole_and_reasons_pickle() -> None:
    assert render("anything", str.upper) == "ANYTHING"
    assert render(None) is None
    reason = Reason(reasons.BOTH_ONLY, name="x", symbol="π")
    back = pickle.loads(pickle.dumps(reason))
    assert back == reason
    assert (back.template, back.fields) == (reason.template, reason.fields)
