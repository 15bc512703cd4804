"""The rounds appendix with a model beside the annotators (report --round with --model): the
model is never an annotator of any round, its κ per round and change with the paired interval
are in the report in English and Chinese, a model in one round only is said so."""

from __future__ import annotations

from html import unescape
from pathlib import Path

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator.cli import main
from adjudicator.report.analyses.rounds import Round, round_from_file, rounds_section
from tests.model_rounds_data import write_round


def test_an_earlier_round_reads_the_model_apart(tmp_path: Path) -> None:
    """The model column, read as an annotator by the import, is taken out of the round's
    annotators (its first pair is a × b, not llm × a) and kept as the model's codes."""
    path = write_round(tmp_path / "r1.csv", list(range(90)), 0.6, 1, llm_first=True)
    r = round_from_file("r1", path, ["llm"])
    assert r.ratings.annotators == ("a", "b", "c")
    assert set(r.models) == {"llm"}
    assert (r.models["llm"] >= 0).sum() == 90
    assert r.final is None  # no decision log beside it
    assert round_from_file("r1", path, ["gpt"]).models == {}  # not in this round


def test_section_with_a_model_in_two_rounds_and_one_in_one(tmp_path: Path) -> None:
    one = round_from_file("r1", write_round(tmp_path / "r1.csv", list(range(90)), 0.6, 1, True),
                          ["llm"])
    two = round_from_file("r2", write_round(tmp_path / "r2.csv", list(range(30, 120)), 0.9, 2,
                                       False), ["llm"])
    extra = {"other": np.zeros(len(two.ratings.items), dtype=np.int64)}
    two = Round(two.name, two.ratings, two.discussed, {**two.models, **extra}, two.final)
    s = rounds_section([one, two])
    assert s.lone_models == (("other", "r2"),)
    (m,) = s.models
    assert m.rounds == ("r1", "r2")
    assert [t.reference for t in m.tracks] == ["a", "b", "c", "majority"]
    for track in m.tracks[:3]:
        for r, (_, kappa) in zip((one, two), track.kappas, strict=True):
            human = r.ratings.column(track.reference)
            assert kappa.value == pytest.approx(cohen_kappa_score(r.models["llm"], human),
                                                abs=1e-12)
        assert track.changes[0].shared == 60


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("A model across rounds", "against the humans' majority", "shared items")),
    ("zh_CN", ("各轮次中的模型", "对照人工标注员多数标签", "个共有条目配对",
               "轮次 v1 没有最终标签")),
    ("zh_TW", ("各輪次中的模型", "對照人工標註員多數標籤", "個共有條目配對",
               "輪次 v1 沒有最終標籤")),
])
def test_report_round_with_a_model(tmp_path: Path, lang: str, words: tuple[str, ...]) -> None:
    """`report --annotators a,b,c --model llm --round v1=…`: the appendix has the model's κ
    per round against each human, the majority and the final labels, and the change."""
    data = write_round(tmp_path / "v2.csv", list(range(30, 120)), 0.9, 2, llm_first=False)
    earlier = write_round(tmp_path / "v1.csv", list(range(90)), 0.6, 1, llm_first=True)
    out = tmp_path / f"report_{lang}.html"
    assert main(["report", str(data), "--annotators", "a,b,c", "--model", "llm",
                 "--round", f"v1={earlier}", "--round-name", "v2", "--out", str(out),
                 "--lang", lang, "--no-record"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    for word in words:
        assert word in unescape(html)
    for key in ("model_round:llm:human:a:v1:ci", "model_round:llm:majority:majority:v2:ci",
                "model_round:llm:final:final:v2:value", "model_change:llm:human:c:v2:ci"):
        assert f'data-key="{key}"' in html
    # the final labels are the current round's only: v1 has no log, so no change for them
    assert 'data-key="model_change:llm:final:final:v2:difference" data-kind="coef" ' \
           'data-value=""' in html
    # the first pair of v1 is a × b: the model is no annotator of the earlier round
    r1 = round_from_file("v1", earlier, ["llm"])
    first = cohen_kappa_score(r1.ratings.column("a"), r1.ratings.column("b"))
    assert f'data-key="round:v1:kappa:value" data-kind="coef" data-value="{first!r}"' in html


def test_an_earlier_round_with_a_log_has_final_labels(tmp_path: Path) -> None:
    """A log that marked the model at its import: the round's final labels are the model's
    reference too; a log that counted the model as an annotator: its final labels carry the
    model's own labels, so that round has none (and the model is still taken out)."""
    from adjudicator.io.options import ImportOptions
    from adjudicator.store.project import Project

    marked = write_round(tmp_path / "marked.csv", list(range(60)), 0.8, 3, llm_first=False)
    with Project.open(marked, options=ImportOptions(model_columns=["llm"])) as project:
        project.start_log()
        expected = project.state.final_codes.copy()
    r = round_from_file("m", marked, ["llm"])
    assert r.ratings.annotators == ("a", "b", "c")
    assert r.final is not None
    assert r.final.tolist() == expected.tolist()
    counted = write_round(tmp_path / "counted.csv", list(range(60)), 0.8, 3, llm_first=False)
    with Project.open(counted) as project:
        assert "llm" in project.state.ratings.annotators
        project.start_log()
    r = round_from_file("c", counted, ["llm"])
    assert r.ratings.annotators == ("a", "b", "c")
    assert set(r.models) == {"llm"}
    assert r.final is None


def test_a_model_in_one_round_only_is_said(tmp_path: Path) -> None:
    """The earlier round has no llm column: the appendix says the model is in one round."""
    data = write_round(tmp_path / "v2.csv", list(range(30, 120)), 0.9, 2, llm_first=False)
    full = write_round(tmp_path / "full.csv", list(range(90)), 0.6, 1, llm_first=False)
    earlier = tmp_path / "v1.csv"
    earlier.write_text("".join(",".join(line.split(",")[:4]) + "\n" for line in
                               full.read_text(encoding="utf-8").splitlines()), encoding="utf-8")
    out = tmp_path / "report.html"
    assert main(["report", str(data), "--annotators", "a,b,c", "--model", "llm",
                 "--round", f"v1={earlier}", "--round-name", "v2", "--out", str(out),
                 "--no-record"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert "Model llm is in one round only (v2): no change to show." in html
    assert "model_change:" not in html


def test_the_model_across_rounds_has_its_figure(tmp_path: Path) -> None:
    """The model's κ per round is drawn (against the majority and the final labels), embedded
    in the report under its caption, and written with the report's other figures."""
    data = write_round(tmp_path / "v2.csv", list(range(30, 120)), 0.9, 2, llm_first=False)
    earlier = write_round(tmp_path / "v1.csv", list(range(90)), 0.6, 1, llm_first=True)
    out, figures = tmp_path / "report.html", tmp_path / "figures"
    assert main(["report", str(data), "--annotators", "a,b,c", "--model", "llm",
                 "--round", f"v1={earlier}", "--round-name", "v2", "--out", str(out),
                 "--figures", str(figures), "--no-record"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert 'alt="A model across rounds: llm"' in html
    drawn = figures / "model_rounds_llm.png"
    assert drawn.exists()
    assert drawn.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
