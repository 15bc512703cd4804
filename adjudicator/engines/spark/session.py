"""A SparkSession for `agree --engine spark`: the running one, one of spark-submit, or our own.

Spark (pyspark, Apache-2.0, the ``spark`` extra) runs the count queries where the data is.
Three cases, in this order:

- a session is already active in this process (a notebook, the tests): it is used as it is
  and left running;
- under ``spark-submit`` (its JVM is there already): the builder joins it, with the master
  and settings spark-submit was given;
- otherwise we start Spark's JVM ourselves, on ``--spark-master`` (default ``local[2]``), with
  a small driver, quiet logging and no web UI. Its scratch space (``spark.local.dir``, the
  JVM's ``java.io.tmpdir``, its log) is one folder under the system's temporary directory,
  removed at the end, also after an error or Ctrl+C, once the JVM has exited. Its Unix
  sockets are made there too, or, when that folder's path is too long for a socket, in a
  short folder of ours in /tmp, removed with it.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

# our scratch folder is named so; tests look for leftovers by this prefix
TEMP_PREFIX = "adjudicator-spark-"
LOCAL_MASTER = "local[2]"
# a Unix socket's path: at most 103 bytes (sun_path, 104 bytes on macOS and the BSDs, 108 on
# Linux, with its NUL); pyspark names a socket "/.{uuid4}.sock" in its folder, 43 bytes
MAX_SOCKET_PATH = 103
SOCKET_NAME = 43
# settings of a JVM we start (each can be overridden with --spark-conf)
DEFAULTS = {
    "spark.driver.memory": "1g",
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": "8",
    "spark.sql.session.timeZone": "UTC",
}
# Spark's own logging of a JVM we start: errors only, to its log in the scratch folder
_LOG4J = """rootLogger.level = error
rootLogger.appenderRef.stdout.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n
"""


def require_pyspark() -> Any:
    """The pyspark module, or an input error saying how to install it."""
    try:
        import pyspark
    except ImportError:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the Spark engine is not installed"),
                         expected=QT_TRANSLATE_NOOP("Errors", "the 'spark' extra (pyspark)"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "pip install 'label-adjudicator[spark]', or use --engine duckdb")
                         ) from None
    return pyspark


def find_java() -> str:
    """The java command Spark will run (``$JAVA_HOME/bin/java``, else ``java`` on the PATH),
    or an input error saying what to install."""
    home = os.environ.get("JAVA_HOME")
    java = str(Path(home) / "bin" / "java") if home else shutil.which("java")
    if java and Path(java).is_file() and os.access(java, os.X_OK):
        return java
    raise InputError(QT_TRANSLATE_NOOP("Errors", "Spark needs Java, and none was found"),
                     args={"where": f"JAVA_HOME={home}" if home else "PATH"},
                     expected=QT_TRANSLATE_NOOP("Errors", "a Java 17 or 21 runtime ({where})"),
                     hint=QT_TRANSLATE_NOOP("Errors",
                         "Install one (Debian/Ubuntu: apt install openjdk-17-jre-headless) "
                         "or set JAVA_HOME, or use --engine duckdb"))


@contextmanager
def spark_session(master: str | None = None, conf: dict[str, str] | None = None
                  ) -> Iterator[Any]:
    """The SparkSession to count with (see the module); stopped at the end only if ours."""
    require_pyspark()
    from pyspark.sql import SparkSession

    active = SparkSession.getActiveSession()
    if active is not None:
        yield active
        return
    if "PYSPARK_GATEWAY_PORT" in os.environ:  # under spark-submit: its JVM and settings
        builder = SparkSession.builder.appName("adjudicator agree")
        if master:
            builder = builder.master(master)
        for key, value in (conf or {}).items():
            builder = builder.config(key, value)
        spark = builder.getOrCreate()
        try:
            yield spark
        finally:
            spark.stop()
        return
    with _own_session(master or LOCAL_MASTER, conf or {}) as spark:
        yield spark


@contextmanager
def _sigint_held() -> Iterator[None]:
    """Ctrl+C held back while Spark starts (the JVM, then the context, whose own handler
    fails if it is called half made): one pressed meanwhile arrives as KeyboardInterrupt
    once the JVM's process is known, so it is ended and our folder removed."""
    held = (hasattr(signal, "pthread_sigmask")
            and threading.current_thread() is threading.main_thread())
    if held:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        if held:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@contextmanager
def _own_session(master: str, conf: dict[str, str]) -> Iterator[Any]:
    """Start Spark's JVM with its scratch space in a folder of ours; stop it and remove the
    folder at the end."""
    find_java()
    scratch = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX))
    sockets = socket_folder(scratch / "tmp")
    proc: subprocess.Popen[bytes] | None = None
    before = signal.getsignal(signal.SIGINT)  # SparkContext installs its own, never undone
    quiet = _QuietPy4J()
    logging.getLogger().addFilter(quiet)
    try:
        (scratch / "log4j2.properties").write_text(_LOG4J, encoding="utf-8")
        (scratch / "tmp").mkdir()
        log = open(scratch / "jvm.log", "wb")  # noqa: SIM115 (closed below, after the JVM)
        try:
            with _sigint_held():
                spark, proc = _start(master, {**DEFAULTS, **conf}, scratch, log, sockets)
            try:
                yield spark
            finally:
                _stop(spark)
        finally:
            _end(proc)
            log.close()
    finally:
        with _sigint_held():  # a second Ctrl+C now waits until our folders are gone
            logging.getLogger().removeFilter(quiet)
            if before is not None and threading.current_thread() is threading.main_thread():
                signal.signal(signal.SIGINT, before)
            if proc is None:  # stopped while the JVM was starting: end what was started
                _end_started(scratch)
            shutil.rmtree(scratch, ignore_errors=True)
            if sockets is not None:
                shutil.rmtree(sockets, ignore_errors=True)


def socket_folder(tmp: Path) -> Path | None:
    """Where pyspark and the JVM make their Unix sockets (``spark.python.unix.domain.
    socket.dir``): None for the JVM's temporary folder ``tmp``, when its path leaves room
    for a socket's name (a socket's whole path must fit the 104 or 108 bytes of
    ``sun_path``); else a short private folder of ours in /tmp, removed with the scratch
    folder (a long TMPDIR, as macOS' or a test's, made Spark fail to start with "AF_UNIX
    path too long"). None also when /tmp cannot take it (then Spark's own error says why)."""
    if len(os.fsencode(tmp)) + SOCKET_NAME <= MAX_SOCKET_PATH or not Path("/tmp").is_dir():
        return None
    try:
        return Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir="/tmp"))
    except OSError:
        return None


def _start(master: str, conf: dict[str, str], scratch: Path, log: Any,
           sockets: Path | None = None) -> tuple[Any, subprocess.Popen[bytes] | None]:
    """A SparkContext on a JVM whose output goes to ``log``, its Unix sockets in ``sockets``
    (default: its temporary folder); its session and process."""
    from pyspark import SparkConf, SparkContext
    from pyspark.java_gateway import launch_gateway
    from pyspark.sql import SparkSession

    options = (f"-Dlog4j2.configurationFile={(scratch / 'log4j2.properties').as_uri()} "
               f"-Djava.io.tmpdir={scratch / 'tmp'} -XX:-UsePerfData")
    settings = {"spark.master": master, "spark.app.name": "adjudicator agree",
                "spark.driver.extraJavaOptions": options}
    if master.startswith("local"):  # executors elsewhere use their own machine's folders
        settings["spark.local.dir"] = str(scratch / "tmp")
        # pyspark's servers for the JVM listen on "localhost" over TCP, which a bare machine
        # without /etc/hosts cannot resolve; a Unix socket needs no name (where Python has
        # them: not on Windows)
        if hasattr(socket, "AF_UNIX"):
            settings["spark.python.unix.domain.socket.enabled"] = "true"
        if sockets is not None:
            settings["spark.python.unix.domain.socket.dir"] = str(sockets)
    settings.update(conf)
    spark_conf = SparkConf(loadDefaults=False).setAll(list(settings.items()))
    env = {"SPARK_LAUNCHER_OPTS": options}  # Spark's launcher JVM: no files outside ours
    if master.startswith("local"):
        env["SPARK_LOCAL_IP"] = "127.0.0.1"  # no "resolves to a loopback" warning
    before = {k: os.environ.get(k) for k in env}
    os.environ.update({k: v for k, v in env.items() if before[k] is None})
    try:
        gateway = launch_gateway(spark_conf,  # type: ignore[no-untyped-call]
                                 popen_kwargs={"stdout": log, "stderr": log})
    except Exception as exc:  # the JVM did not start: say why, from its own log
        raise _jvm_error(scratch, exc) from None
    finally:
        for key, value in before.items():
            if value is None:
                os.environ.pop(key, None)
    proc = getattr(gateway, "proc", None)
    try:
        sc = SparkContext(conf=spark_conf, gateway=gateway)
    except Exception as exc:
        _end(proc)
        raise _jvm_error(scratch, exc) from None
    if threading.current_thread() is threading.main_thread():
        # pyspark's handler calls the JVM from inside the signal (a reentrant read of its
        # socket, logged as errors): Ctrl+C only raises, and stopping the context cancels
        signal.signal(signal.SIGINT, signal.default_int_handler)
    return SparkSession(sc), proc


class _QuietPy4J(logging.Filter):
    """Drop py4j's "... while sending command" records (logged on the root logger with a
    stack trace when Ctrl+C interrupts a call; the command line says "interrupted")."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "while sending command" not in str(record.msg)


def _jvm_error(scratch: Path, exc: BaseException) -> InputError:
    """Spark did not start: the last lines of the JVM's log (or the exception)."""
    try:
        lines = (scratch / "jvm.log").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        lines = []
    why = " | ".join(line.strip() for line in lines[-3:] if line.strip()) or str(exc)
    return InputError(QT_TRANSLATE_NOOP("Errors", "Spark did not start ({why})"),
                      args={"why": why},
                      hint=QT_TRANSLATE_NOOP("Errors",
                          "Check --spark-master and --spark-conf, and that Java 17 or 21 "
                          "is installed"))


def _stop(spark: Any) -> None:
    """Stop the session and the JVM's gateway (errors while stopping are not the user's)."""
    with suppress(Exception):  # the JVM may be gone already
        spark.stop()
    from pyspark import SparkContext

    gateway = getattr(SparkContext, "_gateway", None)
    if gateway is not None:
        with suppress(Exception):
            gateway.shutdown()
    SparkContext._gateway = None
    SparkContext._jvm = None


def _end_started(scratch: Path) -> None:
    """End the processes started for this session whose handle we never got (Ctrl+C while
    Spark's launcher ran): on Linux, those whose command line names our scratch folder."""
    proc_dir = Path("/proc")
    if not proc_dir.is_dir():
        return
    mark = str(scratch).encode()
    for entry in proc_dir.iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if mark in (entry / "cmdline").read_bytes():
                os.kill(int(entry.name), signal.SIGKILL)
        except (OSError, ValueError):
            continue


def _end(proc: subprocess.Popen[bytes] | None) -> None:
    """Let the JVM exit (it does when its stdin closes), killing it if it lingers."""
    if proc is None:
        return
    if proc.stdin is not None:
        with suppress(OSError):
            proc.stdin.close()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
