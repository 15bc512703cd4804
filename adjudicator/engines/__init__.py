"""Engines that count where the data lives (DuckDB on one machine, Spark on a cluster) behind one
interface (``engine``, looked up by name in ``registry``); only ``commands`` imports engines.

Each engine's library is an optional extra, imported lazily; the counts go to the same ``core``
functions as the in-memory path, so the numbers are equal.
"""
