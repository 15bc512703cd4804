"""Engines that count where the data lives (DuckDB, Spark) behind one interface (``engine``,
by name in ``registry``), into the same core functions as in memory; only commands import them."""
