"""The `adjudicator` dispatcher: every failure is one line and an exit status, never a traceback."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from adjudicator.cli import main, run_guarded


def _raise(exc: BaseException):  # type: ignore[no-untyped-def]
    """A command entry that fails with ``exc``."""
    def entry(args: list[str]) -> int:
        raise exc
    return entry


def test_os_error_is_one_line_naming_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    """A permission error anywhere below a command is exit 2 and names the file."""
    exc = PermissionError(13, "Permission denied", "labels.csv")
    assert run_guarded(_raise(exc), [], debug=False) == 2
    err = capsys.readouterr().err
    assert err.startswith("adjudicator: error: labels.csv: Permission denied.")
    assert "Traceback" not in err
    assert err.count("\n") == 1


def test_unreadable_labels_file_is_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """`validate` of a file this user may not read says so (root ignores chmod, so the
    refusal is simulated at open)."""
    path = tmp_path / "labels.csv"
    path.write_text("id,a,b\n1,x,y\n", encoding="utf-8")

    def refuse(self: Path, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", refuse)
    assert main(["validate", str(path)]) == 2
    assert f"{path}: Permission denied" in capsys.readouterr().err


def test_full_disk_on_stdout_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Output that cannot be written (`> /dev/full`) is exit 2 with the reason."""
    exc = OSError(28, "No space left on device")
    assert run_guarded(_raise(exc), [], debug=False) == 2
    assert "No space left on device" in capsys.readouterr().err


def test_help_into_a_closed_pipe_is_quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """`adjudicator --help | head -0`: the broken pipe ends the command without a traceback."""
    class Closed(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

        def fileno(self) -> int:
            raise io.UnsupportedOperation("no file")

    monkeypatch.setattr(sys, "stdout", Closed())
    assert main(["--help"]) == 1


def test_closed_stdout_does_not_crash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Started with stdout closed (`>&-`, sys.stdout is None) a command still runs."""
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["selftest"]) == 0


def test_ctrl_c_is_exit_130_with_a_word(capsys: pytest.CaptureFixture[str]) -> None:
    """Ctrl-C ends with status 130 and says so, without a traceback."""
    assert run_guarded(_raise(KeyboardInterrupt()), [], debug=False) == 130
    assert capsys.readouterr().err == "adjudicator: interrupted\n"


def test_mistyped_command_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    """`adjudicator agre data.csv` suggests `agree` instead of opening a file named agre."""
    monkeypatch.chdir(tmp_path)
    assert main(["agre", "data.csv"]) == 2
    err = capsys.readouterr().err
    assert "unknown command 'agre'" in err
    assert "adjudicator agree" in err


def test_window_with_file_and_sample_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """`adjudicator FILE --sample` is a conflict, reported in the one-line form."""
    assert main(["data.csv", "--sample"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("adjudicator: error: adjudicator: give a FILE or --sample")
    assert "usage:" not in err


def test_window_bad_option_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    """A bad window option is one line like the sub-commands' (no usage block)."""
    assert main(["--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "invalid choice: 'fr'" in err
