"""The bundled CJK fonts (subsets of Noto Sans CJK, SIL OFL 1.1) for matplotlib's figures, so a
report drawn on a machine with no CJK font shows Chinese instead of empty boxes."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

#: CJK families a system may have, preferred to the bundled subsets (which cover fewer characters)
SYSTEM_CJK_FAMILIES = ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
                       "Microsoft YaHei", "PingFang SC", "SimHei", "Noto Sans CJK TC",
                       "Microsoft JhengHei", "PingFang TC")
BUNDLED_FAMILIES = ("Adjudicator CJK SC", "Adjudicator CJK TC")
_registered: list[str] = []


def register_bundled_fonts() -> list[str]:
    """Add the bundled fonts to matplotlib's font manager (once); their family names."""
    if not _registered:
        from matplotlib import font_manager

        folder = Path(str(files("adjudicator.resources") / "fonts"))
        for path in sorted(folder.glob("*.otf")):
            font_manager.fontManager.addfont(str(path))
            _registered.append(font_manager.FontProperties(fname=str(path)).get_name())
    return list(_registered)


def cjk_font_families() -> list[str]:
    """A `font.sans-serif` list: DejaVu Sans for Latin text, then the installed CJK fonts, then
    the bundled ones, so every Chinese glyph finds a font (matplotlib falls back per glyph)."""
    from matplotlib import font_manager

    bundled = register_bundled_fonts()
    installed = {entry.name for entry in font_manager.fontManager.ttflist}
    system = [family for family in SYSTEM_CJK_FAMILIES if family in installed]
    return ["DejaVu Sans", *system, *bundled]
