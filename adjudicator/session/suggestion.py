"""The suggestion the decision panel shows for an item: the label of largest Dawid–Skene
posterior and that posterior (``core.adjudication.posterior_rule``, the fit the "posterior ≥ p"
auto-accept rule uses, so the panel and the policy agree), with the runner-up.

None when the file has fewer than three annotators (the model cannot tell who errs) or nobody
labelled the item; a tie between the two largest posteriors is said as a tie, never broken.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.posterior_rule import is_fitted, posterior_matrix
from adjudicator.core.crowd.suggest import entropy_bits
from adjudicator.core.ratings import Ratings

MIN_ANNOTATORS = 3
TIE = 1e-12
#: the last ratings' entropies, made with their fit (on the window's pool), so the item list
#: reads them at once: 10^6 items took 170-200 ms where the list is painted
_ENTROPY: list[tuple[Ratings, npt.NDArray[np.float64]]] = []


@dataclass(frozen=True, slots=True)
class Suggestion:
    """The top label and its posterior, the runner-up (-1 when every other label has 0), and
    whether the two share the top."""

    label: int
    posterior: float
    runner_up: int
    runner_up_posterior: float
    tie: bool


def suggestion(ratings: Ratings, item: int) -> Suggestion | None:
    """The suggestion for row ``item`` (module doc)."""
    if len(ratings.annotators) < MIN_ANNOTATORS or item < 0:
        return None
    row = posterior_matrix(ratings.codes, ratings.k)[item]
    if not np.isfinite(row).all():
        return None
    order = np.argsort(-row, kind="stable")
    top = int(order[0])
    second = int(order[1]) if len(order) > 1 else -1
    second_p = float(row[second]) if second >= 0 else 0.0
    return Suggestion(top, float(row[top]), second if second_p > 0 else -1, second_p,
                      second >= 0 and row[top] - second_p <= TIE)


def suggestion_entropy(ratings: Ratings) -> npt.NDArray[np.float64] | None:
    """Each item's uncertainty about its suggestion: the entropy of its Dawid–Skene posterior
    in bits, H = -Σ_c p_c log₂ p_c (``core.crowd.suggest.entropy_bits``; 0 when one label is
    certain, 1 for an even split of two). NaN for an item nobody labelled; None with fewer
    than three annotators, where the panel shows no suggestion. Fits the model on first use
    (``suggestion_ready``); kept for the same ratings (they never change in a session)."""
    if len(ratings.annotators) < MIN_ANNOTATORS:
        return None
    held = _ENTROPY[-1] if _ENTROPY else None
    if held is not None and held[0] is ratings:
        return held[1]
    entropy = entropy_bits(posterior_matrix(ratings.codes, ratings.k))
    _ENTROPY[:] = [(ratings, entropy)]  # one file at a time, as the fit's cache
    return entropy


def suggestion_ready(ratings: Ratings) -> bool:
    """True when ``suggestion`` answers at once: fewer than three annotators (no model), or
    the model of these codes already fitted. Else the first call fits it on every item --
    seconds for a crowd of 800 annotators, which the window spends on a pool thread
    (``fit_suggestions``)."""
    return len(ratings.annotators) < MIN_ANNOTATORS or is_fitted(ratings.codes)


def fit_suggestions(ratings: Ratings) -> None:
    """Fit the model ``suggestion`` reads (kept for the next calls), and the entropies the
    item list shows; nothing to fit with fewer than three annotators."""
    suggestion_entropy(ratings)
