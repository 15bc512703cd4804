"""The figures: every one drawn as PNG and SVG, Chinese labels with a real font."""

from __future__ import annotations

from adjudicator.report.build import build_report
from adjudicator.report.figures import draw_all, file_name
from adjudicator.store.project import Project


def test_every_figure_in_png_and_svg(project: Project) -> None:
    """Confusion heatmap, per-class κ, distribution and strata, in both formats; a missing
    CJK glyph is an error (pytest's filterwarnings), so Chinese labels really render."""
    model = build_report(project, strata=["channel"])
    png = draw_all(model, "zh_CN", "png")
    assert set(png) == {"distribution", "confusion:wang_fang/li_qiang",
                        "per_class:wang_fang/li_qiang", "strata:channel:wang_fang/li_qiang"}
    assert all(data.startswith(b"\x89PNG") for data in png.values())
    svg = draw_all(model, "zh_TW", "svg")
    assert all(b"<svg" in data for data in svg.values())


def test_figure_file_names_are_safe() -> None:
    """Names with separators become plain file names."""
    assert file_name("confusion:a/b", "svg") == "confusion_a_b.svg"


def test_cjk_font_is_first() -> None:
    """After configuring, the sans-serif font matplotlib picks is a CJK family."""
    from matplotlib import font_manager, rcParams

    from adjudicator.report.figures import CJK_FAMILIES, configure_fonts

    configure_fonts()
    assert rcParams["font.sans-serif"][: len(CJK_FAMILIES)] == CJK_FAMILIES
    path = font_manager.findfont(font_manager.FontProperties(family=["sans-serif"]))
    assert font_manager.get_font(path).family_name in CJK_FAMILIES[:-1]
