"""Fonts shipped with the program, registered with Qt so every word of the window renders on a
machine with no fonts of its own: the bundled CJK subsets (Noto Sans CJK, SIL OFL 1.1) and,
for Latin, Greek and symbols such as pₒ, matplotlib's DejaVu Sans (already a dependency)."""

from __future__ import annotations

import importlib.util
from importlib.resources import files
from pathlib import Path

from PySide6.QtGui import QFontDatabase

DEJAVU_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
_registered: list[str] = []


def bundled_font_files() -> list[Path]:
    """The CJK fonts in resources/fonts/, then DejaVu Sans from matplotlib's data (found
    without importing matplotlib, which would slow the start)."""
    folder = Path(str(files("adjudicator.resources") / "fonts"))
    found = sorted(folder.glob("*.otf"))
    spec = importlib.util.find_spec("matplotlib")
    for location in (spec.submodule_search_locations or []) if spec else []:
        ttf = Path(location) / "mpl-data" / "fonts" / "ttf"
        found += [ttf / name for name in DEJAVU_FILES if (ttf / name).is_file()]
    return found


def register_bundled_fonts() -> list[str]:
    """Add the bundled fonts to the application's font database (once); their family names.

    Needs a QGuiApplication. A file Qt cannot read is left out, never an error: the system's
    fonts still serve."""
    if not _registered:
        for path in bundled_font_files():
            font_id = QFontDatabase.addApplicationFont(str(path))
            for family in QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []:
                if family not in _registered:
                    _registered.append(family)
    return list(_registered)
