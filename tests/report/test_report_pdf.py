"""The PDF printed by Qt: Chinese headings and κ in its text, fonts embedded, page numbers,
no table row cut by a page foot."""

from __future__ import annotations

import re
from pathlib import Path

import pypdf
import pytest

from adjudicator.core.stats.summary import summarize
from adjudicator.report.build import build_report
from adjudicator.store.project import Project

pytestmark = pytest.mark.gui


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
    from adjudicator.ui.pdf import write_pdf

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
    from adjudicator.ui.pdf import write_pdf

    out = tmp_path / "r.pdf"
    write_pdf(build_report(project), out, "en")
    text, _ = pdf_text(out)
    assert "Acceptance report" in text
    assert "Each annotator against the final labels" in text


def test_no_row_straddles_a_page_foot(project: Project, tmp_path: Path) -> None:
    """After layout every table row lies on one page (rows are moved whole)."""
    from PySide6.QtGui import QPdfWriter

    from adjudicator.ui.pdf import build_document, ensure_app, straddling_rows

    ensure_app()
    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(300)
    doc = build_document(build_report(project, strata=["channel"]), "zh_CN", writer)
    assert doc.pageCount() > 1
    assert straddling_rows(doc) == []


def test_a_split_row_is_detected(project: Project, tmp_path: Path) -> None:
    """The check can fail: a page break forced into one cell of a row splits that row."""
    from PySide6.QtGui import QPdfWriter, QTextBlockFormat, QTextCursor, QTextTable

    from adjudicator.ui.pdf import build_document, ensure_app, straddling_rows

    ensure_app()
    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(300)
    doc = build_document(build_report(project), "en", writer)
    tables = [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
    fmt = QTextBlockFormat()
    fmt.setPageBreakPolicy(QTextBlockFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    QTextCursor(tables[0].cellAt(2, 0).firstCursorPosition()).mergeBlockFormat(fmt)
    assert (0, 2) in straddling_rows(doc)


def test_chinese_pdf_uses_the_bundled_font_where_the_system_has_none(tmp_path: Path) -> None:
    """`adjudicator report --out r.pdf` in a process whose fontconfig knows no font at all (a
    bare machine): the Chinese is set in the bundled CJK face, not in empty boxes."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    data = tmp_path / "data.csv"
    data.write_bytes((root / "resources/samples/customer_service.csv").read_bytes())
    config = tmp_path / "fonts.conf"
    config.write_text(f"<fontconfig><cachedir>{tmp_path / 'fc-cache'}</cachedir></fontconfig>")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FONTCONFIG_FILE": str(config),
           "MPLCONFIGDIR": str(tmp_path / "mpl")}
    done = subprocess.run([sys.executable, "-m", "adjudicator", "report", str(data), "--out",
                           str(tmp_path / "r.pdf"), "--lang", "zh_CN"], env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    text, reader = pdf_text(tmp_path / "r.pdf")
    assert "验收报告" in text
    assert any("AdjudicatorCJK" in name for name in embedded_fonts(reader))
