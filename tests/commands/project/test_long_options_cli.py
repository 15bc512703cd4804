"""The project commands take a long table's columns as agree does (``--layout long
--annotator-col --label-col`` beside ``--id``): the question the import asks of a reader study
names those options, and ``decide`` and ``report`` accepted none of them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from adjudicator.cli import main
from adjudicator.store.project import default_log_path

REAL = Path(__file__).parents[2] / "data" / "real"
CHOICE = ["--layout", "long", "--id", "patient_id+scan_id+nodule_index",
          "--annotator-col", "reader_slot", "--label-col", "malignancy"]


def test_decide_and_report_on_a_long_table_with_its_columns_named(tmp_path: Path,
                                                                   capsys) -> None:
    data = tmp_path / "lidc.csv"
    shutil.copy(REAL / "lidc_nodules_long.csv", data)
    assert main(["report", str(data), "--out", str(tmp_path / "r.html"), "--no-record"]) == 2
    assert "--label-col NAME" in capsys.readouterr().err
    decisions = tmp_path / "decisions.csv"
    decisions.write_text("item,label,rationale\nLIDC-IDRI-0151 | 10 | 1,4,reviewed\n",
                         encoding="utf-8")
    assert main(["decide", str(data), "--from", str(decisions), *CHOICE]) == 0
    lines = default_log_path(data).read_text(encoding="utf-8").splitlines()
    header, events = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    options = header["import"]["options"]
    assert (options["layout"], options["annotator_column"], options["label_column"]) == (
        "long", "reader_slot", "malignancy")
    assert [(e["item"], e["label"]) for e in events if e["type"] == "decide"] == [
        ("LIDC-IDRI-0151 | 10 | 1", "4")]
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--no-record"]) in (0, 3, 4)
    assert "300" in out.read_text(encoding="utf-8")
