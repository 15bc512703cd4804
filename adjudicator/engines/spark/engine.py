"""Spark as a counting engine (``engines.engine``): on a cluster or locally, every count of
one call in one Spark session, whose errors become input errors naming the path."""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.engines.counting import Counted
from adjudicator.engines.engine import ReportCounts, Settings
from adjudicator.engines.spark.counts import count_tables
from adjudicator.engines.spark.guard import spark_conf, spark_errors
from adjudicator.engines.spark.report import decided_codes, unanimous_by_annotator
from adjudicator.engines.spark.session import spark_session
from adjudicator.io.options import ImportOptions


class SparkEngine:
    """Counts with Spark (pyspark and a Java runtime, imported when a session starts);
    --spark-conf is read when the engine is made, so a bad setting stops before Spark starts."""

    name = "spark"
    refusal = QT_TRANSLATE_NOOP("Errors", "{options} cannot be used with --engine spark")
    refusal_hint = QT_TRANSLATE_NOOP("Errors",
        "Leave them out (memory: --spark-conf spark.driver.memory=4g), or use --engine memory")

    def __init__(self, settings: Settings) -> None:
        self.master = settings.spark_master
        #: Spark's memory is set with --spark-conf, not DuckDB's limit
        self.unsupported = {"memory_limit": "--memory-limit"}
        self.conf = spark_conf(list(settings.spark_conf))

    def agreement(self, path: str, options: ImportOptions, labels: list[str] | None,
                  by: str | None) -> Counted:
        """The count tables, in one Spark session."""
        with spark_session(self.master, self.conf) as spark, spark_errors(path):
            return count_tables(spark, path, options, labels, by)

    def report(self, path: str, options: ImportOptions, labels: list[str] | None,
               columns: list[str], items: list[str]) -> ReportCounts:
        """The report's counts, every --by column in the same session."""
        with spark_session(self.master, self.conf) as spark, spark_errors(path):
            first = columns[0] if columns else None
            counted = count_tables(spark, path, options, labels, first)
            r, k = len(counted.tables.annotators), len(counted.tables.labels)
            unanimous = unanimous_by_annotator(counted.coded, r, k)
            codes, found = decided_codes(spark, counted.coded, items, r)
            by = [(columns[0], counted)] if columns else []
            by += [(column, count_tables(spark, path, options, labels, column))
                   for column in columns[1:]]
        return ReportCounts(counted, unanimous, codes, found, by)
