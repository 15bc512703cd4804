"""`adjudicator check DATA`: the acceptance rules alone, for a pipeline to gate on.

Builds the same model as ``report`` (so the verdict is the report's, never a second
reckoning), prints one line per rule and the verdict, writes no report, and exits with the
verdict's status (``gate``): 0 pass, 3 fail, 4 not checkable or no rules, 2 bad input.
Like ``report`` it records in the log that results were seen; ``--no-record`` writes nothing.
"""

from __future__ import annotations

import argparse
from typing import Any

from adjudicator.commands.common.projectargs import (
    add_import_options,
    add_rules_options,
    agreement_options,
    import_settings,
    log_path,
    parser,
    tell,
)
from adjudicator.commands.common.say import language, say
from adjudicator.commands.reporting.gate import EPILOG, UNCHECKED, exit_status
from adjudicator.core.errors import QT_TRANSLATE_NOOP

RESULT_WORDS = {True: "pass", False: "fail", None: "cannot be checked"}


def build_parser() -> argparse.ArgumentParser:
    """Options of the check command: report's project, log and rules options."""
    p = parser("adjudicator check", QT_TRANSLATE_NOOP(
        "Help", "Check the acceptance rules and exit with the verdict; no report is "
        "written."), epilog=EPILOG)
    add_rules_options(p)
    add_import_options(p)
    from adjudicator.commands.agreement.agree_gold import add_gold_arguments

    add_gold_arguments(p)
    return p


def main(argv: list[str]) -> int:
    """Check, print, record the viewing (unless --no-record); the verdict's exit status."""
    from adjudicator.commands.reporting.report import record_viewing
    from adjudicator.report.acceptance.build import build_report
    from adjudicator.report.acceptance.rules import read_rules_file
    from adjudicator.store.project import Project

    args = build_parser().parse_args(argv)
    rules = read_rules_file(args.rules) if args.rules else None
    with Project.open(args.data, log_path(args), create=True,
                      **import_settings(args)) as project:
        tell(project.messages)
        from adjudicator.commands.reporting.report_gold import project_gold

        verdict = build_report(project, rules=rules, options=agreement_options(args),
                               gold=project_gold(project, args)).verdict
        record_viewing(project, args.no_record)
    show(verdict)
    return exit_status(verdict.overall, none=UNCHECKED)


def show(verdict: Any) -> None:
    """One line per rule (what, about whom, observed against threshold, result), then the
    verdict, in the run's language."""
    from adjudicator.report.acceptance.verdict import VERDICT_WORDS
    from adjudicator.report.rendering.html_rules import rule_name
    from adjudicator.report.rendering.texts import Texts
    t = Texts(language())
    for r in verdict.results:
        sense = t("at most") if r.rule.startswith("max_") else t("at least")
        result = t(RESULT_WORDS[r.passed])
        if r.reason:
            result += f" ({t.reason(r.reason, **r.fields)})"
        observed, threshold = _apart(r.observed, r.threshold)
        say(QT_TRANSLATE_NOOP("Errors", "{rule}, {subject}: {observed} ({sense} {threshold}): "
                              "{result}"), rule=rule_name(r.rule, verdict.rules, t),
            subject=t(r.subject).replace(": ", t.colon), observed=observed,
            sense=sense, threshold=threshold, result=result)
    say(QT_TRANSLATE_NOOP("Errors", "verdict: {verdict}"),
        verdict=t(VERDICT_WORDS[verdict.overall]))


def _apart(observed: float | None, threshold: float) -> tuple[str, str]:
    """The observed value and the threshold as the line shows them: three places, or as many
    as it takes to tell them apart when three would print a value and a threshold that differ
    alike (κ = 0.6999898 against 0.7 reads 0.69999 against 0.70000, never 0.700 against 0.700
    beside "fail"); "< 0.7000" when even 17 places cannot, as in the report."""
    from adjudicator.report.rendering.html_parts import shown_apart

    shown = _number(observed), _number(threshold)
    if observed is None or observed == threshold or shown[0] != shown[1]:
        return shown
    return shown_apart(observed, threshold, "coef")


def _number(value: float | None) -> str:
    """A count as a whole number, a coefficient or share to three places, none as "—"."""
    if value is None:
        return "—"
    return str(int(value)) if float(value).is_integer() else f"{value:.3f}"
