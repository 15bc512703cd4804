"""Soft labels beside the final label in an export (``export --soft-labels``).

Per item: ``soft:LABEL``, the share of the item's annotators who gave LABEL (one column per
label of the scale, in scale order; ``core.crowd.soft``), and ``n_judgments``; with a method
(majority, Dawid–Skene or MACE, as `adjudicator aggregate` fits it: ``core.crowd.suggest``,
seed 0, no bootstrap) also ``posterior:LABEL`` per label and ``entropy`` (bits). CSV, TSV,
XLSX and Parquet get one column per label; JSON Lines one object per row, ``soft`` and
``posterior`` as {label: share}. An item nobody labelled has empty shares and posterior and 0
judgments. A name the data already uses gets ``adjudicator_`` in front. Headers are written
like any cell: each line of a name that a spreadsheet could run is neutralised.
Multi-label (label-set) data is refused: a share of "a;b" cells is not a distribution over
labels.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.dataset import Dataset

SOFT_PREFIX = "soft:"
POSTERIOR_PREFIX = "posterior:"
N_COLUMN = "n_judgments"
ENTROPY_COLUMN = "entropy"
SOFT_OBJECT, POSTERIOR_OBJECT = "soft", "posterior"  # the JSON Lines keys
MULTI_LABEL_HINT = QT_TRANSLATE_NOOP(
    "Errors", "This data has multi-label cells (label sets), whose shares would not be a "
              "distribution over the labels; export without --soft-labels")
FEW_ANNOTATORS_HINT = QT_TRANSLATE_NOOP(
    "Errors", "With two annotators the model cannot tell which one errs; use --method "
              "majority or decide the disagreements")
# the same refusals in the window, which has no options to name: what to choose there
MULTI_LABEL_WINDOW_HINT = QT_TRANSLATE_NOOP(
    "Errors", "This data has multi-label cells (label sets), whose shares would not be a "
              "distribution over the labels; use File ▸ Export adjudicated dataset… instead")
FEW_ANNOTATORS_WINDOW_HINT = QT_TRANSLATE_NOOP(
    "Errors", "With two annotators the model cannot tell which one errs; export again and "
              "choose the posterior of majority vote or the label shares only")


@dataclass(frozen=True)
class SoftLabels:
    """The export's soft-label option: the shares always, a model's posterior when
    ``method`` is one of ``core.crowd.words.METHODS``."""

    method: str | None = None
    seed: int = 0


@dataclass(frozen=True)
class SoftColumns:
    """The computed soft labels of every item (row order of the ratings)."""

    labels: tuple[str, ...]
    shares: Any  # (n_items, k) float, NaN rows where nobody labelled
    judgments: Any  # (n_items,) int
    method: str | None
    posterior: Any = None  # (n_items, k) or None
    entropy: Any = None  # (n_items,) or None
    details: dict[str, Any] | None = None

    def columns(self, taken: Sequence[object], nested: bool) -> list[tuple[str, Any]]:
        """(name, values) to add after the adjudication columns: one per label, or (JSON
        Lines, ``nested``) one object column each for the shares and the posterior."""
        import numpy as np

        wanted: list[tuple[str, Any]] = []
        if nested:
            wanted.append((SOFT_OBJECT, _objects(self.labels, self.shares)))
        else:
            wanted += [(f"{SOFT_PREFIX}{lab}", self.shares[:, c])
                       for c, lab in enumerate(self.labels)]
        wanted.append((N_COLUMN, np.asarray(self.judgments, dtype=np.int64)))
        if self.posterior is not None:
            if nested:
                wanted.append((POSTERIOR_OBJECT, _objects(self.labels, self.posterior)))
            else:
                wanted += [(f"{POSTERIOR_PREFIX}{lab}", self.posterior[:, c])
                           for c, lab in enumerate(self.labels)]
            wanted.append((ENTROPY_COLUMN, self.entropy))
        names = unique_names([n for n, _ in wanted], taken)
        return [(name, values) for name, (_, values) in zip(names, wanted, strict=True)]

    def manifest(self, nested: bool) -> dict[str, Any]:
        """What the manifest says of the option."""
        doc: dict[str, Any] = {
            "shares": ("object 'soft' {label: share}" if nested
                       else f"columns '{SOFT_PREFIX}LABEL', one per label"),
            "labels": list(self.labels), "n_judgments": N_COLUMN, "method": self.method}
        if self.method is not None:
            doc |= {"posterior": ("object 'posterior' {label: probability}" if nested
                                  else f"columns '{POSTERIOR_PREFIX}LABEL', one per label"),
                    "entropy": ENTROPY_COLUMN, "entropy_unit": "bits", "seed": 0,
                    **(self.details or {})}
        return doc


def unique_names(wanted: Sequence[str], taken: Sequence[object]) -> list[str]:
    """Each name as it is, or ``adjudicator_NAME`` (then ``adjudicator_NAME_2``...) when
    taken (as ``tables.output_names`` does for the adjudication columns)."""
    used = {str(c) for c in taken}
    out = []
    for col in wanted:
        name, n = col, 1
        while name in used:
            n += 1
            name = f"adjudicator_{col}" if n == 2 else f"adjudicator_{col}_{n - 1}"
        used.add(name)
        out.append(name)
    return out


def _objects(labels: Sequence[str], values: Any) -> list[dict[str, float] | None]:
    """One {label: value} per row, None where the row has no values."""
    import numpy as np

    finite = np.isfinite(values).all(axis=1)
    return [{lab: float(v) for lab, v in zip(labels, row, strict=True)} if ok else None
            for row, ok in zip(values.tolist(), finite.tolist(), strict=True)]


def soft_columns(dataset: Dataset, state: AdjudicationState, option: SoftLabels,
                 path: str = "") -> SoftColumns:
    """The soft labels of the state's ratings (refusing multi-label data, and a model fit
    with fewer than three annotators)."""
    from adjudicator.core.crowd.soft import label_shares

    r = state.ratings
    if dataset.label_sets and any(len(s) > 1 for s in dataset.label_sets):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "soft labels need one label per item and "
                                                     "annotator"),
                         file=path or None, expected=QT_TRANSLATE_NOOP(
                             "Errors", "data with one label per cell"),
                         hint=MULTI_LABEL_HINT)
    labels = tuple(str(lab) for lab in r.labels)
    shares, judgments = label_shares(r.codes, len(labels))
    if option.method is None:
        return SoftColumns(labels, shares, judgments, None)
    if option.method != "majority" and len(r.annotators) < 3:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "{method} needs three or more annotators "
                                                     "(this file has {n})"),
                         file=path or None, args={"method": option.method,
                                                  "n": len(r.annotators)},
                         hint=FEW_ANNOTATORS_HINT)
    if not judgments.any():
        return SoftColumns(labels, shares, judgments, option.method, shares.copy(),
                           shares[:, 0].copy(), {})
    from adjudicator.core.crowd.suggest import suggest

    fit = suggest(r.codes, r.labels, r.annotators, r.items, option.method, resamples=0,
                  seed=option.seed)
    return SoftColumns(labels, shares, judgments, option.method, fit.posterior, fit.entropy,
                       dict(fit.details))
