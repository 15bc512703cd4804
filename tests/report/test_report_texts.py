"""Every word the report prints has its 简体中文 and 繁體中文 entry."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.report.model import INFO_FIELDS
from adjudicator.report.texts import CATALOGUE, Texts

REPORT = Path(__file__).parents[2] / "adjudicator" / "report"


def literal_keys() -> set[str]:
    """String literals passed to ``t(...)`` anywhere in the report package."""
    keys = set()
    for path in REPORT.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "t" and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                keys.add(node.args[0].value)
    return keys


def test_every_literal_and_computed_key_is_translated() -> None:
    """Literal keys, rule names, bands, results and info fields all have both entries."""
    computed = {*INFO_FIELDS, "min_paired_n", "min_value", "min_ci_low", "min_class",
                "max_unresolved_share", "max_unreviewed_share", "poor", "slight", "fair",
                "moderate", "substantial", "almost_perfect", "pass", "fail",
                "cannot be checked", "PASS: every acceptance rule is met",
                "FAIL: at least one acceptance rule is not met",
                "NOT DECIDED: a rule could not be checked", "No acceptance rules were set",
                'Values read as "cannot judge" (treated as missing)', "Values read as missing",
                "Unanimous", "Adjudicated", "Unresolved", "Items with a disagreement",
                "Disagreements without a decision", "Decisions flagged for a guideline update",
                "Page {n} of {total}"}
    keys = literal_keys()
    assert len(keys) > 80
    missing = sorted(k for k in keys | computed if k not in CATALOGUE)
    assert missing == []
    for zh_cn, zh_tw in CATALOGUE.values():
        assert zh_cn.strip()
        assert zh_tw.strip()


def test_languages() -> None:
    """English is the key itself; an unknown language is refused."""
    assert Texts("en")("Verdict") == "Verdict"
    assert Texts("zh_TW")("Verdict") == "結論"
    with pytest.raises(InputError):
        Texts("fr")
