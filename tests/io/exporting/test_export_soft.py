"""`export --soft-labels [--method M]`: per item the annotators' label shares, the number of
judgments and a model's posterior with its entropy, in every export format."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.io.exporting.soft import SoftLabels
from adjudicator.store.project import Project
from tests.commands.cmdhelp import write_rows

REAL = Path(__file__).parents[2] / "data" / "real" / "fleiss1971_diagnoses.csv"


@pytest.fixture
def fleiss(tmp_path: Path) -> Path:
    """Fleiss (1971): 30 patients x 6 psychiatrists, with a log holding one decision."""
    path = shutil.copy(REAL, tmp_path / "diagnoses.csv")
    with Project.open(path, create=True) as project:
        project.decide("2", "5. Other", "the later three agree")
    return Path(path)


def _expected_shares() -> pd.DataFrame:
    """The share of each row's raters per diagnosis, straight from the file with pandas."""
    raw = pd.read_csv(REAL, index_col=0, dtype=str)
    raw.index = raw.index.astype(str)
    return raw.apply(lambda row: row.value_counts(normalize=True), axis=1).fillna(0.0)


def test_csv_shares_match_a_pandas_count_and_sum_to_one(fleiss: Path, tmp_path: Path) -> None:
    out = tmp_path / "soft.csv"
    assert main(["export", str(fleiss), "--out", str(out), "--soft-labels"]) == 0
    got = pd.read_csv(out, dtype={"column 1": str}).set_index("column 1")
    expected = _expected_shares()
    soft = [c for c in got.columns if c.startswith("soft:")]
    assert sorted(c[len("soft:"):] for c in soft) == sorted(expected.columns)
    for column in soft:
        np.testing.assert_allclose(got[column].to_numpy(),
                                   expected.loc[got.index, column[len("soft:"):]].to_numpy(),
                                   atol=1e-12)
    np.testing.assert_allclose(got[soft].sum(axis=1), 1.0, atol=1e-12)
    assert (got["n_judgments"] == 6).all()
    assert not any(c.startswith("posterior:") for c in got.columns)
    manifest = json.loads((tmp_path / "soft.csv.manifest.json").read_text(encoding="utf-8"))
    assert manifest["soft_labels"]["method"] is None
    assert manifest["soft_labels"]["n_judgments"] == "n_judgments"


@pytest.mark.parametrize("method", ["majority", "dawid-skene", "mace"])
def test_posterior_equals_aggregate(fleiss: Path, tmp_path: Path, method: str,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """The exported posterior and entropy are `adjudicator aggregate`'s for the same method
    (JSON Lines: the objects; CSV: the columns)."""
    assert main(["aggregate", str(fleiss), "--method", method, "--format", "json",
                 "--resamples", "0"]) == 0
    doc = json.loads(capsys.readouterr().out)
    wanted = {i["item"]: i for i in doc["items"]}
    lines = tmp_path / "soft.jsonl"
    assert main(["export", str(fleiss), "--out", str(lines), "--soft-labels",
                 "--method", method]) == 0
    rows = [json.loads(line) for line in lines.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 30
    for row in rows:
        item = wanted[row["column 1"]]
        assert row["posterior"] == pytest.approx(item["posterior"], abs=1e-9)
        assert row["entropy"] == pytest.approx(item["entropy"], abs=1e-9)
        assert sum(row["soft"].values()) == pytest.approx(1.0)
        assert row["n_judgments"] == 6
    table = tmp_path / "soft.csv"
    assert main(["export", str(fleiss), "--out", str(table), "--soft-labels",
                 "--method", method]) == 0
    got = pd.read_csv(table, dtype={"column 1": str})
    for _, row in got.iterrows():
        item = wanted[row["column 1"]]
        for label, p in item["posterior"].items():
            assert row[f"posterior:{label}"] == pytest.approx(p, abs=1e-9)
        assert row["entropy"] == pytest.approx(item["entropy"], abs=1e-9)
    manifest = json.loads((tmp_path / "soft.csv.manifest.json").read_text(encoding="utf-8"))
    assert manifest["soft_labels"]["method"] == method
    assert manifest["soft_labels"]["entropy_unit"] == "bits"


def test_formula_like_labels_are_neutralised_in_headers(tmp_path: Path) -> None:
    """A label that starts a formula on a line of its own inside the header is quoted, in
    CSV and XLSX; JSON Lines keeps the label as it is (a data format)."""
    evil = "x\n=HYPERLINK(\"http://e\")"
    data = write_rows(tmp_path / "l.csv", [["id", "a", "b", "c"], ["1", evil, evil, "@y"],
                                           ["2", "@y", "@y", "@y"], ["3", "", "", ""]])
    with Project.open(data, create=True) as project:
        project.decide("1", evil, "")
    out = tmp_path / "soft.csv"
    assert main(["export", str(data), "--out", str(out), "--soft-labels"]) == 0
    header = pd.read_csv(out).columns
    assert "soft:'@y" not in header
    assert "soft:@y" in header
    assert "soft:x\n'=HYPERLINK(\"http://e\")" in header
    book = tmp_path / "soft.xlsx"
    assert main(["export", str(data), "--out", str(book), "--soft-labels"]) == 0
    sheet = pd.read_excel(book, sheet_name="adjudicated")
    assert "soft:x\n'=HYPERLINK(\"http://e\")" in sheet.columns
    lines = tmp_path / "soft.jsonl"
    assert main(["export", str(data), "--out", str(lines), "--soft-labels"]) == 0
    rows = [json.loads(line) for line in lines.read_text(encoding="utf-8").splitlines()]
    assert rows[0]["soft"] == pytest.approx({evil: 2 / 3, "@y": 1 / 3})
    assert rows[2]["soft"] is None
    assert rows[2]["n_judgments"] == 0


def test_unlabelled_item_has_empty_shares_in_csv(tmp_path: Path) -> None:
    data = write_rows(tmp_path / "l.csv", [["id", "a", "b", "c"], ["1", "p", "q", "p"],
                                           ["2", "", "", ""]])
    with Project.open(data, create=True, id_column="id", annotators=["a", "b", "c"]) \
            as project:
        project.decide("1", "p", "")
    out = tmp_path / "soft.csv"
    assert main(["export", str(data), "--out", str(out), "--soft-labels",
                 "--method", "majority"]) == 0
    got = pd.read_csv(out)
    assert got.loc[0, "soft:p"] == pytest.approx(2 / 3)
    assert got.loc[0, "posterior:p"] == pytest.approx(2 / 3)
    assert got.loc[1, "n_judgments"] == 0
    assert np.isnan(got.loc[1, "soft:p"])
    assert np.isnan(got.loc[1, "entropy"])


def test_taken_names_get_the_adjudicator_prefix(tmp_path: Path) -> None:
    data = write_rows(tmp_path / "l.csv", [["id", "n_judgments", "a", "b"],
                                           ["1", "old", "p", "q"]])
    with Project.open(data, create=True, id_column="id", annotators=["a", "b"]) \
            as project:
        project.decide("1", "p", "")
    out = tmp_path / "soft.parquet"
    assert main(["export", str(data), "--out", str(out), "--soft-labels"]) == 0
    got = pd.read_parquet(out)
    assert got.loc[0, "n_judgments"] == "old"
    assert got.loc[0, "adjudicator_n_judgments"] == 2


def test_refusals(tmp_path: Path, fleiss: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--method alone, a model with two annotators, and label sets are refused, naming why
    (nothing written)."""
    out = tmp_path / "soft.csv"
    assert main(["export", str(fleiss), "--out", str(out), "--method", "mace"]) == 2
    assert "--method is an option of --soft-labels" in capsys.readouterr().err
    two = write_rows(tmp_path / "two.csv", [["id", "a", "b"], ["1", "p", "q"]])
    with Project.open(two, create=True) as project:
        project.decide("1", "p", "")
    assert main(["export", str(two), "--out", str(out), "--soft-labels",
                 "--method", "dawid-skene"]) == 2
    assert "three or more annotators (this file has 2)" in capsys.readouterr().err
    sets = write_rows(tmp_path / "sets.csv", [["id", "a", "b", "c"], ["1", "p;q", "p", "q"],
                                             ["2", "p", "p", "q;p"], ["3", "q", "q", "q"],
                                             ["4", "p", "p", "p"]])
    with Project.open(sets, create=True) as project:  # "p;q" read as the set {p, q}
        assert any(len(s) > 1 for s in project.dataset.label_sets)
        with pytest.raises(InputError) as refused:
            project.export(out, soft=SoftLabels())
    assert "soft labels need one label per item and annotator" in str(refused.value)
    assert "multi-label" in str(refused.value.hint)
    assert not out.exists()
