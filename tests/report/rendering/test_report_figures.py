"""The figures: every one drawn as PNG and SVG, Chinese labels with a real font."""

from __future__ import annotations

import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.report.rendering.figures import draw_all, file_name
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


def test_font_list_is_latin_then_cjk_for_every_glyph() -> None:
    """After configuring, matplotlib's family list is DejaVu Sans, then CJK faces, the
    bundled ones last (Traditional first in zh_TW): a list, so it falls back per glyph."""
    from matplotlib import rcParams

    from adjudicator.report.rendering.figures import configure_fonts
    configure_fonts("zh_CN")
    families = list(rcParams["font.family"])
    assert families[0] == "DejaVu Sans"
    assert families[-2:] == ["Adjudicator CJK SC", "Adjudicator CJK TC"]
    configure_fonts("zh_TW")
    assert list(rcParams["font.family"])[-2:] == ["Adjudicator CJK TC", "Adjudicator CJK SC"]


def test_chinese_figures_with_no_cjk_font_installed(project: Project,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """With every system CJK font hidden from matplotlib, the figures take the bundled ones:
    no glyph is missing (a missing glyph is an error here) and only bundled CJK faces are
    named."""
    from matplotlib import font_manager, rcParams

    from adjudicator.report.rendering.fonts import (
        SYSTEM_CJK_FAMILIES,
        SYSTEM_CJK_FAMILIES_TC,
        register_bundled_fonts,
    )

    register_bundled_fonts()
    manager = font_manager.fontManager
    system = set(SYSTEM_CJK_FAMILIES) | set(SYSTEM_CJK_FAMILIES_TC)
    hidden = [e for e in manager.ttflist
              if e.name in system
              or ("CJK" in e.name and not e.name.startswith("Adjudicator"))]
    monkeypatch.setattr(manager, "ttflist", [e for e in manager.ttflist if e not in hidden])
    manager._findfont_cached.cache_clear()
    try:
        model = build_report(project, strata=["channel"])
        for lang in ("zh_CN", "zh_TW"):
            pngs = draw_all(model, lang, "png")
            assert len(pngs) == 4
            named = list(rcParams["font.family"])
            assert named[0] == "DejaVu Sans"
            assert set(named[1:]) == {"Adjudicator CJK SC", "Adjudicator CJK TC"}
    finally:
        manager._findfont_cached.cache_clear()


def test_cjk_font_is_first() -> None:
    """After configuring, a Chinese word resolves to a CJK face (installed or bundled)."""
    from matplotlib import font_manager

    from adjudicator.report.rendering.figures import configure_fonts
    from adjudicator.report.rendering.fonts import cjk_font_families
    configure_fonts()
    families = cjk_font_families()
    path = font_manager.findfont(font_manager.FontProperties(family=families[1:]))
    assert font_manager.get_font(path).family_name in families[1:]
