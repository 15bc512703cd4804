"""Reading other people's label files; the public entry is ``load_dataset``."""

from __future__ import annotations

from adjudicator.io.dataset import Dataset
from adjudicator.io.load import load_dataset
from adjudicator.io.options import Cancelled, ImportOptions, Progress
from adjudicator.io.schema import LabelSchema, load_schema
from adjudicator.io.validation import ValidationReport

__all__ = ["Cancelled", "Dataset", "ImportOptions", "LabelSchema", "Progress",
           "ValidationReport", "load_dataset", "load_schema"]
