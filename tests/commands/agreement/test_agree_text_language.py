"""`agree`'s text report in 简体中文 / 繁體中文 with ``--lang`` (issue 11: every word in Chinese):
no English word is left but the names of statistics and the data's own names, the columns
still line up by display width, and the JSON keeps English."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pandas as pd
import pytest

from adjudicator.cli import main
from adjudicator.commands.agreement.agree_text import display_width
from tests.core.test_error_templates import _fields, _marked_templates, _translations

SAMPLE = Path(str(resources.files("adjudicator.resources") / "samples" / "customer_service.csv"))
DATA = Path(__file__).parents[2] / "data"
ANXIETY = DATA / "agreement" / "r_irr" / "anxiety.csv"  # three raters, scores 1..6
RAW4 = DATA / "agreement" / "gwet_handbook" / "raw_4raters.csv"  # four raters, gaps
TICKETS = DATA / "multilabel" / "tickets_multilabel.csv"
#: names that stay as they are in every language: statistics, their authors, units, engines
NAMES = {"Cohen", "Gwet", "AC", "Krippendorff", "Fleiss", "Conger", "Scott", "Brennan",
         "Prediger", "PABAK", "Jaccard", "Wilson", "CI", "CSV", "MB", "memory",
         "ICC", "McGraw", "Wong", "Lin", "Bland", "Altman", "MAE", "RMSE", "Fisher", "Donner",
         "Eliasziw"}
#: a command-line option and its value ("--level interval") is code, the same in every language
OPTION = r"--[a-z][\w-]*(?: [a-z]+)?"
CJK = re.compile(r"[\u4e00-\u9fff]")


def agree(capsys: pytest.CaptureFixture[str], lang: str, *args: str) -> str:
    """The text report of ``adjudicator --lang LANG agree ARGS``."""
    assert main(["--lang", lang, "agree", *args]) == 0
    return capsys.readouterr().out


def english_words(out: str, path: Path) -> set[str]:
    """ASCII words of ``out`` once the file's name, its column names and its labels (data, not
    words) and symbols such as p_o or κ_max are taken out, less the names of statistics."""
    frame = pd.read_csv(path, dtype=str)
    data = {path.name, *map(str, frame.columns)}
    for column in frame.columns:
        data |= {str(v).strip() for v in frame[column].dropna()}
    for item in sorted(data, key=len, reverse=True):
        if re.search(r"[A-Za-z]", item):
            out = re.sub(rf"(?<![\w.]){re.escape(item)}(?![\w.])", " ", out)
    out = re.sub(rf"{OPTION}|\w+_\w+", " ", out)
    return set(re.findall(r"[A-Za-z]{2,}", out)) - NAMES


def value_ends(block: list[str]) -> set[int]:
    """Display columns where each row's first number ends (a right-aligned column)."""
    ends = set()
    for line in block:
        found = re.search(r"-?\d\.\d{4}(?!\d)", line)
        if found:
            ends.add(display_width(line[:found.end()]))
    return ends


def test_sample_in_simplified_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    """The bundled sample: heading, coefficients, per-label table and disagreements in 简体中文,
    not one English word left."""
    out = agree(capsys, "zh_CN", str(SAMPLE))
    for words in ("一致性：customer_service.csv — 320 个条目，2 位标注员，4 个标签（投诉、退款、",
                  "置信区间：解析法；计算约定：标准误除数 n", "两位都标注的条目  320 / 320",
                  "偶然一致率（Cohen）p_e", "一致百分比", "类别失衡指数", "偏倚指数",
                  "κ 最大值（给定边际）", "κ（一对其余）", "特定一致率",
                  "wang_fang 与 li_qiang 之间最常见的分歧（类别对，不分方向）：", "占分歧的 47.3%",
                  "Cohen κ", "观察一致率 p_o：95% 置信区间 = Wilson 得分区间"):
        assert words in out
    assert english_words(out, SAMPLE) == set()


def test_sample_columns_line_up_in_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    """Names of two-cell characters are padded by display width: every coefficient's value
    ends in one column, as does every label's κ under its heading."""
    lines = agree(capsys, "zh_TW", str(SAMPLE)).splitlines()
    start = next(i for i, x in enumerate(lines) if x.lstrip().startswith("係數"))
    end = lines.index("", start)
    assert len(value_ends(lines[start + 1:end])) == 1
    head = next(i for i, x in enumerate(lines) if x.lstrip().startswith("標籤"))
    rows = lines[head + 1:lines.index("", head)]
    assert len(rows) == 4
    heading_end = display_width(lines[head].split("特定一致率")[0].rstrip())
    assert value_ends(rows) == {heading_end}


def test_three_raters_weighted_in_traditional_chinese(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Three raters, linear weights, ordinal level: the weights line, the weighted rows, the
    many-rater block and the matrix of pairs in 繁體中文, no English word left."""
    out = agree(capsys, "zh_TW", str(ANXIETY), "--weights", "linear", "--level", "ordinal")
    for words in ("加權係數使用線性權重，按標籤值計算距離（全部宣告的類別）；測量尺度：順序",
                  "加權 κ（線性，標籤值）", "Gwet AC2（線性，標籤值）",
                  "全部 3 位標註員（20 個項目）", "Fleiss κ", "Conger κ",
                  "每對標註員的 Cohen κ：", "信賴區間"):
        assert words in out
    assert "置信区间" not in out  # traditional, not simplified
    assert english_words(out, ANXIETY) == set()


def test_four_raters_with_gaps_and_ranks_in_simplified_chinese(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Missing ratings, a bootstrap and weights on ranks: coverage, the interval words and
    the basis of the weights in 简体中文."""
    out = agree(capsys, "zh_CN", str(RAW4), "--weights", "quadratic", "--weights-on", "ranks",
                "--ci", "bootstrap", "--resamples", "50")
    for words in ("9 / 12（覆盖率 75.0%）；缺失：Rater1 3，Rater2 2；仅一位标注：1",
                  "百分位自助法（50 次重抽样，随机种子 0）", "按类别的秩次 1..k 计算距离",
                  "加权 κ（二次，秩次）", "全部 4 位标注员（12 个条目）"):
        assert words in out
    assert english_words(out, RAW4) == set()


def test_by_channel_in_both_scripts(capsys: pytest.CaptureFixture[str]) -> None:
    """--by: the heading and column names of the strata in each script, the channels (data)
    as they are."""
    cn = agree(capsys, "zh_CN", str(SAMPLE), "--by", "channel")
    assert "wang_fang × li_qiang，按 channel 分层（由大到小）" in cn
    assert re.search(r"channel +n +p_o +Cohen κ +95% 置信区间 +Gwet AC1", cn)
    assert english_words(cn, SAMPLE) == set()
    tw = agree(capsys, "zh_TW", str(SAMPLE), "--by", "channel")
    assert "wang_fang × li_qiang，按 channel 分層（由大到小）" in tw
    assert english_words(tw, SAMPLE) == set()


def test_by_blank_and_undefined_strata_in_traditional_chinese(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Three raters by group: the empty cells' stratum and why a κ is undefined in words."""
    path = tmp_path / "grp.csv"
    path.write_text("id,grp,r1,r2,r3\n1,a,x,x,y\n2,a,y,x,y\n3,a,y,y,\n4,,x,x,x\n5,,x,x,x\n"
                    "6,b,y,y,x\n7,a,x,y,x\n", encoding="utf-8")
    out = agree(capsys, "zh_TW", str(path), "--annotators", "r1", "r2", "r3", "--by", "grp")
    assert "（空白）" in out
    blank = next(x for x in out.splitlines() if x.strip().startswith("（空白）"))
    assert "無法計算" in blank
    assert "兩位標註員都只用了 x" in blank
    assert english_words(out, path) == set()


def test_label_sets_in_simplified_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    """Multi-label items: the label-set blocks, their rows and the reasons in 简体中文."""
    out = agree(capsys, "zh_CN", str(TICKETS))
    for words in ("标签集：5 个标签（物流、售后、咨询、其他、投诉）", "平均 Jaccard", "宏平均 κ",
                  "ann_a × ann_b，标签集 — 两位都标注的条目 16 个（Cohen κ）",
                  "至少被标注两次的条目 16 个（Conger κ）", "两种平均都不计入（κ 无法计算）：投诉",
                  "标了 类别 1"):
        assert words in out
    assert english_words(out, TICKETS) == set()


def test_json_keeps_english(capsys: pytest.CaptureFixture[str]) -> None:
    """--format json is data: the same document with --lang zh_CN as without."""
    assert main(["agree", str(SAMPLE), "--format", "json", "--by", "channel"]) == 0
    english = json.loads(capsys.readouterr().out)
    assert main(["--lang", "zh_CN", "agree", str(SAMPLE), "--format", "json", "--by",
                 "channel"]) == 0
    assert json.loads(capsys.readouterr().out) == english


def test_english_text_stays_english(capsys: pytest.CaptureFixture[str]) -> None:
    """--lang en prints the English source, the same bytes as without --lang."""
    assert main(["agree", str(ANXIETY), "--weights", "linear"]) == 0
    plain = capsys.readouterr().out
    assert agree(capsys, "en", str(ANXIETY), "--weights", "linear") == plain
    assert "Weighted coefficients use linear weights on the label values" in plain
    assert not CJK.search(plain)


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_every_report_word_is_translated_with_its_fields(lang: str) -> None:
    """Each "AgreeText" template has a finished translation with the same fields; only the
    names of statistics may read as in English."""
    table = _translations(lang, "AgreeText")
    templates = _marked_templates("AgreeText")
    assert len(templates) > 60  # the scan found the report's words
    assert sorted(t for t in templates if t not in table) == []
    assert sorted(t for t in templates if _fields(table[t]) != _fields(t)) == []
    plain = {t: re.sub(rf"\{{\w+\}}|{OPTION}|\w+_\w+", "", table[t]) for t in templates}
    words = {t: set(re.findall(r"[A-Za-z]{2,}", text)) for t, text in plain.items()}
    assert {t: w - NAMES for t, w in words.items() if w - NAMES} == {}


@pytest.mark.parametrize(("lang", "rows", "columns"), [("zh_CN", "行", "列"),
                                                      ("zh_TW", "列", "欄")])
def test_a_tables_two_sides_are_named_in_the_language_and_english_in_json(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, rows: str,
        columns: str) -> None:
    """A contingency table read with --table and no --annotators: its sides are named in the
    --lang language in the text, and "rows" / "columns" in the JSON."""
    table = tmp_path / "table.csv"
    table.write_text(",yes,no\nyes,20,5\nno,10,15\n", encoding="utf-8")
    out = agree(capsys, lang, str(table), "--table")
    assert f"{rows} × {columns}" in out
    assert not {"rows", "columns"} & set(re.findall(r"[A-Za-z]+", out))
    doc = json.loads(agree(capsys, lang, str(table), "--table", "--format", "json"))
    assert doc["annotators"] == ["rows", "columns"]
