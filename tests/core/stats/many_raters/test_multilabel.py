"""Multi-label agreement: per-label kappa, averages, exact-set kappa, mean Jaccard."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.many_raters.multilabel import (
    exact_set_kappa,
    label_codes,
    macro_average,
    mean_jaccard,
    per_label_kappa,
    sets_from_lists,
    support_weighted_average,
)
from adjudicator.core.stats.many_raters.multirater import fleiss_kappa_multi


def cohen_kappa_score(a: object, b: object) -> float:
    """scikit-learn's Cohen kappa (imported lazily: sklearn is heavy)."""
    from sklearn.metrics import cohen_kappa_score as score

    return float(score(a, b))


def jaccard_score(a: object, b: object, **kwargs: object) -> float:
    """scikit-learn's Jaccard score (imported lazily)."""
    from sklearn.metrics import jaccard_score as score

    return float(score(a, b, **kwargs))

LABELS = ["投诉", "退款", "咨询", "其他"]
ROWS = [
    [{"投诉", "退款"}, {"投诉"}],
    [{"咨询"}, {"咨询"}],
    [set(), set()],
    [{"退款"}, {"投诉", "退款"}],
    [{"其他"}, {"咨询"}],
    [{"投诉"}, {"投诉"}],
    [{"退款", "咨询"}, None],
]


@st.composite
def label_sets(draw: st.DrawFn, min_labels: int = 1) -> np.ndarray:
    """Two raters' label sets: units x 2 x labels booleans."""
    n, n_labels = draw(st.integers(2, 25)), draw(st.integers(min_labels, 4))
    flat = draw(st.lists(st.booleans(), min_size=n * 2 * n_labels, max_size=n * 2 * n_labels))
    return np.array(flat).reshape(n, 2, n_labels)


def test_sets_from_lists_and_codes() -> None:
    """Label lists become a boolean cube; unrated cells become -1 codes for every label."""
    sets, rated = sets_from_lists(ROWS, LABELS)
    assert sets.shape == (7, 2, 4)
    assert not rated[6, 1]
    codes = label_codes(sets, rated)
    assert codes.shape == (4, 7, 2)
    assert (codes[:, 6, 1] == -1).all()
    assert codes[0, 0, 0] == 1
    assert codes[2, 0, 0] == 0


def test_unknown_label_raises() -> None:
    """A label outside the schema is an error naming it."""
    with pytest.raises(KeyError, match="foo"):
        sets_from_lists([[{"foo"}, set()]], LABELS)


@settings(max_examples=50, deadline=None)
@given(sets=label_sets())
def test_per_label_two_raters_is_sklearn_cohen(sets: np.ndarray) -> None:
    """For two raters each label's kappa is scikit-learn's Cohen kappa of the binary columns."""
    for j, est in enumerate(per_label_kappa(sets)):
        a, b = sets[:, 0, j].astype(int), sets[:, 1, j].astype(int)
        if est.value is None:
            assert len(set(a) | set(b)) == 1
        else:
            assert est.value == pytest.approx(cohen_kappa_score(a, b), abs=1e-10)
        assert est.extras["support"] == int(a.sum() + b.sum())


def test_per_label_statistic_is_pluggable() -> None:
    """Another binary coefficient (Fleiss) can be used per label: irrCAC's Fleiss on each
    label's 0/1 column (the unit B left unrated is missing)."""
    import pandas as pd
    from irrCAC.raw import CAC

    sets, rated = sets_from_lists(ROWS, LABELS)
    found = per_label_kappa(sets, rated, statistic=fleiss_kappa_multi, labels=LABELS)
    assert found[0].metric == "fleiss_kappa"
    assert [e.extras["label"] for e in found] == LABELS
    for lab, est in zip(LABELS, found, strict=True):
        column = [[float(lab in s) if s is not None else np.nan for s in row] for row in ROWS]
        cac = CAC(pd.DataFrame(column), categories=[0.0, 1.0], digits=14)
        assert est.value == pytest.approx(cac.fleiss()["est"]["coefficient_value"], abs=1e-12)


def test_averages_skip_undefined_labels() -> None:
    """Macro and support-weighted means use defined labels only and list the others."""
    sets, rated = sets_from_lists(ROWS, [*LABELS, "未用"])
    per = per_label_kappa(sets, rated, labels=[*LABELS, "未用"])
    defined = [e for e in per if e.value is not None]
    macro, weighted = macro_average(per), support_weighted_average(per)
    assert macro.value == pytest.approx(np.mean([e.value for e in defined]))
    support = np.array([e.extras["support"] for e in defined], dtype=float)
    values = np.array([e.value for e in defined])
    assert weighted.value == pytest.approx(float((support * values).sum() / support.sum()))
    assert macro.extras["undefined_labels"] == ["未用"]


def test_average_of_nothing_is_undefined() -> None:
    """With no defined label the average is None with a reason."""
    sets = np.zeros((4, 2, 2), dtype=bool)
    est = macro_average(per_label_kappa(sets))
    assert est.value is None
    assert est.reason == "no label has a defined kappa"


@settings(max_examples=50, deadline=None)
@given(sets=label_sets())
def test_exact_set_kappa_is_cohen_on_set_ids(sets: np.ndarray) -> None:
    """Exact-set kappa equals Cohen's kappa with each distinct set as one category."""
    ids = ["".join("1" if v else "0" for v in row) for row in sets.reshape(-1, sets.shape[2])]
    a, b = ids[0::2], ids[1::2]
    est = exact_set_kappa(sets)
    if est.value is None:
        assert len(set(a) | set(b)) == 1
    else:
        assert est.value == pytest.approx(cohen_kappa_score(a, b), abs=1e-10)


def test_exact_set_kappa_ignores_label_order() -> None:
    """Reordering the label axis does not change exact-set agreement."""
    sets, rated = sets_from_lists(ROWS, LABELS)
    a = exact_set_kappa(sets, rated)
    b = exact_set_kappa(sets[:, :, ::-1], rated)
    assert a.value == pytest.approx(b.value)
    assert a.extras["n_distinct_sets"] == b.extras["n_distinct_sets"] == 7


def test_mean_jaccard_worked_example() -> None:
    """Hand count on ROWS (unit 7 unrated by B): (1/2 + 1 + 1 + 1/2 + 0 + 1) / 6."""
    sets, rated = sets_from_lists(ROWS, LABELS)
    est = mean_jaccard(sets, 0, 1, rated)
    assert est.value == pytest.approx(4 / 6)
    assert est.n == 6
    assert est.extras["n_both_empty"] == 1


@settings(max_examples=50, deadline=None)
@given(sets=label_sets(min_labels=2))
def test_mean_jaccard_is_sklearn_samples_average(sets: np.ndarray) -> None:
    """Mean Jaccard equals scikit-learn's samples-averaged Jaccard (empty/empty = 1)."""
    theirs = jaccard_score(sets[:, 0].astype(int), sets[:, 1].astype(int), average="samples",
                           zero_division=1.0)
    assert mean_jaccard(sets, 0, 1).value == pytest.approx(theirs, abs=1e-12)


def test_mean_jaccard_without_common_units_is_undefined() -> None:
    """When no unit was rated by both annotators, Jaccard is None with a reason."""
    sets = np.ones((2, 2, 3), dtype=bool)
    rated = np.array([[True, False], [False, True]])
    est = mean_jaccard(sets, 0, 1, rated)
    assert est.value is None
    assert est.reason == "no unit was rated by both annotators"


def test_shapes_are_checked() -> None:
    """sets must be 3-D and rated must match its first two axes."""
    with pytest.raises(ValueError, match="units x raters x labels"):
        label_codes(np.zeros((3, 2), dtype=bool))
    with pytest.raises(ValueError, match="rated"):
        label_codes(np.zeros((3, 2, 2), dtype=bool), np.ones((3, 3), dtype=bool))
