"""The PDF's pages laid out by Qt: a heading never ends a page without its content, and no
label is broken inside a word."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.store.project import Project
from tests.report.rendering.test_report_pages import RULES, THIRTEEN, _three_annotators


def _paged(height: float):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QTextDocument

    from adjudicator.printing.pdf import ensure_app, report_font

    ensure_app()
    doc = QTextDocument()
    doc.setDefaultFont(report_font("zh_CN"))
    doc.setPageSize(QSizeF(600, height))
    return doc


def _alone(doc) -> list[str]:  # type: ignore[no-untyped-def]
    """Headings whose next block (a paragraph or a table's first cell) is on a later page."""
    page = doc.pageSize().height()
    layout = doc.documentLayout()
    out, block = [], doc.begin()
    while block.isValid():
        after = block.next()
        if block.blockFormat().headingLevel() > 0 and after.isValid():
            here = layout.blockBoundingRect(block).top() // page
            there = layout.blockBoundingRect(after).top() // page
            if there > here:
                out.append(block.text())
        block = block.next()
    return out


def test_a_heading_is_never_left_alone_at_a_page_foot() -> None:
    """A heading (and the one under it) pushed down line by line past a page foot: Qt alone
    leaves it at the foot with its table on the next page (the control); ``lay_out`` starts
    the page with it, and every word is still there."""
    from adjudicator.printing.pdf import lay_out

    rows = "".join(f"<tr><td>行 {i}</td><td>{i}</td></tr>" for i in range(8))
    table = (f'<table border="1" cellpadding="3"><thead><tr><th>项</th><th>值</th></tr>'
             f"</thead><tbody>{rows}</tbody></table>")
    left_by_qt = 0
    for offset in range(24):
        html = "<p>填充</p>" * offset + "<h2>分歧分布</h2><h3>r1 / r2</h3>" + table
        plain = _paged(400)
        plain.setHtml(html)
        left_by_qt += bool(_alone(plain))
        doc = _paged(400)
        lay_out(doc, html)
        assert _alone(doc) == [], offset
        assert doc.toPlainText().count("行 ") == 8
    assert left_by_qt > 0, "the control never left a heading alone: the test proves nothing"


def _broken_words(doc) -> list[str]:  # type: ignore[no-untyped-def]
    """Every line break that falls between two Latin letters (a word cut in two)."""
    out, block = [], doc.begin()
    while block.isValid():
        text, lines = block.text(), block.layout()
        for i in range(1, lines.lineCount()):
            at = lines.lineAt(i).textStart()
            if 0 < at < len(text) and text[at - 1].isascii() and text[at - 1].isalpha() \
                    and text[at].isascii() and text[at].isalpha():
                out.append(text)
        block = block.next()
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_no_label_is_broken_inside_a_word(tmp_path: Path, lang: str) -> None:
    """A 13-label, 3-annotator report laid out on A4 as the PDF is: no line of any table or
    paragraph ends inside a word ("Payme|nt failed")."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

    from adjudicator.printing.pdf import RESOLUTION, build_document, ensure_app

    ensure_app()
    with Project.open(_three_annotators(tmp_path, THIRTEEN)) as project:
        model = build_report(project, rules=RULES)
    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 12), QPageLayout.Unit.Millimeter))
    doc = build_document(model, lang, writer)
    assert _broken_words(doc) == []
    assert _alone(doc) == []
