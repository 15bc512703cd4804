"""The item list: one QAbstractTableModel over the state's column arrays. It keeps only a
row → item index; every cell is read from the session on demand; changes are targeted.

With three or more annotators a last column shows how uncertain the decision panel's
suggestion is: the entropy of the item's Dawid–Skene posterior in bits
(``session.suggestion.suggestion_entropy``). A large file's model is fitted on the thread pool
(the panel's ``SuggestionFit``, shared so it is fitted once): the column shows "—" until the fit
is there, then fills in, and a sort by it waits for the fit as a text sort waits for its keys.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QBrush, QColor, QFont

from adjudicator.core.adjudication.counts import (
    ACCEPTED,
    ADJUDICATED,
    FINAL_BY_LEAD,
    POLICY,
    SINGLE,
    STATUS_NAMES,
    UNANIMOUS,
    UNRESOLVED,
)
from adjudicator.core.adjudication.final_values import value_shown
from adjudicator.session.filters import ItemFilter
from adjudicator.session.item_index import ArrowStrings
from adjudicator.session.session import RowIndex, Session, row_type
from adjudicator.session.suggestion import MIN_ANNOTATORS, suggestion_entropy
from adjudicator.ui.deciding.suggestion_fit import SuggestionFit
from adjudicator.ui.items.sort_keys import start_sort_keys

ItemRole = Qt.ItemDataRole.UserRole + 1  # the item index behind a row
CodeRole = Qt.ItemDataRole.UserRole + 2  # the label code of a label cell (-1 = none)
DISPUTED = QColor("#fdf1e3")
DECIDED = QColor("#e6f4ea")
UNANIMOUS_GREY = QColor("#7a7a7a")
AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
# roles as plain ints: data() runs for every cell and role of every repaint, and an enum
# member lookup or tuple membership test costs microseconds each
DISPLAY = int(Qt.ItemDataRole.DisplayRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
FONT = int(Qt.ItemDataRole.FontRole)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
SMALL_SORT = 50_000  # listed rows: fewer are sorted at once, by their own cells only
PRESORT_FROM = 200_000  # items: from here the text's sort keys are made once the list shows
FEW_CHANGED = 64  # changed items: up to this many are found row by row, not by an item map
SERVED = frozenset({DISPLAY, TOOLTIP, FONT, BACKGROUND, FOREGROUND, int(ItemRole),
                    int(CodeRole)})


def status_names(policy: str = "") -> tuple[str, ...]:
    """Each status in the current language, in core.counts order; ``policy`` names the
    auto-accept policy in force ("4/5") for the items it accepted."""
    return (QCoreApplication.translate("ItemTableModel", "unanimous"),
            QCoreApplication.translate("ItemTableModel", "adjudicated"),
            QCoreApplication.translate("ItemTableModel", "unresolved"),
            QCoreApplication.translate("ItemTableModel", "single annotator"),
            QCoreApplication.translate("ItemTableModel", "single annotator accepted"),
            QCoreApplication.translate("ItemTableModel", "accepted by %1 policy")
            .replace("%1", policy))


def possible_statuses(status_codes: npt.NDArray[np.integer[Any]]) -> list[int]:
    """The status codes the list can show for this project: those held now, a decision's two,
    and both single-annotator ones when either is held (so the column is sized for the words
    it can show, not for statuses this project never has).

    >>> possible_statuses(np.array([0, 2, 0]))
    [0, 1, 2]
    >>> possible_statuses(np.array([4]))
    [1, 2, 3, 4]
    """
    held = np.bincount(np.ravel(status_codes), minlength=len(STATUS_NAMES))  # no sort of 10^6
    codes = {int(c) for c in np.flatnonzero(held)} | {ADJUDICATED, UNRESOLVED}
    if codes & {SINGLE, ACCEPTED}:
        codes |= {SINGLE, ACCEPTED}
    return sorted(codes)


class ItemTableModel(QAbstractTableModel):
    """Columns: ID, text, one per annotator, final label, status, and with three or more
    annotators the suggestion's uncertainty (``COL_UNCERTAINTY``, else -1).

    ``fit`` is the decision panel's background fit of the suggestions' model (a model of its
    own when none is given); ``uncertaintyReady`` says when the uncertainty column has filled in.
    """

    uncertaintyReady = Signal()

    def __init__(self, session: Session, parent: Any = None,
                 fit: SuggestionFit | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # every item in file order: the session's read-only index, not a copy of it
        self._rows: RowIndex = session.rows(ItemFilter())
        m = len(session.ratings.annotators)
        self.COL_ID, self.COL_TEXT = 0, 1
        self.COL_FINAL, self.COL_STATUS = 2 + m, 3 + m
        self.COL_UNCERTAINTY = 4 + m if m >= MIN_ANNOTATORS else -1
        self.fit = fit if fit is not None else SuggestionFit(self)
        self.fit.fitted.connect(self._suggestions_fitted)
        self._entropy: npt.NDArray[np.float64] | None = None  # per item, NaN: no suggestion
        self._fitting = False  # the background fit is awaited: cells show "—" meanwhile
        # roles served for one column only, though Qt asks them of every cell it paints
        self._styled = {FONT: self.COL_FINAL, FOREGROUND: self.COL_FINAL,
                        BACKGROUND: self.COL_STATUS}
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._where: RowIndex | None = None  # item -> row (-1 hidden), on demand
        self._ascending = True  # rows in file order (unsorted): a row is found by bisection
        self._pending: tuple[int, Qt.SortOrder] | None = None  # a sort waiting for its keys
        self._key_jobs: list[Any] = []
        self._status_words: tuple[str, ...] | None = None
        self._status_policy = ""
        self._bold: QFont | None = None
        self._brushes = (QBrush(DECIDED), QBrush(DISPUTED), QBrush(UNANIMOUS_GREY))

    # -- shape -------------------------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        if parent.isValid():
            return 0
        return self.COL_STATUS + (2 if self.COL_UNCERTAINTY >= 0 else 1)

    def item_at(self, row: int) -> int:
        """The item index shown in a row."""
        return int(self._rows[row])

    def row_of(self, item: int) -> int:
        """The row showing an item, or -1 when it is filtered out: a bisection while the rows
        are in file order, else one comparison pass (building the item -> row map of 10^6
        items for one look-up would cost a decision tens of milliseconds)."""
        if not 0 <= item < len(self.session.ids):
            return -1
        rows = self._rows
        if self._where is not None:
            return int(self._where[item])
        if self._ascending:
            # the item in the rows' own integers: a Python int would have numpy search a
            # widened copy of the 10^6 rows (8 MB) at each look-up
            row = int(np.searchsorted(rows, rows.dtype.type(item)))
            return row if row < len(rows) and rows[row] == item else -1
        found = np.flatnonzero(rows == item)
        return int(found[0]) if len(found) else -1

    def _rows_of_items(self) -> RowIndex:
        """item -> row (-1 when filtered out), rebuilt once after each change of the rows."""
        if self._where is None:
            kind = row_type(len(self.session.ids))
            where = np.full(len(self.session.ids), -1, dtype=kind)
            where[self._rows] = np.arange(len(self._rows), dtype=kind)
            self._where = where
        return self._where

    @property
    def rows(self) -> RowIndex:
        """The current row → item index (read-only view)."""
        view = self._rows.view()
        view.flags.writeable = False
        return view

    # -- data --------------------------------------------------------------------------------
    def data(self, index: AnyIndex, role: int = DISPLAY) -> Any:
        if role not in SERVED:  # most roles Qt asks for: nothing, decided before any lookup
            return None
        col = index.column()
        if self._styled.get(role, col) != col:  # a style of another column: no item lookup
            return None
        row = index.row()
        if not 0 <= row < len(self._rows) or not index.isValid():
            return None
        item = int(self._rows[row])
        if role in (DISPLAY, TOOLTIP):
            return self._display(item, col, role)
        if role == ItemRole:
            return item
        if role == CodeRole:
            return self._code(item, col)
        if role == BACKGROUND:
            return self._status_brush(item) if col == self.COL_STATUS else None
        if col == self.COL_FINAL:
            return self._final_style(item, role)
        return None

    def _code(self, item: int, col: int) -> int | None:
        if col == self.COL_FINAL:
            return self.session.final_code(item)
        if self.COL_TEXT < col < self.COL_FINAL:
            return int(self.session.ratings.codes[item, col - 2])
        return None

    def _display(self, item: int, col: int, role: int) -> str | None:
        s = self.session
        if col == self.COL_ID:
            return str(s.ids[item])
        if col == self.COL_TEXT:
            return s.texts[item]
        if col == self.COL_STATUS:
            return self._status(item)
        if col == self.COL_UNCERTAINTY:
            return self._uncertainty(item, role)
        code = self._code(item, col)
        if code is None or code < 0:
            if col == self.COL_FINAL and s.status(item) == ADJUDICATED:  # a score's value
                d = s.decision(item)
                if d is not None and d.value is not None:
                    return value_shown(d.value)
            return "—" if role == DISPLAY else None
        return s.ratings.labels[code]

    def _uncertainty(self, item: int, role: int) -> str | None:
        """The suggestion's entropy in bits with two decimals; "—" until the fit is there and
        where nobody labelled the item (no tooltip: the header's says what it is)."""
        entropy = self._entropies()
        if entropy is None or not np.isfinite(entropy[item]):
            return "—" if role == DISPLAY else None
        return f"{entropy[item]:.2f}" if role == DISPLAY else None

    def _entropies(self) -> npt.NDArray[np.float64] | None:
        """Every item's suggestion entropy, or None while the background fit is awaited (it is
        started here when it is needed and not there yet; asked once, not at every cell)."""
        if self._entropy is not None or self._fitting or self.COL_UNCERTAINTY < 0:
            return self._entropy
        ratings = self.session.ratings
        if self.fit.failed(ratings):  # no suggestion is shown, so no uncertainty either
            self._entropy = np.full(len(self.session.ids), np.nan)
        elif self.fit.ready(ratings):
            found = suggestion_entropy(ratings)
            self._entropy = (found if found is not None
                             else np.full(len(self.session.ids), np.nan))
        else:
            self._fitting = True
            self.fit.start(ratings)
        return self._entropy

    @Slot(object)
    def _suggestions_fitted(self, ratings: object) -> None:
        """The background fit is there: the column fills in, and a sort by it waiting is made."""
        if ratings is not self.session.ratings or self.COL_UNCERTAINTY < 0:
            return
        self._fitting = False
        if self._entropies() is None:  # another fit of these ratings replaced it meanwhile
            return
        if len(self._rows):
            col = self.COL_UNCERTAINTY
            self.dataChanged.emit(self.index(0, col), self.index(len(self._rows) - 1, col))
        if self._sort is not None and self._sort[0] == self.COL_UNCERTAINTY:
            self.sort(*self._sort)
        self.uncertaintyReady.emit()

    @property
    def uncertainty_ready(self) -> bool:
        """True once the uncertainty column shows its values (or there is no such column)."""
        return self.COL_UNCERTAINTY < 0 or self._entropies() is not None

    def status_words_in_use(self) -> list[str]:
        """The status words this project can show now, in the current language."""
        words = status_names(self.session.state.policy.name)
        codes = possible_statuses(self.session.state.status_codes)
        return [words[c] for c in codes]

    def _status(self, item: int) -> str:
        policy = self.session.state.policy.name
        if self._status_words is None or self._status_policy != policy:
            self._status_words = status_names(policy)  # once per language and policy
            self._status_policy = policy
        return self._status_words[self.session.status(item)]

    def _status_brush(self, item: int) -> QBrush | None:
        status = self.session.status(item)
        if status in (UNANIMOUS, POLICY, SINGLE):
            return None
        return self._brushes[0] if status in FINAL_BY_LEAD else self._brushes[1]

    def _final_style(self, item: int, role: int) -> Any:
        """Decided labels in bold; unanimous ones (no decision needed) in grey."""
        status = self.session.status(item)
        if role == FONT and status == ADJUDICATED:
            if self._bold is None:
                self._bold = QFont()
                self._bold.setBold(True)
            return self._bold
        if role == FOREGROUND and status in (UNANIMOUS, POLICY):
            return self._brushes[2]
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        names = {self.COL_ID: QCoreApplication.translate("ItemTableModel", "Item"),
                 self.COL_TEXT: QCoreApplication.translate("ItemTableModel", "Text"),
                 self.COL_FINAL: QCoreApplication.translate("ItemTableModel", "Final label"),
                 self.COL_STATUS: QCoreApplication.translate("ItemTableModel", "Status"),
                 self.COL_UNCERTAINTY: QCoreApplication.translate("ItemTableModel",
                                                                  "Entropy")}
        if section in names:
            return names[section]
        if self.COL_TEXT < section < self.COL_FINAL:
            return self.session.ratings.annotators[section - 2]
        return None

    # -- changes -----------------------------------------------------------------------------
    def set_rows(self, rows: RowIndex) -> None:
        """Show these items (a filter result); the current sort is kept. The same items in
        the same order (unsorted) change nothing: no reset, no repaint of the list. A
        read-only row index is kept without a copy."""
        rows = np.asarray(rows)
        if rows.dtype.kind not in "iu":  # (an empty list, say)
            rows = rows.astype(row_type(len(self.session.ids)))
        if self._sort is None and (rows is self._rows or np.array_equal(rows, self._rows)):
            return
        self.beginResetModel()
        # a read-only index (the session's) is kept as it is; a writable one is copied, so
        # the caller cannot change the list behind the view's back
        self._rows = rows if not rows.flags.writeable else rows.copy()
        self._where = None
        if self._sort is not None and self._keys_ready(self._sort[0]):
            self._rows = self._rows[self._order(*self._sort)]
        self._ascending = _ascending(self._rows)
        self.endResetModel()

    def items_changed(self, items: Iterable[int]) -> None:
        """Emit dataChanged for the rows of these items only (final label and status)."""
        wanted = np.fromiter(items, dtype=np.int64)
        wanted = wanted[(wanted >= 0) & (wanted < len(self.session.ids))]
        if len(wanted) <= FEW_CHANGED:  # a decision: its row alone, no map of every item
            found = np.array([self.row_of(int(i)) for i in wanted], dtype=np.int64)
        else:
            found = self._rows_of_items()[wanted]
        rows = np.unique(found[found >= 0])
        if len(rows) == 0:
            return
        breaks = np.flatnonzero(np.diff(rows) > 1)
        starts = np.r_[rows[0], rows[breaks + 1]]
        ends = np.r_[rows[breaks], rows[-1]]
        for first, last in zip(starts.tolist(), ends.tolist(), strict=True):
            self.dataChanged.emit(
                self.index(first, self.COL_FINAL), self.index(last, self.COL_STATUS))

    def retranslate(self) -> None:
        """Headers and status words follow the language."""
        self._status_words = None
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if len(self._rows):
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, self.COL_STATUS), self.index(last, self.COL_STATUS))

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the row index by one column with numpy (stable), keeping persistent indexes."""
        if not 0 <= column < self.columnCount():
            return
        self._sort = (column, order)
        if not self._keys_ready(column):  # text / id keys: computed once, off the UI thread
            self._pending = (column, order)
            if column != self.COL_UNCERTAINTY:  # (the uncertainty's fit is under way)
                self._start_keys(column)
            return
        self._pending = None
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        perm = self._order(column, order)
        self._rows = self._rows[perm]
        self._where = None
        self._ascending = _ascending(self._rows)
        new_row = np.empty(len(perm), dtype=np.int64)
        new_row[perm] = np.arange(len(perm))
        self.changePersistentIndexList(
            old, [self.index(int(new_row[i.row()]), i.column()) for i in old])
        self.layoutChanged.emit()

    def _order(self, column: int, order: Qt.SortOrder) -> npt.NDArray[np.int64]:
        strings = self._strings(column) if column in (self.COL_ID, self.COL_TEXT) else None
        if strings is not None and strings.ranks_ready:  # distinct ranks: placed, not sorted
            perm = strings.order_of(self._rows)
        else:
            perm = np.argsort(self._keys(column), kind="stable")
        if order == Qt.SortOrder.DescendingOrder:
            perm = perm[::-1]
        return perm.astype(np.int64)

    def presort(self) -> None:
        """A long list whose text has no sort keys yet (the loader makes them from
        ``session.SORT_KEYS_FROM`` items): make them in the background (low priority), ready
        before a first click on "Text". Called by the window once the list is shown: during
        the opening steps the sort would take the core the window is painting on."""
        if len(self.session.ids) >= PRESORT_FROM and not self.session.texts.ranks_ready:
            self._start_keys(self.COL_TEXT, priority=-1)

    def keys_job(self) -> Any:
        """The sort-key job under way or queued (its ``signals.ready`` says when it ends),
        None when there is none."""
        return self._key_jobs[-1] if self._key_jobs else None

    def cancel_background(self) -> None:
        """The list goes (another file is shown): sort keys not yet started are not made
        (one under way finishes unseen)."""
        for job in self._key_jobs:
            job.cancel()
        self._key_jobs, self._pending = [], None

    def _start_keys(self, column: int, priority: int = 0) -> None:
        """Compute a string column's sort keys on the pool, unless that is under way."""
        strings = self._strings(column)
        if not any(job.column is strings for job in self._key_jobs):
            self._key_jobs.append(start_sort_keys(strings, self._keys_arrived, priority))

    def _keys(self, column: int) -> npt.NDArray[Any]:
        s, rows = self.session, self._rows
        if column in (self.COL_ID, self.COL_TEXT):
            strings = self._strings(column)
            if not strings.ranks_ready and len(rows) <= SMALL_SORT:
                return strings.ranks_of(rows)
            return np.asarray(strings.ranks()[rows])
        if column == self.COL_FINAL:
            return s.final_codes()[rows]
        if column == self.COL_STATUS:
            return s.state.status_codes[rows]
        if column == self.COL_UNCERTAINTY:  # "—" below 0 bits: last on a descending sort
            entropy = self._entropies()
            assert entropy is not None  # (_keys_ready)
            return np.nan_to_num(entropy[rows], nan=-1.0)
        return np.asarray(s.ratings.codes[rows, column - 2])

    def _strings(self, column: int) -> ArrowStrings:
        """The Arrow column behind the id or text column."""
        return self.session.ids if column == self.COL_ID else self.session.texts

    def _keys_ready(self, column: int) -> bool:
        """False while a string column's sort keys are still to be computed (a short list
        is sorted by its own cells at once), and while the uncertainty's fit is awaited."""
        if column == self.COL_UNCERTAINTY:
            return self._entropies() is not None
        return (column not in (self.COL_ID, self.COL_TEXT) or len(self._rows) <= SMALL_SORT
                or bool(self._strings(column).ranks_ready))

    @property
    def sorting(self) -> bool:
        """True while a sort waits for its keys (the list keeps its order meanwhile)."""
        return self._pending is not None

    @Slot()
    def _keys_arrived(self) -> None:
        """Sort keys are ready: apply the latest sort asked for, if it still waits."""
        self._key_jobs = [j for j in self._key_jobs if not j.column.ranks_ready]
        if self._pending is not None and self._keys_ready(self._pending[0]):
            self.sort(*self._pending)


def _ascending(rows: npt.NDArray[np.int64]) -> bool:
    """True when the rows are strictly increasing (file order): then bisection finds a row."""
    return bool(len(rows) < 2 or (rows[1:] > rows[:-1]).all())
