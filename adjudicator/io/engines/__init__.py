"""Engines that count where the data lives: the count tables of the agreement report built by
an existing query engine (DuckDB on one machine), never by a scheduler of our own.

The tables they return (``core.stats.summary_counts.CountTables``) feed the same ``core``
functions as the in-memory path. Each engine's library is an optional extra, imported lazily.
"""
