"""File ▸ Acceptance rules… and File ▸ Report…: the two entries of the acceptance report.

Kept apart from ``menus.py`` so the menu only adds them. Both act on the window's open
project; the preview records a "results viewed" event (when the log is writable).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from adjudicator.core.errors import InputError
from adjudicator.ui.error_text import localised


class ReportActions(QObject):
    """The rules and report actions in the File menu.

    It takes only what it uses: the parent widget for dialogs, a way to say a short message
    in the status bar and the current language; the window hands over its session on open.
    """

    def __init__(self, menu: QMenu, window: QWidget, status: Callable[[str], object],
                 language: Callable[[], str]) -> None:
        super().__init__(window)
        self.window = window
        self.status = status
        self.language = language
        self.session: Any = None
        self.rules = QAction(window)
        self.rules.triggered.connect(self.edit_rules)
        self.report = QAction(window)
        self.report.triggered.connect(self.preview)
        menu.addActions([self.rules, self.report])
        self.dialog: Any = None

    def _project(self) -> Any:
        session = self.session
        project = getattr(session, "project", None)
        if project is None:
            self.status(self.tr("Open a labels file first"))
        return project

    def edit_rules(self) -> None:
        """Show the rules dialog; OK records the rules in the log."""
        from adjudicator.report.rules import rules_from_dict
        from adjudicator.ui.rules_dialog import RulesDialog

        project = self._project()
        if project is None:
            return
        ev = project.state.rules
        current = rules_from_dict(ev.rules) if ev is not None else None
        self.dialog = RulesDialog(project.state.ratings.labels, current,
                                  project.state.results_seen, self.window)
        if self.dialog.exec() == RulesDialog.DialogCode.Accepted:
            self.record_rules(project, self.dialog.rules())

    def record_rules(self, project: Any, rules: dict[str, Any]) -> None:
        """Check and record; an invalid rule or a read-only log is said, nothing written."""
        from adjudicator.report.rules import rules_from_dict

        try:
            checked = rules_from_dict(rules)
            record = project.set_rules(checked.to_dict())
        except (InputError, OSError) as exc:
            QMessageBox.warning(self.window, self.tr("Acceptance rules"), localised(exc))
            return
        self.status(
            self.tr("Acceptance rules recorded (event %1)").replace("%1", str(record.seq)))

    def preview(self) -> None:
        """Build the report, record the viewing, show the preview."""
        from adjudicator.report.build import build_report
        from adjudicator.ui.report_preview import ReportPreview

        project = self._project()
        if project is None:
            return
        model = build_report(project)
        if not project.read_only:
            project.viewed("preview")
        lang = {"zh_CN": "zh_CN", "zh_TW": "zh_TW"}.get(
            self.language(), "en")
        protected = [project.data_path, *project.originals(), project.log_path]
        self.dialog = ReportPreview(model, lang, self.window, protected)
        self.dialog.show()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.rules.setText(self.tr("Acceptance &rules…"))
        self.report.setText(self.tr("Acceptance re&port…"))
