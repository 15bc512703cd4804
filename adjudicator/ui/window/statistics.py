"""The statistics the window shows for its open session: the compared pair's matrix and
coefficients on the filter's stratum, the ranked disagreements and summary, the coefficients
over three or more annotators, each annotator (and model) against the final labels, and the
scores.

Kept apart from the main window: it takes the window (the top its panels' visibility is
judged to), the workspace's panels, the label order in force and the report's language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool
from PySide6.QtWidgets import QWidget

from adjudicator.core.quality.alt_test import AltSettings
from adjudicator.core.tables import Table
from adjudicator.session.filters import ItemFilter, chosen_cells
from adjudicator.session.gold_of import gold_of
from adjudicator.session.label_sets_of import label_sets_of
from adjudicator.session.many_rater import many_rater_statistics
from adjudicator.session.models_of import final_kappas, models_of
from adjudicator.session.pair_stats import PairStatistics, kappa_by_group, pair_statistics
from adjudicator.session.session import Session
from adjudicator.session.versus_final_of import versus_views_of
from adjudicator.ui.agreement.confusion_view import PAIR
from adjudicator.ui.agreement.label_order import LabelOrder
from adjudicator.ui.agreement.models_job import ModelsJob
from adjudicator.ui.window.workspace import Workspace


class StatisticsPanels(QObject):
    """Computes the statistics of ``session`` and shows them in the workspace's panels."""

    def __init__(self, window: QWidget, work: Workspace, label_order: LabelOrder,
                 language: Callable[[], str]) -> None:
        super().__init__(window)
        self.window, self.work, self.label_order, self.language = (
            window, work, label_order, language)
        self.session: Session | None = None
        self._models_job: ModelsJob | None = None
        self.status: Callable[[str], object] = lambda _text: None
        work.models.settingsChanged.connect(self.remake_models)
        self.stats: PairStatistics | None = None
        self.stratum: tuple[str, str] | None = None
        self._pair_table: tuple[Table, tuple[str, str]] | None = None

    def refresh(self, f: ItemFilter) -> None:
        """The pair's statistics on the filter's stratum, their panels, each annotator
        against the final labels and the scores."""
        self.pair_statistics(f)
        self.show_statistics(f)
        self.refresh_versus_final()
        self.show_scores()

    def show_scores(self) -> None:
        """The score panel on the scores scale (labels that are numbers), else hidden."""
        s, panel = self.session, self.work.scores
        was = panel.isVisibleTo(self.window)
        panel.setVisible(s is not None and self.work.stats.scale().scores)
        if s is not None and panel.isVisibleTo(self.window):
            panel.show_for(s.ratings, self.pair_names(), self.language())
        if was or panel.isVisibleTo(self.window):
            self.work.fit_stats_width()  # the table and the plot may need a wider column

    def pair_statistics(self, f: ItemFilter) -> None:
        """The pair's matrix and coefficients on the filter's stratum, and the matrix shown."""
        s = self.session
        assert s is not None
        self.stratum = f.stratum
        table = s.table(f)
        raters = self.pair_names()
        self.stats = pair_statistics(table, s.ratings.labels, raters, self.work.stats.scale(),
                                     self.label_order.codes)
        self._pair_table = (table, raters)
        self.show_matrix()

    def show_statistics(self, f: ItemFilter) -> None:
        """The statistics, ranked disagreements and summary panels for ``self.stats``."""
        s = self.session
        assert s is not None
        assert self.stats is not None
        groups = None
        if s.strata and f.stratum is None:
            column = s.strata[0]
            groups = (column, kappa_by_group(s.group_tables(column), s.ratings.labels))
        sets = None
        if self._pair_table is not None:
            table, raters = self._pair_table
            sets = label_sets_of(table, s.dataset.label_sets, raters, self.work.stats.scale())
        self.work.stats.show_stats(self.stats, groups, sets)
        self.work.disagreements.show_stats(self.stats, s.ratings.labels)
        self.work.summary.show_stats(s, self.stats)
        s.results_shown()  # κ is on screen: that counts as seen

    def pair_names(self) -> tuple[str, str]:
        """The compared annotators' names, or neutral words in blind mode."""
        s = self.session
        assert s is not None
        if s.blind is not None:
            return self.tr("first annotator"), self.tr("second annotator")
        return s.ratings.annotators[s.pair[0]], s.ratings.annotators[s.pair[1]]

    def show_dataset(self, session: Session) -> None:
        """The panels of the dataset's own labels: over all annotators, gold and models."""
        self.show_many_rater(session)
        self.work.gold.show_gold(gold_of(session))
        self._models_job = None
        self.work.models.show_models(models_of(session, self.work.models.settings()),
                                     session.ratings.labels, session.dataset.model_codes)

    def remake_models(self, settings: AltSettings) -> ModelsJob | None:
        """The models' figures with the lead's new test settings, made on the pool (the
        panel says so meanwhile); a later change replaces an earlier one still running."""
        s = self.session
        if s is None or not s.dataset.model_codes:
            return None
        job = ModelsJob(s, settings)
        job.signals.done.connect(self._models_made)
        job.signals.failed.connect(self._models_failed)
        self._models_job = job
        self.work.models.set_busy(True)
        QThreadPool.globalInstance().start(job)
        return job

    def _models_made(self, session: Session, settings: AltSettings, models: object) -> None:
        job, self._models_job = self._models_job, None
        if job is None or job.session is not session or job.settings != settings or (
                session is not self.session):
            self._models_job = job  # an older job, or another dataset: not shown
            return
        self.work.models.show_models(models, session.ratings.labels,  # type: ignore[arg-type]
                                     session.dataset.model_codes)
        self.work.models.show_final(final_kappas(session))
        self.work.fit_stats_width()

    def _models_failed(self, message: str) -> None:
        self._models_job = None
        self.work.models.set_busy(False)
        self.status(message)

    def show_many_rater(self, session: Session) -> None:
        """With three or more annotators: the coefficients over all of them and the pairs'
        κ heatmap (the original labels only, so once per dataset)."""
        many = len(session.ratings.annotators) > 2
        self.work.many.setVisible(many)
        if many:
            scale = self.work.stats.scale()
            ratings = self.label_order.ratings(session.ratings) if scale.ordinal else (
                session.ratings)
            self.work.many.show_result(many_rater_statistics(ratings, scale),
                                       tuple(session.ratings.annotators))
            self.work.many.retranslate()

    def refresh_versus_final(self) -> None:
        """Each annotator against the final labels, from the live counts (O(r k²)); the
        matrix follows when it shows an annotator against the final labels."""
        s = self.session
        if s is None:
            return
        self.work.versus.show_views(versus_views_of(s))
        if s.dataset.model_codes:
            self.work.models.show_final(final_kappas(s))
        self.work.fit_stats_width()  # its rows may need a wider column
        if self.work.confusion.chosen_view() != PAIR:
            self.show_matrix()

    def show_matrix(self) -> None:
        """The compared pair's matrix, or the chosen annotator x final labels."""
        s, view = self.session, self.work.confusion
        if s is None or self._pair_table is None:
            return
        r = view.chosen_view()
        if r == PAIR or r >= len(s.ratings.annotators):
            table, raters = self._pair_table
        else:
            table = s.state.counts.by_annotator[r].T.copy()
            raters = (s.ratings.annotators[r], self.tr("final"))
        view.model.set_table(table, s.ratings.labels, raters, self.label_order.codes)
        view.show_chosen(chosen_cells(self.work.filters.filter))
        view.retranslate()
