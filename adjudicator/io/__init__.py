"""Reading and writing other people's files; the public entry is ``load_dataset``."""

from __future__ import annotations

from adjudicator.io.dataset import Dataset
from adjudicator.io.load import load_dataset

__all__ = ["Dataset", "load_dataset"]
