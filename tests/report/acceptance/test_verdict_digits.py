"""A verdict is never hidden by rounding: beside "fail" the value and the threshold read apart
(κ = 0.6999898 against min_value = 0.7 is not "0.7000 ... fail")."""

from __future__ import annotations

import re

import pytest

from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.report.rendering.html import render_html
from adjudicator.report.rendering.html_parts import shown_apart
from adjudicator.store.project import Project


def _number(text: str) -> float:
    return float(text.rstrip("%"))


@pytest.mark.parametrize(("value", "threshold", "kind"), [
    (0.6999898, 0.7, "coef"), (0.70001, 0.7, "coef"), (0.10004, 0.1, "share"),
    (0.0999, 0.1, "share"), (0.7 - 1e-15, 0.7, "coef")])
def test_value_and_threshold_read_apart(value: float, threshold: float, kind: str) -> None:
    """The shown value and threshold differ, in the direction of the true difference."""
    a, b = shown_apart(value, threshold, kind)
    assert a != b
    assert (_number(a) < _number(b)) == (value < threshold)


def test_default_places_when_far_apart_or_equal() -> None:
    """Values far from the threshold (or equal to it) keep four places."""
    assert shown_apart(0.61234567, 0.7, "coef") == ("0.6123", "0.7000")
    assert shown_apart(0.7, 0.7, "coef") == ("0.7000", "0.7000")
    assert shown_apart(0.25, 0.3, "share") == ("25.0%", "30.0%")
    assert shown_apart(None, 0.7, "coef") == ("—", "0.7000")


def test_indistinguishable_doubles_read_as_below() -> None:
    """Two doubles 17 places cannot tell apart read "< threshold", never as equal."""
    import math

    below = math.nextafter(0.7, 0.0)
    a, b = shown_apart(below, 0.7, "coef")
    assert a != b
    assert a.startswith("<") or _number(a) < _number(b)


def _rule_cells(html: str) -> dict[str, tuple[str, str]]:
    """Each rule row's (observed text, threshold text), by the observed cell's key."""
    import html as html_lib

    found = re.finditer(r'data-key="(rule:[^"]*:observed)"[^>]*>([^<]*)</td><td>([^<]*)</td>',
                        html)
    return {html_lib.unescape(m[1]): (html_lib.unescape(m[2]), html_lib.unescape(m[3]))
            for m in found}


@pytest.mark.parametrize("offset", [1e-6, -1e-6])
def test_report_separates_kappa_from_min_value(project: Project, offset: float) -> None:
    """min_value a millionth above (below) κ: the report's row shows κ below (above) it."""
    kappa = summarize(project.state.ratings).pairs[0].coefficients["cohen_kappa"].value
    assert kappa is not None
    rules = AcceptanceRules(min_value=kappa + offset)
    model = build_report(project, rules=rules)
    passed = model.verdict.results[0].passed
    assert passed is (offset < 0)
    observed, threshold = _rule_cells(render_html(model, "en"))[
        "rule:min_value:wang_fang / li_qiang:observed"]
    limit = threshold.removeprefix("at least ").strip()
    assert observed != limit
    assert (_number(observed) >= _number(limit)) is passed
