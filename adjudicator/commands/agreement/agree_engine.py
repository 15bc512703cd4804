"""`agree --engine`: the report from count tables an engine built where the data lives.

``auto`` takes DuckDB for a CSV or Parquet input larger than ``AUTO_BYTES`` (when DuckDB is
installed), else the in-memory import; ``agree`` keeps a wide CSV above the size in memory when
its read fits there, where it is faster (``agree_auto``). Spark runs only when asked. The
output names the engine and why. A counting engine (looked up in ``engines.registry``, used
through the one interface of ``engines.engine``) counts the tables and hands them to the same
``core`` functions (``core.stats.summary_counts``), so the numbers equal the in-memory path's.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.commands.common.say import note, say, warn
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.core.stats.pairs.strata import STRATUM_METRICS, sorted_by_size, stratum_summary
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.io.readers.budget import human

if TYPE_CHECKING:
    from adjudicator.commands.agreement.agree_auto import ReadOptions, Weighed
    from adjudicator.engines.engine import CountingEngine

#: above this many bytes of CSV/Parquet, ``--engine auto`` counts with DuckDB, except a wide CSV
#: whose in-memory read fits (``agree_auto``)
AUTO_BYTES = 256 * 1024 * 1024
#: what the engine cannot do, said with the results when it matters
BOOTSTRAP_NOTE = Message(QT_TRANSLATE_NOOP("Errors",
    "the many-rater block keeps its analytic interval: a unit bootstrap needs per-unit data, "
    "which count tables do not hold; the two-rater bootstrap is a multinomial draw on each "
    "pair's table"))


@dataclass(frozen=True)
class Engine:
    """Which engine runs, and why (shown in the text and JSON output)."""

    name: str  # "memory", or a counting engine's name ("duckdb", "spark")
    why: str

    @property
    def counts(self) -> bool:
        """True when a counting engine (one of ``engines.registry``) runs, not the memory path
        (which never imports the engines' modules: 40 ms of a small file's run)."""
        if self.name == "memory":
            return False
        from adjudicator.engines.registry import ENGINES

        return self.name in ENGINES

    def to_dict(self) -> dict[str, str]:
        """The JSON ``engine`` key: ``why`` in English (a Message there, rendered in the
        --lang language in the text output)."""
        return {"name": self.name, "why": str(self.why)}


def add_engine_arguments(p: argparse.ArgumentParser, spark: bool = False,
                         reads: bool = False) -> None:
    """--engine and --memory-limit (with ``spark``, also --engine spark and its options;
    ``reads``: the memory engine's reader takes --memory-limit as its limit too)."""
    engine_help = (QT_TRANSLATE_NOOP("Help", "memory: read the whole file; duckdb: count "
                   "tables out of core (CSV/Parquet, a folder or glob of Parquet parts); spark: "
                   "count them with Spark (Parquet, local or on a cluster); auto: duckdb above "
                   "256 MB when installed, except a wide CSV whose read fits in memory")
                   if spark and reads else
                   QT_TRANSLATE_NOOP("Help", "memory: read the whole file; duckdb: count "
                   "tables out of core (CSV/Parquet, a folder or glob of Parquet parts); spark: "
                   "count them with Spark (Parquet, local or on a cluster); auto: duckdb above "
                   "256 MB when installed") if spark else
                   QT_TRANSLATE_NOOP("Help", "memory: read the whole file; duckdb: count "
                   "tables out of core (CSV/Parquet, a folder or glob of Parquet parts); auto: "
                   "duckdb above 256 MB when installed"))
    p.add_argument("--engine", choices=("auto", "memory", "duckdb") + ("spark",) * spark,
                   default="auto", help=engine_help)
    p.add_argument("--memory-limit", metavar="SIZE",
                   help=QT_TRANSLATE_NOOP("Help", "--engine duckdb: the most memory the run "
                   "may take (e.g. 2GB); DuckDB's memory_limit is what the program itself "
                   "leaves of it, and DuckDB spills to a temporary folder beyond that, removed "
                   "afterwards. --engine memory: the most memory reading the file may need "
                   "(default 4GB); a larger file is refused before it is read") if reads else
                   QT_TRANSLATE_NOOP("Help", "--engine duckdb: the most memory the run may take "
                   "(e.g. 2GB); DuckDB's memory_limit is what the program itself leaves of it, "
                   "and DuckDB spills to a temporary folder beyond that, removed afterwards"))
    if spark:
        add_spark_arguments(p)


def add_spark_arguments(p: argparse.ArgumentParser) -> None:
    """--spark-master and --spark-conf."""
    p.add_argument("--spark-master", metavar="URL", help=QT_TRANSLATE_NOOP(
        "Help", "--engine spark: the cluster's master URL (e.g. spark://host:7077, yarn); "
                "default: the one spark-submit gives, else local[2] on this machine"))
    p.add_argument("--spark-conf", metavar="KEY=VALUE", action="append", default=[],
                   help=QT_TRANSLATE_NOOP("Help", "--engine spark: a Spark setting (e.g. "
                                                  "spark.driver.memory=4g); may be repeated"))


def choose_engine(args: argparse.Namespace, options: ReadOptions | None = None) -> Engine:
    """The engine asked for, or the one ``auto`` picks by the input's size, layout and the
    memory its read would need (``agree_auto``; ``options`` gives the import's, by which a
    wide CSV's need is costed from the columns read)."""
    if args.table:
        return Engine("memory", Message(QT_TRANSLATE_NOOP("Errors", "a contingency table")))
    return engine_for(args.engine, args.file, weigh_args=args, options=options)


def _long_asked(args: argparse.Namespace) -> bool | None:
    """The layout the options give: long, wide, or None when left to the header."""
    layout = getattr(args, "layout", None)
    if layout in ("long", "wide"):
        return bool(layout == "long")
    if getattr(args, "annotator_col", None) or getattr(args, "label_col", None):
        return True
    return None


def engine_for(asked: str, path: str, weigh_args: argparse.Namespace | None = None,
               options: ReadOptions | None = None) -> Engine:
    """The engine asked for (``memory``, ``duckdb``), or the one ``auto`` picks for ``path``
    (shared by ``agree`` and ``report``; with ``weigh_args``, ``agree``'s options, a wide CSV
    above the size whose read fits in memory stays there)."""
    if asked != "auto":
        return Engine(asked, Message(QT_TRANSLATE_NOOP("Errors", "asked with --engine")))
    if Path(path).is_dir():  # the engines read a folder differently: never switch
        return Engine("memory", Message(QT_TRANSLATE_NOOP("Errors",
            "a folder is read as one file per annotator (--engine duckdb reads it as the "
            "Parquet parts of one table)")))
    size = _input_bytes(path)
    if size is None or size <= AUTO_BYTES:
        return Engine("memory", Message(QT_TRANSLATE_NOOP("Errors", "input of at most {limit} MB"),
                                        limit=AUTO_BYTES // 2**20))
    weighed = None if weigh_args is None else _weighed(path, size, weigh_args, options)
    if weighed is not None and weighed.memory_first:  # before importing DuckDB: 30 MB
        return Engine("memory", Message(QT_TRANSLATE_NOOP("Errors",
            "a wide CSV of {size} MB: reading it in memory needs about {need} of the {room} "
            "it may take, and is faster than DuckDB for a wide table"),
            size=f"{size / 2**20:,.0f}", need=human(weighed.need), room=human(weighed.room)))
    try:
        import duckdb  # noqa: F401
    except ImportError:
        return Engine("memory", Message(QT_TRANSLATE_NOOP("Errors",
            "input of {size} MB, but DuckDB is not installed (the desktop bundle never has "
            "it; a pip installation adds it with pip install 'label-adjudicator[scale]')"),
            size=f"{size / 2**20:,.0f}"))
    if weighed is not None and weighed.kind == "csv" and not weighed.long:
        return Engine("duckdb", Message(QT_TRANSLATE_NOOP("Errors",
            "a wide CSV of {size} MB: reading it in memory would need about {need}, more "
            "than the {room} it may take"),
            size=f"{size / 2**20:,.0f}", need=human(weighed.need), room=human(weighed.room)))
    return Engine("duckdb", Message(QT_TRANSLATE_NOOP("Errors", "input of {size} MB, above "
                                                      "{limit} MB"),
                                    size=f"{size / 2**20:,.0f}", limit=AUTO_BYTES // 2**20))


def _weighed(path: str, size: int, args: argparse.Namespace,
             options: ReadOptions | None) -> Weighed | None:
    """What ``auto`` weighs for a single CSV or Parquet file (None for several parts)."""
    from adjudicator.commands.agreement.agree_auto import weigh
    from adjudicator.engines.files import source_files
    from adjudicator.io.readers.budget import parse_size

    try:
        kind, files = source_files(path)
    except InputError:
        return None
    if len(files) != 1:
        return None
    limit = getattr(args, "memory_limit", None)
    return weigh(kind, files[0], size, _long_asked(args),
                 parse_size(limit) if limit else None, options)


def _input_bytes(path: str) -> int | None:
    """Total size of a CSV/Parquet input (None: another format, left to the memory path)."""
    from adjudicator.engines.files import source_files

    try:
        _, files = source_files(path)
    except InputError:
        return None
    return sum(f.stat().st_size for f in files)


#: import options no counting engine offers (their defaults are what it does)
_UNSUPPORTED = {"sheet": "--sheet", "no_header": "--no-header", "question": "--question",
                "include_gold": "--include-gold", "exclude_tainted": "--exclude-tainted",
                "hidden": "--hidden", "merged": "--merged",
                "ignore_problems": "--ignore-problems"}


def counting_engine_for(engine: Engine, args: argparse.Namespace) -> CountingEngine:
    """The counting engine ``engine`` names, with the settings of the command line."""
    from adjudicator.engines.engine import Settings
    from adjudicator.engines.registry import counting_engine

    settings = Settings(memory_limit=getattr(args, "memory_limit", None),
                        spark_master=getattr(args, "spark_master", None),
                        spark_conf=tuple(getattr(args, "spark_conf", None) or ()),
                        progress=StderrProgress(), warn=warn)
    return counting_engine(engine.name, settings)


def refuse_options(args: argparse.Namespace, counter: CountingEngine,
                   unsupported: dict[str, str]) -> None:
    """Options the count tables cannot honour (``unsupported``: attribute -> flag, those of
    the command; a choice of repeated judgments; those of the engine): an input error
    naming them."""
    given = [flag for name, flag in unsupported.items() if getattr(args, name, None)]
    if getattr(args, "repeats", None) not in (None, "refuse"):
        given.append("--repeats")
    given += [flag for name, flag in counter.unsupported.items() if getattr(args, name, None)]
    if given:
        raise InputError(counter.refusal, args={"options": ", ".join(given)},
                         hint=counter.refusal_hint)


def engine_report(args: argparse.Namespace, opts: AgreementOptions, engine: Engine
                  ) -> tuple[AgreementReport, dict[str, Any] | None]:
    """The report (and the --by block) from tables the counting engine ``engine`` counted."""
    from adjudicator.commands.validate import import_options
    from adjudicator.core.stats.summaries.summary_counts import summarize_counts

    counter = counting_engine_for(engine, args)
    refuse_options(args, counter, _UNSUPPORTED)
    counted = counter.agreement(args.file, import_options(args), args.labels, args.by)
    tell_counted(args.file, counted)
    report = summarize_counts(counted.tables, opts, min_shared=args.min_shared)
    by = stratum_block_of(report, counted, args.by, opts) if args.by else None
    return report, by


def warn_over_limit(args: argparse.Namespace, engine: Engine) -> None:
    """--engine duckdb with --memory-limit: a warning when the run's peak (counting,
    statistics and output together) passed the limit, instead of passing it in silence."""
    limit = getattr(args, "memory_limit", None)
    if engine.name != "duckdb" or not limit:
        return
    from adjudicator.engines.duckdb.budget import check_peak

    check_peak(limit, warn)


def tell_counted(path: str, counted: Any) -> None:
    """What the engine decided that changes the counts, on stderr (as the memory path)."""
    name = Path(path).name
    if counted.skipped_rows:
        warn(QT_TRANSLATE_NOOP("Errors", "{file}: {n} row(s) without an item id or annotator "
                               "skipped"), file=name, n=counted.skipped_rows)
    if counted.coding.trimmed:
        note(QT_TRANSLATE_NOOP("Errors", "{file}: spaces around labels trimmed"), file=name)
    for d in counted.coding.near_duplicates:
        note(QT_TRANSLATE_NOOP("Errors", "{file}: {value} may be {canonical} ({why}); counted "
                               "as different labels (--merge-near-duplicates merges them)"),
             file=name, value=repr(d.value), canonical=repr(d.canonical), why=d.why)


def stratum_block_of(report: AgreementReport, counted: Any, column: str,
                   opts: AgreementOptions) -> dict[str, Any]:
    """The JSON ``by`` key from the per-stratum tables, as ``agree.stratum_block`` makes it."""
    names = list(counted.tables.annotators)
    pairs = []
    for pair in report.pairs:
        i, j = (names.index(x) for x in pair.annotators)
        rows = stratum_summary(counted.stratum_tables[(i, j)], labels=report.labels,
                               conventions=opts.conventions, ci=opts.ci,
                               resamples=opts.resamples, seed=opts.seed)
        pairs.append({"annotators": list(pair.annotators), "strata": [
            {"value": counted.strata[s.index], "n": s.n,
             **{m: s.coefficients[m].to_dict() for m in STRATUM_METRICS}}
            for s in sorted_by_size(rows)]})
    return {"column": column, "pairs": pairs}


# a DuckDB step's progress line; the step names are marked where the steps run (engines)
STEP_STARTED = QT_TRANSLATE_NOOP("Errors", "adjudicator: duckdb: {step}… {done}")
STEP_DONE = QT_TRANSLATE_NOOP("Errors", "adjudicator: duckdb: {step} {done}")


class StderrProgress:
    """Progress of DuckDB's longer steps on stderr: a step is named once it has run a second,
    then its percentage at most every few seconds (one line each, so logs stay readable)."""

    def __init__(self, every: float = 5.0) -> None:
        self.every = every
        self.step = ""
        self.start = self.last = 0.0
        self.named = False

    def __call__(self, step: str, done: float) -> None:
        now = time.monotonic()
        if step != self.step or done == 0.0:
            self.step, self.start, self.last, self.named = step, now, now, False
            return
        if not self.named and now - self.start >= 1.0:
            self.named, self.last = True, now
            say(STEP_STARTED, stream=sys.stderr, step=Message(step), done=f"{done:.0%}")
        elif self.named and 0 < done < 1 and now - self.last >= self.every:
            self.last = now
            say(STEP_DONE, stream=sys.stderr, step=Message(step), done=f"{done:.0%}")
