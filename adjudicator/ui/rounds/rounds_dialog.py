"""Rounds: the open project beside earlier rounds of it (labels files of the same items,
labelled before a guideline revision). κ per round, the change from the previous round with its
interval, the trend as a figure, and a flag on a round that reuses items already labelled or
adjudicated (memory and consensus training inflate its agreement).

The numbers are ``report.rounds`` (the same as the report's rounds appendix); "Add to the
report" hands the section to the caller for the next report preview. Earlier rounds are read
read-only, off the window's thread (one at a time, in the order they were added, a busy bar
naming the file); nothing is written. The earlier rounds chosen for a project are remembered
in the settings under its decision log's path and read again when the dialog next opens.
The open project's models (columns its import marked as a model's predictions) are read apart
from the annotators in every earlier round too, so the section handed to the report carries
each model's κ across the rounds (``core.quality.model_rounds``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Qt, QThreadPool, Signal
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjudicator.core.errors import InputError
from adjudicator.report.analyses.rounds import Round, RoundsSection, round_from_file, rounds_section
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.common.pool_job import PoolJob
from adjudicator.ui.common.stat_text import reason_text
from adjudicator.ui.rounds.whatif_dialog import interval_text, value_text

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ROUNDS_KEY = "rounds/"  # + the decision log's path: the earlier rounds' [name, path] pairs


class RoundSignals(QObject):
    """Signals of a round read (QRunnable itself cannot emit)."""

    read = Signal(object)  # the Round
    failed = Signal(str)  # one line for the user


class RoundRead(PoolJob):
    """Read one earlier round on the thread pool (``report.rounds.round_from_file``)."""

    def __init__(self, name: str, path: Path, models: list[str] | None = None) -> None:
        super().__init__()
        self.name, self.path, self.models = name, path, models or []
        self.signals = RoundSignals()

    def work(self) -> None:
        """Read; a bad file is one line in ``failed``, never a traceback."""
        try:
            found = round_from_file(self.name, self.path, self.models)
        except (InputError, OSError, ValueError) as exc:
            self.signals.failed.emit(localised(exc))
            return
        self.signals.read.emit(found)


def remembered(key: str) -> list[tuple[str, Path]]:
    """The earlier rounds remembered for the project whose log is ``key``."""
    value = QSettings().value(ROUNDS_KEY + key)
    if not isinstance(value, list):
        return []
    return [(str(v[0]), Path(str(v[1]))) for v in value
            if isinstance(v, list | tuple) and len(v) == 2]


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return table


def _fill(table: QTableWidget, rows: list[list[str]], right: tuple[int, ...]) -> None:
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c in right:
                item.setTextAlignment(RIGHT)
            table.setItem(r, c, item)


class RoundsDialog(QDialog):
    """Earlier rounds (added from files, oldest first), then the open project's round."""

    def __init__(self, current: Round, lang: str = "en",
                 add: Callable[[RoundsSection], object] | None = None,
                 parent: QWidget | None = None, remember: str | None = None) -> None:
        super().__init__(parent)
        self.remember = remember  # the log's path: the rounds are kept per project
        self.paths: list[tuple[str, Path]] = []  # the earlier rounds' names and files
        self.queue: list[tuple[str, Path]] = []  # still to read, in order
        self.reading: RoundRead | None = None
        self.setWindowTitle(self.tr("Rounds"))
        self.resize(860, 720)
        self.current, self.lang, self.add = current, lang, add
        self.earlier: list[Round] = []
        self.section: RoundsSection | None = None
        self.intro = QLabel(self.tr(
            "Add the labels files of earlier rounds of this project, oldest first (a decision "
            "log beside a file is read too). This round comes last."))
        self.intro.setWordWrap(True)
        self.add_round = QPushButton(self.tr("Add an earlier round…"))
        self.add_round.clicked.connect(self.choose_round)
        self.remove_round = QPushButton(self.tr("Remove the last earlier round"))
        self.remove_round.clicked.connect(self.drop_last)
        self.rounds = _table([self.tr("Round"), self.tr("Items"), self.tr("Cohen's κ"),
                              self.tr("95% CI"), self.tr("Items reused from an earlier round"),
                              self.tr("Of those, adjudicated earlier")])
        self.changes = _table([self.tr("Change"), self.tr("Difference"), self.tr("SE"),
                               self.tr("95% CI"), self.tr("Note")])
        self.models_title = QLabel(self.tr("A model across rounds: its κ against each "
                                           "reference, the change from its previous round"))
        self.models = _table([self.tr("Model"), self.tr("Against"), self.tr("Change"),
                              self.tr("Difference"), self.tr("95% CI")])
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b00020")
        self.figure = QLabel()
        self.figure.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.figure)
        scroll.setMinimumHeight(160)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.busy = QProgressBar()  # a round is being read (no fraction is known)
        self.busy.setRange(0, 0)
        self.busy.setObjectName("roundBusy")
        self.busy.hide()
        self.report_button = QPushButton(self.tr("Add to the report's appendix"))
        self.report_button.clicked.connect(self.add_to_report)
        self.report_button.setVisible(add is not None)
        top = QHBoxLayout()
        top.addWidget(self.add_round)
        top.addWidget(self.remove_round)
        top.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.report_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(top)
        layout.addWidget(self.rounds, 1)
        layout.addWidget(QLabel(self.tr("Change from the previous round")))
        layout.addWidget(self.changes, 1)
        layout.addWidget(self.models_title)
        layout.addWidget(self.models, 1)
        layout.addWidget(self.warning)
        layout.addWidget(scroll, 2)
        layout.addWidget(self.busy)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.recompute()
        if remember:
            for name, path in remembered(remember):
                self.read_later(path, name)

    def choose_round(self) -> None:
        """Ask for an earlier round's labels file and add it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("An earlier round's labels"), "",
            self.tr("Labels (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;All files (*)"))
        if path:
            self.read_later(Path(path))

    def read_later(self, path: Path, name: str | None = None) -> None:
        """Queue an earlier round to be read off the window's thread (after those queued)."""
        self.queue.append((name or path.stem, path))
        self._next()

    def _next(self) -> None:
        if self.reading is not None or not self.queue:
            self.busy.setVisible(self.reading is not None)
            self.add_round.setEnabled(self.reading is None)
            return
        name, path = self.queue.pop(0)
        job = RoundRead(name, path, list(self.current.models))
        job.signals.read.connect(self._read)  # slots of the dialog: run on its thread
        job.signals.failed.connect(self._failed)
        self.reading = job
        self.busy.setFormat(self.tr("Reading %1…").replace("%1", path.name))
        self.busy.show()
        self.add_round.setEnabled(False)
        self.message.setText(self.tr("Reading %1…").replace("%1", path.name))
        QThreadPool.globalInstance().start(job)

    def _read(self, found: Round) -> None:
        path = self.reading.path if self.reading is not None else Path(found.name)
        self.reading = None
        self.message.clear()
        self._append(found, path)
        self._next()

    def _failed(self, text: str) -> None:
        path = self.reading.path if self.reading is not None else Path()
        self.reading = None
        self.message.setText(self.tr("Not added: %1").replace("%1", f"{path.name}: {text}"))
        self._next()

    def _append(self, found: Round, path: Path) -> None:
        self.earlier.append(found)
        self.paths.append((found.name, path))
        self._save()
        self.recompute()

    def _save(self) -> None:
        if self.remember:
            QSettings().setValue(ROUNDS_KEY + self.remember,
                                 [[name, str(path)] for name, path in self.paths])

    def add_file(self, path: Path, name: str | None = None) -> bool:
        """Read an earlier round (read-only) and put it after the earlier ones already here."""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            found = round_from_file(name or path.stem, path, list(self.current.models))
        except (InputError, OSError) as exc:
            self.message.setText(self.tr("Not added: %1").replace("%1", localised(exc)))
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._append(found, path)
        return True

    def drop_last(self) -> None:
        """Take the last added earlier round away."""
        if self.earlier:
            self.earlier.pop()
            self.paths.pop()
            self._save()
            self.recompute()

    def recompute(self) -> None:
        """κ per round, the changes, the flag and the figure."""
        section = rounds_section([*self.earlier, self.current])
        self.section = section
        undefined, none = self.tr("undefined"), self.tr("no interval")
        _fill(self.rounds, [[r.name, f"{r.n_items:,}", value_text(r.kappa, undefined),
                             interval_text(r.kappa, none), f"{r.reused:,}",
                             f"{r.reused_discussed:,}"] for r in section.rounds],
              (1, 2, 4, 5))
        rows = []
        for c in section.changes:
            ci = f"[{c.ci[0]:+.4f}, {c.ci[1]:+.4f}]" if c.ci else none
            if c.ci and c.shared:
                ci += " " + self.tr("(paired over %1 shared items)").replace(
                    "%1", f"{c.shared:,}")
            rows.append([f"{c.from_round} → {c.to_round}",
                         "" if c.difference is None else f"{c.difference:+.4f}",
                         "" if c.se is None else f"{c.se:.4f}", ci,
                         self.tr("reuses items: memory may inflate agreement")
                         if c.dependent else ""])
        _fill(self.changes, rows, (1, 2))
        self._fill_models(section, none)
        self.warning.setText(self.tr(
            "The interval of a change accounts for the items both rounds share. Apart from "
            "that, agreement on items already seen and discussed is inflated by memory and "
            "consensus training, a bias no interval covers: the change may overstate the "
            "improvement.")
            if any(c.dependent for c in section.changes) else "")
        self.warning.setVisible(bool(self.warning.text()))
        self.remove_round.setEnabled(bool(self.earlier) and self.reading is None)
        self.report_button.setEnabled(len(section.rounds) > 1)
        self._draw(section)

    def _fill_models(self, section: RoundsSection, none: str) -> None:
        """Each model's change per reference (``core.quality.model_rounds``), or why there is
        none; hidden without a model."""
        rows = []
        for m in section.models:
            for track in m.tracks:
                against = {"majority": self.tr("the humans' majority"),
                           "final": self.tr("the final labels")}.get(track.kind,
                                                                     track.reference)
                for c in track.changes:
                    if c.ci is None:
                        ci = f"{none} ({reason_text(c.reason)})" if c.reason else none
                    else:
                        ci = f"[{c.ci[0]:+.4f}, {c.ci[1]:+.4f}] " + (
                            self.tr("(paired over %1 shared items)").replace(
                                "%1", f"{c.shared:,}") if c.shared else
                            self.tr("(no item in both rounds: independent samples)"))
                    rows.append([m.model, against, f"{c.from_round} → {c.to_round}",
                                 "" if c.difference is None else f"{c.difference:+.4f}", ci])
        if len(section.rounds) > 1:  # alone, this round has nothing to compare with
            rows += [[name, "", only, "", self.tr("in one round only: no change")]
                     for name, only in section.lone_models]
        _fill(self.models, rows, (3,))
        for widget in (self.models_title, self.models):
            widget.setVisible(bool(rows))

    def _draw(self, section: RoundsSection) -> None:
        if len(section.rounds) < 2:
            self.figure.clear()
            self.figure.setText(self.tr("The trend is drawn once an earlier round is added."))
            return
        from adjudicator.report.rendering.figures import configure_fonts, rounds_plot
        from adjudicator.report.rendering.texts import Texts
        configure_fonts(self.lang)
        pixmap = QPixmap()
        pixmap.loadFromData(rounds_plot(section, Texts(self.lang), "png"))
        self.figure.setPixmap(pixmap)

    def add_to_report(self) -> None:
        """Hand the rounds to the report (its next preview carries the appendix)."""
        if self.section is None or self.add is None or len(self.section.rounds) < 2:
            return
        self.add(self.section)
        self.message.setText(self.tr("Added: the next report preview holds the rounds "
                                     "appendix."))
