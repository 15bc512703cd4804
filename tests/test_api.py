"""adjudicator.agree on DataFrames and arrays: worked examples and scikit-learn as oracle."""

from __future__ import annotations

import doctest
import warnings

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import cohen_kappa_score

import adjudicator
import adjudicator.api
from adjudicator.api import as_ratings
from adjudicator.core.errors import InputError

PAIR_KEYS = {"annotators", "n", "missing", "n_unpaired", "coverage", "labels",
             "confusion_matrix", "percent_agreement", "cohen_kappa", "scott_pi", "gwet_ac1",
             "brennan_prediger", "pabak", "krippendorff_alpha", "kappa_max",
             "prevalence_index", "bias_index", "per_class_kappa", "specific_agreement",
             "disagreement_profile", "disagreement_pairs"}


def frame_of(cells: list[tuple[str, str, int]]) -> pd.DataFrame:
    """A two-annotator DataFrame with ``count`` items for each (label_a, label_b)."""
    rows = [(a, b) for a, b, count in cells for _ in range(count)]
    return pd.DataFrame(rows, columns=["ann", "bob"])


def kappa(report: adjudicator.api.AgreementReport) -> float | None:
    """Cohen's kappa of the first pair."""
    return report.pairs[0].coefficients["cohen_kappa"].value


def test_worked_example_kappa_0_6() -> None:
    """4/1/1/4 items: p_o = 0.8, p_e = 0.5, kappa = 0.6."""
    df = frame_of([("pos", "pos", 4), ("pos", "neg", 1), ("neg", "pos", 1), ("neg", "neg", 4)])
    assert kappa(adjudicator.agree(df)) == pytest.approx(0.6, abs=1e-12)


def test_worked_example_negative_kappa() -> None:
    """8/1/1/0 items: p_o = 0.8, p_e = 0.82, kappa = -1/9 (not clipped to 0)."""
    df = frame_of([("a", "a", 8), ("a", "b", 1), ("b", "a", 1)])
    report = adjudicator.agree(df, labels=["a", "b"])
    assert kappa(report) == pytest.approx(-1 / 9, abs=1e-12)


def test_worked_example_paradox_with_specific_agreement() -> None:
    """17/50/50/883: kappa 0.2001 despite 90% agreement; positive 0.2537, negative 0.9464."""
    df = frame_of([("pos", "pos", 17), ("pos", "neg", 50), ("neg", "pos", 50),
                   ("neg", "neg", 883)])
    pair = adjudicator.agree(df).pairs[0]
    assert pair.coefficients["cohen_kappa"].value == pytest.approx(0.2001, abs=5e-5)
    assert pair.specific_agreement["pos"].value == pytest.approx(0.2537, abs=5e-5)
    assert pair.specific_agreement["neg"].value == pytest.approx(0.9464, abs=5e-5)


def test_categorical_frame_matches_sklearn() -> None:
    """Unweighted and quadratic kappa of categorical columns equal scikit-learn's."""
    rng = np.random.default_rng(7)
    a = rng.integers(0, 5, 5000)
    b = np.where(rng.random(5000) < 0.6, a, rng.integers(0, 5, 5000))
    cats = ["v", "w", "x", "y", "z"]
    df = pd.DataFrame({"a": pd.Categorical.from_codes(a, cats),
                       "b": pd.Categorical.from_codes(b, cats)})
    report = adjudicator.agree(df, weights="quadratic")
    coef = report.pairs[0].coefficients
    assert coef["cohen_kappa"].value == pytest.approx(cohen_kappa_score(a, b), abs=1e-12)
    assert coef["cohen_kappa_weighted"].value == pytest.approx(
        cohen_kappa_score(a, b, weights="quadratic"), abs=1e-12)


def test_categoricals_with_different_category_orders() -> None:
    """Columns whose categories are ordered differently are coded onto one scale."""
    df = pd.DataFrame({"a": pd.Categorical(["x", "y", "y"], categories=["y", "x"]),
                       "b": pd.Categorical(["x", "y", "x"], categories=["x", "y"])})
    pair = adjudicator.agree(df).pairs[0]
    assert pair.n == 3
    assert int(np.trace(pair.table)) == 2


def test_missing_values_are_not_a_category() -> None:
    """None and NaN in a 2-D list are missing: the pair table counts only complete items."""
    rows = [["a", "a"], ["b", None], [float("nan"), "b"], ["b", "b"]]
    report = adjudicator.agree(rows)
    pair = report.pairs[0]
    assert report.labels == ("a", "b")
    assert (pair.n, pair.unpaired, pair.missing) == (2, 2, (1, 1))


def test_numeric_array_with_nan() -> None:
    """A float array with NaN gives integer-looking labels and skips missing cells."""
    arr = np.array([[1.0, 1.0], [2.0, np.nan], [3.0, 2.0], [2.0, 2.0]])
    report = adjudicator.agree(arr)
    assert report.labels == ("1", "2", "3")
    assert report.pairs[0].n == 3


def test_index_is_the_item_id() -> None:
    """The DataFrame index supplies the item ids."""
    df = pd.DataFrame({"a": ["x", "y"], "b": ["x", "x"]}, index=["doc-7", "doc-9"])
    assert list(as_ratings(df).items) == ["doc-7", "doc-9"]


def test_unknown_label_is_an_input_error() -> None:
    """A value outside labels= raises InputError naming it."""
    df = pd.DataFrame({"a": ["x", "q"], "b": ["x", "x"]})
    with pytest.raises(InputError, match="'q'"):
        adjudicator.agree(df, labels=["x", "y"])


def test_gwet_conventions_are_named() -> None:
    """conventions='gwet' uses divisor n - 1 and a t interval, and says so."""
    df = frame_of([("a", "a", 10), ("a", "b", 3), ("b", "b", 7)])
    est = adjudicator.agree(df, conventions="gwet").pairs[0].coefficients["cohen_kappa"]
    assert "n-1" in est.convention
    assert "t(n-1)" in est.convention


def test_json_keys_use_reference_metric_names() -> None:
    """to_dict names pairs' coefficients as the reference vectors do."""
    df = frame_of([("a", "a", 10), ("a", "b", 3), ("b", "b", 7)])
    d = adjudicator.agree(df).to_dict()
    assert set(d["pairs"][0]) >= PAIR_KEYS
    assert {"fleiss_kappa", "conger_kappa", "krippendorff_alpha", "pairwise_kappa"} <= set(
        d["overall"])


def test_agree_docstring_example_runs() -> None:
    """The published example in agree()'s docstring passes as a doctest."""
    result = doctest.testmod(adjudicator.api, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3
    assert result.failed == 0


def test_bad_weights_are_input_errors() -> None:
    """An unknown scheme or a matrix of the wrong size is an InputError, not a traceback."""
    rows = [["a", "b"], ["b", "b"], ["a", "a"]]
    with pytest.raises(InputError, match="zig"):
        adjudicator.agree(rows, weights="zig")
    with pytest.raises(InputError, match="2 x 2"):
        adjudicator.agree(rows, weights=[[1, 0, 0], [0, 1, 0], [0, 0, 1]])


def test_user_weight_matrix_is_used() -> None:
    """A user agreement matrix gives the weighted kappa computed by hand: 0.4 here."""
    rows = [["a", "b"], ["b", "b"], ["a", "a"]]
    coef = adjudicator.agree(rows, weights=[[1, 0.5], [0.5, 1]]).pairs[0].coefficients
    # p_o = (1 + 1 + 0.5) / 3, p_e = sum w_ij p_i. p_.j with rows (2/3, 1/3), cols (1/3, 2/3)
    assert coef["cohen_kappa_weighted"].value == pytest.approx(0.4, abs=1e-12)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c", None]),
                          st.sampled_from(["a", "b", "c", None])), min_size=1, max_size=80))
def test_random_frames_match_sklearn_on_complete_pairs(rows: list[tuple[str | None, ...]]) -> None:
    """On any data, kappa equals scikit-learn's on the items both annotators labelled."""
    df = pd.DataFrame(rows, columns=["x", "y"])
    est = adjudicator.agree(df, labels=["a", "b", "c"]).pairs[0].coefficients["cohen_kappa"]
    both = df.dropna()
    if both.empty:
        assert est.value is None
        return
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = cohen_kappa_score(both.x, both.y, labels=["a", "b", "c"])
    if np.isnan(want):
        assert est.value is None
        assert est.reason
    else:
        assert est.value == pytest.approx(want, abs=1e-12)


ML_FRAME = pd.DataFrame(
    {"ann": [["物流", "售后"], ["物流"], ("售后",), {"咨询"}, ["物流"], None, []],
     "bob": [["售后", "物流"], ["物流", "咨询"], ["售后"], ["咨询"], ["售后"], ["物流"], []]},
    index=[f"T{i}" for i in range(7)])


def test_list_cells_give_the_multilabel_block() -> None:
    """Cells holding lists, tuples or sets make a multi-label report with its JSON key."""
    report = adjudicator.agree(ML_FRAME)
    assert report.multilabel is not None
    assert report.multilabel.labels == ("物流", "售后", "咨询")
    doc = report.to_dict()
    assert doc["multilabel"]["pairs"][0]["annotators"] == ["ann", "bob"]
    assert "物流;售后" in doc["labels"]


def test_multilabel_per_label_kappa_matches_sklearn() -> None:
    """Each label's kappa is scikit-learn's on the binary columns of items both labelled."""
    block = adjudicator.agree(ML_FRAME).multilabel.pairs[0]  # type: ignore[union-attr]
    both = ML_FRAME.dropna()
    for lab in ("物流", "售后", "咨询"):
        a = [int(lab in cell) for cell in both.ann]
        b = [int(lab in cell) for cell in both.bob]
        assert block.per_label_kappa[lab].value == pytest.approx(cohen_kappa_score(a, b),
                                                                 abs=1e-12)


def test_empty_list_is_no_label_and_none_is_missing() -> None:
    """[] is a rated empty set (Jaccard 1 with []); None leaves the item out of the pair."""
    block = adjudicator.agree(ML_FRAME).multilabel.pairs[0]  # type: ignore[union-attr]
    assert block.n == 6
    by_hand = [1.0, 0.5, 1.0, 1.0, 0.0, 1.0]
    assert block.mean_jaccard.value == pytest.approx(sum(by_hand) / 6)


def test_separator_splits_text_cells() -> None:
    """separator=';' reads '物流;售后' as two labels; the set does not depend on order."""
    df = pd.DataFrame({"a": ["物流;售后", "物流", "咨询"], "b": ["售后;物流", "物流", "售后"]})
    report = adjudicator.agree(df, separator=";")
    block = report.multilabel.pairs[0]  # type: ignore[union-attr]
    assert block.exact_set_kappa.extras["n_distinct_sets"] == 4
    assert block.mean_jaccard.value == pytest.approx(2 / 3)


def test_multilabel_true_detects_the_separator() -> None:
    """multilabel=True on text cells finds the separator as the file import does."""
    df = pd.DataFrame({"a": ["x|y", "x", "y"], "b": ["x", "x|y", "y"]})
    report = adjudicator.agree(df, multilabel=True)
    assert report.multilabel is not None
    assert report.multilabel.labels == ("x", "y")


def test_plain_frames_have_no_multilabel_block() -> None:
    """Single-label data (and multilabel=False) keep the report as it was."""
    df = pd.DataFrame({"a": ["x;y", "x"], "b": ["x", "x"]})
    assert "multilabel" not in adjudicator.agree(df).to_dict()
    assert adjudicator.agree(ML_FRAME.astype(str), multilabel=False).multilabel is None


def test_rows_of_lists_are_label_sets() -> None:
    """A list of rows whose cells are lists is read as label sets, not as a 3-D array."""
    report = adjudicator.agree([[["a"], ["a", "b"]], [["b"], ["b"]], [["a"], ["b"]]])
    assert report.annotators == ("rater1", "rater2")
    assert report.multilabel is not None
    assert report.multilabel.labels == ("a", "b")


def test_multilabel_labels_fix_the_order_and_reject_strangers() -> None:
    """labels= gives the single labels' order; a label outside them is an input error."""
    report = adjudicator.agree(ML_FRAME, labels=["咨询", "售后", "物流"])
    assert report.multilabel.labels == ("咨询", "售后", "物流")  # type: ignore[union-attr]
    with pytest.raises(InputError, match="咨询"):
        adjudicator.agree(ML_FRAME, labels=["物流", "售后"])
