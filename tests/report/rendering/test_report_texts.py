"""Every word the report prints has its 简体中文 and 繁體中文 entry."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.report.acceptance.model import INFO_LABELS
from adjudicator.report.rendering.texts import CATALOGUE, Texts

REPORT = Path(__file__).parents[3] / "adjudicator" / "report"


def literal_keys() -> set[str]:
    """String literals passed to ``t(...)`` anywhere in the report package."""
    keys = set()
    for path in REPORT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "t" and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                keys.add(node.args[0].value)
    return keys


def test_every_literal_and_computed_key_is_translated() -> None:
    """Literal keys, rule names, bands, results and info fields all have both entries."""
    computed = {*INFO_LABELS.values(), "min_paired_n", "min_value", "min_ci_low", "min_class",
                "max_unresolved_share", "max_unreviewed_share", "poor", "slight", "fair",
                "moderate", "substantial", "almost_perfect", "pass", "fail",
                "cannot be checked", "PASS: every acceptance rule is met",
                "FAIL: at least one acceptance rule is not met",
                "NOT DECIDED: a rule could not be checked", "No acceptance rules were set",
                'Values read as "cannot judge" (treated as missing)', "Values read as missing",
                "Unanimous", "Adjudicated", "Unresolved", "Items with a disagreement",
                "Disagreements without a decision", "Decisions flagged for a guideline update",
                "Page {n} of {total}"}
    keys = literal_keys()
    assert len(keys) > 80
    missing = sorted(k for k in keys | computed if k not in CATALOGUE)
    assert missing == []
    for zh_cn, zh_tw in CATALOGUE.values():
        assert zh_cn.strip()
        assert zh_tw.strip()


def test_languages() -> None:
    """English is the key itself; an unknown language is refused."""
    assert Texts("en")("Verdict") == "Verdict"
    assert Texts("zh_TW")("Verdict") == "結論"
    with pytest.raises(InputError):
        Texts("fr")


def test_the_windows_catalogue_is_read_without_qt() -> None:
    """The shipped .ts gives the core's convention words; a word it lacks stays English."""
    from adjudicator.report.rendering.catalogue import messages, translate

    assert translate("zh_CN", "Statistics", "SE divisor n") == "标准误除数 n"
    assert translate("zh_TW", "Statistics", "; ") == "；"
    assert translate("zh_CN", "Statistics", "no such words") == "no such words"
    assert translate("en", "Statistics", "SE divisor n") == "SE divisor n"
    assert len(messages("zh_TW")) > 400


def test_core_words_in_the_report_language() -> None:
    """Conventions part by part, the overall note and the verdict's reasons in Chinese."""
    conv = ("Gwet (2014) raw-data variance; SE divisor n-1; 95% CI = estimate ± t(n-1)·SE; "
            "clipped to [-1, 1]")
    zh = Texts("zh_CN").convention(conv)
    assert zh == ("Gwet (2014) 原始数据方差；标准误除数 n-1；95% 置信区间 = 估计值 ± "
                  "t(n-1)·标准误；截断到 [-1, 1]")
    assert Texts("en").convention(conv) == conv
    reason = Texts("zh_TW").reason("{label} is not one of the labels", label="x")
    assert reason == "x 不是現有標籤之一"
    assert Texts("zh_CN").label("结论", "通过") == "结论：通过"
    assert Texts("en").label("Verdict", "pass") == "Verdict: pass"


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_chinese_report_has_no_english_sentences(project, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The core's conventions, notes and the what-if changes are said in Chinese."""
    from dataclasses import replace

    from adjudicator.report.acceptance.build import build_report
    from adjudicator.report.analyses.whatif import change_weights, merge_classes
    from adjudicator.report.rendering.html import render_html

    model = build_report(project, strata=["channel"])
    pair = model.agreement.pairs[0]
    model = replace(model, appendices={"whatif": [merge_classes(pair, "投诉", "退款"),
                                                  change_weights(pair, "quadratic")]})
    shown = re.sub(r"<[^>]*>", " ", render_html(model, lang))  # the text a reader sees
    assert "合" in shown
    for english in ("SE divisor", "estimate ±", "clipped to", "many-rater", "weights =",
                    "raw-data variance", "contingency-table", "Verdict:", "Appendix:"):
        assert english not in shown, english


@pytest.mark.parametrize(("lang", "word"), [("zh_CN", "不可估计"), ("zh_TW", "不可估計")])
def test_a_withheld_interval_says_why_in_the_report_language(lang: str, word: str) -> None:
    """Perfect agreement: the core withholds SE and CI with a reason (a template of the
    Reasons context); the report's cell says it in Chinese, and once."""
    from adjudicator.core.stats.pairs.pairwise import cohen_kappa
    from adjudicator.report.rendering.html_parts import estimate_cells
    est = cohen_kappa([[5, 0], [0, 5]])
    assert est.value == pytest.approx(1.0)
    assert est.ci is None
    assert est.ci_reason
    cells = estimate_cells("k", est, Texts(lang))
    ci = re.sub(r"<[^>]*>", "", cells[-1])
    assert ci.count(word) == 1, ci
    assert not re.search("[A-Za-z]{4,}", ci), ci
    english = re.sub(r"<[^>]*>", "", estimate_cells("k", est, Texts("en"))[-1])
    assert english.startswith("not estimable")


def test_a_dominant_class_is_noted_with_the_prevalence_paradox(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """When one class holds 80% or more of an annotator's labels, the report names it and
    warns that κ is depressed by prevalence, in the report's language."""
    from adjudicator.report.acceptance.build import build_report
    from adjudicator.report.rendering.html import render_html
    from adjudicator.store.project import Project

    data = tmp_path / "skewed.csv"
    lines = ["id,a,b"] + [f"i{i},{'正常' if i < 90 else '异常'},{'正常' if i < 88 else '异常'}"
                          for i in range(100)]
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with Project.open(data) as project:
        model = build_report(project)
    assert [d.dominant for d in model.distributions] == ["正常", "正常"]
    zh = re.sub(r"<[^>]*>", " ", render_html(model, "zh_CN"))
    assert "正常 在以下标注员的标签中占主导：a、b。" in zh
    assert "prevalence paradox" in render_html(model, "en")
