"""The report's section on a model beside the annotators (report --model): the humans'
ceiling, the model's κ against each human and the final labels, the alternative-annotator
test, in English and Chinese; a model column that is an annotator is refused."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from adjudicator.cli import main


def _data(folder: Path) -> Path:
    rng = np.random.default_rng(9)
    truth = rng.integers(0, 3, 90)
    names = ["neg", "neu", "pos"]
    lines = ["id,a,b,c,llm"]
    for i in range(90):
        human = [names[truth[i]] if rng.random() < 0.75 else names[rng.integers(0, 3)]
                 for _ in range(3)]
        llm = names[truth[i]] if rng.random() < 0.85 else names[rng.integers(0, 3)]
        lines.append(f"i{i}," + ",".join(human) + f",{llm}")
    path = folder / "labels.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "heading", "row"), [
    ("en", "A model beside the annotators", "against the final labels ("),
    ("zh_TW", "與標註員並列的模型", "對照最終標籤（"),
])
def test_section_in_the_report(tmp_path: Path, lang: str, heading: str, row: str) -> None:
    data = _data(tmp_path)
    out = tmp_path / f"report_{lang}.html"
    assert main(["report", str(data), "--annotators", "a,b,c", "--model", "llm", "--out",
                 str(out), "--lang", lang, "--no-record"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert heading in html
    assert row in html
    assert 'data-key="model:llm:a:ci"' in html  # κ with its interval
    assert 'data-key="ceiling:b:c:ci"' in html
    assert "Calderon, Reichart &amp; Dror 2025" in html
    plain = tmp_path / "plain.html"
    assert main(["report", str(data), "--annotators", "a,b,c", "--out", str(plain),
                 "--no-record"]) in (0, 4)
    assert heading not in plain.read_text(encoding="utf-8")


def test_a_model_that_is_an_annotator_is_refused(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    data = _data(tmp_path)
    out = tmp_path / "report.html"
    assert main(["report", str(data), "--model", "llm", "--out", str(out),
                 "--no-record"]) == 2
    err = capsys.readouterr().err
    assert "column 'llm' is an annotator of this project" in err
    assert "--annotators" in err
    assert not out.exists()
