"""The words core.stats uses to say why a value, an SE or an interval is not given.

Each reason is an English *template* with named fields (``"every rating is {name}: ..."``),
marked with ``QT_TRANSLATE_NOOP("Reasons", ...)`` where it is written so ``pyside6-lupdate``
extracts it without core importing Qt. ``Reason`` is a ``str`` (the English text, as JSON and
``str()`` show it) that remembers its template and fields, so the window and the report can
show it in the user's language: ``reason.render(translate)`` looks the template up (Qt's
``QCoreApplication.translate("Reasons", ...)``) before filling in the fields. A field that is
itself a ``Reason`` (a metric named in words) is rendered too; other fields (label names,
counts, symbols such as κ) are data and stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP

CONTEXT = "Reasons"  # the translation context of every reason template

Translate = Callable[[str], str]


def _same(text: str) -> str:
    return text


class Reason(str):
    """A reason in English that remembers its template and fields (see the module doc)."""

    template: str
    fields: dict[str, object]

    def __new__(cls, template: str, **fields: object) -> Reason:
        self = super().__new__(cls, _fill(template, fields, _same) or template)
        self.template, self.fields = template, dict(fields)
        return self

    def render(self, translate: Translate = _same) -> str:
        """The reason with its template (and nested reasons) passed through ``translate``;
        a translation that lost a field gives the English text."""
        text = _fill(translate(self.template), self.fields, translate)
        return str(self) if text is None else text

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.template, self.fields))


def _rebuild(template: str, fields: dict[str, object]) -> Reason:
    return Reason(template, **fields)


def render(text: str | None, translate: Translate = _same) -> str | None:
    """Any reason in the user's language: a ``Reason`` through its template, a plain string
    looked up whole (a reason written before templates, or by another layer)."""
    if text is None:
        return None
    if isinstance(text, Reason):
        return text.render(translate)
    return translate(text)


def _fill(template: str, fields: Mapping[str, object], translate: Translate) -> str | None:
    """``template`` with its fields filled (nested reasons rendered); None when the template
    names a field it is not given (a translation that lost or misspelt one)."""
    if not fields:
        return template
    values = {k: v.render(translate) if isinstance(v, Reason) else v for k, v in fields.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return None


# --- no data to compute from -------------------------------------------------------------
EMPTY = QT_TRANSLATE_NOOP("Reasons", "no item was rated by both annotators, so {symbol} is "
                          "undefined")
NO_PAIRED = QT_TRANSLATE_NOOP("Reasons", "no item was rated by both annotators")
NO_PAIRED_PER_CLASS = QT_TRANSLATE_NOOP(
    "Reasons", "no item was rated by both annotators, so one-vs-rest κ is undefined")
NO_UNIT_RATED = QT_TRANSLATE_NOOP("Reasons", "no unit has a rating")
NO_UNIT_TWO_RATINGS = QT_TRANSLATE_NOOP(
    "Reasons", "no unit has two or more ratings: agreement cannot be observed")
NO_UNIT_PAIRABLE = QT_TRANSLATE_NOOP(
    "Reasons", "no unit has two or more values: nothing is pairable")
NO_UNIT_TWO_LABELLED = QT_TRANSLATE_NOOP("Reasons", "no unit was labelled by two annotators")
NO_UNIT_BOTH_RATED = QT_TRANSLATE_NOOP("Reasons", "no unit was rated by both annotators")
NO_LABEL_DEFINED = QT_TRANSLATE_NOOP("Reasons", "no label has a defined kappa")
FEWER_THAN_TWO_RATERS = QT_TRANSLATE_NOOP("Reasons", "fewer than two raters gave any rating")

# --- chance agreement is 1 (or expected disagreement 0) ----------------------------------
BOTH_ONLY = QT_TRANSLATE_NOOP("Reasons", "both annotators used only {name}: chance agreement "
                              "is 1, so {symbol} is undefined")
CHANCE_ONE_WEIGHTS = QT_TRANSLATE_NOOP(
    "Reasons", "chance agreement is 1 under these weights (every category pair the annotators "
    "used counts as full agreement), so {symbol} is undefined")
SINGLE_CATEGORY = QT_TRANSLATE_NOOP(
    "Reasons", "the scale has only one category, so chance agreement is 1 and {symbol} is "
    "undefined")
ONE_CATEGORY_SCALE = QT_TRANSLATE_NOOP(
    "Reasons", "only one category on the scale: chance agreement is 1")
EVERY_RATING_CHANCE = QT_TRANSLATE_NOOP(
    "Reasons", "every rating is {name}: chance agreement is 1, so {what} is undefined")
WEIGHTS_CHANCE = QT_TRANSLATE_NOOP(
    "Reasons", "chance agreement is 1 under these weights, so {what} is undefined")
EVERY_RATING_EXPECTED = QT_TRANSLATE_NOOP(
    "Reasons", "every rating is {name}: expected disagreement is 0, so {what} is undefined")
EVERY_PAIRED_RATING_EXPECTED = QT_TRANSLATE_NOOP(
    "Reasons", "every pairable value is {name}: expected disagreement is 0, so {what} is "
    "undefined")
WEIGHTS_EXPECTED = QT_TRANSLATE_NOOP(
    "Reasons", "expected disagreement is 0 under these weights, so {what} is undefined")
NEITHER_USED_CLASS = QT_TRANSLATE_NOOP(
    "Reasons", "neither annotator used {name}, so its one-vs-rest κ is undefined")
BOTH_ALWAYS_CLASS = QT_TRANSLATE_NOOP(
    "Reasons", "both annotators used {name} for every item: chance agreement is 1, so its "
    "one-vs-rest κ is undefined")
NEITHER_USED_SPECIFIC = QT_TRANSLATE_NOOP(
    "Reasons", "neither annotator used {name}, so its specific agreement is undefined")
NO_ANNOTATOR_GAVE = QT_TRANSLATE_NOOP(
    "Reasons", "no annotator gave {label}: chance agreement is 1, so κ is undefined")
EVERY_SET_INCLUDED = QT_TRANSLATE_NOOP(
    "Reasons", "every set included {label}: chance agreement is 1, so κ is undefined")

WEIGHTS_IDENTITY = QT_TRANSLATE_NOOP(
    "Reasons", "these weights are the identity (every scheme is, with two categories), so the "
    "weighted coefficient equals the unweighted one")

# --- against the final labels ------------------------------------------------------------
F1_UNDEFINED = QT_TRANSLATE_NOOP(
    "Reasons", "no item has {label} as its final label or as this annotator's label, so F1 is "
    "undefined")
RECALL_UNDEFINED = QT_TRANSLATE_NOOP(
    "Reasons", "no item with a final label has the final label {label}, so recall is undefined")
PRECISION_UNDEFINED = QT_TRANSLATE_NOOP(
    "Reasons", "the annotator gave {label} to no item that has a final label, so precision is "
    "undefined")

# --- a standard error or interval that is not estimable -----------------------------------
ZERO_SE = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the variance formula gives 0 at these data (for example perfect "
    "agreement, or an annotator who used one category), which does not mean the value is "
    "certain")
ZERO_CI = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the interval has width 0 at these data, which does not mean the "
    "value is certain")
ONE_ITEM = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: only one item, so the data cannot show how much the value would "
    "vary")
ONE_ITEM_CLASS = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: only one item, so the data cannot show how much the value varies")
ALL_AGREE = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: all {n} items agree and the variance formula gives 0 at perfect "
    "agreement; {n} items cannot show that agreement is certain")
ROWS_CONSTANT = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the first annotator (rows) gave every item {name}, so "
    "chance-corrected agreement is fixed by construction and the variance formula gives 0")
COLUMNS_CONSTANT = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the second annotator (columns) gave every item {name}, so "
    "chance-corrected agreement is fixed by construction and the variance formula gives 0")
TABLE_ZERO = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the variance formula gives 0 at this table, which does not mean "
    "the value is certain")
TOO_FEW_ITEMS = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: too few items for a standard error under this convention")
CLASS_ZERO = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the variance formula gives 0 for {name}'s one-vs-rest table "
    "(every item agrees on it, or one annotator never or always used it), which does not mean "
    "the value is certain")
SPECIFIC_NONE_AGREE = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: no item was labelled {name} by both annotators, and the variance "
    "formula gives 0 then; it does not mean the value is certain")
SPECIFIC_ALL_AGREE = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: every item either annotator labelled {name} was labelled so by "
    "both ({disagreements} disagreements), and the variance formula gives 0 then")
FEWER_THAN_TWO_UNITS = QT_TRANSLATE_NOOP("Reasons", "not estimable: fewer than two units")
UNITS_SAME_TERM = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: every unit contributes the same term to the linearised variance "
    "(for example all raters agree on every unit), so it is 0; that does not mean the value "
    "is certain")
RATER_CONSTANT = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: an annotator gave every unit {name}, so chance-corrected "
    "agreement is fixed by construction and the variance formula gives 0")
NO_SE = QT_TRANSLATE_NOOP("Reasons", "not estimable: no standard error")
NO_SE_REQUESTED = QT_TRANSLATE_NOOP("Reasons", "no standard error requested")
EVERY_RESAMPLE_UNDEFINED = QT_TRANSLATE_NOOP(
    "Reasons", "the statistic was undefined in every resample")

# a category without a label, named by its number inside a reason
CATEGORY = QT_TRANSLATE_NOOP("Reasons", "category {n}")
# the Brennan–Prediger coefficient's name in its own reasons (as the symbol of the others)
BRENNAN_PREDIGER = QT_TRANSLATE_NOOP("Reasons", "the Brennan–Prediger coefficient")

# --- metrics named in words inside a reason (fields rendered in the user's language) ------
METRIC_WORDS = {
    "fleiss_kappa": QT_TRANSLATE_NOOP("Reasons", "Fleiss' kappa"),
    "gwet_ac1": QT_TRANSLATE_NOOP("Reasons", "AC1"),
    "gwet_ac2": QT_TRANSLATE_NOOP("Reasons", "AC2"),
    "brennan_prediger": QT_TRANSLATE_NOOP("Reasons", "the Brennan-Prediger coefficient"),
    "conger_kappa": QT_TRANSLATE_NOOP("Reasons", "Conger's kappa"),
    "krippendorff_alpha": QT_TRANSLATE_NOOP("Reasons", "alpha"),
}


def metric_words(metric: str) -> Reason | str:
    """A metric's name in words for a reason (translatable), or the key itself."""
    words = METRIC_WORDS.get(metric)
    return Reason(words) if words else metric
