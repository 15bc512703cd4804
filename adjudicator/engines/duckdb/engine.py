"""DuckDB as a counting engine (``engines.engine``): out of core on this machine, each count
in a session of its own, bounded by --memory-limit and spilling to a private folder."""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.engines.counting import Counted
from adjudicator.engines.duckdb.budget import check_peak
from adjudicator.engines.duckdb.counts import count_tables
from adjudicator.engines.duckdb.report import decided_codes, unanimous_by_annotator
from adjudicator.engines.duckdb.session import session
from adjudicator.engines.engine import ReportCounts, Settings
from adjudicator.io.options import ImportOptions


class DuckDBEngine:
    """Counts with DuckDB (the ``scale`` extra, imported when a session starts)."""

    name = "duckdb"
    refusal = QT_TRANSLATE_NOOP("Errors", "{options} cannot be used with --engine duckdb")
    refusal_hint = QT_TRANSLATE_NOOP("Errors", "Leave them out, or use --engine memory")

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.unsupported: dict[str, str] = {}

    def agreement(self, path: str, options: ImportOptions, labels: list[str] | None,
                  by: str | None) -> Counted:
        """The count tables, in one session (``agree`` checks the run's peak at its end,
        statistics and output included)."""
        with session(self.settings.memory_limit, progress=self.settings.progress) as s:
            return count_tables(s, path, options, labels, by)

    def report(self, path: str, options: ImportOptions, labels: list[str] | None,
               columns: list[str], items: list[str]) -> ReportCounts:
        """The report's counts; each further --by column in a session of its own (one
        session's tables at a time, so the memory limit holds); a warning when the peak so
        far passed the limit."""
        with session(self.settings.memory_limit, progress=self.settings.progress) as s:
            counted = count_tables(s, path, options, labels, columns[0] if columns else None)
            r, k = len(counted.tables.annotators), len(counted.tables.labels)
            unanimous = unanimous_by_annotator(s, r, k)
            item_type = counted.layout.types.get(counted.layout.item, "VARCHAR")
            codes, found = decided_codes(s, items, r, item_type)
        by = [(columns[0], counted)] if columns else []
        by += [(column, self.agreement(path, options, labels, column))
               for column in columns[1:]]
        check_peak(self.settings.memory_limit, self.settings.warn)
        return ReportCounts(counted, unanimous, codes, found, by)
