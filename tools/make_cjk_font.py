"""Regenerate resources/fonts/AdjudicatorCJK*-Regular.otf: subsets of Noto Sans CJK (SIL OFL 1.1).

Usage (from the repo root, with fontTools installed — matplotlib depends on it):

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb noto
    python tools/make_cjk_font.py noto/usr/share/fonts/opentype/noto

Each face keeps the characters the program itself shows (every translation, the sample), the
common characters of its script (GB 2312 for Simplified, Big5 level 1 for Traditional), CJK
and full-width punctuation and ASCII. Text outside the subset falls back to the system's fonts.
The OFL asks a modified font not to use the original's names, so the subsets are renamed
"Adjudicator CJK SC" / "Adjudicator CJK TC".
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "fonts"
#: face index in NotoSansCJK-*.ttc, the family name of the subset, and its common characters
FACES = {"SC": (2, "gb2312"), "TC": (3, "big5")}
WEIGHTS = ("Regular",)  # Qt emboldens it for bold text; matplotlib uses it as it is
PUNCTUATION = [(0x20, 0x7E), (0xA0, 0xFF), (0x2000, 0x206F), (0x2190, 0x21FF),
               (0x2460, 0x24FF), (0x25A0, 0x25FF), (0x3000, 0x303F), (0xFF00, 0xFFEF)]


def common_characters(codec: str) -> set[str]:
    """Every character of GB 2312 (6,763 hanzi and its symbols) or Big5 level 1 (5,401)."""
    first, last = (0xA1, 0xF7) if codec == "gb2312" else (0xA1, 0xC6)
    chars: set[str] = set()
    for lead in range(first, last + 1):
        for trail in [*range(0x40, 0x7F), *range(0xA1, 0xFF)]:
            try:
                chars.add(bytes((lead, trail)).decode(codec))
            except UnicodeDecodeError:
                continue
    return chars


def program_characters() -> set[str]:
    """Characters the window and the sample show: all translations and the bundled sample."""
    texts = [p.read_text(encoding="utf-8") for p in (ROOT / "resources").glob("translations/*.ts")]
    texts += [p.read_text(encoding="utf-8") for p in (ROOT / "resources").glob("samples/*.csv")]
    return {c for text in texts for c in text if ord(c) >= 0x80}


def unicodes(codec: str) -> list[int]:
    """The code points one face keeps."""
    chars = common_characters(codec) | program_characters()
    points = {ord(c) for c in chars}
    for low, high in PUNCTUATION:
        points.update(range(low, high + 1))
    return sorted(points)


def rename(font: TTFont, family: str, weight: str) -> None:
    """Give the subset its own names (OFL: a modified version must not keep the original's)."""
    full = f"{family} {weight}" if weight != "Regular" else family
    postscript = f"{family.replace(' ', '')}-{weight}"
    names = font["name"]
    names.names = [n for n in names.names if n.nameID not in (1, 2, 3, 4, 6, 16, 17)]
    style = "Bold" if weight == "Bold" else "Regular"
    for name_id, text in ((1, family), (2, style), (3, f"Adjudicator:{postscript}"),
                          (4, full), (6, postscript)):
        names.setName(text, name_id, 3, 1, 0x409)
        names.setName(text, name_id, 1, 0, 0)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        top.FullName, top.FamilyName = full, family


def full_unicode_cmap(font: TTFont) -> None:
    """Map the characters with format 12 subtables: GB 2312's scattered hanzi need more than the
    64 KiB a format 4 subtable can hold, and a truncated one hides most of them. A format 4
    subtable for ASCII stays for software that reads no other."""
    mapping = font.getBestCmap()
    tables = []
    for platform, encoding, form in ((0, 4, 12), (3, 10, 12), (3, 1, 4)):
        table = CmapSubtable.newSubtable(form)
        table.platformID, table.platEncID, table.language = platform, encoding, 0
        table.cmap = dict(mapping) if form == 12 else {
            code: glyph for code, glyph in mapping.items() if code < 0x80}
        tables.append(table)
    font["cmap"].tables = tables


def make_face(source: Path, index: int, family: str, weight: str, points: list[int]) -> Path:
    """Subset one face of the collection and write it as an OpenType (CFF) file."""
    font = TTCollection(str(source)).fonts[index]
    options = subset.Options()
    options.hinting = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.layout_features = ["*"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    rename(font, family, weight)
    full_unicode_cmap(font)
    target = OUT / f"{family.replace(' ', '')}-{weight}.otf"
    font.save(str(target))
    return target


def main(folder: str) -> int:
    """Write the SC and TC faces in both weights into resources/fonts/."""
    OUT.mkdir(parents=True, exist_ok=True)
    for script, (index, codec) in FACES.items():
        points = unicodes(codec)
        for weight in WEIGHTS:
            source = Path(folder) / f"NotoSansCJK-{weight}.ttc"
            target = make_face(source, index, f"Adjudicator CJK {script}", weight, points)
            print(f"{target.name}: {len(points)} code points, {target.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
