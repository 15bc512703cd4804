"""`adjudicator agree` reads only the columns the statistics use: the same output, the same
messages on stderr, as reading every column."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.io.readers import delimited

SAMPLE = Path(str(resources.files("adjudicator.resources") / "samples" / "customer_service.csv"))


def agree(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, narrow: bool,
          *args: str) -> tuple[int, dict[str, object] | str, str]:
    """Exit status, output (JSON parsed) and stderr, with every file narrowed or none."""
    monkeypatch.setattr(delimited, "NARROW_BYTES", 0 if narrow else 1 << 62)
    status = main(["agree", *args])
    out, err = capsys.readouterr()
    return status, json.loads(out) if "json" in args and status == 0 else out, err


def texts_file(tmp_path: Path) -> Path:
    """id, three annotators' labels with a few blanks, a channel and a long text."""
    lines = ["id,ann_a,ann_b,ann_c,channel,comment"]
    for k in range(400):
        labels = ["pos" if (k * (j + 2)) % 5 else "neg" for j in range(3)]
        if k % 37 == 0:
            labels[1] = ""
        lines.append(f"i{k},{','.join(labels)},{'email' if k % 3 else 'chat'},"
                     f"\"customer message {k}, about the refund and the late parcel\"")
    path = tmp_path / "texts.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("extra", [(), ("--by", "channel"), ("--model", "ann_c"),
                                   ("--gold", "ann_c"), ("--format", "text")])
def test_agree_reads_the_text_or_not_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch,
                                           extra: tuple[str, ...]) -> None:
    """With or without the text column read: the same statistics and the same stderr."""
    path = str(texts_file(tmp_path))
    args = (path, "--format", "json", *extra) if "--format" not in extra else (path, *extra)
    assert agree(capsys, monkeypatch, True, *args) == agree(capsys, monkeypatch, False, *args)


def test_agree_on_the_sample_reads_alike(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The bundled sample (texts, strata, a gold column): the same report either way."""
    narrow = agree(capsys, monkeypatch, True, str(SAMPLE), "--format", "json")
    assert narrow[0] == 0
    assert narrow == agree(capsys, monkeypatch, False, str(SAMPLE), "--format", "json")


def test_a_missing_by_column_lists_every_column(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """--by naming no column of the file: the error lists the text column too (the file is
    then read whole)."""
    status, _, err = agree(capsys, monkeypatch, True, str(texts_file(tmp_path)), "--by", "nope")
    assert status == 2
    assert "comment" in err
