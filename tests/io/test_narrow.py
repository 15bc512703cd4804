"""Reading only the columns the statistics use: the same counts, guesses and skipped rows as
reading the whole file, with the text left unread."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.inference import infer as infer_module
from adjudicator.io.readers import delimited

DATA = Path(__file__).parents[1] / "data"
TEXT_FILES = sorted(p for p in DATA.rglob("*") if p.suffix in (".csv", ".tsv", ".txt"))
NARROW = ImportOptions(statistics_only=True)
#: notes that name the columns read, which differ by design
COLUMN_NOTES = ("not read (the statistics do not use them)", "wide layout:")


@pytest.fixture(autouse=True)
def every_file_narrowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files of any size are narrowed (the size rule is left out of these tests)."""
    monkeypatch.setattr(delimited, "NARROW_BYTES", 0)


def outcome(path: Path, options: ImportOptions | None = None) -> object:
    """What the statistics and the import's messages take from an import, or the error."""
    try:
        d = load_dataset(path, options=options)
    except InputError as exc:
        return str(exc)
    report = d.report.to_dict()
    notes = [str(n) for n in report.pop("notes", []) if not str(n).startswith(COLUMN_NOTES)]
    reading = None if d.reading is None else (d.reading.line(), d.reading.reasons)
    return (report, notes, reading, list(d.ratings.items), d.ratings.annotators,
            d.ratings.codes.tolist(), d.ratings.labels, d.label_sets, d.gold_column,
            d.stratum_columns, {k: v.tolist() for k, v in d.model_codes.items()})


@pytest.mark.parametrize("path", TEXT_FILES, ids=lambda p: p.name)
def test_every_sample_file_counts_the_same_read_narrow(path: Path) -> None:
    """Every CSV/TSV of the test data: the same ratings, report, reading and skipped rows
    whether every column is read or only those the statistics use."""
    assert outcome(path, NARROW) == outcome(path)


def wide_file(tmp_path: Path, rows: list[tuple[str, str, str, str]], name: str = "t.csv") -> Path:
    """id, two annotators and a text column (the text quoted: it may hold commas)."""
    lines = ["id,ann_a,ann_b,text"] + [f'{i},{a},{b},"{t}"' for i, a, b, t in rows]
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def sentence(k: int) -> str:
    """A text long and distinct enough to be read as the items' text."""
    return f"the customer wrote message number {k} about the parcel, late again"


def test_the_text_is_left_unread_and_said(tmp_path: Path) -> None:
    """The text column is not read (not in the item frame), the note says so, and the
    reading still names it as the text it found."""
    path = wide_file(tmp_path, [(f"i{k}", "xy"[k % 2], "xyz"[k % 3], sentence(k))
                                for k in range(300)])
    d = load_dataset(path, options=NARROW)
    assert list(d.frame.columns) == ["id", "ann_a", "ann_b"]
    assert d.text_column is None
    assert d.reading is not None
    assert d.reading.text_columns == ["text"]
    assert "not read (the statistics do not use them): text" in map(str, d.report.notes)
    whole = load_dataset(path)
    assert whole.text_column == "text"
    assert "text" in whole.frame.columns


def test_a_row_with_only_a_text_is_no_empty_row(tmp_path: Path) -> None:
    """A row blank in every column read but with a text is read whole: a row without an id
    (a problem), as reading every column finds, never an empty row skipped."""
    rows = [(f"i{k}", "xy"[k % 2], "xyz"[k % 3], sentence(k)) for k in range(300)]
    rows[150] = ("", "", "", "a text without an id or any label, on its own row")
    path = wide_file(tmp_path, rows)
    d = load_dataset(path, options=NARROW)
    assert d.report.blank_ids == [152]
    assert outcome(path, NARROW) == outcome(path)


def test_the_first_rows_decide_as_the_whole_file_would(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Roles inferred from the first rows read (the cap below the file's rows) equal those
    inferred on the whole file, and the later rows' labels are all counted."""
    monkeypatch.setattr(infer_module, "SAMPLE_ROWS", 40)
    monkeypatch.setattr("adjudicator.io.narrow.SAMPLE_ROWS", 40)
    monkeypatch.setattr(delimited, "PEEK_ROWS", 60)
    rows = [(f"i{k}", "xy"[k % 2], "xyz"[k % 3], sentence(k)) for k in range(4000)]
    rows[3990] = ("i3990", "late label", "z", sentence(3990))
    path = wide_file(tmp_path, rows)
    d = load_dataset(path, options=NARROW)
    assert "text" not in d.frame.columns
    assert "late label" in d.ratings.labels
    assert outcome(path, NARROW) == outcome(path)


def test_an_ambiguous_file_asks_as_before(tmp_path: Path) -> None:
    """Two close readings raise the same question whichever columns are read."""
    lines = ["a,b,c,d"] + [f"{'xy'[k % 2]},{'xy'[k % 3 % 2]},{'pq'[k % 2]},{'pq'[k % 5 % 2]}"
                           for k in range(200)]
    path = tmp_path / "two.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert outcome(path, NARROW) == outcome(path)


def test_columns_named_for_the_statistics_are_read(tmp_path: Path) -> None:
    """Columns the caller names (agree --by, --gold, --model) are read with the roles'."""
    lines = ["id,ann_a,ann_b,channel,text"] + [
        f"i{k},{'xy'[k % 2]},{'xyz'[k % 3]},{'ab'[k % 2]},\"{sentence(k)}\"" for k in range(300)]
    path = tmp_path / "by.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    d = load_dataset(path, options=ImportOptions(statistics_only=True, also_read=["channel"]))
    assert sorted(d.frame.columns) == ["ann_a", "ann_b", "channel", "id"]


LABEL = st.sampled_from(["pos", "neg", "neu", "", " pos", "NA"])


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.tuples(st.sampled_from(["", "i1", "i2", "x"]) | st.integers(0, 999).map(
    lambda k: f"i{k}"), LABEL, LABEL, st.sampled_from(["", "x", "a, b", "long text"]) |
    st.integers(0, 10**6).map(sentence)), min_size=1, max_size=80))
def test_any_wide_file_counts_the_same_read_narrow(tmp_path: Path,
                                                   rows: list[tuple[str, str, str, str]]
                                                   ) -> None:
    """Any small wide file (blank ids, repeats, blank labels, empty rows, texts or none):
    the same outcome, counts and messages, whichever columns are read."""
    path = wide_file(tmp_path, rows, name="h.csv")
    assert outcome(path, NARROW) == outcome(path)


def test_a_bad_byte_in_the_unread_text_is_still_found(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A byte that is not UTF-8 in the text column (never kept), past the first megabyte and
    the first rows, is located as when every column is read: the columns left out are still
    converted, batch by batch."""
    monkeypatch.setattr(delimited, "PEEK_ROWS", 6000)
    rows = [(f"i{k}", "xy"[k % 2], "xyz"[k % 3], sentence(k)) for k in range(20000)]
    path = wide_file(tmp_path, rows)
    data = path.read_bytes()
    at = data.index(b"message number 19000 ")
    assert at > 1 << 20
    path.write_bytes(data[:at] + b"\xff" + data[at + 1:])
    narrow = outcome(path, NARROW)
    assert isinstance(narrow, str)
    assert "row 19002" in narrow
    assert narrow == outcome(path)
