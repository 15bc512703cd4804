"""Which items take a final label without a decision: the auto-accept policy.

Three policies a lead can declare (one logged event, undone by a revert):

- ``unanimous`` (the default when none was declared): an item two or more annotators labelled,
  all alike, takes their label;
- ``majority`` k of n: as unanimous, and also an item where at least k annotators gave one label
  and at most n - k gave another (k > n / 2, so that label is the only one that can pass);
- ``posterior`` p: as unanimous, and also an item two or more annotators labelled whose
  Dawid–Skene posterior of one label is at least p (p > 0.5, so that label is the only one
  that can pass; ``posterior_rule``), which needs three or more annotators;
- ``none``: no item takes a label without the lead.

An item only one annotator labelled is never accepted by a policy: it is a *single annotator*
item and takes a label only when the lead accepts it (an ``accept`` event) or decides it. An
item nobody labelled stays unresolved. All of it is per-row numpy over the codes.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from adjudicator.core.adjudication.counts import (
    POLICY,
    SINGLE,
    UNANIMOUS,
    UNRESOLVED,
    Spread,
    label_range,
)
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.labels import Codes

RULES = ("unanimous", "majority", "posterior", "none")


@dataclass(frozen=True, slots=True)
class AcceptPolicy:
    """A declared policy: ``rule`` one of RULES; ``k`` of ``n`` for ``majority``, the least
    posterior ``p`` for ``posterior``."""

    rule: str = "unanimous"
    k: int = 0
    n: int = 0
    p: float = 0.0

    @property
    def name(self) -> str:
        """"unanimous", "4/5", "posterior≥0.95" or "none": how statuses and reports name it."""
        if self.rule == "majority":
            return f"{self.k}/{self.n}"
        if self.rule == "posterior":
            return f"posterior≥{self.p:g}"
        return self.rule

    @property
    def accepts_unanimous(self) -> bool:
        """False only for ``none``."""
        return self.rule != "none"


DEFAULT_POLICY = AcceptPolicy()


def check_policy(policy: AcceptPolicy, annotators: int) -> None:
    """Raise InputError unless ``policy`` is a known rule with a sound k of n."""
    if policy.rule not in RULES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown auto-accept policy {rule}"),
                         args={"rule": repr(policy.rule)}, expected=" / ".join(RULES))
    if policy.rule == "posterior":
        if not (0.5 < policy.p <= 1.0) or annotators < 3:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "policy posterior ≥ {p} cannot be used "
                                                         "with {annotators} annotators"),
                             args={"p": f"{policy.p:g}", "annotators": annotators},
                             expected=QT_TRANSLATE_NOOP(
                                 "Errors", "p above 0.5 and at most 1 (such as 0.95), and three "
                                           "or more annotators"))
        return
    if policy.rule != "majority":
        return
    k, n = policy.k, policy.n
    if not (2 <= n <= max(annotators, 2) and n / 2 < k <= n):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "policy {k} of {n} cannot be used"),
                         args={"k": k, "n": n, "annotators": annotators},
                         expected=QT_TRANSLATE_NOOP(
                             "Errors", "n from 2 to {annotators} and k more than half of n, "
                                       "at most n (such as 4 of 5)"))


def label_spread(codes: Codes) -> tuple[Codes, Codes, Codes]:
    """Per item: how many labels it has, the most given label's count, and that label (-1 when
    none). Rows are sorted once; runs of equal codes are counted column by column."""
    n, m = codes.shape
    present = (codes >= 0).sum(axis=1).astype(np.int64)
    top = np.zeros(n, dtype=np.int64)
    label = np.full(n, -1, dtype=np.int64)
    if m == 0:
        return present, top, label
    ordered = np.sort(codes, axis=1)
    run = np.zeros(n, dtype=np.int64)
    for c in range(m):
        col = ordered[:, c]
        same = (col >= 0) & (col == ordered[:, c - 1]) if c else np.zeros(n, dtype=bool)
        run = np.where(same, run + 1, 1)
        better = (col >= 0) & (run > top)
        top = np.where(better, run, top)
        label = np.where(better, col, label)
    return present, top, label


def base_status(codes: Codes, policy: AcceptPolicy = DEFAULT_POLICY,
                spread: Spread | None = None) -> tuple[Codes, Codes]:
    """Final codes and statuses before any decision or acceptance, under ``policy`` (the
    labels' counts per item are made only for a k-of-n policy); ``spread`` is
    ``label_range(codes)`` when it was made already."""
    present, high, low = spread if spread is not None else label_range(codes)
    final = np.full(len(present), -1, dtype=np.int64)
    status = np.full(len(present), UNRESOLVED, dtype=np.int64)
    status[present == 1] = SINGLE
    agreed = (present >= 2) & (high == low)
    if policy.accepts_unanimous:
        final[agreed], status[agreed] = high[agreed], UNANIMOUS
    if policy.rule == "majority":
        _, top, label = label_spread(codes)
        passed = ((present >= 2) & ~agreed & (top >= policy.k)
                  & (present - top <= policy.n - policy.k))
        final[passed], status[passed] = label[passed], POLICY
    if policy.rule == "posterior":
        from adjudicator.core.adjudication.posterior_rule import posterior_labels

        label, posterior = posterior_labels(codes)
        passed = (present >= 2) & ~agreed & (label >= 0) & (posterior >= policy.p)
        final[passed], status[passed] = label[passed], POLICY
    return final, status
