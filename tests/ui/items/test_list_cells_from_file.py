"""The item list read from a real file whose columns arrive in several blocks: every cell of
sample rows (id, text, each annotator's label, final label, status) is what the file says, now
that the text is kept once (the frame shares the session's joined array)."""

from __future__ import annotations

import csv
from pathlib import Path

from adjudicator.session.session import Session
from adjudicator.store.project import Project
from adjudicator.ui.items.table_model import ItemTableModel

ROWS = 6000  # about 300 KB: the CSV reader hands the columns over in several blocks
LABELS = ("投诉", "退款", "咨询")


def _rows() -> list[list[str]]:
    return [[f"X{i:05d}", f"订单 {i}：钱什么时候退回来？ {i * 13}", LABELS[i % 3],
             LABELS[i % 3] if i % 4 else LABELS[(i + 1) % 3]] for i in range(ROWS)]


def test_sample_rows_show_the_files_cells(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Rows across the blocks show the file's id, text and labels; agreed items their label
    as final (unanimous), disputed ones a dash (unresolved)."""
    path = tmp_path / "list.csv"
    rows = _rows()
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "text", "ann1", "ann2"])
        writer.writerows(rows)
    project = Project.open(path, None, author="tester")
    try:
        model = ItemTableModel(Session(project.dataset, project))
        assert model.rowCount() == ROWS
        for r in (0, 1, 4, 2047, 2048, 3001, 4095, 4096, ROWS - 1):
            shown = [model.index(r, c).data() for c in range(model.columnCount())]
            item_id, text, a, b = rows[r]
            agreed = a == b
            assert shown == [item_id, text, a, b, a if agreed else "—",
                             "unanimous" if agreed else "unresolved"]
    finally:
        project.close()
