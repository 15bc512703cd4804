"""Soft labels: per item the share of its annotators who gave each label, and how many did.

For item i with n_i judgments, of which n_ic gave label c, the share is p_ic = n_ic / n_i
(the empirical label distribution of "learning with disagreements", Uma et al., JAIR 2021);
the shares of an item with judgments sum to 1, an item nobody labelled has none (NaN).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from adjudicator.core.crowd.judgments import FloatArray, IntArray


def label_shares(codes: Any, k: int) -> tuple[FloatArray, IntArray]:
    """(shares (n_items, k), judgments (n_items,)) from the items x annotators codes
    (-1 = no label): one bincount over the given cells, no loop over items."""
    codes = np.asarray(codes)
    n = codes.shape[0]
    rows, cols = np.nonzero(codes >= 0)
    given = codes[rows, cols].astype(np.int64)
    counts = np.bincount(rows * k + given, minlength=n * k).reshape(n, k).astype(np.float64)
    judged = counts.sum(axis=1)
    shares = np.full((n, k), np.nan)
    some = judged > 0
    shares[some] = counts[some] / judged[some, None]
    return shares, judged.astype(np.int64)
