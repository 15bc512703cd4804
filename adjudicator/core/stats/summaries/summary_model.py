"""The agreement report: one block per annotator pair, one many-rater block, and its JSON.

``AgreementReport.to_dict()`` is the JSON that ``adjudicator agree --format json`` prints and
``adjudicator.agree(...).to_dict()`` returns. Coefficients are keyed by the metric names of the
reference vectors (``percent_agreement``, ``cohen_kappa``, ...); every one is an
``Estimate.to_dict()`` (value, se, ci_low, ci_high, n, convention, reason, extras).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.disagreement import disagreement_pairs
from adjudicator.core.tables import Table

if TYPE_CHECKING:
    from adjudicator.core.scores.summary import ScoreSummary
    from adjudicator.core.stats.pairs.crowd_pairs import OmittedPairs
    from adjudicator.core.stats.summaries.summary_multilabel import MultiLabelSummary
FORMAT = "adjudicator.agreement/1"


@dataclass(frozen=True)
class PairSummary:
    """Agreement of two annotators on the items both labelled."""

    annotators: tuple[str, str]
    n_items: int
    missing: tuple[int, int]
    unpaired: int
    labels: tuple[str, ...]
    table: Table
    coefficients: dict[str, Estimate]
    per_class_kappa: dict[str, Estimate] = field(default_factory=dict)
    specific_agreement: dict[str, Estimate] = field(default_factory=dict)
    disagreements: list[dict[str, Any]] = field(default_factory=list)

    @property
    def n(self) -> int:
        """Items both annotators labelled (the table's total)."""
        return int(self.table.sum())

    @property
    def coverage(self) -> float | None:
        """Share of all items that both annotators labelled."""
        return self.n / self.n_items if self.n_items else None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping: counts, the matrix, every coefficient, the disagreement profile
        (by direction) and the disagreement pairs (unordered, ranked)."""
        a, b = self.annotators
        out: dict[str, Any] = {
            "annotators": [a, b],
            "n": self.n,
            "n_items": self.n_items,
            "missing": {a: self.missing[0], b: self.missing[1]},
            "n_unpaired": self.unpaired,
            "coverage": self.coverage,
            "labels": list(self.labels),
            "confusion_matrix": self.table.tolist(),
        }
        out.update({name: est.to_dict() for name, est in self.coefficients.items()})
        out["per_class_kappa"] = {c: e.to_dict() for c, e in self.per_class_kappa.items()}
        out["specific_agreement"] = {c: e.to_dict() for c, e in self.specific_agreement.items()}
        out["disagreement_profile"] = [jsonable(row) for row in self.disagreements]
        out["disagreement_pairs"] = self.disagreement_pairs()
        return out

    def disagreement_pairs(self) -> list[dict[str, Any]]:
        """The class pairs disagreed on, either way round, ranked (the ranking the text, the
        report and the window show; the profile above keeps each direction)."""
        if not self.n:
            return []
        return [cell.to_dict() for cell in disagreement_pairs(self.table, self.labels)]


@dataclass(frozen=True)
class OverallSummary:
    """Many-rater coefficients over all annotators, and the matrix of pairwise kappas."""

    annotators: tuple[str, ...]
    n_items: int
    coefficients: dict[str, Estimate]
    pairwise_kappa: list[list[float | None]]
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping of the many-rater block."""
        out: dict[str, Any] = {"n_annotators": len(self.annotators), "n_items": self.n_items}
        out.update({name: est.to_dict() for name, est in self.coefficients.items()})
        out["pairwise_kappa"] = {"annotators": list(self.annotators),
                                 "matrix": jsonable(self.pairwise_kappa)}
        if self.note:
            out["note"] = self.note
        return out


@dataclass(frozen=True)
class AgreementReport:
    """Everything ``agree`` computed, with the options and conventions that produced it."""

    annotators: tuple[str, ...]
    labels: tuple[str, ...]
    n_items: int
    options: dict[str, Any]
    conventions: str
    pairs: list[PairSummary]
    overall: OverallSummary | None
    multilabel: MultiLabelSummary | None = None  # only when the categories are label sets
    scores: ScoreSummary | None = None  # only when the labels are numbers at interval/ratio
    crowd: OmittedPairs | None = None  # only for a crowd: the pairs not listed, counted

    def pair(self, a: str, b: str) -> PairSummary:
        """The summary of annotators a and b (in either order as stored)."""
        for p in self.pairs:
            if set(p.annotators) == {a, b}:
                return p
        raise KeyError(f"no pair {a!r} / {b!r}")

    def to_dict(self) -> dict[str, Any]:
        """The JSON of ``adjudicator agree --format json`` ("multilabel" only for label sets,
        the score keys only for scores)."""
        out = {
            "format": FORMAT,
            "annotators": list(self.annotators),
            "labels": list(self.labels),
            "n_items": self.n_items,
            "options": jsonable(self.options),
            "conventions": self.conventions,
            "pairs": [p.to_dict() for p in self.pairs],
            "overall": self.overall.to_dict() if self.overall else None,
        }
        if self.multilabel is not None:
            out["multilabel"] = self.multilabel.to_dict()
        if self.scores is not None:
            _add_scores(out, self.scores)
        if self.crowd is not None:
            out["crowd"] = self.crowd.to_dict()
        return out


def _add_scores(out: dict[str, Any], scores: ScoreSummary) -> None:
    """The score block in the report's JSON: ``overall.icc`` (one estimate per form), each
    pair's ``lin_ccc``, ``bland_altman``, ``mae`` and ``rmse``, and ``scores`` with the
    counts and the words on missing scores."""
    block = scores.to_dict()
    if out["overall"] is not None:
        out["overall"]["icc"] = block["icc"]
    for pair in out["pairs"]:
        pair.update(scores.pair(*pair["annotators"]).to_dict())
    out["scores"] = {k: block[k] for k in ("n_items", "n_complete", "missing")}


#: types ``jsonable`` returns as they are (bool is a subclass of int, but its own type here)
_PLAIN: frozenset[type] = frozenset({str, int, bool, type(None)})


def jsonable(x: Any) -> Any:
    """Plain JSON values from estimates, dataclasses, numpy arrays and scalars (NaN -> None).

    Plain values and dicts are tested first by exact type: a report of many pairs holds
    millions of them, and the generic checks below cost far more than the values."""
    kind = type(x)
    if kind in _PLAIN:
        return x
    if kind is float:
        return x if math.isfinite(x) else None
    if kind is dict:  # a plain value is its own JSON: no call for it
        return {str(k): v if type(v) in _PLAIN else jsonable(v) for k, v in x.items()}
    if kind is list:
        return [v if type(v) in _PLAIN else jsonable(v) for v in x]
    if isinstance(x, Estimate):
        return x.to_dict()
    if is_dataclass(x) and not isinstance(x, type):
        return {f.name: jsonable(getattr(x, f.name)) for f in fields(x)}
    if isinstance(x, np.ndarray):
        return jsonable(x.tolist())
    if isinstance(x, np.generic):
        return jsonable(x.item())
    if isinstance(x, float):
        return x if math.isfinite(x) else None
    if isinstance(x, Mapping):
        return {str(k): jsonable(v) for k, v in x.items()}
    if isinstance(x, Sequence) and not isinstance(x, str | bytes):
        return [jsonable(v) for v in x]
    return x
