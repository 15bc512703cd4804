"""A project whose import marked a column as a model's predictions (the window's import
form) has the report's models section without --model, and --model naming that column adds
it once; the human figures are those of the annotators alone."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from adjudicator.io.options import ImportOptions
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.rendering.html import render_html
from adjudicator.store.project import Project


def _data(folder: Path) -> Path:
    rng = np.random.default_rng(5)
    names = ["neg", "neu", "pos"]
    truth = rng.integers(0, 3, 80)
    lines = ["id,a,b,c,llm"]
    for i in range(80):
        labels = [names[truth[i]] if rng.random() < p else names[rng.integers(0, 3)]
                  for p in (0.75, 0.75, 0.75, 0.85)]
        lines.append(f"i{i}," + ",".join(labels))
    path = folder / "labels.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_the_marked_model_has_its_section(tmp_path: Path) -> None:
    data = _data(tmp_path)
    with Project.open(data, options=ImportOptions(model_columns=["llm"])) as project:
        assert project.state.ratings.annotators == ("a", "b", "c")
        model = build_report(project)
    assert model.models is not None
    reports, ceiling = model.models
    assert [m.model for m in reports] == ["llm"]
    assert reports[0].final is not None  # against the final labels too
    assert len(ceiling) == 3
    html = render_html(model, "en")
    assert "A model beside the annotators" in html
    assert 'data-key="model:llm:a:ci"' in html


def test_no_marked_model_no_section(tmp_path: Path) -> None:
    data = _data(tmp_path)
    with Project.open(data, annotators=["a", "b", "c"]) as project:
        model = build_report(project)
    assert model.models is None


def test_the_command_line_report_of_such_a_project(tmp_path: Path) -> None:
    """`report DATA` on the log the window started reads the marks from its header: the
    section is there without --model, and --model llm does not list the model twice."""
    from adjudicator.cli import main

    data = _data(tmp_path)
    with Project.open(data, options=ImportOptions(model_columns=["llm"])) as project:
        project.start_log()
    for extra in ([], ["--model", "llm"]):
        out = tmp_path / f"report{len(extra)}.html"
        assert main(["report", str(data), "--out", str(out), "--no-record", *extra]) in (0, 4)
        html = out.read_text(encoding="utf-8")
        assert html.count('data-key="model:llm:a:ci"') == 1


def test_the_command_lines_test_settings_apply_to_a_marked_model(tmp_path: Path) -> None:
    """--epsilon, --fdr and --alt-scoring reach the model marked at the import (it was tested
    with the defaults whatever they said), and neg-rmse on labels that are not numbers is
    refused as for --model, never quietly replaced by accuracy."""
    from adjudicator.cli import main

    data = _data(tmp_path)
    with Project.open(data, options=ImportOptions(model_columns=["llm"])) as project:
        project.start_log()
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--no-record", "--epsilon", "0.1",
                 "--fdr", "0.2"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert "ε = 0.1" in html
    assert "q = 0.2" in html
    assert "Closeness scored by accuracy (the share of items" in html
    refused = tmp_path / "n.html"
    assert main(["report", str(data), "--out", str(refused), "--no-record",
                 "--alt-scoring", "neg-rmse"]) == 2
    assert not refused.exists()
