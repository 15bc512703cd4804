"""Engines that count where the data lives (DuckDB on one machine, Spark on a cluster): the count
tables of the agreement and the report, fed to the same ``core`` functions as the in-memory path.

Each engine's library is an optional extra, imported lazily; only ``commands`` imports engines.
"""
