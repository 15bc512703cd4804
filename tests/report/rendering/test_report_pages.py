"""The report's pages as a reader sees them: no heading alone at a page's foot, no label
broken inside a word, reasons under a table instead of in its narrow columns, rules named in
words (never their keys), every word in the report's language."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.report.rendering.html import render_html
from adjudicator.store.project import Project

THIRTEEN = ("投诉", "退款", "咨询", "Shipping delay", "Product quality", "其他", "物流查询",
            "发票问题", "换货", "Account login", "Payment failed", "售后维修", "优惠券")
RULES = AcceptanceRules(min_paired_n=50, coefficient="fleiss_kappa", min_value=0.6,
                        min_ci_low=0.5, key_classes=("投诉",), min_class=0.5,
                        max_unresolved_share=0.2, max_unreviewed_share=0.5)
RULE_KEYS = ("min_paired_n", "min_value", "min_ci_low", "min_class", "max_unresolved_share",
             "max_unreviewed_share")


def _three_annotators(folder: Path, labels: tuple[str, ...], items: int = 400) -> Path:
    rng = random.Random(3)
    lines = ["id,text,r1,r2,r3"]
    for n in range(items):
        truth = rng.choice(labels)
        said = [truth if rng.random() < 0.8 else rng.choice(labels) for _ in range(3)]
        lines.append(f"i{n},message {n}," + ",".join(said))
    path = folder / "three.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def model13(tmp_path: Path):  # type: ignore[no-untyped-def]
    """A 13-label, 3-annotator project's report model with every rule set."""
    with Project.open(_three_annotators(tmp_path, THIRTEEN)) as project:
        return build_report(project, rules=RULES)


def _shown(markup: str) -> str:
    """The text a reader sees."""
    return html.unescape(re.sub(r"<[^>]*>", " ", markup))


def _rules_section(markup: str, lang: str = "en") -> str:
    title = {"en": "Acceptance rules", "zh_CN": "验收规则", "zh_TW": "驗收規則"}[lang]
    start = markup.index(f"<h2>{title}")
    return markup[start:markup.index("<h2>", start + 4)]


def test_rules_are_named_in_words_not_keys(model13) -> None:  # type: ignore[no-untyped-def]
    """The English rules table names what each rule measures (Fleiss' κ, the lower bound of
    its interval…), never a key such as min_ci_low."""
    rules = _shown(_rules_section(render_html(model13, "en")))
    for key in RULE_KEYS:
        assert key not in rules, key
    assert "Lower bound of the 95% CI of Fleiss' κ" in rules
    assert "Items labelled by both annotators" in rules


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_chinese_rules_table_has_no_english_subject(model13, lang: str) -> None:  # type: ignore[no-untyped-def]
    """"all annotators" (the subject of a many-rater rule) is said in Chinese."""
    rules = _shown(_rules_section(render_html(model13, lang), lang))
    assert "all annotators" not in rules
    assert "all items" not in rules
    assert ("全部标注员" if lang == "zh_CN" else "全部標註員") in rules
    for key in RULE_KEYS:
        assert key not in rules, key


@pytest.mark.parametrize(("lang", "term", "wrong"), [
    ("zh_CN", "类别失衡指数", ("患病率", "流行率")),
    ("zh_TW", "類別失衡指數", ("盛行率", "患病率"))])
def test_prevalence_index_is_a_statistics_term(model13, lang: str, term: str,  # type: ignore[no-untyped-def]
                                               wrong: tuple[str, ...]) -> None:
    """Byrt, Bishop & Carlin's prevalence index measures how unevenly the classes are used:
    named as class imbalance, never with the medical 患病率."""
    shown = _shown(render_html(model13, lang))
    assert term in shown
    for word in wrong:
        assert word not in shown


def test_a_many_label_matrix_numbers_its_columns(model13) -> None:  # type: ignore[no-untyped-def]
    """13 labels: the confusion tables' columns are numbered, rows are "n name" (names
    cannot be broken inside a word in a column one count wide)."""
    markup = render_html(model13, "en")
    section = markup[markup.index("<h2>Confusion matrix"):markup.index(
        "<h2>Agreement coefficients")]
    head = re.search(r"<thead><tr>(.*?)</tr></thead>", section).group(1)  # type: ignore[union-attr]
    assert re.findall(r"<th>([^<]*)</th>", head) == ["", *map(str, range(1, 14))]
    assert re.search(r"<b>\d+ Product quality</b>", section)
    assert "Columns are numbered as the rows." in section


def test_reasons_stand_under_the_annotator_table(tmp_path: Path) -> None:
    """A withheld interval's reason is a note under the table; its cell holds a mark only,
    so no sentence is squeezed into a one-word column."""
    with Project.open(_three_annotators(tmp_path, ("pos", "neg"))) as project:
        project.decide("i0", "pos", "")
        markup = render_html(build_report(project), "en")
    start = markup.index("<h2>Each annotator against the final labels")
    section = markup[start:markup.index("<h2>", start + 4)]
    cells = re.findall(r"<td[^>]*>(.*?)</td>", section)
    assert cells
    longest = max(len(_shown(c).strip()) for c in cells)
    assert longest <= 24, longest
    assert 'class="noted"' in section
    notes = re.findall(r'<p class="note"><sup>a</sup> ([^<]*)</p>', section)
    assert notes
    assert notes[0].startswith("not estimable")


@pytest.mark.parametrize(("lang", "wording"), [
    ("en", "Share of items without a final label (unresolved or single annotator)"),
    ("zh_CN", "无最终标签的条目占比（未解决或仅一名标注员）"),
    ("zh_TW", "無最終標籤的條目占比（未解決或僅一名標註員）")])
def test_unresolved_rule_says_it_counts_every_item_without_a_final_label(
        model13, lang: str, wording: str) -> None:  # type: ignore[no-untyped-def]
    """max_unresolved_share counts single annotator items too: its name says so, not
    "unresolved" alone."""
    rules = _shown(_rules_section(render_html(model13, lang), lang))
    assert wording in rules
