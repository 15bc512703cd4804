"""`adjudicator export DATA --out FILE [--as-of N|TAG|TIME]`: write the adjudicated dataset.

Writes FILE (CSV, TSV, XLSX, JSONL or Parquet, from the extension or --format), the
disagreements for annotator feedback beside it (a second sheet in XLSX), and a manifest.
``--bom`` starts CSV/TSV files with UTF-8's byte-order mark, for Excel. ``--soft-labels``
adds per item the share of its annotators who gave each label (``soft:LABEL`` columns; an
object ``soft`` in JSON Lines) and ``n_judgments``; with ``--method`` also the posterior of
`adjudicator aggregate` (``posterior:LABEL``) and its ``entropy`` (see
``io.exporting.soft``).
"""

from __future__ import annotations

from pathlib import Path

from adjudicator.commands.common.projectargs import log_path, parser, tell
from adjudicator.commands.common.say import note, say
from adjudicator.commands.common.versionargs import parse_version
from adjudicator.core.crowd.words import METHODS
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def main(argv: list[str]) -> int:
    """Export DATA with its decisions; prints the files written."""
    p = parser("adjudicator export",
               QT_TRANSLATE_NOOP("Help", "Write the adjudicated dataset, disagreements "
                                         "and manifest."))
    p.add_argument("--out", required=True, metavar="FILE", help=QT_TRANSLATE_NOOP(
        "Help", "the file to write"))
    p.add_argument("--as-of", metavar="N|TAG|TIME",
                   help=QT_TRANSLATE_NOOP("Help", "a sequence number, a version name or an ISO "
                                                  "time"))
    p.add_argument("--format", choices=("csv", "tsv", "xlsx", "jsonl", "parquet"))
    p.add_argument("--bom", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "CSV/TSV for Excel: start the files with "
                                                  "UTF-8's byte-order mark, so Excel on a "
                                                  "Chinese Windows reads them right"))
    p.add_argument("--force", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "replace existing files that are not an "
                                                  "earlier export of this project (decision "
                                                  "logs, their tip and lock files and pinned "
                                                  "originals are still refused)"))
    p.add_argument("--question", metavar="NAME",
                   help=QT_TRANSLATE_NOOP("Help", "the tool export's question the log must have "
                                                  "been started with (checked; a log keeps the "
                                                  "question it was started with)"))
    p.add_argument("--soft-labels", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "add per item the share of its annotators "
                                                  "who gave each label (columns soft:LABEL) "
                                                  "and the number of judgments"))
    p.add_argument("--method", choices=METHODS, help=QT_TRANSLATE_NOOP(
        "Help", "with --soft-labels: also the posterior over the labels (columns "
                "posterior:LABEL) and its entropy in bits, fitted as `adjudicator aggregate` "
                "does"))
    args = p.parse_args(argv)
    if args.method and not args.soft_labels:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--method is an option of --soft-labels"),
                         expected=QT_TRANSLATE_NOOP("Errors", "--soft-labels --method {method}"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Add --soft-labels, or leave --method "
                                                "out"),
                         args={"method": args.method})
    _check_format(args.out, args.format)
    if args.bom:  # said before the log is opened: JSONL, Parquet and XLSX take no mark
        from adjudicator.io.exporting.export import check_bom, export_format

        check_bom(True, export_format(Path(args.out), args.format), Path(args.out))
    from adjudicator.core.adjudication.versions import state_at
    from adjudicator.io.exporting.export import without_final
    from adjudicator.io.exporting.soft import SoftLabels
    from adjudicator.store.project import Project

    with Project.open(args.data, log_path(args), read_only=True, create=False) as project:
        tell(project.messages)
        _check_question(project, args.question)
        as_of = parse_version(project.state, args.as_of)
        paths = project.export(args.out, fmt=args.format, as_of=as_of, bom=args.bom,
                               force=args.force,
                               soft=SoftLabels(args.method) if args.soft_labels else None)
        unresolved, single = without_final(state_at(project.state, as_of))
    for path in (paths.data, paths.disagreements, paths.manifest):
        if path is not None:
            say(QT_TRANSLATE_NOOP("Errors", "wrote {file}"), file=path)
    if unresolved or single:
        note(QT_TRANSLATE_NOOP("Errors", "{unresolved} unresolved and {single} single "
                                         "annotator items were written without a final label "
                                         "(their status says so)"),
             unresolved=f"{unresolved:,}", single=f"{single:,}")
    return 0


def _check_question(project: object, question: str | None) -> None:
    """--question must name the question the log's import read (an export of another
    question would mix decisions made on one question with the labels of another)."""
    read = getattr(getattr(getattr(project, "dataset", None), "report", None), "question", None)
    if question is not None and question != read:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "this decision log was started reading "
                                           "the question '{read}', not '{question}'"),
                         file=str(getattr(project, "log_path", "")),
                         expected=QT_TRANSLATE_NOOP("Errors", "--question {read}") if read
                         else QT_TRANSLATE_NOOP("Errors", "no --question"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Start a new log for the other "
                                                "question (adjudicator decide DATA --question "
                                                "NAME --log NEW.jsonl …)"),
                         args={"read": read, "question": question})


def _check_format(out: str, fmt: str | None) -> None:
    """--format must not contradict the extension (CSV text in a .xlsx file would not open)."""
    from adjudicator.io.exporting.export import FORMATS

    implied = FORMATS.get(Path(out).suffix.lower())
    if fmt and implied and implied != fmt:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "the name ends in {suffix} but --format is {format}"),
                         file=out,
                         expected=QT_TRANSLATE_NOOP("Errors", "a file name ending in .{format}"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                                                "Change the extension, or leave --format out"),
                         args={"suffix": Path(out).suffix, "format": fmt})
