"""When two readings of a table are close, the program asks instead of guessing: an
``AmbiguousReading`` names both readings and the options that choose each (the command line
exits with status 2 and prints it; the window shows both readings to choose from)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.inference.reading import Reading

CLOSE_READINGS = QT_TRANSLATE_NOOP(
    "Errors", "two readings of this file are close, so none was chosen: (1) {first}; (2) "
    "{second}")
CHOOSE = QT_TRANSLATE_NOOP("Errors", "Choose one: (1) {first_options}  (2) {second_options}")


class AmbiguousReading(InputError):  # noqa: N818 - the user's word for it
    """Two (or more) readings of one table that the evidence does not separate."""

    def __init__(self, readings: Sequence[Reading], file: str) -> None:
        self.readings = list(readings)
        first, second = self.readings[0], self.readings[1]
        super().__init__(CLOSE_READINGS, file=file,
                         args={"first": first.line(), "second": second.line(),
                               "first_options": first.choosing_options(),
                               "second_options": second.choosing_options()},
                         expected=QT_TRANSLATE_NOOP("Errors", "one reading of the columns"),
                         hint=CHOOSE)


SEVERAL_LABELS = QT_TRANSLATE_NOOP(
    "Errors", "this file has one row per judgment (items {item}, annotators in {annotator}), "
    "and {n} columns vary within "
    "an item as labels do ({columns}): each may be a separate question, so none was chosen")
CHOOSE_LABELS = QT_TRANSLATE_NOOP(
    "Errors", "Choose the question: {options} --label-col NAME, NAME one of {columns}")
LABEL_COLUMNS = QT_TRANSLATE_NOOP("Errors", "one column of labels")


class SeveralLabelColumns(AmbiguousReading):
    """A long table with several columns of labels (one per question) and none named as the
    labels: one reading per column, the program asks which (the window offers each)."""

    def __init__(self, reading: Reading, file: str) -> None:
        columns = [reading.label_column or "", *reading.label_alternatives]
        self.readings = [replace(reading, label_column=c, label_alternatives=[], reasons=[])
                         for c in columns]
        long = self.readings[0].choosing_options().rsplit(" --label-col", 1)[0]
        InputError.__init__(self, SEVERAL_LABELS, file=file,
                            args={"item": repr(reading.id_column), "n": len(columns),
                                  "annotator": repr(reading.annotator_column),
                                  "columns": ", ".join(columns), "options": long},
                            expected=LABEL_COLUMNS, hint=CHOOSE_LABELS)
