"""Tables of counts are refused, not read as annotators: Gwet's contingency tables were read
as "3 items, 3 annotators" and his distributions of raters over diagnoses as a pair of
annotators ``Depression × Personality Disorder``, each with a κ of nothing real."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

HANDBOOK = Path(__file__).parents[2] / "data" / "agreement" / "gwet_handbook"
REAL = Path(__file__).parents[2] / "data" / "real"


@pytest.mark.parametrize("name", ["table_cont3x3abstractors.csv", "table_cont4x4diagnosis.csv"])
def test_a_contingency_table_is_named_with_the_option_that_reads_it(name: str) -> None:
    with pytest.raises(InputError) as caught:
        load_dataset(HANDBOOK / name)
    text = str(caught.value)
    assert "contingency table of two annotators" in text
    assert "--table" in text


@pytest.mark.parametrize(("name", "raters"), [("distrib_6raters.csv", "6 to 6"),
                                              ("dist_g1g2.csv", "1 to 4")])
def test_counts_of_raters_per_category_are_refused(name: str, raters: str) -> None:
    """Every row adds up to the raters who judged the unit (6; 4 with gaps in g1g2)."""
    with pytest.raises(InputError) as caught:
        load_dataset(HANDBOOK / name)
    text = str(caught.value)
    assert "counts of raters per category" in text
    assert raters in text
    assert "--annotators" in text


def test_naming_the_columns_reads_them_as_labels() -> None:
    """The user's word stands: ``--annotators`` reads the columns as labels, no question."""
    columns = ["Depression", "Personality Disorder", "Schizophrenia"]
    data = load_dataset(HANDBOOK / "distrib_6raters.csv", annotators=columns)
    assert list(data.ratings.annotators) == columns


def _wide(path: Path, labels: np.ndarray) -> Path:
    frame = pd.DataFrame(labels, columns=["ann", "bo", "cy", "dee"][: labels.shape[1]])
    frame.insert(0, "id", [f"t{i}" for i in range(len(frame))])
    frame.to_csv(path, index=False)
    return path


@pytest.mark.parametrize("seed", range(6))
def test_labels_in_numbers_are_still_labels(tmp_path: Path, seed: int) -> None:
    """Binary labels with no all-zero row, and a 0–4 scale, by four annotators: read as the
    annotators' labels, as before."""
    rng = np.random.default_rng(seed)
    binary = (rng.random((15, 4)) < 0.7).astype(int)
    binary[binary.sum(axis=1) == 0, 0] = 1
    scale = rng.integers(0, 5, size=(15, 4))
    for name, labels in (("binary.csv", binary), ("scale.csv", scale)):
        data = load_dataset(_wide(tmp_path / name, labels))
        assert list(data.ratings.annotators) == ["ann", "bo", "cy", "dee"]


def test_every_real_file_of_labels_is_unaffected() -> None:
    """The public label files of the corpus all still open (none looks like counts)."""
    for path in sorted(REAL.glob("*.csv")):
        if path.name == "lidc_nodules_long.csv":
            continue  # asks which rating is meant (test_composite_items)
        assert len(load_dataset(path).ratings.items) > 0
