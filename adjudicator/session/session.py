"""One opened dataset as the window sees it: ratings, texts, strata, the annotator pair, and
the adjudication state behind the decisions. Pure Python + numpy, so it is testable without Qt."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.counts import SINGLE, UNRESOLVED
from adjudicator.core.adjudication.events import Decision
from adjudicator.core.adjudication.final_values import label_numbers, value_choices, value_label
from adjudicator.core.adjudication.history import HistoryEntry
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.state import AdjudicationState, ChangeRecord, MemorySink
from adjudicator.core.adjudication.versions import AsOf, Change, diff
from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.core.ratings import code_dtype
from adjudicator.core.stats.pairs.crowd_pairs import is_crowd, most_shared_pair
from adjudicator.core.stats.pairs.strata import stratum_tables
from adjudicator.core.tables import Table, confusion_matrix
from adjudicator.session.blind import BlindOrder
from adjudicator.session.filters import ItemFilter, Mask, pair_mask
from adjudicator.session.item_index import ArrowStrings, share_column

if TYPE_CHECKING:
    from adjudicator.core.ratings import Ratings
    from adjudicator.io.dataset import Dataset
    from adjudicator.store.project import Project


MAX_GROUPS = 50
READ_ONLY = QT_TRANSLATE_NOOP("Errors", "the decision log is open read-only")
SEARCHES_KEPT = 4
#: searched once by the loader and forgotten: the first vectorised search of a big text column
#: in a process takes about 0.1 s more than later ones (at 10^6 texts 100-170 ms against
#: 40 ms: Arrow's allocator gets the pages for the matcher's pieces from the system, then
#: keeps them), so the user's first search costs what the later ones do
WARM_NEEDLE = "\x00"
SORT_KEYS_FROM = 200_000  # items: from here the loader makes the text's sort keys
GroupCodes = npt.NDArray[np.signedinteger[Any]]  # each item's group, smallest integer type
RowIndex = npt.NDArray[np.signedinteger[Any]]  # item indices, as ``row_type`` gives them


def row_type(n: int) -> type[np.signedinteger[Any]]:
    """The integers of a row index over ``n`` items: four bytes below 2^31 items (a list of
    10^6 items then takes 4 MB, not 8), else eight."""
    return np.int32 if n < 1 << 31 else np.int64


class Session:
    """Read access for the models and views; the only copy of labels is ``ratings.codes``."""

    def __init__(self, dataset: Dataset, project: Project | None = None,
                 state: AdjudicationState | None = None) -> None:
        self.dataset = dataset
        self.ratings: Ratings = dataset.ratings
        self.project = project
        #: False while decisions are kept in memory only (no decision log could be opened)
        self.durable = project is not None and not project.read_only
        self.state = state if state is not None else _state_of(project, self.ratings)
        self.pair = headline_pair(self.ratings.codes)
        n = len(self.ratings.items)
        self.texts = _texts(dataset, n)  # Arrow strings: a Python str only when painted
        self.ids = _ids(self.ratings.items)
        _hold_ids_once(dataset, self.ids)
        self.disputed = _disputed_of(self.state, self.ratings)
        self.listeners: list[Callable[[ChangeRecord], None]] = []
        #: blind mode: names hidden, per-item shuffled order (None when off); one seed per session
        self.blind: BlindOrder | None = None
        self.blind_seed = BlindOrder(len(self.ratings.annotators)).seed
        self._columns: dict[str, npt.NDArray[np.str_]] = {}
        self._groups: dict[str, tuple[list[str], GroupCodes]] = {}
        self._searches: dict[str, Mask] = {}  # recent search results (filled off the UI thread)
        self._tables: dict[tuple[object, ...], Table] = {}  # matrices by pair and subset
        self._all_rows: RowIndex | None = None
        self._shown = False  # agreement results were put on screen

    def prepare(self, between: Callable[[], bool] | None = None) -> None:
        """Work the window would otherwise do on its thread, done by the loader: the groups
        of every candidate stratum column; from SORT_KEYS_FROM items also the text's sort
        keys (0.2 to 0.5 s of Arrow sorting at 10^6 texts, in parts; ``between`` is asked
        between two and may raise to cancel), so that no background sort competes with the
        window's first searches and paints."""
        strata = self.strata
        self.table(ItemFilter())  # the first matrix and κ by group, ready for the window
        if strata:
            self.group_tables(strata[0])
        if len(self.ids) >= SORT_KEYS_FROM:
            self.texts.make_ranks(between)
            self.texts.contains(WARM_NEEDLE)  # the search's memory, taken now (see there)
            _ = [c.ascii_only for c in (self.texts, self.ids)]  # a first search's checks, kept

    def set_blind(self, on: bool) -> None:
        """Blind mode on or off; the per-item order stays the same all session."""
        self.blind = BlindOrder(len(self.ratings.annotators), self.blind_seed) if on else None

    @property
    def name(self) -> str:
        """The name of what was opened, for titles: the data file, or the folder of
        per-annotator files (not its first member)."""
        if self.project is None:
            return self.dataset.sources[0].name if self.dataset.sources else ""
        path = Path(self.project.data_path)
        return path.name or path.resolve().name  # "." has no name of its own

    @property
    def strata(self) -> list[str]:
        """Columns that split the items into a few groups (source, channel, batch...); columns
        with more than MAX_GROUPS distinct values are not offered as groups."""
        return [c for c in self.dataset.stratum_columns
                if 2 <= len(self.stratum_values(c)) <= MAX_GROUPS]

    def stratum_values(self, column: str) -> list[str]:
        """Distinct values of one stratum column, in first-seen order."""
        return list(self.groups(column)[0])

    def groups(self, column: str) -> tuple[list[str], GroupCodes]:
        """A column's distinct values (first-seen order) and each item's value index, coded
        once so group masks and per-group matrices are integer work."""
        if column not in self._groups:
            self._groups[column] = group_codes(self.dataset.frame[column])
        return self._groups[column]

    def column(self, name: str) -> npt.NDArray[np.str_]:
        """One original column as strings, converted once."""
        if name not in self._columns:
            self._columns[name] = _column(self.dataset, name, len(self.ids))
        return self._columns[name]

    def subset(self, f: ItemFilter) -> Mask:
        """Items in the filter's stratum (the statistics and matrix are computed on these)."""
        if f.stratum is None:
            return np.ones(len(self.ids), dtype=bool)
        column, value = f.stratum
        values, codes = self.groups(column)
        return np.asarray(codes == (values.index(value) if value in values else -2), dtype=bool)

    def table(self, f: ItemFilter) -> Table:
        """k x k confusion matrix of the current pair on the filter's stratum: one bincount."""
        key = ("table", self.pair, f.stratum)  # the originals never change: keep the result
        if key not in self._tables:
            a, b = self.pair_codes()
            if f.stratum is None:
                self._tables[key] = confusion_matrix(a, b, self.ratings.k)
            else:
                mask = self.subset(f)
                self._tables[key] = confusion_matrix(a[mask], b[mask], self.ratings.k)
        return self._tables[key]

    def group_tables(self, column: str) -> dict[str, Table]:
        """The pair's confusion matrix within each value of a stratum column: one bincount."""
        key = ("groups", self.pair, column)
        if key not in self._tables:
            values, g = self.groups(column)
            a, b = self.pair_codes()
            self._tables[key] = stratum_tables(a, b, g, len(values), self.ratings.k)
        counts = self._tables[key]
        return {value: counts[i] for i, value in enumerate(self.groups(column)[0])}

    def pair_codes(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """The two compared annotators' code columns."""
        return self.ratings.column(self.pair[0]), self.ratings.column(self.pair[1])

    def rows(self, f: ItemFilter) -> RowIndex:
        """Item indices that pass every part of the filter; only the parts in use are
        computed, and no filter at all is every item in file order (no pass over 10^6); in
        ``row_type`` integers (four bytes an item below 2^31 items)."""
        parts: list[Mask] = []
        if f.stratum is not None:
            parts.append(self.subset(f))
        if f.cell is not None:
            a, b = self.pair_codes()
            parts.append(pair_mask(a, b, f))
        if f.search.strip():
            parts.append(self.search(f.search))
        if f.disputed_only:
            parts.append(self.disputed)
        if f.undecided_only:
            parts.append(self.unresolved())
        if f.single_only:
            parts.append(self.single())
        if f.missed_gold_by:
            rows = np.zeros(len(self.ids), dtype=bool)
            rows[list(f.missed_gold_rows)] = True
            parts.append(rows)
        if not parts:
            return self._every_row()
        mask = parts[0] if len(parts) == 1 else np.logical_and.reduce(parts)
        return _read_only(np.flatnonzero(mask).astype(row_type(len(self.ids))))

    def _every_row(self) -> RowIndex:
        """Every item in file order, made once (a new 10^6 array per cleared filter costs
        the window its page faults) and read-only, so the list may keep it without a copy."""
        if self._all_rows is None:
            self._all_rows = _read_only(np.arange(len(self.ids), dtype=row_type(len(self.ids))))
        return self._all_rows

    @property
    def messages(self) -> list[str]:
        """What opening the log found that the user must be told (lock, torn line, mismatch)."""
        return list(self.project.messages) if self.project is not None else []

    def results_shown(self) -> None:
        """The window shows agreement results: that counts as seeing them (rules set later
        are flagged), kept in the user's settings and in the log (``Project.results_shown``).
        A viewing that cannot be written now stays held and goes with the next event."""
        if self.project is None or self._shown:
            return
        self._shown = True
        with contextlib.suppress(OSError):
            self.project.results_shown("window")

    def close(self) -> None:
        """Close the decision log and free its lock."""
        if self.project is not None:
            self.project.close()

    def search(self, needle: str) -> Mask:
        """Items whose text or id contains ``needle``, ignoring case (all items when blank):
        two vectorised ``pyarrow.compute`` passes, safe to run off the UI thread."""
        s = needle.strip()
        if not s:
            return np.ones(len(self.ids), dtype=bool)
        found = self._searches.get(s)
        if found is None:
            found = self._search_anew(s)
            self._searches[s] = found  # a few recent queries: going back is instant
            while len(self._searches) > SEARCHES_KEPT:
                self._searches.pop(next(iter(self._searches)))
        return found

    def _search_anew(self, needle: str) -> Mask:
        """The mask of one query. A recent query that ``needle`` contains (typing on: "保"
        then "保温") already holds every match, so only its hits are searched again."""
        within = [self._searches[q] for q in list(self._searches) if q in needle]
        if not within:
            return self.texts.contains(needle) | self.ids.contains(needle)
        rows = np.flatnonzero(min(within, key=np.count_nonzero))
        found = np.zeros(len(self.ids), dtype=bool)
        found[rows] = (self.texts.contains(needle, rows=rows)
                       | self.ids.contains(needle, rows=rows))
        return found

    def searched(self, needle: str) -> bool:
        """True when this query's result is at hand (blank, or searched recently)."""
        s = needle.strip()
        return not s or s in self._searches

    def item_row(self, item_id: str) -> int:
        """The index of the item with this id, -1 when there is none (binary search)."""
        return self.ids.position(item_id)

    def final_codes(self) -> npt.NDArray[np.signedinteger[Any]]:
        """Final label code per item: the decision, else the unanimous label, else -1 (in the
        narrowest integers that hold the codes: widen before arithmetic)."""
        return self.state.final_codes

    def final_code(self, item: int) -> int:
        """The final label code of one item, -1 when unresolved."""
        return int(self.state.final_codes[item])

    def status(self, item: int) -> int:
        """The item's status code (core.counts: UNANIMOUS ... POLICY)."""
        return int(self.state.status_codes[item])

    def single(self) -> Mask:
        """Items one annotator labelled that have no final label yet."""
        return np.asarray(self.state.status_codes == SINGLE, dtype=bool)

    def unresolved(self) -> Mask:
        """Items that still need a decision."""
        return np.asarray(self.state.status_codes == UNRESOLVED, dtype=bool)

    def decision(self, item: int) -> Decision | None:
        """The decision in force for one item (None when it has none)."""
        found = self.state.decision(str(self.ids[item]))
        return found[1] if found else None

    def rationale(self, item: int) -> str:
        """The rationale recorded with the item's decision in force."""
        found = self.state.decision(str(self.ids[item]))
        return found[1].rationale if found else ""

    def history(self, item: int) -> list[HistoryEntry]:
        """Every decision, undo and note about one item, oldest first."""
        return self.state.history(str(self.ids[item]))

    def decide(self, item: int, code: int, rationale: str, **fields: Any) -> ChangeRecord:
        """Record a final label (durable before it counts) and tell the listeners; ``fields``
        are the Decision's optional ones (source, confidence, error_category,
        guideline_update)."""
        record = self.state.decide(str(self.ids[item]), self.ratings.labels[code], rationale,
                                   **{"blind": self.blind is not None, **fields})
        return self._publish(record)

    def decide_value(self, item: int, value: float, value_from: str, rationale: str,
                     **fields: Any) -> ChangeRecord:
        """Record a score's final value (typed, or the annotators' mean or median, as
        ``value_from`` says) as the item's decision; its label is the value's label or text
        (``core...final_values``)."""
        label = value_label(value, self.ratings.labels)
        record = self.state.decide(str(self.ids[item]), label, rationale, value=value,
                                   value_from=value_from,
                                   **{"blind": self.blind is not None, **fields})
        return self._publish(record)

    def value_choices(self, item: int) -> dict[str, float] | None:
        """The mean and the median of the item's scores (labels that are numbers), or None
        when the labels are not numbers or the item has no score."""
        numbers = label_numbers(self.ratings.labels)
        if numbers is None:
            return None
        lookup = np.append(np.asarray(numbers, dtype=np.float64), np.nan)
        return value_choices(lookup[np.asarray(self.ratings.codes[item], dtype=np.int64)])

    def decide_many(self, items: Sequence[int], code: int, rationale: str,
                    **fields: Any) -> ChangeRecord:
        """One final label for several items as one batch event: all count, or none;
        ``fields`` (confidence, error_category, guideline_update) go with every decision."""
        label = self.ratings.labels[code]
        blind = self.blind is not None
        decisions = [Decision(str(self.ids[i]), label, rationale, blind=blind, **fields)
                     for i in items]
        return self._publish(self.state.batch(decisions))

    def accept(self, items: Sequence[int]) -> ChangeRecord:
        """Accept the only label of single annotator items as one event."""
        return self._publish(self.state.accept([str(self.ids[i]) for i in items]))

    def set_policy(self, policy: AcceptPolicy) -> ChangeRecord:
        """Declare the auto-accept policy (one event)."""
        return self._publish(self.state.set_policy(policy))

    def revert(self, seq: int) -> ChangeRecord:
        """Undo event ``seq`` with a new revert event and tell the listeners."""
        return self._publish(self.state.revert(seq))

    @property
    def read_only_reason(self) -> Message | None:
        """Why changes are refused (None when they are allowed): what opening the log said,
        or that it is open read-only. A Message, so the window shows it in its language."""
        if self.project is None or not self.project.read_only:
            return None
        told = tuple(m if isinstance(m, Message) else Message(m) for m in self.messages)
        return Message("{messages}", messages=told) if told else Message(READ_ONLY)

    def note(self, item: int, text: str) -> ChangeRecord:
        """Attach a note to one item (durable before it counts)."""
        return self._publish(self.state.note(text, str(self.ids[item])))

    def tag(self, name: str) -> ChangeRecord:
        """Name the current version; a name already used is refused."""
        if name in self.state.tags:
            raise ValueError(name)
        return self._publish(self.state.tag(name))

    def guideline(self, version: str, notes: str) -> ChangeRecord:
        """Start a new guideline version; later events carry it."""
        return self._publish(self.state.guideline(version, notes))

    def diff(self, as_of: AsOf) -> list[Change]:
        """Items whose final label changed from version ``as_of`` to now."""
        return diff(self.state, as_of, None)

    def _publish(self, record: ChangeRecord) -> ChangeRecord:
        for listener in list(self.listeners):
            listener(record)
        return record

def _read_only(rows: RowIndex) -> RowIndex:
    """The same array, no longer writable (a row index handed to the list as it is)."""
    rows.flags.writeable = False
    return rows


def _column(dataset: Dataset, column: str | None, n: int) -> npt.NDArray[np.str_]:
    """One column of the original table as strings ('' where absent)."""
    if column is None:
        return np.full(n, "", dtype=np.str_)
    values = dataset.frame[column].astype("string").fillna("")  # also categorical columns
    return np.asarray(values.to_numpy(dtype=object), dtype=np.str_)


def _texts(dataset: Dataset, n: int) -> ArrowStrings:
    """The text column as Arrow strings ('' where absent or missing), one contiguous array
    that the dataset's frame then shares (see ``share_column``)."""
    if dataset.text_column is None:
        return ArrowStrings.blank(n)
    texts = ArrowStrings.of_series(dataset.frame[dataset.text_column])
    share_column(dataset.frame, dataset.text_column, texts)
    return texts


def _ids(items: Sequence[str]) -> ArrowStrings:
    """The item ids as Arrow strings, from the frame's index when the reader kept one."""
    arrow = getattr(items, "arrow", None)
    if arrow is not None:
        return ArrowStrings(arrow())
    import pyarrow as pa

    return ArrowStrings(pa.array(list(items), type=pa.large_string()))


def _hold_ids_once(dataset: Dataset, ids: ArrowStrings) -> None:
    """The ratings' ids, the frame's index and its id column read from the session's joined
    ids where they hold the same strings, so the reader's blocks of ids are let go (at 10^6
    ids about 16 MB held twice otherwise)."""
    from adjudicator.io.coding.frame import arrow_text

    items = dataset.ratings.items
    hold = getattr(items, "hold", None)
    if hold is None or not hold(ids.array):
        return
    frame = dataset.frame
    column = frame.index.name  # the id column's name (the export's first column)
    if arrow_text(frame.index, ids.array) is not None:
        frame.index = items.index.rename(column)  # type: ignore[attr-defined]
    if column in frame.columns and isinstance(frame[column], type(frame.iloc[:, 0])):
        same = arrow_text(frame[column], ids.array)
        if same is not None:
            frame[column] = type(frame[column])(same, index=frame.index, name=column,
                                                copy=False)


def group_codes(series: Any) -> tuple[list[str], GroupCodes]:
    """A column's distinct values in first-seen order and each row's value index ('' for a
    missing value): from a categorical's codes, else one Arrow dictionary encoding. The
    indices take the smallest integer type that holds them (one byte an item for a few
    groups, not eight)."""
    import pandas as pd

    if isinstance(series.dtype, pd.CategoricalDtype):
        words = [str(c) for c in series.cat.categories] + [""]
        raw = series.cat.codes.to_numpy().astype(np.int64)
        raw = np.where(raw < 0, len(words) - 1, raw)
    else:
        import pyarrow.compute as pc

        strings = ArrowStrings.of_series(series).array
        encoded = pc.dictionary_encode(strings)
        words = [str(w) for w in encoded.dictionary.to_pylist()]
        raw = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
    counts = np.bincount(raw, minlength=len(words))
    present = np.flatnonzero(counts)
    if len(present) <= 64:  # a few groups: one comparison pass each, no sort of 10^6 codes
        first = np.array([int(np.argmax(raw == c)) for c in present], dtype=np.int64)
    else:
        present, first = np.unique(raw, return_index=True)
    order = present[np.argsort(first, kind="stable")]
    lut = np.empty(len(words), dtype=code_dtype(len(order)))
    lut[order] = np.arange(len(order))
    return [words[int(c)] for c in order], lut[raw]


def _disputed_of(state: AdjudicationState, ratings: Ratings) -> Mask:
    """Items where at least two annotators gave different labels: the state's own mask when
    it counts these ratings (one array of 10^6 items, not two), else made here."""
    split: Mask = state.counts.split
    return split if state.ratings is ratings else _disputed(ratings.codes)


def _disputed(codes: npt.NDArray[np.int64]) -> Mask:
    """Items where at least two annotators gave different (non-missing) labels."""
    big = np.iinfo(np.int64).max
    high = np.where(codes >= 0, codes, -1).max(axis=1)
    low = np.where(codes >= 0, codes, big).min(axis=1)
    return np.asarray((high >= 0) & (low < high), dtype=bool)


def _state_of(project: Project | None, ratings: Ratings) -> AdjudicationState:
    """The project's state, or an in-memory one when no decision log is open."""
    if project is not None:
        return project.state
    return AdjudicationState(ratings, sink=MemorySink())


def headline_pair(codes: npt.NDArray[Any]) -> tuple[int, int]:
    """The pair the window compares first: the first two annotators, or in a crowd (where the
    first two rarely share an item) the pair sharing the most items."""
    r = codes.shape[1]
    if r < 2:
        return (0, 0)
    if is_crowd(r):
        return most_shared_pair(codes) or (0, 1)
    return (0, 1)

