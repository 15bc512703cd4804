"""A typed conclusion that says the opposite of the verdict is flagged in the report; the
report's field labels are words in every language, never raw keys."""

from __future__ import annotations

import pytest

from adjudicator.report.acceptance.conclusion import contradicts, reads_as


@pytest.mark.parametrize(("text", "said"), [
    ("Accepted", "accept"), ("pass", "accept"), ("Batch approved, OK to ship", "accept"),
    ("通过", "accept"), ("验收合格", "accept"), ("接受", "accept"), ("通過", "accept"),
    ("Rework batch 7", "reject"), ("FAILED", "reject"), ("not accepted", "reject"),
    ("rejected", "reject"), ("不通过", "reject"), ("返工", "reject"), ("不合格", "reject"),
    ("未通過，需重做", "reject"), ("see the minutes", ""), ("", ""),
])
def test_conclusion_read_in_english_and_chinese(text: str, said: str) -> None:
    """Acceptance and rejection words in both languages; a negated acceptance is a rejection."""
    assert reads_as(text) == said


def test_contradiction_only_against_a_clear_verdict() -> None:
    """Acceptance over a failed rule, or rejection over rules all met, contradicts; nothing
    else does (no rules, a rule that could not be checked, a neutral text)."""
    assert contradicts("Accepted", "fail")
    assert contradicts("返工", "pass")
    assert not contradicts("Accepted", "pass")
    assert not contradicts("不通过", "fail")
    assert not contradicts("Accepted", "none")
    assert not contradicts("Rework", "unchecked")
    assert not contradicts("see the minutes", "fail")
