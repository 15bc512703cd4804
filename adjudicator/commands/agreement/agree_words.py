"""The words of `agree`'s text report, in the language asked for with ``--lang``.

Every word is an English template with named fields, marked with
``QT_TRANSLATE_NOOP("AgreeText", ...)`` where it is written so lupdate extracts it; ``Words``
looks a template up in the shipped catalogue (``error_language.translator``) before filling its
fields. The core's own words (reasons a value is undefined, interval conventions, notes on the
weights) are rendered as the report renders them (``report.texts.Texts``). English is the
source text, so the English report is the same with or without a catalogue; the JSON never
comes through here. Names of statistics (Cohen, Gwet, Krippendorff, κ, AC1, PABAK) stay.
"""

from __future__ import annotations

from typing import Any

from adjudicator.commands.common.error_language import LANGS, translator
from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message

CONTEXT = "AgreeText"

PAIR_ROWS = (
    ("percent_agreement", QT_TRANSLATE_NOOP("AgreeText", "percent agreement")),
    ("cohen_kappa", QT_TRANSLATE_NOOP("AgreeText", "Cohen's κ")),
    ("cohen_kappa_weighted", QT_TRANSLATE_NOOP("AgreeText", "weighted κ")),
    ("scott_pi", QT_TRANSLATE_NOOP("AgreeText", "Scott's π")),
    ("gwet_ac1", QT_TRANSLATE_NOOP("AgreeText", "Gwet's AC1")),
    ("gwet_ac2", QT_TRANSLATE_NOOP("AgreeText", "Gwet's AC2")),
    ("brennan_prediger", QT_TRANSLATE_NOOP("AgreeText", "Brennan–Prediger")),
    ("pabak", QT_TRANSLATE_NOOP("AgreeText", "PABAK")),
    ("krippendorff_alpha", QT_TRANSLATE_NOOP("AgreeText", "Krippendorff's α")),
    ("kappa_max", QT_TRANSLATE_NOOP("AgreeText", "κ max (marginals)")),
    ("prevalence_index", QT_TRANSLATE_NOOP("AgreeText", "prevalence index")),
    ("bias_index", QT_TRANSLATE_NOOP("AgreeText", "bias index")),
)
OVERALL_ROWS = (
    ("fleiss_kappa", QT_TRANSLATE_NOOP("AgreeText", "Fleiss' κ")),
    ("conger_kappa", QT_TRANSLATE_NOOP("AgreeText", "Conger's κ")),
    ("krippendorff_alpha", QT_TRANSLATE_NOOP("AgreeText", "Krippendorff's α")),
    ("gwet_ac1", QT_TRANSLATE_NOOP("AgreeText", "Gwet's AC1")),
    ("gwet_ac2", QT_TRANSLATE_NOOP("AgreeText", "Gwet's AC2")),
    ("brennan_prediger", QT_TRANSLATE_NOOP("AgreeText", "Brennan–Prediger")),
    ("percent_agreement", QT_TRANSLATE_NOOP("AgreeText", "percent agreement")),
)
SET_ROWS = (
    ("exact_set_kappa", QT_TRANSLATE_NOOP("AgreeText", "exact-set κ")),
    ("mean_jaccard", QT_TRANSLATE_NOOP("AgreeText", "mean Jaccard")),
    ("macro_kappa", QT_TRANSLATE_NOOP("AgreeText", "macro κ")),
    ("support_weighted_kappa", QT_TRANSLATE_NOOP("AgreeText", "support-weighted κ")),
)
KAPPA = QT_TRANSLATE_NOOP("AgreeText", "Cohen's κ")
AC1 = QT_TRANSLATE_NOOP("AgreeText", "Gwet's AC1")

# the header
HEADER = QT_TRANSLATE_NOOP("AgreeText", "Agreement: {source} — {items} items, {annotators} "
                           "annotators, {k} labels ({labels})")
INTERVALS = QT_TRANSLATE_NOOP("AgreeText", "Intervals: {intervals}; conventions: {conventions}")
PO_WILSON = QT_TRANSLATE_NOOP("AgreeText", "; observed agreement p_o: {convention}")
CHOSEN = QT_TRANSLATE_NOOP("AgreeText", "; where simulation found it closer to 95%: "
                           "{convention}")
COVERAGE_NOTE = QT_TRANSLATE_NOOP("AgreeText", "! interval may be too narrow: {note}")
BOOTSTRAP_ONLY = QT_TRANSLATE_NOOP("AgreeText", "Intervals: {intervals} of each coefficient")
BOOTSTRAP_AND_ANALYTIC = QT_TRANSLATE_NOOP(
    "AgreeText", "Intervals: {intervals} of each pair's coefficients; those of all annotators "
    "together are analytic: {conventions}")
WEIGHTS = QT_TRANSLATE_NOOP("AgreeText", "Weighted coefficients use {weights} weights {basis} "
                            "({scale} scale); level of measurement: {level}")
BOOTSTRAP = QT_TRANSLATE_NOOP("AgreeText", "percentile bootstrap ({resamples} resamples, seed "
                              "{seed})")
NO_INTERVALS = QT_TRANSLATE_NOOP("AgreeText", "none")
ANALYTIC = QT_TRANSLATE_NOOP("AgreeText", "analytic")
ON_VALUES = QT_TRANSLATE_NOOP("AgreeText", "on the label values")
AS_GIVEN = QT_TRANSLATE_NOOP("AgreeText", "as given")
ON_RANKS = QT_TRANSLATE_NOOP("AgreeText", "on the category ranks 1..k")
ASIDE = QT_TRANSLATE_NOOP("AgreeText", "{text} ({note})")
LIST = QT_TRANSLATE_NOOP("AgreeText", ", ")  # between the labels of a list
# option values said in words (the JSON keeps them as they are)
OPTION_WORDS = {
    "custom": QT_TRANSLATE_NOOP("AgreeText", "custom"),
    "identity": QT_TRANSLATE_NOOP("AgreeText", "identity"),
    "linear": QT_TRANSLATE_NOOP("AgreeText", "linear"),
    "quadratic": QT_TRANSLATE_NOOP("AgreeText", "quadratic"),
    "ordinal": QT_TRANSLATE_NOOP("AgreeText", "ordinal"),
    "ratio": QT_TRANSLATE_NOOP("AgreeText", "ratio"),
    "radical": QT_TRANSLATE_NOOP("AgreeText", "radical"),
    "circular": QT_TRANSLATE_NOOP("AgreeText", "circular"),
    "bipolar": QT_TRANSLATE_NOOP("AgreeText", "bipolar"),
    "nominal": QT_TRANSLATE_NOOP("AgreeText", "nominal"),
    "interval": QT_TRANSLATE_NOOP("AgreeText", "interval"),
    "declared": QT_TRANSLATE_NOOP("AgreeText", "declared"),
    "observed": QT_TRANSLATE_NOOP("AgreeText", "observed"),
    "values": QT_TRANSLATE_NOOP("AgreeText", "values"),
    "ranks": QT_TRANSLATE_NOOP("AgreeText", "ranks"),
}

# one pair
BOTH = QT_TRANSLATE_NOOP("AgreeText", "items both labelled")
COVERAGE = QT_TRANSLATE_NOOP("AgreeText", "{n} of {total} (coverage {coverage}); missing: {a} "
                             "{missing_a}, {b} {missing_b}; labelled by one only: {unpaired}")
NOT_APPLICABLE = QT_TRANSLATE_NOOP("AgreeText", "n/a")
OBSERVED = QT_TRANSLATE_NOOP("AgreeText", "observed agreement")
CHANCE = QT_TRANSLATE_NOOP("AgreeText", "p_o = {po}    chance agreement (Cohen) p_e = {pe}")
COEFFICIENT = QT_TRANSLATE_NOOP("AgreeText", "coefficient")
VALUE = QT_TRANSLATE_NOOP("AgreeText", "value")
CI = QT_TRANSLATE_NOOP("AgreeText", "95% CI")
UNDEFINED = QT_TRANSLATE_NOOP("AgreeText", "undefined")
INTERVAL_WITHHELD = QT_TRANSLATE_NOOP("AgreeText", "interval {reason}")
WEIGHTED_NAME = QT_TRANSLATE_NOOP("AgreeText", "{name} ({weights})")
WEIGHTED_NAME_ON = QT_TRANSLATE_NOOP("AgreeText", "{name} ({weights}, {on})")
LABEL = QT_TRANSLATE_NOOP("AgreeText", "label")
VS_REST = QT_TRANSLATE_NOOP("AgreeText", "κ (vs rest)")
SPECIFIC = QT_TRANSLATE_NOOP("AgreeText", "specific agreement")
NO_DISAGREEMENTS = QT_TRANSLATE_NOOP("AgreeText", "no disagreements")
TOP = QT_TRANSLATE_NOOP("AgreeText", "top disagreements between {a} and {b} (class pairs, "
                        "either way round):")
SHARE = QT_TRANSLATE_NOOP("AgreeText", "{share} of disagreements")

# all annotators together
ALL = QT_TRANSLATE_NOOP("AgreeText", "All {n} annotators ({items} items)")
EACH_PAIR = QT_TRANSLATE_NOOP("AgreeText", "Cohen's κ of each pair:")
CROWD = QT_TRANSLATE_NOOP("AgreeText", "{annotators} annotators make {pairs} pairs: {listed} "
                          "share at least {least} items and are listed; {fewer} share fewer and "
                          "{none} share none (every judgment counts in the coefficients of all "
                          "annotators)")
MORE_PAIRS = QT_TRANSLATE_NOOP("AgreeText", "… {n} more listed pairs (the {shown} sharing the "
                               "most items are shown; --format json lists them all)")

# label sets
LABEL_SETS = QT_TRANSLATE_NOOP("AgreeText", "Label sets: {k} labels ({labels}); an item may "
                               "carry several, each label is scored as given / not given")
SET_PAIR = QT_TRANSLATE_NOOP("AgreeText", "{a} × {b}, label sets — {n} items both labelled "
                             "(Cohen's κ)")
SET_ALL = QT_TRANSLATE_NOOP("AgreeText", "All {annotators} annotators, label sets — {n} items "
                            "labelled at least twice (Conger's κ)")
GIVEN = QT_TRANSLATE_NOOP("AgreeText", "given")
LEFT_OUT = QT_TRANSLATE_NOOP("AgreeText", "left out of both averages (κ undefined): {labels}")

# --by
BY = QT_TRANSLATE_NOOP("AgreeText", "{a} × {b}, by {column} (largest first)")
KAPPA_INTERVAL = QT_TRANSLATE_NOOP("AgreeText", "κ interval {reason}")
BLANK = QT_TRANSLATE_NOOP("AgreeText", "(blank)")  # a stratum of empty cells (agree.BLANK)

# the core's notes on where the weights go (core.stats.weight_basis writes them in English)
WEIGHT_NOTES = (
    QT_TRANSLATE_NOOP("AgreeText", "the labels are not numbers"),
    QT_TRANSLATE_NOOP("AgreeText", "Gwet's ordinal weights are defined on ranks"),
    QT_TRANSLATE_NOOP("AgreeText", "ratio weights need positive label values"),
)


class Words:
    """The report's words in one language: ``words(TEMPLATE, field=...)``; English (or an
    unknown language, or a missing catalogue) gives the source text."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGS else "en"
        self._translate = translator(self.lang, CONTEXT)
        self._texts: Any = None

    def __call__(self, template: str, **fields: object) -> str:
        """``template`` in this language with its fields filled."""
        return Message(template, **fields).render(self._translate)

    def option(self, value: object) -> str:
        """An option's value (a weighting scheme, a scale, a level) in words."""
        word = OPTION_WORDS.get(str(value))
        return self(word) if word else str(value)

    def join(self, names: list[str] | tuple[str, ...]) -> str:
        """Names listed: "a, b" in English, "a、b" in Chinese."""
        return self(LIST).join(names)

    def reason(self, reason: object) -> str:
        """Why a value or an interval is not given (a core reason), in this language."""
        if not reason:
            return ""
        if self.lang == "en":
            return str(reason)
        return str(self._core().reason(reason))

    def convention(self, text: str) -> str:
        """An interval convention ("SE divisor n; 95% CI = ..."), part by part."""
        return text if self.lang == "en" else str(self._core().convention(text))

    def _core(self) -> Any:
        if self._texts is None:
            from adjudicator.report.rendering.texts import Texts
            self._texts = Texts(self.lang)
        return self._texts


ENGLISH = Words()
