"""Write the report: a self-contained HTML file, and the figures as PNG or SVG files.

Files are written atomically (temporary file beside the target, fsync, rename) and never over
an original or the decision log (``protected``). The PDF is printed by Qt in
``adjudicator.printing.pdf`` (the report layer knows no Qt).
"""

from __future__ import annotations

import base64
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import BinaryIO

from adjudicator.io.durable import atomic_write, guard_output
from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.figures import draw_all, file_name
from adjudicator.report.rendering.html import render_html


def _put(data: bytes, stream: BinaryIO) -> None:
    stream.write(data)


def html_document(model: ReportModel, lang: str) -> str:
    """The report's HTML with every figure embedded as a PNG data URI."""
    pngs = draw_all(model, lang, "png")
    srcs = {name: "data:image/png;base64," + base64.b64encode(data).decode("ascii")
            for name, data in pngs.items()}
    return render_html(model, lang, srcs)


def write_html(model: ReportModel, path: Path, lang: str, protected: Iterable[Path] = ()
               ) -> None:
    """Write the HTML report to ``path``."""
    guard_output(path, protected)
    data = html_document(model, lang).encode("utf-8")
    atomic_write(path, partial(_put, data))


def write_figures(model: ReportModel, folder: Path, lang: str, fmt: str,
                  protected: Iterable[Path] = ()) -> list[Path]:
    """Every figure as its own ``fmt`` (png or svg) file in ``folder``; returns the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    shielded = list(protected)
    for name, data in draw_all(model, lang, fmt).items():
        target = folder / file_name(name, fmt)
        guard_output(target, shielded)
        atomic_write(target, partial(_put, data))
        out.append(target)
    return out
