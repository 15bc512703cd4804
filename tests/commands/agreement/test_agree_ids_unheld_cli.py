"""`adjudicator agree` on a large CSV checks its item ids as they are read and does not hold
them: the same output, stderr and status as reading the file whole, for repeated, blank and
whitespace ids, a composite id, and when every id's hash collides."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from adjudicator.cli import main
from adjudicator.io.coding import streamed_ids, unique_ids
from adjudicator.io.readers import delimited


def agree(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, unheld: bool,
          *args: str) -> tuple[int, object, str]:
    """Exit status, output (JSON parsed) and stderr; ``unheld``: the file is read as a large
    one (ids not held, the path checked to be taken), else whole as a small one."""
    taken: list[bool] = []
    real = streamed_ids.IdHashes.finish

    def finish(self: streamed_ids.IdHashes, *a: object) -> streamed_ids.StreamedIds:
        taken.append(True)
        return real(self, *a)  # type: ignore[arg-type]

    with monkeypatch.context() as m:
        m.setattr(delimited, "NARROW_BYTES", 0 if unheld else 1 << 62)
        m.setattr(streamed_ids.IdHashes, "finish", finish)
        status = main(["agree", *args])
    out, err = capsys.readouterr()
    assert bool(taken) == (unheld and "--id" not in args)
    return status, json.loads(out) if "json" in args and status == 0 else out, err


def labels_file(tmp_path: Path, ids: list[str]) -> Path:
    """id and three annotators' labels, no text column."""
    names = ("pos", "neg", "neu")
    lines = ["id,ann_a,ann_b,ann_c"] + [f"{item},{names[k % 3]},{names[k * k % 3]},"
                                        f"{names[(k // 2) % 3]}" for k, item in enumerate(ids)]
    path = tmp_path / "labels.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def messy(n: int = 80) -> list[str]:
    """Unique ids but for a repeat (twice), a blank and two whitespace ids."""
    ids = [f"u{k}" for k in range(n)]
    ids[9] = ids[4]
    ids[50] = ids[4]
    ids[20] = ""
    ids[30] = ids[31] = " "
    return ids


@pytest.mark.parametrize("extra", [(), ("--ignore-problems",),
                                   ("--ignore-problems", "--format", "text"),
                                   ("--ignore-problems", "--gold", "ann_c")])
@pytest.mark.parametrize("collisions", [False, True])
def test_repeated_and_blank_ids_read_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch,
                                           extra: tuple[str, ...], collisions: bool) -> None:
    """The refusal naming the repeated id and its rows, or (ignored) the warnings and the
    statistics: the same with the ids held or not, and when every hash collides."""
    if collisions:
        monkeypatch.setattr(unique_ids, "_finalise", lambda h, n: np.zeros_like(h))
    path = str(labels_file(tmp_path, messy()))
    args = (path, *extra) if "--format" in extra else (path, "--format", "json", *extra)
    unheld = agree(capsys, monkeypatch, True, *args)
    assert unheld == agree(capsys, monkeypatch, False, *args)
    if not extra:
        assert unheld[0] == 2
        assert "'u4'" in unheld[2]


def test_clean_ids_read_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Unique ids: the same statistics and notes."""
    path = str(labels_file(tmp_path, [f"id-{k:04d}x" for k in range(300)][::-1]))
    unheld = agree(capsys, monkeypatch, True, path, "--format", "json")
    assert unheld[0] == 0
    assert unheld == agree(capsys, monkeypatch, False, path, "--format", "json")


def test_a_composite_id_reads_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """``--id a+b`` (an id joined from two columns, held as before): the same output."""
    lines = ["a,b,ann_a,ann_b"] + [f"g{k % 7},n{k},{'pos' if k % 3 else 'neg'},pos"
                                   for k in range(80)] + ["g1,n1,neg,neg"]
    path = tmp_path / "two.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for extra in ((), ("--ignore-problems",)):
        args = (str(path), "--id", "a+b", "--format", "json", *extra)
        assert agree(capsys, monkeypatch, True, *args) == agree(capsys, monkeypatch, False,
                                                                *args)
