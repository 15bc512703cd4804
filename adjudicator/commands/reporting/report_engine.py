"""`report --engine duckdb|spark`: the acceptance report from tables a counting engine counted.

The engine (``engines.engine``'s interface, looked up in ``engines.registry``) counts the
agreement's tables as ``agree --engine`` does, the unanimous items per annotator and label,
and each further --by column in its own pass. The model is built by ``report.counted``
with the in-memory report's functions. An existing log beside the data is read for its
rules, guideline versions and decisions, after its pinned originals are checked; the decided
items' labels are read by the engine and the log replayed on them
(``report.counted_decisions``). None is started and the viewing is not recorded (the engine
never writes beside data this large), and the output says so.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator.commands.agreement.agree_engine import Engine, engine_for
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

#: report options the engine does not offer (they need the items' labels)
_UNSUPPORTED = {"round": "--round"}


def report_engine(args: argparse.Namespace) -> Engine:
    """The engine for ``report``: as ``agree`` chooses it, by the input's size."""
    return engine_for(args.engine, args.data)


def counted_report(args: argparse.Namespace, info: dict[str, str], rules: Any,
                   opts: Any, engine: Engine) -> Any:
    """The report model of DATA and its log (if any) from the count tables of the counting
    engine ``engine``."""
    from adjudicator.commands.agreement.agree_engine import (
        counting_engine_for,
        refuse_options,
        tell_counted,
    )
    from adjudicator.core.stats.summaries.summary_counts import summarize_counts
    from adjudicator.report.acceptance.counted import CountedExtras, counted_model
    from adjudicator.report.acceptance.counted_decisions import DecidedItems

    counter = counting_engine_for(engine, args)
    refuse_options(args, counter, _UNSUPPORTED)
    log, header, events = _log(args)
    options, labels = _import(args, header)
    columns = list(dict.fromkeys(args.by or []))
    _refuse_policies(events)
    items = _decided_ids(events)
    got = counter.report(args.data, options, labels, columns, items)
    counted = got.counted
    tell_counted(args.data, counted)
    _check_header(log, header, counted.tables)
    _check_decided(log, events, dict(zip(items, got.found.tolist(), strict=True)))
    agreement = summarize_counts(counted.tables, opts)
    state = _state(counted.tables, items, got.codes, events)
    strata = [stratum_counts(by, column) for column, by in got.by]
    extras = CountedExtras(got.unanimous, counted.skipped_rows, strata,
                           DecidedItems(state, got.found) if items else None)
    return counted_model(agreement, counted.tables, extras, state, info=info, rules=rules,
                         options=opts, reproducibility=_reproducibility(log, header, state),
                         dataset_name=Path(args.data).name)


def stratum_counts(counted: Any, column: str) -> Any:
    """One --by column's per-stratum tables as the report model takes them."""
    from adjudicator.report.acceptance.counted import StratumCounts
    return StratumCounts(column, tuple(counted.strata), dict(counted.stratum_tables))


def _log(args: argparse.Namespace) -> tuple[Path | None, dict[str, Any], Sequence[Any]]:
    """The log beside DATA (or --log): its header and events, after its pins are checked;
    (None, {}, []) when there is none."""
    from adjudicator.store.importsettings import check_settings
    from adjudicator.store.logread import check_is_log, read_log
    from adjudicator.store.pinning import OriginalsChangedError, Pin, check, place
    from adjudicator.store.project import default_log_path

    data = Path(args.data)
    log = Path(args.log) if args.log else default_log_path(data)
    if not log.exists():
        if args.log:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no decision log found"),
                             file=str(log), hint=QT_TRANSLATE_NOOP("Errors",
                                 "Record a decision first, or pass --log PATH"))
        return None, {}, []
    check_is_log(log)
    contents = read_log(log)
    header = contents.header
    check_settings(log, header.get("import", {}))
    pins = [Pin.from_dict(p) for p in header.get("originals", [])]
    mismatches = check(pins, place(pins, log.parent, data, header.get("folder")))
    if mismatches:
        raise OriginalsChangedError(mismatches)
    return log, header, contents.events


def _import(args: argparse.Namespace, header: dict[str, Any]) -> tuple[Any, list[str] | None]:
    """Import options and labels: the log header's (as the memory path reopens a log), else
    the command line's."""
    from adjudicator.io.options import ImportOptions
    from adjudicator.store.importsettings import from_header

    kept = from_header(header.get("import", {})) if header else {}
    options = kept.get("options", ImportOptions())
    id_column = args.id_column or kept.get("id_column")
    annotators = ([a.strip() for a in args.annotators.split(",")] if args.annotators
                  else None)
    options = replace(options, id_column=id_column or options.id_column,
                      annotators=annotators or options.annotators)
    labels = ([a.strip() for a in args.labels.split(",")] if args.labels
              else kept.get("labels"))
    return options, labels


def _check_header(log: Path | None, header: dict[str, Any], tables: Any) -> None:
    """The labels and annotators the engine found are those the log was started with (the
    log's decisions and rules name them)."""
    if log is None:
        return
    if list(tables.labels) != list(header.get("labels", [])):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the label schema differs from the one the log was started with"),
                         file=str(log), row=1, expected=", ".join(header.get("labels", [])))
    kept = header.get("import", {}).get("annotators")
    if kept is not None and list(tables.annotators) != list(kept):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the annotators differ from those the log was started with"),
                         file=str(log), row=1, expected=", ".join(kept),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Name them with --annotators, or use --engine memory"))


def _check_decided(log: Path | None, events: Sequence[Any], found: dict[str, bool]) -> None:
    """A decision on an item the file does not hold is refused as the in-memory replay
    refuses it: the same error, naming the log's line of the first such event."""
    from adjudicator.core.adjudication.events import Batch, Decide

    for ev in events:
        decisions = ev.decisions if isinstance(ev, Batch) else (
            (ev.decision,) if isinstance(ev, Decide) else ())
        for d in decisions:
            if not found.get(d.item, True):
                raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown item '{item}'"),
                                 args={"item": d.item}, file=str(log), row=ev.seq + 1,
                                 expected=QT_TRANSLATE_NOOP("Errors",
                                     "an item id of the dataset"),
                                 hint=QT_TRANSLATE_NOOP("Errors",
                                     "The log does not fit this data file"))


def _refuse_policies(events: Sequence[Any]) -> None:
    """A log that declares an auto-accept policy or accepts single annotator items changes
    items the count tables cannot name: such a report is made in memory."""
    from adjudicator.core.adjudication.events import Accept, Policy

    if any(isinstance(ev, Accept | Policy) for ev in events):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the decision log declares an auto-accept "
                                                     "policy or accepts single annotator items, "
                                                     "which the count tables cannot follow"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Use --engine memory"))


def _decided_ids(events: Sequence[Any]) -> list[str]:
    """The items the log's decisions name, first named first."""
    from adjudicator.core.adjudication.events import Batch, Decide

    items: dict[str, None] = {}
    for ev in events:
        decisions = ev.decisions if isinstance(ev, Batch) else (
            (ev.decision,) if isinstance(ev, Decide) else ())
        items.update((d.item, None) for d in decisions)
    return list(items)


def _state(tables: Any, items: list[str], codes: np.ndarray[Any, Any], events: Sequence[Any]
           ) -> Any:
    """The log's events replayed on the decided items alone, with their labels from the
    file: the rules, guideline versions and decisions in force, and those items' statuses."""
    from adjudicator.core.adjudication.state import AdjudicationState
    from adjudicator.core.ratings import Ratings

    ratings = Ratings(tuple(items), tuple(tables.annotators), tuple(tables.labels), codes)
    return AdjudicationState.replay(ratings, events)


def _reproducibility(log: Path | None, header: dict[str, Any], state: Any) -> Any:
    """What pins the report: the log's originals and hash, or none when there is no log."""
    from datetime import UTC, datetime

    from adjudicator import __version__
    from adjudicator.report.acceptance.model import Reproducibility
    from adjudicator.store.pinning import sha256_file

    created = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    return Reproducibility(
        originals=list(header.get("originals", [])), log_name=log.name if log else "",
        log_sha256=sha256_file(log) if log else "", last_seq=state.last_seq,
        app_version=__version__, created=created)


def not_recorded_note(engine: str = "duckdb") -> None:
    """The engine leaves the log untouched: say the viewing is not on record."""
    from adjudicator.commands.common.say import note

    note(QT_TRANSLATE_NOOP("Errors", "--engine {engine} does not write the log, so this "
                           "viewing of the results is not recorded"), engine=engine)
