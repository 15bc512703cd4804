"""File ▸ Acceptance rules…, What-if…, Rounds…, Report… and Re-annotation batch…: the
entries of the acceptance report and of the next round.

Kept apart from ``menus.py`` so the menu only adds them. All act on the window's open
project; the preview records a "results viewed" event (when the log is writable). What-if
changes and rounds added from their dialogs are kept here (for the open project only) and
go into the appendices of the next preview.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from adjudicator.core.errors import InputError
from adjudicator.ui.common.error_text import localised


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
        self._session: Any = None
        self.alt: Callable[[], Any] = lambda: None  # the models panel's test settings
        self.appendices: dict[str, Any] = {}
        self.rules = QAction(window)
        self.rules.triggered.connect(self.edit_rules)
        self.whatif = QAction(window)
        self.whatif.triggered.connect(self.what_if)
        self.rounds = QAction(window)
        self.rounds.triggered.connect(self.compare_rounds)
        self.report = QAction(window)
        self.report.triggered.connect(self.preview)
        self.reannotate = QAction(window)
        self.reannotate.triggered.connect(self.reannotation_batch)
        menu.addActions([self.rules, self.whatif, self.rounds, self.report, self.reannotate])
        self.dialog: Any = None

    @property
    def session(self) -> Any:
        """The window's open session; a new one starts with no what-ifs or rounds."""
        return self._session

    @session.setter
    def session(self, session: Any) -> None:
        if session is not self._session:
            self.appendices = {}
        self._session = session

    def report_language(self) -> str:
        """The report's language for the window's (English unless Chinese)."""
        return {"zh_CN": "zh_CN", "zh_TW": "zh_TW"}.get(self.language(), "en")

    def what_if(self) -> None:
        """Show the what-if dialog on every annotator pair of the open project."""
        from adjudicator.core.stats.summaries.summary import summarize
        from adjudicator.ui.rounds.whatif_dialog import WhatIfDialog

        project = self._project()
        if project is None:
            return
        pairs = summarize(project.state.ratings).pairs
        self.dialog = WhatIfDialog(pairs, add=self.add_what_if, parent=self.window)
        self.dialog.show()

    def add_what_if(self, change: Any) -> int:
        """Keep a what-if change for the report's appendix; how many are kept."""
        kept = [*self.appendices.get("whatif", []), change]
        self.appendices["whatif"] = kept
        return len(kept)

    def compare_rounds(self) -> None:
        """Show the rounds dialog with the open project as the latest round."""
        import numpy as np

        from adjudicator.report.analyses.rounds import Round
        from adjudicator.ui.rounds.rounds_dialog import RoundsDialog

        project = self._project()
        if project is None:
            return
        state = project.state
        name = Path(project.data_path).stem or self.tr("this round")
        models = {m: np.asarray(codes, dtype=np.int64)
                  for m, codes in project.dataset.model_codes.items()}
        current = Round(name, state.ratings, frozenset(state.decided_items()), models,
                        state.final_codes.astype(np.int64))
        self.dialog = RoundsDialog(current, self.report_language(), self.add_rounds,
                                   self.window, remember=str(project.log_path))
        self.dialog.show()

    def reannotation_batch(self) -> None:
        """Show the dialog that writes a batch for another annotator (``reannotate``)."""
        from adjudicator.ui.rounds.reannotate_dialog import ReannotateDialog

        project = self._project()
        if project is None:
            return
        self.dialog = ReannotateDialog(project, self.status, self.window)
        self.dialog.show()

    def add_rounds(self, section: Any) -> None:
        """Keep the rounds section for the report's appendix (replacing an earlier one)."""
        self.appendices["rounds"] = section

    def _project(self) -> Any:
        session = self.session
        project = getattr(session, "project", None)
        if project is None:
            self.status(self.tr("Open a labels file first"))
        return project

    def edit_rules(self) -> None:
        """Show the rules dialog; OK records the rules in the log."""
        from adjudicator.report.acceptance.rules import rules_from_dict
        from adjudicator.ui.report.rules_dialog import RulesDialog

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
        from adjudicator.report.acceptance.rules import rules_from_dict
        try:
            checked = rules_from_dict(rules)
            record = project.set_rules(checked.to_dict())
        except (InputError, OSError) as exc:
            QMessageBox.warning(self.window, self.tr("Acceptance rules"), localised(exc))
            return
        self.status(
            self.tr("Acceptance rules recorded (event %1)").replace("%1", str(record.seq)))

    def preview(self) -> None:
        """Build the report, record the viewing, show the preview with its fields' form."""
        from adjudicator.ui.report.preview import ReportPreview

        project = self._project()
        if project is None:
            return
        model = self._model(project, {})
        project.record_viewing("preview")
        lang = self.report_language()
        protected = [project.data_path, *project.originals(), project.log_path]
        self.dialog = ReportPreview(model, lang, self.window, protected,
                                    project.state.report_fields)
        self.dialog.fields.entered.connect(lambda fields: self.keep_fields(project, fields))
        self.dialog.show()

    def _model(self, project: Any, info: dict[str, str]) -> Any:
        """The report of the project (the log's fields, then ``info``) with the appendices
        added in this session."""
        from adjudicator.report.acceptance.build import build_report
        model = build_report(project, info=info, alt=self.alt())
        if self.appendices:
            model = replace(model, appendices={**model.appendices, **self.appendices})
        return model

    def keep_fields(self, project: Any, fields: dict[str, str]) -> None:
        """Record the report fields typed in the form (when they changed) and show the report
        with them; a read-only log shows them without keeping them, and says so."""
        from adjudicator.report.acceptance.info import checked_info
        typed: dict[str, object] = dict(fields)
        given = {k: v for k, v in checked_info(typed, "form").items() if v}
        message = self.tr("Report fields unchanged")
        if given != project.state.report_fields:
            try:
                record = project.set_report_fields(given)
            except (InputError, OSError) as exc:
                message = self.tr("Report fields not kept: %1").replace("%1", localised(exc))
            else:
                message = self.tr("Report fields recorded (event %1)").replace(
                    "%1", str(record.seq))
        self.status(message)
        if self.dialog is not None and hasattr(self.dialog, "set_model"):
            self.dialog.status.setText(message)
            self.dialog.set_model(self._model(project, fields))

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.rules.setText(self.tr("Acceptance &rules…"))
        self.whatif.setText(self.tr("&What-if: merge classes or change weights…"))
        self.rounds.setText(self.tr("Rou&nds: compare with earlier rounds…"))
        self.report.setText(self.tr("Acceptance re&port…"))
        self.reannotate.setText(self.tr("Re-&annotation batch…"))
