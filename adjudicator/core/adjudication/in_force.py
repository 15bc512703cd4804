"""Which decision is in force for each item: item -> the sequence number of its event.

A dict of every decided item held a Python int and a dict entry per item (13 MiB for 200,000
items of a long log); the ledger keeps the numbers in one array over the dataset's rows
instead (0: no decision in force), four bytes an item, widened to eight only when a number
passes 2^31 - 1. An item that is not one of the dataset's (a ledger without rows) is kept in
a dict beside it. Items come out in the order of their rows, then the others in the order
they came: the same order however the state was built (column-wise or event by event).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt


class Rows(Protocol):
    """Item id -> row of the dataset (``ItemRows``)."""

    def get(self, item: str) -> int | None:
        """The row of ``item``, or None when it is not an item of the dataset."""
        ...


class InForce:
    """``found[item]``, ``found.get(item)``, ``found[item] = seq``, ``found.pop(item)``,
    ``len``, iteration over the items (see the module), ``values`` and ``items`` as a dict's;
    ``rows_and_seqs`` gives the dataset's rows at once."""

    __slots__ = ("_count", "_items", "_other", "_rows", "_seq")

    def __init__(self, rows: Rows | None = None, items: Sequence[str] = ()) -> None:
        self._rows, self._items = rows, items
        self._seq: npt.NDArray[np.signedinteger[Any]] = np.zeros(
            len(items) if rows is not None else 0, dtype=np.int32)
        self._count = 0  # rows with a decision in force
        self._other: dict[str, int] = {}  # items that are no row of the dataset

    def _row(self, item: str) -> int | None:
        return None if self._rows is None else self._rows.get(item)

    def get(self, item: str, default: int | None = None) -> int | None:
        """The sequence number in force for ``item``, else ``default``."""
        row = self._row(item)
        if row is None:
            return self._other.get(item, default)
        seq = int(self._seq[row])
        return seq if seq else default

    def __getitem__(self, item: str) -> int:
        seq = self.get(item)
        if seq is None:
            raise KeyError(item)
        return seq

    def __contains__(self, item: object) -> bool:
        return isinstance(item, str) and self.get(item) is not None

    def __setitem__(self, item: str, seq: int) -> None:
        if seq <= 0:
            raise ValueError(f"no event {seq}")
        row = self._row(item)
        if row is None:
            self._other[item] = seq
            return
        self._fit(seq)
        self._count += not self._seq[row]
        self._seq[row] = seq

    def pop(self, item: str, default: int | None = None) -> int | None:
        """Take ``item``'s decision out of force; its sequence number, else ``default``."""
        row = self._row(item)
        if row is None:
            return self._other.pop(item, default)
        seq = int(self._seq[row])
        if not seq:
            return default
        self._seq[row] = 0
        self._count -= 1
        return seq

    def set_rows(self, rows: npt.NDArray[np.integer[Any]],
                 seqs: npt.NDArray[np.integer[Any]]) -> None:
        """Set many rows at once (each row once; sequence numbers above 0)."""
        if len(seqs):
            self._fit(int(seqs.max()))
        self._seq[rows] = seqs
        self._count = int(np.count_nonzero(self._seq))

    def rows_and_seqs(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """The rows with a decision in force (ascending) and their sequence numbers; KeyError
        naming an item that is no row of the dataset, if any."""
        if self._other:
            raise KeyError(next(iter(self._other)))
        rows = np.flatnonzero(self._seq).astype(np.int64)
        return rows, self._seq[rows].astype(np.int64)

    def _fit(self, seq: int) -> None:
        """Widen the numbers' integers when ``seq`` does not fit them."""
        if seq > np.iinfo(self._seq.dtype).max:
            self._seq = self._seq.astype(np.int64)

    def __len__(self) -> int:
        return self._count + len(self._other)

    def __iter__(self) -> Iterator[str]:
        items = self._items
        for row in np.flatnonzero(self._seq).tolist():
            yield items[row]
        yield from list(self._other)

    def seqs(self) -> npt.NDArray[np.int64]:
        """The sequence numbers as one array, in the items' order."""
        head = self._seq[np.flatnonzero(self._seq)].astype(np.int64)
        if not self._other:
            return head
        return np.concatenate([head, np.fromiter(self._other.values(), dtype=np.int64)])

    def items_at(self, positions: Sequence[int]) -> list[str]:
        """The items at these positions of the items' order (no text made for the others)."""
        rows = np.flatnonzero(self._seq)
        other = list(self._other)
        return [self._items[int(rows[p])] if p < len(rows) else other[p - len(rows)]
                for p in positions]

    def by_seq(self) -> list[str]:
        """The items in the order of their decisions' sequence numbers (reading each one's
        decision in turn then reads a long log's texts part by part, never at random); the
        dataset's ids are taken at once when they are many."""
        rows = np.flatnonzero(self._seq)
        seqs = np.concatenate([self._seq[rows].astype(np.int64),
                               np.fromiter(self._other.values(), dtype=np.int64,
                                           count=len(self._other))])
        names = [*_taken(self._items, rows), *self._other]
        return [names[j] for j in np.argsort(seqs, kind="stable").tolist()]

    def values(self) -> list[int]:
        """The sequence numbers, in the items' order."""
        return [*self._seq[np.flatnonzero(self._seq)].tolist(), *self._other.values()]

    def items(self) -> list[tuple[str, int]]:
        """(item, sequence number) pairs, in the items' order."""
        return list(zip(self, self.values(), strict=True))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, InForce):
            return dict(self.items()) == dict(other.items())
        if isinstance(other, dict):
            return dict(self.items()) == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"InForce({len(self)} items)"


def _taken(items: Sequence[str], rows: npt.NDArray[np.intp]) -> list[str]:
    """``items[r]`` for each row: one conversion of them all when the rows are a quarter of
    them or more (a text per id asked one by one costs microseconds each), else one by one."""
    if len(rows) and len(rows) * 4 >= len(items):
        every: npt.NDArray[Any] = np.asarray(items, dtype=object)
        return [str(v) for v in every[rows].tolist()]
    return [items[int(r)] for r in rows.tolist()]
