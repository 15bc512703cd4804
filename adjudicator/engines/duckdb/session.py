"""One DuckDB connection with bounded memory, a private spill folder, progress and a clean stop.

DuckDB (MIT, the ``scale`` extra) runs each query out of core: past ``memory_limit`` its
operators spill to ``temp_directory``. A --memory-limit bounds the whole process: DuckDB's
memory_limit is its share of it (``duckdb.budget``). The spill folder is made under the
system's temporary directory for this run alone and removed when the session ends, also on
Ctrl+C (the running query is interrupted first), so nothing is left behind.
"""

from __future__ import annotations

import shutil
import signal
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.engines.duckdb.budget import duckdb_share

#: a temporary folder of ours is named so; tests look for leftovers by this prefix
TEMP_PREFIX = "adjudicator-duckdb-"

Progress = Callable[[str, float], None]


def require_duckdb() -> Any:
    """The duckdb module, or an input error saying how to install it."""
    try:
        import duckdb
    except ImportError:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the DuckDB engine is not installed"),
                         expected=QT_TRANSLATE_NOOP("Errors", "the 'scale' extra (DuckDB)"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Use --engine memory (it reads the whole file), which works in "
                             "every installation; the desktop bundle never includes DuckDB. "
                             "An installation made with pip gains it with: pip install "
                             "'label-adjudicator[scale]'")
                         ) from None
    return duckdb


class Session:
    """Queries on one connection, each run in a worker thread while this one reports progress
    and waits for Ctrl+C (which interrupts DuckDB before the error travels on)."""

    def __init__(self, con: Any, progress: Progress | None) -> None:
        self.con = con
        self.progress = progress
        self.interrupted = threading.Event()  # set by Ctrl+C even if a library swallows it

    def query(self, step: str, sql: str, params: list[Any] | None = None) -> list[tuple[Any, ...]]:
        """Rows of one query, with ``step`` and DuckDB's percentage sent to ``progress``."""
        rows: list[tuple[Any, ...]] = self._run(
            step, lambda: self.con.execute(sql, params or []).fetchall())
        return rows

    def table(self, name: str, columns: dict[str, str], values: list[list[Any]]) -> None:
        """A temporary table ``name`` (made anew) of the ``columns`` (name: SQL type) holding
        ``values``, one list per column, in one statement. ``executemany`` runs a statement
        per row (0.1 s for a dozen rows here, seconds for thousands), and any parameter makes
        DuckDB's Python client import pandas (0.3-0.5 s of every run), so the values are
        written as literals: text quoted (a quote doubled), numbers as Python writes them.
        Only text holding a NUL character, which a literal cannot carry, travels as a
        parameter. The table and column names are the engine's own."""
        rows = list(zip(*values, strict=True))
        if any("\0" in v for row in rows for v in row if isinstance(v, str)):
            select = ", ".join(f"unnest(CAST(? AS {kind}[])) AS {column}"
                               for column, kind in columns.items())
            self.con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS SELECT {select}",
                             [list(v) for v in values])
            return
        typed = ", ".join(f"CAST(NULL AS {kind}) AS {column}" for column, kind in columns.items())
        self.con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS SELECT {typed} LIMIT 0")
        for start in range(0, len(rows), 10_000):
            text = ", ".join("(" + ", ".join(_literal(v) for v in row) + ")"
                             for row in rows[start:start + 10_000])
            self.con.execute(f"INSERT INTO {name} VALUES {text}")

    def stream(self, step: str, sql: str, rows: int) -> Iterator[Any]:
        """The result as Arrow record batches of about ``rows`` rows, each fetched as
        ``query`` runs (progress, Ctrl+C)."""
        reader = self._run(step, lambda: self.con.execute(sql).to_arrow_reader(rows))
        while True:
            try:
                batch = self._run(step, reader.read_next_batch)
            except StopIteration:
                return
            yield batch

    def _run(self, step: str, work: Callable[[], Any]) -> Any:
        """``work()`` in a worker thread while this one waits (progress, Ctrl+C)."""
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["value"] = work()
            except BaseException as exc:  # handed to the waiting thread, raised there
                box["error"] = exc

        worker = threading.Thread(target=run, daemon=True)
        worker.start()
        try:
            self._wait(worker, step)
            if self.interrupted.is_set():  # Ctrl+C came, but its exception was lost
                raise KeyboardInterrupt
        except BaseException:
            self.con.interrupt()
            worker.join()
            raise
        if "error" in box:
            raise box["error"]
        return box["value"]

    def _wait(self, worker: threading.Thread, step: str) -> None:
        """Join the worker, reporting progress about twice a second."""
        if self.progress:
            self.progress(step, 0.0)
        last = time.monotonic()
        while worker.is_alive():
            worker.join(0.1)
            if self.progress and time.monotonic() - last >= 0.5:
                last = time.monotonic()
                done = float(self.con.query_progress())
                if done >= 0:
                    self.progress(step, done / 100.0)
        if self.progress:
            self.progress(step, 1.0)


def _literal(value: Any) -> str:
    """A SQL literal of a text, whole number or None (``Session.table``)."""
    if value is None:
        return "NULL"
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise TypeError(f"no literal for {type(value).__name__}")
    if isinstance(value, int):
        return str(value)
    return "'" + value.replace("'", "''") + "'"


@contextmanager
def session(memory_limit: str | None = None, threads: int | None = None,
            progress: Progress | None = None) -> Iterator[Session]:
    """A connection to an in-memory DuckDB whose spill folder is removed at the end."""
    duckdb = require_duckdb()
    spill = tempfile.mkdtemp(prefix=TEMP_PREFIX)
    try:
        config: dict[str, Any] = {"temp_directory": spill, "preserve_insertion_order": True}
        if threads:
            config["threads"] = threads
        try:
            con = duckdb.connect(":memory:", config=config)
        except duckdb.Error as exc:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "DuckDB refused the settings ({why})"),
                             args={"why": exc},
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "--memory-limit like 2GB or 500MB")) from None
        if memory_limit:
            try:
                _limit(con, memory_limit)
            except BaseException:
                con.close()
                raise
        live = Session(con, progress)
        try:
            with _noted_interrupts(live.interrupted):
                yield live
        finally:
            con.close()
    finally:
        shutil.rmtree(spill, ignore_errors=True)


def _limit(con: Any, memory_limit: str) -> None:
    """DuckDB's memory_limit: its share of ``memory_limit`` (``duckdb.budget``), so that the
    whole process, not DuckDB alone, keeps within the limit given."""
    threads = int(con.execute("SELECT current_setting('threads')").fetchone()[0])
    share = duckdb_share(memory_limit, threads)
    con.execute(f"SET memory_limit = '{share // 2**20}MiB'")


@contextmanager
def _noted_interrupts(flag: threading.Event) -> Iterator[None]:
    """Ctrl+C sets ``flag`` as well as raising KeyboardInterrupt: a signal that arrives while
    DuckDB's own code checks for signals (and drops the exception) still stops the run at the
    next step instead of letting it finish as if nothing happened. Main thread only."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.getsignal(signal.SIGINT)
    if before is signal.SIG_IGN:  # Ctrl+C is ignored here (a background job): leave it so
        yield
        return

    def on_interrupt(signum: int, frame: Any) -> None:
        flag.set()
        raise KeyboardInterrupt

    signal.signal(signal.SIGINT, on_interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
