"""The item list's columns: how wide each one starts, and which annotator a label column shows.

The id column is as wide as the first ids (48 to 110 px); each label column has a compact
width (its longest label) and a comfortable one (also the header, up to 64 px), so that the
column plan (``column_plan.label_widths``) can choose between them as the window narrows; the
text column stretches into what is left. The helper needs only the list's view and the
session's column facts (ids, labels, annotators, blind mode), never the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

from adjudicator.ui.common.text_fit import fitted_width

if TYPE_CHECKING:
    from adjudicator.ui.items.table_model import ItemTableModel

ID_SAMPLE = 200  # ids measured for the id column's width
NO_COLUMNS = (-1, -1, -1, -1)
SORT_ARROW = 28  # px beside a header's words: its padding and the sort indicator


def header_text_width(header: QHeaderView, text: str) -> int:
    """The section width at which ``text`` shows whole in ``header`` (no sort arrow): its
    advance in the header's font and the style's margin on either side, and a pixel each
    side for the section's border."""
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return header.fontMetrics().horizontalAdvance(text) + 2 * margin + 2


class Ratings(Protocol):
    """The parts of the ratings the columns show."""

    @property
    def labels(self) -> Sequence[str]: ...
    @property
    def annotators(self) -> Sequence[str]: ...


class IdColumn(Protocol):
    """The item ids as the session keeps them (a list or Arrow strings): a length and an index."""

    def __len__(self) -> int: ...
    def __getitem__(self, i: int) -> object: ...


class ColumnFacts(Protocol):
    """What the columns need of the session: its ids, ratings and blind mode."""

    @property
    def ids(self) -> IdColumn: ...
    @property
    def ratings(self) -> Ratings: ...
    @property
    def blind(self) -> object: ...


WidthsReady = Callable[[int, dict[int, tuple[int, int]]], None]


class ItemColumns:
    """Sizes the list's columns for one model and session, and names their annotators.

    ``widths_ready(text_column, widths)`` receives the label columns' (compact, comfortable)
    widths, for the window's column plan to choose between as its width changes.
    """

    def __init__(self, table: QTableView, widths_ready: WidthsReady) -> None:
        self.table, self.widths_ready = table, widths_ready
        self.model: ItemTableModel | None = None
        self.facts: ColumnFacts | None = None

    def attach(self, model: ItemTableModel, facts: ColumnFacts) -> None:
        """Take a new list (model and session) and size its columns."""
        self.model, self.facts = model, facts
        self.size()

    def size(self) -> None:
        """Set every column's starting width (again when the headers' language changed)."""
        m, facts, t = self.model, self.facts, self.table
        if m is None or facts is None:
            return
        ids = [str(facts.ids[i]) for i in range(min(len(facts.ids), ID_SAMPLE))]
        t.setColumnWidth(m.COL_ID, fitted_width(t.fontMetrics(), ids, 48, 110))
        widths = {col: self.label_width(col) for col in range(m.COL_TEXT + 1, m.COL_STATUS + 1)}
        for col, (_compact, comfortable) in widths.items():
            t.setColumnWidth(col, comfortable)
        if m.COL_UNCERTAINTY >= 0:  # compact as its numbers, comfortable as its header
            widths[m.COL_UNCERTAINTY] = self.uncertainty_width()
            t.setColumnWidth(m.COL_UNCERTAINTY, widths[m.COL_UNCERTAINTY][1])
        t.horizontalHeader().setSectionResizeMode(m.COL_TEXT, QHeaderView.ResizeMode.Stretch)
        self.widths_ready(m.COL_TEXT, widths)  # compact ones when the window is narrow

    def columns(self) -> tuple[int, int, int, int]:
        """The id, text, final-label and status columns (all -1 before a list is shown)."""
        m = self.model
        return (m.COL_ID, m.COL_TEXT, m.COL_FINAL, m.COL_STATUS) if m else NO_COLUMNS

    def uncertainty_column(self) -> int:
        """The suggestion's uncertainty column (-1 without one: fewer than three annotators,
        or before a list is shown)."""
        return self.model.COL_UNCERTAINTY if self.model else -1

    def uncertainty_width(self) -> tuple[int, int]:
        """(compact, comfortable) width of the uncertainty column: its numbers ("0.00") and
        its header in the current language, whole (the header's own font and margins: one
        short word, never elided), and comfortable also with room for the sort arrow (this
        column is there to be sorted by)."""
        m = self.model
        assert m is not None
        header = str(m.headerData(m.COL_UNCERTAINTY, Qt.Orientation.Horizontal) or "")
        words = header_text_width(self.table.horizontalHeader(), header)
        compact = max(44, self.table.fontMetrics().horizontalAdvance("0.00") + 12, words)
        return compact, min(max(compact, words + SORT_ARROW), 110)

    def annotator(self, col: int) -> str:
        """The annotator whose labels column ``col`` shows; "?" in blind mode."""
        m, facts = self.model, self.facts
        if m is None or facts is None or facts.blind is not None:
            return "?"
        return facts.ratings.annotators[col - m.COL_TEXT - 1]

    def label_width(self, col: int) -> tuple[int, int]:
        """(compact, comfortable) width: the longest label, and also the header up to 64 px
        (40 to 110 px); the text column gets the spare width, longer annotator names are
        elided in the header (the final label's and the status' headers never are)."""
        m, facts = self.model, self.facts
        assert m is not None
        assert facts is not None
        metrics = self.table.fontMetrics()
        header = str(m.headerData(col, Qt.Orientation.Horizontal) or "")
        values = m.status_words_in_use() if col == m.COL_STATUS else [*facts.ratings.labels, "—"]
        value = max(metrics.horizontalAdvance(w) for w in values) + 12
        named = min(metrics.horizontalAdvance(header) + 14, 64)  # longer names: elided
        comfortable = min(max(44, value, named), 110)
        if col in (m.COL_FINAL, m.COL_STATUS):
            return comfortable, comfortable
        return min(max(40, value), comfortable), comfortable
