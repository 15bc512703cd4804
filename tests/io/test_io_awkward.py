"""The corpus of malformed and awkward files: each gives a located message or a right result."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset

AWK = Path(__file__).parents[1] / "data" / "io" / "awkward"
SCHEMA = AWK / "sentiment.toml"

# file -> (fragments of the error message, expected row or None)
ERRORS = {
    "empty.csv": (["empty.csv", "the file is empty"], None),
    "only_whitespace.csv": (["the file is empty"], None),
    "header_only.csv": (["header but no data rows"], 2),
    "nul_bytes.csv": (["NUL byte"], 4),
    "binary.bin": (["binary, not text"], None),
    "broken.jsonl": (["line 6 is not valid JSON"], 6),
    "renamed_png.csv": (["PNG image"], None),
    "old_excel.xls": ([".xls workbook", "Save the labels"], None),
    "zip_not_xlsx.xlsx": (["ZIP archive, not an Excel workbook"], None),
    "latin1_not_chinese.csv": (["cannot tell the text encoding", "--encoding"], 2),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_unreadable_file_gives_located_error(name: str) -> None:
    """An unreadable file raises InputError naming the file (and row where there is one)."""
    fragments, row = ERRORS[name]
    with pytest.raises(InputError) as info:
        load_dataset(AWK / name)
    text = str(info.value)
    assert info.value.file
    assert name in text
    assert all(f in text for f in fragments), text
    assert info.value.row == row
    assert info.value.hint


def test_corpus_has_at_least_forty_files() -> None:
    """The committed corpus holds at least 40 files."""
    assert len(list(AWK.iterdir())) >= 40


def load(name: str, **opts: object):  # type: ignore[no-untyped-def]
    """Load one corpus file with options."""
    return load_dataset(AWK / name, options=ImportOptions(**opts))  # type: ignore[arg-type]


def test_ragged_short_row_is_padded_and_reported() -> None:
    """A short row is kept (padded) and listed with its row number."""
    rep = load("ragged_short.csv").report
    assert [(r.row, r.fields, r.expected) for r in rep.ragged_rows] == [(14, 2, 3)]
    assert "wrong number of fields" in rep.problems[0]


def test_ragged_long_row_is_skipped_and_reported() -> None:
    """A row with extra values is skipped, with the reason, never silently."""
    rep = load("ragged_long.csv").report
    assert rep.items == 12
    assert [(s.row, "4 fields" in s.reason) for s in rep.skipped] == [(14, True)]


def test_trailing_commas_are_trimmed_without_a_problem() -> None:
    """Empty trailing fields are dropped and noted but do not block use."""
    rep = load("trailing_commas.csv").report
    assert len(rep.ragged_rows) == 5
    assert rep.usable


def test_duplicate_id_names_both_rows() -> None:
    """A repeated id is reported with both spreadsheet rows; the later row is skipped."""
    rep = load("duplicate_ids.csv").report
    assert [(d.key, d.first_row, d.row) for d in rep.duplicate_ids] == [("i003", 4, 14)]
    assert rep.items == 12


def test_blank_id_is_reported_by_row() -> None:
    """A row without an id is skipped and listed."""
    rep = load("blank_ids.csv").report
    assert rep.blank_ids == [14]
    assert not rep.usable


def test_unknown_label_against_schema() -> None:
    """A value outside the schema: count, first row and nearest label are reported."""
    rep = load("unknown_labels.csv", schema=SCHEMA).report
    (u,) = rep.unknown_labels
    assert (u.value, u.count, u.rows, u.nearest) == ("positve", 1, [14], "正面")


def test_gb18030_without_bom_is_detected() -> None:
    """GB18030 bytes without a BOM are read as Chinese and the encoding is reported."""
    d = load("gb18030_no_bom.csv")
    assert d.report.encoding.startswith("gb18030")
    assert set(d.ratings.labels) == {"正面", "负面", "中性"}


@pytest.mark.parametrize(("name", "encoding"), [("utf8_bom.csv", "utf-8-sig"),
                                                ("utf16_bom.csv", "utf-16"),
                                                ("utf16_tabs.txt", "utf-16")])
def test_bom_encodings(name: str, encoding: str) -> None:
    """UTF-8 and UTF-16 byte-order marks are honoured; the first column is still 'id'."""
    d = load(name)
    assert d.report.encoding.startswith(encoding)
    assert d.frame.index.name == "id"
    assert d.ratings.items[0] == "i001"


def test_encoding_override_reads_latin1() -> None:
    """The user can name the encoding; it is reported as chosen."""
    d = load("latin1_not_chinese.csv", encoding="cp1252")
    assert "café" in d.ratings.labels
    assert "chosen by the user" in d.report.encoding


@pytest.mark.parametrize(("name", "delim"), [("semicolons.csv", ";"), ("tabs.tsv", "\t"),
                                             ("utf16_tabs.txt", "\t")])
def test_delimiter_sniffed(name: str, delim: str) -> None:
    """Semicolons and tabs are recognised."""
    d = load(name)
    assert d.report.delimiter == delim
    assert d.ratings.annotators == ("ann_a", "ann_b")


def test_quoted_newlines_keep_one_row_per_record() -> None:
    """Quoted fields with line breaks and commas stay in one record; rows count records."""
    d = load("quoted_newlines.csv")
    assert d.report.items == 6
    assert d.report.usable
    assert d.frame.loc["i002", "text"] == "第i002行\n续行, 含逗号"
    assert d.text_column == "text"


def test_formula_cells_are_kept_as_text_and_flagged() -> None:
    """Cells a spreadsheet would run are kept verbatim and listed with row and column."""
    rep = load("formula_cells.csv").report
    where = {(f.column, f.row) for f in rep.formula_cells}
    assert where == {("id", 14), ("ann_a", 15)}


def test_numeric_ids_stay_text() -> None:
    """Numeric ids are kept as their text."""
    assert load("numeric_ids.csv").ratings.items[:3] == ("1", "2", "3")


def test_float_spelled_labels_merge_with_integers() -> None:
    """'2.0' and '2' are one label, in numeric order, and the mapping is reported."""
    d = load("numeric_labels_float.csv")
    assert d.ratings.labels == ("1", "2", "3")
    assert d.report.mapped_values == {"1.0": "1", "2.0": "2", "3.0": "3"}


def test_no_overlap_is_a_problem() -> None:
    """When no item has two annotators the report says so."""
    rep = load("no_overlap.csv").report
    assert "no overlap" in " ".join(rep.problems)
    assert rep.coverage == {1: 10}


def test_one_annotator_is_a_problem() -> None:
    """A file with one annotator column cannot give agreement."""
    assert "fewer than two annotators" in load("one_annotator.csv").report.problems


def test_fullwidth_spaces_offered_as_aliases() -> None:
    """Kept as written (keep_whitespace), full-width spaces are offered as aliases of the clean
    label; by default they are trimmed, and the report says so."""
    rep = load("fullwidth_spaces.csv", keep_whitespace=True).report
    assert {(d.value, d.canonical) for d in rep.near_duplicates} == {
        ("正面\u3000", "正面"), ("\u3000负面", "负面")}
    trimmed = load("fullwidth_spaces.csv")
    assert set(trimmed.ratings.labels) == {"正面", "负面", "中性"}
    assert any("spaces around labels trimmed: 2 spelling(s)" in n for n in trimmed.report.notes)


def test_merge_near_duplicates_applies_them() -> None:
    """With merging on, the variants become the canonical label."""
    d = load("fullwidth_spaces.csv", merge_near_duplicates=True)
    assert set(d.ratings.labels) == {"正面", "负面", "中性"}


def test_case_variants_found() -> None:
    """Yes/yes/NO/no are found as case variants of the frequent spelling."""
    rep = load("case_variants.csv").report
    assert {d.value: d.why for d in rep.near_duplicates} == {
        "Yes": "letter case", "No": "letter case", "NO": "letter case"}


def test_traditional_variant_found() -> None:
    """負面 is offered as 负面."""
    (d,) = load("trad_simp.csv").report.near_duplicates
    assert (d.value, d.canonical, d.why) == ("負面", "负面", "traditional / simplified characters")


def test_uncertain_kept_as_label_by_default() -> None:
    """无法判断 stays a label by default, counted and flagged."""
    d = load("uncertain_label.csv")
    assert "无法判断" in d.ratings.labels
    assert d.report.uncertain_labels == {"无法判断": 2}


def test_uncertain_as_missing_by_schema() -> None:
    """A schema listing 无法判断 under missing turns it into no label, counted."""
    d = load("uncertain_label.csv", schema=SCHEMA)
    assert "无法判断" not in d.ratings.labels
    assert d.report.missing_values == {"无法判断": 2}


def test_uncertain_as_label_by_schema() -> None:
    """A schema listing 无法判断 as a label keeps it."""
    d = load("uncertain_label.csv", schema=AWK / "sentiment_label_uncertain.json")
    assert d.ratings.labels[-1] == "无法判断"
    assert not d.report.unknown_labels


def test_alias_schema_maps_spellings() -> None:
    """positive/pos/1 -> 正面 and so on; every mapping is listed."""
    d = load("alias_values.csv", schema=SCHEMA)
    assert d.ratings.labels == ("正面", "负面", "中性")
    assert d.ratings.codes.tolist() == [[0, 0], [0, 0], [1, 1], [0, 0], [2, 2]]
    assert d.report.mapped_values["pos"] == "正面"


def test_multilabel_semicolon_cells_are_sets() -> None:
    """'投诉;退款' and '退款;投诉' are the same label set."""
    d = load("multilabel_semicolon.csv")
    assert "投诉;退款" in d.ratings.labels
    code = d.ratings.labels.index("投诉;退款")
    assert d.label_sets[code] == frozenset({"投诉", "退款"})
    assert d.ratings.codes[0, 0] == d.ratings.codes[2, 1] == code


def test_multilabel_json_lists() -> None:
    """JSON list labels in a long JSONL file are label sets regardless of order."""
    d = load("multilabel_json.jsonl")
    assert d.ratings.codes[0, 0] == d.ratings.codes[0, 1]
    assert d.report.multi_label_cells == 2


def test_long_chinese_headers() -> None:
    """编号/标注员/标签/文本 are recognised as id, annotator, label and text."""
    d = load("long_chinese.csv")
    assert d.ratings.annotators == ("王芳", "李强")
    assert d.text_column == "文本"
    assert d.report.layout == "long"
    assert d.report.items == 8


def test_long_repeated_judgment_keeps_first() -> None:
    """A second judgment of the same item by the same annotator is skipped with both rows."""
    d = load("long_repeated.csv")
    (dup,) = d.report.duplicate_ids
    assert (dup.first_row, dup.row) == (2, 6)
    assert d.ratings.labels[d.ratings.codes[0, 0]] == "正面"


def test_json_array_and_jsonl_named_json() -> None:
    """A JSON array and JSON Lines saved as .json are both read."""
    assert load("json_array.json").report.items == 6
    d = load("jsonl_named_json.json")
    assert d.report.format == "jsonl"
    assert d.report.items == 4


def test_blank_line_is_an_empty_row_not_data() -> None:
    """A blank line is skipped as an empty row and later row numbers stay right."""
    rep = load("blank_lines.csv").report
    assert [(s.row, s.reason) for s in rep.skipped] == [(5, "empty row")]
    assert rep.usable


def test_mojibake_is_a_problem() -> None:
    """UTF-8 misread as cp1252 and saved again is caught and the original text shown."""
    rep = load("mojibake.csv").report
    assert "中性" in rep.mojibake.values()
    assert not rep.usable


def test_csv_named_xlsx_is_read_as_csv_with_a_note() -> None:
    """A CSV saved with an .xlsx name is read by its content and the report says so."""
    d = load("csv_named.xlsx")
    assert d.report.format == "csv"
    assert "named .xlsx" in d.report.notes[0]


def test_mace_style_file_without_header() -> None:
    """A headerless sparse matrix: ids are row numbers and columns col1…"""
    d = load("no_header_mace.csv")
    assert d.ratings.items[0] == "1"
    assert d.ratings.annotators[0] == "col1"
    assert "no header row" in d.report.notes[0]


def test_repeated_header_names_made_unique() -> None:
    """Two columns named 'ann' become 'ann' and 'ann (2)'."""
    assert load("dup_header_names.csv").ratings.annotators == ("ann", "ann (2)")


def test_single_category_annotator_warned() -> None:
    """An annotator who always chose 正面 is named."""
    assert load("single_category.csv").report.single_category_annotators == {"a": "正面"}


def test_gbk_topics_with_text_and_stratum() -> None:
    """GB18030 file: text column, stratum 来源, topic labels."""
    d = load("gbk_topics_text.csv")
    assert d.text_column == "文本"
    assert d.stratum_columns == ["来源"]
    assert set(d.ratings.labels) == {"投诉", "退款", "咨询", "其他"}


def test_xlsx_sheet_with_data_is_chosen() -> None:
    """A notes sheet before the data is passed over and the choice is reported."""
    d = load("two_sheets.xlsx")
    assert d.report.sheet == "标注"
    assert d.report.items == 10


def test_xlsx_sheet_by_name_and_number() -> None:
    """--sheet takes a name or a 1-based number; a wrong one is a located error."""
    assert load("two_sheets.xlsx", sheet="标注").report.items == 10
    assert load("two_sheets.xlsx", sheet=2).report.sheet == "标注"
    with pytest.raises(InputError, match="no sheet named 'x'"):
        load("two_sheets.xlsx", sheet="x")


def test_xlsx_ragged_row_and_float_id() -> None:
    """A value right of the header is skipped with its row; 7.0 is read as id '7'."""
    d = load("ragged.xlsx")
    assert [r.row for r in d.report.ragged_rows] == [7]
    assert d.ratings.items[-1] == "7"


def test_bad_schema_alias_names_key() -> None:
    """An alias to a label that does not exist is an error naming the key."""
    with pytest.raises(InputError) as info:
        load("numeric_ids.csv", schema=AWK / "bad_schema.toml")
    assert info.value.column == "aliases"
    assert "'c'" in str(info.value)


def test_unparsable_schema_names_line() -> None:
    """A broken TOML schema names the file and line."""
    with pytest.raises(InputError) as info:
        load("numeric_ids.csv", schema=AWK / "not_toml.toml")
    assert info.value.file == "not_toml.toml"
    assert info.value.row == 1


def test_every_row_one_field_too_many_is_not_shifted(tmp_path: Path) -> None:
    """When every data row has an extra value, nothing shifts into the id column."""
    path = tmp_path / "extra.csv"
    path.write_text("id,a,b\n1,x,y,z\n2,x,y,w\n", encoding="utf-8")
    with pytest.raises(InputError) as info:
        load_dataset(path)
    assert "all 2 were skipped (first: 4 fields where the header has 3)" in str(info.value)
    assert info.value.row == 2


def test_garbled_text_is_noted(tmp_path: Path) -> None:
    """Texts that are UTF-8 read as cp1252 get a warning note with the repaired text."""
    rows = "".join(f"{i},{'投诉'.encode().decode('latin-1')},a,a\n" for i in range(3))
    path = tmp_path / "g.csv"
    path.write_text("id,text,x,y\n" + rows, encoding="utf-8")
    notes = load_dataset(path, options=ImportOptions(text_column="text")).report.notes
    assert any("3 of the first 3 texts look garbled" in n and "'投诉'" in n for n in notes)


def test_xlsx_header_below_empty_rows(tmp_path: Path) -> None:
    """Empty rows above the header are passed over; rows keep their sheet numbers."""
    import openpyxl

    book = openpyxl.Workbook()
    ws = book.active
    ws.append([])
    ws.append([])
    ws.append(["id", "a", "b"])
    ws.append(["x1", "正面", "负面"])
    book.save(tmp_path / "low.xlsx")
    d = load_dataset(tmp_path / "low.xlsx")
    assert d.ratings.items == ("x1",)
    assert "header found on row 3" in d.report.notes
