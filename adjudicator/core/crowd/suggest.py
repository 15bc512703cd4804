"""Suggested labels from three or more annotators: per item the posterior over the labels,
the most probable label and the entropy; per annotator the fitted confusion matrix
(Dawid–Skene) or competence (MACE), each with an item-bootstrap interval.

``suggest(codes, labels, annotators, method)`` takes the items x annotators codes of
``core.ratings`` (-1 = no label). The models run on the items someone labelled and on the
labels someone used; a declared label nobody used gets posterior 0, an item nobody labelled
has no posterior (with the reason). The majority vote's posterior is the share of the item's
votes per label (crowd-kit's ``MajorityVote.predict_proba``). When two labels share the top
posterior (within 1e-12) no label is suggested and the reason names them.

The entropy H = -Σ_c p_c log₂ p_c is in bits: 0 when one label is certain, log₂ k at most.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from adjudicator.core.crowd import words
from adjudicator.core.crowd.dawid_skene import DawidSkeneFit, dawid_skene
from adjudicator.core.crowd.judgments import FloatArray, IntArray, Judgments
from adjudicator.core.crowd.mace import MaceFit, mace
from adjudicator.core.crowd.quality import AnnotatorQuality, dawid_skene_quality, mace_quality
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.reasons import Reason

TIE_TOLERANCE = 1e-12


@dataclass(frozen=True, slots=True)
class Aggregation:
    """The suggestions: ``posterior`` (n_items, k; NaN rows where nobody labelled), ``label``
    (-1 where none is suggested), ``entropy`` in bits, ``reasons`` by item row."""

    method: str
    items: Sequence[str]
    labels: tuple[str, ...]
    posterior: FloatArray
    label: IntArray
    entropy: FloatArray
    reasons: dict[int, Reason]
    annotators: tuple[AnnotatorQuality, ...] = ()
    prior: FloatArray | None = None
    details: dict[str, Any] = field(default_factory=dict)

    def item_dict(self, row: int) -> dict[str, Any]:
        """One item as JSON: ``item``, ``label``, ``posterior`` {label: p}, ``entropy``."""
        defined = np.isfinite(self.posterior[row]).all()
        out: dict[str, Any] = {
            "item": self.items[row],
            "label": self.labels[self.label[row]] if self.label[row] >= 0 else None,
            "posterior": ({lab: float(p) for lab, p in zip(self.labels, self.posterior[row],
                                                           strict=True)} if defined else None),
            "entropy": float(self.entropy[row]) if defined else None,
        }
        if row in self.reasons:
            out["reason"] = self.reasons[row]
        return out

    def to_dict(self) -> dict[str, Any]:
        """The whole result as the JSON of `adjudicator aggregate`."""
        doc: dict[str, Any] = {"method": self.method, "labels": list(self.labels),
                               "entropy_unit": "bits", **self.details}
        if self.prior is not None:
            doc["prior"] = {lab: float(p) for lab, p in zip(self.labels, self.prior,
                                                            strict=True)}
        doc["items"] = [self.item_dict(r) for r in range(len(self.items))]
        doc["annotators"] = [a.to_dict(self.labels) for a in self.annotators]
        return doc


def suggest(codes: Any, labels: Sequence[str], annotators: Sequence[str],
            items: Sequence[str], method: str, *, resamples: int = 100, seed: int = 0,
            level: float = 0.95) -> Aggregation:
    """Run ``method`` (one of ``words.METHODS``) on the codes (module doc)."""
    codes = np.asarray(codes)
    k = len(labels)
    rows, cols = np.nonzero(codes >= 0)
    given = codes[rows, cols].astype(np.int64)
    labelled = np.unique(rows)
    used = np.unique(given)
    if len(labelled) == 0:
        raise ValueError("no judgments")
    item_index = np.full(codes.shape[0], -1, dtype=np.int64)
    item_index[labelled] = np.arange(len(labelled))
    label_index = np.full(k, -1, dtype=np.int64)
    label_index[used] = np.arange(len(used))
    j = Judgments(item_index[rows], cols.astype(np.int64), label_index[given], len(labelled),
                  codes.shape[1], len(used))
    fitted, prior, quality, details = _fit(j, method, resamples, seed, level,
                                           [labels[u] for u in used], annotators)
    posterior = np.full((codes.shape[0], k), np.nan)
    posterior[labelled] = 0.0
    posterior[np.ix_(labelled, used)] = fitted
    full_prior = None
    if prior is not None:
        full_prior = np.zeros(k)
        full_prior[used] = prior
    label, entropy, reasons = _summaries(posterior, labels)
    return Aggregation(method, items, tuple(labels), posterior, label, entropy, reasons,
                       tuple(_widen(q, used, labels) for q in quality), full_prior, details)


def _summaries(posterior: FloatArray, labels: Sequence[str],
               ) -> tuple[IntArray, FloatArray, dict[int, Reason]]:
    """Most probable label (-1 on a tie or no posterior), entropy in bits, reasons."""
    defined = np.isfinite(posterior).all(axis=1)
    safe = np.where(defined[:, None], posterior, 0.0)
    top = safe.max(axis=1)
    near = safe >= (top - TIE_TOLERANCE)[:, None]
    label = np.where(defined & (near.sum(axis=1) == 1), safe.argmax(axis=1), -1)
    entropy = entropy_bits(posterior)
    reasons: dict[int, Reason] = {}
    for r in np.flatnonzero(~defined):
        reasons[int(r)] = Reason(words.NO_JUDGMENT)
    for r in np.flatnonzero(defined & (label < 0)):
        tied = ", ".join(labels[c] for c in np.flatnonzero(near[r]))
        reasons[int(r)] = Reason(words.TIE, labels=tied)
    return label.astype(np.int64), entropy, reasons


def entropy_bits(posterior: FloatArray) -> FloatArray:
    """Each row's entropy H = -Σ_c p_c log₂ p_c in bits (0 log 0 = 0; Shannon 1948), NaN for a
    row with no posterior (an item nobody labelled).

    >>> entropy_bits(np.array([[0.5, 0.5], [1.0, 0.0], [np.nan, np.nan]])).tolist()
    [1.0, 0.0, nan]
    """
    defined = np.isfinite(posterior).all(axis=1)
    safe = np.where(defined[:, None], posterior, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        terms = np.where(safe > 0, -safe * np.log2(np.where(safe > 0, safe, 1.0)), 0.0)
    return np.where(defined, terms.sum(axis=1), np.nan)


def _fit(j: Judgments, method: str, resamples: int, seed: int, level: float,
         labels: Sequence[str], annotators: Sequence[str],
         ) -> tuple[FloatArray, FloatArray | None, list[AnnotatorQuality], dict[str, Any]]:
    """The model's posterior over the used labels, its class shares and annotators."""
    pairs = np.unique(j.annotator * j.n_items + j.item)  # distinct (annotator, item)
    n_items = np.bincount(pairs // j.n_items, minlength=j.n_annotators)
    convention = (words.CONVENTION.replace("{pct}", f"{level * 100:g}%")
                  .replace("{b}", str(resamples)).replace("{seed}", str(seed)))
    if method == "majority":
        votes = j.votes()
        quality = [AnnotatorQuality(a, int(n)) for a, n in zip(annotators, n_items,
                                                                strict=True)]
        return votes / votes.sum(axis=1, keepdims=True), None, quality, {}
    if method == "dawid-skene":
        ds: DawidSkeneFit = dawid_skene(j)
        quality = dawid_skene_quality(j, ds, annotators, labels, n_items, resamples, seed,
                                      level, convention)
        return ds.posterior, ds.prior, quality, {"iterations": ds.iterations,
                                                 "converged": ds.converged,
                                                 "log_likelihood": ds.log_likelihood}
    if method == "mace":
        fit: MaceFit = mace(j, seed=seed)
        quality = mace_quality(j, fit, annotators, n_items, resamples, seed, level,
                               convention)
        return fit.posterior, None, quality, {"log_likelihood": fit.log_likelihood}
    raise ValueError(f"unknown method {method!r}")


def _widen(q: AnnotatorQuality, used: IntArray, labels: Sequence[str]) -> AnnotatorQuality:
    """A confusion matrix over the used labels spread onto all declared labels (a label
    nobody used: its row not estimated, its column 0)."""
    k = len(labels)
    if q.confusion is None or len(used) == k:
        return q
    rows: list[list[Estimate]] = []
    position = {int(u): i for i, u in enumerate(used)}
    for c in range(k):
        if c not in position:
            blank = undefined("confusion", Reason(words.NO_CLASS_ITEMS, annotator=q.annotator,
                                                  label=labels[c], n=0.0))
            rows.append([blank] * k)
            continue
        old = q.confusion[position[c]]
        rows.append([old[position[g]] if g in position else Estimate("confusion", 0.0)
                     for g in range(k)])
    return AnnotatorQuality(q.annotator, q.n_items, q.accuracy, q.competence, rows)
