"""Who pulls agreement down: Fleiss' κ and Krippendorff's α of all annotators, and again with
each annotator left out in turn, each with its interval ("without C, α rises from 0.58 to
0.71").

The figures are the many-rater ones of ``core.stats.many_raters`` on the codes without the
annotator's column: Fleiss' (1971) κ with Gwet's (2014) linearised variance and Krippendorff's
(2004) α with Gwet's raw-data variance, t intervals (GWET_CONVENTIONS). A large rise without
one annotator says that annotator disagrees with the rest more than they do with each other;
it says nothing on who is right (see gold items for that). The intervals of the two figures
overlap through shared items, so that they overlap does not show the change is chance.
Leaving one out needs three or more annotators (two must remain).

References
----------
- Fleiss, J. L. (1971). Measuring nominal scale agreement among many raters. Psychological
  Bulletin 76: 378-382.
- Gwet, K. L. (2014). Handbook of Inter-Rater Reliability, 4th ed. Advanced Analytics.
- Krippendorff, K. (2004). Content Analysis: An Introduction to Its Methodology, 2nd ed. Sage.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.many_raters.krippendorff import (
    krippendorff_alpha,
    krippendorff_alpha_from_counts,
)
from adjudicator.core.stats.many_raters.multirater import fleiss_kappa, fleiss_kappa_multi
from adjudicator.core.stats.many_raters.multirater_common import (
    pattern_base_fits,
    patterns_of_keys,
    unit_counts,
)


@dataclass(frozen=True, slots=True)
class Without:
    """The figures with ``annotator`` left out (None for all annotators)."""

    annotator: str | None
    fleiss_kappa: Estimate
    alpha: Estimate

    def to_dict(self) -> dict[str, Any]:
        return {"without": self.annotator, "fleiss_kappa": self.fleiss_kappa.to_dict(),
                "krippendorff_alpha": self.alpha.to_dict()}


def _figures(codes: npt.NDArray[np.int64], k: int, labels: list[str],
             name: str | None) -> Without:
    return Without(name, fleiss_kappa_multi(codes, k, labels=labels),
                   krippendorff_alpha(codes, k, labels=labels))


def leave_one_out(codes: npt.ArrayLike, labels: Sequence[str],
                  annotators: Sequence[str]) -> tuple[Without, tuple[Without, ...]]:
    """The figures of all annotators, and without each in turn (none with fewer than three
    annotators).

    Both figures are sums over units of functions of each unit's counts per class, so leaving
    one annotator out changes only the units that annotator labelled: each unit's counts are
    found once, the left-out annotator's judgments taken off them, and the figures computed
    on the distinct count patterns, exactly as on the codes without that column (819
    annotators: one pass over the codes, not 819)."""
    c = np.asarray(codes)
    k, names = len(labels), list(labels)
    everyone = _figures(c, k, names, None)
    if c.shape[1] < 3:
        return everyone, ()
    counts = unit_counts(c, k)
    base = c.shape[1]  # the raters left, plus one
    fits = pattern_base_fits(k, base)
    keys = counts @ (base ** np.arange(k, dtype=np.int64)) if fits else None
    return everyone, tuple(
        _without(counts, keys, np.asarray(c[:, a], dtype=np.int64), base, names, annotators[a])
        for a in range(c.shape[1]))


def _without(counts: npt.NDArray[np.int64], keys: npt.NDArray[np.int64] | None,
             column: npt.NDArray[np.int64], base: int, labels: list[str], name: str) -> Without:
    """The figures with one annotator's judgments (``column``) taken off the unit counts."""
    rated = np.flatnonzero(column >= 0)
    given = column[rated]
    if keys is None:  # too many raters and classes for one key a unit: a row a unit
        rows = counts.copy()
        rows[rated, given] -= 1
        patterns, freq = rows, np.ones(len(rows), dtype=np.int64)
    else:
        left = keys.copy()
        left[rated] -= base ** given
        patterns, freq, _ = patterns_of_keys(left, base, len(labels))
    return Without(name, fleiss_kappa(patterns, freq=freq, labels=labels),
                   krippendorff_alpha_from_counts(patterns, freq=freq, labels=labels))
