"""`adjudicator selftest [VECTORS.json] [--format text|json]`: check the statistics."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.say import render, text
from adjudicator.commands.schema import schema_id
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.selftest.runner import CaseResult, bundled_vectors, load_cases, run_cases, summary

#: a case's mark: as wide as each other in every language (two CJK characters, four cells)
PASS = QT_TRANSLATE_NOOP("Errors", "PASS")
FAIL = QT_TRANSLATE_NOOP("Errors", "FAIL")


def build_parser() -> argparse.ArgumentParser:
    """Options of the selftest command."""
    parser = ArgumentParser(
        prog="adjudicator selftest",
        description=QT_TRANSLATE_NOOP("Help", "Evaluate every case of a reference-vectors file "
                                              "(default: the bundled public vectors) and report, "
                                              "per case, the computed and expected values. Exit "
                                              "status 0 only if every case passes."),
    )
    parser.add_argument("vectors", nargs="?", help=QT_TRANSLATE_NOOP(
        "Help", "a JSON file in the vectors.json schema"))
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--failures-only", action="store_true",
                        help=QT_TRANSLATE_NOOP("Help", "list the fields of failing cases only"))
    return parser


def main(argv: list[str]) -> int:
    """Run the cases; 0 if all pass, 1 if any fails, 2 if the file cannot be read."""
    args = build_parser().parse_args(argv)
    path = args.vectors or str(bundled_vectors())
    try:
        cases = load_cases(path)
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the file ({reason})"),
                         file=path, args={"reason": exc.strerror or str(exc)}) from None
    except ValueError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "not a vectors file: {reason}"), file=path,
                         expected=QT_TRANSLATE_NOOP("Errors", "JSON with a 'cases' list"),
                         args={"reason": exc.args[0] if exc.args and isinstance(
                             exc.args[0], Message) else str(exc)}) from None
    results = run_cases(cases)
    if args.format == "json":
        json.dump({"schema": schema_id("selftest"), "file": path, **summary(results)},
                  sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_text(results, path, verbose=not args.failures_only))
    return 0 if results and all(r.passed for r in results) else 1


def render_text(results: list[CaseResult], path: str, *, verbose: bool = True) -> str:
    """Per case PASS/FAIL, id and metric, then each field (computed, expected, tolerance);
    with ``verbose=False`` only the fields of failing cases. Ends with the total."""
    lines = [text(QT_TRANSLATE_NOOP("Errors", "selftest: {path}"), path=path)]
    width = max((len(r.id) for r in results), default=10)
    for r in results:
        mark = text(PASS if r.passed else FAIL)
        lines.append(f"{mark}  {r.id:<{width}}  {r.metric}")
        if r.error:
            lines.append("      " + text(QT_TRANSLATE_NOOP("Errors", "error: {error}"),
                                         error=r.error))
        for c in r.checks:
            if verbose or not c.passed:
                lines.append("      " + text(
                    QT_TRANSLATE_NOOP("Errors", "ok  {field}: computed {computed}, expected "
                                      "{expected} ± {tolerance}") if c.passed else
                    QT_TRANSLATE_NOOP("Errors", "BAD {field}: computed {computed}, expected "
                                      "{expected} ± {tolerance}"),
                    field=c.field, computed=_fmt(c.computed), expected=_fmt(c.expected),
                    tolerance=f"{c.tolerance:g}") + (f"  ({render(c.note)})" if c.note else ""))
    passed = sum(r.passed for r in results)
    lines.append(text(QT_TRANSLATE_NOOP("Errors", "{passed} of {total} cases pass"),
                      passed=passed, total=len(results))
                 + ("" if passed == len(results) else text(
                     QT_TRANSLATE_NOOP("Errors", "; {failed} fail"),
                     failed=len(results) - passed)))
    return "\n".join(lines) + "\n"


def _fmt(x: Any) -> str:
    """A number to 10 significant digits, None as 'undefined'."""
    if x is None:
        return text(QT_TRANSLATE_NOOP("Errors", "undefined"))
    if isinstance(x, float):
        return f"{x:.10g}"
    if isinstance(x, list):
        return "[" + ", ".join(_fmt(v) for v in x) + "]"
    return str(x)
