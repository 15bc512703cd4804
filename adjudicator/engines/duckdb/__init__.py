"""The DuckDB engine: counts the agreement and report tables on one machine, out of core, with
bounded memory; a source of files, a session, and the GROUP BY and streamed passes."""
