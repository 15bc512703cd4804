"""Dawid–Skene by EM: the paper's own estimates on its Table 1, and crowd-kit's DawidSkene on
the same data to 1e-6 (the same start, E/M steps and floors)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from crowdkit.aggregation import DawidSkene
from synthetic_crowds import synthetic_crowd

from adjudicator.core.crowd.dawid_skene import dawid_skene
from adjudicator.core.crowd.judgments import Judgments

# the paper prints two decimals: a difference up to 0.005 is rounding
PRINTED = 0.005 + 1e-9


def test_published_class_shares_and_error_rates(ds1979) -> None:
    """π = (0.40, 0.42, 0.11, 0.07) and every observer's error-rate matrix as published."""
    judgments, published = ds1979
    fit = dawid_skene(judgments)
    assert fit.converged
    assert fit.prior == pytest.approx(published["class_shares"], abs=PRINTED)
    for observer, matrix in published["error_rates"].items():
        assert fit.confusion[int(observer) - 1] == pytest.approx(np.array(matrix),
                                                                 abs=PRINTED), observer


def test_published_patient_class_probabilities(ds1979) -> None:
    """The patients the paper gives with their estimated class probabilities."""
    judgments, published = ds1979
    fit = dawid_skene(judgments)
    for patient, probabilities in published["patients"].items():
        assert fit.posterior[int(patient) - 1] == pytest.approx(probabilities, abs=PRINTED)


def _frame(j: Judgments) -> pd.DataFrame:
    return pd.DataFrame({"task": j.item, "worker": j.annotator, "label": j.label})


def _crowdkit_arrays(model: DawidSkene, j: Judgments) -> tuple[np.ndarray, np.ndarray,
                                                                np.ndarray]:
    """crowd-kit's posterior, class shares and error cells (observed rows) as arrays."""
    labels = list(range(j.k))
    posterior = model.probas_.sort_index()[labels].to_numpy()
    prior = model.priors_.sort_index().to_numpy()
    error = np.full((j.n_annotators, j.k, j.k), np.nan)
    for (worker, given), row in model.errors_.iterrows():
        error[worker, given] = row[labels].to_numpy()
    return posterior, prior, error


@pytest.mark.parametrize("passes", [1, 10, 60])
def test_equal_to_crowdkit_pass_by_pass(ds1979, passes: int) -> None:
    """After the same number of EM passes the two agree to 1e-6 (crowd-kit floors its
    returned posteriors at 1e-10, hence not to 1e-15)."""
    j, _ = ds1979
    ck = DawidSkene(n_iter=passes, tol=-np.inf).fit(_frame(j))
    mine = dawid_skene(j, max_iter=passes, tol=None)
    posterior, prior, error = _crowdkit_arrays(ck, j)
    assert mine.posterior == pytest.approx(posterior, abs=1e-6)
    assert mine.prior == pytest.approx(prior, abs=1e-6)
    seen = np.isfinite(error)
    assert mine.error[seen] == pytest.approx(error[seen], abs=1e-6)


def test_equal_to_crowdkit_on_a_sparse_crowd() -> None:
    """60 annotators, 4 labels, 300 items of 4 labels each (most annotators never see most
    items), 300 passes each (crowd-kit stops on its own lower bound per judgment, this module
    on the log-likelihood, so the passes are fixed to compare the same thing)."""
    item, annotator, label, _ = synthetic_crowd(300, 60, 4, 4, seed=3)
    j = Judgments.from_arrays(item, annotator, label)
    ck = DawidSkene(n_iter=300, tol=-np.inf).fit(_frame(j))
    mine = dawid_skene(j, max_iter=300, tol=None)
    posterior, prior, _ = _crowdkit_arrays(ck, j)
    assert mine.posterior == pytest.approx(posterior, abs=1e-6)
    assert mine.prior == pytest.approx(prior, abs=1e-6)
    assert (mine.posterior.argmax(axis=1) == posterior.argmax(axis=1)).all()


def test_item_weights_equal_repeated_items(ds1979) -> None:
    """An item weighted 2 is the same fit as the item present twice (what the bootstrap uses)."""
    j, _ = ds1979
    weights = np.ones(j.n_items)
    weights[[3, 9]] = 2.0
    weights[20] = 0.0
    keep = j.item != 20
    extra = np.isin(j.item, [3, 9])
    item = np.concatenate([j.item[keep], j.n_items + np.searchsorted([3, 9], j.item[extra])])
    doubled = Judgments.from_arrays(
        np.unique(item, return_inverse=True)[1],
        np.concatenate([j.annotator[keep], j.annotator[extra]]),
        np.concatenate([j.label[keep], j.label[extra]]), k=j.k)
    a = dawid_skene(j, max_iter=30, tol=None, weights=weights)
    b = dawid_skene(doubled, max_iter=30, tol=None)
    assert a.prior == pytest.approx(b.prior, abs=1e-12)
    assert a.error == pytest.approx(b.error, abs=1e-12)
