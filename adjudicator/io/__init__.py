"""Reading other people's label files (readers, tools, coding, checking) and writing exports;
the public entry is ``load_dataset``."""

from __future__ import annotations

from adjudicator.io.checking.report import ValidationReport
from adjudicator.io.coding.schema import LabelSchema, load_schema
from adjudicator.io.dataset import Dataset
from adjudicator.io.load import load_dataset
from adjudicator.io.options import Cancelled, ImportOptions, Progress

__all__ = ["Cancelled", "Dataset", "ImportOptions", "LabelSchema", "Progress",
           "ValidationReport", "load_dataset", "load_schema"]
