"""Exit statuses a pipeline can gate on: what the acceptance rules concluded.

``report`` and ``check`` end with one of these (2 stays "bad input or usage", as for every
command). Each status means one thing everywhere; no other command returns 3 or 4.
"""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP

PASSED = 0  # every acceptance rule is met
FAILED = 3  # at least one rule is not met
UNCHECKED = 4  # a rule could not be checked (and none failed), or, for check, no rules at all

#: the epilog of ``report --help`` and ``check --help`` (lines kept as written)
EPILOG = QT_TRANSLATE_NOOP("Help", """exit status:
  0  every acceptance rule is met (report: also when no rules are set)
  2  bad input or usage (nothing was checked)
  3  at least one acceptance rule is not met
  4  a rule could not be checked, none failed (check: also when no rules are set)""")


def exit_status(overall: str, *, none: int) -> int:
    """The status for ``Verdict.overall`` (pass, fail, unchecked, none); ``none`` is the
    status when no rules are set (the report was still written; check had nothing to check)."""
    return {"pass": PASSED, "fail": FAILED, "unchecked": UNCHECKED}.get(overall, none)
