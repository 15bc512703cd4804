"""`adjudicator report DATA --out FILE.html|FILE.pdf`: the acceptance report, headless.

Builds the report model from the project's live state (``report.build``), writes HTML (no Qt)
or PDF (Qt's PDF writer, loaded only then), optionally every figure as PNG/SVG, and records a
"results viewed" event in the log so rules set later are flagged. ``--no-record`` leaves the
log untouched (then the viewing is not on record, and the output says so). The report fields
kept in the log (a ``report_fields`` event, entered in the window's report dialog) are the
defaults; ``--info`` and ``--field`` win over them. ``--engine duckdb``
(or ``auto`` above a size) builds the model from count tables instead (``report_engine``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
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
from adjudicator.commands.common.say import note, say
from adjudicator.commands.reporting.gate import EPILOG, exit_status
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

LANGS = ("en", "zh_CN", "zh_TW")
FORMATS = (".html", ".htm", ".pdf")


def build_parser() -> argparse.ArgumentParser:
    """Options of the report command."""
    p = parser("adjudicator report", QT_TRANSLATE_NOOP(
        "Help", "Write the acceptance report (HTML or PDF)."), epilog=EPILOG)
    p.add_argument("--out", required=True, metavar="FILE", help=QT_TRANSLATE_NOOP(
        "Help", "FILE.html or FILE.pdf"))
    p.add_argument("--lang", choices=LANGS, default="en", help=QT_TRANSLATE_NOOP(
        "Help", "language of the report"))
    p.add_argument("--info", metavar="FILE", help=QT_TRANSLATE_NOOP("Help", "report fields "
                   "(project, batch, sampling_frame, planned_sample_size, reviewer, conclusion, "
                   "signed_by, signed_on) as JSON or TOML; they win over the fields kept in the "
                   "log (entered in the window's report dialog)"))
    p.add_argument("--field", action="append", default=[], metavar="KEY=VALUE",
                   help=QT_TRANSLATE_NOOP(
                       "Help", "one report field, e.g. --field batch=2026-05 (repeatable)"))
    p.add_argument("--by", action="append", metavar="COLUMN",
                   help=QT_TRANSLATE_NOOP("Help", "κ by the values of this column (repeatable; "
                   "default: the strata columns of the import)"))
    p.add_argument("--figures", metavar="DIR", help=QT_TRANSLATE_NOOP(
        "Help", "also write every figure into DIR"))
    p.add_argument("--figure-format", choices=("png", "svg"), default="png")
    p.add_argument("--plan", nargs=2, type=float, metavar=("KAPPA", "HALF_WIDTH"),
                   help=QT_TRANSLATE_NOOP("Help", "add the sample size needed for a CI of this "
                   "half-width if κ were KAPPA, at the observed class prevalences"))
    p.add_argument("--what-if-merge", action="append", default=[], metavar="A,B",
                   help=QT_TRANSLATE_NOOP("Help", "appendix: every coefficient with classes A "
                   "and B merged (repeatable)"))
    p.add_argument("--what-if-weights", action="append", default=[], metavar="SCHEME",
                   help=QT_TRANSLATE_NOOP("Help", "appendix: every coefficient under these "
                   "weights, e.g. quadratic"))
    p.add_argument("--round", action="append", default=[], metavar="NAME=DATA",
                   help=QT_TRANSLATE_NOOP("Help", "an earlier round of the same project (its "
                   "labels file; its log is read from beside it), oldest first; repeatable"))
    p.add_argument("--round-name", default="current", metavar="NAME",
                   help=QT_TRANSLATE_NOOP(
                       "Help", "the name of this round in the rounds appendix"))
    add_rules_options(p)
    add_import_options(p)
    from adjudicator.commands.agreement.agree_engine import add_engine_arguments
    from adjudicator.commands.agreement.agree_model import add_model_arguments

    add_model_arguments(p)
    from adjudicator.commands.agreement.agree_gold import add_gold_arguments

    add_gold_arguments(p)

    add_engine_arguments(p, spark=True)
    return p


def main(argv: list[str]) -> int:
    """Build, write, record the viewing; the status says what the rules concluded
    (``gate``); input errors raise InputError (exit status 2)."""
    from adjudicator.report.acceptance.build import build_report
    from adjudicator.report.acceptance.rules import read_rules_file
    from adjudicator.store.project import Project

    args = build_parser().parse_args(argv)
    out = Path(args.out)
    if out.suffix.lower() not in FORMATS:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--out {out}: unknown report format"),
                         expected=QT_TRANSLATE_NOOP("Errors", "FILE.html or FILE.pdf"),
                         args={"out": args.out})
    rules = read_rules_file(args.rules) if args.rules else None
    info = read_info(args)
    opts = agreement_options(args)
    from adjudicator.commands.reporting.report_engine import report_engine

    engine = report_engine(args)
    if args.model:
        from adjudicator.commands.agreement.agree_model import check_model_arguments

        check_model_arguments(args)
        if engine.counts:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "--model needs the labels file read "
                                                         "in memory"),
                             hint=QT_TRANSLATE_NOOP("Errors", "Leave out --engine, or use "
                                                    "--engine memory"))
    if engine.counts:
        from adjudicator.commands.reporting.report_gold import refuse_counted_gold

        refuse_counted_gold(args)
        model = engine_model(args, info, rules, opts, engine)
        model = write_all(model, args, out, opts, engine_protected(args))
    else:
        with Project.open(args.data, log_path(args), create=True,
                          **import_settings(args)) as project:
            tell(project.messages)
            from adjudicator.commands.reporting.report_gold import project_gold
            from adjudicator.commands.reporting.report_models import marked_alt

            model = build_report(project, info=info, rules=rules, options=opts,
                                 strata=args.by, gold=project_gold(project, args),
                                 alt=marked_alt(project, args))
            if args.round:
                model = with_rounds(model, project, args)
            if args.model:
                from adjudicator.commands.reporting.report_models import with_models

                model = with_models(model, project, args)
            protected = [project.data_path, *project.originals(), project.log_path]
            model = write_all(model, args, out, opts, protected)
            record_viewing(project, args.no_record)
    from adjudicator.report.acceptance.verdict import VERDICT_WORDS
    from adjudicator.report.rendering.texts import Texts
    say(QT_TRANSLATE_NOOP("Errors", "report written to {out}; verdict: {verdict}"), out=out,
        verdict=Texts(args.lang)(VERDICT_WORDS[model.verdict.overall]))
    return exit_status(model.verdict.overall, none=0)


def engine_model(args: argparse.Namespace, info: dict[str, str], rules: Any, opts: Any,
                 engine: Any) -> Any:
    """A counting engine (--engine duckdb or spark): the model from count tables; the
    engine named on stderr."""
    from adjudicator.commands.reporting.report_engine import counted_report, not_recorded_note

    say(QT_TRANSLATE_NOOP("Errors", "adjudicator: engine: {name} ({why})"), stream=sys.stderr,
        name=engine.name, why=engine.why)
    model = counted_report(args, info, rules, opts, engine)
    not_recorded_note(engine.name)
    return model


def engine_protected(args: argparse.Namespace) -> list[Path]:
    """Files the engine's outputs must never overwrite: the data (its parts) and the log."""
    from adjudicator.engines.files import is_remote, source_files
    from adjudicator.store.project import default_log_path

    if is_remote(args.data):  # on a cluster's store: nothing of it is on this machine
        return [Path(args.log)] if args.log else []
    data = Path(args.data)
    return [data, *source_files(args.data)[1], log_path(args) or default_log_path(data)]


def write_all(model: Any, args: argparse.Namespace, out: Path, opts: Any,
              protected: list[Path]) -> Any:
    """The plan and what-if appendices added, the report and its figures written."""
    if args.plan:
        model = with_plan(model, *args.plan)
    if args.what_if_merge or args.what_if_weights:
        model = with_what_ifs(model, args.what_if_merge, args.what_if_weights, opts)
    write(model, out, args.lang, protected)
    if args.figures:
        from adjudicator.report.rendering.output import write_figures
        paths = write_figures(model, Path(args.figures), args.lang, args.figure_format,
                              protected)
        say(QT_TRANSLATE_NOOP("Errors", "{n} figures written to {folder}"), n=len(paths),
            folder=args.figures)
    return model


def with_plan(model: Any, kappa: float, half_width: float) -> Any:
    """The model with the sample-size plan at its observed (pooled) class prevalences."""
    from dataclasses import replace

    from adjudicator.report.analyses.planning import for_half_width
    pooled = [sum(d.counts[j] for d in model.distributions) for j in range(len(model.labels))]
    if min(pooled) == 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--plan needs every class to occur at "
                                           "least once in the labels"))
    plan = for_half_width(kappa, pooled, half_width)
    return replace(model, appendices={**model.appendices, "planning": plan})


def with_what_ifs(model: Any, merges: list[str], schemes: list[str], opts: Any) -> Any:
    """The model with a what-if appendix per pair and change."""
    from dataclasses import replace

    from adjudicator.report.analyses.whatif import change_weights, merge_classes

    out = []
    for pair in model.agreement.pairs:
        for text in merges:
            a, sep, b = text.partition(",")
            if not sep:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "--what-if-merge '{given}'"),
                                 expected=QT_TRANSLATE_NOOP("Errors", "A,B (two classes)"),
                                 args={"given": text})
            out.append(merge_classes(pair, a.strip(), b.strip(), opts))
        out += [change_weights(pair, scheme, opts) for scheme in schemes]
    return replace(model, appendices={**model.appendices, "whatif": out})


def with_rounds(model: Any, project: Any, args: argparse.Namespace) -> Any:
    """The model with the rounds appendix: the earlier rounds given, then this one; the
    models (--model and the columns the import marked) are read in every round apart from
    the annotators."""
    from dataclasses import replace

    import numpy as np

    from adjudicator.commands.reporting.report_models import model_codes
    from adjudicator.report.analyses.rounds import Round, rounds_section

    models = model_codes(project, args)
    earlier = [_round(spec, list(models)) for spec in args.round]
    state = project.state
    current = Round(args.round_name, state.ratings, frozenset(state.decided_items()), models,
                    state.final_codes.astype(np.int64))
    section = rounds_section([*earlier, current])
    return replace(model, appendices={**model.appendices, "rounds": section})


def _round(spec: str, models: list[str]) -> Any:
    """One earlier round from NAME=DATA, with the items its log adjudicated (if it has one)."""
    from adjudicator.report.analyses.rounds import round_from_file
    name, sep, data = spec.partition("=")
    if not sep or not name.strip() or not data.strip():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--round '{given}'"),
                         expected=QT_TRANSLATE_NOOP("Errors", "NAME=DATA, e.g. r1=batch_v1.csv"),
                         args={"given": spec})
    return round_from_file(name.strip(), data.strip(), models)


def write(model: Any, out: Path, lang: str, protected: list[Path]) -> None:
    """HTML without Qt; PDF through the Qt writer."""
    if out.suffix.lower() == ".pdf":
        from adjudicator.printing.pdf import write_pdf

        write_pdf(model, out, lang, protected)
    else:
        from adjudicator.report.rendering.output import write_html
        write_html(model, out, lang, protected)


def record_viewing(project: Any, skip: bool) -> None:
    """A "viewed" event, so rules set after this are flagged (kept in the user's settings
    while the log is not created yet); a read-only log is reported."""
    if skip:
        return
    project.record_viewing("report")
    if project.read_only:
        note(QT_TRANSLATE_NOOP("Errors", "the log is read-only, so this viewing of the results "
                               "is not recorded"))


def read_info(args: argparse.Namespace) -> dict[str, str]:
    """Report fields from --info FILE, then --field KEY=VALUE (later wins)."""
    from adjudicator.report.acceptance.info import checked_info, read_info_file
    from adjudicator.report.acceptance.rules import parse_assignments
    info = read_info_file(args.info) if args.info else {}
    fields = {k: v or "" for k, v in parse_assignments(args.field).items()}
    info.update(checked_info(fields, "--field"))
    return info
