"""Check the statistics against a file of reference cases (the schema of vectors.json).

Each case is evaluated on its own: a malformed case, an unknown metric or a failing
computation makes that case fail with a message, and every other case still runs. A field
passes when the computed number is within the case's absolute tolerance of the expected one;
an expected null (undefined) passes only when the statistic is None *with* a reason.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.regular import open_regular
from adjudicator.selftest.data import CaseError, parse_data
from adjudicator.selftest.metrics import Computed, compute
from adjudicator.selftest.params import resolve

#: slack for binary floating point on top of the published tolerance
FLOAT_SLACK = 1e-12


@dataclass(frozen=True)
class Check:
    """One expected field of a case: computed vs expected within tolerance."""

    field: str
    computed: Any
    expected: Any
    tolerance: float
    passed: bool
    note: str = ""


@dataclass(frozen=True)
class CaseResult:
    """The outcome of one case: its checks, or the error that stopped it."""

    id: str
    metric: str
    checks: list[Check] = field(default_factory=list)
    error: str | None = None

    @property
    def passed(self) -> bool:
        """True when the case ran and every field is within tolerance."""
        return self.error is None and bool(self.checks) and all(c.passed for c in self.checks)


def bundled_vectors() -> Path:
    """The copy of the project's reference vectors shipped inside the package."""
    return Path(str(resources.files("adjudicator.resources") / "reference" / "vectors.json"))


def load_cases(path: str | Path) -> list[Any]:
    """The ``cases`` list of a vectors file; OSError / ValueError if it cannot be read (ours
    carry a Message, said in the --lang language); InputError when it is not a regular file
    (a FIFO would block for ever)."""
    with io.TextIOWrapper(open_regular(Path(path)), encoding="utf-8-sig") as fh:
        head = fh.read(1 << 16)
        if "\0" in head:  # binary (or /dev/zero, which would never end)
            raise ValueError(Message(QT_TRANSLATE_NOOP("Errors",
                                                       "the file is binary, not JSON text")))
        try:
            doc = json.loads(head + fh.read())
        except RecursionError:
            raise ValueError(Message(QT_TRANSLATE_NOOP("Errors",
                                                       "the JSON is nested too deeply"))) from None
    cases = doc.get("cases") if isinstance(doc, Mapping) else doc
    if not isinstance(cases, list):
        raise ValueError(Message(QT_TRANSLATE_NOOP(
            "Errors", "a vectors file is an object with a 'cases' list (or a list of cases)")))
    return cases


def run_cases(cases: list[Any]) -> list[CaseResult]:
    """Evaluate every case; one bad case never stops the others."""
    return [run_case(case, i) for i, case in enumerate(cases)]


def run_case(case: Any, position: int = 0) -> CaseResult:
    """Evaluate one case; any problem becomes a failed result with a message."""
    if not isinstance(case, Mapping):
        return CaseResult(f"case #{position + 1}", "?",
                          error=Message(QT_TRANSLATE_NOOP(
                              "Errors", "a case must be a JSON object")))
    cid = str(case.get("id", f"case #{position + 1}"))
    metric = str(case.get("metric", "?"))
    try:
        return CaseResult(cid, metric, checks=_checks(case, metric))
    except CaseError as exc:
        return CaseResult(cid, metric, error=exc.message)
    except Exception as exc:  # a user's case must never crash the run
        return CaseResult(cid, metric, error=f"{type(exc).__name__}: {exc}")


def _checks(case: Mapping[str, Any], metric: str) -> list[Check]:
    """Compute the case and compare each expected field."""
    expected = case.get("expected")
    if not isinstance(expected, Mapping) or not expected:
        expected = {"value": expected} if _is_number(expected) or expected is None else None
    if expected is None:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'expected' must be an object of fields (or a single number)"))
    params = case.get("params") or {}
    if not isinstance(params, Mapping):
        raise CaseError(QT_TRANSLATE_NOOP("Errors", "'params' must be an object"))
    data = parse_data(case.get("data"), params)
    setting = resolve(params, data)
    computed = compute(metric, list(expected), data, setting, params)
    tol = case.get("tolerance", 1e-9)
    return [_compare(key, computed.get(key), expected[key], _tolerance(tol, key))
            for key in expected]


def _tolerance(tol: Any, key: str) -> float:
    """The absolute tolerance for one field (a number, or a dict with 'default')."""
    if isinstance(tol, Mapping):
        tol = tol.get(key, tol.get("default", 1e-9))
    if not _is_number(tol) or tol < 0:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "tolerance {given} is not a non-negative number"), given=repr(tol))
    return float(tol)


def _compare(key: str, got: Computed | None, want: Any, tol: float) -> Check:
    """One field's check; undefined expected values need None and a reason."""
    if got is None:
        return Check(key, None, want, tol, False, Message(QT_TRANSLATE_NOOP(
            "Errors", "not computed")))
    if want is None:
        ok = got.value is None and bool(got.reason)
        note = got.reason or ("" if ok else Message(QT_TRANSLATE_NOOP("Errors",
            "expected undefined (None with a reason)")))
        return Check(key, got.value, None, tol, ok, note)
    if got.value is None:
        return Check(key, None, want, tol, False,
                     got.reason or Message(QT_TRANSLATE_NOOP(
                         "Errors", "undefined without a reason")))
    if isinstance(want, list):
        ok = isinstance(got.value, list) and len(got.value) == len(want) and all(
            _close(g, w, tol) for g, w in zip(got.value, want, strict=True))
        return Check(key, got.value, want, tol, ok)
    return Check(key, got.value, want, tol, _close(got.value, want, tol))


def _close(got: Any, want: Any, tol: float) -> bool:
    """|got - want| <= tol for finite numbers."""
    if not (_is_number(got) and _is_number(want)) or not math.isfinite(got):
        return False
    return abs(float(got) - float(want)) <= tol + FLOAT_SLACK


def _is_number(x: Any) -> bool:
    """An int or float, not a bool."""
    return isinstance(x, int | float) and not isinstance(x, bool)


def summary(results: list[CaseResult]) -> dict[str, Any]:
    """JSON-ready report: totals and, per case, each field's computed and expected value."""
    return {
        "cases": len(results),
        "passed": sum(r.passed for r in results),
        "failed": [r.id for r in results if not r.passed],
        "results": [
            {"id": r.id, "metric": r.metric, "passed": r.passed, "error": r.error,
             "fields": [{"field": c.field, "computed": _plain(c.computed),
                         "expected": c.expected, "tolerance": c.tolerance,
                         "passed": c.passed, "note": c.note} for c in r.checks]}
            for r in results
        ],
    }


def _plain(x: Any) -> Any:
    """NaN/inf become None so the JSON stays valid."""
    if isinstance(x, float) and not math.isfinite(x):
        return None
    return x
