"""The words of the score statistics: the ICC forms' names in McGraw & Wong's terms, and the
reasons a value or an interval is not given.

Names and model words are marked for the "Scores" translation context, reasons for "Reasons"
(``core.stats.common.reasons``), so the window and the report show them in the user's language while
JSON keeps the English text.
"""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP

# --- the six forms: Shrout & Fleiss's key -> McGraw & Wong's name and model words --------
ONE_WAY = QT_TRANSLATE_NOOP("Scores", "one-way random")
TWO_WAY_RANDOM = QT_TRANSLATE_NOOP("Scores", "two-way random")
TWO_WAY_MIXED = QT_TRANSLATE_NOOP("Scores", "two-way mixed")
ABSOLUTE = QT_TRANSLATE_NOOP("Scores", "absolute agreement")
CONSISTENCY = QT_TRANSLATE_NOOP("Scores", "consistency")
SINGLE = QT_TRANSLATE_NOOP("Scores", "a single annotator's score")
AVERAGE = QT_TRANSLATE_NOOP("Scores", "the mean of the annotators' scores")

#: one line per form: what it answers, for the window's and the report's table
EXPLAIN = {
    "ICC(1,1)": QT_TRANSLATE_NOOP(
        "Scores", "each item scored by its own random annotators; how far one annotator's "
        "score can be trusted"),
    "ICC(2,1)": QT_TRANSLATE_NOOP(
        "Scores", "the same annotators, seen as a sample of all annotators; one annotator's "
        "score must match the others' exactly, offsets count against it"),
    "ICC(3,1)": QT_TRANSLATE_NOOP(
        "Scores", "these annotators only; one annotator's score must rank and space the items "
        "as the others do, a constant offset is forgiven"),
    "ICC(1,k)": QT_TRANSLATE_NOOP(
        "Scores", "as ICC(1,1), for the mean of the annotators' scores"),
    "ICC(2,k)": QT_TRANSLATE_NOOP(
        "Scores", "as ICC(2,1), for the mean of the annotators' scores"),
    "ICC(3,k)": QT_TRANSLATE_NOOP(
        "Scores", "as ICC(3,1), for the mean of the annotators' scores"),
}

# --- reasons -------------------------------------------------------------------------------
FEWER_THAN_TWO_RATERS = QT_TRANSLATE_NOOP(
    "Reasons", "fewer than two annotators gave scores, so {what} is undefined")
TOO_FEW_COMPLETE = QT_TRANSLATE_NOOP(
    "Reasons", "fewer than two items were scored by every annotator ({n}), so {what} is "
    "undefined")
TOO_FEW_PAIRED = QT_TRANSLATE_NOOP(
    "Reasons", "fewer than {need} items were scored by both annotators ({n}), so {what} is "
    "undefined")
NO_VARIANCE = QT_TRANSLATE_NOOP(
    "Reasons", "every score is {value}: there is no variance to share out, so {what} is "
    "undefined")
ZERO_DENOMINATOR = QT_TRANSLATE_NOOP(
    "Reasons", "the mean squares make the denominator of {what} 0 at these data, so it is "
    "undefined")
NO_RESIDUAL = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the annotators' scores differ by nothing the model leaves as "
    "error (the residual mean square is 0), so the F test and its interval cannot be formed; "
    "it does not mean the value is certain")
NO_SATTERTHWAITE = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: Satterthwaite's degrees of freedom are not positive at these "
    "mean squares, so the F interval cannot be formed")
NO_ITEM_SPREAD = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: every item has the same mean score (the items' mean square "
    "is 0), so the F interval has no lower end")
EXTREME_SATTERTHWAITE = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: Satterthwaite's degrees of freedom are so small at these mean "
    "squares that the F quantile is beyond any number")
INTERVAL_DIVIDES_BY_ZERO = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: at these mean squares a bound of McGraw and Wong's interval "
    "divides by 0 (up to rounding), which would give a bound of no meaning")
CONSTANT_SCORER = QT_TRANSLATE_NOOP(
    "Reasons", "an annotator gave every item the same score, so the correlation and {what} "
    "are undefined")
IDENTICAL_SCORES = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the two annotators gave every item the same score, so the "
    "differences have no spread; that does not mean the agreement is certain")
NOT_ESTIMABLE_N = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: {n} items are too few for this interval (it needs {need})")

# --- how missing scores were handled (said in words in JSON, the window and the report;
# in the "Reasons" context so every renderer of reasons shows them in the user's language) --
COMPLETE_CASES = QT_TRANSLATE_NOOP(
    "Reasons", "complete cases: {dropped} of {items} items lack a score from some annotator "
    "and are left out, as the ANOVA of Shrout & Fleiss (1979) needs every annotator's score "
    "on every item")
ALL_COMPLETE = QT_TRANSLATE_NOOP(
    "Reasons", "complete data: every annotator scored all {items} items")

# the metric names in words inside a reason
ICC_WORDS = QT_TRANSLATE_NOOP("Reasons", "the ICC")
LIN_WORDS = QT_TRANSLATE_NOOP("Reasons", "Lin's concordance correlation")
BLAND_ALTMAN_WORDS = QT_TRANSLATE_NOOP("Reasons", "the limits of agreement")
