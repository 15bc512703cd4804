"""The reading of a table the evidence supports, or a question when two are close.

Used by ``io.load`` for every table that is not a tool export and whose layout the user did
not choose, so the command line, the API and the window read a file the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.inference.ambiguity import AmbiguousReading, SeveralLabelColumns
from adjudicator.io.inference.count_tables import refuse_count_tables
from adjudicator.io.inference.evidence import SAMPLE_ROWS, Profile, profiles
from adjudicator.io.inference.reading import ROW_NUMBERS, Reading
from adjudicator.io.inference.roles_choice import wide_readings
from adjudicator.io.inference.shape import composite_long_reading, long_reading
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import RawTable

MAX_COLUMNS = 5_000  # wider tables keep the layouts' own rules (every column a candidate)
NO_LABELS = QT_TRANSLATE_NOOP(
    "Errors", "no column of labels found: {odd} hold JSON objects, lists or comma-joined "
    "values, which are never labels, and no two of the other columns ({rest}) share a label "
    "vocabulary")
NOTHING = QT_TRANSLATE_NOOP("Errors", "none")
LABELS_TABLE = QT_TRANSLATE_NOOP(
    "Errors", "an id and one column of labels per annotator (wide), one row per judgment "
    "(long: item, annotator, label), or an export of a tool read here (Label Studio, doccano, "
    "Prodigy, Argilla, Potato, SageMaker Ground Truth, Figure Eight, MTurk, Toloka, "
    "LeWiDi)")
NAME_THEM = QT_TRANSLATE_NOOP(
    "Errors", "Save the annotators' labels as such a table, or name the columns that hold "
    "them: --annotators A B … (wide) or --layout long --annotator-col WHO --label-col LABEL")


def infer_reading(table: RawTable, options: ImportOptions) -> Reading | None:
    """The reading to import ``table`` with; None when the user chose the layout or the
    columns (their choice stands) or when no reading fits (the layouts then say what is
    missing). Raises ``AmbiguousReading`` when two readings are close."""
    if (options.layout != "auto" or options.annotators or options.annotator_column
            or options.label_column or len(table.frame) == 0
            or len(table.frame.columns) > MAX_COLUMNS):
        return None
    sample = table.frame.head(SAMPLE_ROWS)
    refuse_count_tables(sample, table.file)
    found = profiles(sample)
    wides = wide_readings(found)
    wide_group = wides[0].annotators if wides and len(wides[0].annotators) >= 3 else []
    long = long_reading(sample, found, wide_group) or composite_long_reading(sample, found)
    if long is not None and long.label_alternatives and not options.label_column:
        raise SeveralLabelColumns(long, table.file)
    if long is not None:
        chosen = long
    elif len(wides) > 1:
        raise AmbiguousReading(wides[:2], table.file)
    elif wides:
        chosen = wides[0]
    else:
        refuse_structured(found, table.file)
        return None
    if options.id_column:  # the user's id stands (``--id ROW``: the row numbers)
        chosen.id_column = None if options.id_column == ROW_NUMBERS else options.id_column
    return chosen


def refuse_structured(found: Sequence[Profile], file: str) -> None:
    """A table whose only candidates for labels are cells of JSON objects, lists or
    comma-joined ids (a tool's JSON whose shape no reader knows) is refused, naming what was
    found and what would be read: such cells are never labels, and reading them as the
    annotators' would compare two tool fields as if they were two people."""
    odd = [p.name for p in found if p.not_labels]
    if not odd:
        return
    rest = [p.name for p in found if not p.not_labels]
    raise InputError(NO_LABELS, file=file, column=odd[0],
                     args={"odd": ", ".join(odd), "rest": ", ".join(rest) if rest else NOTHING},
                     expected=LABELS_TABLE, hint=NAME_THEM)
