"""Count tables that every statistic is computed from: one bincount each."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes

Table = npt.NDArray[np.int64]
_CHUNK = 1 << 16  # items per bincount of one-byte keys: its int64 copy stays in the cache


def confusion_matrix(a: Codes, b: Codes, k: int) -> Table:
    """k x k counts of (a, b) code pairs where neither is missing (-1); rows are rater a.

    The inner block of ``pair_cells``: one pass, no mask.
    """
    return np.ascontiguousarray(pair_cells(a, b, k)[1:, 1:])


def pair_cells(a: Codes, b: Codes, k: int) -> Table:
    """(k + 1) x (k + 1) counts of (a, b) code pairs, missing included, rows are rater a.

    Codes are shifted by one, so index 0 is "missing" and index c + 1 is category c: cell
    [0, 0] counts items neither rated, row 0 / column 0 those only b / only a rated. One pass,
    no mask (int8 codes with k <= 15: one-byte keys, counted a cache-sized chunk at a time);
    every two-annotator count of the report (table, missing, unpaired ratings, the
    many-rater patterns) is a sum of these cells.
    """
    size = (k + 1) * (k + 1)
    if a.dtype == b.dtype == np.int8 and size <= 256:
        counts = np.zeros(size, dtype=np.int64)
        for start in range(0, a.shape[0], _CHUNK):
            part = slice(start, start + _CHUNK)
            counts += np.bincount(_byte_keys(a[part], b[part], k), minlength=size)
        return counts.reshape(k + 1, k + 1)
    flat = np.multiply(a, k + 1, dtype=np.int64)
    flat += b
    flat += k + 2
    return np.bincount(flat, minlength=size).reshape(k + 1, k + 1).astype(np.int64, copy=False)


def _byte_keys(a: Codes, b: Codes, k: int) -> npt.NDArray[np.uint8]:
    """(a + 1)(k + 1) + (b + 1) of int8 codes in one byte per item (k <= 15).

    Computed modulo 256 on the codes' bytes read as unsigned (-1 is 255, and 255 + 1 wraps to
    0): every key is below (k + 1)^2 <= 256, so the modular result is the key itself, with an
    eighth of the memory traffic of int64 keys.
    """
    flat = np.add(a.view(np.uint8), np.uint8(1))
    flat *= np.uint8(k + 1)
    flat += b.view(np.uint8)
    flat += np.uint8(1)
    return flat
