"""read_text: small side files (decisions, tables) decoded exactly as labels files are."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io.readers.encodings import read_text


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "gb18030"])
def test_read_text_decodes_what_labels_files_may_use(tmp_path: Path, encoding: str) -> None:
    """UTF-8 with or without BOM, UTF-16 with BOM and GB18030 all give the same text."""
    path = tmp_path / "d.csv"
    path.write_bytes("item,label\r\nT1,退款\r\n".encode(encoding))
    assert read_text(path) == "item,label\r\nT1,退款\r\n"


def test_undecodable_bytes_name_the_line(tmp_path: Path) -> None:
    """Bytes that are neither UTF-8 nor Chinese GB18030 give the line and a hint to re-save."""
    path = tmp_path / "d.csv"
    path.write_bytes(b"item,label\nT1,\xff\xfe\xfa\n")
    with pytest.raises(InputError, match="cannot tell the text encoding") as info:
        read_text(path)
    assert info.value.row == 2
    assert info.value.hint == "Re-save the file as 'CSV UTF-8'"


def test_a_folder_is_an_input_error(tmp_path: Path) -> None:
    """A folder (or any unreadable path) is an InputError naming it."""
    with pytest.raises(InputError, match="not a regular file") as info:
        read_text(tmp_path)
    assert info.value.file == str(tmp_path)


def test_binary_file_is_refused_from_its_head(tmp_path: Path) -> None:
    """NUL bytes without a UTF-16/32 byte-order mark: refused before reading the rest."""
    path = tmp_path / "d.csv"
    path.write_bytes(b"item,label\n\0\0\0")
    with pytest.raises(InputError, match="binary"):
        read_text(path)
