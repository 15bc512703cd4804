"""--memory-limit bounds the whole run: DuckDB gets what the program leaves of it, and a limit
that leaves too little is refused by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.engines.duckdb import budget
from adjudicator.engines.duckdb.budget import duckdb_share
from adjudicator.engines.duckdb.session import session
from adjudicator.io.readers.budget import parse_size

pytest.importorskip("duckdb")


def test_share_is_the_limit_less_the_program_and_its_slack() -> None:
    """2GB with 150 MB held, 2 threads: the formula of ``duckdb.budget``, and less than
    the limit less what is held."""
    share = duckdb_share("2GB", 2, resident=150 * 10**6)
    expected = (int((2 * 10**9 - 150 * 10**6 - budget.PYTHON_WORK) / (1 + budget.SLACK))
                - 2 * budget.THREAD_SLACK)
    assert share == expected
    assert share < 2 * 10**9 - 150 * 10**6 - budget.PYTHON_WORK
    assert duckdb_share("2GB", 8, resident=150 * 10**6) < share  # more threads, less share


def test_a_limit_below_what_the_program_holds_is_refused() -> None:
    """The refusal names the option, what is held and the least limit that would do; that
    least limit is accepted."""
    with pytest.raises(InputError) as refused:
        duckdb_share("200MB", 2, resident=180 * 10**6)
    error = refused.value
    assert error.message.startswith("--memory-limit 200MB cannot be kept")
    least = parse_size(str(error.args_["least"]))
    assert least > 200 * 10**6
    assert duckdb_share(f"{least + 10**6}B", 2, resident=180 * 10**6) >= budget.MIN_DUCKDB


def test_session_gives_duckdb_less_than_the_limit() -> None:
    """DuckDB's own memory_limit is below the limit given (the program's part is taken off)."""
    with session("2GB") as s:
        told = s.con.execute("SELECT current_setting('memory_limit')").fetchone()[0]
    assert parse_size(str(told)) < 2 * 10**9 - budget.PYTHON_WORK


def test_cli_refuses_a_limit_it_cannot_keep(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """`agree --engine duckdb --memory-limit 50MB`: exit 2 and the option named, nothing
    counted over the limit in silence."""
    path = tmp_path / "long.csv"
    path.write_text("item,annotator,label\n1,a,x\n1,b,x\n2,a,y\n2,b,y\n", encoding="utf-8")
    assert main(["agree", str(path), "--engine", "duckdb", "--memory-limit", "50MB"]) == 2
    err = capsys.readouterr().err
    assert "--memory-limit 50MB cannot be kept" in err
    assert "for example --memory-limit" in err


def test_a_run_past_the_limit_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The process's peak read as past the limit: the count is printed and a warning names
    --memory-limit and the peak."""
    monkeypatch.setattr(budget, "peak_bytes", lambda: 5 * 10**9)
    path = tmp_path / "long.csv"
    path.write_text("item,annotator,label\n1,a,x\n1,b,x\n2,a,y\n2,b,y\n", encoding="utf-8")
    assert main(["agree", str(path), "--engine", "duckdb", "--memory-limit", "2GB"]) == 0
    captured = capsys.readouterr()
    assert "Cohen" in captured.out
    assert ("warning: this run took 5.0GB of memory at its peak, more than --memory-limit 2GB"
            in captured.err)


def test_a_run_within_the_limit_says_nothing(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A peak below the limit: no warning."""
    monkeypatch.setattr(budget, "peak_bytes", lambda: 10**9)
    path = tmp_path / "long.csv"
    path.write_text("item,annotator,label\n1,a,x\n1,b,x\n2,a,y\n2,b,y\n", encoding="utf-8")
    assert main(["agree", str(path), "--engine", "duckdb", "--memory-limit", "2GB"]) == 0
    assert "warning" not in capsys.readouterr().err
