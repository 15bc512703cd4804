"""The bundled CJK fonts (subsets of Noto Sans CJK, SIL OFL 1.1) for the report's figures and
pages, so a report drawn on a machine with no CJK font shows Chinese instead of empty boxes.

One list of family names per language serves matplotlib (``cjk_font_families``), the PDF
(``printing/pdf.py`` takes ``families_for``) and the HTML's CSS (``css_families``): installed CJK
fonts first (they cover more characters), the bundled subsets last; for 繁體中文 the
Traditional faces come before the Simplified ones (the glyph shapes differ).
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib.resources import files
from pathlib import Path

#: CJK families a system may have, Simplified first, preferred to the bundled subsets
SYSTEM_CJK_FAMILIES = ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
                       "Microsoft YaHei", "PingFang SC", "SimHei", "Noto Sans CJK TC",
                       "Microsoft JhengHei", "PingFang TC")
#: the same, Traditional first (for zh_TW)
SYSTEM_CJK_FAMILIES_TC = ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei",
                          "PingFang TC", "Noto Sans CJK SC", "WenQuanYi Micro Hei",
                          "Microsoft YaHei", "PingFang SC", "SimHei")
BUNDLED_FAMILIES = ("Adjudicator CJK SC", "Adjudicator CJK TC")
_registered: list[str] = []


def bundled_font_files() -> list[Path]:
    """The bundled CJK font files (resources/fonts/*.otf)."""
    folder = Path(str(files("adjudicator.resources") / "fonts"))
    return sorted(folder.glob("*.otf"))


def register_bundled_fonts() -> list[str]:
    """Add the bundled fonts to matplotlib's font manager (once); their family names."""
    if not _registered:
        from matplotlib import font_manager

        for path in bundled_font_files():
            font_manager.fontManager.addfont(str(path))
            _registered.append(font_manager.FontProperties(fname=str(path)).get_name())
    return list(_registered)


def families_for(lang: str, installed: Iterable[str]) -> list[str]:
    """The CJK families to ask for in ``lang``: those of ``installed`` a system may have, in
    the language's order, then the bundled subsets (Traditional first for zh_TW)."""
    have = set(installed)
    system = SYSTEM_CJK_FAMILIES_TC if lang == "zh_TW" else SYSTEM_CJK_FAMILIES
    bundled = list(reversed(BUNDLED_FAMILIES)) if lang == "zh_TW" else list(BUNDLED_FAMILIES)
    return [family for family in system if family in have] + bundled


def cjk_font_families(lang: str = "zh_CN") -> list[str]:
    """A matplotlib ``font.sans-serif`` list: DejaVu Sans for Latin text, then the installed
    CJK fonts, then the bundled ones, so every Chinese glyph finds a font (matplotlib falls
    back per glyph)."""
    from matplotlib import font_manager

    register_bundled_fonts()
    installed = {entry.name for entry in font_manager.fontManager.ttflist}
    return ["DejaVu Sans", *families_for(lang, installed)]


def css_families(lang: str) -> str:
    """The CSS ``font-family`` of the HTML report: every CJK family a reader's machine may
    have (a browser takes the first it has, per glyph), the bundled ones (Qt's PDF has them),
    DejaVu Sans, then ``sans-serif``."""
    system = SYSTEM_CJK_FAMILIES_TC if lang == "zh_TW" else SYSTEM_CJK_FAMILIES
    bundled = reversed(BUNDLED_FAMILIES) if lang == "zh_TW" else BUNDLED_FAMILIES
    return ", ".join([*(f"'{f}'" for f in (*system, *bundled, "DejaVu Sans")), "sans-serif"])
