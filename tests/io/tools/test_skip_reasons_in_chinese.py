"""The rows a reader skips, in the validation report in 简体中文 and 繁體中文: each group of
skipped rows is named from the reason's template (issue 11), never from cut English text."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.checking.text import render
from adjudicator.report.rendering.catalogue import translate

DATA = Path(__file__).parents[2] / "data" / "io"
TOOLS, AWKWARD = DATA / "tools", DATA / "awkward"
Make = Callable[[Path], tuple[Path, ImportOptions]]


def _label_studio(tmp: Path) -> tuple[Path, ImportOptions]:
    """A Label Studio export with one annotation cancelled (by user 15)."""
    tasks = json.loads((TOOLS / "ls_export_with_history.json").read_text(encoding="utf-8"))
    tasks[0]["annotations"].append(dict(tasks[0]["annotations"][0], completed_by=15,
                                        was_cancelled=True))
    path = tmp / "ls.json"
    path.write_text(json.dumps(tasks), encoding="utf-8")
    return path, ImportOptions()


def _mturk(tmp: Path) -> tuple[Path, ImportOptions]:
    """An MTurk batch whose first two assignments were rejected."""
    text = (TOOLS / "mturk_batch_3824355_first40.csv").read_text(encoding="utf-8")
    path = tmp / "Batch_1_batch_results.csv"
    path.write_text(text.replace('"Submitted"', '"Rejected"', 2), encoding="utf-8")
    return path, ImportOptions()


def _fixture(name: str, **options: object) -> Make:
    return lambda tmp: (DATA / name, ImportOptions(**options))  # type: ignore[arg-type]


def _folder(tmp: Path) -> tuple[Path, ImportOptions]:
    """One file per annotator, one of them with a row of too many fields."""
    (tmp / "alice.csv").write_text("id,label\n1,x\n2,y,extra\n3,x\n", encoding="utf-8")
    (tmp / "bob.csv").write_text("id,label\n1,x\n2,y\n3,y\n", encoding="utf-8")
    return tmp, ImportOptions()


#: (how to get the file, the group line in zh_CN and zh_TW, the same line in English, English
#: words of the reasons that must not be left in the Chinese report)
CASES: dict[str, tuple[Make, dict[str, str], str, tuple[str, ...]]] = {
    "label studio cancelled": (
        _label_studio, {"zh_CN": "  已取消的标注：1 行（第 1 行）",
                        "zh_TW": "  已取消的標註：1 列（第 1 列）"},
        "  cancelled annotation: 1 (rows 1)", ("cancelled", "annotation", "by 15")),
    "mturk rejected": (
        _mturk, {"zh_CN": "  任务已被拒绝：2 行（第 2, 3 行）",
                 "zh_TW": "  任務已被拒絕：2 列（第 2, 3 列）"},
        "  assignment rejected: 2 (rows 2, 3)", ("assignment", "rejected")),
    "duplicate id": (
        _fixture("awkward/duplicate_ids.csv"), {"zh_CN": "  ID 重复：", "zh_TW": "  ID 重複："},
        "  duplicate id: ", ("duplicate", "first on row")),
    "empty row": (
        _fixture("awkward/blank_lines.csv"), {"zh_CN": "  空行：", "zh_TW": "  空列："},
        "  empty row: ", ("empty row",)),
    "ragged row": (
        _fixture("awkward/ragged_long.csv"),
        {"zh_CN": "  有 4 个字段，而表头有 3 个：1 行",
         "zh_TW": "  有 4 個欄位，而表頭有 3 個：1 列"},
        "  4 fields where the header has 3: 1 (rows", ("fields", "header", "skipped")),
    "repeated judgment": (
        _fixture("awkward/long_repeated.csv", repeats="last"),
        {"zh_CN": "  重复的判断：", "zh_TW": "  重複的判斷："},
        "  repeated judgment: ", ("repeated", "judgment", "kept")),
    "toloka control task": (
        _fixture("tools/toloka_assignments.tsv"),
        {"zh_CN": "  控制任务：4 行", "zh_TW": "  控制任務：4 列"},
        "  control task: 4 (rows", ("control task", "GOLDEN)", "assignment skipped")),
    "file of a folder": (
        _folder, {"zh_CN": "  alice.csv：有 3 个字段，而表头有 2 个：1 行（第 3 行）",
                  "zh_TW": "  alice.csv：有 3 個欄位，而表頭有 2 個：1 列（第 3 列）"},
        "  alice.csv: 3 fields where the header has 2: 1 (rows 3)", ("fields", "header")),
}


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
@pytest.mark.parametrize("case", list(CASES))
def test_skipped_rows_are_grouped_in_chinese(case: str, lang: str, tmp_path: Path) -> None:
    """The group line is in the language asked for; the reasons' English words are gone, and
    the English report still says what it said before."""
    make, chinese, english, words = CASES[case]
    path, options = make(tmp_path)
    report = load_dataset(path, options=options).report
    text = render(report, lambda source: translate(lang, "Errors", source))
    skipped = text[text.index({"zh_CN": "跳过的行", "zh_TW": "跳過的列"}[lang]):]
    assert chinese[lang] in skipped
    left = [w for w in words if w in text.replace(path.name, "")]  # the file's own name
    assert left == []
    assert english in render(report)


def test_ragged_row_actions_are_translated() -> None:
    """What was done with a row of the wrong length is shown in the user's language too."""
    report = load_dataset(AWKWARD / "ragged_short.csv").report
    cn = render(report, lambda source: translate("zh_CN", "Errors", source))
    tw = render(report, lambda source: translate("zh_TW", "Errors", source))
    assert "（已用空白补齐）" in cn
    assert "（已用空白補齊）" in tw
    assert "padded with blanks" in render(report)
    assert "padded" not in cn + tw
