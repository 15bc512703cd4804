"""Spark's settings read and its errors guarded: --spark-conf as a dict (a malformed setting
is an input error before Spark starts), and an error Spark raises (an unreadable path, an
executor out of memory…) as an input error naming the path, its JVM stack trace left out."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def spark_conf(given: list[str]) -> dict[str, str]:
    """The --spark-conf settings as a dict; a setting without '=' is an input error."""
    conf: dict[str, str] = {}
    for item in given:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise InputError(QT_TRANSLATE_NOOP("Errors", "--spark-conf {given} is not a setting"),
                             args={"given": repr(item)},
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "KEY=VALUE, e.g. spark.driver.memory=4g"))
        conf[key.strip()] = value.strip()
    return conf


@contextmanager
def spark_errors(path: str) -> Iterator[None]:
    """An error raised by Spark (an unreadable path, an executor out of memory...) becomes
    an input error naming the path and what to check, its JVM stack trace left out."""
    try:
        yield
    except InputError:
        raise
    except Exception as exc:
        if not _is_spark_error(exc):
            raise
        raise InputError(QT_TRANSLATE_NOOP("Errors", "Spark stopped with an error ({why})"),
                         args={"why": _first_line(exc)}, file=path,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check that the path can be read from the cluster and the "
                             "memory settings (--spark-conf)")) from None


def _is_spark_error(exc: BaseException) -> bool:
    """An error raised by Spark or its Java bridge (not a bug of ours)."""
    from py4j.protocol import Py4JError
    from pyspark.errors import PySparkException

    return isinstance(exc, PySparkException | Py4JError)


def _first_line(exc: BaseException) -> str:
    """The first line of a Spark error (its JVM stack trace left out)."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
