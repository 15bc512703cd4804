"""The report's Python API: ``adjudicator.report.acceptance_report(data, ...)``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.report.acceptance.model import ReportModel


def acceptance_report(
    data: str | Path, *, log: str | Path | None = None, rules: str | Path | None = None,
    info: dict[str, str] | None = None, strata: Sequence[str] | None = None,
    conventions: str = "table",
) -> ReportModel:
    """The acceptance report of a data file and its decision log, as the report model.

    Opens the project read-only (nothing is written, not even a "results viewed" event),
    takes the acceptance rules from ``rules`` (a JSON/TOML file) or else from the log, and
    returns the ``ReportModel``: every section holding the core's own result objects.
    ``adjudicator.report.rendering.html.render_html(model, lang)`` turns it into HTML.
    """
    from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
    from adjudicator.report.acceptance.build import build_report
    from adjudicator.report.acceptance.rules import read_rules_file
    from adjudicator.store.project import Project

    if conventions not in ("table", "gwet"):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown conventions {given}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "table or gwet"),
                         args={"given": repr(conventions)})
    given = read_rules_file(rules) if rules is not None else None
    opts = AgreementOptions(conventions=GWET_CONVENTIONS if conventions == "gwet"
                            else TABLE_CONVENTIONS)
    with Project.open(data, log, read_only=True) as project:
        return build_report(project, info=info, rules=given, options=opts, strata=strata)
