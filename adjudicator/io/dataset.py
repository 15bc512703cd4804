"""What an import yields: coded ratings, the original columns, and what was done to each row."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.core.ratings import Ratings

if TYPE_CHECKING:
    import pandas as pd


class Deferred:
    """A frame made when first asked for (once, also when two threads ask at the same time).

    The import's item frame holds every annotator's raw value as a Python object: for a crowd
    of 819 annotators and 10,753 items that is 8.8 million cells, 0.1 s and 70 MiB, which
    ``agree`` never reads; the window reads it when it shows an item."""

    def __init__(self, make: Callable[[], pd.DataFrame]) -> None:
        self._make: Callable[[], pd.DataFrame] | None = make
        self._value: pd.DataFrame | None = None
        self._lock = threading.Lock()

    def get(self) -> pd.DataFrame:
        """The frame, made on the first call (what it was made from is then let go)."""
        with self._lock:
            if self._make is not None:
                self._value, self._make = self._make(), None
        assert self._value is not None
        return self._value


class _FrameField:
    """The ``frame`` attribute of a Dataset: a DataFrame, or a ``Deferred`` one made on the
    first read. Reading it from the class raises AttributeError, so the dataclass field keeps
    no default."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, obj: object, objtype: type | None = None) -> pd.DataFrame:
        if obj is None:
            raise AttributeError(self.slot)
        value = obj.__dict__[self.slot]
        if isinstance(value, Deferred):
            value = value.get()
            obj.__dict__[self.slot] = value
        return value

    def __set__(self, obj: object, value: pd.DataFrame | Deferred) -> None:
        obj.__dict__[self.slot] = value


@dataclass
class Dataset:
    """Ratings plus the original table (index aligned with ``ratings.items``) and provenance.

    ``frame`` holds the item-level columns (text, strata, others) and each annotator's raw
    values (given as a ``Deferred`` frame, it is made on the first read); ``label_sets[c]``
    is the set of labels behind code ``c`` (one label, or several for a multi-label cell
    such as ``a;b``); ``report`` is the io.checking.report.ValidationReport.
    """

    ratings: Ratings
    if TYPE_CHECKING:
        frame: pd.DataFrame
    else:
        frame: pd.DataFrame = _FrameField()  # may be given as a Deferred frame
    sources: list[Path]
    text_column: str | None = None
    stratum_columns: list[str] = field(default_factory=list)
    report: Any = None  # the validation report of the import (see io.checking.report)
    label_sets: tuple[frozenset[str], ...] = ()
    level: str = "nominal"
    text_columns: list[str] = field(default_factory=list)  # every text column, file order
    # how the table's columns were read (io.inference.Reading; None for a tool export or
    # when the user named the columns), and the gold/reference column it found: an item
    # column of the annotators' labels, never an annotator (usable for "vs gold")
    reading: Any = None
    gold_column: str | None = None
    # a model's predictions per item (-1 where none), by column: marked as a model at the
    # import (``ImportOptions.model_columns``), coded with the annotators and kept out of them
    model_codes: dict[str, Any] = field(default_factory=dict)

    def texts_shown(self) -> list[str]:
        """The item's text columns in file order (the text column alone when none listed)."""
        if self.text_columns:
            return list(self.text_columns)
        return [self.text_column] if self.text_column else []
