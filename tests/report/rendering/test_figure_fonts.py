"""matplotlib draws Chinese with the bundled fonts: real glyphs, never the missing-glyph box."""

from __future__ import annotations

import warnings

import pytest

from adjudicator.report.rendering.fonts import cjk_font_families, register_bundled_fonts

TEXT = "投诉 退款 一致性 繁體中文"


def _ink(families: list[str]) -> int:
    """Dark pixels of TEXT drawn in ``families`` (Agg, 300 x 60 pixels)."""
    import numpy as np
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(3, 0.6), dpi=100)
    canvas = FigureCanvasAgg(figure)
    figure.text(0.02, 0.3, TEXT, family=families, fontsize=14)
    canvas.draw()
    pixels = np.asarray(canvas.buffer_rgba())[..., :3]
    return int((pixels.mean(axis=2) < 128).sum())


def test_register_returns_both_bundled_families() -> None:
    """Registering gives the Simplified and the Traditional face, and twice is harmless."""
    assert register_bundled_fonts() == ["Adjudicator CJK SC", "Adjudicator CJK TC"]
    assert register_bundled_fonts() == ["Adjudicator CJK SC", "Adjudicator CJK TC"]


def test_family_list_starts_latin_and_ends_with_the_bundled_fonts() -> None:
    """DejaVu Sans first (Latin), the bundled faces last (fewest characters)."""
    families = cjk_font_families()
    assert families[0] == "DejaVu Sans"
    assert families[-2:] == ["Adjudicator CJK SC", "Adjudicator CJK TC"]


def test_chinese_draws_with_the_bundled_font_and_no_missing_glyph() -> None:
    """With only DejaVu Sans and a bundled face named, every glyph is found and drawn."""
    register_bundled_fonts()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ink = _ink(["DejaVu Sans", "Adjudicator CJK SC"])
    assert ink > 300


def test_without_a_cjk_family_matplotlib_warns_of_missing_glyphs() -> None:
    """The control: DejaVu Sans alone has no hanzi, and matplotlib says so."""
    with pytest.warns(UserWarning, match="missing from font"):
        _ink(["DejaVu Sans"])


def test_report_figures_name_the_bundled_fonts() -> None:
    """configure_fonts (every report figure) names DejaVu Sans, the installed CJK families and
    the bundled faces in font.family, where matplotlib's per-glyph fallback looks, so a machine
    with no CJK font of its own still draws the figures' Chinese."""
    from matplotlib import rcParams

    from adjudicator.report.rendering.figures import configure_fonts
    configure_fonts()
    assert rcParams["font.family"] == cjk_font_families()

