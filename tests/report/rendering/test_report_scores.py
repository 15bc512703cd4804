"""The report's score section: the six ICCs with their McGraw–Wong names and one line of
meaning, each pair's Lin ρc, Bland–Altman and MAE/RMSE, the Bland–Altman plots, each
annotator against the final values, in English and Chinese; nothing for names."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.report.rendering.figures import configure_fonts, figure_makers
from adjudicator.report.rendering.html import render_html
from adjudicator.report.rendering.texts import Texts
from adjudicator.store.project import Project

SF = Path(__file__).resolve().parents[2] / "data" / "agreement" / "scores" / \
    "shrout_fleiss_1979.csv"


@pytest.fixture
def model(tmp_path: Path):
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)
    with Project.open(data, create=True, author="lead") as project:
        project.set_scale("interval")
        project.decide("1", "8", rationale="checked")
        return build_report(project)


def test_section_in_english(model) -> None:
    html = render_html(model, "en")
    assert "Scores: intraclass correlation and agreement of the values" in html
    assert "ICC(A,1)" in html
    assert 'data-key="icc:ICC(2,1):value"' in html
    assert "offsets count against it" in html
    assert "95% CI from the F distribution (McGraw &amp; Wong 1996)" in html
    assert "Lin&#x27;s concordance correlation ρc" in html
    assert "Each annotator against the final values" in html
    scores = model.agreement.scores
    assert scores.versus_final["J1"]["mae"].value == pytest.approx(1.0)
    assert scores.versus_final["J4"]["mae"].n == 1


def test_section_in_chinese(model) -> None:
    for lang, words in (("zh_CN", ("分数：组内相关系数与数值一致性", "双向随机", "绝对一致",
                                   "平均绝对差（MAE）")),
                        ("zh_TW", ("分數：組內相關係數與數值一致性", "雙向隨機", "絕對一致",
                                   "平均絕對差（MAE）"))):
        html = render_html(model, lang)
        for word in words:
            assert word in html, (lang, word)
        assert "What it answers" not in html


def test_bland_altman_plots_are_drawn(model) -> None:
    configure_fonts("zh_CN")
    makers = figure_makers(model, Texts("zh_CN"))
    names = [n for n in makers if n.startswith("bland_altman:")]
    assert len(names) == 6  # one per pair of the 4 annotators
    png = makers["bland_altman:0"]("png")
    assert png.startswith(b"\x89PNG")


def test_no_section_for_names(tmp_path: Path) -> None:
    data = tmp_path / "names.csv"
    data.write_text("id,a,b\n1,x,y\n2,y,y\n3,x,x\n", encoding="utf-8")
    with Project.open(data, create=True, author="lead") as project:
        m = build_report(project)
    assert m.agreement.scores is None
    assert "Scores:" not in render_html(m, "en")
