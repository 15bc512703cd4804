"""`agree --engine spark`: the report from count tables built by Spark, on a cluster or locally.

Never chosen by ``--engine auto``. Spark counts the same tables as the DuckDB engine
(``engines.spark.counts``) and the driver hands them to the same ``core`` functions, so
the numbers equal the other engines'. ``--spark-master`` names the cluster (default: the one
``spark-submit`` gave, else ``local[2]`` on this machine); ``--spark-conf`` passes settings.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary_model import AgreementReport


def add_spark_arguments(p: argparse.ArgumentParser) -> None:
    """--spark-master and --spark-conf."""
    p.add_argument("--spark-master", metavar="URL", help=QT_TRANSLATE_NOOP(
        "Help", "--engine spark: the cluster's master URL (e.g. spark://host:7077, yarn); "
                "default: the one spark-submit gives, else local[2] on this machine"))
    p.add_argument("--spark-conf", metavar="KEY=VALUE", action="append", default=[],
                   help=QT_TRANSLATE_NOOP("Help", "--engine spark: a Spark setting (e.g. "
                                                  "spark.driver.memory=4g); may be repeated"))


def spark_conf(given: list[str]) -> dict[str, str]:
    """The --spark-conf settings as a dict; a setting without '=' is an input error."""
    conf: dict[str, str] = {}
    for item in given:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise InputError(QT_TRANSLATE_NOOP("Errors", "--spark-conf {given} is not a setting"),
                             args={"given": repr(item)},
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "KEY=VALUE, e.g. spark.driver.memory=4g"))
        conf[key.strip()] = value.strip()
    return conf


def spark_report(args: argparse.Namespace, opts: AgreementOptions
                 ) -> tuple[AgreementReport, dict[str, Any] | None]:
    """The report (and the --by block) from tables Spark counted."""
    from adjudicator.commands.agree_engine import _stratum_block, _tell
    from adjudicator.commands.validate import import_options
    from adjudicator.core.stats.summaries.summary_counts import summarize_counts
    from adjudicator.engines.spark.counts import count_tables
    from adjudicator.engines.spark.session import spark_session

    _refuse_options(args)
    conf = spark_conf(args.spark_conf)
    with spark_session(args.spark_master, conf) as spark, spark_errors(args.file):
        counted = count_tables(spark, args.file, import_options(args), args.labels, args.by)
    _tell(args.file, counted)
    report = summarize_counts(counted.tables, opts, min_shared=args.min_shared)
    by = _stratum_block(report, counted, args.by, opts) if args.by else None
    return report, by


def _refuse_options(args: argparse.Namespace) -> None:
    """Import options the count tables cannot honour, as with --engine duckdb."""
    from adjudicator.commands.agree_engine import _UNSUPPORTED

    given = [flag for name, flag in _UNSUPPORTED.items() if getattr(args, name, None)]
    if args.repeats != "refuse":
        given.append("--repeats")
    if args.memory_limit:
        given.append("--memory-limit")
    if given:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "{options} cannot be used with --engine spark"),
                         args={"options": ", ".join(given)},
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Leave them out (memory: --spark-conf spark.driver.memory=4g), "
                             "or use --engine memory"))


@contextmanager
def spark_errors(path: str) -> Iterator[None]:
    """An error raised by Spark (an unreadable path, an executor out of memory...) becomes
    an input error naming the path and what to check, its JVM stack trace left out."""
    try:
        yield
    except InputError:
        raise
    except Exception as exc:
        if not _is_spark_error(exc):
            raise
        raise InputError(QT_TRANSLATE_NOOP("Errors", "Spark stopped with an error ({why})"),
                         args={"why": _first_line(exc)}, file=path,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check that the path can be read from the cluster and the "
                             "memory settings (--spark-conf)")) from None


def _is_spark_error(exc: BaseException) -> bool:
    """An error raised by Spark or its Java bridge (not a bug of ours)."""
    from py4j.protocol import Py4JError
    from pyspark.errors import PySparkException

    return isinstance(exc, PySparkException | Py4JError)


def _first_line(exc: BaseException) -> str:
    """The first line of a Spark error (its JVM stack trace left out)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
