"""What an import yields: coded ratings, the original columns, and what was done to each row."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.core.ratings import Ratings

if TYPE_CHECKING:
    import pandas as pd


@dataclass
class Dataset:
    """Ratings plus the original table (index aligned with ``ratings.items``) and provenance.

    ``frame`` holds the item-level columns (text, strata, others) and each annotator's raw
    values; ``label_sets[c]`` is the set of labels behind code ``c`` (one label, or several for
    a multi-label cell such as ``a;b``); ``report`` is the io.checking.report.ValidationReport.
    """

    ratings: Ratings
    frame: pd.DataFrame
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

    def texts_shown(self) -> list[str]:
        """The item's text columns in file order (the text column alone when none listed)."""
        if self.text_columns:
            return list(self.text_columns)
        return [self.text_column] if self.text_column else []
