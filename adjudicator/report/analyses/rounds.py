"""Rounds: the same project labelled again after a guideline revision; κ per round, the
change between consecutive rounds with its CI, and a flag for reused items.

Round r's κ is the core's Cohen's κ of its first annotator pair (FCE 1969 SE). The change
from round r-1 to r is Δ = κ_r - κ_{r-1} with the interval Δ ± z·SE, SE by the delta method
with the covariance of the items both rounds share (``core.stats.paired_change``): rounds on
the same items are paired, not independent samples, and √(SE_r² + SE_{r-1}²) would overstate
the SE (by 37 % in issue 31's simulation). Apart from that, agreement on items already seen
and discussed is inflated by memory and consensus training, a bias no interval covers: rounds
that reuse items are flagged with the number of reused and of already-adjudicated items.

A model's predictions beside the annotators (``--model``) are never among a round's
annotators: each round carries them apart, and a model present in two rounds or more gets its
κ against each human, the humans' majority and the final labels per round and the change with
its paired interval (``core.quality.model_rounds``).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.quality.model_rounds import (
    Codes,
    ModelAcrossRounds,
    ModelRound,
    majority_codes,
    model_across_rounds,
)
from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.quantiles import normal_quantile
from adjudicator.core.stats.paired_change import Influence, change_se, kappa_influence
from adjudicator.core.stats.pairs.pairwise import cohen_kappa

MODEL_ABSENT = QT_TRANSLATE_NOOP("Errors", "no column '{column}' of model predictions")
MODEL_OPTION = QT_TRANSLATE_NOOP("Errors", "Name it with --model")
MODEL_UNKNOWN = QT_TRANSLATE_NOOP("Errors", "model label '{label}' is not one of the humans' "
                                            "labels")
MODEL_HINT = QT_TRANSLATE_NOOP("Errors", "Declare every label with --labels")


@dataclass(frozen=True)
class Round:
    """One round's input: its name, ratings (the humans only), the items its log holds
    decisions for, each model's codes per item of the ratings (-1 where none) and the final
    labels' codes when the round has a decision log."""

    name: str
    ratings: Ratings
    discussed: frozenset[str] = frozenset()
    models: Mapping[str, Codes] = field(default_factory=dict)
    final: Codes | None = None


@dataclass(frozen=True)
class RoundStats:
    """κ of one round and what it shares with earlier ones."""

    name: str
    n_items: int
    kappa: Estimate
    reused: int  # items also in an earlier round
    reused_discussed: int  # of those, items adjudicated in an earlier round
    influence: Influence | None = None  # each paired item's term of κ (for the change's SE)


@dataclass(frozen=True)
class RoundChange:
    """κ_to - κ_from with its interval (paired over the items both rounds share)."""

    from_round: str
    to_round: str
    difference: float | None
    se: float | None
    ci: tuple[float, float] | None
    dependent: bool  # the later round reuses items: memory may inflate its agreement
    shared: int = 0  # items in both rounds' pairs, whose covariance the SE accounts for


@dataclass(frozen=True)
class RoundsSection:
    """Every round in order and the changes between consecutive ones."""

    rounds: list[RoundStats]
    changes: list[RoundChange]
    models: tuple[ModelAcrossRounds, ...] = ()  # the models in two rounds or more
    lone_models: tuple[tuple[str, str], ...] = ()  # (model, its only round)


def rounds_section(rounds: Sequence[Round], level: float = 0.95) -> RoundsSection:
    """κ per round (first pair), reuse flags, and consecutive changes."""
    stats: list[RoundStats] = []
    seen: set[str] = set()
    discussed: set[str] = set()
    for r in rounds:
        items = set(r.ratings.items)
        kappa = cohen_kappa(r.ratings.pair_table(0, 1), labels=list(r.ratings.labels))
        terms = kappa_influence(r.ratings.column(0), r.ratings.column(1), r.ratings.k,
                                r.ratings.items)
        stats.append(RoundStats(r.name, len(items), kappa, len(items & seen),
                                len(items & discussed), terms))
        seen |= items
        discussed |= set(r.discussed)
    z = normal_quantile(0.5 + level / 2)
    changes = [_change(a, b, z) for a, b in itertools.pairwise(stats)]
    models, lone = models_across(rounds, level)
    return RoundsSection(stats, changes, models, lone)


def models_across(rounds: Sequence[Round], level: float = 0.95
                  ) -> tuple[tuple[ModelAcrossRounds, ...], tuple[tuple[str, str], ...]]:
    """Each model in two rounds or more across the rounds it is in; the others with their
    only round."""
    names = list(dict.fromkeys(m for r in rounds for m in r.models))
    found, lone = [], []
    for name in names:
        present = [_model_round(r, name) for r in rounds if name in r.models]
        if len(present) < 2:
            lone.append((name, present[0].name))
            continue
        found.append(model_across_rounds(name, present, level))
    return tuple(found), tuple(lone)


def _model_round(r: Round, model: str) -> ModelRound:
    """The round as the model's change reads it: the model against each human, the humans'
    majority (three humans or more) and the final labels."""
    ratings = r.ratings
    humans = {a: ratings.column(j).astype(np.int64) for j, a in enumerate(ratings.annotators)}
    return ModelRound(r.name, tuple(ratings.items), tuple(ratings.labels), r.models[model],
                      humans, majority_codes(ratings.codes, ratings.k), r.final)


def _change(a: RoundStats, b: RoundStats, z: float) -> RoundChange:
    ka, kb = a.kappa, b.kappa
    found = (change_se(a.influence, b.influence)
             if a.influence is not None and b.influence is not None else None)
    if ka.value is None or kb.value is None or found is None:
        return RoundChange(a.name, b.name, None, None, None, b.reused > 0)
    diff = kb.value - ka.value
    se, shared = found
    ci = (diff - z * se, diff + z * se) if se > 1e-12 else None
    return RoundChange(a.name, b.name, diff, se if ci else None, ci, b.reused > 0, shared)


def round_from_file(name: str, data: str | Path, models: Sequence[str] = ()) -> Round:
    """An earlier round from its labels file, with the items its decision log (when one is
    beside it) adjudicated and its final labels; opened read-only, nothing is written.

    ``models`` are the columns of a model's predictions (``report --model`` and the columns
    the current project's import marked): taken out of the round's annotators when it read
    them as annotators, else read as columns of the file; a model the file does not have is
    not in that round. Final labels built with a model among the annotators (an older log
    that counted it) would carry the model's own labels, so that round has none."""
    from adjudicator.io import load_dataset
    from adjudicator.store.project import Project, default_log_path

    path = Path(data)
    if default_log_path(path).exists():
        with Project.open(path, read_only=True) as earlier:
            ds, state = earlier.dataset, earlier.state
            ratings, codes = _models_of(ds, state.ratings, models, str(path))
            final = state.final_codes.astype(np.int64) if ratings is state.ratings else None
            return Round(name, ratings, frozenset(state.decided_items()), codes, final)
    ds = load_dataset(path)
    ratings, codes = _models_of(ds, ds.ratings, models, str(path))
    return Round(name, ratings, models=codes)


def _models_of(ds: Any, ratings: Ratings, models: Sequence[str], path: str
               ) -> tuple[Ratings, dict[str, Codes]]:
    """The ratings without the model columns, and the codes of each model the file has."""
    from adjudicator.io.gold import column_codes
    from adjudicator.io.marked import split_models

    humans, codes = split_models(ratings, models)
    columns = {str(c) for c in ds.frame.columns} if models else set()
    for name in models:
        if name in codes:
            continue
        if name in ds.model_codes:
            codes[name] = np.asarray(ds.model_codes[name], dtype=np.int64)
        elif name in columns:
            codes[name] = column_codes(
                ds, name, path, absent=MODEL_ABSENT, name_it=MODEL_OPTION,
                unknown=MODEL_UNKNOWN, hint=MODEL_HINT)
    return humans, {m: codes[m] for m in models if m in codes}
