"""The reading of a table the evidence supports, or a question when two are close.

Used by ``io.load`` for every table that is not a tool export and whose layout the user did
not choose, so the command line, the API and the window read a file the same way.
"""

from __future__ import annotations

from adjudicator.io.inference.ambiguity import AmbiguousReading
from adjudicator.io.inference.evidence import SAMPLE_ROWS, profiles
from adjudicator.io.inference.reading import ROW_NUMBERS, Reading
from adjudicator.io.inference.roles_choice import wide_readings
from adjudicator.io.inference.shape import long_reading
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import RawTable

MAX_COLUMNS = 5_000  # wider tables keep the layouts' own rules (every column a candidate)


def infer_reading(table: RawTable, options: ImportOptions) -> Reading | None:
    """The reading to import ``table`` with; None when the user chose the layout or the
    columns (their choice stands) or when no reading fits (the layouts then say what is
    missing). Raises ``AmbiguousReading`` when two readings are close."""
    if (options.layout != "auto" or options.annotators or options.annotator_column
            or options.label_column or len(table.frame) == 0
            or len(table.frame.columns) > MAX_COLUMNS):
        return None
    sample = table.frame.head(SAMPLE_ROWS)
    found = profiles(sample)
    wides = wide_readings(found)
    wide_group = wides[0].annotators if wides and len(wides[0].annotators) >= 3 else []
    long = long_reading(sample, found, wide_group)
    if long is not None:
        chosen = long
    elif len(wides) > 1:
        raise AmbiguousReading(wides[:2], table.file)
    elif wides:
        chosen = wides[0]
    else:
        return None
    if options.id_column:  # the user's id stands (``--id ROW``: the row numbers)
        chosen.id_column = None if options.id_column == ROW_NUMBERS else options.id_column
    return chosen
