"""The window's rounds dialog reads the open project's models apart from the annotators in an
earlier round, so the section it hands to the report has each model's κ across the rounds."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from adjudicator.io.options import ImportOptions
from adjudicator.report.analyses.rounds import Round
from adjudicator.store.project import Project
from tests.model_rounds_data import write_round


def test_the_dialog_reads_the_model_of_an_earlier_round(qtbot, tmp_path: Path  # type: ignore[no-untyped-def]
                                                       ) -> None:
    from adjudicator.ui.rounds.rounds_dialog import RoundsDialog

    data = write_round(tmp_path / "v2.csv", list(range(30, 120)), 0.9, 2, llm_first=False)
    earlier = write_round(tmp_path / "v1.csv", list(range(90)), 0.6, 1, llm_first=True)
    with Project.open(data, options=ImportOptions(model_columns=["llm"])) as project:
        state = project.state
        models = {m: np.asarray(c, dtype=np.int64)
                  for m, c in project.dataset.model_codes.items()}
        current = Round("v2", state.ratings, frozenset(), models, state.final_codes)
    sections: list[object] = []
    dialog = RoundsDialog(current, "en", add=sections.append)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.models.isVisibleTo(dialog)  # no earlier round yet: nothing to compare
    assert dialog.add_file(earlier, "v1")
    assert dialog.earlier[0].ratings.annotators == ("a", "b", "c")
    table = dialog.models
    assert dialog.models.isVisibleTo(dialog)
    rows = [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]
    assert [row[1] for row in rows] == ["a", "b", "c", "the humans' majority",
                                        "the final labels"]
    assert all(row[2] == "v1 → v2" for row in rows)
    assert "paired over 60 shared items" in rows[0][4]
    assert "no final labels" in rows[4][4]
    dialog.resize(900, 900)
    dialog.grab().save(str(tmp_path / "rounds_models.png"))
    dialog.add_to_report()
    (section,) = sections
    (model,) = section.models  # type: ignore[attr-defined]
    assert model.model == "llm"
    assert model.rounds == ("v1", "v2")
    assert model.tracks[0].changes[0].shared == 60
