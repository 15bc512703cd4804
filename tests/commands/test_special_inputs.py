"""Inputs that are not regular files (a FIFO) are refused at once, never read."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.io.coding.schema import load_schema
from adjudicator.io.readers.encodings import read_text
from adjudicator.report.acceptance.info import read_info_file
from adjudicator.report.acceptance.rules import read_rules_file

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    """A FIFO no one writes to. While the test runs, a helper opens and closes its writing end
    again and again: a reader blocked on it (the defect) then gets an end of file instead of
    hanging the test run, and fails on what it read."""
    path = tmp_path / "pipe.csv"
    os.mkfifo(path)
    done = threading.Event()

    def unblock() -> None:
        while not done.wait(0.2):
            with contextlib.suppress(OSError):  # no reader has it open: nothing to unblock
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))

    helper = threading.Thread(target=unblock, daemon=True)
    helper.start()
    yield path
    done.set()
    helper.join()


def test_decide_from_a_fifo_is_refused(data: Path, fifo: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Regression (issue 27, hangs): `decide --from FIFO` blocked for ever; it is refused as
    `validate` refuses a FIFO, naming the file, and nothing is applied."""
    assert main(["decide", str(data), "--from", str(fifo)]) == 2
    err = capsys.readouterr().err
    assert "not a regular file" in err
    assert str(fifo) in err


@pytest.mark.parametrize("reader", [read_text, load_schema, read_rules_file, read_info_file])
def test_every_small_input_refuses_a_fifo(fifo: Path, reader: object) -> None:
    """The decisions, contingency table, schema, rules and report fields files are checked the
    same way, on the opened file."""
    with pytest.raises(InputError, match="not a regular file"):
        reader(fifo)  # type: ignore[operator]


@pytest.mark.parametrize("args", [
    ["selftest", "{fifo}"],
    ["agree", "{data}", "--gold-file", "{fifo}"],
    ["agree", "{fifo}"],
    ["validate", "{data}", "--schema", "{fifo}"],
    ["rules", "{data}", "--from", "{fifo}"],
    ["check", "{data}", "--rules", "{fifo}"],
    ["report", "{data}", "--out", "{out}", "--no-record", "--info", "{fifo}"],
    ["note", "{data}", "hello", "--log", "{fifo}"],
    ["merge", "{fifo}", "{fifo}", "--out", "{out}"],
], ids=lambda a: " ".join(a[:1] + [x for x in a if x.startswith("--")]))
def test_every_input_path_of_every_command_refuses_a_fifo(
        data: Path, fifo: Path, tmp_path: Path, args: list[str],
        capsys: pytest.CaptureFixture[str]) -> None:
    """Regression (issue 27, hangs): every file a command reads is checked as `validate`
    checks its data; `selftest FIFO` and `agree --gold-file FIFO` blocked for ever."""
    given = [a.format(fifo=fifo, data=data, out=tmp_path / "out.html") for a in args]
    assert main(given) == 2
    err = capsys.readouterr().err
    assert "not a regular file" in err
    assert fifo.name in err
