"""`adjudicator agree FILE`: agreement statistics of a wide labels file or a contingency table."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import sys
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator.commands.agreement.agree_effects import (
    add_effects_argument,
    effects_doc,
    effects_lines,
)
from adjudicator.commands.agreement.agree_engine import (
    BOOTSTRAP_NOTE,
    Engine,
    add_engine_arguments,
    choose_engine,
    engine_report,
    warn_over_limit,
)
from adjudicator.commands.agreement.agree_gold import (
    add_gold_arguments,
    gold_lines,
    gold_report,
    split_gold,
)
from adjudicator.commands.agreement.agree_model import (
    add_model_arguments,
    check_model_arguments,
    model_lines,
    model_reports,
    models_doc,
    split_models,
)
from adjudicator.commands.agreement.agree_table import read_table
from adjudicator.commands.agreement.agree_words import Words
from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.json_text import write_json
from adjudicator.commands.common.say import language, note, render, text, warn
from adjudicator.commands.schema import schema_id
from adjudicator.commands.validate import add_import_arguments, import_options
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS
from adjudicator.core.stats.common.weights import SCHEMES
from adjudicator.core.stats.pairs.crowd_pairs import MIN_SHARED_ITEMS
from adjudicator.core.stats.pairs.strata import (
    STRATUM_METRICS,
    sorted_by_size,
    stratum_summary,
    stratum_tables,
)
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import report_from_table, summarize
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.io.checking.too_few import too_few_annotators

# the bootstrap keeps one value per resample and statistic in memory: cap it well below harm
MAX_RESAMPLES = 1_000_000


def build_parser() -> argparse.ArgumentParser:
    """Options of the agree command."""
    p = ArgumentParser(prog="adjudicator agree",
                       description=QT_TRANSLATE_NOOP("Help", "Agreement between annotators: per "
                                                             "pair and overall."))
    p.add_argument("file", help=QT_TRANSLATE_NOOP("Help", "a labels file as `adjudicator "
                                                          "validate` reads it "
                                                          "(CSV/TSV/XLSX/JSONL/JSON/Parquet, "
                                                          "wide or long), or with --table a k x "
                                                          "k contingency-table CSV (first column "
                                                          "= row labels)"))
    p.add_argument("--table", action="store_true", help=QT_TRANSLATE_NOOP(
        "Help", "FILE is a k x k contingency table"))
    add_import_arguments(p)
    p.add_argument("--labels", nargs="+", metavar="L", help=QT_TRANSLATE_NOOP(
        "Help", "the categories in scale order"))
    p.add_argument("--weights", choices=[s for s in SCHEMES if s != "unweighted"],
                   help=QT_TRANSLATE_NOOP("Help", "weights of the weighted coefficients "
                                                  "(default: from --level)"))
    p.add_argument("--weights-on", choices=("auto", "values", "ranks"), default="auto",
                   help=QT_TRANSLATE_NOOP("Help", "distances for the weights: the label values "
                                                  "when labels are numbers (auto; Gwet, irrCAC), "
                                                  "always the values, or the ranks 1..k "
                                                  "(scikit-learn)"))
    p.add_argument("--level", choices=("nominal", "ordinal", "interval", "ratio"),
                   default="nominal", help=QT_TRANSLATE_NOOP(
                       "Help", "level of measurement (Krippendorff's alpha)"))
    p.add_argument("--scale", choices=("declared", "observed"), default="declared",
                   help=QT_TRANSLATE_NOOP("Help", "weighted statistics on all declared "
                                                  "categories or the observed ones"))
    p.add_argument("--ci", choices=("analytic", "bootstrap", "none"), default="analytic")
    p.add_argument("--resamples", type=int, default=2000, help=QT_TRANSLATE_NOOP(
        "Help", "bootstrap resamples"))
    p.add_argument("--seed", type=int, default=0, help=QT_TRANSLATE_NOOP("Help", "bootstrap seed"))
    p.add_argument("--conventions", choices=("table", "gwet"), default="table",
                   help=QT_TRANSLATE_NOOP("Help", "table: SE divisor n, z interval; gwet: n-1, "
                                                  "t(n-1) clipped to [-1, 1]"))
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--min-shared", type=int, default=MIN_SHARED_ITEMS, metavar="N",
                   help=QT_TRANSLATE_NOOP("Help", "with more than 20 annotators (a crowd): list "
                                                  "only the pairs sharing at least N items "
                                                  "(default 10); the others are counted"))
    p.add_argument("--by", metavar="COLUMN",
                   help=QT_TRANSLATE_NOOP("Help", "also report p_o, Cohen's κ and Gwet's AC1 "
                                                  "within each value of this stratum column "
                                                  "(e.g. channel), per annotator pair"))
    p.add_argument("--ignore-problems", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "compute on the usable rows even if the import "
                                                  "found problems"))
    add_engine_arguments(p, spark=True, reads=True)
    add_gold_arguments(p)
    add_effects_argument(p)
    add_model_arguments(p)
    return p


def main(argv: list[str]) -> int:
    """Compute and print the report; input errors raise InputError (exit status 2)."""
    args = build_parser().parse_args(argv)
    if not 1 <= args.resamples <= MAX_RESAMPLES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--resamples {n} is out of range"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a whole number from 1 to {most}"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                                                "2,000 resamples give a stable 95% interval"),
                         args={"n": args.resamples, "most": f"{MAX_RESAMPLES:,}"})
    if args.seed < 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--seed must not be negative"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a whole number from 0"))
    opts = AgreementOptions(
        weights=args.weights, level=args.level, scale=args.scale, ci=args.ci,
        conventions=GWET_CONVENTIONS if args.conventions == "gwet" else TABLE_CONVENTIONS,
        resamples=args.resamples, seed=args.seed, weights_on=args.weights_on,
    )
    if args.by is not None and args.table:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--by cannot be used with --table"),
                         hint=QT_TRANSLATE_NOOP("Errors", "A contingency table has no stratum "
                                                "column; read the labels file instead"))
    by: dict[str, Any] | None = None
    gold_doc = None
    effects: dict[str, Any] | None = None
    models: Any = None
    engine = choose_engine(args, lambda: _read_options(args, ids_unheld=True))
    if args.model:
        check_model_arguments(args)
    if (args.gold or args.gold_file or args.annotator_effects or args.model) and (
            args.table or engine.counts):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "gold items, models and annotator effects "
                                                     "need the labels file read in memory"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Leave out --table and --engine, or "
                                                "use --engine memory"))
    sources: list[Path] = []  # the labels files read (a table is not: it has no items)
    if args.table:
        report = _table_report(args, opts)
    elif engine.counts:
        report, by = engine_report(args, opts, engine)
        sources = _engine_sources(args.file)
    else:
        ds, gold = split_gold(_file_dataset(args, ids_unheld=True), args)
        ds, predictions = split_models(ds, args)
        _check_two(ds, args.file)
        gold_doc = None if gold is None else gold_report(ds, gold)
        effects = (effects_doc(ds, _min_shared(args.min_shared)) if args.annotator_effects
                   else None)
        sources = list(ds.sources)
        codes = _stratum_codes(ds, args.by, args.file) if args.by is not None else None
        report = summarize(ds.ratings, opts, label_sets=ds.label_sets or None,
                           min_shared=_min_shared(args.min_shared))
        models = model_reports(ds, predictions, gold, args) if predictions else None
        if codes is not None:
            by = stratum_block(ds, report, args.by, codes, opts)
    if args.format == "json":
        doc = {"schema": schema_id("agree"), "file": Path(args.file).name, **report.to_dict()}
        if by is not None:
            doc["by"] = by
        if gold_doc is not None:
            doc["gold"] = gold_doc.to_dict(list(ds.ratings.items))
        if effects is not None:
            doc.update(effects)
        if models is not None:
            doc.update(models_doc(*models))
        doc["engine"] = _engine_doc(engine, args)
        write_json(doc, sys.stdout)  # json.dump's text with indent=2, faster
        sys.stdout.write("\n")
    else:
        from adjudicator.commands.agreement.agree_text import render_strata, render_text

        words = Words(language())
        sys.stdout.write(render_text(report, Path(args.file).name, words))
        doc_engine = _engine_doc(engine, args)
        sys.stdout.write("\n" + text(QT_TRANSLATE_NOOP("Errors", "Engine: {name} ({why})"),
                                     name=engine.name, why=engine.why)
                         + (f"; {render(doc_engine['note'])}" if "note" in doc_engine else "")
                         + "\n")
        if by is not None:
            sys.stdout.write(render_strata(by, words))
        if gold_doc is not None:
            sys.stdout.write(gold_lines(gold_doc, text, words.reason))
        if effects is not None:
            sys.stdout.write(effects_lines(effects, text))
        if models is not None:
            reports, ceiling = models
            sys.stdout.write(model_lines(reports, ceiling, text, words.reason))
    sys.stdout.flush()
    if engine.counts:
        warn_over_limit(args, engine)
    record_seen(sources)
    return 0


def _check_two(ds: Any, path: str) -> None:
    """Agreement needs two annotator columns once the gold and model columns are taken out."""
    if len(ds.ratings.annotators) < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "agreement needs at least two annotator columns "
                                           "besides the gold and model columns"),
                         file=path,
                         hint=QT_TRANSLATE_NOOP("Errors", "name them with --annotators"))


def _min_shared(value: int) -> int:
    """--min-shared as given, when it is at least one item."""
    if value < 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--min-shared must be at least 1, got "
                                           "{value}"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Give the least number of items a "
                                                "pair must share to be listed"),
                         args={"value": value})
    return value


def record_seen(sources: list[Path]) -> None:
    """Results printed count as seen: the moment is kept in the user's settings under the
    originals' SHA-256 (``store.shown``), and a decision log of these originals records it."""
    from adjudicator.io.durable import sha256_file
    from adjudicator.store.shown import originals_key, record_shown

    if sources:  # the results are printed: a file that cannot be hashed now loses the record
        with contextlib.suppress(OSError):
            record_shown(originals_key([sha256_file(p) for p in sources]), "agree")


def _engine_sources(path: str) -> list[Path]:
    """The files on this machine an engine read (none for a cluster's store)."""
    from adjudicator.engines.files import local_files

    return local_files(path)


def _engine_doc(engine: Engine, args: argparse.Namespace) -> dict[str, str]:
    """Which engine ran and why; with a counting engine and a bootstrap, what it cannot do."""
    doc = engine.to_dict()
    if engine.counts and args.ci == "bootstrap":
        doc["note"] = BOOTSTRAP_NOTE
    return doc


# how a stratum without a value (empty cell) is shown
BLANK = "(blank)"


def _stratum_codes(ds: Any, column: str, path: str) -> tuple[list[str], Any]:
    """The column's distinct values (first-seen order, empty cells as BLANK) and each item's
    value index; an unknown column is an input error listing the columns --by accepts."""
    import pandas as pd

    annotators = set(ds.ratings.annotators)
    usable = [str(c) for c in ds.frame.columns if str(c) not in annotators]
    if column not in usable:
        none = Message(QT_TRANSLATE_NOOP("Errors", "none"))
        strata = ", ".join(ds.stratum_columns) or none
        others = ", ".join(c for c in usable if c not in ds.stratum_columns) or none
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no column '{column}' to group by"),
                         file=path, column=column,
                         expected=QT_TRANSLATE_NOOP("Errors", "a stratum column ({strata}; "
                                                    "other columns: {others})"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Name one of them with --by"),
                         args={"column": column, "strata": strata, "others": others})
    frame = ds.frame
    if len(frame) != len(ds.ratings.items):  # rows the import left out
        frame = frame[frame.index.isin(list(ds.ratings.items))]
    values = frame[column].astype("string").fillna("").str.strip().to_numpy(dtype=object)
    codes, uniques = pd.factorize(values)
    names = [str(u) if str(u) else BLANK for u in uniques]
    return names, np.asarray(codes, dtype=np.int64)


def stratum_block(ds: Any, report: AgreementReport, column: str,
                  codes: tuple[list[str], Any], opts: AgreementOptions) -> dict[str, Any]:
    """Per annotator pair (in the report's order): p_o, κ and AC1 within each stratum value,
    largest strata first, as the JSON ``by`` key."""
    names, strata = codes
    r = ds.ratings
    pairs = []
    for pair in report.pairs:
        i, j = (r.annotators.index(x) for x in pair.annotators)
        tables = stratum_tables(r.codes[:, i], r.codes[:, j], strata, len(names), r.k)
        rows = stratum_summary(tables, labels=r.labels, conventions=opts.conventions,
                               ci=opts.ci, resamples=opts.resamples, seed=opts.seed)
        pairs.append({"annotators": list(pair.annotators), "strata": [
            {"value": names[s.index], "n": s.n,
             **{m: s.coefficients[m].to_dict() for m in STRATUM_METRICS}}
            for s in sorted_by_size(rows)]})
    return {"column": column, "pairs": pairs}


def _file_dataset(args: argparse.Namespace, ids_unheld: bool = False) -> Any:
    """Load a labels file and refuse it if the import found problems. Only the columns the
    statistics use are read (no text: agree never shows one), with those --by, --gold and
    --model name; with ``ids_unheld`` a large CSV's item ids are checked as they are read and
    not held (agree names only a few; aggregate writes every id, and holds them)."""
    path = args.file
    ds = _load(path, _read_options(args, ids_unheld), args.labels)
    problems = list(getattr(ds.report, "problems", None) or [])
    if len(ds.ratings.annotators) < 2:  # nothing to compare, whatever else is ignored
        raise too_few_annotators(ds.ratings.annotators, len(ds.ratings.items), ds.report,
                                 path)
    if problems and not args.ignore_problems:
        raise _first_problem(ds, path, problems)
    for problem in problems:
        warn(QT_TRANSLATE_NOOP("Errors", "{file}: {problem} (ignored)"), file=path,
             problem=problem)
    if problems:
        _warn_dropped(path, ds.report)
    _tell_import(path, ds.report)
    return ds


def _read_options(args: argparse.Namespace, ids_unheld: bool) -> Any:
    """The import's options for the statistics: only the columns they use, with those --by,
    --gold and --model name (``ids_unheld``: a large CSV's ids are not held)."""
    named = [c for c in (getattr(args, "by", None), getattr(args, "gold", None),
                         *(getattr(args, "model", None) or ())) if c]  # aggregate has none
    return dataclasses.replace(import_options(args), statistics_only=True, also_read=named,
                               ids_unheld=ids_unheld)


# import notes that change what is counted, repeated on stderr by agree
_TOLD = ("spaces around labels trimmed", "repeats:", "Label Studio", "Potato", "Prodigy",
         "Figure Eight", "annotator columns that differ", "one file per annotator",
         "skipped ")


def _tell_import(path: str, report: Any) -> None:
    """Say on stderr what the import decided that changes the counts: the tool and question,
    trimmed spaces, near-duplicate spellings, repeats, confirmed copied columns."""
    if getattr(report, "tool", None) and getattr(report, "question", None) is not None:
        note(QT_TRANSLATE_NOOP("Errors", "{file}: {tool} export, question '{question}'"),
             file=path, tool=report.tool, question=report.question)
    for told in getattr(report, "notes", []):
        if told.startswith(_TOLD):
            note(QT_TRANSLATE_NOOP("Errors", "{file}: {reason}"), file=path, reason=told)
    for d in getattr(report, "near_duplicates", []):
        note(QT_TRANSLATE_NOOP("Errors", "{file}: '{value}' may be '{canonical}' ({why}); "
                               "counted as different labels (--merge-near-duplicates merges "
                               "them)"), file=path, value=d.value, canonical=d.canonical,
             why=d.why)


def _load(path: str, options: Any, labels: list[str] | None) -> Any:
    """load_dataset (read as `validate` reads) with failures as input errors."""
    from adjudicator.io import load_dataset

    try:
        return load_dataset(path, labels=labels, options=options)
    except InputError:
        raise
    except FileNotFoundError:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no such file"), file=path) from None
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the file ({reason})"),
                         file=path, args={"reason": exc.strerror or str(exc)}) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise InputError("{reason}", file=path,
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "a labels file as `adjudicator validate` "
                                                    "reads it"),
                         args={"reason": str(exc)}) from None


def _warn_dropped(path: str, report: Any) -> None:
    """With --ignore-problems, say how many cells and rows the statistics leave out."""
    for u in getattr(report, "unknown_labels", None) or []:
        warn(QT_TRANSLATE_NOOP("Errors", "{file}: label '{label}' not in the labels: {n} cell(s) "
                               "treated as missing"), file=path, label=u.value, n=u.count)
    skipped = getattr(report, "skipped", None) or []
    if skipped:
        rows = ", ".join(str(s.row) for s in skipped[:5]) + (" …" if len(skipped) > 5 else "")
        warn(QT_TRANSLATE_NOOP("Errors", "{file}: {n} row(s) skipped (rows {rows})"), file=path,
             n=len(skipped), rows=rows)


def _first_problem(ds: Any, path: str, problems: list[str]) -> InputError:
    """An input error pointing at the first cell the import could not use."""
    report = ds.report
    hint = QT_TRANSLATE_NOOP("Errors", "run `adjudicator validate` to list every problem, or "
                             "pass --ignore-problems to compute agreement on the usable rows")
    if getattr(report, "ragged_rows", None):
        r = report.ragged_rows[0]
        return InputError(QT_TRANSLATE_NOOP("Errors",
                                            "{fields} fields where the header has {header}"),
                          file=path, row=r.row,
                          expected=QT_TRANSLATE_NOOP("Errors", "{header} fields"), hint=hint,
                          args={"fields": r.fields, "header": r.expected})
    if getattr(report, "unknown_labels", None):
        u = report.unknown_labels[0]
        return InputError(QT_TRANSLATE_NOOP("Errors", "label '{value}' is not one of the labels"),
                          file=path, row=u.rows[0] if u.rows else None,
                          column=_column_of(ds, u.value), expected="{labels}", hint=hint,
                          args={"value": u.value, "labels": ", ".join(ds.ratings.labels)})
    if getattr(report, "duplicate_ids", None):
        d = report.duplicate_ids[0]
        if " / " in d.key:  # item / annotator: a repeated judgment in a long table
            return InputError(QT_TRANSLATE_NOOP("Errors", "'{key}' is judged {where}"),
                              file=path, row=d.row,
                              expected=QT_TRANSLATE_NOOP("Errors",
                                                         "one judgment per item and annotator"),
                              hint=QT_TRANSLATE_NOOP("Errors", "choose which one counts with "
                                                     "--repeats first or --repeats last, or run "
                                                     "`adjudicator validate` to list every "
                                                     "problem, or pass --ignore-problems to "
                                                     "compute agreement on the usable rows"),
                              args={"key": d.key, "where": d.where()})
        return InputError(QT_TRANSLATE_NOOP("Errors", "id '{key}' appears again ({where})"),
                          file=path, row=d.row,
                          expected=QT_TRANSLATE_NOOP("Errors", "one row per item"), hint=hint,
                          args={"key": d.key, "where": d.where()})
    if getattr(report, "blank_ids", None):
        return InputError(QT_TRANSLATE_NOOP("Errors", "a row without an id"), file=path,
                          row=report.blank_ids[0], hint=hint)
    return InputError("{problems}", file=path, hint=hint, args={"problems": tuple(problems)})


def _column_of(ds: Any, value: str) -> str | None:
    """The first annotator column holding ``value`` (to name it in the message)."""
    for col in ds.ratings.annotators:
        if col in ds.frame.columns and (ds.frame[col].astype(str) == str(value)).any():
            return str(col)
    return None


def _table_report(args: argparse.Namespace, opts: AgreementOptions) -> AgreementReport:
    """Read a k x k contingency table CSV and summarise it."""
    given = {"--schema": args.schema, "--encoding": args.encoding, "--sheet": args.sheet,
             "--layout": args.layout, "--id": args.id_column, "--missing": args.missing,
             "--annotator-col": args.annotator_col, "--label-col": args.label_col,
             "--no-header": args.no_header, "--separator": args.separator is not None,
             "--merge-near-duplicates": args.merge_near_duplicates,
             "--ignore-problems": args.ignore_problems}
    unused = [name for name, value in given.items() if value]
    if unused:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "{options} cannot be used with --table"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a table's own options: --labels, "
                                                    "--annotators ROWS COLUMNS"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Leave those options out, or read a "
                                                "labels file without --table"),
                         args={"options": ", ".join(unused)})
    labels, counts = read_table(args.file)
    if args.labels:
        if sorted(args.labels) != sorted(labels):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                               "--labels do not match the table's labels"),
                             file=args.file, expected="{labels}",
                             args={"labels": ", ".join(labels)})
        order = [labels.index(x) for x in args.labels]
        counts, labels = counts[np.ix_(order, order)], list(args.labels)
    names = tuple(args.annotators[:2]) if args.annotators and len(args.annotators) >= 2 else (
        _table_sides(args.format))
    return report_from_table(counts, labels, (names[0], names[1]), opts)


def _table_sides(fmt: str) -> tuple[str, str]:
    """The names of a table's two sides when --annotators gives none: "rows" and "columns"
    in the JSON (which keeps English), in the --lang language in the text."""
    rows, columns = (QT_TRANSLATE_NOOP("AgreeText", "rows"),
                     QT_TRANSLATE_NOOP("AgreeText", "columns"))
    if fmt == "json":
        return rows, columns
    words = Words(language())
    return words(rows), words(columns)
