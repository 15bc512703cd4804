"""The "posterior ≥ p" auto-accept rule: an item two or more annotators labelled, not all alike,
takes the label whose Dawid–Skene posterior is at least p (p > 0.5, so at most one label can
pass).

The posterior is that of Dawid & Skene's (1979) model fitted by EM on the whole file's codes
(``core.crowd.dawid_skene``, which starts from the vote shares and stops when the
log-likelihood no longer rises): it weighs each annotator by the confusion matrix the data
give them, so a 3-vs-2 item whose three are the careful annotators passes where a 3-vs-2 item
of careless ones does not. It depends on the codes alone, so replaying a log gives the same
statuses. Needs three or more annotators (``policy.check_policy``). The window shows the same
posterior as its suggestion for the shown item.
"""

from __future__ import annotations

import threading

import numpy as np
import numpy.typing as npt

from adjudicator.core.crowd.dawid_skene import dawid_skene
from adjudicator.core.crowd.judgments import Judgments
from adjudicator.core.labels import Codes

FloatArray = npt.NDArray[np.float64]

#: the last fit of this process, by the codes' shape, type, memory order and bytes: a
#: preview redrawn at every change of p, an item shown, or a state rebuilt after an event,
#: does not fit the model again
_FITTED: dict[tuple[object, ...], tuple[Codes, Codes, FloatArray]] = {}
_FITTING = threading.Lock()


def _key(codes: Codes) -> tuple[object, ...]:
    """The cache's key: the codes' bytes in their own memory order (Ratings keeps them
    annotator by annotator; a row-major copy of a crowd's 8.8 million cells took 70 ms at
    every item the window showed, this one 6 ms), with what tells the orders apart."""
    fortran = bool(codes.flags.f_contiguous and not codes.flags.c_contiguous)
    return (codes.shape, codes.dtype.str, fortran, codes.tobytes(order="A"))


def is_fitted(codes: Codes) -> bool:
    """True when the model of these codes is fitted (the posterior is then read at once):
    a crowd's fit takes seconds, which the window spends off its own thread."""
    return _key(np.asarray(codes)) in _FITTED


def _fit(codes: Codes) -> tuple[Codes, Codes, FloatArray]:
    """The rows labelled, the labels used and the fitted posterior over those (cached)."""
    key = _key(codes)
    cached = _FITTED.get(key)
    if cached is not None:
        return cached
    rows, cols = np.nonzero(codes >= 0)
    given = codes[rows, cols].astype(np.int64)
    labelled, item = np.unique(rows, return_inverse=True)
    used, compact = np.unique(given, return_inverse=True)
    posterior = np.zeros((0, 0))
    if len(rows):
        posterior = dawid_skene(Judgments(item.astype(np.int64), cols.astype(np.int64),
                                          compact.astype(np.int64), len(labelled),
                                          codes.shape[1], len(used))).posterior
    fitted = (labelled.astype(np.int64), used.astype(np.int64), posterior)
    with _FITTING:  # the window fits on a pool thread while its own thread may read
        _FITTED.clear()  # one file at a time: the cache holds the last fit only
        _FITTED[key] = fitted
    return fitted


def posterior_matrix(codes: Codes, k: int) -> FloatArray:
    """(items, k): each item's Dawid–Skene posterior over the k labels (0 for a label nobody
    used; a row of NaN for an item nobody labelled)."""
    codes = np.asarray(codes)
    labelled, used, posterior = _fit(codes)
    out = np.full((codes.shape[0], k), np.nan)
    if len(labelled):
        out[labelled] = 0.0
        out[np.ix_(labelled, used)] = posterior
    return out


def posterior_labels(codes: Codes) -> tuple[Codes, FloatArray]:
    """Per item: the most probable label (-1 for an item nobody labelled) and its posterior
    (0 where there is none)."""
    codes = np.asarray(codes)
    labelled, used, posterior = _fit(codes)
    label = np.full(codes.shape[0], -1, dtype=np.int64)
    top = np.zeros(codes.shape[0])
    if len(labelled):
        label[labelled] = used[posterior.argmax(axis=1)]
        top[labelled] = posterior.max(axis=1)
    return label, top
