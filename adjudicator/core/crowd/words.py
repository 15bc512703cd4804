"""The words the crowd models use: method names and the reasons a value is not given."""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP

METHODS = ("majority", "dawid-skene", "mace")
METHOD_NAMES = {
    "majority": QT_TRANSLATE_NOOP("Crowd", "majority vote"),
    "dawid-skene": QT_TRANSLATE_NOOP("Crowd", "Dawid–Skene"),
    "mace": QT_TRANSLATE_NOOP("Crowd", "MACE"),
}
NO_JUDGMENT = QT_TRANSLATE_NOOP("Reasons", "no annotator labelled this item")
TIE = QT_TRANSLATE_NOOP("Reasons", "tie between {labels}: no single most probable label")
NO_CLASS_ITEMS = QT_TRANSLATE_NOOP(
    "Reasons", "{annotator} labelled no item likely to be of class {label} (expected {n:.2f} "
    "items), so the row of that class is not estimated")
NO_ITEMS = QT_TRANSLATE_NOOP("Reasons", "{annotator} labelled no item")
NO_BOOTSTRAP = QT_TRANSLATE_NOOP("Reasons", "no bootstrap requested")
TOO_MANY_CELLS = QT_TRANSLATE_NOOP(
    "Reasons", "the bootstrap of every confusion cell would keep {n} values; only the "
    "annotators' accuracies have intervals")
CONVENTION = QT_TRANSLATE_NOOP("Crowd", "{pct} percentile bootstrap over items, {b} resamples, "
                                        "seed {seed}")
