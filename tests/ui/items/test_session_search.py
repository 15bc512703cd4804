"""The session's text search: every cell whose text or id holds the query, ignoring case,
the same as a plain Python substring test, also when a query narrows a recent one."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.ratings import Ratings
from adjudicator.io.dataset import Dataset
from adjudicator.session.session import Session

ALPHABET = "aAbBzZ09éÉüÜＡａ保温杯退款物流，。 "
texts = st.lists(st.text(alphabet=ALPHABET, max_size=8), min_size=1, max_size=40)
needles = st.text(alphabet=ALPHABET.strip(), min_size=1, max_size=3)


def _session(cells: list[str], ids: list[str]) -> Session:
    codes = np.zeros((len(cells), 2), dtype=np.int64)
    ratings = Ratings(tuple(ids), ("ann", "bob"), ("a", "b"), codes)
    frame = pd.DataFrame({"text": cells}, index=ids)
    return Session(Dataset(ratings, frame, [Path("t.csv")], text_column="text"))


def _plain(cells: list[str], ids: list[str], needle: str) -> list[bool]:
    """The reference: Python's substring test on lower-cased text and id."""
    low = needle.lower()
    return [low in t.lower() or low in i.lower() for t, i in zip(cells, ids, strict=True)]


@settings(max_examples=60, deadline=None)
@given(texts, needles, st.booleans())
def test_search_is_python_substring_search_ignoring_case(cells: list[str], needle: str,
                                                         chinese_ids: bool) -> None:
    """Chinese, full-width and accented letters in any case: the items found are those
    whose text or id holds the needle (ids ASCII, or with Chinese)."""
    ids = [(f"单{n}" if chinese_ids else f"Id{n}") for n in range(len(cells))]
    session = _session(cells, ids)
    assert session.search(needle).tolist() == _plain(cells, ids, needle)


@settings(max_examples=60, deadline=None)
@given(texts, needles, needles)
def test_a_query_narrowing_a_recent_one_finds_the_same_as_anew(cells: list[str], first: str,
                                                               more: str) -> None:
    """Typing on ("保" then "保温") searches only the earlier query's hits, with the result a
    fresh search gives."""
    ids = [f"Id{n}" for n in range(len(cells))]
    session = _session(cells, ids)
    session.search(first)
    assert session.search(first + more).tolist() == _plain(cells, ids, first + more)
    assert session.search(more + first).tolist() == _plain(cells, ids, more + first)


def test_a_search_typed_while_the_sort_keys_are_made_finds_the_right_rows(
        qtbot, monkeypatch) -> None:
    """The text's sort keys made on the pool in parts (waiting between parts while a search
    runs) and searches typed meanwhile, the last one winning: the list gets the rows of the
    last query, and the keys are the whole column's."""
    import adjudicator.session.item_index as index
    from adjudicator.ui.items.search_worker import Searcher
    from adjudicator.ui.items.sort_keys import start_sort_keys

    monkeypatch.setattr(index, "RANK_PARTS_FROM", 0)
    cells = [f"{'保温杯' if i % 3 else '退款'} {i % 17}" for i in range(3000)]
    ids = [f"X{i:05d}" for i in range(3000)]
    s = _session(cells, ids)
    arrived: list[str] = []
    searcher = Searcher(async_from=0)
    searcher.ready.connect(arrived.append)
    keys = start_sort_keys(s.texts, lambda: None, priority=-1)
    for needle in ("保", "保温", "退款 1"):
        searcher.request(s, needle)
    qtbot.waitUntil(lambda: not searcher.busy and s.texts.ranks_ready, timeout=10_000)
    assert keys.column is s.texts
    assert arrived == ["退款 1"]
    assert s.search("退款 1").tolist() == _plain(cells, ids, "退款 1")
    assert [cells[i] for i in np.argsort(s.texts.ranks())] == sorted(cells)


def test_a_big_sessions_loader_searches_once_and_keeps_nothing(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """From the sort keys' size on, ``prepare`` searches the text column once (the first
    search's memory taken then, not on the user's first query), checks whether the texts and
    ids are ASCII, and remembers no query; the user's searches give what they gave without
    it."""
    import adjudicator.session.session as session_module

    cells = ["保温杯", "退款", "a\x00b", "物流"] * 5
    ids = [f"i{n}" for n in range(len(cells))]
    s = _session(cells, ids)
    asked: list[str] = []
    real = type(s.texts).contains

    def noted(self, needle, *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(needle)
        return real(self, needle, *args, **kwargs)

    monkeypatch.setattr(session_module, "SORT_KEYS_FROM", 10)
    monkeypatch.setattr(type(s.texts), "contains", noted)
    s.prepare()
    assert asked == [session_module.WARM_NEEDLE]
    assert not s.searched("\x00")
    assert s.texts._ascii is False  # checked ahead, and kept
    assert s.ids._ascii is True
    assert s.search("退款").tolist() == _plain(cells, ids, "退款")
