"""Items of the issue's "wrong or silent" list not covered elsewhere: spans refused in folder
mode too, and --exclude-tainted on the command line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from adjudicator.commands import validate
from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset


@pytest.mark.parametrize("name", ["doccano_v1.5plus_export_sequence_labeling.jsonl",
                                  "doccano_v1_export_sequence_labeling.jsonl"])
def test_a_folder_of_span_exports_is_refused_as_spans(name: str, tools_dir: Path,
                                                      tmp_path: Path) -> None:
    """One sequence-labelling file per user in a folder: refused, naming the file and spans
    (not reduced to the set of span types)."""
    for user in ("alice", "bob"):
        shutil.copy(tools_dir / name, tmp_path / f"{user}.jsonl")
    with pytest.raises(InputError, match="span annotations") as err:
        load_dataset(tmp_path)
    assert err.value.file == "alice.jsonl"


@pytest.mark.parametrize("attributed", [True, False])
def test_a_folder_of_prodigy_ner_files_is_refused_as_spans(tmp_path: Path,
                                                           attributed: bool) -> None:
    """Prodigy NER answers (spans) in a folder of per-annotator files: refused as spans, also
    when the lines carry no _annotator_id (older db-out), not "holds no judgments"."""
    for user in ("a", "b"):
        rec = {"text": "顺丰很快", "spans": [{"start": 0, "end": 2, "label": "ORG"}],
               "_input_hash": 1, "_task_hash": 2, "_view_id": "ner_manual", "answer": "accept"}
        if attributed:
            rec.update(_annotator_id=f"ner-{user}", _session_id=f"ner-{user}")
        (tmp_path / f"{user}.jsonl").write_text(json.dumps(rec, ensure_ascii=False) + "\n",
                                                encoding="utf-8")
    with pytest.raises(InputError, match="Prodigy export holds span annotations"):
        load_dataset(tmp_path)


def test_exclude_tainted_on_the_command_line(tools_dir: Path, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """`validate --exclude-tainted` drops the judgment flagged _tainted and says so."""
    lines = (tools_dir / "f8_person_video_first2units.csv").read_text(
        encoding="utf-8").splitlines(keepends=True)
    head = lines[0].rstrip("\r\n").split(",")
    col = head.index("_tainted")
    row = lines[1].rstrip("\r\n").split(",")
    assert row[col] == "false"
    row[col] = "true"
    path = tmp_path / "f8.csv"
    path.write_text(lines[0] + ",".join(row) + "\n" + "".join(lines[2:]), encoding="utf-8")
    assert validate.main([str(path), "--format", "json"]) == 0
    kept = json.loads(capsys.readouterr().out)
    assert validate.main([str(path), "--exclude-tainted", "--format", "json"]) == 0
    dropped = json.loads(capsys.readouterr().out)
    assert [s["reason"] for s in dropped["skipped"]][-1] == "judgment flagged _tainted"
    assert len(dropped["skipped"]) == len(kept["skipped"]) + 1
