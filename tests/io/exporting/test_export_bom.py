"""CSV for Excel: ``bom=True`` starts the CSV/TSV files with UTF-8's byte-order mark (Excel on a
Chinese Windows reads UTF-8 without it as the local code page); the files still read back
right, the manifest's digests cover the mark, and JSONL/Parquet are left as they were."""

from __future__ import annotations

import csv
import hashlib
import json
from pathlib import Path

import pytest

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.exporting.export import write_export
from adjudicator.io.exporting.table_files import BOM

ROWS = [["id", "text", "ann_a", "ann_b"], ["1", "退款", "pos", "pos"],
        ["2", "=1+1", "pos", "neg"], ["3", "投诉，加急", "neg", "pos"]]


def _project(tmp_path: Path) -> tuple[Dataset, AdjudicationState]:
    path = tmp_path / "labels.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(ROWS)
    dataset = load_dataset(path)
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="组长")
    state.decide("2", "neg", "规则 3.2")
    return dataset, state


def _read(path: Path, sep: str = ",") -> list[dict[str, str]]:
    with open(path, encoding="utf-8-sig", newline="") as stream:
        return list(csv.DictReader(stream, delimiter=sep))


@pytest.mark.parametrize("arrow", [True, False], ids=["arrow", "pandas"])
@pytest.mark.parametrize(("name", "sep"), [("out.csv", ","), ("out.tsv", "\t")])
def test_bom_files_start_with_the_mark_and_read_back(tmp_path: Path, name: str, sep: str,
                                                     arrow: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Data and disagreements start with EF BB BF; read as UTF-8 with a BOM they hold the
    same rows as the plain export; the manifest's digests are those of the bytes written."""
    dataset, state = _project(tmp_path)
    if not arrow:  # the writer used when Arrow cannot take a column
        monkeypatch.setattr("adjudicator.io.exporting.export._arrow_tables", lambda *_a: None)
    (tmp_path / "plain").mkdir()
    plain = write_export(dataset, state, tmp_path / "plain" / name)
    marked = write_export(dataset, state, tmp_path / name, bom=True)
    assert marked.disagreements is not None
    assert plain.disagreements is not None
    for ours, theirs in ((marked.data, plain.data), (marked.disagreements, plain.disagreements)):
        data = ours.read_bytes()
        assert data[:3] == b"\xef\xbb\xbf" == BOM
        assert data[3:] == theirs.read_bytes()  # the mark, then the same bytes
    rows = _read(marked.data, sep)
    assert next(iter(rows[0])) == "id"  # not "\ufeffid"
    assert [r["id"] for r in rows] == ["1", "2", "3"]
    assert rows[1]["final_label"] == "neg"
    assert rows[1]["rationale"] == "规则 3.2"
    assert rows[2]["text"] == "投诉，加急"
    manifest = json.loads(marked.manifest.read_text(encoding="utf-8"))
    assert manifest["encoding"] == "utf-8-sig"
    digests = {f["path"]: f["sha256"] for f in manifest["files"]}
    assert digests[marked.data.name] == hashlib.sha256(marked.data.read_bytes()).hexdigest()
    assert "encoding" not in json.loads(plain.manifest.read_text(encoding="utf-8"))


def test_bom_export_reads_back_as_a_dataset(tmp_path: Path) -> None:
    """The program's own reader opens the marked CSV with the same ids and labels."""
    dataset, state = _project(tmp_path)
    marked = write_export(dataset, state, tmp_path / "out.csv", bom=True)
    again = load_dataset(marked.data, id_column="id", annotators=["ann_a", "ann_b"])
    assert list(again.ratings.items) == ["1", "2", "3"]
    assert (again.ratings.codes == dataset.ratings.codes).all()


def test_plain_csv_has_no_mark(tmp_path: Path) -> None:
    """Without ``bom`` the CSV starts with the header itself (plain UTF-8, as before)."""
    dataset, state = _project(tmp_path)
    data = write_export(dataset, state, tmp_path / "out.csv").data.read_bytes()
    assert not data.startswith(BOM)
    assert data.decode("utf-8").lstrip('"').startswith("id")


@pytest.mark.parametrize("name", ["out.jsonl", "out.parquet", "out.xlsx"])
def test_bom_is_refused_for_other_formats(tmp_path: Path, name: str) -> None:
    """JSONL, Parquet and XLSX take no byte-order mark: asked for one, nothing is written."""
    dataset, state = _project(tmp_path)
    with pytest.raises(InputError, match="byte-order mark"):
        write_export(dataset, state, tmp_path / name, bom=True)
    assert list(tmp_path.iterdir()) == [tmp_path / "labels.csv"]
