"""MACE (variational Bayes and EM) and the majority vote against crowd-kit on the same data."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from crowdkit.aggregation import MACE, MajorityVote
from synthetic_crowds import synthetic_crowd

from adjudicator.core.crowd.judgments import Judgments
from adjudicator.core.crowd.mace import mace
from adjudicator.core.crowd.suggest import suggest


def _crowd(seed: int) -> tuple[Judgments, pd.DataFrame]:
    """A crowd whose names are their first-appearance codes, so that every ordering is the
    sorted one (crowd-kit's MACE pairs its factorised codes with groupby's sorted order)."""
    item, annotator, label, _ = synthetic_crowd(250, 15, 3, 5, seed=seed)
    frame = pd.DataFrame({"task": pd.factorize(item)[0], "worker": pd.factorize(annotator)[0],
                          "label": pd.factorize(label)[0]})
    j = Judgments.from_arrays(frame.task.to_numpy(), frame.worker.to_numpy(),
                              frame.label.to_numpy())
    return j, frame


@pytest.mark.parametrize("method", ["vb", "em"])
@pytest.mark.parametrize("seed", [0, 7])
def test_mace_equal_to_crowdkit(method: str, seed: int) -> None:
    """Posteriors, (spam, know) and strategies to 1e-6 (crowd-kit's ten restarts all start from
    one seed, which is ``restarts=1`` here)."""
    j, frame = _crowd(seed)
    ck = MACE(method=method, n_restarts=1).fit(frame)  # its restarts are all alike
    mine = mace(j, restarts=1, method=method)
    assert mine.posterior == pytest.approx(ck.probas_.sort_index()[[0, 1, 2]].to_numpy(),
                                           abs=1e-6)
    assert mine.spamming == pytest.approx(ck.spamming_, abs=1e-6)
    assert mine.strategy == pytest.approx(ck.thetas_, abs=1e-6)


def test_mace_competence_orders_the_annotators_by_skill() -> None:
    """On a crowd with known true labels the competences rank the annotators as their real
    accuracies do (Spearman's ρ > 0.9)."""
    item, annotator, label, truth = synthetic_crowd(2000, 8, 3, 5, seed=11)
    fit = mace(Judgments.from_arrays(item, annotator, label), restarts=3)
    accuracy = np.bincount(annotator, weights=label == truth[item]) / np.bincount(annotator)
    ranks = np.argsort(np.argsort(fit.competence)), np.argsort(np.argsort(accuracy))
    assert np.corrcoef(*ranks)[0, 1] > 0.9
    assert ((fit.competence > 0) & (fit.competence < 1)).all()


def test_majority_posterior_equal_to_crowdkit() -> None:
    """The majority vote's posterior is the vote shares, as crowd-kit's MajorityVote."""
    item, annotator, label, _ = synthetic_crowd(200, 10, 4, 5, seed=5)
    frame = pd.DataFrame({"task": item, "worker": annotator, "label": label})
    ck = MajorityVote().fit_predict_proba(frame).sort_index()[[0, 1, 2, 3]].to_numpy()
    codes = np.full((200, 10), -1)
    codes[item, annotator] = label
    mine = suggest(codes, ["a", "b", "c", "d"], [str(a) for a in range(10)],
                   [str(i) for i in range(200)], "majority")
    assert mine.posterior == pytest.approx(ck, abs=1e-12)
