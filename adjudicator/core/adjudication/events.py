"""The events of the adjudication log as plain values, each with a JSON-ready dict form.

Every event carries the same envelope (sequence number, UTC time, author, app version, guideline
version) and one payload: a decision, a revert, a note, a guideline change, a batch of decisions
that stand or fall together, a named version (tag), the acceptance rules (rules), the record
that agreement results were shown to the lead (viewed), the scale the labels are compared on
with their order (scale) or the report's fields (report_fields: project, batch, sign-off...).
Logs written before the last four existed hold none of them and open as before.

Events are values: nothing mutates one after it is made. They are plain (not frozen)
dataclasses only because frozen ones take four times as long to build, and a log of 10^5
decisions must open in well under a second.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


@dataclass(slots=True)
class Decision:
    """One final label for one item, with the lead's reasons."""

    item: str
    label: str
    rationale: str = ""
    source: str | None = None  # whose label was taken: "A", "B", "other" or an annotator
    confidence: float | None = None  # the lead's confidence in [0, 1]
    error_category: str | None = None
    guideline_update: bool = False  # this decision prompted a guideline change
    blind: bool = False  # made with the annotators' names hidden (blind mode)
    # scores only (labels that are numbers): the final value and how the lead chose it,
    # "typed", "mean" or "median" (VALUE_FROM); the label is then the value's own text
    value: float | None = None
    value_from: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The decision's fields; optional ones only when set, so lines stay short."""
        out: dict[str, Any] = {"item": self.item, "label": self.label, "rationale": self.rationale}
        if self.source is not None:
            out["source"] = self.source
        if self.confidence is not None:
            out["confidence"] = self.confidence
        if self.error_category is not None:
            out["error_category"] = self.error_category
        if self.guideline_update:
            out["guideline_update"] = True
        if self.blind:
            out["blind"] = True
        if self.value is not None:
            out["value"] = self.value
            out["value_from"] = self.value_from
        return out

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Decision:
        """Inverse of ``to_dict``."""
        conf = d.get("confidence")
        return cls(
            item=str(d["item"]),
            label=str(d["label"]),
            rationale=str(d.get("rationale", "")),
            source=d.get("source"),
            confidence=None if conf is None else float(conf),
            error_category=d.get("error_category"),
            guideline_update=bool(d.get("guideline_update", False)),
            blind=bool(d.get("blind", False)),
            value=_number(d.get("value")),
            value_from=None if d.get("value_from") is None else str(d["value_from"]),
        )


def _number(raw: Any) -> float | None:
    """A decision's value as a float (None stays None; a bad one is refused by the checks)."""
    if raw is None:
        return None
    try:
        return float(raw)
    except (TypeError, ValueError):
        return math.nan


@dataclass(slots=True, kw_only=True)
class Event:
    """The envelope every event shares."""

    kind: ClassVar[str] = ""
    seq: int
    time: str  # ISO 8601, UTC
    author: str = ""
    app: str = ""
    guideline: str = ""

    def envelope(self) -> dict[str, Any]:
        """The shared fields in log order."""
        return {"seq": self.seq, "type": self.kind, "time": self.time, "author": self.author,
                "app": self.app, "guideline": self.guideline}

    def to_dict(self) -> dict[str, Any]:
        """Envelope plus payload, ready for ``json.dumps``."""
        return self.envelope() | self.payload()

    def payload(self) -> dict[str, Any]:
        """The fields particular to this kind of event."""
        return {}


@dataclass(slots=True, kw_only=True)
class Decide(Event):
    """A final label for one item."""

    kind: ClassVar[str] = "decide"
    decision: Decision

    def payload(self) -> dict[str, Any]:
        """The decision's fields inline."""
        return self.decision.to_dict()


@dataclass(slots=True, kw_only=True)
class Revert(Event):
    """Undo of an earlier event (reverting a revert re-applies its target)."""

    kind: ClassVar[str] = "revert"
    target: int

    def payload(self) -> dict[str, Any]:
        """The sequence number undone."""
        return {"target": self.target}


@dataclass(slots=True, kw_only=True)
class Note(Event):
    """Free text, about one item or about the project."""

    kind: ClassVar[str] = "note"
    text: str
    item: str | None = None

    def payload(self) -> dict[str, Any]:
        """Text and, when set, the item."""
        return {"text": self.text} | ({"item": self.item} if self.item is not None else {})


@dataclass(slots=True, kw_only=True)
class Guideline(Event):
    """A new version of the labelling guideline; later events carry its version."""

    kind: ClassVar[str] = "guideline"
    version: str
    notes: str = ""

    def payload(self) -> dict[str, Any]:
        """Version and notes."""
        return {"version": self.version, "notes": self.notes}


@dataclass(slots=True, kw_only=True)
class Batch(Event):
    """Several decisions written as one line, so they stand or fall together."""

    kind: ClassVar[str] = "batch"
    decisions: tuple[Decision, ...]

    def payload(self) -> dict[str, Any]:
        """The decisions as a list."""
        return {"decisions": [d.to_dict() for d in self.decisions]}


@dataclass(slots=True, kw_only=True)
class Tag(Event):
    """A named version: the state just before this event can be recalled by ``name``."""

    kind: ClassVar[str] = "tag"
    name: str

    def payload(self) -> dict[str, Any]:
        """The version's name."""
        return {"name": self.name}


@dataclass(slots=True, kw_only=True)
class Rules(Event):
    """The acceptance rules of the project (the latest in force counts).

    ``after_results_seen`` is set when agreement results had already been shown (a ``viewed``
    event precedes this one): rules fixed after looking are flagged in the report.
    """

    kind: ClassVar[str] = "rules"
    rules: dict[str, Any]
    after_results_seen: bool = False

    def payload(self) -> dict[str, Any]:
        """The rules as given and whether results had been seen."""
        return {"rules": self.rules, "after_results_seen": self.after_results_seen}


@dataclass(slots=True, kw_only=True)
class Viewed(Event):
    """Agreement results were shown to the lead (``what``: "report", "preview", "window")."""

    kind: ClassVar[str] = "viewed"
    what: str = "report"

    def payload(self) -> dict[str, Any]:
        """What was shown."""
        return {"what": self.what}


@dataclass(slots=True, kw_only=True)
class ScaleChoice(Event):
    """How the labels are compared (the latest in force counts): ``level`` nominal or ordinal,
    the ordinal ``weights`` (linear or quadratic) and the label ``order`` the ordinal scale
    runs in (every label once; empty: the order of the dataset)."""

    kind: ClassVar[str] = "scale"
    level: str = "nominal"
    weights: str = "quadratic"
    order: tuple[str, ...] = ()

    def payload(self) -> dict[str, Any]:
        """Level, weights and the label order."""
        return {"level": self.level, "weights": self.weights, "order": list(self.order)}


@dataclass(slots=True, kw_only=True)
class Accept(Event):
    """The lead accepted the only label of items one annotator labelled: per item, the label
    and the annotator who gave it (the lead chose it; a later decision still wins)."""

    kind: ClassVar[str] = "accept"
    items: tuple[str, ...]
    labels: tuple[str, ...]
    annotators: tuple[str, ...]

    def payload(self) -> dict[str, Any]:
        """One entry per accepted item."""
        return {"accepted": [{"item": i, "label": lab, "annotator": a} for i, lab, a
                             in zip(self.items, self.labels, self.annotators, strict=True)]}


@dataclass(slots=True, kw_only=True)
class Policy(Event):
    """The auto-accept policy declared by the lead (the latest in force counts): ``rule``
    unanimous, majority (``k`` of ``n``), posterior (at least ``p``) or none; with no policy
    event, unanimous."""

    kind: ClassVar[str] = "policy"
    rule: str
    k: int = 0
    n: int = 0
    p: float = 0.0

    def payload(self) -> dict[str, Any]:
        """The rule and, for a majority, k and n; for a posterior rule, p."""
        if self.rule == "posterior":
            return {"rule": self.rule, "p": self.p}
        return {"rule": self.rule} | ({"k": self.k, "n": self.n} if self.rule == "majority"
                                      else {})


@dataclass(slots=True, kw_only=True)
class ReportFields(Event):
    """The report's fields as the lead last entered them (the latest in force counts): project,
    batch, sampling frame, planned sample size, reviewer, conclusion, signed by, signed on.
    Kept in the log so the next report (and the next session) starts from them."""

    kind: ClassVar[str] = "report_fields"
    fields: dict[str, str]

    def payload(self) -> dict[str, Any]:
        """The fields as given (empty ones left out by the caller)."""
        return {"fields": dict(self.fields)}


SCALE_LEVELS = ("nominal", "ordinal", "interval", "ratio")
SCALE_WEIGHTS = ("linear", "quadratic")


#: Every kind of event a log holds: the one list the state (which refuses any other), the merge
#: (which says for each how it is merged) and the ``log`` command (which describes each) are
#: checked against, so a new kind cannot be left out of one of them unnoticed.
EVENT_TYPES: tuple[type[Event], ...] = (Decide, Revert, Note, Guideline, Batch, Tag, Rules,
                                        Viewed, ScaleChoice, Accept, Policy, ReportFields)


def event_from_dict(d: Mapping[str, Any], pool: dict[str, str] | None = None) -> Event:
    """Rebuild an event from its dict form; unknown kinds or missing fields raise InputError.

    ``pool`` (a log read passes one) keeps one copy of each repeated text of decisions (item,
    label, author, app, guideline, source, category), of batches' decisions and of every
    event's envelope: a log of 10^6 decisions holds each once."""
    if d.get("type") == "decide":
        try:
            return _decide(d, {} if pool is None else pool)
        except (KeyError, TypeError, ValueError, AttributeError, OverflowError):
            pass  # the checked path below says what is wrong
    try:
        env: dict[str, Any] = {
            "seq": int(d["seq"]), "time": str(d["time"]), "author": str(d.get("author", "")),
            "app": str(d.get("app", "")), "guideline": str(d.get("guideline", "")),
        }
        if pool is not None:  # the same few authors, versions and guidelines on every line
            for key in ("author", "app", "guideline"):
                env[key] = pool.setdefault(env[key], env[key])
        kind = d["type"]
        if kind == "decide":
            return Decide(decision=Decision.from_dict(d), **env)
        if kind == "revert":
            return Revert(target=int(d["target"]), **env)
        if kind == "note":
            item = d.get("item")
            return Note(text=str(d["text"]), item=None if item is None else str(item), **env)
        if kind == "guideline":
            return Guideline(version=str(d["version"]), notes=str(d.get("notes", "")), **env)
        if kind == "batch":
            decisions = tuple(_pooled(Decision.from_dict(x), pool) for x in d["decisions"])
            return Batch(decisions=decisions, **env)
        if kind == "tag":
            return Tag(name=str(d["name"]), **env)
        if kind == "rules":
            if not isinstance(d["rules"], Mapping):
                raise TypeError("rules must be an object")
            return Rules(rules=dict(d["rules"]),
                         after_results_seen=bool(d.get("after_results_seen", False)), **env)
        if kind == "viewed":
            return Viewed(what=str(d.get("what", "report")), **env)
        if kind == "scale":
            return _scale(d, env)
        if kind == "accept":
            return _accept(d, env)
        if kind == "policy":
            return Policy(rule=str(d["rule"]), k=int(d.get("k", 0)), n=int(d.get("n", 0)),
                          p=float(d.get("p", 0.0)), **env)
        if kind == "report_fields":
            return _report_fields(d, env)
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "malformed event: {why}"),
                         args={"why": repr(exc)}, expected=QT_TRANSLATE_NOOP("Errors",
            "a complete event")) from exc
    raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown event type {kind}"),
                     args={"kind": repr(kind)},
                     expected=QT_TRANSLATE_NOOP("Errors",
                         "decide, revert, note, guideline, batch, tag, rules, viewed, scale, "
                         "accept, policy or report_fields"))


def _pooled(decision: Decision, pool: dict[str, str] | None) -> Decision:
    """A batch's decision with its repeated texts (item, label, source, category) taken from
    ``pool``, as a plain decision's are: equal texts, one copy each."""
    if pool is not None:
        once = pool.setdefault
        decision.item, decision.label = once(decision.item, decision.item), once(
            decision.label, decision.label)
        if type(decision.source) is str:
            decision.source = once(decision.source, decision.source)
        if type(decision.error_category) is str:
            decision.error_category = once(decision.error_category, decision.error_category)
    return decision


def _scale(d: Mapping[str, Any], env: dict[str, Any]) -> ScaleChoice:
    """A scale event; its order must be a list of label names."""
    order = d.get("order", [])
    if not isinstance(order, list):
        raise TypeError("order must be a list of labels")
    return ScaleChoice(level=str(d["level"]), weights=str(d.get("weights", "quadratic")),
                       order=tuple(str(x) for x in order), **env)


def _accept(d: Mapping[str, Any], env: dict[str, Any]) -> Accept:
    """An accept event; its entries must each name an item, a label and an annotator."""
    entries = d["accepted"]
    if not isinstance(entries, list) or not entries:
        raise TypeError("accepted must be a non-empty list")
    return Accept(items=tuple(str(e["item"]) for e in entries),
                  labels=tuple(str(e["label"]) for e in entries),
                  annotators=tuple(str(e["annotator"]) for e in entries), **env)


def _report_fields(d: Mapping[str, Any], env: dict[str, Any]) -> ReportFields:
    """A report-fields event; its fields must be an object of texts."""
    fields = d["fields"]
    if not isinstance(fields, Mapping) or not all(isinstance(v, str) for v in fields.values()):
        raise TypeError("fields must be an object of texts")
    return ReportFields(fields={str(k): v for k, v in fields.items()}, **env)


def _decide(d: Mapping[str, Any], pool: dict[str, str]) -> Decide:
    """The common case, built directly (replay speed); errors fall back to the checked path.
    Repeated texts come from ``pool``; a field that is not text goes the ``str()`` way."""
    get, once = d.get, pool.setdefault
    item, label, why, time = d["item"], d["label"], get("rationale", ""), d["time"]
    author, app, guideline = get("author", ""), get("app", ""), get("guideline", "")
    if not (type(item) is str and type(label) is str and type(why) is str  # exactly str,
            and type(time) is str and type(author) is str and type(app) is str  # as JSON's
            and type(guideline) is str):  # texts are (a check of a few nanoseconds)
        return _decide_texts(d, pool)
    conf, source, category = get("confidence"), get("source"), get("error_category")
    decision = Decision(once(item, item), once(label, label), why,
                        once(source, source) if type(source) is str else source,
                        None if conf is None else float(conf),
                        once(category, category) if type(category) is str else category,
                        bool(get("guideline_update", False)), bool(get("blind", False)))
    if "value" in d or "value_from" in d:  # a score's final value (rare: not on the fast path)
        how = get("value_from")
        decision.value, decision.value_from = _number(get("value")), (
            None if how is None else str(how))
    return Decide(decision=decision, seq=int(d["seq"]), time=time, author=once(author, author),
                  app=once(app, app), guideline=once(guideline, guideline))


def _decide_texts(d: Mapping[str, Any], pool: dict[str, str]) -> Decide:
    """A decision whose text fields are not all texts in the JSON: each made text first."""
    texts = {k: _text(d[k]) for k in _TEXTS if k in d}
    return _decide({**d, **texts}, pool)


_TEXTS = ("item", "label", "rationale", "time", "author", "app", "guideline")


def _text(value: object) -> str:
    """A JSON value as text: itself when it is one (the usual case: no copy, no call)."""
    return value if type(value) is str else str(value)


def decisions_of(event: Event) -> tuple[Decision, ...]:
    """The decisions an event carries (none for reverts, notes, guidelines and tags)."""
    if isinstance(event, Decide):
        return (event.decision,)
    if isinstance(event, Batch):
        return event.decisions
    return ()
