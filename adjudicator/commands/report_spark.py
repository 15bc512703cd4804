"""`report --engine spark`: the acceptance report's counts by Spark, on a cluster or locally.

The same counts as ``report --engine duckdb`` (``report_engine``): the agreement's tables
(``engines.spark.counts``), the unanimous items per annotator and the decided items'
labels (``engines.spark.report``), each further --by column counted again; all in one
Spark session, whose errors become input errors as with ``agree --engine spark``.
"""

from __future__ import annotations

import argparse
from typing import Any

from adjudicator.commands.report_engine import EngineCounts


def spark_counts(args: argparse.Namespace, options: Any, labels: list[str] | None,
                 columns: list[str], items: list[str]) -> EngineCounts:
    """The report's counts of DATA by Spark (``--spark-master``, ``--spark-conf``)."""
    from adjudicator.commands.agree_spark import spark_conf, spark_errors
    from adjudicator.commands.report_engine import stratum_counts
    from adjudicator.engines.spark.counts import count_tables
    from adjudicator.engines.spark.report import decided_codes, unanimous_by_annotator
    from adjudicator.engines.spark.session import spark_session

    conf = spark_conf(args.spark_conf)
    with spark_session(args.spark_master, conf) as spark, spark_errors(args.data):
        first = columns[0] if columns else None
        counted = count_tables(spark, args.data, options, labels, first)
        r, k = len(counted.tables.annotators), len(counted.tables.labels)
        unanimous = unanimous_by_annotator(counted.coded, r, k)
        codes, found = decided_codes(spark, counted.coded, items, r)
        strata = [stratum_counts(counted, first)] if first else []
        strata += [stratum_counts(count_tables(spark, args.data, options, labels, column),
                                  column) for column in columns[1:]]
    return EngineCounts(counted, unanimous, codes, found, strata)
