"""Label-set ratings as one boolean cube, and the unit-level pieces of the multi-label report.

``LabelSetData`` holds ``sets`` (units x raters x labels, true = the rater gave that label)
and ``rated`` (units x raters, false = missing). A rated empty set is "no label"; an unrated
cell is missing and is never an empty set. ``label_set_data`` builds it from coded Ratings
whose categories stand for label sets (``label_sets[c]``), with one gather: ``sets =
membership[codes]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Conventions, Estimate, undefined
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.multirater_common import describe, finish, gwet_se

if TYPE_CHECKING:  # the bootstrap's module is read when a label-set mean is bootstrapped
    from adjudicator.core.stats.many_raters.unit_bootstrap import UnitBootstrapResult

BoolArray = npt.NDArray[np.bool_]
FloatArray = npt.NDArray[np.float64]
_KEY_BITS = 62
_BINCOUNT_RANGE = 1 << 16


@dataclass(frozen=True)
class LabelSetData:
    """Who gave which labels to which unit: ``sets[i, r, j]``, with ``rated[i, r]``."""

    annotators: tuple[str, ...]
    labels: tuple[str, ...]
    sets: BoolArray
    rated: BoolArray

    def __post_init__(self) -> None:
        shape = (self.rated.shape[0], len(self.annotators), len(self.labels))
        if self.sets.shape != shape or self.rated.shape != shape[:2]:
            raise ValueError("sets must be units x raters x labels and rated units x raters")

    @property
    def n_units(self) -> int:
        """Number of units (items), rated or not."""
        return int(self.rated.shape[0])

    def pair(self, a: int, b: int) -> LabelSetData:
        """Raters a and b on the units both rated (every cell rated)."""
        both = self.rated[:, a] & self.rated[:, b]
        sets = self.sets[both][:, [a, b]]
        names = (self.annotators[a], self.annotators[b])
        return LabelSetData(names, self.labels, sets, np.ones(sets.shape[:2], dtype=bool))


def is_multilabel(label_sets: Sequence[frozenset[str]]) -> bool:
    """True when some category stands for several labels, or for none."""
    return any(len(s) != 1 for s in label_sets)


def atomic_labels(label_sets: Sequence[frozenset[str]]) -> tuple[str, ...]:
    """The single labels: those of one-label categories in code order, then the rest sorted."""
    order = [next(iter(s)) for s in label_sets if len(s) == 1]
    rest = sorted({lab for s in label_sets for lab in s} - set(order))
    return tuple(dict.fromkeys(order + rest))


def label_set_data(ratings: Ratings, label_sets: Sequence[frozenset[str]]) -> LabelSetData:
    """The boolean cube of coded ratings whose category c is the label set ``label_sets[c]``."""
    if len(label_sets) != ratings.k:
        raise ValueError(f"{len(label_sets)} label sets for {ratings.k} categories")
    labels = atomic_labels(label_sets)
    membership = label_membership(label_sets, labels, rows=ratings.k + 1)  # last row: missing
    codes = ratings.codes
    return LabelSetData(ratings.annotators, labels, membership[codes], codes >= 0)


def label_membership(label_sets: Sequence[frozenset[str]], labels: Sequence[str],
                     rows: int | None = None) -> BoolArray:
    """``out[c, j]``: label ``labels[j]`` is in the set of category ``c`` (``rows`` rows, at
    least one per category; the rows past them hold no label)."""
    index = {lab: j for j, lab in enumerate(labels)}
    out = np.zeros((rows if rows is not None else len(label_sets), len(labels)), dtype=bool)
    for c, chosen in enumerate(label_sets):
        out[c, [index[lab] for lab in chosen]] = True
    return out


def set_codes(sets: BoolArray, rated: BoolArray) -> tuple[Codes, int]:
    """Each distinct label set as one category: units x raters codes (-1 = missing) and the
    number of distinct sets.

    A set is read as the bits of one integer key (up to 62 labels); the distinct keys come
    from one bincount when the key range is small, else from a sort of the keys.
    """
    n, r, n_labels = sets.shape
    seen = rated.ravel()
    flat = sets.reshape(n * r, n_labels)[seen]
    if n_labels > _KEY_BITS:
        _, inverse = np.unique(flat, axis=0, return_inverse=True)
    else:
        keys = np.zeros(flat.shape[0], dtype=np.int64)
        for j in range(n_labels):
            keys |= flat[:, j].astype(np.int64) << j
        inverse = _dense_ranks(keys, 1 << n_labels)
    codes = np.full(n * r, -1, dtype=np.int64)
    codes[seen] = inverse.ravel()
    distinct = int(inverse.max()) + 1 if inverse.size else 0
    return codes.reshape(n, r), distinct


def _dense_ranks(keys: Codes, key_range: int) -> Codes:
    """0, 1, ... for the distinct keys in increasing order: a bincount when the range allows."""
    if key_range <= max(_BINCOUNT_RANGE, 4 * keys.size):
        found = np.bincount(keys, minlength=key_range) > 0
        lookup = np.cumsum(found) - 1
        ranks: Codes = lookup[keys].astype(np.int64)
        return ranks
    _, inverse = np.unique(keys, return_inverse=True)
    return inverse.astype(np.int64)


def unit_jaccard(sets: BoolArray, rated: BoolArray) -> FloatArray:
    """Per unit rated at least twice: mean Jaccard |A & B| / |A | B| over its rater pairs.

    Two empty sets agree fully (J = 1). Units rated fewer than twice are left out.
    """
    n, r, _ = sets.shape
    total, pairs = np.zeros(n), np.zeros(n)
    for a in range(r):
        for b in range(a + 1, r):
            both = rated[:, a] & rated[:, b]
            inter = (sets[:, a] & sets[:, b]).sum(axis=1)
            union = (sets[:, a] | sets[:, b]).sum(axis=1)
            j = np.where(union > 0, inter / np.maximum(union, 1), 1.0)
            total += np.where(both, j, 0.0)
            pairs += both
    keep = pairs > 0
    out: FloatArray = total[keep] / pairs[keep]
    return out


def mean_of_units(values: FloatArray, conventions: Conventions) -> Estimate:
    """Mean Jaccard over units with SE = sqrt(sum (J_i - mean)^2 / d), d = n^2 or n (n - 1).

    Jaccard (1912), The distribution of the flora in the alpine zone, New Phytologist 11: 37-50;
    used for set-valued annotations by Passonneau (2006), LREC.
    """
    n = int(values.size)
    if n == 0:
        return undefined("mean_jaccard", Reason(reasons.NO_UNIT_TWO_LABELLED))
    value = float(values.mean())
    se = gwet_se(values - value, n, conventions, 0.0)
    method = describe("SE = SD / sqrt(n) of per-unit Jaccard", conventions, 0.0)
    return finish("mean_jaccard", value, se, n=n, df=n - 1, conventions=conventions,
                  convention=method, extras={})


def mean_bootstrap(values: FloatArray, *, resamples: int, seed: int,
                   level: float) -> UnitBootstrapResult:
    """Percentile interval of a mean by resampling units: a multinomial over distinct values.

    Units with equal values are interchangeable, so one Multinomial(n, shares) draw per
    replicate is exactly unit resampling at a cost set by the number of distinct values.
    """
    from adjudicator.core.stats.many_raters.unit_bootstrap import UnitBootstrapResult

    if values.size == 0:
        return UnitBootstrapResult(None, None, resamples, resamples, level, seed,
                                   Reason(reasons.NO_UNIT_TWO_LABELLED))
    distinct, counts = np.unique(values, return_counts=True)
    rng = np.random.default_rng(seed)
    draws = rng.multinomial(values.size, counts / values.size, size=resamples)
    means = draws @ distinct / values.size
    low, high = np.quantile(means, [(1.0 - level) / 2.0, (1.0 + level) / 2.0])
    se = float(means.std(ddof=1)) if resamples > 1 else None
    return UnitBootstrapResult(float(low), float(high), resamples, 0, level, seed, se=se)
