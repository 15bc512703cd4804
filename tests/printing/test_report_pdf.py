"""The PDF printed by Qt: Chinese headings and κ in its text, fonts embedded, page numbers,
no table row cut by a page foot."""

from __future__ import annotations

import re
from pathlib import Path

import pypdf
import pytest

from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.report.acceptance.build import build_report
from adjudicator.store.project import Project


def pdf_text(path: Path) -> tuple[str, pypdf.PdfReader]:
    """The text of every page, runs of white space as one space."""
    reader = pypdf.PdfReader(str(path))
    text = "\n".join(page.extract_text() for page in reader.pages)
    return re.sub(r"\s+", " ", text), reader


def embedded_fonts(reader: pypdf.PdfReader) -> set[str]:
    """Names of the fonts whose programs are embedded in the file."""
    out = set()
    for page in reader.pages:
        fonts = page["/Resources"].get_object().get("/Font", {})
        for ref in fonts.values():
            font = ref.get_object()
            for desc in font.get("/DescendantFonts", [font]):
                d = desc.get_object().get("/FontDescriptor")
                if d is not None and any(k in d.get_object() for k in
                                         ("/FontFile", "/FontFile2", "/FontFile3")):
                    out.add(str(desc.get_object()["/BaseFont"]))
    return out


def test_chinese_pdf_holds_headings_kappa_and_page_numbers(project: Project, tmp_path: Path
                                                            ) -> None:
    """zh_CN: the section headings, Cohen's κ of the pair and "第 n 页，共 N 页" are text."""
    from adjudicator.printing.pdf import write_pdf

    out = tmp_path / "r.pdf"
    pages = write_pdf(build_report(project, strata=["channel"]), out, "zh_CN")
    text, reader = pdf_text(out)
    assert len(reader.pages) == pages > 1
    for heading in ("验收报告", "一致性系数", "混淆矩阵", "分类别一致性", "验收规则", "可复现信息"):
        assert heading in text
    kappa = summarize(project.state.ratings).pairs[0].coefficients["cohen_kappa"].value
    assert f"{kappa:.4f}" in text
    assert f"第 {pages} 页，共 {pages} 页" in text
    assert embedded_fonts(reader), "no embedded font"


def test_english_pdf(project: Project, tmp_path: Path) -> None:
    """en: the English headings."""
    from adjudicator.printing.pdf import write_pdf

    out = tmp_path / "r.pdf"
    write_pdf(build_report(project), out, "en")
    text, _ = pdf_text(out)
    assert "Acceptance report" in text
    assert "Each annotator against the final labels" in text


def test_no_row_straddles_a_page_foot(project: Project, tmp_path: Path) -> None:
    """After layout every table row lies on one page (rows are moved whole)."""
    from PySide6.QtGui import QPdfWriter

    from adjudicator.printing.pdf import build_document, ensure_app, straddling_rows

    ensure_app()
    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(300)
    doc = build_document(build_report(project, strata=["channel"]), "zh_CN", writer)
    assert doc.pageCount() > 1
    assert straddling_rows(doc) == []


def test_a_split_row_is_detected(project: Project, tmp_path: Path) -> None:
    """The check can fail: a page break forced into one cell of a row splits that row."""
    from PySide6.QtGui import QPdfWriter, QTextBlockFormat, QTextCursor, QTextTable

    from adjudicator.printing.pdf import build_document, ensure_app, straddling_rows

    ensure_app()
    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(300)
    doc = build_document(build_report(project), "en", writer)
    tables = [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
    fmt = QTextBlockFormat()
    fmt.setPageBreakPolicy(QTextBlockFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    QTextCursor(tables[0].cellAt(2, 0).firstCursorPosition()).mergeBlockFormat(fmt)
    assert (0, 2) in straddling_rows(doc)


EMPTY_FONTCONFIG = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig></fontconfig>
"""


@pytest.mark.parametrize(("lang", "heading", "face"), [
    ("zh_CN", "验收报告", "AdjudicatorCJKSC"), ("zh_TW", "驗收報告", "AdjudicatorCJKTC")])
def test_pdf_on_a_machine_with_no_fonts(sample_copy: Path, tmp_path: Path, lang: str,
                                        heading: str, face: str) -> None:
    """fontconfig knows no font at all (an empty configuration): the command-line PDF still
    prints every word, in the bundled CJK face of its language and DejaVu Sans, embedded."""
    import os
    import subprocess
    import sys

    conf = tmp_path / "fonts.conf"
    conf.write_text(EMPTY_FONTCONFIG, encoding="utf-8")
    out = tmp_path / "r.pdf"
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-W", "error:Glyph:UserWarning", "-m", "adjudicator", "report",
         str(sample_copy), "--out", str(out), "--lang", lang, "--no-record"],
        env=env, capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr
    text, reader = pdf_text(out)
    assert heading in text
    fonts = embedded_fonts(reader)
    assert any(face in name for name in fonts), fonts
    assert any("DejaVuSans" in name for name in fonts), fonts


def _paged(height: float) -> object:
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QTextDocument

    from adjudicator.printing.pdf import ensure_app, report_font

    ensure_app()
    doc = QTextDocument()
    doc.setDefaultFont(report_font("zh_CN"))
    doc.setPageSize(QSizeF(600, height))
    return doc


def test_tall_rows_are_moved_whole() -> None:
    """A row whose cell wraps to six lines beside one-line cells, pushed down line by line
    past a page foot: Qt alone splits it at some offset (the control), ``lay_out`` never
    does, and the text is all still there."""
    from adjudicator.printing.pdf import lay_out, straddling_rows

    rows = "".join(f"<tr><td>行 {i}</td><td>{i}</td></tr>" for i in range(6))
    tall = "<tr><td>原因</td><td>" + "<br>".join(["不可估计：方差为 0"] * 6) + "</td></tr>"
    table = (f'<table border="1" cellpadding="3"><thead><tr><th>项</th><th>值</th></tr>'
             f"</thead><tbody>{rows}{tall}{rows}</tbody></table>")
    split_by_qt = 0
    for offset in range(16):
        html = "<h2>标题</h2>" + "<p>填充</p>" * offset + table
        plain = _paged(400)
        plain.setHtml(html)  # type: ignore[attr-defined]
        split_by_qt += bool(straddling_rows(plain))  # type: ignore[arg-type]
        doc = _paged(400)
        lay_out(doc, html)  # type: ignore[arg-type]
        assert straddling_rows(doc) == [], offset  # type: ignore[arg-type]
        assert doc.toPlainText().count("不可估计") == 6  # type: ignore[attr-defined]
    assert split_by_qt > 0, "the control never split a row: the test proves nothing"


def test_break_before_row_repeats_the_header_and_keeps_the_heading() -> None:
    """Cutting a table before a body row gives two tables with the same header, the second
    on a new page; before the first body row the heading above moves with its table."""
    from adjudicator.printing.pdf import break_before_row

    table = ('<table border="1"><thead><tr><th>h</th></tr></thead><tbody>'
             "<tr><td>a</td></tr><tr><td>b</td></tr></tbody></table>")
    html = f"<h2>T</h2>{table}"
    cut = break_before_row(html, 0, 2)
    assert cut.count("<thead><tr><th>h</th></tr></thead>") == 2
    assert cut.index("<td>a</td>") < cut.index("page-break-before") < cut.index("<td>b</td>")
    whole = break_before_row(html, 0, 1)
    assert whole.startswith('<h2 style="page-break-before: always">T</h2>')
    assert break_before_row(whole, 0, 1) == whole  # nothing more to move
