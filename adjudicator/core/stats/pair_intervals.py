"""The chosen intervals of the two-rater coefficients, for many annotator pairs at once.

A report of 100 annotators has 4,950 pairs; the delete-one-item jackknife of each pair's
coefficients (``core.stats.jackknife``) is computed for the whole stack of their k x k tables
in one vectorised call per coefficient (``jackknife.stack_intervals``), and one table is a
stack of one, so a pair gets the same numbers whichever way it is reported. α at the
ordinal level (its metric depends on each table's margins) is jackknifed table by table over
its count patterns, and Donner & Eliasziw's interval, where the simulation chose it, is formed
table by table (two classes). ``interval_choice.finish_chosen`` then puts each interval, its
coverage note and Gwet's benchmarking into the estimate.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.estimate import Conventions, Estimate
from adjudicator.core.stats.coverage import chosen_method
from adjudicator.core.stats.interval_choice import (
    finish_chosen,
    gof_stack,
    sim_key,
    with_chosen,
)
from adjudicator.core.stats.jackknife import pattern_leave_one_out, stack_intervals
from adjudicator.core.stats.many_raters.krippendorff import disagreement_matrix

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

#: the two-rater coefficients the jackknife covers (their ``VECTOR_STATISTICS`` names)
PAIR = ("cohen_kappa", "scott_pi", "gwet_ac1", "cohen_kappa_weighted", "gwet_ac2",
        "krippendorff_alpha")


def pairs_chosen(
    blocks: Sequence[dict[str, Estimate]], tables: Sequence[npt.ArrayLike],
    w: FloatArray | None, conv: Conventions, *, level: str = "nominal",
    values: npt.ArrayLike | None = None,
) -> list[dict[str, Estimate]]:
    """Each pair's coefficients (``blocks[i]`` of ``tables[i]``) with their chosen intervals,
    coverage notes and benchmarks; ``w`` the weights of the weighted ones, ``level`` and
    ``values`` α's."""
    if not blocks:
        return []
    stack = np.stack([np.asarray(t, dtype=np.int64) for t in tables])
    k = stack.shape[1]
    shares = stack.sum(axis=1) + stack.sum(axis=2)
    out = [dict(b) for b in blocks]
    for name in PAIR:
        idx = [i for i, b in enumerate(blocks)
               if name in b and b[name].value is not None]
        if not idx:
            continue
        first = blocks[idx[0]][name]
        method = chosen_method(sim_key(name, first))
        if method == "gof":
            if k == 2:  # Donner & Eliasziw's interval, every table at once
                low, high = gof_stack(name, stack[idx], conv.level)
                for j, i in enumerate(idx):
                    found = (float(low[j]), float(high[j])) if np.isfinite(low[j]) else None
                    out[i][name] = finish_chosen(name, blocks[i][name], found, "gof", conv, 2,
                                                 shares[i])
                continue
            method = "jkz"  # it needs two classes: the jackknife on Fisher's z elsewhere
        weights = w if name in ("cohen_kappa_weighted", "gwet_ac2") else None
        if name == "krippendorff_alpha":
            weights = _alpha_weights(level, k, values)
            if weights is None and method != "delta":  # ordinal: table by table
                for i in idx:
                    out[i][name] = with_chosen(name, blocks[i][name],
                                               _alpha_loo(stack[i], level, values), conv, 2,
                                               shares[i])
                continue
        low = high = np.full(len(idx), np.nan)
        if method != "delta":
            value = np.array([blocks[i][name].value for i in idx], dtype=np.float64)
            low, high = stack_intervals(stack[idx], value, name, weights, conv.level,
                                        method == "jkz")
        for j, i in enumerate(idx):
            found = (float(low[j]), float(high[j])) if np.isfinite(low[j]) else None
            out[i][name] = finish_chosen(name, blocks[i][name], found, method, conv, 2,
                                         shares[i])
    return out


def _alpha_weights(level: str, k: int, values: npt.ArrayLike | None) -> FloatArray | None:
    """α's metric as agreement weights 1 - δ / max δ (nominal, interval, ratio: fixed in
    advance); None for the ordinal metric, which depends on the margins."""
    if level == "ordinal":
        return None
    delta = disagreement_matrix(level, k, np.ones(k, dtype=np.int64), values)  # type: ignore[arg-type]
    top = float(delta.max()) if delta.size else 0.0
    return np.eye(k) if top <= 0 else 1.0 - delta / top


def _alpha_loo(t: IntArray, level: str, values: npt.ArrayLike | None):  # type: ignore[no-untyped-def]
    """α's leave-one-item-out values over the table's cells (its two-rater count patterns)."""
    k = t.shape[0]
    eye = np.eye(k, dtype=np.int64)
    rows, cols = np.divmod(np.arange(k * k), k)
    keep = t.ravel() > 0
    counts, freq = (eye[rows] + eye[cols])[keep], t.ravel()[keep].astype(np.int64)
    return lambda: pattern_leave_one_out(counts, freq, "krippendorff_alpha", np.eye(k),
                                         alpha_level=level, values=values)
