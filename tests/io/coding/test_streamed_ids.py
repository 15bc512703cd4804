"""Item ids checked as they stream in and not held (``agree`` on a large CSV): the same
ratings, ids, blank and repeated ids (with their rows), skipped rows and messages as the
import that holds every id, also when every hash collides."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.coding import streamed_ids, unique_ids
from adjudicator.io.coding.streamed_ids import StreamedIds
from adjudicator.io.readers import delimited

DATA = Path(__file__).parents[2] / "data"
TEXT_FILES = sorted(p for p in DATA.rglob("*") if p.suffix in (".csv", ".tsv", ".txt"))
HELD = ImportOptions(statistics_only=True)
UNHELD = ImportOptions(statistics_only=True, ids_unheld=True)
#: notes that name the columns read, which differ by design
COLUMN_NOTES = ("not read (the statistics do not use them)",)


@pytest.fixture(autouse=True)
def every_file_narrowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files of any size are read as a large one is (the size rule is left out here)."""
    monkeypatch.setattr(delimited, "NARROW_BYTES", 0)


def collide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every id hashes to the same number: every id is compared as text."""
    monkeypatch.setattr(unique_ids, "_finalise", lambda h, n: np.zeros_like(h))


def outcome(path: Path, options: ImportOptions, **kw: object) -> object:
    """What the statistics and the import's messages take from an import, or the error."""
    try:
        d = load_dataset(path, options=options, **kw)  # type: ignore[arg-type]
    except InputError as exc:
        return str(exc)
    report = d.report.to_dict()
    notes = [str(n) for n in report.pop("notes", []) if not str(n).startswith(COLUMN_NOTES)]
    return (report, notes, list(d.ratings.items), d.ratings.annotators,
            d.ratings.codes.tolist(), d.ratings.labels, d.gold_column,
            {k: v.tolist() for k, v in d.model_codes.items()})


def wide(tmp_path: Path, ids: list[str], labels: list[tuple[str, str]] | None = None,
         empty: frozenset[int] = frozenset()) -> Path:
    """id and two annotators (no text column); the rows in ``empty`` hold only blanks (or
    their id when it is whitespace)."""
    lines = ["id,ann_a,ann_b"]
    for k, item in enumerate(ids):
        a, b = labels[k] if labels else ("pos" if k % 3 else "neg", "pos" if k % 4 else "neg")
        lines.append((f"{item},," if item.isspace() else ",,") if k in empty
                     else f"{item},{a},{b}")
    path = tmp_path / "ids.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def messy_ids(n: int = 60) -> list[str]:
    """Unique ids with repeats (twice and three times), blanks and whitespace among them."""
    ids = [f"item{k}" for k in range(n)]
    ids[10] = ids[3]
    ids[20] = ids[3]
    ids[30] = ids[25]
    ids[12] = ""
    ids[40] = "  "
    ids[41] = "  "
    return ids


@pytest.mark.parametrize("path", TEXT_FILES, ids=lambda p: p.name)
def test_every_sample_file_imports_the_same_with_ids_unheld(path: Path) -> None:
    """Every CSV/TSV of the test data: the same import whether the ids are held or not."""
    assert outcome(path, UNHELD) == outcome(path, HELD)


def test_repeats_blanks_and_whitespace_ids_are_found_alike(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """Repeated ids (with their first rows), blank ids and whitespace ids: the same report,
    with the ids not held (the path is taken), and also when every hash collides."""
    path = wide(tmp_path, messy_ids())
    d = load_dataset(path, options=UNHELD)
    assert isinstance(d.ratings.items, StreamedIds)
    assert [(x.key, x.first_row, x.row) for x in d.report.duplicate_ids] == [
        ("item3", 5, 12), ("item3", 5, 22), ("item25", 27, 32), ("  ", 42, 43)]
    assert d.report.blank_ids == [14]
    held = outcome(path, HELD)
    assert outcome(path, UNHELD) == held
    collide(monkeypatch)
    assert outcome(path, UNHELD) == held


def test_a_whitespace_id_on_an_empty_row_repeats_nothing(tmp_path: Path) -> None:
    """An empty row (its id only whitespace) is skipped as empty: the same whitespace id on a
    later row is no repeat of it, as when the ids are held."""
    ids = [f"item{k}" for k in range(50)]
    ids[5] = ids[6] = " "
    path = wide(tmp_path, ids, empty=frozenset({5}))
    assert outcome(path, UNHELD) == outcome(path, HELD)
    assert load_dataset(path, options=UNHELD).report.duplicate_ids == []


def test_the_item_frame_holds_the_ids(tmp_path: Path) -> None:
    """The item frame, made when read, has the ids as its index and id column (read again
    from the file), not the marks that stand for them."""
    path = wide(tmp_path, messy_ids())
    unheld = load_dataset(path, options=UNHELD)
    held = load_dataset(path, options=HELD)
    assert unheld.frame.index.tolist() == held.frame.index.tolist()
    assert unheld.frame["id"].tolist() == held.frame["id"].tolist()
    assert unheld.ratings.items[3] == held.ratings.items[3]
    assert unheld.ratings.items[2:6] == tuple(held.ratings.items[2:6])
    assert np.asarray(unheld.ratings.items).tolist() == list(held.ratings.items)


def test_single_annotator_items_are_named(tmp_path: Path) -> None:
    """Items rated by one annotator are listed by id, read again for the report."""
    labels = [("pos", "neg" if k % 7 else "") for k in range(60)]
    path = wide(tmp_path, [f"item{k}" for k in range(60)], labels)
    d = load_dataset(path, options=UNHELD)
    assert d.report.single_annotator_items == ["item0", "item7", "item14", "item21", "item28",
                                               "item35", "item42", "item49", "item56"]
    assert outcome(path, UNHELD) == outcome(path, HELD)


def test_a_composite_id_is_held_and_the_same(tmp_path: Path) -> None:
    """An id joined from two columns (``--id a+b``) is the same either way."""
    lines = ["a,b,ann_a,ann_b"] + [f"g{k % 7},n{k},{'pos' if k % 3 else 'neg'},pos"
                                   for k in range(60)] + ["g1,n1,neg,neg"]
    path = tmp_path / "two.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert outcome(path, UNHELD, id_column="a+b") == outcome(path, HELD, id_column="a+b")


LABELS = ("pos", "neg", "neu")
CHANGES = st.lists(st.tuples(st.integers(0, 79), st.sampled_from(
    ["repeat", "blank", "space", "empty", "no label"])), max_size=25)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(n=st.integers(45, 80), changes=CHANGES, collisions=st.booleans())
def test_random_files_import_the_same(tmp_path_factory: pytest.TempPathFactory,
                                      monkeypatch: pytest.MonkeyPatch, n: int,
                                      changes: list[tuple[int, str]], collisions: bool) -> None:
    """Any mix of repeated, blank and whitespace ids, empty rows and missing labels: the same
    import with the ids held or not (and with every hash colliding)."""
    ids = [f"i{k}" for k in range(n)]
    labels = [(LABELS[k % 3], LABELS[(k * k) % 3]) for k in range(n)]
    empty = set()
    for at, change in changes:
        k = at % n
        if change == "repeat":
            ids[k] = ids[(k * 7) % n]
        elif change in ("blank", "space"):
            ids[k] = "" if change == "blank" else " "
        elif change == "empty":
            empty.add(k)
        else:
            labels[k] = ("", labels[k][1])
    path = wide(tmp_path_factory.mktemp("r"), ids, labels, frozenset(empty))
    with monkeypatch.context() as m:
        if collisions:
            collide(m)
        held = outcome(path, HELD)
        assert outcome(path, UNHELD) == held
        if not isinstance(held, str):  # the ids were not held
            assert isinstance(load_dataset(path, options=UNHELD).ratings.items, StreamedIds)


SPACES = " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u1680\u180e\u2000\u2005\u200a\u200b\u2028" \
         "\u2029\u202f\u205f\u3000\ufeff"


@given(st.lists(st.one_of(st.none(), st.text(alphabet=SPACES, max_size=4),
                          st.text(max_size=4)), max_size=60))
def test_whitespace_ids_are_those_arrow_finds(values: list[str | None]) -> None:
    """The ids of only whitespace: those ``pc.utf8_is_space`` finds (the column pandas
    checks), though it is asked only of the ids whose first byte may start a space."""
    import pyarrow as pa
    import pyarrow.compute as pc

    chunk = pa.array(values, type=pa.large_string())
    expected = np.flatnonzero(pc.fill_null(pc.utf8_is_space(chunk), False).to_numpy(
        zero_copy_only=False))
    assert streamed_ids.whitespace_ids(chunk).tolist() == expected.tolist()
    assert streamed_ids.whitespace_ids(chunk.slice(1)).tolist() == [
        k - 1 for k in expected.tolist() if k >= 1]


@given(st.lists(st.booleans(), max_size=300), st.integers(1, 64), st.data())
def test_items_and_rows_are_counted_alike_by_block(kept: list[bool], block: int,
                                                   data: st.DataObject) -> None:
    """An item's data row and a kept row's item, counted a block of rows at a time: what
    ``np.flatnonzero`` of the whole mask gives."""
    mask = np.array(kept, dtype=bool)
    rows = np.flatnonzero(mask)
    items = np.array(sorted(data.draw(st.sets(st.integers(0, max(len(rows) - 1, 0)))
                                      if len(rows) else st.just(set()))), dtype=np.int64)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(streamed_ids, "BLOCK_ROWS", block)
        ids = StreamedIds("id", np.zeros(len(mask), dtype=bool), np.zeros(0, np.uint64),
                          lambda: iter([]), 2, mask)
        assert ids.rows_of(items).tolist() == rows[items].tolist()
        assert streamed_ids._ranks(mask, rows[items]).tolist() == items.tolist()
