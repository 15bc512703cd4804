"""Compute what a reference case expects: its metric, its fields, and other metrics it names.

Two-rater shapes (confusion matrix, pairs, keyed by id) go through the table statistics;
units x raters and the Fleiss layout through the many-rater ones. Each expected key is looked
up as: another metric's name (its value), a weighting scheme's name (the metric under those
weights), ``fleiss`` / ``randolph``, a count of the data (``n_paired``), or a field of the
metric's Estimate (value, se, ci_low, ci_high, po/pa, pe, se0, z, P_bar, p_j, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.weights import SCHEMES
from adjudicator.core.stats.many_raters import krippendorff, multirater
from adjudicator.core.stats.many_raters.krippendorff import AlphaSeMethod
from adjudicator.core.stats.pairs import pairwise
from adjudicator.selftest.data import CaseData, CaseError
from adjudicator.selftest.params import Setting

TWO_RATER: dict[str, Callable[..., Estimate]] = {
    "percent_agreement": pairwise.percent_agreement,
    "cohen_kappa": pairwise.cohen_kappa,
    "cohen_kappa_weighted": pairwise.cohen_kappa,
    "scott_pi": pairwise.scott_pi,
    "gwet_ac1": pairwise.gwet_ac,
    "gwet_ac2": pairwise.gwet_ac,
    "brennan_prediger": pairwise.brennan_prediger,
    "pabak": pairwise.pabak,
}
MANY_RATER: dict[str, Callable[..., Estimate]] = {
    "percent_agreement": multirater.percent_agreement_from_counts,
    "fleiss_kappa": multirater.fleiss_kappa,
    "gwet_ac1": multirater.gwet_ac_from_counts,
    "gwet_ac2": multirater.gwet_ac_from_counts,
    "brennan_prediger": multirater.brennan_prediger_from_counts,
}
#: metrics with a single Estimate, whose names may also appear as expected keys
ESTIMATES = (*TWO_RATER, "fleiss_kappa", "conger_kappa", "krippendorff_alpha")
SPECIAL = ("per_class_kappa", "specific_agreement", "kappa_bootstrap_ci")
METRICS = (*ESTIMATES, *SPECIAL)
ALIASES = {"pa": "po", "po": "pa", "P_bar": "pa", "Pe_bar": "pe"}


@dataclass(frozen=True)
class Computed:
    """One computed field: a number (or list), or None with the reason it is undefined."""

    value: Any
    reason: str | None = None


def estimate(metric: str, data: CaseData, s: Setting) -> Estimate:
    """The Estimate of one single-valued metric on the case's data under setting ``s``."""
    labels = [str(c) for c in data.categories]
    if metric == "krippendorff_alpha":
        return _alpha(data, s, labels)
    if metric == "conger_kappa":
        return multirater.conger_kappa(data.as_codes(), data.k, weights=s.weights,
                                       conventions=s.conventions, labels=labels)
    if data.kind == "table" and metric in TWO_RATER:
        return TWO_RATER[metric](data.table, weights=s.weights, conventions=s.conventions,
                                 labels=labels)
    if metric in MANY_RATER:
        return MANY_RATER[metric](data.unit_counts(), weights=s.weights,
                                  conventions=s.conventions, labels=labels)
    raise CaseError(QT_TRANSLATE_NOOP(
        "Errors", "metric {metric} needs two raters' table; the data are {kind}"),
                    metric=repr(metric), kind=data.kind)


def _alpha(data: CaseData, s: Setting, labels: list[str]) -> Estimate:
    """Krippendorff's alpha from whichever shape the data have."""
    kw: dict[str, Any] = {"level": s.level, "values": s.values, "weights": s.weights,
                          "conventions": s.conventions, "labels": labels}
    if data.kind == "table":
        table_method: AlphaSeMethod = "table" if s.se_method == "table" else "raw"
        return krippendorff.krippendorff_alpha_from_table(_table(data), se_method=table_method,
                                                          **kw)
    method: AlphaSeMethod = "distribution" if s.se_method == "distribution" else "raw"
    df_units: krippendorff.DfUnits = "pairable" if s.df_units == "pairable" else "rated"
    return krippendorff.krippendorff_alpha_from_counts(data.unit_counts(), se_method=method,
                                                       df_units=df_units, **kw)


def fields(est: Estimate) -> dict[str, Computed]:
    """Every field of an Estimate under its own and the sources' names (pa = po, P_bar = pa)."""
    flat = est.to_dict()
    flat["value"] = est.value
    out = {key: Computed(val, est.reason) for key, val in flat.items()}
    for alias, source in ALIASES.items():
        if alias not in out and source in out:
            out[alias] = out[source]
    return out


def compute(
    metric: str, keys: list[str], data: CaseData, s: Setting, params: Mapping[str, Any]
) -> dict[str, Computed]:
    """The computed value of every expected key of a case (CaseError if one is unknown)."""
    if metric not in METRICS:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "unknown metric {metric}; known: {known}"), metric=repr(metric),
                        known=", ".join(METRICS))
    if metric in SPECIAL:
        return _special(metric, data, s, params)
    own = fields(estimate(metric, data, s))
    out = {}
    for key in keys:
        out[key] = _field(key, metric, own, data, s)
    return out


def _field(key: str, metric: str, own: dict[str, Computed], data: CaseData, s: Setting) -> Computed:
    """One expected key: a data count, another metric, a weighting scheme or an own field."""
    if key in data.extras:
        return Computed(data.extras[key])
    if key in ESTIMATES and key != metric:
        other = estimate(key, data, replace(s, weights=None, scheme="identity"))
        return Computed(other.value, other.reason)
    if key in SCHEMES:
        other = estimate(metric, data, s.with_scheme(key, data.k))
        return Computed(other.value, other.reason)
    if key in ("fleiss", "randolph"):
        name = "fleiss_kappa" if key == "fleiss" else "brennan_prediger"
        other = estimate(name, replace(data, kind="counts"), s)
        return Computed(other.value, other.reason)
    if key in own:
        return own[key]
    if key == metric:
        return own["value"]
    raise CaseError(QT_TRANSLATE_NOOP(
        "Errors", "no field {key} is computed for {metric}; known: {known}"),
                    key=repr(key), metric=metric, known=", ".join(sorted(own)))


def _special(
    metric: str, data: CaseData, s: Setting, params: Mapping[str, Any]
) -> dict[str, Computed]:
    """Per-class kappas, specific agreement and the bootstrap interval (keyed results)."""
    from adjudicator.core.stats.pairs import bootstrap, class_agreement

    labels = [str(c) for c in data.categories]
    if metric == "kappa_bootstrap_ci":
        boot = bootstrap.bootstrap_ci(_table(data), "cohen_kappa", weights=s.weights,
                                      resamples=int(params.get("resamples", 2000)),
                                      seed=int(params.get("seed", 0)))
        return {"ci_low": Computed(boot.low, boot.reason),
                "ci_high": Computed(boot.high, boot.reason)}
    if metric == "specific_agreement":
        pos = params.get("positive", data.categories[0])
        if pos not in data.categories:
            raise CaseError(QT_TRANSLATE_NOOP(
                "Errors", "params.positive {given} is not one of the categories"),
                            given=repr(pos))
        found = class_agreement.specific_agreement(_table(data), labels=labels)
        by = {_category(e): e for e in _estimates(found)}
        neg = [c for c in labels if c != str(pos)]
        if len(neg) != 1:
            raise CaseError(QT_TRANSLATE_NOOP("Errors",
                "specific agreement positive/negative needs exactly two categories"))
        return {"positive": _value(by[str(pos)]), "negative": _value(by[neg[0]])}
    if data.kind == "table":
        found = class_agreement.per_class_kappa(_table(data), labels=labels)
    else:
        found = multirater.fleiss_category_kappas(data.unit_counts(), labels=labels)
    return {_category(e): _value(e) for e in _estimates(found)}


def _table(data: CaseData) -> Any:
    """The two-rater table of the case (CaseError for many-rater data)."""
    if data.table is None:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "this metric needs two raters' confusion matrix"))
    return data.table


def _estimates(found: Any) -> list[Estimate]:
    """Per-category results as a list, whether returned as a list or a mapping."""
    return list(found.values()) if isinstance(found, Mapping) else list(found)


def _category(est: Estimate) -> str:
    """The category an per-category Estimate is about."""
    for key in ("category", "label", "class"):
        if key in est.extras:
            return str(est.extras[key])
    raise CaseError(QT_TRANSLATE_NOOP(
        "Errors", "per-category result {metric} does not name its category"),
                    metric=est.metric)


def _value(est: Estimate) -> Computed:
    """An Estimate's value with its reason."""
    return Computed(est.value, est.reason)
