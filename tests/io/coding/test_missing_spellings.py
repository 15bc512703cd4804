"""Regression (issue 12, item 10): `null`, `None`, `无`, `空`, `n.a.`, `缺失`, `?` became labels
the annotators agreed on (raising κ; `None` and `无` stay labels where annotators chose sets of
labels, see below), and `1` / `1.0`
stayed two labels in a column mixing text and numbers. The default missing spellings (English
and Chinese) are read as no label and named in the report; a schema's 'missing' list replaces
them; equal numbers are one label."""

from __future__ import annotations

import csv
from pathlib import Path

from adjudicator.io import load_dataset
from adjudicator.io.checking.text import render
from adjudicator.io.coding.schema import DEFAULT_MISSING, LabelSchema
from adjudicator.io.options import ImportOptions

SPELLINGS = ["null", "空", "n.a.", "缺失", "?", "NULL", "？", "未标注", "None", "无", "NONE"]


def _write(path: Path, a: list[str], b: list[str]) -> Path:
    with open(path, "w", encoding="utf-8", newline="") as out:
        w = csv.writer(out)
        w.writerow(["id", "ann_a", "ann_b"])
        for n, (x, y) in enumerate(zip(a, b, strict=True), start=1):
            w.writerow([f"r{n}", x, y])
    return path


def test_missing_spellings_are_no_label_and_reported(tmp_path: Path) -> None:
    a = ["pos", "neg", "pos", *SPELLINGS]
    b = ["neg", "pos", "neg", *SPELLINGS]
    dataset = load_dataset(_write(tmp_path / "m.csv", a, b), annotators=["ann_a", "ann_b"])
    assert list(dataset.ratings.labels) == ["pos", "neg"]
    codes = dataset.ratings.codes
    assert (codes[3:] < 0).all()
    assert (codes[:3, 0] != codes[:3, 1]).all()  # what is left: three disagreements, κ ≤ 0
    text = render(dataset.report)
    for spelling in ("null", "空", "缺失", "?", "None", "无"):
        assert f"Missing: {spelling!r} read as no label" in text
    assert "--not-missing None" in text
    kept = load_dataset(_write(tmp_path / "m.csv", a, b), annotators=["ann_a", "ann_b"],
                        options=ImportOptions(label_values=("None",)))
    assert "None" in kept.ratings.labels  # editable: --not-missing None keeps it a label


def test_none_stays_a_label_where_annotators_chose_sets(tmp_path: Path) -> None:
    """Where annotators chose sets of labels, `None` / `无` is the "none of these" answer, a
    real class: CrowdTruth's relation job answers NONE and its person-role job ["None"]
    (tests/data/io/tools). There they stay labels, with a warning naming the reason and the
    way to treat them as missing; --missing makes them missing there too."""
    path = _write(tmp_path / "w.csv", ["None", "无", "pos;neg", "pos"],
                  ["None", "无", "pos", "neg"])
    dataset = load_dataset(path, annotators=["ann_a", "ann_b"])
    assert {"None", "无", "pos", "neg"} <= set(dataset.ratings.labels)
    text = render(dataset.report)
    assert "'None' (2 cells) is kept as a real label (annotators chose sets" in text
    assert "'无' (2 cells) is kept as a real label" in text
    missing = load_dataset(path, annotators=["ann_a", "ann_b"],
                           options=ImportOptions(missing_values=("None", "无")))
    assert not {"None", "无"} & set(missing.ratings.labels)


def test_crowdtruth_none_answers_are_kept() -> None:
    """The published files themselves: NONE (18 judgments) and ["None"] (3) stay labels."""
    tools = Path(__file__).resolve().parents[2] / "data" / "io" / "tools"
    relex = load_dataset(tools / "relex_full_report.csv")
    assert "NONE" in relex.ratings.labels
    assert relex.report.uncertain_labels.get("NONE") == 18
    video = load_dataset(tools / "f8_person_video_first2units.csv")
    assert "None" in video.ratings.labels
    assert video.report.uncertain_labels.get("None") == 3


def test_the_missing_spellings_in_effect_are_listed_and_follow_the_options(
        tmp_path: Path) -> None:
    path = _write(tmp_path / "s.csv", ["pos", "neg"], ["neg", "pos"])
    default = render(load_dataset(path, annotators=["ann_a", "ann_b"]).report)
    line = next(x for x in default.splitlines() if x.startswith("Missing spellings in effect"))
    for spelling in ("'null'", "'n/a'", "'空'", "'缺失'", "'?'"):
        assert spelling in line
    edited = render(load_dataset(path, annotators=["ann_a", "ann_b"], options=ImportOptions(
        missing_values=("tbd",), label_values=("?",))).report)
    line = next(x for x in edited.splitlines() if x.startswith("Missing spellings in effect"))
    assert "'tbd'" in line
    assert "'?'" not in line


def test_a_schema_can_keep_a_default_missing_spelling_as_a_label(tmp_path: Path) -> None:
    """The list is editable: a schema whose 'missing' list leaves out 无 keeps it a label."""
    path = _write(tmp_path / "m.csv", ["空", "有", "空"], ["空", "有", "有"])
    schema = LabelSchema(("空", "有"), "nominal", {}, ("", "null"))
    dataset = load_dataset(path, annotators=["ann_a", "ann_b"],
                           options=ImportOptions(schema=schema))
    assert list(dataset.ratings.labels) == ["空", "有"]
    assert (dataset.ratings.codes >= 0).all()
    assert "空" in DEFAULT_MISSING


def test_equal_numbers_are_one_label_in_a_mixed_column(tmp_path: Path) -> None:
    path = _write(tmp_path / "n.csv", ["1", "x", "2", "1"], ["1.0", "x", "2.0", "1.00"])
    dataset = load_dataset(path, annotators=["ann_a", "ann_b"])
    assert list(dataset.ratings.labels) == ["1", "x", "2"]
    codes = dataset.ratings.codes
    assert (codes[:, 0] == codes[:, 1]).all()

