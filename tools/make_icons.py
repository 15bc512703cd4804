"""Regenerate resources/icons/ from adjudicator.svg (run from the repo root, offscreen Qt):
PNGs for the Linux desktop and the window, adjudicator.ico (Windows) and adjudicator.icns
(macOS), each written by Qt's own image plugins."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The icon at size x size pixels on a transparent ground."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    """Write every size, then the .ico (256 px) and .icns (512 px)."""
    _app = QGuiApplication([])
    renderer = QSvgRenderer(str(ICONS / "adjudicator.svg"))
    for size in SIZES:
        render(renderer, size).save(str(ICONS / f"adjudicator-{size}.png"))
    assert render(renderer, 256).save(str(ICONS / "adjudicator.ico"), "ICO")
    assert render(renderer, 512).save(str(ICONS / "adjudicator.icns"), "ICNS")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
