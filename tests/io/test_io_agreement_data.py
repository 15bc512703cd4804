"""The published agreement datasets open with the right shape in every layout."""

from __future__ import annotations

from pathlib import Path

from adjudicator.io import load_dataset

AGR = Path(__file__).parents[1] / "data" / "io" / "agreement"


def test_fleiss_diagnoses_wide_with_r_row_names() -> None:
    """R's blank row-name header: 30 patients x 6 raters, 5 categories."""
    d = load_dataset(AGR / "diagnoses.csv")
    assert d.ratings.codes.shape == (30, 6)
    assert d.ratings.k == 5
    assert d.report.usable
    assert d.ratings.annotators[0] == "rater1"


def test_krippendorff_c_numeric_labels_and_missing() -> None:
    """nmm: 1.0-style numbers become labels 1..5 in numeric order; blanks are missing."""
    d = load_dataset(AGR / "nmm.csv")
    assert d.ratings.labels == ("1", "2", "3", "4", "5")
    assert int((d.ratings.codes < 0).sum()) == 7  # 48 cells, 41 values (Krippendorff 2011)
    assert d.ratings.items[0] == "V1"


def test_gwet_groups_are_a_stratum_and_units_the_id() -> None:
    """raw_g1g2: 'Units' is the id and 'Group' a stratum, not an annotator."""
    d = load_dataset(AGR / "raw_g1g2.csv")
    assert d.ratings.annotators == ("Rater1", "Rater2", "Rater3", "Rater4")
    assert d.stratum_columns == ["Group"]
    assert d.frame.index.name == "Units"


def test_same_data_two_files_same_codes() -> None:
    """raw_4raters (Gwet) and nmm (R irr) are Krippendorff's example C: same codes."""
    a = load_dataset(AGR / "raw_4raters.csv").ratings
    b = load_dataset(AGR / "nmm.csv").ratings
    assert a.labels == b.labels
    assert (a.codes == b.codes).all()


def test_vision_large_wide_case_variant_suggested() -> None:
    """7,477 rows; '4th Grade' (capital G) is kept as written, no false near-duplicate."""
    d = load_dataset(AGR / "vision.csv")
    assert d.ratings.codes.shape == (7477, 2)
    assert "4th Grade" in d.ratings.labels
    assert d.report.near_duplicates == []


def test_snow_rte_long_layout_with_164_workers() -> None:
    """First 2,000 RTE judgments: long layout, worker/response columns found, gold kept."""
    d = load_dataset(AGR / "rte_first2000.standardized.csv")
    rep = d.report
    assert rep.layout == "long"
    assert rep.items == 200
    assert rep.coverage == {10: 200}
    assert d.ratings.labels == ("0", "1")
    assert "gold" in d.frame.columns
    assert d.text_column == "text"


def test_snow_rte_sparse_wide_mace() -> None:
    """MACE file: no header, 800 items x 164 workers, 10 judgments per item."""
    d = load_dataset(AGR / "mace_rte.standardized.csv")
    assert d.ratings.codes.shape == (800, 164)
    assert d.report.coverage == {10: 800}
    assert int((d.ratings.codes >= 0).sum()) == 8000


def test_lidc_sparse_readers() -> None:
    """LIDC malignancy: 1-8 reader slots per nodule, ordinal 1-5; coverage as pandas counts it."""
    import pandas as pd

    path = AGR / "lidc_malignancy_first400.csv"
    d = load_dataset(path)
    assert d.ratings.labels == ("1", "2", "3", "4", "5")
    assert d.frame.index.name == "nodule_key"
    per_nodule = pd.read_csv(path, index_col="nodule_key").notna().sum(axis=1)
    assert d.report.coverage == {int(k): int(v) for k, v in per_nodule.value_counts().items()}
    assert 1 in d.report.coverage
