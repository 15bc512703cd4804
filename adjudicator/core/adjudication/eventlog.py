"""The events of a log, plain decisions held column by column.

A log of 10^6 events held as one Python object per event (an event, its decision, their texts
and numbers) takes about 600 bytes an event: 600 MB, and seconds to build. Most events are
plain decisions, and almost all of their fields repeat (item, label, author, app, guideline,
source) or are short texts (time, rationale). ``DecisionColumns`` keeps them as arrays: the
repeated texts as small integer codes into a tuple of the distinct texts, the others as UTF-8
bytes with each text's length in the narrowest unsigned integers that hold them, confidence
as small integer codes into an array of the distinct numbers. Every other event (a
revert, a note, a batch...) and any decision the reader could not take column-wise stays an
object. ``EventLog`` is the sequence of all of them: indexing or iterating makes the ``Decide``
of a column row on demand (equal to the one read line by line), and events the lead makes
after the open are appended as objects.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, overload

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.events import Decide, Decision, Event
from adjudicator.core.adjudication.textvalues import TextValues

GUIDELINE_UPDATE, BLIND = 1, 2  # bits of DecisionColumns.flags


class PackedText(Protocol):
    """A part of a text column kept compressed (the store packs long logs' texts)."""

    def unpack(self) -> bytes:
        """The part's UTF-8 bytes."""
        ...


@dataclass(eq=False, slots=True)
class TextColumn:
    """Texts as UTF-8 bytes in parts (one per block read): row ``starts[k] + j`` is the
    ``j``-th text of ``data[k]``, whose texts follow each other, ``lengths[k][j]`` bytes each
    (lengths in the narrowest unsigned integers that hold them, see ``narrow_lengths``: a
    byte a row for short texts, where offsets took four or eight). A part may be kept packed
    (compressed): it is unpacked when a text of it is asked, and the last part unpacked is
    kept with its texts' ends, so reading the texts in order unpacks each part once."""

    starts: list[int]
    lengths: list[npt.NDArray[np.unsignedinteger[Any]]]
    data: list[npt.NDArray[np.uint8] | bytes | PackedText]
    _open: tuple[int, bytes | npt.NDArray[np.uint8], npt.NDArray[np.int64]] | None = field(
        default=None, repr=False)

    @classmethod
    def of(cls, texts: Sequence[str]) -> TextColumn:
        """A column of these texts, in one part."""
        raw = [t.encode("utf-8") for t in texts]
        return cls([0], [narrow_lengths(np.array([len(r) for r in raw], dtype=np.int64))],
                   [b"".join(raw)])

    def __getitem__(self, i: int) -> str:
        k = bisect_right(self.starts, i) - 1
        raw, ends = self._part(k)
        j = i - self.starts[k]
        return bytes(raw[int(ends[j]):int(ends[j + 1])]).decode("utf-8")

    def _part(self, k: int) -> tuple[bytes | npt.NDArray[np.uint8], npt.NDArray[np.int64]]:
        """Part ``k``'s bytes (unpacked if need be) and where its texts start and end."""
        opened = self._open
        if opened is not None and opened[0] == k:
            return opened[1], opened[2]
        part = self.data[k]
        raw = part if isinstance(part, bytes | np.ndarray) else part.unpack()
        lengths = self.lengths[k]
        ends = np.zeros(len(lengths) + 1, dtype=np.int64)
        np.cumsum(lengths, out=ends[1:])
        self._open = (k, raw, ends)
        return raw, ends


def narrow_lengths(lengths: npt.NDArray[np.integer[Any]]) -> npt.NDArray[np.unsignedinteger[Any]]:
    """Text lengths (bytes, none negative) in the narrowest unsigned integers that hold the
    longest: uint8 below 256, uint16 below 65,536, uint32 below 2^32, else uint64."""
    top = int(lengths.max()) if len(lengths) else 0
    dtype = (np.uint8 if top < 1 << 8 else np.uint16 if top < 1 << 16
             else np.uint32 if top < 1 << 32 else np.uint64)
    return lengths.astype(dtype)


def narrow_codes(n: int) -> type[np.signedinteger[Any]]:
    """The narrowest signed integer holding the codes -1 .. n - 1 of ``n`` distinct values."""
    return (np.int8 if n <= 1 << 7 else np.int16 if n <= 1 << 15
            else np.int32 if n <= 1 << 31 else np.int64)


@dataclass(frozen=True, slots=True)
class CodedNumbers:
    """Repeated numbers (a decision's confidence) as codes into ``values`` (code -1: none):
    a log's few distinct confidences take a byte a row, where float64 took eight."""

    codes: npt.NDArray[np.signedinteger[Any]]
    values: npt.NDArray[np.float64]

    def __getitem__(self, i: int) -> float | None:
        code = int(self.codes[i])
        return None if code < 0 else float(self.values[code])

    def __len__(self) -> int:
        return len(self.codes)

    def outside(self, low: float, high: float) -> npt.NDArray[np.bool_]:
        """Per row: a number below ``low`` or above ``high`` (none: False)."""
        codes = self.codes
        bad = (self.values < low) | (self.values > high)
        return (codes >= 0) & bad[np.maximum(codes, 0)] if len(bad) else np.zeros(
            len(codes), dtype=bool)


@dataclass(frozen=True, slots=True)
class CodedColumn:
    """Repeated texts as codes into ``values`` (code -1: none): a tuple, or for many texts
    (a long log's items) ``TextValues``, whose texts are made when asked."""

    codes: npt.NDArray[np.signedinteger[Any]]
    values: Sequence[str]

    def __getitem__(self, i: int) -> str | None:
        code = int(self.codes[i])
        return None if code < 0 else self.values[code]

    def text(self, i: int) -> str:
        """Row ``i`` as text, "" when none (the envelope's fields)."""
        code = int(self.codes[i])
        return "" if code < 0 else self.values[code]


@dataclass(eq=False)
class DecisionColumns:
    """Plain decisions of a log: row i is event ``i + 1``; ``held[i]`` says whether that
    event is a decision held here (False: it is an object of ``EventLog``)."""

    held: npt.NDArray[np.bool_]
    time: TextColumn
    author: CodedColumn
    app: CodedColumn
    guideline: CodedColumn
    item: CodedColumn
    label: CodedColumn
    rationale: TextColumn
    source: CodedColumn
    confidence: CodedNumbers
    error_category: CodedColumn
    flags: npt.NDArray[np.uint8]
    _codes: dict[str, int] | None = field(default=None, init=False, repr=False)

    def __len__(self) -> int:
        return len(self.held)

    def decision(self, i: int) -> Decision:
        """The decision of row ``i``."""
        flags = int(self.flags[i])
        return Decision(self.item.text(i), self.label.text(i), self.rationale[i],
                        self.source[i], self.confidence[i],
                        self.error_category[i], bool(flags & GUIDELINE_UPDATE),
                        bool(flags & BLIND))

    def event(self, i: int) -> Decide:
        """The decide event of row ``i``."""
        return Decide(decision=self.decision(i), seq=i + 1, time=self.time[i],
                      author=self.author.text(i), app=self.app.text(i),
                      guideline=self.guideline.text(i))

    def rows_of_item(self, item: str, stop: int) -> npt.NDArray[np.int64]:
        """Rows before ``stop`` holding a decision of ``item``."""
        values = self.item.values
        code = (values.find(item) if isinstance(values, TextValues)
                else self._item_codes().get(item))
        if code is None:
            return np.zeros(0, dtype=np.int64)
        hits = (self.item.codes[:stop] == code) & self.held[:stop]
        return np.flatnonzero(hits).astype(np.int64)

    def _item_codes(self) -> dict[str, int]:
        """Item text -> code, made at the first history asked (not at the open)."""
        if self._codes is None:
            self._codes = {v: j for j, v in enumerate(self.item.values)}
        return self._codes


class EventLog(Sequence[Event]):
    """Events 1..n: the first ``base`` from the columns (or ``objects`` where a row is not
    held there), then ``tail`` (events appended since)."""

    def __init__(self, columns: DecisionColumns | None = None,
                 objects: dict[int, Event] | None = None, base: int = 0,
                 tail: list[Event] | None = None) -> None:
        self.columns = columns
        self.objects = objects if objects is not None else {}  # seq -> event (base part)
        self.base = base
        self.tail = tail if tail is not None else []

    @classmethod
    def of(cls, events: Iterable[Event]) -> EventLog:
        """A log of events held as objects (tests, merges, a replay of a list)."""
        if isinstance(events, EventLog):
            return events.upto(len(events))
        return cls(tail=list(events))

    def upto(self, n: int) -> EventLog:
        """Events 1..n as a log of their own (the arrays are shared, not copied)."""
        base = min(n, self.base)
        return EventLog(self.columns, self.objects, base, self.tail[:max(0, n - self.base)])

    def append(self, event: Event) -> None:
        """Add the next event."""
        self.tail.append(event)

    def held(self, seq: int) -> bool:
        """Whether event ``seq`` is a plain decision held in the columns (not an object)."""
        return (seq <= self.base and self.columns is not None
                and bool(self.columns.held[seq - 1]))

    def object_seqs(self) -> list[int]:
        """The sequence numbers of the events held as objects, in order."""
        head = sorted(s for s in self.objects if s <= self.base)
        return head + [ev.seq for ev in self.tail]

    def __len__(self) -> int:
        return self.base + len(self.tail)

    @overload
    def __getitem__(self, i: int) -> Event: ...

    @overload
    def __getitem__(self, i: slice) -> list[Event]: ...

    def __getitem__(self, i: int | slice) -> Event | list[Event]:
        if isinstance(i, slice):
            return [self._at(j) for j in range(*i.indices(len(self)))]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        return self._at(i)

    def _at(self, i: int) -> Event:
        """Event ``i + 1``."""
        if i >= self.base:
            return self.tail[i - self.base]
        ev = self.objects.get(i + 1)
        if ev is not None or self.columns is None:
            assert ev is not None
            return ev
        return self.columns.event(i)

    def __iter__(self) -> Iterator[Event]:
        for i in range(self.base):
            yield self._at(i)
        yield from self.tail

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str | bytes):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"EventLog({len(self)} events, {len(self.objects)} as objects)"

