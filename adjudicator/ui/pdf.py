"""Print the acceptance report to PDF with Qt (QTextDocument + QPdfWriter): no browser, no LaTeX.

It lives in the ui layer because it needs Qt; the report layer builds the model and the HTML
without Qt, so ``adjudicator report --out x.html`` and the API never load it. The command
line reaches it lazily for ``--out x.pdf`` (a QGuiApplication is started offscreen when there
is no display). The same HTML as the HTML report is laid out on A4 pages:

- fonts: the document's font is the first CJK family installed (the bundled one once
  ``report/fonts.py`` registers it); Qt embeds the glyphs it uses as a font subset;
- tables: the header row repeats on each page, and Qt's layout moves a row that would
  straddle the page foot whole to the next page (``straddling_rows`` checks it, in tests);
- every page has "page n of N" at its foot.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
    QTextTable,
)

from adjudicator.io.durable import guard_output, publish, temp_beside
from adjudicator.report.figures import CJK_FAMILIES, draw_all, file_name
from adjudicator.report.html import render_html
from adjudicator.report.model import ReportModel
from adjudicator.report.texts import Texts

RESOLUTION = 300  # dots per inch of the PDF's layout
FOOTER_MM = 10.0


def ensure_app() -> QGuiApplication:
    """The running Qt application, or an offscreen one (fonts need it; no window opens),
    with the bundled fonts registered.

    A QApplication, not a bare QGuiApplication: a later widget in the same process (the
    window, a test) would abort on a QGuiApplication.
    """
    from PySide6.QtWidgets import QApplication

    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    assert isinstance(app, QGuiApplication)
    from adjudicator.ui.fonts import register_bundled_fonts

    register_bundled_fonts()  # Chinese in real glyphs on a machine with no CJK font of its own
    return app


def report_font() -> QFont:
    """The first installed CJK family of the figures' list (Qt falls back per glyph)."""
    installed = set(QFontDatabase.families())
    family = next((f for f in CJK_FAMILIES if f in installed), "")
    font = QFont(family) if family else QFont()
    font.setPointSizeF(9.5)
    return font


def build_document(model: ReportModel, lang: str, writer: QPdfWriter) -> QTextDocument:
    """The report's HTML laid out for the writer's page, with its figures as resources."""
    pngs = draw_all(model, lang, "png")
    names = {name: f"figure/{file_name(name, 'png')}" for name in pngs}
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    doc.setDefaultFont(report_font())
    for name, data in pngs.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(names[name]),
                        QImage.fromData(data))
    doc.setPageSize(QSizeF(writer.width(), writer.height() - footer_height(writer)))
    doc.setHtml(render_html(model, lang, names))
    return doc


def footer_height(writer: QPdfWriter) -> float:
    """Device pixels kept free at each page's foot for the page number."""
    return FOOTER_MM / 25.4 * writer.resolution()


def _tables(doc: QTextDocument) -> list[QTextTable]:
    out: list[QTextTable] = []
    for frame in doc.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            out.append(frame)
    return out


def row_pages(doc: QTextDocument, table: QTextTable) -> list[set[int]]:
    """For each row of a laid-out table, the pages its cells' lines fall on."""
    layout = doc.documentLayout()
    page = doc.pageSize().height()
    out = []
    for r in range(table.rows()):
        pages: set[int] = set()
        for c in range(table.columns()):
            cell = table.cellAt(r, c)
            block = cell.firstCursorPosition().block()
            end = cell.lastCursorPosition().block()
            while block.isValid():
                top = layout.blockBoundingRect(block).top()
                lines = block.layout()
                for i in range(lines.lineCount()):  # where each line is drawn
                    line = lines.lineAt(i)
                    pages.add(int((top + line.y()) // page))
                    pages.add(int((top + line.y() + line.height() - 1) // page))
                if block == end:
                    break
                block = block.next()
        out.append(pages)
    return out


def straddling_rows(doc: QTextDocument) -> list[tuple[int, int]]:
    """(table index, row) of every row whose cells lie on more than one page. Qt's layout
    moves a row that does not fit to the next page whole; this checks it did."""
    return [(ti, r) for ti, table in enumerate(_tables(doc))
            for r, pages in enumerate(row_pages(doc, table)) if len(pages) > 1]


def paint_pages(doc: QTextDocument, writer: QPdfWriter, lang: str) -> int:
    """Draw every page and its number; returns the number of pages."""
    t = Texts(lang)
    painter = QPainter(writer)
    page_h = doc.pageSize().height()
    width = doc.pageSize().width()
    pages = doc.pageCount()
    painter.setFont(report_font())
    for i in range(pages):
        if i:
            writer.newPage()
        painter.save()
        painter.translate(0, -i * page_h)
        doc.drawContents(painter, QRectF(0, i * page_h, width, page_h))
        painter.restore()
        foot = QRectF(0, page_h, width, footer_height(writer))
        painter.drawText(foot, int(Qt.AlignmentFlag.AlignCenter),
                         t("Page {n} of {total}").format(n=i + 1, total=pages))
    painter.end()
    return pages


def write_pdf(model: ReportModel, path: Path, lang: str, protected: Iterable[Path] = ()
              ) -> int:
    """Write the report as an A4 PDF (atomically); returns the number of pages."""
    ensure_app()
    guard_output(path, protected)
    with temp_beside(path) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(RESOLUTION)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                         QPageLayout.Orientation.Portrait,
                                         QMarginsF(15, 15, 15, 12), QPageLayout.Unit.Millimeter))
        writer.setTitle(Texts(lang)("Acceptance report"))
        writer.setCreator("Adjudicator")
        doc = build_document(model, lang, writer)
        pages = paint_pages(doc, writer, lang)
        del writer  # flushes and closes the file
        publish(tmp, path, replace=True)
    return pages
