"""Items named by several columns together, and long tables with several questions: the
LIDC-IDRI reader study (one row per reading: patient, scan, nodule, reader slot, nine ratings)
was read as a wide table whose 12 "annotators" were the nodule number, the reader slot, the
number of readers and the nine ratings, "no problems found". It is now read as long, with the
item ``patient_id+scan_id+nodule_index``, and the program asks which rating is meant."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import krippendorff
import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator import api
from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.coding.composite_id import add_key_column, parts_of
from adjudicator.io.inference.ambiguity import SeveralLabelColumns
from adjudicator.io.options import ImportOptions

REAL = Path(__file__).parents[2] / "data" / "real"
LONG = REAL / "lidc_nodules_long.csv"
WIDE = REAL / "lidc_malignancy_wide.csv"
KEY = "patient_id+scan_id+nodule_index"


def _chosen(label: str = "malignancy") -> ImportOptions:
    return ImportOptions(layout="long", id_column=KEY, annotator_column="reader_slot",
                         label_column=label)


def test_reader_study_is_long_and_the_question_is_asked() -> None:
    """Not 12 annotators of one vocabulary: the items are patient + scan + nodule, the
    annotators the reader slots, and the ratings are offered one reading each."""
    with pytest.raises(SeveralLabelColumns) as caught:
        load_dataset(LONG)
    readings = caught.value.readings
    assert {r.id_column for r in readings} == {KEY}
    assert {r.annotator_column for r in readings} == {"reader_slot"}
    labels = [r.label_column for r in readings]
    assert {"malignancy", "subtlety", "spiculation"} <= set(labels)
    assert len(set(labels)) == len(labels)
    text = str(caught.value)
    assert "--label-col NAME" in text
    assert "--id patient_id+scan_id+nodule_index" in text


def test_the_chosen_question_equals_the_wide_table_of_the_same_readings() -> None:
    """Malignancy read from the long file with the composite item equals the wide table of
    the same 300 nodules (reader slots): items, α against krippendorff on the pivot, and
    the first pair's κ against scikit-learn."""
    data = load_dataset(LONG, options=_chosen())
    frame = pd.read_csv(LONG, dtype=str)
    pivot = frame.pivot_table(index=["patient_id", "scan_id", "nodule_index"],
                              columns="reader_slot", values="malignancy", aggfunc="first")
    assert len(data.ratings.items) == len(pivot) == 300
    assert list(data.ratings.annotators) == list(pivot.columns)
    assert data.ratings.items[0].count(" | ") == 2
    codes = pivot.apply(lambda c: c.map(float)).to_numpy(dtype=float).T
    report = api.agree(data.ratings).to_dict()
    alpha = krippendorff.alpha(reliability_data=codes, level_of_measurement="nominal")
    assert report["overall"]["krippendorff_alpha"]["value"] == pytest.approx(alpha, abs=1e-9)
    wide = api.agree(load_dataset(WIDE).ratings).to_dict()
    assert wide["overall"]["krippendorff_alpha"]["value"] == pytest.approx(alpha, abs=1e-9)
    both = pivot[["1", "2"]].dropna()
    kappa = cohen_kappa_score(both["1"], both["2"])
    assert report["pairs"][0]["cohen_kappa"]["value"] == pytest.approx(kappa, abs=1e-9)


def test_each_offered_reading_opens_the_file() -> None:
    """What the window offers (the readings' own options) reads the file, whatever rating."""
    with pytest.raises(SeveralLabelColumns) as caught:
        load_dataset(LONG)
    for reading in caught.value.readings[:3]:
        data = load_dataset(LONG, options=reading.apply(ImportOptions()))
        assert len(data.ratings.items) == 300


def test_a_long_file_of_two_unnamed_questions_is_asked(tmp_path: Path) -> None:
    """item, annotator and two rating columns, neither called the labels: asked."""
    rng = np.random.default_rng(3)
    rows = [(f"t{i}", who, rng.choice(["pos", "neg", "neu"]), rng.choice(["x", "y", "z", "w"]))
            for i in range(40) for who in ("ann", "bo", "cy")]
    path = tmp_path / "two.csv"
    pd.DataFrame(rows, columns=["item", "annotator", "sentiment", "topic"]).to_csv(
        path, index=False)
    with pytest.raises(SeveralLabelColumns) as caught:
        load_dataset(path)
    assert {r.label_column for r in caught.value.readings} == {"sentiment", "topic"}
    named = path.with_name("named.csv")
    pd.DataFrame(rows, columns=["item", "annotator", "label", "topic"]).to_csv(named,
                                                                              index=False)
    assert load_dataset(named).reading.label_column == "label"


def test_composite_id_parts_and_blanks(tmp_path: Path) -> None:
    """A missing part is named; a column really called ``a+b`` is that column; a row with a
    part blank has no id and is skipped and counted, not merged."""
    frame = pd.DataFrame({"a": ["1", "1", "2", None], "b": ["x", "y", "x", "y"]})
    assert parts_of("a+b", list(frame.columns)) == ["a", "b"]
    assert parts_of("a+b", ["a+b", "a", "b"]) is None
    with pytest.raises(InputError) as caught:
        parts_of("a+c", list(frame.columns))
    assert "'c'" in str(caught.value)
    keyed = add_key_column(frame, "a+b")
    assert next(iter(keyed.columns)) == "a+b"
    assert keyed["a+b"].tolist()[:3] == ["1 | x", "1 | y", "2 | x"]
    assert pd.isna(keyed["a+b"].iloc[3])
    path = tmp_path / "blank.csv"
    rows = [("1", "x", who, lab) for who, lab in (("p", "A"), ("q", "B"))]
    rows += [("", "x", "p", "A"), ("1", "y", "p", "A"), ("1", "y", "q", "A")]
    pd.DataFrame(rows, columns=["a", "b", "who", "label"]).to_csv(path, index=False)
    data = load_dataset(path, options=ImportOptions(layout="long", id_column="a+b",
                                                    annotator_column="who",
                                                    label_column="label"))
    assert sorted(data.ratings.items) == ["1 | x", "1 | y"]
    assert len(data.report.skipped) == 1


def test_two_combinations_joined_into_one_id_are_refused() -> None:
    """``a | b`` + ``c`` and ``a`` + ``b | c`` would be one item: refused, not merged."""
    frame = pd.DataFrame({"p": ["a | b", "a"], "q": ["c", "b | c"]})
    with pytest.raises(InputError) as caught:
        add_key_column(frame, "p+q")
    assert "'a | b | c'" in str(caught.value)


def test_an_engine_that_cannot_join_columns_says_so(tmp_path: Path) -> None:
    """DuckDB reads one id column: a composite id is refused naming --engine memory, not
    reported as a column missing from the file."""
    pytest.importorskip("duckdb")
    from adjudicator.engines.layout import _long

    cols = list(pd.read_csv(LONG, nrows=0).columns)
    with pytest.raises(InputError) as caught:
        _long(cols, replace(_chosen()), str(LONG))
    assert "--engine memory" in str(caught.value)
