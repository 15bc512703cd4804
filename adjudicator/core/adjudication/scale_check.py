"""The checks of a scale choice before it is recorded: a known level and weights, numbers
for a score scale (interval or ratio), and an order naming every label of the dataset once."""

from __future__ import annotations

import math
from collections.abc import Sequence

from adjudicator.core.adjudication.events import SCALE_LEVELS, SCALE_WEIGHTS, ScaleChoice
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def check_scale(event: ScaleChoice, labels: Sequence[str]) -> None:
    """Refuse an unknown level or weights, an interval or ratio scale of labels that are not
    numbers, and an order that is not every label of the dataset once."""
    if event.level not in SCALE_LEVELS:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown scale level {level}"),
                         args={"level": repr(event.level)}, column="level",
                         expected=" / ".join(SCALE_LEVELS))
    if event.weights not in SCALE_WEIGHTS:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown weights {weights}"),
                         args={"weights": repr(event.weights)}, column="weights",
                         expected=" / ".join(SCALE_WEIGHTS))
    if event.level in ("interval", "ratio") and not _all_numbers(labels):
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "a scale at {level} level needs labels that are numbers (scores)"),
            args={"level": event.level}, column="level",
            expected=QT_TRANSLATE_NOOP("Errors", "nominal or ordinal for labels that are "
                                       "names"))
    if event.order and sorted(event.order) != sorted(labels):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "label order {order} is not the dataset's labels"),
                         args={"order": repr(list(event.order))}, column="order",
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "each label of the dataset once"))


def _all_numbers(labels: Sequence[str]) -> bool:
    """True when every label reads as a finite number (a score scale)."""
    try:
        return bool(labels) and all(math.isfinite(float(x)) for x in labels)
    except ValueError:
        return False
