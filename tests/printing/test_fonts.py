"""The bundled CJK fonts: on a machine with no font at all (fontconfig pointed at an empty
folder), every Chinese string of the window still gets real glyphs, never empty boxes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ALIASES = {"Monospace", "Sans Serif", "Serif"}  # fontconfig's generic names, not fonts

# Run in a child process: the font database of a Qt process is fixed at its first use.
PROBE = r"""
import json, sys
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QImage, QPainter, QTextLayout
from PySide6.QtWidgets import QApplication
from adjudicator.ui.window.app import apply_cjk_fonts
from adjudicator.printing.fonts import bundled_font_files, register_bundled_fonts

language, register, texts = sys.argv[1], sys.argv[2] == "1", json.loads(sys.stdin.read())
app = QApplication(["probe"])
if register:
    bundled = register_bundled_fonts()
else:  # Latin only: Qt needs some font, so the control gets DejaVu Sans and no CJK font
    ids = [QFontDatabase.addApplicationFont(str(f)) for f in bundled_font_files()
           if f.suffix == ".ttf"]
    bundled = [n for i in ids for n in QFontDatabase.applicationFontFamilies(i)]
font = apply_cjk_fonts(app, language)
missing, families = set(), set()
for text in texts:
    layout = QTextLayout(text, font)
    layout.beginLayout(); layout.createLine(); layout.endLayout()
    runs = layout.glyphRuns()
    if not runs:
        missing.update(text)
    for run in runs:
        families.add(run.rawFont().familyName())
        if 0 in run.glyphIndexes():
            missing.add(text)
image = QImage(400, 60, QImage.Format.Format_RGB32)
image.fill(Qt.GlobalColor.white)
painter = QPainter(image); painter.setFont(font)
painter.drawText(10, 40, texts[0]); painter.end()
dark = sum(1 for x in range(400) for y in range(60) if image.pixelColor(x, y).value() < 128)
print(json.dumps({"bundled": bundled, "system": sorted(QFontDatabase.families()),
                  "families": sorted(families), "missing": sorted(missing), "dark": dark}))
"""


def _translations(language: str) -> list[str]:
    """Every non-empty translation in the language's Qt Linguist source."""
    tree = ET.parse(ROOT / "resources" / "translations" / f"adjudicator_{language}.ts")
    return [t.text for t in tree.iter("translation") if t.text and t.text.strip()]


def _probe(tmp_path: Path, language: str, register: bool) -> dict[str, object]:
    """Run PROBE where fontconfig knows no font folder but an empty one."""
    empty = tmp_path / "no-fonts"
    empty.mkdir(exist_ok=True)
    conf = tmp_path / "fonts.conf"
    conf.write_text(f"<?xml version='1.0'?><fontconfig><dir>{empty}</dir>"
                    f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>", encoding="utf-8")
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen",
           "QT_QPA_FONTDIR": str(empty)}
    texts = ["中文标签 一致性 繁體中文", *_translations(language)]
    done = subprocess.run([sys.executable, "-c", PROBE, language, "1" if register else "0"],
                          input=json.dumps(texts), capture_output=True, text=True, env=env,
                          timeout=120, check=True)
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(("language", "family"), [("zh_CN", "Adjudicator CJK SC"),
                                                  ("zh_TW", "Adjudicator CJK TC")])
def test_every_translation_renders_with_no_system_font(tmp_path: Path, language: str,
                                                       family: str) -> None:
    """With no system font, each zh string is drawn in the bundled face: no .notdef glyph."""
    result = _probe(tmp_path, language, register=True)
    assert set(result["system"]) - ALIASES == set(result["bundled"])  # no font but these
    assert result["missing"] == []
    assert family in result["families"]
    assert result["dark"] > 200  # the first string left ink on the image


def test_without_the_bundled_fonts_the_same_strings_are_boxes(tmp_path: Path) -> None:
    """The control: the same machine with only a Latin font has no glyph for them."""
    result = _probe(tmp_path, "zh_CN", register=False)
    assert set(result["system"]) - ALIASES == {"DejaVu Sans"}
    assert result["missing"] != []


def test_bundled_fonts_cover_every_translated_character() -> None:
    """Each character of the translations is in the cmap of its script's bundled face."""
    from fontTools.ttLib import TTFont

    for language, script in (("zh_CN", "SC"), ("zh_TW", "TC")):
        font = TTFont(ROOT / "resources" / "fonts" / f"AdjudicatorCJK{script}-Regular.otf")
        cmap = font.getBestCmap()
        chars = {c for text in _translations(language) for c in text if ord(c) > 0x2E7F}
        absent = sorted(c for c in chars if ord(c) not in cmap)
        assert len(chars) > 300
        assert absent == [], f"{language}: {''.join(absent)} (run tools/make_cjk_font.py)"
