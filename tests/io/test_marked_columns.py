"""Columns marked at the import as a model's predictions or as the gold column: the model is
coded with the annotators and then kept out of them (``Dataset.model_codes``), the gold
column is never an annotator, also when the reading would have taken it for one."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from adjudicator.io.load import load_dataset
from adjudicator.io.options import ImportOptions

ROWS = ["id,a,b,c,llm,label", "1,x,x,y,x,x", "2,y,y,y,y,y", "3,x,y,x,x,x", "4,y,x,y,z,y",
        "5,x,x,x,x,x", "6,y,y,x,y,y"]


def _file(tmp_path: Path) -> Path:
    path = tmp_path / "m.csv"
    path.write_text("\n".join(ROWS) + "\n", encoding="utf-8")
    return path


def test_a_marked_model_is_no_annotator_and_keeps_its_codes(tmp_path: Path) -> None:
    ds = load_dataset(_file(tmp_path), options=ImportOptions(model_columns=["llm"]))
    assert ds.ratings.annotators == ("a", "b", "c")
    codes = ds.model_codes["llm"]
    assert [ds.ratings.labels[c] for c in codes] == ["x", "y", "x", "z", "x", "y"]
    plain = load_dataset(_file(tmp_path), annotators=["a", "b", "c"])
    assert np.array_equal(plain.ratings.codes,
                          ds.ratings.codes[:, :3])  # the humans' codes as without the model


def test_marks_with_the_annotators_named(tmp_path: Path) -> None:
    """Annotators named (no reading): the gold column chosen is kept, and the model column is
    coded with the annotators although it was not ticked as one."""
    ds = load_dataset(_file(tmp_path), options=ImportOptions(
        annotators=["a", "b", "c", "label"], gold_column="label", model_columns=["llm"]))
    assert ds.ratings.annotators == ("a", "b", "c")
    assert ds.gold_column == "label"
    assert list(ds.model_codes) == ["llm"]


def test_a_reference_marked_as_a_model_is_no_gold(tmp_path: Path) -> None:
    ds = load_dataset(_file(tmp_path), options=ImportOptions(model_columns=["label"]))
    assert ds.gold_column is None
    assert "label" not in ds.ratings.annotators
    assert list(ds.model_codes) == ["label"]


def test_the_reading_names_the_annotators_as_counted(tmp_path: Path) -> None:
    """The window's reading line: the model is no annotator there either, and a gold column
    chosen by hand is the one named."""
    ds = load_dataset(_file(tmp_path), options=ImportOptions(model_columns=["llm"],
                                                             gold_column="label"))
    assert ds.reading is not None
    assert ds.reading.annotators == ["a", "b", "c"]
    assert ds.reading.gold_column == "label"
    assert ds.gold_column == "label"


def test_the_import_report_lists_the_annotators_counted(tmp_path: Path) -> None:
    """The validation report's annotators, label counts and coverage are the humans' only; a
    note names the model and gold columns read beside them."""
    ds = load_dataset(_file(tmp_path), options=ImportOptions(model_columns=["llm"],
                                                             gold_column="label"))
    rep = ds.report
    assert rep.annotators == ["a", "b", "c"]
    assert set(rep.counts) == {"a", "b", "c"}
    assert rep.coverage == {3: 6}
    assert any("llm, label" in str(n) for n in rep.notes)


def test_a_gold_column_is_no_annotator_on_a_wide_layout_chosen(tmp_path: Path) -> None:
    """Wide chosen, no annotator ticked: every other column is read as an annotator, the gold
    column chosen too, and it is taken out again (it counted in the agreement before)."""
    ds = load_dataset(_file(tmp_path), options=ImportOptions(layout="wide", gold_column="label",
                                                             model_columns=["llm"]))
    assert ds.ratings.annotators == ("a", "b", "c")
    assert ds.report.annotators == ["a", "b", "c"]
    assert ds.gold_column == "label"


def test_a_long_tables_model_and_gold_are_annotator_names(tmp_path: Path) -> None:
    """Long: the model and the gold are names in the annotator column; both leave the
    annotators, the model with its codes, the gold read as the item frame's column."""
    from adjudicator.io.gold import gold_from_column

    rows = ["item,annotator,label"]
    for i, (a, b, m, g) in enumerate(["xxxx", "yyyy", "xyxx", "yxzy", "xxx-", "yyxy"]):
        rows += [f"{i},ann,{a}", f"{i},bob,{b}", f"{i},gpt,{m}"]
        rows += [f"{i},expert,{g}"] if g != "-" else []
    path = tmp_path / "long.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    ds = load_dataset(path, options=ImportOptions(model_columns=["gpt"], gold_column="expert"))
    assert ds.ratings.annotators == ("ann", "bob")
    assert ds.report.annotators == ["ann", "bob"]
    assert [ds.ratings.labels[c] for c in ds.model_codes["gpt"]] == list("xyxzxx")
    gold = gold_from_column(ds, "expert", "")[1]
    assert [ds.ratings.labels[c] if c >= 0 else "-" for c in gold] == list("xyxy-y")



def test_a_long_readings_note_counts_the_humans_kept(tmp_path: Path) -> None:
    """A long table whose annotator column names a model (gpt): the reading's note said "4
    values per item and 4 in all (the annotators)" with gpt marked; it counts the three
    humans kept, and the whole file rather than the rows the reading looked at."""
    rows = ["item,rater,label"] + [f"i{i},{who},{'xyz'[(i + j) % 3]}" for i in range(30)
                                   for j, who in enumerate(("ann", "bob", "cy", "gpt"))]
    rows += [f"i{i},dee,x" for i in range(15)]  # a fifth name on half the items
    path = tmp_path / "long.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")

    def said(options: ImportOptions) -> str:
        notes = load_dataset(path, options=options).report.notes
        return next(str(n) for n in notes if "in all (the annotators)" in str(n))

    assert "has 3.5 values per item and 4 in all" in said(ImportOptions(model_columns=["gpt"]))
    assert "has 4.5 values per item and 5 in all" in said(ImportOptions())
