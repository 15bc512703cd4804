"""The multi-label block of the report: scikit-learn per label, Jaccard by hand, invariants."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import cohen_kappa_score

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.many_raters.multilabel import per_label_kappa, sets_from_lists
from adjudicator.core.stats.many_raters.multilabel_data import (
    LabelSetData,
    atomic_labels,
    label_set_data,
    mean_bootstrap,
    set_codes,
    unit_jaccard,
)
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.core.stats.summaries.summary_multilabel import (
    LabelSetBlock,
    MultiLabelSummary,
    multilabel_summary,
)

LABELS = ["物流", "售后", "咨询", "投诉"]
ROWS = [  # two annotators; None = not labelled; 投诉 is never given
    [{"物流", "售后"}, {"物流", "售后"}],
    [{"物流"}, {"物流"}],
    [{"售后"}, {"售后", "咨询"}],
    [{"咨询"}, {"咨询"}],
    [{"物流", "售后"}, {"物流"}],
    [{"物流", "咨询"}, {"咨询"}],
    [{"咨询"}, {"售后"}],
    [{"售后"}, {"售后"}],
    [{"物流"}, None],
    [set(), set()],
]


def data_of(rows: list[list[set[str] | None]], labels: list[str] = LABELS) -> LabelSetData:
    """LabelSetData of rows of per-annotator label sets."""
    sets, rated = sets_from_lists(rows, labels)
    names = tuple(f"r{j + 1}" for j in range(sets.shape[1]))
    return LabelSetData(names, tuple(labels), sets, rated)


def both_rated(rows: list[list[set[str] | None]]) -> list[list[set[str]]]:
    """The rows where both annotators gave a set."""
    return [[a, b] for a, b in rows if a is not None and b is not None]


def test_per_label_kappa_is_sklearn_cohen_on_items_both_labelled() -> None:
    """Each label's pair kappa equals scikit-learn's on the binary columns of paired items."""
    block = multilabel_summary(data_of(ROWS)).pairs[0]
    paired = both_rated(ROWS)
    for lab in LABELS[:3]:
        a = [int(lab in x) for x, _ in paired]
        b = [int(lab in y) for _, y in paired]
        assert block.per_label_kappa[lab].value == pytest.approx(cohen_kappa_score(a, b),
                                                                 abs=1e-12)
    assert block.n == len(paired)


def test_exact_set_kappa_is_sklearn_cohen_on_whole_sets() -> None:
    """Exact-set kappa is Cohen's kappa with every distinct set as one category."""
    block = multilabel_summary(data_of(ROWS)).pairs[0]
    paired = both_rated(ROWS)
    a = ["+".join(sorted(x)) for x, _ in paired]
    b = ["+".join(sorted(y)) for _, y in paired]
    assert block.exact_set_kappa.value == pytest.approx(cohen_kappa_score(a, b), abs=1e-12)
    assert block.exact_set_kappa.extras["n_distinct_sets"] == len(set(a) | set(b))


def test_mean_jaccard_by_hand() -> None:
    """Mean Jaccard: |A & B| / |A | B| per paired item, two empty sets count 1."""
    block = multilabel_summary(data_of(ROWS)).pairs[0]
    by_hand = [Fraction(len(x & y), len(x | y)) if x | y else Fraction(1)
               for x, y in both_rated(ROWS)]
    assert block.mean_jaccard.value == pytest.approx(float(sum(by_hand) / len(by_hand)))
    assert block.mean_jaccard.n == 9


def test_undefined_label_is_left_out_of_both_averages() -> None:
    """A label nobody gave has no kappa, says why, and is named as left out."""
    block = multilabel_summary(data_of(ROWS)).pairs[0]
    never = block.per_label_kappa["投诉"]
    assert never.value is None
    assert "no annotator gave 投诉" in (never.reason or "")
    assert block.undefined_labels == ["投诉"]
    assert block.macro_kappa.extras["undefined_labels"] == ["投诉"]
    assert block.support_weighted_kappa.extras["undefined_labels"] == ["投诉"]


def test_macro_and_support_weighted_means() -> None:
    """Macro = plain mean of defined kappas; weighted = sum(support * kappa) / sum(support)."""
    block = multilabel_summary(data_of(ROWS)).pairs[0]
    defined = [e for e in block.per_label_kappa.values() if e.value is not None]
    values = np.array([e.value for e in defined])
    support = np.array([e.extras["support"] for e in defined])
    assert block.macro_kappa.value == pytest.approx(values.mean())
    assert block.support_weighted_kappa.value == pytest.approx((values * support).sum()
                                                               / support.sum())


def test_support_counts_labels_given_on_paired_items() -> None:
    """A label's support is how often either annotator gave it on the items both labelled."""
    block = multilabel_summary(data_of(ROWS)).pairs[0]
    paired = both_rated(ROWS)
    assert block.per_label_kappa["物流"].extras["support"] == sum(
        ("物流" in x) + ("物流" in y) for x, y in paired)


def test_label_always_given_is_undefined_with_reason() -> None:
    """A label on every set makes chance agreement 1: undefined, with the reason."""
    rows = [[{"物流"}, {"物流", "售后"}], [{"物流", "咨询"}, {"物流"}], [{"物流"}, {"物流"}]]
    est = multilabel_summary(data_of(rows)).pairs[0].per_label_kappa["物流"]
    assert est.value is None
    assert "every set included 物流" in (est.reason or "")


def test_overall_is_conger_per_label_of_the_core_function() -> None:
    """The all-annotator block's per-label kappas are core.multilabel's Conger kappas."""
    rows = [[{"物流"}, {"物流"}, {"售后"}], [{"售后"}, {"售后", "咨询"}, {"售后"}],
            [{"咨询"}, {"咨询"}, None], [{"物流", "售后"}, {"物流"}, {"物流", "售后"}],
            [{"咨询"}, {"售后"}, {"咨询"}]]
    data = data_of(rows)
    overall = multilabel_summary(data).overall
    assert overall is not None
    want = per_label_kappa(data.sets, data.rated, labels=LABELS)
    for lab, est in zip(LABELS, want, strict=True):
        got = overall.per_label_kappa[lab]
        assert (got.value is None) == (est.value is None)
        if est.value is not None:
            assert got.value == pytest.approx(est.value, abs=1e-12)


def test_overall_mean_jaccard_by_hand_for_three_annotators() -> None:
    """Overall Jaccard: per item the mean over annotator pairs who both labelled it."""
    rows = [[{"物流"}, {"物流", "售后"}, {"售后"}], [{"咨询"}, {"咨询"}, None],
            [{"物流"}, None, None]]
    overall = multilabel_summary(data_of(rows)).overall
    assert overall is not None
    item1 = (Fraction(1, 2) + Fraction(0) + Fraction(1, 2)) / 3
    assert overall.mean_jaccard.value == pytest.approx(float((item1 + 1) / 2))
    assert overall.n == 2


def test_ci_none_drops_every_interval() -> None:
    """ci='none' leaves no interval in the block."""
    block = multilabel_summary(data_of(ROWS), AgreementOptions(ci="none")).pairs[0]
    assert all(e.ci is None for e in block.per_label_kappa.values())
    assert block.exact_set_kappa.ci is None
    assert block.mean_jaccard.ci is None


def test_bootstrap_is_seeded_and_named() -> None:
    """Bootstrap intervals are reproducible with the seed and say how they were made."""
    opts = AgreementOptions(ci="bootstrap", resamples=300, seed=7)
    first = multilabel_summary(data_of(ROWS), opts)
    again = multilabel_summary(data_of(ROWS), opts)
    pair, overall = first.pairs[0], first.overall
    assert overall is not None
    assert pair.per_label_kappa["物流"].ci == again.pairs[0].per_label_kappa["物流"].ci
    assert "bootstrap" in pair.exact_set_kappa.convention
    assert "resamples of units" in pair.mean_jaccard.convention


def test_all_annotator_kappas_keep_the_analytic_interval_under_bootstrap() -> None:
    """With three annotators and ci='bootstrap', Conger's kappas keep their analytic CI."""
    rows = [[{"物流"}, {"物流"}, {"售后"}], [{"售后"}, {"售后", "咨询"}, {"售后"}],
            [{"咨询"}, {"咨询"}, {"咨询"}], [{"物流", "售后"}, {"物流"}, {"物流", "售后"}],
            [{"咨询"}, {"售后"}, {"咨询"}], [{"物流"}, {"物流"}, {"物流"}]]
    boot = multilabel_summary(data_of(rows), AgreementOptions(ci="bootstrap", resamples=200))
    plain = multilabel_summary(data_of(rows))
    assert boot.overall is not None
    assert plain.overall is not None
    est = boot.overall.per_label_kappa["售后"]
    assert est.ci == plain.overall.per_label_kappa["售后"].ci
    assert "not bootstrapped" in est.extras["interval_note"]
    assert "resamples of units" in boot.overall.mean_jaccard.convention


def test_two_annotators_overall_is_the_pair_block() -> None:
    """With two annotators the all-annotator block is the pair's (Conger's κ is Cohen's)."""
    summary = multilabel_summary(data_of(ROWS))
    assert summary.overall is summary.pairs[0]


def test_mean_bootstrap_of_constant_values_is_that_value() -> None:
    """Resampling units that all have Jaccard 0.5 gives the interval [0.5, 0.5]."""
    boot = mean_bootstrap(np.full(40, 0.5), resamples=100, seed=0, level=0.95)
    assert boot.ci == (pytest.approx(0.5), pytest.approx(0.5))


def test_label_set_data_gathers_sets_from_codes() -> None:
    """Codes of set categories become the boolean cube; missing codes are unrated."""
    sets = (frozenset({"a"}), frozenset({"b"}), frozenset({"a", "b"}))
    ratings = Ratings(("1", "2"), ("x", "y"), ("a", "b", "a;b"),
                      np.array([[2, 0], [-1, 1]], dtype=np.int64))
    data = label_set_data(ratings, sets)
    assert data.labels == ("a", "b")
    assert data.sets[0, 0].tolist() == [True, True]
    assert data.sets[0, 1].tolist() == [True, False]
    assert data.rated.tolist() == [[True, True], [False, True]]
    with pytest.raises(ValueError, match="label sets"):
        label_set_data(ratings, sets[:2])


def test_atomic_labels_keep_the_single_label_order() -> None:
    """Single labels come in category order; labels only seen inside sets follow, sorted."""
    sets = (frozenset({"z"}), frozenset({"a", "q"}), frozenset({"m"}))
    assert atomic_labels(sets) == ("z", "m", "a", "q")


def test_summarize_adds_the_block_only_for_label_sets() -> None:
    """Plain categories get no 'multilabel' key; label-set categories do."""
    ratings = Ratings.from_rows([["a", "a;b"], ["b", "b"], ["a;b", "a"]],
                                labels=["a", "b", "a;b"])
    single = (frozenset({"a"}), frozenset({"b"}), frozenset({"a;b"}))
    sets = (frozenset({"a"}), frozenset({"b"}), frozenset({"a", "b"}))
    assert "multilabel" not in summarize(ratings).to_dict()
    assert "multilabel" not in summarize(ratings, label_sets=single).to_dict()
    doc = summarize(ratings, label_sets=sets).to_dict()
    assert doc["multilabel"]["labels"] == ["a", "b"]
    forced = summarize(ratings, label_sets=single, multilabel=True).multilabel
    assert forced is not None
    assert forced.labels == ("a", "b", "a;b")
    assert forced.pairs[0].n == 3


def test_exact_set_kappa_equals_the_pair_kappa_of_set_categories() -> None:
    """When each category is one set, the pair's Cohen kappa is its exact-set kappa."""
    ratings = Ratings.from_rows([["a", "a;b"], ["b", "b"], ["a;b", "a"], ["a", "a"],
                                 ["b", None]], labels=["a", "b", "a;b"])
    sets = (frozenset({"a"}), frozenset({"b"}), frozenset({"a", "b"}))
    report = summarize(ratings, label_sets=sets)
    assert report.multilabel is not None
    assert report.multilabel.pairs[0].exact_set_kappa.value == pytest.approx(
        report.pairs[0].coefficients["cohen_kappa"].value, abs=1e-12)


@st.composite
def cubes(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray]:
    """Random label sets of 2-3 raters with some cells unrated."""
    n, r, k = draw(st.integers(3, 20)), draw(st.integers(2, 3)), draw(st.integers(1, 4))
    flat = draw(st.lists(st.booleans(), min_size=n * r * k, max_size=n * r * k))
    gaps = draw(st.lists(st.booleans(), min_size=n * r, max_size=n * r))
    rated = ~np.array(gaps).reshape(n, r) | (np.arange(r) < 2)[None, :]
    return np.array(flat).reshape(n, r, k), rated


def values_of_block(b: LabelSetBlock | None) -> list[float | None]:
    """The values of one block: per label (by name), averages, exact set, Jaccard."""
    assert b is not None
    out = [b.per_label_kappa[lab].value for lab in sorted(b.per_label_kappa)]
    return [*out, b.macro_kappa.value, b.support_weighted_kappa.value,
            b.exact_set_kappa.value, b.mean_jaccard.value]


def values_of(summary: MultiLabelSummary) -> list[float | None]:
    """Every value of every block, in a fixed order."""
    return [v for b in [*summary.pairs, summary.overall] for v in values_of_block(b)]


def close(a: list[float | None], b: list[float | None]) -> bool:
    """Equal lists of optional floats up to rounding."""
    return len(a) == len(b) and all(
        (x is None and y is None) or (x is not None and y is not None and abs(x - y) < 1e-9)
        for x, y in zip(a, b, strict=True))


def names(k: int) -> tuple[str, ...]:
    """Label names for k labels."""
    return tuple(f"L{j}" for j in range(k))


@settings(max_examples=40, deadline=None)
@given(cube=cubes(), seed=st.integers(0, 2**16))
def test_permuting_items_changes_nothing(cube: tuple[np.ndarray, np.ndarray], seed: int) -> None:
    """Items in another order give the same values."""
    sets, rated = cube
    order = np.random.default_rng(seed).permutation(sets.shape[0])
    raters = tuple(f"r{j}" for j in range(sets.shape[1]))
    base = multilabel_summary(LabelSetData(raters, names(sets.shape[2]), sets, rated))
    moved = multilabel_summary(LabelSetData(raters, names(sets.shape[2]), sets[order],
                                            rated[order]))
    assert close(values_of(base), values_of(moved))


@settings(max_examples=40, deadline=None)
@given(cube=cubes())
def test_reversing_raters_keeps_each_pair_and_the_overall(
        cube: tuple[np.ndarray, np.ndarray]) -> None:
    """Raters in reverse order: every pair (now reversed) and the overall block agree."""
    sets, rated = cube
    raters = tuple(f"r{j}" for j in range(sets.shape[1]))
    labels = names(sets.shape[2])
    base = multilabel_summary(LabelSetData(raters, labels, sets, rated))
    rev = multilabel_summary(LabelSetData(raters[::-1], labels, sets[:, ::-1], rated[:, ::-1]))
    for block in base.pairs:
        other = rev.pair(*block.annotators)
        assert close(values_of_block(block), values_of_block(other))
    assert close(values_of_block(base.overall), values_of_block(rev.overall))


@settings(max_examples=40, deadline=None)
@given(cube=cubes(), seed=st.integers(0, 2**16))
def test_renaming_and_reordering_labels_moves_values_with_them(
        cube: tuple[np.ndarray, np.ndarray], seed: int) -> None:
    """Labels renamed and in another order: each label keeps its kappa; the rest is equal."""
    sets, rated = cube
    k = sets.shape[2]
    order = np.random.default_rng(seed).permutation(k)
    raters = tuple(f"r{j}" for j in range(sets.shape[1]))
    old = names(k)
    new = tuple(f"标签{old[j]}" for j in order)
    base = multilabel_summary(LabelSetData(raters, old, sets, rated))
    moved = multilabel_summary(LabelSetData(raters, new, sets[:, :, order], rated))
    for b0, b1 in zip([*base.pairs, base.overall], [*moved.pairs, moved.overall], strict=True):
        assert b0 is not None
        assert b1 is not None
        for lab, est in b0.per_label_kappa.items():
            assert close([est.value], [b1.per_label_kappa[f"标签{lab}"].value])
        assert close(values_of_block(b0)[k:], values_of_block(b1)[k:])


@settings(max_examples=40, deadline=None)
@given(cube=cubes())
def test_unit_jaccard_lies_in_unit_interval(cube: tuple[np.ndarray, np.ndarray]) -> None:
    """Per-item Jaccard is within [0, 1] and given for every item labelled twice."""
    sets, rated = cube
    values = unit_jaccard(sets, rated)
    assert values.size == int((rated.sum(axis=1) >= 2).sum())
    assert ((values >= 0) & (values <= 1)).all()


@settings(max_examples=40, deadline=None)
@given(cube=cubes(), wide=st.booleans())
def test_set_codes_are_equal_exactly_when_sets_are(cube: tuple[np.ndarray, np.ndarray],
                                                   wide: bool) -> None:
    """Two rated cells share a set code iff their label sets are equal (also past 62 labels)."""
    sets, rated = cube
    if wide:
        sets = np.concatenate([sets, np.zeros((*sets.shape[:2], 63), dtype=bool)], axis=2)
    codes, distinct = set_codes(sets, rated)
    cells = [(tuple(sets[i, r]), int(codes[i, r])) for i, r in zip(*np.nonzero(rated),
                                                                   strict=True)]
    assert (codes[~rated] == -1).all()
    assert distinct == len({s for s, _ in cells})
    assert len({(s, c) for s, c in cells}) == distinct


def test_module_doctest_worked_by_hand() -> None:
    """The hand-worked example in multilabel_summary's docstring passes."""
    import doctest

    import adjudicator.core.stats.summaries.summary_multilabel as module

    result = doctest.testmod(module)
    assert result.attempted >= 5
    assert result.failed == 0


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=1, max_value=80))
def test_the_block_of_a_set_table_is_the_block_of_its_items(seed: int, n: int) -> None:
    """A pair's label-set block from its table of set categories (the window's path) equals
    the block of the items themselves (the report's path): each figure depends on an item
    only through its (row set, column set) cell."""
    from adjudicator.core.stats.summaries.summary_multilabel import (
        pair_block,
        pair_block_of_table,
    )
    from adjudicator.core.tables import confusion_matrix

    rng = np.random.default_rng(seed)
    label_sets = [frozenset({"物流"}), frozenset({"售后"}), frozenset({"物流", "售后"}),
                  frozenset({"咨询", "售后"}), frozenset()]
    codes = rng.integers(0, len(label_sets), size=(n, 2))
    table = confusion_matrix(codes[:, 0], codes[:, 1], len(label_sets))
    ratings = Ratings(tuple(f"t{i}" for i in range(n)), ("ann", "bob"),
                      tuple(f"c{i}" for i in range(len(label_sets))), codes)
    direct = pair_block(label_set_data(ratings, label_sets), AgreementOptions())
    from_table = pair_block_of_table(table, label_sets, ("ann", "bob"))
    assert from_table.n == direct.n == n
    for name in ("exact_set_kappa", "mean_jaccard", "macro_kappa", "support_weighted_kappa"):
        got, want = getattr(from_table, name), getattr(direct, name)
        assert (got.value is None) == (want.value is None), name
        if want.value is not None:
            assert got.value == pytest.approx(want.value, abs=1e-12), name
            assert (got.ci is None) == (want.ci is None), name
            if want.ci is not None:
                assert got.ci == pytest.approx(want.ci, abs=1e-12), name
    assert list(from_table.per_label_kappa) == list(direct.per_label_kappa)
    for label, want in direct.per_label_kappa.items():
        got = from_table.per_label_kappa[label]
        assert got.extras["support"] == want.extras["support"]
        assert (got.value is None) == (want.value is None)
        if want.value is not None:
            assert got.value == pytest.approx(want.value, abs=1e-12)
