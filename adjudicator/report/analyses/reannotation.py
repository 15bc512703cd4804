"""The re-annotation batch: which items go to another annotator, chosen three ways.

- ``lowest-agreement``: the items whose annotators agree least. An item's agreement is the
  share of its annotator pairs that gave the same label, Fleiss's (1971) per-item agreement
  P_i = Σ_k n_ik (n_ik − 1) / (n_i (n_i − 1)), where n_ik annotators gave item i label k and
  n_i = Σ_k n_ik labelled it (two annotators: 1 if they agree, 0 if not; three with a 2–1
  split: 1/3). Items with fewer than two labels have no pair and are never chosen. The N
  lowest are taken; equal shares keep the file's item order (a stable sort).
- ``unresolved``: the disputed items with no final label in the decision log (every disputed
  item when there is no log yet); with N, the N of them with the lowest agreement.
- ``audit``: a simple random sample of N items drawn by ``audit.draw`` (numpy's PCG64 seeded
  by the seed: the same data, N and seed give the same items on every machine).

The chosen items are returned in the file's item order, whatever the way: a task file sorted
from the least agreed item would tell the new annotator which items were disputed.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.labels import Codes

SELECTIONS = ("lowest-agreement", "unresolved", "audit")
Floats = npt.NDArray[np.float64]
Rows = npt.NDArray[np.int64]


@dataclass(frozen=True)
class Batch:
    """The rows chosen (item order) and every item's pair agreement (NaN: fewer than two
    labels), with how the rows were chosen."""

    rows: Rows
    agreement: Floats
    select: str
    seed: int | None = None


def pair_agreement(codes: Codes, k: int) -> Floats:
    """Per item (row of ``codes``, items × annotators, −1 for no label): the share of its
    annotator pairs that agree, P_i above; NaN where fewer than two annotators labelled it."""
    n_items = codes.shape[0]
    counts = np.zeros((n_items, max(k, 1)), dtype=np.int64)
    for j in range(codes.shape[1]):
        column = codes[:, j].astype(np.int64)
        given = column >= 0
        counts[np.flatnonzero(given), column[given]] += 1
    n = counts.sum(axis=1)
    agreeing = (counts * (counts - 1)).sum(axis=1).astype(np.float64)
    pairs = (n * (n - 1)).astype(np.float64)
    out = np.full(n_items, np.nan)
    np.divide(agreeing, pairs, out=out, where=pairs > 0)
    return out


def lowest(agreement: Floats, candidates: Rows, n: int | None) -> Rows:
    """The ``n`` candidates (all when None) with the lowest agreement, equal shares in item
    order; candidates without a pair are left out. Returned in item order."""
    rows = candidates[~np.isnan(agreement[candidates])]
    order = rows[np.argsort(agreement[rows], kind="stable")]
    return np.sort(order if n is None else order[:n]).astype(np.int64)


def choose(codes: Codes, k: int, select: str, n: int | None, seed: int,
           unresolved: Rows | None = None) -> Batch:
    """The batch of ``select`` (one of SELECTIONS). ``unresolved`` are the rows without a
    final label among the disputed ones (needed for ``unresolved``)."""
    if select not in SELECTIONS:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown selection {select}"),
                         expected="{choices}",
                         args={"select": repr(select), "choices": ", ".join(SELECTIONS)})
    if n is not None and n < 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--n {n}: the batch must hold at least "
                                                     "one item"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a whole number from 1"),
                         args={"n": n})
    agreement = pair_agreement(codes, k)
    if select == "audit":
        from adjudicator.report.analyses.audit import draw

        if n is None:
            raise _needs_n(select)
        return Batch(draw(codes.shape[0], n, seed), agreement, select, seed)
    if select == "lowest-agreement":
        if n is None:
            raise _needs_n(select)
        rows = lowest(agreement, np.arange(codes.shape[0], dtype=np.int64), n)
    else:
        rows = lowest(agreement, np.asarray(unresolved if unresolved is not None else [],
                                            dtype=np.int64), n)
    return Batch(rows, agreement, select)


def _needs_n(select: str) -> InputError:
    """--n is required for this way of choosing."""
    return InputError(QT_TRANSLATE_NOOP("Errors", "--select {select} needs the batch's size"),
                      expected=QT_TRANSLATE_NOOP("Errors", "--n N"), args={"select": select})
