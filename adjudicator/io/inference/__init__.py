"""Which columns of a labels table are annotators, item fields, gold, text and id, and
whether it is long or wide — inferred on evidence, each choice with its reason, asking when
two readings are close. The entry is ``infer_reading``."""

from __future__ import annotations

from adjudicator.io.inference.infer import infer_reading
from adjudicator.io.inference.reading import ROW_NUMBERS, Reading

__all__ = ["ROW_NUMBERS", "Reading", "infer_reading"]
