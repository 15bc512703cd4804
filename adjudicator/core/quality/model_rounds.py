"""A model's κ across rounds: per round its Cohen's κ against each human, the humans' majority
and the final labels, and the change between consecutive rounds with a paired interval.

In round r the model's codes ``m`` and a reference's codes ``h`` (one human; the humans'
strict majority; the round's final labels) give the table of the items both labelled and

    κ_r = (p_o − p_e) / (1 − p_e)                        (Cohen 1960)

with the Fleiss–Cohen–Everitt (1969) SE and z interval (``cohen_kappa``). Between two
consecutive rounds A → B in which the model is present, Δ = κ_B − κ_A and

    Var(Δ) = Σ_A L_Ai² / n_A² + Σ_B L_Bi² / n_B² − 2 Σ_{i shared} L_Ai L_Bi / (n_A n_B),

L the per-item influence terms of κ (``core.stats.paired_change``, the delta method with the
covariance of the items both rounds hold): an item labelled in both rounds moves both κ, so
the rounds are paired, not independent. With no shared item the last term is 0 and the
interval is that of two independent samples (``shared == 0``, said). The interval is
Δ ± z·SE.

The change is not estimable, with the reason, when the reference is absent from one round,
when κ is undefined in one (p_e = 1), when the model or the reference gave one label only in
one round (κ = 0 by construction and its SE 0: it does not measure agreement), or when a round
has fewer than two items the model and the reference both labelled.

References
----------
- Cohen, J. (1960). Educational and Psychological Measurement 20: 37-46.
- Fleiss, J. L., Cohen, J. & Everitt, B. S. (1969). Psychological Bulletin 72: 323-327.
- Agresti, A. (2013). Categorical Data Analysis, 3rd ed., §16.1 (the delta method). Wiley.

Examples
--------
The model agrees with the human on one more of the same six items in the second round:

>>> import numpy as np
>>> h = np.array([0, 0, 1, 1, 0, 1])
>>> one = ModelRound("r1", ("a", "b", "c", "d", "e", "f"), ("no", "yes"),
...                  np.array([0, 1, 1, 0, 0, 1]), {"ann": h})
>>> two = ModelRound("r2", one.items, one.labels, np.array([0, 0, 1, 0, 0, 1]), {"ann": h})
>>> change = model_across_rounds("llm", [one, two]).tracks[0].changes[0]
>>> round(change.difference, 4), change.shared
(0.3333, 6)
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.quantiles import normal_quantile
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.paired_change import Influence, change_se, kappa_influence
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.tables import confusion_matrix

Codes = npt.NDArray[np.int64]
Kind = Literal["human", "majority", "final"]

ABSENT = QT_TRANSLATE_NOOP("Reasons", "{reference} did not take part in round {round}")
NO_MAJORITY = QT_TRANSLATE_NOOP("Reasons", "round {round} has fewer than three humans: no "
                                           "majority")
NO_FINAL = QT_TRANSLATE_NOOP("Reasons", "round {round} has no final labels (no decision log)")
UNDEFINED = QT_TRANSLATE_NOOP("Reasons", "κ is undefined in round {round}: {why}")
ONE_LABEL = QT_TRANSLATE_NOOP(
    "Reasons", "{who} gave one label only ({label}) in round {round}: κ is 0 by construction "
               "there and does not measure agreement")
FEW_ITEMS = QT_TRANSLATE_NOOP(
    "Reasons", "fewer than 2 items labelled by both the model and the reference in round "
               "{round}")
ZERO_CHANGE_SE = QT_TRANSLATE_NOOP(
    "Reasons", "not estimable: the variance of the change is 0 at these data, which does not "
               "mean the change is certain")
THE_MODEL = QT_TRANSLATE_NOOP("Reasons", "the model")
MAJORITY = QT_TRANSLATE_NOOP("Reasons", "the humans' majority")
FINAL = QT_TRANSLATE_NOOP("Reasons", "the final labels")


@dataclass(frozen=True)
class ModelRound:
    """One round as the model's change needs it: the model's codes and each reference's, one
    per item (-1 where none), in the round's own labels."""

    name: str
    items: tuple[str, ...]
    labels: tuple[str, ...]
    model: Codes
    humans: Mapping[str, Codes]
    majority: Codes | None = None  # the humans' strict majority (``majority_codes``)
    final: Codes | None = None  # the round's final labels, when it has a decision log


@dataclass(frozen=True)
class KappaChange:
    """κ_to − κ_from of one reference with its paired interval, or the reason it has none."""

    from_round: str
    to_round: str
    difference: float | None
    se: float | None
    ci: tuple[float, float] | None
    shared: int = 0  # items the model and the reference labelled in both rounds
    reason: str | None = None


@dataclass(frozen=True)
class Track:
    """The model against one reference: κ in each of the model's rounds, and the changes."""

    kind: Kind
    reference: str  # the human's name; "majority" or "final" for those kinds
    kappas: tuple[tuple[str, Estimate], ...]  # (round, κ); undefined where the reference is absent
    changes: tuple[KappaChange, ...]


@dataclass(frozen=True)
class ModelAcrossRounds:
    """One model: the rounds it is in (in order) and one track per reference."""

    model: str
    rounds: tuple[str, ...]
    tracks: tuple[Track, ...] = field(default=())


def majority_codes(humans: npt.ArrayLike, k: int) -> Codes | None:
    """Each item's strict-majority label of the humans who labelled it (more than half of
    them, at least two), -1 where there is none; None with fewer than three humans, where a
    majority is only their agreement."""
    h = np.asarray(humans, dtype=np.int64)
    if h.ndim != 2 or h.shape[1] < 3:
        return None
    counts = np.zeros((h.shape[0], k), dtype=np.int64)
    for j in range(h.shape[1]):
        rated = h[:, j] >= 0
        np.add.at(counts, (np.flatnonzero(rated), h[rated, j]), 1)
    raters, top = counts.sum(axis=1), counts.argmax(axis=1)
    best = counts[np.arange(h.shape[0]), top]
    return np.where((raters >= 2) & (2 * best > raters), top, -1).astype(np.int64)


def model_across_rounds(model: str, rounds: Sequence[ModelRound],
                        level: float = 0.95) -> ModelAcrossRounds:
    """The model's κ per round against every reference met in any round, and the change
    between consecutive rounds (module doc); ``rounds`` are the rounds the model is in."""
    z = normal_quantile(0.5 + level / 2)
    humans = list(dict.fromkeys(h for r in rounds for h in r.humans))
    refs: list[tuple[Kind, str]] = [("human", h) for h in humans]
    refs += [(kind, kind) for kind in ("majority", "final")
             if any(getattr(r, kind) is not None for r in rounds)]
    tracks = tuple(_track(kind, name, rounds, z) for kind, name in refs)
    return ModelAcrossRounds(model, tuple(r.name for r in rounds), tracks)


def _reference(r: ModelRound, kind: Kind, name: str) -> Codes | None:
    if kind == "human":
        return r.humans.get(name)
    return r.majority if kind == "majority" else r.final


def _words(kind: Kind, name: str) -> str:
    return name if kind == "human" else Reason(MAJORITY if kind == "majority" else FINAL)


@dataclass(frozen=True)
class _InRound:
    """One round's κ of the model against the reference and what the change needs."""

    name: str
    kappa: Estimate
    influence: Influence | None
    why_not: str | None  # why this round cannot take part in a change


def _in_round(r: ModelRound, kind: Kind, name: str) -> _InRound:
    ref = _reference(r, kind, name)
    if ref is None:
        why = (Reason(ABSENT, reference=name, round=r.name) if kind == "human" else
               Reason(NO_MAJORITY if kind == "majority" else NO_FINAL, round=r.name))
        return _InRound(r.name, Estimate("cohen_kappa", None, reason=why), None, why)
    m, h = np.asarray(r.model, dtype=np.int64), np.asarray(ref, dtype=np.int64)
    kappa = cohen_kappa(confusion_matrix(m, h, len(r.labels)), labels=list(r.labels))
    both = (m >= 0) & (h >= 0)
    if kappa.value is None:
        return _InRound(r.name, kappa, None,
                        Reason(UNDEFINED, round=r.name, why=kappa.reason or ""))
    if int(both.sum()) < 2:
        return _InRound(r.name, kappa, None, Reason(FEW_ITEMS, round=r.name))
    for who, codes in ((Reason(THE_MODEL), m), (_words(kind, name), h)):
        used = np.unique(codes[both])
        if used.size == 1:
            return _InRound(r.name, kappa, None, Reason(
                ONE_LABEL, who=who, label=r.labels[int(used[0])], round=r.name))
    return _InRound(r.name, kappa, kappa_influence(m, h, len(r.labels), r.items), None)


def _track(kind: Kind, name: str, rounds: Sequence[ModelRound], z: float) -> Track:
    found = [_in_round(r, kind, name) for r in rounds]
    changes = tuple(_change(a, b, z) for a, b in itertools.pairwise(found))
    return Track(kind, name, tuple((f.name, f.kappa) for f in found), changes)


def _change(a: _InRound, b: _InRound, z: float) -> KappaChange:
    why = a.why_not or b.why_not
    if why is not None or a.influence is None or b.influence is None:
        return KappaChange(a.name, b.name, None, None, None, reason=why)
    diff = b.influence.value - a.influence.value
    found = change_se(a.influence, b.influence)
    if found is None:  # cannot happen after the checks above; said rather than guessed
        return KappaChange(a.name, b.name, diff, None, None, reason=Reason(FEW_ITEMS,
                                                                           round=b.name))
    se, shared = found
    if not math.isfinite(se) or se <= 1e-12:
        return KappaChange(a.name, b.name, diff, None, None, shared, Reason(ZERO_CHANGE_SE))
    return KappaChange(a.name, b.name, diff, se, (diff - z * se, diff + z * se), shared)
