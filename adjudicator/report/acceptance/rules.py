"""Acceptance rules: what a batch must reach, fixed before the results are seen.

A rule set is a small mapping (JSON or TOML file, ``--set KEY=VALUE`` on the command line, or
the rules dialog) with these keys, every one optional:

- ``min_paired_n``: the fewest items both annotators of every pair labelled;
- ``coefficient`` (default ``cohen_kappa``), ``min_value``: its value must be at least this;
- ``min_ci_low``: the lower bound of its confidence interval must be at least this;
- ``key_classes``, ``class_measure`` (``kappa`` or ``recall``), ``min_class``: per-class κ of
  every pair (or every annotator's recall against the final labels) for each key class;
- ``max_unresolved_share``: items without a final label, as a share of all items;
- ``max_unreviewed_share``: disagreements without a decision, as a share of disagreements;
- ``icc_form`` (default ``ICC(2,1)``, two-way random absolute agreement of one annotator's
  score; McGraw & Wong's names such as ``ICC(A,1)`` are read as the same form), ``min_icc``:
  that ICC over all annotators must be at least this (scores only: numbers at interval or
  ratio level);
- ``max_mae``: the mean absolute difference of every annotator pair's scores, in the scores'
  unit, must be at most this;
- ``gold_scope`` (``annotator``, the default, or ``batch``), ``min_gold_accuracy``,
  ``min_gold_n``: against the gold items (known answers), each annotator's accuracy must be at
  least ``min_gold_accuracy`` and each must have labelled at least ``min_gold_n`` gold items;
  with ``batch``, the accuracy pooled over every annotator's gold judgments and the number of
  gold items in the batch. Without gold items these rules are not checkable, never a pass.

The rules are stored as a ``rules`` event in the decision log (time, author, and whether
results had already been seen); ``evaluate`` lives in ``report.verdict``.
"""

from __future__ import annotations

import json
import math
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.scores.icc import FORMS
from adjudicator.io.regular import read_regular

MAX_RULES_BYTES = 1 << 20
CLASS_MEASURES = ("kappa", "recall")
GOLD_SCOPES = ("annotator", "batch")
_COUNTS = ("min_paired_n", "min_gold_n")
_FLOATS = ("min_value", "min_ci_low", "min_class", "max_unresolved_share",
           "max_unreviewed_share", "min_icc", "max_mae", "min_gold_accuracy")
_SHARES = ("max_unresolved_share", "max_unreviewed_share", "min_gold_accuracy")


@dataclass(frozen=True)
class AcceptanceRules:
    """The thresholds a batch must meet; None means the rule is not used."""

    min_paired_n: int | None = None
    coefficient: str = "cohen_kappa"
    min_value: float | None = None
    min_ci_low: float | None = None
    key_classes: tuple[str, ...] = field(default_factory=tuple)
    class_measure: str = "kappa"
    min_class: float | None = None
    max_unresolved_share: float | None = None
    max_unreviewed_share: float | None = None
    icc_form: str = "ICC(2,1)"
    min_icc: float | None = None
    max_mae: float | None = None
    gold_scope: str = "annotator"
    min_gold_accuracy: float | None = None
    min_gold_n: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values, leaving out rules that are not used (and the gold scope when no
        gold rule is set, so rules without gold read as they did before gold rules)."""
        out = asdict(self)
        out["key_classes"] = list(self.key_classes)
        if self.min_gold_accuracy is None and self.min_gold_n is None:
            del out["gold_scope"]
        return {k: v for k, v in out.items() if v is not None and v != []}

    @property
    def empty(self) -> bool:
        """True when no threshold is set."""
        return all(getattr(self, k) is None for k in (*_COUNTS, *_FLOATS))


def rules_from_dict(d: Mapping[str, Any], *, source: str = "rules") -> AcceptanceRules:
    """Checked rules from a mapping; an unknown key or a bad value is an InputError."""
    known = set(AcceptanceRules.__dataclass_fields__)
    unknown = sorted(set(d) - known)
    if unknown:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown acceptance rule {rule}"), file=source,
                         args={"rule": repr(unknown[0])},
                         expected=", ".join(sorted(known)))
    values: dict[str, Any] = {}
    for key, raw in d.items():
        values[key] = _value(key, raw, source)
    if "icc_form" in values and values["icc_form"] is not None:
        values["icc_form"] = _icc_form(values["icc_form"], source)
    rules = AcceptanceRules(**values)
    if rules.class_measure not in CLASS_MEASURES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "class_measure {given}"), file=source,
                         expected=QT_TRANSLATE_NOOP("Errors", "kappa or recall"),
                         args={"given": repr(rules.class_measure)})
    if rules.gold_scope not in GOLD_SCOPES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "gold_scope {given}"), file=source,
                         expected=QT_TRANSLATE_NOOP("Errors", "annotator or batch"),
                         args={"given": repr(rules.gold_scope)})
    if rules.min_class is not None and not rules.key_classes:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "min_class needs key_classes"), file=source,
                         expected=QT_TRANSLATE_NOOP(
                             "Errors", "key_classes = the classes the rule is about"))
    return rules


def _value(key: str, raw: Any, source: str) -> Any:
    """One rule's value in its type, range-checked."""
    if raw is None:
        return None
    try:
        if key in _COUNTS:
            n = int(raw)
            if n < 0 or float(raw) != n:
                raise ValueError
            return n
        if key in _FLOATS:
            x = float(raw)
            lo, hi = ((0.0, 1.0) if key in _SHARES else (0.0, math.inf) if key == "max_mae"
                      else (-1.0, 1.0))
            if not lo <= x <= hi:
                raise ValueError
            return x
        if key == "key_classes":
            items = raw.split(",") if isinstance(raw, str) else list(raw)
            return tuple(str(c).strip() for c in items if str(c).strip())
        return str(raw).strip()
    except (TypeError, ValueError):
        expected = (QT_TRANSLATE_NOOP("Errors", "a whole number from 0")
                    if key in _COUNTS else
                    QT_TRANSLATE_NOOP("Errors", "a share from 0 to 1") if key in _SHARES else
                    QT_TRANSLATE_NOOP("Errors", "a number from 0, in the scores' unit")
                    if key == "max_mae" else
                    QT_TRANSLATE_NOOP("Errors", "a number from -1 to 1") if key in _FLOATS
                    else QT_TRANSLATE_NOOP("Errors", "text"))
        raise InputError(QT_TRANSLATE_NOOP("Errors", "rule {key} = {value} is not valid"),
                         file=source,
                         expected=expected, args={"key": key, "value": repr(raw)}) from None


def _icc_form(raw: str, source: str) -> str:
    """An ICC form as Shrout & Fleiss key it (``ICC(2,1)``); McGraw & Wong's name of the same
    form (``ICC(A,1)``) is accepted, spaces and case aside."""
    given = raw.replace(" ", "").upper().replace("K)", "k)")
    for key, (name, _, _) in FORMS.items():
        if given in (key.upper().replace("K)", "k)"), name.upper().replace("K)", "k)")):
            return key
    raise InputError(QT_TRANSLATE_NOOP("Errors", "rule icc_form = {value} is not an ICC form"),
                     file=source, args={"value": repr(raw)},
                     expected=", ".join(f"{k} / {n}" for k, (n, _, _) in FORMS.items()))


def parse_assignments(pairs: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` strings (``--set``) as a mapping; ``KEY=`` clears a rule."""
    out: dict[str, Any] = {}
    for text in pairs:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise InputError(QT_TRANSLATE_NOOP("Errors", "--set {given}"),
                             args={"given": repr(text)}, expected=QT_TRANSLATE_NOOP(
                                 "Errors", "KEY=VALUE, e.g. min_value=0.7"))
        out[key.strip()] = value.strip() or None
    return out


def read_rules_file(path: str | Path) -> AcceptanceRules:
    """Rules from a JSON or TOML file (by suffix; TOML unless it ends in .json)."""
    p = Path(path)
    try:
        data = read_regular(p, MAX_RULES_BYTES + 1)
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the file ({why})"),
                         args={"why": exc.strerror or exc}, file=str(p)) from None
    if len(data) > MAX_RULES_BYTES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the rules file is too large"), file=str(p),
                         expected=QT_TRANSLATE_NOOP("Errors", "under 1 MB"))
    try:
        text = data.decode("utf-8-sig")
        parsed = json.loads(text) if p.suffix.lower() == ".json" else tomllib.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError, tomllib.TOMLDecodeError) as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the rules: {reason}"),
                         file=str(p),
                         expected=QT_TRANSLATE_NOOP("Errors", "UTF-8 JSON (.json) or TOML"),
                         args={"reason": str(exc)}) from None
    if not isinstance(parsed, dict):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the rules file must hold one object"),
                         file=str(p))
    body = parsed.get("rules", parsed)
    if not isinstance(body, dict):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "'rules' must be a table of rules"),
                         file=str(p))
    return rules_from_dict(body, source=str(p))


def merged(base: AcceptanceRules | None, changes: Mapping[str, Any]) -> AcceptanceRules:
    """``base`` with ``changes`` applied (a None value clears a rule)."""
    d: dict[str, Any] = base.to_dict() if base else {}
    d.update(changes)
    return rules_from_dict({k: v for k, v in d.items() if v is not None}, source="--set")
