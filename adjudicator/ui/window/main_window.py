"""The main window: loads data in the background, wires the panels to one Session, and turns
key presses into undoable, durable decisions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QTimer
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QResizeEvent, QUndoStack
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from adjudicator.session.decision_filter import FactsCache
from adjudicator.session.filters import ItemFilter, chosen_cells
from adjudicator.session.pair_stats import PairStatistics
from adjudicator.session.session import Session
from adjudicator.ui.agreement.label_order import LabelOrder
from adjudicator.ui.agreement.stats_fit import StatsFit
from adjudicator.ui.common.error_text import localised_text, read_only_text
from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.common.style import STYLE
from adjudicator.ui.common.text_fit import display_path
from adjudicator.ui.common.wheel_guard import guard_wheel
from adjudicator.ui.common.workers import LoadJob
from adjudicator.ui.deciding.acceptances import Acceptances
from adjudicator.ui.deciding.decider import Decider
from adjudicator.ui.importing.notice import ImportNotice
from adjudicator.ui.importing.reading_bar import ReadingBar, open_reading_form, split_at
from adjudicator.ui.importing.report_dialog import ImportReportDialog
from adjudicator.ui.items.columns import ItemColumns
from adjudicator.ui.items.header_tips import HeaderTips, ItemColumnTips
from adjudicator.ui.items.search_worker import Searcher
from adjudicator.ui.items.table_model import ItemTableModel
from adjudicator.ui.rounds.versions import Versions
from adjudicator.ui.window.bridge import StateBridge
from adjudicator.ui.window.export_actions import ExportActions
from adjudicator.ui.window.exporter import Exporter
from adjudicator.ui.window.hidden_page import lay_out, polish, warm
from adjudicator.ui.window.keyboard import KeyboardWalk, ShortcutSheet
from adjudicator.ui.window.layout_memory import restore_layout, save_layout
from adjudicator.ui.window.loading_page import LoadingPage
from adjudicator.ui.window.menus import FileSlots, Menus
from adjudicator.ui.window.opener import Opener
from adjudicator.ui.window.recent_files import RecentFiles, RecentMenu, StartExtras
from adjudicator.ui.window.statistics import StatisticsPanels
from adjudicator.ui.window.steps import Steps
from adjudicator.ui.window.workspace import Workspace

STEP_FROM = 200_000  # items: from here a dataset is shown in steps (each a few tens of ms)
WARMED_PANELS = 4  # parts of the page painted ahead, one per step (see hidden_page.warm)
COUNTS_THROTTLE_MS = 150  # the summary and the annotators vs final follow a burst of keys


class MainWindow(QMainWindow):
    """One dataset at a time; everything reads from ``self.session``."""

    def __init__(self, translators: Translators, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        self.translators = translators
        self.session: Session | None = None
        self.model: ItemTableModel | None = None
        self.report_dialog: ImportReportDialog | None = None
        self.undo_stack = QUndoStack(self)
        self.bridge = StateBridge(self)
        self.searcher = Searcher(self)
        self.opening_steps = Steps(self)  # showing a big dataset, one short step at a time
        self.step_from = STEP_FROM
        self.decisions = FactsCache()  # who decided what, under which guideline version
        self.loading = LoadingPage()
        self.work = Workspace()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.loading)
        self.pages.addWidget(self.work)
        self.setCentralWidget(self.pages)
        self.opener = Opener(self, self.loading)
        self.exporter = Exporter(self)
        self.export_actions = ExportActions(self.exporter, self)
        self.decider = Decider(self.undo_stack, self.work.decision,
                               self.statusBar().showMessage, self.select_row, self)
        slots = FileSlots(self.choose_file, self.choose_folder, self.choose_with_options,
                          self.open_sample, self.show_import_report,
                          self.export_actions.export_dataset, self.close,
                          self.export_actions.export_soft_labels)
        self.menus = Menus(self.menuBar(), slots, self.undo_stack, translators, self,
                           status=self.statusBar().showMessage)
        self.versions = Versions(self.menus.edit, self.statusBar(), self.work.decision,
                                 self.bridge.recorded, self.select_item, self)
        self.acceptances = Acceptances(self.menus.edit, self.undo_stack, self.decider._report,
                                       self.current_item, self._listed_rows,
                                       self.statusBar().showMessage, self)
        self.acceptances.fit = self.work.decision.fit  # the policy preview's model, fitted once
        self.keys = KeyboardWalk(self, [self.work.table, self.work.decision.text_area],
                                 next_unresolved=self.next_unresolved, step=self.step,
                                 take=self.decider.take, choose=self.work.decision.choose,
                                 sheet=self.show_shortcuts)
        self.work.decision.score.bind_keys([self.work.table, self.work.decision.text_area])
        self.shortcut_sheet: ShortcutSheet | None = None
        self.import_notice = ImportNotice(self.show_import_report)  # problems, in the window
        self.import_notice.place_below(self.work.banner)
        self.reading_bar = ReadingBar(lambda role: open_reading_form(
            self.opener, self.session, role), self.show_import_report)  # how it was read
        self.reading_bar.place_below(self.work.banner)
        self.wheel_guard = guard_wheel(self.work)  # no pair, scale or filter by a passing wheel
        self.menus.add_help_entry(self.show_shortcuts)
        self.menus.add_blind_entry(self.set_blind)
        self.columns = ItemColumns(self.work.table, self._label_widths_ready)
        self.column_tips = ItemColumnTips(self.columns.columns, self.columns.annotator, self,
                                          uncertainty=self.columns.uncertainty_column)
        HeaderTips(self.work.table.horizontalHeader(), self.column_tips)
        self.recent = RecentFiles(self)
        self.recent_menu = RecentMenu(self.recent, self.open_path, self)
        self.menus.file.insertMenu(self.menus.sample, self.recent_menu)
        self.start_extras = StartExtras(self.recent, self.open_path)
        self.start_extras.place(self.loading, below=self.loading.sample_button,
                                shown_with=self.loading.hint)
        self.label_order = LabelOrder(self.work.stats, lambda: self.rescale(None),
                                      self.statusBar().showMessage, self)
        self.stats_fit = StatsFit(self.work.stats_area, [
            (self.work.stats, self.work.stats), (self.work.many.coefficients, self.work.many),
            (self.work.versus, self.work.versus)],
            self)  # intervals in view in a narrow statistics column
        self.panels = StatisticsPanels(self, self.work, self.label_order,
                                       self.menus.acceptance.report_language)
        self.panels.status = self.statusBar().showMessage
        self.menus.acceptance.alt = self.work.models.settings  # the report's test, as shown
        self.setAcceptDrops(True)
        self._counts_timer = QTimer(self, singleShot=True, interval=COUNTS_THROTTLE_MS)
        self._counts_timer.timeout.connect(self.work.summary.update_progress)
        self._counts_timer.timeout.connect(self.panels.refresh_versus_final)
        self._connect()
        self.retranslate()

    def _connect(self) -> None:
        w = self.work
        self.opener.started.connect(lambda: self.pages.setCurrentWidget(self.loading))
        self.opener.loaded.connect(self.set_session)
        self.opener.opened.connect(self.recent.add)
        w.confusion.viewChosen.connect(lambda _r: self.panels.show_matrix())
        w.confusion.cellsChosen.connect(w.filters.set_cells)
        w.disagreements.pairChosen.connect(lambda a, b: w.filters.set_cell(a, b, symmetric=True))
        w.gold.missedChosen.connect(w.filters.set_missed_gold)
        w.filters.filterChanged.connect(self.apply_filter)
        w.decision.decisionRequested.connect(self.decider.decide)
        w.decision.batchRequested.connect(self.decider.decide_listed)
        w.decision.leaveRequested.connect(self.work.table.setFocus)
        QWidget.setTabOrder(w.table, w.decision.rationale)
        w.summary.pairChanged.connect(self.set_pair)
        w.many.pairChosen.connect(self.set_pair)
        w.stats.scaleChanged.connect(self.rescale)
        self.bridge.countsChanged.connect(self._counts_timer.start)
        self.exporter.finished.connect(self.statusBar().showMessage)
        self.searcher.ready.connect(self._search_ready)

    # -- opening -----------------------------------------------------------------------------
    def open_path(self, path: Path, log: str | None = None, author: str = "") -> LoadJob:
        """Load a labels file in the background (see Opener)."""
        return self.opener.open_path(path, log, author)

    def choose_file(self) -> None:
        """Ask for a labels file and open it."""
        self.opener.choose_file()

    def choose_folder(self) -> None:
        """Ask for a folder of one labels file per annotator and open it."""
        self.opener.choose_folder()

    def choose_with_options(self) -> None:
        """Open a file through the import dialog (encoding, sheet, layout, columns…)."""
        self.opener.choose_with_options()

    def open_sample(self) -> None:
        """Open the bundled sample."""
        self.opener.open_sample()

    def set_session(self, session: Session) -> None:
        """Show a loaded dataset: models, panels, the first unresolved item. From STEP_FROM
        items this is done in short steps with the event loop between them (see Steps), so
        the window keeps painting; ``opening`` is True until the last step ran."""
        self.undo_stack.clear()
        self.exporter.cancel_prepare()
        if self.session is not None:
            self.session.close()
        self.session = self.panels.session = session
        self.panels.stats = None
        f = ItemFilter()
        steps = [("list", lambda: self._attach_list(session)),
                 ("panels", lambda: self._show_panels(session)),
                 ("pair statistics", lambda: self.panels.pair_statistics(f)),
                 ("statistics panels", lambda: self.panels.show_statistics(f)),
                 ("versus final", self.panels.refresh_versus_final),
                 ("polish", lambda: polish(self.work)),
                 ("page", lambda: self._show_page(session)),
                 *[(f"warm {i}", lambda i=i: self._warm_panel(i)) for i in range(WARMED_PANELS)],
                 ("paint", self._paint_page),
                 ("background", self._prepare_in_background)]
        self.opening_steps.run(steps, stepped=len(session.ids) >= self.step_from)

    def _prepare_in_background(self) -> None:
        """Once a big list shows: the text column's sort keys, then the export's columns
        from the originals (see ExportActions.prepare)."""
        if self.model is not None and self.session is not None:
            self.model.presort()
            self.export_actions.prepare(self.session, self.model.keys_job)

    @property
    def stats(self) -> PairStatistics | None:
        """The compared pair's statistics on the filter's stratum (None until made)."""
        return self.panels.stats

    @property
    def counts_pending(self) -> bool:
        """True while the throttled refresh after a change (summary, versus final) waits."""
        return self._counts_timer.isActive()

    @property
    def opening(self) -> bool:
        """True while a dataset is being shown in steps (the window is not ready yet)."""
        return self.opening_steps.pending > 0

    def _attach_list(self, session: Session) -> None:
        """The item list's model on the table, the decider and the menus on the session."""
        if self.model is not None:  # the old list goes with its session
            self.bridge.itemsChanged.disconnect(self.model.items_changed)
            self.model.cancel_background()
            self.model.deleteLater()
        session.listeners.append(self.bridge.publish)
        self.model = ItemTableModel(session, self, fit=self.work.decision.fit)  # fitted once
        self.bridge.itemsChanged.connect(self.model.items_changed)
        self.work.table.setModel(self.model)
        self.work.table.selectionModel().currentRowChanged.connect(self._row_changed)
        self.decider.attach(session, self.model)
        self.versions.session = session
        self.acceptances.session = session
        self.menus.acceptance.session = session
        self.export_actions.session = session
        self.work.set_has_text(session.dataset.text_column is not None)
        self.columns.attach(self.model, session)

    def _label_widths_ready(self, text_column: int, widths: dict[int, tuple[int, int]]) -> None:
        self.work.text_column = text_column
        self.work.set_label_widths(widths)  # compact ones when the window is narrow

    def _show_panels(self, session: Session) -> None:
        """The panels that depend on the dataset but not on the statistics."""
        reason = read_only_text(session)
        self.work.show_read_only(reason)
        self.work.decision.set_read_only(reason)
        self.work.decision.set_session(session)
        self.work.confusion.set_annotators(list(session.ratings.annotators))
        self.label_order.attach(session)  # the scale and label order in force
        self.panels.show_dataset(session)  # many annotators, gold and models
        self.work.filters.set_session(session)

    def _show_page(self, session: Session) -> None:
        """The working page with the list, the first unresolved item current, laid out
        while still hidden (a big dataset's next step shows it: then Qt only paints)."""
        if not self.opening_steps.stepping:
            self.pages.setCurrentWidget(self.work)
        self.apply_filter(self.work.filters.filter)
        pairs = len(self.stats.disagreements) if self.stats else 0
        self.work.fit_left(self.work.confusion.preferred_height(), pairs)
        self.work.fit_stats_width()
        self.retranslate()
        self.select_row(self.decider.next_unresolved_row(-1))
        self.work.table.setFocus()  # digits decide at once, not type into the search box
        self._show_log_state()
        self.versions.update()
        reason = read_only_text(session)
        self.menus.export.setEnabled(session.project is not None and not reason)
        self.menus.soft_export.setEnabled(session.project is not None and not reason)
        self.menus.report.setEnabled(session.dataset.report is not None)
        self.import_notice.show_report(session.dataset.report)
        self.reading_bar.show_reading(getattr(session.dataset, "reading", None),
                                      split_at(session.dataset.report))
        if self.menus.blind.isChecked():  # blind mode carries over to the next file
            self.set_blind(True)
        if getattr(session.dataset.report, "problems", None):
            self.show_import_report()
        if self.opening_steps.stepping:
            self.work.resize(self.pages.size())
            lay_out(self.work)

    def _warm_panel(self, i: int) -> None:
        """One part of the hidden page painted ahead (see hidden_page.warm), in steps only."""
        if self.opening_steps.stepping:
            warm(self.work.parts(), i)

    def _paint_page(self) -> None:
        """Show the working page (laid out by the step before, so this turn only paints)."""
        if self.pages.currentWidget() is not self.work:
            self.pages.setCurrentWidget(self.work)

    def _show_log_state(self) -> None:
        s = self.session
        assert s is not None
        log = s.project.log_path if s.project is not None else None
        if s.durable:
            text = self.tr("Decisions are saved to %1").replace("%1", display_path(log))
        else:
            text = self.tr("Read-only: decisions cannot be saved.")
        self.statusBar().showMessage(" ".join([text, *map(localised_text, s.messages)]))

    def show_import_report(self) -> None:
        """What the reader did with every row (non-modal)."""
        if self.session is not None and self.session.dataset.report is not None:
            self.report_dialog = ImportReportDialog(self.session.dataset.report, self)
            self.report_dialog.show()

    # -- filtering and statistics ------------------------------------------------------------
    def apply_filter(self, f: ItemFilter) -> None:
        """Recompute the row index (numpy masks) and, for a new subset, matrix and statistics."""
        s = self.session
        if s is None or self.model is None:
            return
        if self.searcher.needs_background(s, f.search):  # the list follows when it is ready
            self.searcher.request(s, f.search)
            return
        if self.stats is None or f.stratum != self.panels.stratum:
            self.panels.stratum = f.stratum
            self.panels.refresh(f)
        current = self.current_item()
        self.model.set_rows(self.decisions.narrow(s.state, s.rows(f), f))
        self.decider.count_unresolved_listed()
        row = self.model.row_of(current) if current >= 0 else -1
        self.select_row(row if row >= 0 else 0)
        self.work.confusion.show_chosen(chosen_cells(f))
        if f.cell is None:
            self.work.disagreements.clear_choice()

    def _search_ready(self, needle: str) -> None:
        """A background search finished: show it if the box still asks for it."""
        if self.work.filters.filter.search == needle:
            self.apply_filter(self.work.filters.filter)

    def set_pair(self, a: int, b: int) -> None:
        """Compare annotators a and b in the matrix and statistics (the class pair is reset)."""
        if self.session is None or a == b:
            return
        self.session.pair = (a, b)
        self.panels.stats = None
        self.work.filters.clear_pair()

    def rescale(self, scale: object) -> None:
        """Nominal or ordinal (and its weights) chosen, or the label order moved: the
        statistics again, same list; a chosen scale is recorded in the log."""
        if self.session is not None:
            if scale is not None:
                self.label_order.record()
            self.panels.show_many_rater(self.session)
            self.panels.refresh(self.work.filters.filter)

    def set_blind(self, on: bool) -> None:
        """Blind mode: names hidden everywhere, per-item shuffled order, logged as blind."""
        s, m = self.session, self.model
        if s is None or m is None:
            return
        s.set_blind(on)
        w = self.work
        for col in range(m.COL_TEXT + 1, m.COL_FINAL):
            w.table.setColumnHidden(col, on)
        w.fit_columns()  # the label columns' width goes to the text, or comes back
        if on:
            w.confusion.view_choice.setCurrentIndex(0)
        w.confusion.view_choice.setVisible(not on)
        w.versus.setVisible(not on)
        w.models.setVisible(not on and w.models.models is not None)  # it names the annotators
        w.many.setVisible(not on and len(s.ratings.annotators) > 2)
        # the reading line names the annotator columns: hidden while names are
        self.reading_bar.setVisible(not on and self.reading_bar.reading is not None)
        self.panels.stats = None
        self.apply_filter(w.filters.filter)
        w.decision.show_item(self.current_item())

    # -- keyboard walk -----------------------------------------------------------------------
    def next_unresolved(self) -> None:
        """Make the next item of the list that needs the lead current (from the top after the
        last): unresolved, or a single annotator label not yet accepted."""
        here = self.work.table.currentIndex().row()
        row = self.decider.next_unresolved_row(here)
        if row < 0:
            row = self.decider.next_unresolved_row(-1)
        if row < 0:
            self.statusBar().showMessage(self.tr("No unresolved or single annotator item in "
                                                 "the list"))
            return
        self.select_row(row)

    def step(self, delta: int) -> None:
        """The next (1) or previous (-1) item of the list."""
        if self.model is None or not self.model.rowCount():
            return
        here = self.work.table.currentIndex().row()
        self.select_row(min(max(here + delta, 0), self.model.rowCount() - 1))

    def show_shortcuts(self) -> ShortcutSheet:
        """The sheet of every key (non-modal)."""
        if self.shortcut_sheet is not None:
            self.shortcut_sheet.close()
        self.shortcut_sheet = ShortcutSheet(self)
        self.shortcut_sheet.show()
        return self.shortcut_sheet

    # -- current item ------------------------------------------------------------------------
    def _listed_rows(self) -> Any:
        """The items the list shows, in its order (None before a file is open)."""
        return self.model.rows if self.model is not None else None

    def current_item(self) -> int:
        """The item shown in the decision panel (-1 for none)."""
        return self.work.decision.item

    def select_row(self, row: int) -> None:
        """Make a row current (and show its item), or show nothing for an empty list."""
        if self.model is None or not 0 <= row < self.model.rowCount():
            self.work.decision.show_item(-1)
            return
        index = self.model.index(row, 0)
        flags = (QItemSelectionModel.SelectionFlag.ClearAndSelect
                 | QItemSelectionModel.SelectionFlag.Rows)
        moved = self.work.table.currentIndex().row() != row  # _row_changed shows the item
        self.work.table.selectionModel().setCurrentIndex(index, flags)
        self.work.table.scrollTo(index)
        if not moved or self.work.decision.item != self.model.item_at(row):
            self.work.decision.show_item(self.model.item_at(row))

    def select_item(self, item_id: str) -> None:
        """Make an item current by its id, clearing the filters if they hide it."""
        if self.session is None or self.model is None:
            return
        item = self.session.item_row(item_id)
        if item < 0:
            return
        if self.model.row_of(item) < 0:  # hidden by the filters: show everything again
            self.work.filters.set_session(self.session)
            self.apply_filter(self.work.filters.filter)
        self.select_row(self.model.row_of(item))

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self.model is not None and current.isValid():
            self.work.decision.show_item(self.model.item_at(current.row()))

    # -- language ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Window title and menus in the current language."""
        name = self.session.name if self.session else ""
        title = self.tr("Adjudicator")
        self.setWindowTitle(f"{name} — {title}" if name else title)
        for i in range(self.undo_stack.count()):  # command names follow the language
            command = self.undo_stack.command(i)
            if hasattr(command, "retranslate"):
                command.retranslate()
        self.menus.retranslate()
        if self.session is not None and self.pages.currentWidget() is self.work:
            self._show_log_state()
        self.versions.retranslate()
        self.acceptances.retranslate()
        if self.model is not None:
            self.model.retranslate()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept one dropped local file or folder."""
        urls = event.mimeData().urls()
        if len(urls) == 1 and urls[0].isLocalFile():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Open the dropped file, or folder of one file per annotator."""
        urls = event.mimeData().urls()
        if len(urls) == 1 and urls[0].isLocalFile():
            self.open_path(Path(urls[0].toLocalFile()))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the decision log (freeing its lock) with the window."""
        self.opener.cancel()
        self.opening_steps.cancel()
        if self.session is not None:
            self.session.close()
        save_layout(self, self.work.splitter)
        super().closeEvent(event)

    def restore_layout(self) -> None:
        """Size and panel widths as the user left them (1280 x 800 the first time)."""
        restore_layout(self, self.work.splitter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        if event.size().width() > event.oldSize().width() > 0:
            self.stats_fit.try_wide()  # room again: the statistics on one line if they fit
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.columns.size()  # the headers' words changed width
        super().changeEvent(event)
