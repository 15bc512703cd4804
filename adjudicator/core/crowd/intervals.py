"""Intervals for the annotators' parameters of a crowd model: the percentile bootstrap over
items (Efron & Tibshirani 1993, ch. 13).

Items, not judgments, are the units drawn: an item's judgments are not independent of each
other (they share its true class). Each of B replicates draws n items with replacement
(as multiplicities w_i ~ Multinomial(n, 1/n)), refits the model with those item weights
starting from the full fit (which also keeps the classes from trading places between
replicates), and keeps every annotator's parameters; an annotator none of whose items was
drawn has no value in that replicate. The interval of a parameter is the 2.5th and 97.5th
percentiles of its values over the replicates where it has one. Parameters fitted at a
boundary (a confusion cell of 0 in every replicate) give a zero-width interval, which the
Estimate reports as not estimable, with its reason.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from adjudicator.core.crowd.judgments import FloatArray, Judgments

#: replicate values kept at once (B x annotators x cells) before the cells' intervals are
#: given up for the per-annotator summaries alone
MAX_KEPT = 40_000_000

Refit = Callable[[FloatArray], FloatArray]


def item_bootstrap(j: Judgments, refit: Refit, resamples: int, seed: int,
                   level: float = 0.95) -> tuple[FloatArray, FloatArray, FloatArray]:
    """Per parameter (the shape ``refit`` returns, first axis the annotators): the interval's
    low and high ends (NaN where no replicate had a value) and how many replicates had one.
    ``refit(weights)`` returns the parameters of a fit with those item weights (NaN rows for
    annotators whose items were all left out)."""
    rng = np.random.default_rng(seed)
    present_rows = []
    values = []
    for _ in range(resamples):
        weights: FloatArray = rng.multinomial(
            j.n_items, np.full(j.n_items, 1.0 / j.n_items)).astype(np.float64)
        params = refit(weights)
        seen = j.per_annotator(weights[j.item]) > 0
        params = np.where(seen.reshape((-1,) + (1,) * (params.ndim - 1)), params, np.nan)
        values.append(params)
        present_rows.append(seen)
    stack = np.stack(values)
    tail = (1.0 - level) / 2.0
    low, high = percentiles(stack, tail), percentiles(stack, 1.0 - tail)
    count = np.isfinite(stack).sum(axis=0).astype(np.float64)
    return low, high, count


def percentiles(stack: FloatArray, q: float) -> FloatArray:
    """The q-quantile along the first axis over the finite values (linear interpolation,
    numpy's default), NaN where there are none: one sort, not a loop over the columns as
    ``np.nanpercentile`` does."""
    ordered = np.sort(stack, axis=0)  # NaN last
    count = np.isfinite(stack).sum(axis=0)
    position = np.maximum(count - 1, 0) * q
    below = np.floor(position).astype(np.int64)
    above = np.minimum(below + 1, np.maximum(count - 1, 0))
    lo = np.take_along_axis(ordered, below[None], axis=0)[0]
    hi = np.take_along_axis(ordered, above[None], axis=0)[0]
    out = lo + (hi - lo) * (position - below)
    return np.where(count > 0, out, np.nan)
