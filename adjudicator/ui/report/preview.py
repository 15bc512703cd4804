"""The acceptance-report preview: the report as it will print, in a chosen language, with
Save as HTML or PDF and Save figures (every figure as PNG or SVG files), and the form of the
report's fields (project, batch, sign-off...). Opening it records that results were viewed
(rules set later are flagged in the report)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.figures import draw_all, file_name
from adjudicator.report.rendering.html import render_html
from adjudicator.ui.report.fields_form import ReportFieldsForm

LANGS = (("en", "English"), ("zh_CN", "简体中文"), ("zh_TW", "繁體中文"))


class ReportPreview(QDialog):
    """Shows a report model; ``save(path)`` writes HTML or PDF by the suffix."""

    def __init__(self, model: ReportModel, lang: str = "en", parent: QWidget | None = None,
                 protected: list[Path] | None = None,
                 fields: dict[str, str] | None = None) -> None:
        super().__init__(parent)
        self.model, self.protected = model, protected or []
        self.fields = ReportFieldsForm(fields if fields is not None else dict(model.info))
        self.setWindowTitle(self.tr("Acceptance report"))
        self.resize(900, 800)
        self.view = QTextBrowser()
        self.lang = QComboBox()
        for code, name in LANGS:
            self.lang.addItem(name, code)
        self.lang.setCurrentIndex([c for c, _ in LANGS].index(lang))
        self.lang.currentIndexChanged.connect(self.show_report)
        self.save_button = QPushButton(self.tr("Save as HTML or PDF…"))
        self.save_button.clicked.connect(self.choose_and_save)
        self.figure_format = QComboBox()
        self.figure_format.addItems(["PNG", "SVG"])
        self.figures_button = QPushButton(self.tr("Save figures…"))
        self.figures_button.clicked.connect(self.choose_and_save_figures)
        self.status = QLabel()
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Language")))
        top.addWidget(self.lang)
        top.addStretch(1)
        top.addWidget(self.figure_format)
        top.addWidget(self.figures_button)
        top.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.fields)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.status)
        self.show_report()

    @property
    def language(self) -> str:
        code: str = self.lang.currentData()
        return code

    def show_report(self) -> None:
        """Lay the report out in the chosen language, figures included."""
        pngs = draw_all(self.model, self.language, "png")
        names = {name: f"figure/{file_name(name, 'png')}" for name in pngs}
        doc: Any = self.view.document()
        for name, data in pngs.items():
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(names[name]),
                            QImage.fromData(data))
        self.view.setHtml(render_html(self.model, self.language, names))

    def set_model(self, model: ReportModel) -> None:
        """Show a rebuilt report (after the fields changed)."""
        self.model = model
        self.show_report()

    def choose_and_save(self) -> None:
        """Ask for a file name, then save."""
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the report"), "report.pdf",
                                              self.tr("PDF (*.pdf);;HTML (*.html)"))
        if path:
            self.save(Path(path))

    def choose_and_save_figures(self) -> None:
        """Ask for a folder, then write every figure into it."""
        folder = QFileDialog.getExistingDirectory(self, self.tr("Save the figures into"))
        if folder:
            self.save_figures(Path(folder))

    def save_figures(self, folder: Path) -> list[Path]:
        """Every figure of the report, in the chosen format, as files in ``folder``."""
        from adjudicator.core.errors import InputError
        from adjudicator.report.rendering.output import write_figures
        fmt = self.figure_format.currentText().lower()
        try:
            paths = write_figures(self.model, folder, self.language, fmt, self.protected)
        except (InputError, OSError) as exc:
            self.status.setText(self.tr("Not saved: %1").replace("%1", str(exc)))
            return []
        self.status.setText(self.tr("%1 figures saved in %2").replace("%1", str(len(paths)))
                            .replace("%2", str(folder)))
        return paths

    def save(self, path: Path) -> None:
        """HTML or PDF by the suffix (PDF unless it ends in .html/.htm)."""
        from adjudicator.core.errors import InputError

        try:
            if path.suffix.lower() in (".html", ".htm"):
                from adjudicator.report.rendering.output import write_html
                write_html(self.model, path, self.language, self.protected)
            else:
                from adjudicator.printing.pdf import write_pdf

                write_pdf(self.model, path.with_suffix(".pdf") if not path.suffix else path,
                          self.language, self.protected)
        except (InputError, OSError) as exc:
            self.status.setText(self.tr("Not saved: %1").replace("%1", str(exc)))
            return
        self.status.setText(self.tr("Saved %1").replace("%1", str(path)))
