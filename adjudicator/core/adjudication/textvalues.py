"""Many distinct texts (a long log's item ids) kept as one UTF-8 buffer and their offsets.

A log of 10^6 decisions names some 200,000 items: as a tuple of Python strings they took
about 14 MiB for as long as the log was open, where their UTF-8 bytes and offsets take about
3. ``TextValues`` is the sequence of them: a text is made a ``str`` when it is asked for,
``find`` looks one up without a table of them all, and ``utf8_buffers`` hands the buffers to
what can work on bytes (``ItemRows`` finds the dataset's rows of them all at once).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import pairwise
from typing import Any, overload

import numpy as np
import numpy.typing as npt


class TextValues(Sequence[str]):
    """Texts ``data[offsets[i]:offsets[i + 1]]`` (UTF-8), i = 0 .. n - 1."""

    __slots__ = ("data", "offsets")

    def __init__(self, data: bytes, offsets: npt.NDArray[np.int64]) -> None:
        self.data, self.offsets = data, offsets

    @classmethod
    def of(cls, texts: Iterable[str]) -> TextValues:
        """These texts, in order."""
        raw = [t.encode("utf-8") for t in texts]
        offsets = np.zeros(len(raw) + 1, dtype=np.int64)
        np.cumsum([len(r) for r in raw], out=offsets[1:])
        return cls(b"".join(raw), offsets)

    @classmethod
    def checked(cls, data: bytes, offsets: npt.NDArray[Any]) -> TextValues | None:
        """The texts of buffers read from elsewhere (a snapshot), or None unless the offsets
        run from 0 to the data's end without going back and every text is whole UTF-8 (no
        text is ever cut inside a character)."""
        offsets = np.asarray(offsets)
        if (offsets.dtype.kind not in "iu" or len(offsets) < 1 or int(offsets[0]) != 0
                or int(offsets[-1]) != len(data) or bool((np.diff(offsets) < 0).any())):
            return None
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            return None
        starts = offsets[:-1][offsets[:-1] < len(data)]
        if len(starts) and bool(((np.frombuffer(data, dtype=np.uint8)[starts] & 0xC0)
                                 == 0x80).any()):
            return None  # a text starting inside a character
        return cls(data, offsets.astype(np.int64))

    def joined(self, more: Sequence[str]) -> TextValues:
        """These texts, then ``more``."""
        if not more:
            return self
        tail = more if isinstance(more, TextValues) else TextValues.of(more)
        return TextValues(self.data + tail.data,
                          np.concatenate([self.offsets, tail.offsets[1:] + len(self.data)]))

    def __len__(self) -> int:
        return len(self.offsets) - 1

    @overload
    def __getitem__(self, i: int) -> str: ...

    @overload
    def __getitem__(self, i: slice) -> list[str]: ...

    def __getitem__(self, i: int | slice) -> str | list[str]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        return self.data[int(self.offsets[i]):int(self.offsets[i + 1])].decode("utf-8")

    def __iter__(self) -> Iterator[str]:
        data = self.data
        for a, b in pairwise(self.offsets.tolist()):
            yield data[a:b].decode("utf-8")

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.find(text) is not None

    def find(self, text: str) -> int | None:
        """The position of ``text`` (the first, were it there twice), or None."""
        key = text.encode("utf-8")
        offsets, data = self.offsets, self.data
        if not key:
            empty = np.flatnonzero(np.diff(offsets) == 0)
            return int(empty[0]) if len(empty) else None
        at = data.find(key)
        while at >= 0:  # a hit inside a longer text (or across two) is passed over
            j = int(np.searchsorted(offsets, at, side="right")) - 1  # the text from ``at``
            if 0 <= j < len(offsets) - 1 and offsets[j] == at and offsets[j + 1] == at + len(key):
                return j
            at = data.find(key, at + 1)
        return None

    def utf8_buffers(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.uint8]]:
        """(offsets, UTF-8 bytes): text i is ``data[offsets[i]:offsets[i + 1]]``."""
        return self.offsets, np.frombuffer(self.data, dtype=np.uint8)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, TextValues):
            return self.data == other.data and np.array_equal(self.offsets, other.offsets)
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(self) == len(other) and all(
                a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"TextValues({len(self)} texts, {len(self.data)} bytes)"
