"""The validation report in the user's language: every line a template of the "Errors"
context, rendered through a translate function (the shipped catalogue here, read without Qt),
with the kind of each line known whatever the language (issue 11)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from adjudicator.io import load_dataset
from adjudicator.io.checking.text import DETAIL, MUTED, PROBLEM, WARNING, render, render_lines
from adjudicator.io.coding.schema import DEFAULT_MISSING
from adjudicator.report.rendering.catalogue import translate

WORD = re.compile(r"[A-Za-z][A-Za-z_]+")
#: words that stay as they are: formats, options the user types, the missing spellings in
#: effect (values the user types back, e.g. --not-missing none), and the file's own data
KEPT = {"csv", "CSV", "UTF", "ID", "id", "repeats", "first", "last", "missing", "not",
        "merge", "near", "duplicates", "utf",
        *(w for spelling in DEFAULT_MISSING for w in WORD.findall(spelling))}


def _awkward(tmp_path: Path) -> Path:
    """A file with a duplicate id, a row without id, a ragged row, a one-category annotator, a
    near-duplicate spelling, a missing-value spelling and a formula-like cell."""
    path = tmp_path / "awkward.csv"
    path.write_text("id,ann_a,ann_b,ann_c\n1,pos,pos,neg\n2,neg,NA,neg\n2,pos,pos,neg\n"
                    ",pos,neg,neg\n3,Pos,neg,neg\n4,pos,=1+1,neg\n5,pos,neg,neg,extra\n",
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_the_report_has_no_english_words_in_chinese(tmp_path: Path, lang: str) -> None:
    path = _awkward(tmp_path)
    report = load_dataset(path).report
    lines = render_lines(report, lambda text: translate(lang, "Errors", text))
    data = {"awkward", "ann_a", "ann_b", "ann_c", "pos", "neg", "Pos", "NA", "extra", "n", "a"}
    english = [(w, text) for _, text in lines for w in WORD.findall(text)
               if w not in KEPT | data]
    assert english == []
    assert any("文件" in text or "檔案" in text for _, text in lines)


def test_the_lines_keep_their_kind_in_every_language(tmp_path: Path) -> None:
    """Problems, their details, warnings and notes are told apart by kind, not by words."""
    report = load_dataset(_awkward(tmp_path)).report
    english = render_lines(report)
    chinese = render_lines(report, lambda text: translate("zh_CN", "Errors", text))
    assert [k for k, _ in english] == [k for k, _ in chinese]
    kinds = {k for k, _ in english}
    assert {PROBLEM, DETAIL, WARNING, MUTED} <= kinds
    problem = next(text for kind, text in chinese if kind == PROBLEM)
    assert problem.startswith("状态：有问题需要修正")
    assert render(report) == "\n".join(text for _, text in english)  # English stays the source


def test_validate_prints_the_report_in_the_language_asked(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from adjudicator.cli import main

    path = _awkward(tmp_path)
    assert main(["validate", str(path), "--lang", "zh_TW"]) == 1
    out = capsys.readouterr().out
    assert "狀態：有問題需要修正" in out
    assert "跳過的列" in out
    assert main(["validate", str(path)]) == 1
    assert "Status: PROBLEMS to fix" in capsys.readouterr().out
