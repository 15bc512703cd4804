"""The public Python API: ``adjudicator.agree``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS, Conventions
from adjudicator.core.stats.common.weights import SCHEMES, validate_weights
from adjudicator.core.stats.many_raters.krippendorff import Level
from adjudicator.core.stats.summaries.options import AgreementOptions, CiKind, Scale, WeightsOn
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.long_format import Repeats, wide_from_long
from adjudicator.results import AgreementResult

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["AgreementReport", "AgreementResult", "agree"]
CONVENTIONS = {"table": TABLE_CONVENTIONS, "gwet": GWET_CONVENTIONS}


def agree(
    ratings: pd.DataFrame | Ratings | npt.ArrayLike,
    *,
    labels: Sequence[object] | None = None,
    weights: str | npt.ArrayLike | None = None,
    level: Level = "nominal",
    ci: CiKind | None = None,
    scale: Scale = "declared",
    conventions: str | Conventions = "table",
    resamples: int = 2000,
    seed: int = 0,
    annotators: Sequence[str] | None = None,
    multilabel: bool | None = None,
    separator: str | None = None,
    weights_on: WeightsOn = "auto",
    item: str | None = None,
    annotator: str | None = None,
    label: str | None = None,
    repeats: Repeats = "refuse",
) -> AgreementResult:
    """Agreement of every pair of annotators, and of all of them together.

    Parameters
    ----------
    ratings : DataFrame, Ratings or 2-D array-like
        One row per item (the DataFrame index is the item id), one column per annotator;
        NaN / None = not labelled (never a category). Categorical columns are coded from
        their category codes directly.
    labels : sequence, optional
        The categories in scale order. Default: the categorical columns' shared categories,
        else the numbers in numeric order, else labels in order of first appearance.
    weights : str or (k, k) array, optional
        Agreement weights of the weighted coefficients: ``"linear"``, ``"quadratic"``,
        ``"ordinal"`` (Gwet), ``"ratio"``, ``"radical"``, ``"circular"``, ``"bipolar"`` or a
        matrix with 1 on the diagonal. Default: from ``level`` (ordinal -> Gwet's ordinal,
        interval -> quadratic, ratio -> ratio; nominal -> none).
    weights_on : {"auto", "values", "ranks"}
        What the weights measure distance on: the label values when the labels are numbers
        (``"auto"``, Gwet 2014 ch. 3 and irrCAC; names such as low / mid / high use their
        ranks), always the values, or the category ranks 1..k (scikit-learn's and R irr's
        convention). The JSON says which (``options.weights_on`` and each weighted
        coefficient's ``weights_on``).
    level : {"nominal", "ordinal", "interval", "ratio"}
        Krippendorff's level of measurement (his ordinal metric, not Gwet's weights).
    ci : {"analytic", "bootstrap", "none"}, optional
        Analytic intervals (default), percentile bootstrap of the table (``resamples``,
        ``seed``), or none.
    scale : {"declared", "observed"}
        Weighted statistics on every declared category, or only on those either annotator
        used (R irr / scikit-learn's default).
    conventions : {"table", "gwet"} or Conventions
        SE divisor n and z interval (Fleiss-Cohen-Everitt, SAS, statsmodels) or divisor
        n - 1 and t(n - 1) clipped to [-1, 1] (Gwet, Stata kappaetc, irrCAC).
    annotators : sequence of str, optional
        The annotator columns to use (default: all columns).
    multilabel : bool, optional
        Treat each cell as a set of labels. Default: yes when some cell is a list, tuple or
        set (or ``separator`` is given). ``labels`` then lists the single labels.
    separator : str, optional
        Split text cells such as ``"物流;售后"`` at this separator (implies ``multilabel``);
        with ``multilabel=True`` and no separator it is detected (``;``, ``|``, line
        breaks, ``；``, JSON lists).
    item, annotator, label : str, optional
        A long table instead of a wide one: one row per judgment, these three columns naming
        the item, the annotator and the label (crowd-kit's ``task, worker, label``). Items and
        annotators keep their order of first appearance; a missing label is "not labelled".
        Give all three or none.
    repeats : {"refuse", "first", "last"}
        A long table's second judgment of one item by one annotator: refused with its rows
        named (default, as the command line does), or the first / last of each kept.

    Returns
    -------
    AgreementResult
        An ``AgreementReport`` (``to_frame()`` gives one row per pair x coefficient; a
        notebook shows the matrices and the intervals):
        ``pairs`` (one per annotator pair: n, missing, coverage, confusion matrix, every
        two-rater coefficient, per-class kappa, specific agreement, disagreement profile) and
        ``overall``; ``to_dict()`` gives the JSON of ``adjudicator agree --format json``.
        For label sets, each distinct set is one category of ``pairs`` / ``overall``, and
        ``multilabel`` (JSON key ``"multilabel"``) adds per-label kappa, its macro and
        support-weighted means, exact-set kappa and mean Jaccard, per pair and overall.

    Notes
    -----
    Cohen's kappa is kappa = (p_o - p_e) / (1 - p_e), p_e = sum_i p_i. p_.i (Cohen 1960);
    the other coefficients differ in p_e (see ``adjudicator.core.stats.pairs.pairwise``).

    Examples
    --------
    The "high agreement, low kappa" paradox of Feinstein & Cicchetti (1990): 900 of 1000
    items agree, yet kappa is 0.2001; positive agreement is 0.2537, negative 0.9464.

    >>> import pandas as pd
    >>> rows = [("pos", "pos")] * 17 + [("pos", "neg")] * 50 + [("neg", "pos")] * 50 \\
    ...     + [("neg", "neg")] * 883
    >>> report = agree(pd.DataFrame(rows, columns=["ann", "bob"]))
    >>> pair = report.pairs[0]
    >>> round(pair.coefficients["cohen_kappa"].value, 4)
    0.2001
    >>> {c: round(e.value, 4) for c, e in pair.specific_agreement.items()}
    {'pos': 0.2537, 'neg': 0.9464}
    """
    ratings = _wide(ratings, item, annotator, label, repeats)
    found = None
    if multilabel is not False and not isinstance(ratings, Ratings):
        found = as_label_sets(ratings, labels=labels, annotators=annotators,
                              multilabel=multilabel, separator=separator)
    coded, sets = found or (as_ratings(ratings, labels=labels, annotators=annotators), None)
    opts = AgreementOptions(
        labels=coded.labels, weights=_weights(weights, coded.k), level=level, scale=scale,
        ci=ci or "analytic", conventions=_conventions(conventions), resamples=resamples,
        seed=seed, weights_on=weights_on,
    )
    report = summarize(coded, opts, label_sets=sets, multilabel=True if sets else None)
    return AgreementResult.of(report)


def _wide(ratings: Any, item: str | None, annotator: str | None, label: str | None,
          repeats: Repeats) -> Any:
    """The ratings as given, or a long table's judgments made wide (all three names given)."""
    named = [name for name in (item, annotator, label) if name is not None]
    if not named:
        return ratings
    if len(named) < 3 or item is None or annotator is None or label is None:
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "a long table needs item=, annotator= and label= together"),
                         hint=QT_TRANSLATE_NOOP(
                             "Errors", "Name all three columns, or none for a wide table"))
    import pandas as pd

    if not isinstance(ratings, pd.DataFrame):
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "item=, annotator= and label= name columns of a DataFrame"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a pandas DataFrame"))
    return wide_from_long(ratings, item=item, annotator=annotator, label=label,
                          repeats=repeats)


def as_label_sets(
    ratings: Any, *, labels: Sequence[object] | None = None,
    annotators: Sequence[str] | None = None, multilabel: bool | None = None,
    separator: str | None = None,
) -> tuple[Ratings, tuple[frozenset[str], ...]] | None:
    """Ratings whose categories are label sets, with the set behind each category; None when
    the data are not label sets (no list/tuple/set cell, no separator, not asked for)."""
    from adjudicator.io.coding.frame_sets import has_collections, ratings_from_set_frame

    frame = _set_frame(ratings)
    cols = list(annotators) if annotators is not None else list(frame.columns)
    if not (multilabel or separator is not None or has_collections(frame, cols)):
        return None
    if len(cols) < 2:
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "agreement needs at least two annotator columns"),
                         expected=QT_TRANSLATE_NOOP("Errors", "one column per annotator"))
    try:
        return ratings_from_set_frame(frame, annotators=cols, labels=labels,
                                      separator=separator)
    except KeyError as exc:
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "label {label} is not one of the labels given"),
                         expected=QT_TRANSLATE_NOOP("Errors", "one of {labels}"),
                         hint=QT_TRANSLATE_NOOP("Errors", "add it to labels= or fix the data"),
                         args={"label": repr(exc.args[0]), "labels": list(labels or [])}) from None


def _set_frame(values: Any) -> pd.DataFrame:
    """A DataFrame of the ratings; rows given as lists keep their list cells as they are."""
    import pandas as pd

    if isinstance(values, pd.DataFrame):
        return values
    if isinstance(values, np.ndarray):
        return _frame(values)
    frame = pd.DataFrame(list(values))
    frame.columns = [f"rater{j + 1}" for j in range(frame.shape[1])]
    return frame


def as_ratings(
    ratings: Any, *, labels: Sequence[object] | None = None,
    annotators: Sequence[str] | None = None,
) -> Ratings:
    """Coded Ratings from a DataFrame, a Ratings object or a 2-D array-like."""
    import pandas as pd

    from adjudicator.io.coding.frame import ratings_from_frame

    if isinstance(ratings, Ratings):
        return ratings
    frame = ratings if isinstance(ratings, pd.DataFrame) else _frame(ratings)
    if frame.shape[1] < 2:
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "agreement needs at least two annotator columns"),
                         expected=QT_TRANSLATE_NOOP("Errors", "one column per annotator"))
    try:
        return ratings_from_frame(frame, annotators=annotators, labels=labels)
    except KeyError as exc:
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "label {label} is not one of the labels given"),
                         expected=QT_TRANSLATE_NOOP("Errors", "one of {labels}"),
                         hint=QT_TRANSLATE_NOOP("Errors", "add it to labels= or fix the data"),
                         args={"label": repr(exc.args[0]), "labels": list(labels or [])}) from None


def _frame(values: Any) -> pd.DataFrame:
    """A DataFrame from a 2-D array-like (rows = items, columns = annotators)."""
    import pandas as pd

    arr = np.asarray(values, dtype=object) if not isinstance(values, np.ndarray) else values
    if arr.ndim != 2:
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "ratings must be 2-D (items x annotators), got {ndim}-D"),
                         args={"ndim": arr.ndim})
    names = [f"rater{j + 1}" for j in range(arr.shape[1])]
    return pd.DataFrame(arr, columns=names)


def _weights(
    weights: str | npt.ArrayLike | None, k: int
) -> str | npt.NDArray[np.float64] | None:
    """A known scheme name, or a checked k x k agreement-weight matrix (else InputError)."""
    if weights is None:
        return None
    if isinstance(weights, str):
        if weights not in SCHEMES:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown weights {weights}"),
                             expected=", ".join(SCHEMES), args={"weights": repr(weights)})
        return weights
    try:
        return validate_weights(weights, k)
    except ValueError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "weights: {reason}"),
                         expected=QT_TRANSLATE_NOOP(
                             "Errors", "a {k} x {k} matrix of agreement weights, 1 on the "
                             "diagonal"),
                         args={"reason": str(exc), "k": k}) from None


def _conventions(conventions: str | Conventions) -> Conventions:
    """A named convention set, or the object itself."""
    if isinstance(conventions, Conventions):
        return conventions
    try:
        return CONVENTIONS[conventions]
    except KeyError:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown conventions {given}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "table or gwet"),
                         args={"given": repr(conventions)}) from None
