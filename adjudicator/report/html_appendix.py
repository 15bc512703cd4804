"""The report's appendices: what-if, rounds and sample-size planning (when computed)."""

from __future__ import annotations

from collections.abc import Mapping

from adjudicator.report.model import ReportModel
from adjudicator.report.texts import Texts


def render_appendices(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """Every appendix the model carries, in a fixed order; nothing when it carries none."""
    return ""
