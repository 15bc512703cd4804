"""Whatever bytes a file holds, the import ends in a Dataset or an InputError, never a crash."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

PIECES = [b"id,a,b\n", b"1,x,y\n", b",,\n", b'"', b"\n", b";", b"\t", b"\xef\xbb\xbf", b"\x00",
          b"\xff\xfe", "正面".encode(), "负面".encode("gb18030"), b"{", b"}", b"[", b"]",
          b'{"id": 1, "annotator": "a", "label": "x"}\n', b"\xe9", b"PK\x03\x04", b"PAR1"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PIECES), max_size=25),
       st.sampled_from([".csv", ".tsv", ".json", ".jsonl", ".xlsx", ".txt"]))
def test_any_bytes_give_dataset_or_input_error(pieces: list[bytes], suffix: str) -> None:
    """Random mixtures of awkward fragments never raise anything but InputError."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"f{suffix}"
        path.write_bytes(b"".join(pieces))
        try:
            report = load_dataset(path).report
        except InputError as exc:
            report = exc.file  # an input error always names the file
        assert report
