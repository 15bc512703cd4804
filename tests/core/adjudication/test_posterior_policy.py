"""The "posterior ≥ p" auto-accept policy: which items it accepts (Dawid–Skene's most probable
label where its posterior reaches p), its event and replay, and the refusals."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.adjudication.counts import POLICY, UNANIMOUS, UNRESOLVED
from adjudicator.core.adjudication.events import Policy, event_from_dict
from adjudicator.core.adjudication.policy import AcceptPolicy, check_policy
from adjudicator.core.adjudication.posterior_rule import posterior_labels
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.crowd.dawid_skene import dawid_skene
from adjudicator.core.crowd.judgments import Judgments
from adjudicator.core.errors import InputError
from adjudicator.core.ratings import Ratings


def _ratings() -> Ratings:
    """60 items, five annotators of accuracies 0.95 to 0.5 on two labels (seeded)."""
    rng = np.random.default_rng(3)
    truth = rng.integers(0, 2, 60)
    right = rng.random((60, 5)) < np.array([0.95, 0.9, 0.6, 0.55, 0.5])
    codes = np.where(right, truth[:, None], 1 - truth[:, None])
    rows = [[["a", "b"][c] for c in row] for row in codes]
    return Ratings.from_rows(rows, annotators=list("vwxyz"), labels=["a", "b"])


def test_posterior_labels_are_dawid_skene_on_the_codes() -> None:
    r = _ratings()
    rows, cols = np.nonzero(r.codes >= 0)
    fit = dawid_skene(Judgments.from_arrays(rows, cols, r.codes[rows, cols]))
    label, top = posterior_labels(r.codes)
    assert label.tolist() == fit.posterior.argmax(axis=1).tolist()
    assert top == pytest.approx(fit.posterior.max(axis=1), abs=1e-12)


@pytest.mark.parametrize("p", [0.9, 0.99])
def test_accepts_the_split_items_whose_posterior_reaches_p(p: float) -> None:
    r = _ratings()
    s = AdjudicationState(r, sink=MemorySink(), author="lead")
    s.set_policy(AcceptPolicy("posterior", p=p))
    label, top = posterior_labels(r.codes)
    split = r.codes.min(axis=1) != r.codes.max(axis=1)
    status = s.status_codes
    assert (status[~split] == UNANIMOUS).all()
    assert (status[split & (top >= p)] == POLICY).all()
    assert (status[split & (top < p)] == UNRESOLVED).all()
    accepted = status == POLICY
    assert s.final_codes[accepted].tolist() == label[accepted].tolist()
    again = AdjudicationState.replay(r, s.events)
    assert again.status_codes.tolist() == status.tolist()
    assert again.policy == AcceptPolicy("posterior", p=p)


def test_event_keeps_p() -> None:
    event = Policy(seq=3, time="2026-01-01T00:00:00Z", author="lead", rule="posterior", p=0.95)
    doc = event.to_dict()
    assert doc["rule"] == "posterior"
    assert doc["p"] == 0.95
    assert "k" not in doc
    back = event_from_dict(doc)
    assert isinstance(back, Policy)
    assert back.p == 0.95


@pytest.mark.parametrize(("p", "annotators"), [(0.5, 5), (1.2, 5), (0.95, 2)])
def test_refused_at_p_half_or_two_annotators(p: float, annotators: int) -> None:
    with pytest.raises(InputError, match="cannot be used"):
        check_policy(AcceptPolicy("posterior", p=p), annotators)
    assert AcceptPolicy("posterior", p=0.95).name == "posterior≥0.95"
