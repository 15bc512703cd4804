"""Print the acceptance report to PDF with Qt (QTextDocument + QPdfWriter): no browser, no LaTeX.

It lives in the printing room, not in ui: the report command uses it without the window, and
the report layer builds the model and the HTML without Qt, so ``adjudicator report --out
x.html`` and the API never load it. The command line reaches it lazily for ``--out x.pdf``
(a QApplication is started offscreen when there is no display). The same HTML as the HTML
report is laid out on A4 pages:

- fonts: the bundled fonts (CJK subsets and DejaVu Sans) are registered with Qt, and the
  document asks for the installed CJK families, the bundled ones
  (``report.fonts.families_for``), then DejaVu Sans, so a machine with no font of its own
  still prints every word; Qt embeds the glyphs it uses as a font subset;
- tables: the header row repeats on each page. Qt's layout moves a row of one-line cells
  whole to the next page, but splits a row whose cells wrap to different heights; after
  layout ``straddling_rows`` finds such a row and the table is cut before it into a second
  table (same header) that starts a new page, until no row straddles a page foot;
- headings: a heading whose table, figure or text would begin on the next page starts that
  page itself (``lonely_headings``), so no heading is left alone at a page's foot;
- every page has "page n of N" at its foot.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextTable,
)

from adjudicator.io.durable import atomic_write, guard_output
from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.figures import draw_all, file_name
from adjudicator.report.rendering.fonts import families_for
from adjudicator.report.rendering.html import render_html
from adjudicator.report.rendering.texts import Texts

RESOLUTION = 300  # dots per inch of the PDF's layout
MAX_ROW_MOVES = 40  # tables cut before a straddling row, at most (each is one more layout)
MAX_HEADING_MOVES = 40  # headings moved to a new page, at most (each is one more layout)
AHEAD = 3  # blocks after a heading that must start on its page (its notes, its table's top)
FOOTER_MM = 10.0


def ensure_app() -> QGuiApplication:
    """The running Qt application, or an offscreen one (fonts need it; no window opens),
    with the bundled fonts registered.

    A QApplication, not a bare QGuiApplication: a later widget in the same process (the
    window, a test) would abort on a QGuiApplication.
    """
    from PySide6.QtWidgets import QApplication

    from adjudicator.printing.fonts import register_bundled_fonts

    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    assert isinstance(app, QGuiApplication)
    register_bundled_fonts()
    return app


def report_families(lang: str) -> list[str]:
    """The CJK families Qt has for ``lang`` (bundled last), then DejaVu Sans for a symbol
    they lack. A CJK face first for Latin too: DejaVu Sans's kerned pairs ("Ve") extract
    from Qt's PDF as "V e", so a reader's search would miss the word."""
    return [*families_for(lang, QFontDatabase.families()), "DejaVu Sans"]


def report_font(lang: str = "zh_CN") -> QFont:
    """The document's font: ``report_families`` in order (Qt falls back per glyph)."""
    font = QFont()
    font.setFamilies(report_families(lang))
    font.setPointSizeF(9.5)
    return font


def build_document(model: ReportModel, lang: str, writer: QPdfWriter) -> QTextDocument:
    """The report's HTML laid out for the writer's page, with its figures as resources."""
    pngs = draw_all(model, lang, "png")
    names = {name: f"figure/{file_name(name, 'png')}" for name in pngs}
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    doc.setDefaultFont(report_font(lang))
    for name, data in pngs.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(names[name]),
                        QImage.fromData(data))
    doc.setPageSize(QSizeF(writer.width(), writer.height() - footer_height(writer)))
    lay_out(doc, render_html(model, lang, names))
    return doc


def lay_out(doc: QTextDocument, html: str) -> None:
    """Set ``html`` on the paged ``doc``; while a table row straddles a page foot, cut its
    table before that row (``break_before_row``), and while a heading is left alone at a
    page foot, start a page with it (``break_before_heading``); lay out again after each."""
    doc.setHtml(html)
    for _ in range(MAX_ROW_MOVES + MAX_HEADING_MOVES):
        split = straddling_rows(doc)
        if split:
            moved = break_before_row(html, *split[0])
        else:  # the first heading that is not yet at a page's top
            moved = next((m for n in lonely_headings(doc)
                          if (m := break_before_heading(html, n)) != html), html)
        if moved == html:  # a row taller than a page, headings already first: no more
            break
        html = moved
        doc.setHtml(html)


def lonely_headings(doc: QTextDocument) -> list[int]:
    """The headings (their order among the document's headings) whose content starts on a
    later page: the first table row, figure or ``AHEAD`` block after the heading (its short
    notes come with it) lies below the page foot the heading is on. For a heading right
    under another, the upper one is named: the page starts with both."""
    page = doc.pageSize().height()
    layout = doc.documentLayout()
    out, n, first, block = [], 0, 0, doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            under = block.previous().isValid() and block.previous().blockFormat().headingLevel()
            first = first if under else n  # headings right under one another move together
            here = int(layout.blockBoundingRect(block).top() // page)
            content = _content_after(block)
            if content is not None and int(_first_line_top(doc, content) // page) > here:
                out.append(first)
            n += 1
        block = block.next()
    return out


def _content_after(heading: QTextBlock) -> QTextBlock | None:
    """The block a heading introduces: the first table cell or figure after it, the heading
    right under it (they go together), or the last text block before the next heading or
    of the ``AHEAD`` blocks that follow; None at the document's end."""
    block, last = heading.next(), None
    for _ in range(AHEAD):
        if not block.isValid():
            return last
        if block.blockFormat().headingLevel() > 0:  # right under it: comes along; after
            return block if last is None else last  # its own text: that text is enough
        if QTextCursor(block).currentTable() is not None or "\ufffc" in block.text():
            return block
        last, block = block, block.next()
    return last


def _first_line_top(doc: QTextDocument, block: QTextBlock) -> float:
    """Where a block's first line is drawn (its top when it has no line)."""
    top = doc.documentLayout().blockBoundingRect(block).top()
    lines = block.layout()
    return top + (lines.lineAt(0).y() if lines.lineCount() else 0.0)


def break_before_heading(html: str, n: int) -> str:
    """``html`` with a new page before its ``n``-th heading (0-based, document order)."""
    found = [m for m in re.finditer(r"<h[1-6]\b", html)]
    if n >= len(found):
        return html
    at = found[n].start()
    if "page-break-before" in html[at:html.find(">", at)]:
        return html
    cut = found[n].end()
    return html[:cut] + ' style="page-break-before: always"' + html[cut:]


def break_before_row(html: str, table: int, row: int) -> str:
    """``html`` with its ``table``-th table (0-based) cut before row ``row`` (counting the
    header row), the rest a new table with the same header that begins a new page; the whole
    table on a new page when the row is its first body row."""
    start = _nth(html, "<table ", table)
    if start < 0:
        return html
    end = html.find("</table>", start)
    rows = [i for i in _all(html, "<tr>", start) if i < end]
    head_end = html.find("</thead>", start)
    has_head = 0 <= head_end < end
    first_body = 1 if has_head else 0
    if row >= len(rows) or row <= first_body:
        return _page_before(html, start)
    opening = html[start:html.find(">", start) + 1]
    head = html[html.find("<thead>", start):head_end + len("</thead>")] if has_head else ""
    again = opening.replace("<table ", '<table style="page-break-before: always" ', 1)
    cut = rows[row]
    return html[:cut] + "</tbody></table>" + again + head + "<tbody>" + html[cut:]


def _page_before(html: str, start: int) -> str:
    """A new page before the table at ``start``, or before the heading just above it (a
    heading is never left alone at a page foot)."""
    head = re.search(r"<h[1-6][^>]*>[^<]*</h[1-6]>\s*$", html[:start])
    at = head.start() if head else start
    tag = re.match(r"<(table|h[1-6])", html[at:])
    if tag is None or "page-break-before" in html[at:html.find(">", at)]:
        return html
    cut = at + tag.end()
    return html[:cut] + ' style="page-break-before: always"' + html[cut:]


def _nth(text: str, needle: str, n: int) -> int:
    found = -1
    for _ in range(n + 1):
        found = text.find(needle, found + 1)
        if found < 0:
            return -1
    return found


def _all(text: str, needle: str, start: int) -> list[int]:
    out, i = [], text.find(needle, start)
    while i >= 0:
        out.append(i)
        i = text.find(needle, i + 1)
    return out


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
    painter.setFont(report_font(lang))
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
    """Write the report as an A4 PDF; returns the number of pages. The PDF is rendered into
    memory and checked whole (Qt's writer reports no write error of its own: on a full disk it
    left a truncated file), then written as the exports are: a temporary file beside the
    target, fsync, rename; a failure names the file and leaves no new file behind."""
    ensure_app()
    guard_output(path, protected)
    data = QByteArray()
    device = QBuffer(data)
    device.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(device)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 12), QPageLayout.Unit.Millimeter))
    writer.setTitle(Texts(lang)("Acceptance report"))
    writer.setCreator("Adjudicator")
    doc = build_document(model, lang, writer)
    pages = paint_pages(doc, writer, lang)
    del writer  # finishes the PDF in the buffer
    device.close()
    pdf = bytes(data.data())
    if not pdf.rstrip().endswith(b"%%EOF"):
        raise OSError(errno.EIO, "the PDF writer did not finish the file", str(path))
    atomic_write(path, lambda stream: stream.write(pdf))
    return pages
