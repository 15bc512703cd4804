"""Which columns of a table are annotators, item fields, gold, text and id, long or wide,
inferred on evidence with a reason for each choice, asking when two readings are close."""

from __future__ import annotations

from adjudicator.io.inference.infer import infer_reading
from adjudicator.io.inference.reading import ROW_NUMBERS, Reading

__all__ = ["ROW_NUMBERS", "Reading", "infer_reading"]
