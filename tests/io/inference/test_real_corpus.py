"""Every public file of tests/data/real opens with no options as its expected reading — or the
program asks — and its agreement equals pandas + scikit-learn / krippendorff on the raw file.

The expected readings are written from each file's documentation (tests/data/real/README.md),
not from what the program printed; the matrices are built here with pandas alone.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import krippendorff
import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator import api
from adjudicator.io import load_dataset
from adjudicator.io.inference.ambiguity import AmbiguousReading

REAL = Path(__file__).parents[2] / "data" / "real"


@dataclass
class Expected:
    """A file's right reading and a pandas recipe for its items x annotators matrix."""

    items: int
    annotators: int
    matrix: Callable[[Path], pd.DataFrame]
    gold: str | None = None
    texts: list[str] = field(default_factory=list)
    fields: list[str] = field(default_factory=list)


def _csv(index: str | int | None, drop: tuple[str, ...] = ()) -> Callable[[Path], pd.DataFrame]:
    def read(path: Path) -> pd.DataFrame:
        frame = pd.read_csv(path, dtype=str, index_col=index)
        return frame.drop(columns=list(drop))
    return read


def _no_header(path: Path) -> pd.DataFrame:
    return pd.read_csv(path, dtype=str, header=None).dropna(axis=1, how="all")


def _long(item: str, who: str, label: str) -> Callable[[Path], pd.DataFrame]:
    def read(path: Path) -> pd.DataFrame:
        frame = pd.read_csv(path, dtype=str)
        return frame.pivot_table(index=item, columns=who, values=label, aggfunc="first")
    return read


def _lewidi(path: Path) -> pd.DataFrame:
    data = json.loads(path.read_text(encoding="utf-8"))
    return pd.DataFrame({key: record["annotations"] for key, record in data.items()}).T


CORPUS = {
    "snow2008_rte_long.csv": Expected(30, 70, _long("orig_id", "!amt_worker_ids", "response"),
                                      gold="gold", texts=["hypothesis", "text"],
                                      fields=["task"]),
    "snow2008_temp_mace.csv": Expected(200, 75, _no_header),
    "lidc_malignancy_wide.csv": Expected(300, 8, _csv("nodule_key")),
    "fleiss1971_diagnoses.csv": Expected(30, 6, _csv(0)),
    "gwet2014_groups.csv": Expected(14, 4, _csv("Units", drop=("Group",)), fields=["Group"]),
    "wines2012_judges_long.csv": Expected(20, 9, _long("wine", "judge", "score"),
                                          fields=["flight", "wine.amer"]),
    "lewidi2025_paraphrase_dev.json": Expected(50, 4, _lewidi,
                                               texts=["Question1", "Question2"]),
    "lewidi2025_csc_dev.json": Expected(56, 34, _lewidi, texts=["context", "response"]),
}
ASKED = {"tweeteval_annotated.jsonl", "lidc_nodules_long.csv"}


def test_every_file_of_the_corpus_is_checked() -> None:
    """At least eight public files, each with an expected reading or an expected question."""
    files = {p.name for p in REAL.iterdir() if p.name != "README.md"}
    assert files == set(CORPUS) | ASKED
    assert len(files) >= 8


def _codes(matrix: pd.DataFrame) -> np.ndarray:
    """Labels as numbers for krippendorff (numbers by value, else in sorted order)."""
    values = sorted({v for v in matrix.to_numpy().ravel() if isinstance(v, str)})
    try:
        lookup = {v: float(v) for v in values}
    except ValueError:
        lookup = {v: float(i) for i, v in enumerate(values)}
    return matrix.apply(lambda c: c.map(lookup)).to_numpy(dtype=float).T


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_read_as_documented_and_agreement_as_independent_libraries(name: str) -> None:
    """The reading (items, annotators, gold, text, item fields) and Krippendorff's α and the
    first pair's Cohen κ against krippendorff and scikit-learn on pandas' own matrix."""
    want = CORPUS[name]
    data = load_dataset(REAL / name)
    assert len(data.ratings.items) == want.items
    assert len(data.ratings.annotators) == want.annotators
    assert data.gold_column == want.gold
    assert data.text_columns == want.texts
    assert list(data.stratum_columns) == want.fields
    matrix = want.matrix(REAL / name)
    assert matrix.shape == (want.items, want.annotators)
    report = api.agree(data.ratings).to_dict()
    alpha = krippendorff.alpha(reliability_data=_codes(matrix), level_of_measurement="nominal")
    assert report["overall"]["krippendorff_alpha"]["value"] == pytest.approx(alpha, abs=1e-9)
    if not report["pairs"]:  # a crowd: agree reports no pair by pair table
        return
    first = report["pairs"][0]
    a, b = first["annotators"]
    both = matrix[[a, b]].dropna() if a in matrix else _by_position(matrix, data, a, b)
    if len(both) >= 2 and both.nunique().min() > 1:
        kappa = cohen_kappa_score(both.iloc[:, 0], both.iloc[:, 1])
        assert first["cohen_kappa"]["value"] == pytest.approx(kappa, abs=1e-9)


def _by_position(matrix: pd.DataFrame, data: object, a: str, b: str) -> pd.DataFrame:
    """A file without a header: the program's columns are the file's, in order."""
    names = list(data.ratings.annotators)  # type: ignore[attr-defined]
    return matrix.iloc[:, [names.index(a), names.index(b)]].dropna()


def test_two_close_readings_are_asked_not_guessed() -> None:
    """TweetEval-Annotated holds the four annotators' answers twice (as emoji and as numbers):
    the program names both readings and the options choosing each, and picks none."""
    with pytest.raises(AmbiguousReading) as caught:
        load_dataset(REAL / "tweeteval_annotated.jsonl")
    first, second = caught.value.readings[:2]
    assert {"annotation_0", "annotation_3"} <= set(first.annotators) | set(second.annotators)
    assert {"annotation_label_0", "annotation_label_3"} <= (set(first.annotators)
                                                             | set(second.annotators))
    assert "--annotators" in str(caught.value)


def test_the_asked_file_reads_once_the_annotators_are_named() -> None:
    """Naming the four annotators' emoji columns reads the file; κ as scikit-learn's."""
    names = [f"annotation_{i}" for i in range(4)]
    data = load_dataset(REAL / "tweeteval_annotated.jsonl", id_column="id", annotators=names)
    frame = pd.read_json(REAL / "tweeteval_annotated.jsonl", lines=True, dtype=False)
    assert len(data.ratings.items) == len(frame) == 300
    report = api.agree(data.ratings).to_dict()
    kappa = cohen_kappa_score(frame["annotation_0"], frame["annotation_1"])
    assert report["pairs"][0]["cohen_kappa"]["value"] == pytest.approx(kappa, abs=1e-9)
