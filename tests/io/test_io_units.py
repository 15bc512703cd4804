"""Small pieces: sniffing, encodings, schema, near-duplicates, multi-label, report, progress."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.io import Cancelled, ImportOptions, LabelSchema, load_dataset
from adjudicator.io.checking.text import render
from adjudicator.io.coding.multilabel import detect_separator, split_cell
from adjudicator.io.coding.near_duplicates import find_near_duplicates, fold, key
from adjudicator.io.coding.schema import schema_from_mapping
from adjudicator.io.readers.encodings import detect_encoding, mojibake_of
from adjudicator.io.readers.sniff import sniff_delimiter

AWK = Path(__file__).parents[1] / "data" / "io" / "awkward"
SAMPLE = AWK / "gbk_topics_text.csv"


def test_gb18030_detected_and_reason_given() -> None:
    """GB18030 bytes that are not UTF-8 are detected with the reason."""
    d = detect_encoding(Path("x.csv"), "编号,标签\n1,投诉\n".encode("gb18030"))
    assert d.encoding == "gb18030"
    assert "GB18030" in d.reason


def test_cut_utf8_character_at_sample_end_is_still_utf8() -> None:
    """A multi-byte character cut by the sample boundary does not make UTF-8 fail."""
    data = ("正面," * 400_000).encode()[: 1 << 20]
    assert detect_encoding(Path("x.csv"), data).encoding == "utf-8"


def test_unknown_encoding_name_is_input_error() -> None:
    """--encoding with a name Python does not know is a clear error."""
    with pytest.raises(InputError, match="unknown encoding"):
        detect_encoding(Path("x.csv"), b"a", "no-such-codec")


def test_mojibake_recovered() -> None:
    """正面 encoded as UTF-8 and read as cp1252 is recognised."""
    assert mojibake_of("正面".encode().decode("latin-1")) == "正面"
    assert mojibake_of("中性".encode().decode("cp1252")) == "中性"
    assert mojibake_of("café") is None


@pytest.mark.parametrize(("text", "delim"), [("a,b,c\n1,2,3\n", ","), ("a;b;c\n1;2;3\n", ";"),
                                             ("a\tb\n1\t2\n", "\t"), ("a|b\n1|2\n", "|")])
def test_delimiter_sniffing(text: str, delim: str) -> None:
    """The delimiter giving a steady field count wins."""
    assert sniff_delimiter(text, ".csv") == delim


def test_comma_inside_quotes_does_not_fool_sniffer() -> None:
    """Semicolon files with commas inside texts are still semicolon files."""
    assert sniff_delimiter('id;text;a\n1;"x, y, z";p\n2;"u, v";q\n', ".csv") == ";"


def test_schema_lookup_aliases_and_folding() -> None:
    """Aliases in both directions; full-width and case differences still match."""
    s = schema_from_mapping({"labels": ["正面", "负面"], "aliases": {"正面": ["Positive"],
                                                                  "neg": "负面"}})
    assert s.lookup("ＰＯＳＩＴＩＶＥ") == "正面"
    assert s.lookup("neg") == "负面"
    assert s.lookup("x") is None


def test_schema_level_checked() -> None:
    """An unknown measurement level is an error naming the key."""
    with pytest.raises(InputError) as info:
        schema_from_mapping({"labels": ["a"], "level": "ratio-ish"})
    assert info.value.column == "level"


def test_schema_without_labels_is_error() -> None:
    """A schema must list labels."""
    with pytest.raises(InputError, match="no 'labels' list"):
        schema_from_mapping({"level": "nominal"})


def test_schema_json_file_and_level_in_dataset(tmp_path: Path) -> None:
    """A JSON schema file sets label order and the dataset's level."""
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"labels": ["低", "中", "高"], "level": "ordinal"}), "utf-8")
    csv = tmp_path / "d.csv"
    csv.write_text("id,a,b\n1,高,中\n2,低,低\n", encoding="utf-8")
    d = load_dataset(csv, options=ImportOptions(schema=str(path)))
    assert d.ratings.labels == ("低", "中", "高")
    assert d.level == "ordinal"


def test_fold_handles_width_case_and_spaces() -> None:
    """Full-width letters and spaces fold to the plain form."""
    assert fold("\u3000ＹＥＳ  ") == "yes"
    assert key("負面") == "负面"


@given(st.lists(st.text(min_size=1, max_size=6), min_size=1, max_size=12))
def test_near_duplicates_point_into_their_own_group(values: list[str]) -> None:
    """Every suggestion maps a value to a different value with the same key; each group of
    n spellings gives n - 1 suggestions (a padded copy of one value makes a group)."""
    counts = {v: i + 1 for i, v in enumerate(dict.fromkeys([*values, f" {values[0]} "]))}
    found = find_near_duplicates(counts)
    for d in found:
        assert d.value != d.canonical
        assert key(d.value) == key(d.canonical)
        assert d.value in counts
        assert d.canonical in counts
    groups: dict[str, int] = {}
    for v in counts:
        groups[key(v)] = groups.get(key(v), 0) + 1
    assert len(found) == sum(size - 1 for size in groups.values()) > 0


def test_multilabel_separator_needs_parts_seen_alone() -> None:
    """'a;b' is multi-label only when 'a' or 'b' also occurs alone."""
    assert detect_separator(["a;b", "a", "c"]) == ";"
    assert detect_separator(["x;y", "z"]) is None
    assert detect_separator(["a;b", "a"], chosen="") is None


def test_split_cell_dedupes_and_strips() -> None:
    """Parts are stripped, blanks and repeats dropped, JSON lists parsed."""
    assert split_cell(" a ; b;a;", ";") == ["a", "b"]
    assert split_cell('["x", "y"]', "json") == ["x", "y"]


def test_report_to_dict_is_json_and_lists_problems() -> None:
    """to_dict() is JSON-serialisable and carries problems/usable."""
    rep = load_dataset(AWK / "duplicate_ids.csv").report
    data = json.loads(json.dumps(rep.to_dict(), ensure_ascii=False))
    assert data["usable"] is False
    assert data["duplicate_ids"][0]["row"] == 14
    assert data["counts"]["ann_a"]["正面"] == 4


def test_report_text_names_rows_and_counts() -> None:
    """The rendered report shows the encoding, both rows of a duplicate and counts per annotator."""
    text = render(load_dataset(AWK / "duplicate_ids.csv").report)
    assert "'i003': rows 4 and 14" in text
    assert "encoding utf-8" in text
    assert "ann_a: 负面 4, 中性 4, 正面 4" in text


def test_progress_reports_increasing_fractions() -> None:
    """The callback sees fractions from 0 to 1 in order."""
    seen: list[float] = []
    load_dataset(SAMPLE, progress=lambda f, m: seen.append(f) is None)
    assert seen[0] == 0.0
    assert seen[-1] == 1.0
    assert seen == sorted(seen)


def test_progress_false_cancels() -> None:
    """Returning False stops the import with Cancelled."""
    with pytest.raises(Cancelled):
        load_dataset(SAMPLE, progress=lambda f, m: f < 0.5)


def test_first_three_keywords_still_work() -> None:
    """id_column, annotators and labels keep their meaning (labels = a bare schema)."""
    d = load_dataset(SAMPLE, id_column="编号", annotators=["标注员乙", "标注员甲"],
                     labels=["咨询", "投诉", "退款", "其他"])
    assert d.ratings.annotators == ("标注员乙", "标注员甲")
    assert d.ratings.labels == ("咨询", "投诉", "退款", "其他")


def test_unknown_column_lists_the_columns() -> None:
    """A wrong --id names the columns there are."""
    with pytest.raises(InputError) as info:
        load_dataset(SAMPLE, id_column="nope")
    assert info.value.column == "nope"
    assert "编号" in str(info.value)


def test_label_schema_object_accepted() -> None:
    """A LabelSchema object can be passed in the options."""
    schema = LabelSchema(("投诉", "退款", "咨询", "其他"), "nominal")
    d = load_dataset(SAMPLE, options=ImportOptions(schema=schema))
    assert d.ratings.labels == ("投诉", "退款", "咨询", "其他")


@given(st.lists(st.lists(st.sampled_from(["a", "正面", "", "x y"]), min_size=1, max_size=5),
                min_size=1, max_size=30), st.integers(1, 7), st.booleans())
def test_field_counts_match_csv_module(rows: list[list[str]], chunk: int, final: bool) -> None:
    """Counting delimiters in numpy, across any chunk size, matches the csv module."""
    import csv
    import io
    import tempfile

    from adjudicator.io.readers import fieldcount

    text = "\n".join(",".join(r) for r in rows) + ("\n" if final else "")
    expected = [len(r) for r in csv.reader(io.StringIO(text))]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "x.csv"
        path.write_bytes(text.encode())
        old, fieldcount.CHUNK = fieldcount.CHUNK, chunk
        try:
            counts = fieldcount.field_counts(path, ",").tolist()
        finally:
            fieldcount.CHUNK = old
    assert counts == [max(n, 1) for n in expected]  # a blank line is one empty field


def test_sparse_last_column_big_file_uses_counting(tmp_path: Path) -> None:
    """A blank last annotator column does not force the slow pass; a short row is found."""
    lines = ["id,a,b"] + [f"{i},x,{'' if i % 3 else 'y'}" for i in range(5000)] + ["5000,x"]
    path = tmp_path / "sparse.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    rep = load_dataset(path).report
    assert [(r.row, r.fields) for r in rep.ragged_rows] == [(5002, 2)]
    assert rep.items == 5001


def test_schema_with_a_repeated_label_is_refused() -> None:
    """A label listed twice would make two codes for one category: an InputError."""
    with pytest.raises(InputError, match="'b' is listed twice"):
        LabelSchema(("a", "b", "b"))


@pytest.mark.parametrize(("name", "text"), [
    ("deep.json", "[" * 100_000 + "]" * 100_000),
    ("deep.jsonl", '{"id": 1, "a": "x"}\n' + "[" * 100_000 + "]" * 100_000 + "\n"),
])
def test_json_nested_too_deeply_is_an_input_error(tmp_path: Path, name: str, text: str) -> None:
    """JSON nested past Python's recursion limit is refused with a message, not a crash."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match="nested too deeply"):
        load_dataset(path)


def test_schema_file_errors_name_the_file_and_the_format(tmp_path: Path) -> None:
    """A schema that repeats a label names its file; a non-JSON schema is called TOML."""
    path = tmp_path / "s.toml"
    path.write_text('labels = ["a", "a"]\n', encoding="utf-8")
    with pytest.raises(InputError, match="'a' is listed twice") as info:
        load_dataset(tmp_path / "x.csv", options=ImportOptions(schema=str(path)))
    assert (info.value.file, info.value.column) == ("s.toml", "labels")
    other = tmp_path / "s.csv"
    other.write_text("id,a\n", encoding="utf-8")
    with pytest.raises(InputError, match="not valid TOML"):
        load_dataset(tmp_path / "x.csv", options=ImportOptions(schema=str(other)))


def test_excel_date_labels_read_as_the_date_excel_shows(tmp_path: Path) -> None:
    """A date cell is a date label ('2024-01-02'), not '2024-01-02T00:00:00'."""
    import datetime as dt

    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["id", "a", "b"])
    for i in range(1, 5):
        sheet.append([f"T{i}", dt.date(2024, 1, 1 + i % 2), dt.datetime(2024, 1, 1, 9, 30)])
    book.save(tmp_path / "dates.xlsx")
    labels = set(load_dataset(tmp_path / "dates.xlsx").ratings.labels)
    assert labels == {"2024-01-01", "2024-01-02", "2024-01-01T09:30:00"}


def test_excel_formulas_without_saved_values_are_named(tmp_path: Path) -> None:
    """A label column of formulas never calculated reads as missing, and a note says why."""
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["id", "a", "b"])
    for i in range(1, 5):
        sheet.append([f"T{i}", '=IF(1,"yes","no")', "yes"])
    book.save(tmp_path / "f.xlsx")
    report = load_dataset(tmp_path / "f.xlsx").report
    assert report.missing["a"] == 4
    assert any("column 'a' holds formulas without a saved value" in n for n in report.notes)


def test_empty_excel_sheet_chosen_by_name_is_an_input_error(tmp_path: Path) -> None:
    """--sheet naming an empty sheet is refused with the sheet's name, not an IndexError."""
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["id", "a", "b"])
    sheet.append(["1", "x", "y"])
    book.create_sheet("blank")
    book.save(tmp_path / "two.xlsx")
    with pytest.raises(InputError, match="the sheet 'blank' is empty"):
        load_dataset(tmp_path / "two.xlsx", options=ImportOptions(sheet="blank"))


@pytest.mark.parametrize("record", [
    {"id": 1, "annotations": "x", "data": {}},
    {"id": 1, "annotations": [{"result": "x"}], "data": {}},
    {"id": 1, "annotations": [{"result": [{"value": 5}]}], "data": {}},
])
def test_tool_export_of_unexpected_shape_is_an_input_error(tmp_path: Path,
                                                           record: dict[str, object]) -> None:
    """A Label Studio file whose annotations are not objects is refused, not a crash: the
    record and the field at fault are named (issue 29)."""
    path = tmp_path / "ls.json"
    path.write_text(json.dumps([record]), encoding="utf-8")
    with pytest.raises(InputError, match=r"record 1: annotations") as info:
        load_dataset(path)
    assert info.value.row == 1


def test_one_enormous_line_is_refused_at_once(tmp_path: Path) -> None:
    """A 'CSV' whose first line has a million fields is refused quickly, naming row 1."""
    path = tmp_path / "line.csv"
    path.write_text("id,a,b" + ",x" * 1_000_000, encoding="utf-8")
    with pytest.raises(InputError, match="more than 20,000 fields") as info:
        load_dataset(path)
    assert info.value.row == 1


def test_schema_file_larger_than_a_mebibyte_is_refused(tmp_path: Path) -> None:
    """--schema naming a big file (the labels file, /dev/zero) is refused after 1 MiB."""
    path = tmp_path / "big.toml"
    path.write_bytes(b"#" * ((1 << 20) + 10))
    with pytest.raises(InputError, match="larger than 1 MiB"):
        load_dataset(tmp_path / "x.csv", options=ImportOptions(schema=str(path)))
