"""Final values of scores: what a decision on labels that are numbers may be besides one of
the labels, and every item's final value.

On a score scale the lead may type the final value, or take the mean or the median of the
annotators' scores with one key; such a value need not be one of the labels (the mean of
6, 7 and 9 is 7.333…). A decision then carries ``value`` and ``value_from`` ("typed",
"mean", "median": what the lead chose, kept in the log) and its label is the value's own
text, or the label of that number when there is one (a typed 7 is the label "7", so it
counts in κ against the final labels like a chosen 7). A value that is no label has no
label code: the item is decided, its final label is empty and its final value is the
number (the export's ``final_value``, the MAE and RMSE against the final values).

The mean is the arithmetic mean of the item's scores and the median the middle score (the
mean of the two middle ones for an even count), missing scores left out; both are what
Shrout & Fleiss (1979) and Bland & Altman (1999) read as the consensus of several raters.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.events import Decision
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

VALUE_FROM = ("typed", "mean", "median")
FloatArray = npt.NDArray[np.float64]


def label_numbers(labels: Sequence[str]) -> list[float] | None:
    """Each label as a number when every label is a finite number, else None."""
    try:
        values = [float(x) for x in labels]
    except ValueError:
        return None
    return values if values and all(math.isfinite(v) for v in values) else None


def value_text(value: float) -> str:
    """The shortest text that reads back as ``value`` (7.0 -> "7", 7.25 -> "7.25")."""
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value))


def value_shown(value: float) -> str:
    """A value as the window shows it: at most four decimals, no trailing zeros."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def value_label(value: float, labels: Sequence[str]) -> str:
    """The label a decision of ``value`` carries: the label of that number when there is
    one, else the value's own text."""
    numbers = label_numbers(labels) or []
    for label, number in zip(labels, numbers, strict=False):
        if number == value:
            return label
    return value_text(value)


def check_value(d: Decision, labels: Sequence[str]) -> None:
    """Refuse a decision's value on labels that are not numbers, one that is not a finite
    number, an unknown ``value_from`` and a label that is not the value's."""
    where = {"item": d.item}
    if label_numbers(labels) is None:
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "item '{item}': a final value needs labels that are numbers (scores)"),
            args=where, column="value",
            expected=QT_TRANSLATE_NOOP("Errors", "one of the labels as the final label"))
    if d.value is None or not math.isfinite(d.value):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "item '{item}': final value {value}"),
                         args={**where, "value": repr(d.value)}, column="value",
                         expected=QT_TRANSLATE_NOOP("Errors", "a finite number"))
    if d.value_from not in VALUE_FROM:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "item '{item}': value chosen as {how}"),
                         args={**where, "how": repr(d.value_from)}, column="value_from",
                         expected=" / ".join(VALUE_FROM))
    if d.label != value_label(d.value, labels):
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "item '{item}': label {label} is not the text of its value {value}"),
            args={**where, "label": repr(d.label), "value": repr(d.value),
                  "want": value_label(d.value, labels)}, column="label", expected="{want}")


def value_choices(scores: FloatArray) -> dict[str, float] | None:
    """The mean and the median of one item's scores (NaN = missing left out), or None when
    it has none."""
    given = scores[~np.isnan(scores)]
    if given.size == 0:
        return None
    return {"mean": float(given.mean()), "median": float(np.median(given))}


def final_values(labels: Sequence[str], final_codes: npt.NDArray[np.int64],
                 typed: Mapping[int, float]) -> FloatArray | None:
    """Every item's final value: the number of its final label, or the value its decision
    carries (``typed``: row -> value), NaN when it has none; None when the labels are not
    numbers."""
    numbers = label_numbers(labels)
    if numbers is None:
        return None
    lookup = np.append(np.asarray(numbers, dtype=np.float64), np.nan)  # code -1 -> NaN
    out: FloatArray = lookup[np.asarray(final_codes, dtype=np.int64)]
    for row, value in typed.items():
        out[row] = value
    return out
