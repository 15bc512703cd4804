"""The CSV/TSV export through Arrow tables writes the very bytes of the pandas path, and
neutralises text column-wise exactly as ``neutralise`` does cell by cell."""

from __future__ import annotations

import csv
import io
import random
from pathlib import Path

import pyarrow as pa
import pytest
from hypothesis import given
from hypothesis import strategies as st

import adjudicator.io.exporting.export as export
import adjudicator.io.exporting.table_files as table_files
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.exporting.safe_cells import LOOKALIKES, TRIGGERS, neutralise, neutralise_table

CELLS = ["=1+1", "-3", "+1.5", "@x", "\tx", "a\nb", "x\r=y", "普通", "", "-", "１２", "-１２",
         "a,b", 'q"q', ".5e3", "- 3", "ok\n-2"]


def _dataset(tmp_path: Path, n: int) -> Path:
    """``n`` items with awkward text, a numeric column with gaps, and two annotators."""
    rng = random.Random(3)
    path = tmp_path / "tricky.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "text", "score", "note", "a", "b"])
        for i in range(n):
            writer.writerow([f"i{i}", rng.choice(CELLS), "" if i % 7 == 0 else i % 11 - 5,
                             rng.choice(CELLS), rng.choice("xyz"), rng.choice("xyz")])
    return path


def _decided(path: Path) -> tuple[Dataset, AdjudicationState]:
    """The dataset with decisions on its first rows only (later chunks hold none)."""
    dataset = load_dataset(path)
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="=lead",
                              clock=lambda: "2026-01-01T00:00:00Z")
    rng = random.Random(5)
    for item in list(dataset.ratings.items)[:200:3]:
        state.decide(item, rng.choice(dataset.ratings.labels), rng.choice(["", "=why", "a\nb"]),
                     source=rng.choice([None, "A"]), confidence=rng.choice([None, 0.5, 1]),
                     error_category=rng.choice([None, "-x"]),
                     guideline_update=rng.choice([True, False]))
    return dataset, state


@pytest.mark.parametrize(("rows", "ext"), [(500, "csv"), (500, "tsv"), (120_000, "csv")])
def test_arrow_and_pandas_paths_write_the_same_bytes(tmp_path: Path, rows: int, ext: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Both files of an export are byte-identical whichever path wrote them (120 000 rows:
    several chunks, decisions in the first only)."""
    dataset, state = _decided(_dataset(tmp_path, rows))
    fast = export.write_export(dataset, state, tmp_path / f"fast.{ext}")
    calls: list[object] = []
    monkeypatch.setattr(export, "_arrow_tables", lambda *a: calls.append(a))
    slow = export.write_export(dataset, state, tmp_path / f"slow.{ext}")
    assert calls, "the pandas path was not taken"
    assert fast.data.read_bytes() == slow.data.read_bytes()
    assert fast.disagreements is not None
    assert slow.disagreements is not None
    assert fast.disagreements.read_bytes() == slow.disagreements.read_bytes()


def test_manifest_hash_taken_while_writing_matches_the_file(tmp_path: Path) -> None:
    """The SHA-256 the Arrow writer takes as it goes is the file's."""
    import json

    from adjudicator.io.durable import sha256_file

    dataset, state = _decided(_dataset(tmp_path, 300))
    paths = export.write_export(dataset, state, tmp_path / "out.csv")
    files = json.loads(paths.manifest.read_text(encoding="utf-8"))["files"]
    assert files[0]["sha256"] == sha256_file(paths.data)
    assert paths.disagreements is not None
    assert files[1]["sha256"] == sha256_file(paths.disagreements)


text = st.text(alphabet=st.sampled_from([*TRIGGERS, *LOOKALIKES[:6], "\n", "1", "e", ".", "a",
                                        "中", " "]),
               max_size=8)


@given(st.lists(st.one_of(st.none(), text), min_size=1, max_size=40))
def test_neutralise_table_matches_neutralise(cells: list[str | None]) -> None:
    """Plain and dictionary-encoded columns come out as ``neutralise`` gives each cell."""
    plain = pa.chunked_array([pa.array(cells[:3], pa.large_string()),
                              pa.array(cells[3:], pa.large_string())])
    coded = pa.chunked_array([pa.array(cells, pa.string()).dictionary_encode()])
    table = neutralise_table(pa.table({"=name": plain, "coded": coded}))
    expected = [neutralise(c) for c in cells]
    assert table.column(0).to_pylist() == expected
    assert table.column(1).to_pylist() == expected
    assert table.column_names == ["'=name", "coded"]


def test_a_failed_write_reaches_the_caller(tmp_path: Path, monkeypatch) -> None:
    """When the file cannot take a chunk, the error reaches the caller (the export's staging
    then removes the temp file)."""
    import builtins

    real_open = builtins.open

    class Full(io.RawIOBase):
        def writable(self) -> bool:
            return True

        def write(self, data: object) -> int:
            raise OSError(28, "No space left on device")

    def full_open(path: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        return Full() if str(path).endswith("full.csv") else real_open(path, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", full_open)
    with pytest.raises(OSError, match="No space"):
        table_files.arrow_csv(tmp_path / "full.csv", pa.table({"c": ["a"]}), ",", lambda _f: None)


@given(st.lists(st.one_of(st.none(), st.sampled_from(["a", "=b", "中"])), min_size=1,
                max_size=30))
def test_decoded_dictionary_columns_hold_the_casts_cells(cells: list[str | None]) -> None:
    """A dictionary column decoded for the CSV writer holds the cells Arrow's cast gives,
    nulls included."""
    column = pa.chunked_array([pa.array(cells, type=pa.string()).dictionary_encode()])
    printed = table_files.printable(pa.table({"c": column})).column(0)
    assert printed.to_pylist() == column.cast(pa.string()).to_pylist() == cells


def test_a_second_export_writes_the_new_decisions_as_a_fresh_one_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The originals' columns made ready at the first export serve the second: it holds the
    decision taken in between, byte for byte what the pandas path writes then."""
    dataset, state = _decided(_dataset(tmp_path, 400))
    export.write_export(dataset, state, tmp_path / "first.csv")
    item = list(dataset.ratings.items)[-1]
    state.decide(item, dataset.ratings.labels[0], "=late call")
    again = export.write_export(dataset, state, tmp_path / "again.csv")
    assert export._Originals._last is not None
    assert export._Originals._last[0]() is dataset
    monkeypatch.setattr(export, "_arrow_tables", lambda *a: None)
    slow = export.write_export(dataset, state, tmp_path / "slow.csv")
    assert "'=late call" in again.data.read_text(encoding="utf-8")
    assert again.data.read_bytes() == slow.data.read_bytes()
    assert again.disagreements is not None
    assert slow.disagreements is not None
    assert again.disagreements.read_bytes() == slow.disagreements.read_bytes()


def test_another_dataset_is_not_written_with_the_last_ones_originals(tmp_path: Path) -> None:
    """A dataset opened after another (even from the same file) gets its own columns."""
    first = tmp_path / "a"
    second = tmp_path / "b"
    first.mkdir()
    second.mkdir()
    one, one_state = _decided(_dataset(first, 50))
    export.write_export(one, one_state, first / "out.csv")
    other, other_state = _decided(_dataset(second, 80))
    paths = export.write_export(other, other_state, second / "out.csv")
    assert len(paths.data.read_text(encoding="utf-8").splitlines()) >= 81
    assert export._Originals._last is not None
    assert export._Originals._last[0]() is other


@given(st.lists(st.one_of(st.none(), st.sampled_from(["a", "b,c", 'q"', "中\n文", ""])),
                max_size=40), st.integers(1, 7), st.integers(1, 5))
def test_chunks_written_whole_are_one_tables_csv(cells: list[str | None], chunk: int,
                                                 batch: int) -> None:
    """Chunks of rows formatted in batches and written piece by piece by the sink's thread:
    the file is Arrow's CSV of the whole table (header once, quoting where needed) and the
    digest is its SHA-256."""
    import hashlib
    import tempfile
    from unittest import mock

    import pyarrow.csv as pacsv

    table = pa.table({"c": pa.array(cells, type=pa.string()), "n": list(range(len(cells)))})
    with tempfile.TemporaryDirectory() as folder, \
            mock.patch.object(table_files, "ARROW_CHUNK", chunk), \
            mock.patch.object(table_files, "ARROW_BATCH", batch):
        path = Path(folder) / "t.csv"
        digest = table_files.arrow_csv(path, table, ",", lambda _f: None)
        whole = pa.BufferOutputStream()
        pacsv.write_csv(table, whole, pacsv.WriteOptions(quoting_style="needed"))
        assert path.read_bytes() == whole.getvalue().to_pybytes()
        assert digest == hashlib.sha256(path.read_bytes()).hexdigest()


def _writer_threads() -> list[object]:
    """The export's sink threads still running."""
    import threading

    return [t for t in threading.enumerate() if t.name == "export-writer"]


def _big_table(rows: int) -> pa.Table:
    """Many rows of varied text, so Arrow hands the sink many pieces from a buffer it
    reuses."""
    return pa.table({"id": [f"row{i}" for i in range(rows)],
                     "text": [CELLS[i % len(CELLS)] * (1 + i % 5) for i in range(rows)]})


def test_the_piped_pieces_are_the_tables_csv_and_its_hash(tmp_path: Path) -> None:
    """Many pieces queued for the sink's thread give Arrow's CSV of the whole table, byte for
    byte, and its SHA-256 (a piece kept by reference, not copied, would be overwritten by the
    next batch before it is written)."""
    import hashlib

    import pyarrow.csv as pacsv

    table = _big_table(250_000)
    digest = table_files.arrow_csv(tmp_path / "big.csv", table, ",", lambda _f: None)
    whole = pa.BufferOutputStream()
    pacsv.write_csv(table, whole, pacsv.WriteOptions(quoting_style="needed"))
    written = (tmp_path / "big.csv").read_bytes()
    assert written == whole.getvalue().to_pybytes()
    assert digest == hashlib.sha256(written).hexdigest()
    assert not _writer_threads()


def test_a_later_piece_failing_reaches_the_caller_with_no_thread_left(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk fills after some pieces went out: the write's error reaches the caller and
    the sink's thread has ended."""
    import builtins

    real_open = builtins.open

    class FillsUp(io.RawIOBase):
        def __init__(self) -> None:
            super().__init__()
            self.taken = 0

        def writable(self) -> bool:
            return True

        def write(self, data: object) -> int:
            if self.taken >= 3:
                raise OSError(28, "No space left on device")
            self.taken += 1
            return len(memoryview(data))  # type: ignore[arg-type]

    def opener(path: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        return FillsUp() if str(path).endswith("full.csv") else real_open(path, mode, *args,
                                                                            **kwargs)

    monkeypatch.setattr(builtins, "open", opener)
    monkeypatch.setattr(table_files, "ARROW_BATCH", 1_000)
    with pytest.raises(OSError, match="No space"):
        table_files.arrow_csv(tmp_path / "full.csv", _big_table(50_000), ",", lambda _f: None)
    assert not _writer_threads()


def test_a_cancel_between_chunks_waits_for_the_sink(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A cancel raised by the progress callback reaches the caller only once the sink's
    thread has written what was queued and ended (so the caller may remove the file): the
    file then holds whole rows, the start of the table's CSV."""
    import pyarrow.csv as pacsv

    class CancelledError(Exception):
        pass

    def cancel_at_half(fraction: float) -> None:
        if fraction >= 0.5:
            raise CancelledError

    table = _big_table(100_000)
    monkeypatch.setattr(table_files, "ARROW_CHUNK", 10_000)
    with pytest.raises(CancelledError):
        table_files.arrow_csv(tmp_path / "c.csv", table, ",", cancel_at_half)
    assert not _writer_threads()
    whole = pa.BufferOutputStream()
    pacsv.write_csv(table.slice(0, 50_000), whole, pacsv.WriteOptions(quoting_style="needed"))
    assert (tmp_path / "c.csv").read_bytes() == whole.getvalue().to_pybytes()


def test_label_columns_stay_dictionaries_until_written_and_print_neutralised(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The originals made ready keep each label column as a dictionary (one small index an
    item, not its words); written a chunk at a time they are decoded and neutralised: the
    pandas path's bytes, also for labels that start like a formula."""
    path = tmp_path / "formula_labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "text", "a", "b"])
        for i in range(70_000):
            writer.writerow([f"i{i}", f"t{i}", ["=x", "-y", "z"][i % 3], ["=x", "z"][i % 2]])
    dataset, state = _decided(path)
    monkeypatch.setattr(table_files, "ARROW_CHUNK", 30_000)
    fast = export.write_export(dataset, state, tmp_path / "fast.csv")
    assert export._Originals._last is not None
    kept = export._Originals._last[2].final
    assert pa.types.is_dictionary(kept.column("a").type)
    assert pa.types.is_dictionary(kept.column("b").type)
    monkeypatch.setattr(export, "_arrow_tables", lambda *a: None)
    slow = export.write_export(dataset, state, tmp_path / "slow.csv")
    assert "'=x" in fast.data.read_text(encoding="utf-8")
    assert fast.data.read_bytes() == slow.data.read_bytes()
    assert fast.disagreements is not None
    assert slow.disagreements is not None
    assert fast.disagreements.read_bytes() == slow.disagreements.read_bytes()


@pytest.mark.parametrize("kind", ["tricky", "nli"])
def test_disputed_ids_and_texts_made_at_each_export_are_the_cells_made_from_the_originals(
        tmp_path: Path, kind: str) -> None:
    """The disagreements sheet's item and text columns are not kept between exports: made at
    the disputed rows (the texts taken from the ready, neutralised full columns), they hold
    the very cells of taking the rows from the originals first and neutralising them
    (formula-like texts and ids in them; two text columns in file order)."""
    from adjudicator.io.exporting.tables import disputed_columns
    from tests.io.exporting.test_text_columns import nli_file

    path = _dataset(tmp_path, 3000) if kind == "tricky" else nli_file(tmp_path, 300)
    if kind == "tricky":  # ids a spreadsheet would run as formulas, some of them disputed
        lines = path.read_text(encoding="utf-8").splitlines()
        path.write_text("\n".join([lines[0], *(("=" if i % 5 == 0 else "") + line
                                                for i, line in enumerate(lines[1:]))]) + "\n",
                        encoding="utf-8")
    dataset, state = _decided(path)
    export._Originals._last = None
    originals = export._Originals.of(dataset, state)
    texts = ["text"] if kind == "tricky" else ["premise", "hypothesis"]
    assert sorted(originals.at) == sorted(texts)
    assert not {"item", *texts} & set(originals.disputed)  # none kept beside the originals
    rows, made = disputed_columns(dataset, state.ratings)
    assert rows.tolist() == originals.rows.tolist()
    tables = export._arrow_tables(dataset, state)
    assert tables is not None
    neutralised = []
    for name in ["item", *texts]:
        made[name] = made[name] if isinstance(made[name], pa.ChunkedArray) else (
            pa.chunked_array([made[name]]))
        expected = export._ready(made[name], decode=False)
        neutralised += [] if expected.equals(made[name]) else [name]
        assert originals.taken(state.ratings)[name].equals(expected)
        assert tables[1].column(name).equals(expected)
    # formula-like cells: the ids and the text (tricky), the last text (nli)
    assert neutralised == (["item", "text"] if kind == "tricky" else ["hypothesis"])
    assert tables[1].column_names[:1 + len(texts)] == ["item", *texts]
