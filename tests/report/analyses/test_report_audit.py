"""The audit sample: sizes, seeds, strata, and the file handed to annotators."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.report.analyses.audit import allocate, draw


def test_allocation_is_proportional_and_exact() -> None:
    """Sizes add up to n; each is within one of its proportional quota; caps respected."""
    sizes = [500, 300, 150, 50]
    out = allocate(sizes, 101)
    assert sum(out) == 101
    for k, s in zip(out, sizes, strict=True):
        assert abs(k - 101 * s / 1000) < 1
    assert allocate([2, 98], 50) == [1, 49]
    assert allocate([1, 1], 2) == [1, 1]


def test_draw_is_seeded_and_without_replacement() -> None:
    """Same seed, same rows; another seed, other rows; no row twice."""
    a = draw(1000, 100, seed=7)
    assert np.array_equal(a, draw(1000, 100, seed=7))
    assert not np.array_equal(a, draw(1000, 100, seed=8))
    assert len(set(a.tolist())) == 100
    with pytest.raises(InputError):
        draw(10, 11, seed=0)


def test_stratified_draw_follows_the_strata() -> None:
    """Each stratum gets its allocated share."""
    strata = np.repeat([0, 1, 2], [600, 300, 100])
    rows = draw(1000, 50, seed=1, strata=strata)
    assert np.bincount(strata[rows]).tolist() == [30, 15, 5]


def test_sample_command_writes_the_file_without_labels(tmp_path: Path) -> None:
    """The CSV holds id, the context columns and an empty label column — no one's labels;
    a formula-like text is neutralised."""
    src = tmp_path / "data.csv"
    rows = [["id", "text", "channel", "ann_a", "ann_b"]]
    rows += [[f"I{i}", "=1+1" if i == 0 else f"t{i}", "app" if i % 4 else "phone",
              "yes" if i % 2 else "no", "yes"] for i in range(40)]
    with open(src, "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(rows)
    out = tmp_path / "sample.csv"
    assert main(["sample", str(src), "--n", "40", "--by", "channel", "--seed", "3",
                 "--out", str(out)]) == 0
    with open(out, encoding="utf-8-sig", newline="") as f:
        got = list(csv.reader(f))
    assert got[0] == ["id", "text", "channel", "label"]
    assert len(got) == 41
    assert ["I0", "'=1+1", "phone", ""] in got
    assert main(["sample", str(src), "--n", "5", "--out", str(src)]) == 2


def test_sample_file_never_carries_the_answer(tmp_path: Path) -> None:
    """Regression: a reference column (named gold, holding labels of the scale) was handed to
    the second annotator as a context column. It is left out; a text column whose name reads
    like a reference but holds other values (a translation's target) is kept."""
    src = tmp_path / "data.csv"
    rows = [["id", "text", "gold", "target", "ann_a", "ann_b"]]
    rows += [[f"I{i}", f"t{i}", "yes" if i % 3 else "no", f"Satz {i}",
              "yes" if i % 2 else "no", "yes"] for i in range(12)]
    with open(src, "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(rows)
    out = tmp_path / "sample.csv"
    assert main(["sample", str(src), "--n", "5", "--out", str(out)]) == 0
    with open(out, encoding="utf-8-sig", newline="") as f:
        assert next(csv.reader(f)) == ["id", "text", "target", "label"]


def test_sample_command_plans_the_size_before_drawing(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """--plan prints the planned n with its method and draws that many; the prevalences come
    from the labels in the data, or from --prevalence."""
    from adjudicator.report.analyses.planning import for_half_width
    src = tmp_path / "data.csv"
    rows = [["id", "channel", "ann_a"]]
    rows += [[f"I{i}", "app", "yes" if i % 4 == 0 else "no"] for i in range(2000)]
    with open(src, "w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(rows)
    out = tmp_path / "sample.csv"
    assert main(["sample", str(src), "--plan", "0.6", "0.1", "--out", str(out)]) == 0
    expected = for_half_width(0.6, [1500, 500], 0.1).n
    printed = capsys.readouterr().out
    assert f"n = {expected:,} items" in printed
    assert "Fleiss, Cohen & Everitt 1969" in printed
    assert "in 90% of studies" in printed
    with open(out, encoding="utf-8-sig", newline="") as f:
        assert len(list(csv.reader(f))) == expected + 1
    given = for_half_width(0.6, [0.5, 0.5], 0.1).n
    assert main(["sample", str(src), "--plan", "0.6", "0.1", "--prevalence", "yes=0.5,no=0.5",
                 "--n", "10", "--out", str(out)]) == 0
    assert f"n = {given:,} items" in capsys.readouterr().out
    with open(out, encoding="utf-8-sig", newline="") as f:
        assert len(list(csv.reader(f))) == 11  # --n wins over the plan
    assert main(["sample", str(src), "--out", str(out)]) == 2


def test_a_task_file_never_shows_a_marked_models_labels(tmp_path: Path) -> None:
    """The re-annotation batch is blind: no annotator's, no model's and no gold labels."""
    from adjudicator.io.load import load_dataset
    from adjudicator.io.options import ImportOptions
    from adjudicator.report.analyses.audit import task_frame

    path = tmp_path / "m.csv"
    path.write_text("id,a,b,c,llm,label,text\n1,x,x,y,x,x,one\n2,y,y,y,y,y,two\n"
                    "3,x,y,x,x,x,three\n", encoding="utf-8")
    ds = load_dataset(path, options=ImportOptions(model_columns=["llm"], gold_column="label"))
    frame = task_frame(ds, np.arange(3))
    assert not {"a", "b", "c", "llm", "label"} & {str(c) for c in frame.columns}
    assert "text" in frame.columns
