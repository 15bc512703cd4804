"""A forced encoding that does not fit the file ends in an InputError that names the file, the
encoding, where decoding failed and what to try; never in a bare UnicodeError."""

from __future__ import annotations

import codecs
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.options import ImportOptions

# the import dialog's choices, the byte-order variants, and a few stateful or odd codecs
ENCODINGS = [None, "utf-8", "utf-8-sig", "gb18030", "gbk", "utf-16", "utf-16-le", "utf-16-be",
             "utf-32", "utf-32-le", "utf-32-be", "big5", "shift_jis", "cp1252", "latin-1",
             "ascii", "utf-7", "iso2022_jp", "hz", "cp037"]
TABLE = "id,a,b\n1,正面,负面\n2,正面,正面\n"


def _load(path: Path, encoding: str | None):  # type: ignore[no-untyped-def]
    """load_dataset with only the encoding forced."""
    return load_dataset(path, options=ImportOptions(encoding=encoding))


def test_utf16_without_bom_names_file_encoding_and_remedy(tmp_path: Path) -> None:
    """utf-16 forced on a UTF-8 file: the file, the missing byte-order mark and what to try."""
    path = tmp_path / "labels.csv"
    path.write_text(TABLE, encoding="utf-8")
    with pytest.raises(InputError) as info:
        _load(path, "utf-16")
    err = info.value
    assert err.file == "labels.csv"
    assert err.row == 1
    assert "utf-16" in err.message
    assert "byte-order mark" in err.message
    assert err.hint is not None
    assert "utf-16-le" in str(err)
    assert "detected" in err.hint


@pytest.mark.parametrize("encoding", ["utf-32", "utf-32-le", "utf-16-be"])
def test_wide_encodings_on_utf8_text_are_input_errors(tmp_path: Path, encoding: str) -> None:
    """UTF-32 and big-endian UTF-16 forced on UTF-8 text: InputError naming the encoding."""
    path = tmp_path / "labels.csv"
    path.write_text(TABLE, encoding="utf-8")
    with pytest.raises(InputError) as info:
        _load(path, encoding)
    assert info.value.file == "labels.csv"
    assert encoding in str(info.value)


def test_utf16le_without_bom_reads_when_forced(tmp_path: Path) -> None:
    """A UTF-16LE file without a byte-order mark is read when the user names the byte order."""
    path = tmp_path / "labels.csv"
    path.write_bytes(TABLE.encode("utf-16-le"))
    dataset = _load(path, "utf-16-le")
    assert sorted(dataset.ratings.labels) == ["正面", "负面"]
    assert dataset.report.encoding.startswith("utf-16-le")


def test_bad_byte_in_the_head_gives_row_and_byte_offset(tmp_path: Path) -> None:
    """ascii forced on a file with a non-ASCII byte on line 3: that row and that byte."""
    path = tmp_path / "labels.csv"
    data = b"id,a,b\n1,x,y\n2,x,\xe9\n"
    path.write_bytes(data)
    with pytest.raises(InputError) as info:
        _load(path, "ascii")
    assert info.value.row == 3
    offset = data.index(b"\xe9")
    assert f"byte {offset}" in info.value.message
    assert "ascii" in info.value.message


def test_bad_byte_past_the_sampled_head_is_located(tmp_path: Path) -> None:
    """A byte the forced encoding rejects after the first megabyte is found by its line."""
    path = tmp_path / "labels.csv"
    rows = [b"id,a,b\n"] + [b"%d,x,y\n" % i for i in range(1, 150_001)]
    bad_line = len(rows) + 1
    path.write_bytes(b"".join(rows) + b"150001,x,\xff\n")
    with pytest.raises(InputError) as info:
        _load(path, "ascii")
    assert info.value.row == bad_line
    assert info.value.file == "labels.csv"


def test_a_codec_that_is_not_a_text_encoding_is_refused(tmp_path: Path) -> None:
    """rot13 or base64 are codecs, not text encodings: refused as input, not a TypeError."""
    path = tmp_path / "labels.csv"
    path.write_text(TABLE, encoding="utf-8")
    for name in ("rot13", "base64"):
        with pytest.raises(InputError, match="not a text encoding"):
            _load(path, name)


def test_forced_encoding_on_json_lines_is_an_input_error(tmp_path: Path) -> None:
    """The JSON reader reports a forced encoding that fails the same way."""
    path = tmp_path / "labels.jsonl"
    path.write_text('{"id": 1, "annotator": "a", "label": "正面"}\n', encoding="utf-8")
    with pytest.raises(InputError) as info:
        _load(path, "utf-16")
    assert info.value.file == "labels.jsonl"
    assert "utf-16" in info.value.message


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200), st.sampled_from(ENCODINGS),
       st.sampled_from([".csv", ".tsv", ".jsonl", ".json"]))
def test_any_bytes_with_any_encoding_give_dataset_or_input_error(
        data: bytes, encoding: str | None, suffix: str) -> None:
    """Random bytes read with each encoding: a Dataset or an InputError naming the file."""
    assert encoding is None or codecs.lookup(encoding)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"f{suffix}"
        path.write_bytes(data)
        try:
            named = _load(path, encoding).sources[0].name
        except InputError as exc:
            named = exc.file or ""
        assert named.endswith(path.name)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="ab,\n正负é\x00\r\"", max_size=80), st.sampled_from(ENCODINGS[1:]),
       st.sampled_from(ENCODINGS[1:]))
def test_text_written_in_one_encoding_read_in_another(text: str, written: str, read: str
                                                     ) -> None:
    """Text encoded one way and forced another way: a Dataset or an InputError."""
    try:
        data = ("id,a,b\n" + text).encode(written)
    except UnicodeError:
        data = ("id,a,b\n" + text).encode(written, errors="replace")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "f.csv"
        path.write_bytes(data)
        try:
            named = _load(path, read).sources[0].name
        except InputError as exc:
            named = exc.file or ""
        assert named.endswith("f.csv")
