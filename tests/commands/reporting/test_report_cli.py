"""`adjudicator rules` and `adjudicator report`: headless, with the viewing on record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.store.logread import read_log
from adjudicator.store.project import default_log_path


def test_rules_then_report_passes_and_records_the_viewing(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Rules set first are not flagged; the report records a viewed event after it."""
    assert main(["rules", str(data), "--set", "min_paired_n=6", "--set",
                 "max_unresolved_share=1"]) == 0
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--lang", "zh_TW",
                 "--field", "project=客服", "--field", "batch=B7"]) == 0
    html = out.read_text(encoding="utf-8")
    assert "驗收報告" in html
    assert "客服" in html
    assert 'id="rules-after-results"' not in html
    assert "結論：通過：所有驗收規則均滿足" in capsys.readouterr().out  # --lang zh_TW
    kinds = [e.kind for e in read_log(default_log_path(data)).events]
    assert kinds == ["rules", "viewed"]


def test_rules_changed_after_a_report_are_flagged(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A rule set after a report was produced is said so at once and flagged in the next."""
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out)]) == 0
    assert main(["rules", str(data), "--set", "min_value=0.9"]) == 0
    assert "already been seen" in capsys.readouterr().out
    assert main(["report", str(data), "--out", str(out), "--no-record"]) == 3  # κ = 0 < 0.9
    assert 'id="rules-after-results"' in out.read_text(encoding="utf-8")
    assert [e.kind for e in read_log(default_log_path(data)).events] == ["viewed", "rules"]


def test_rules_show_and_from_file(data: Path, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    """--from reads a rules file; with no option the rules in force are printed."""
    source = tmp_path / "rules.toml"
    source.write_text("min_value = 0.4\nmin_ci_low = 0.1\n", encoding="utf-8")
    assert main(["rules", str(data), "--from", str(source)]) == 0
    capsys.readouterr()
    assert main(["rules", str(data)]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["min_value"] == 0.4
    assert shown["min_ci_low"] == 0.1


def test_report_with_a_rules_file_and_figures(data: Path, tmp_path: Path) -> None:
    """--rules replaces the log's rules; --figures writes each figure as SVG."""
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"min_value": 0.99}), encoding="utf-8")
    out = tmp_path / "r.html"
    figs = tmp_path / "figs"
    assert main(["report", str(data), "--out", str(out), "--rules", str(rules),
                 "--figures", str(figs), "--figure-format", "svg"]) == 3  # a rule failed
    assert "FAIL" in out.read_text(encoding="utf-8")
    assert sorted(p.suffix for p in figs.iterdir()) == [".svg"] * 3


@pytest.mark.gui
def test_report_pdf(data: Path, tmp_path: Path) -> None:
    """--out FILE.pdf prints through Qt."""
    out = tmp_path / "r.pdf"
    assert main(["report", str(data), "--out", str(out), "--lang", "zh_CN"]) == 0
    assert out.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("extra", [["--out", "r.docx"], ["--out", "r.html", "--field", "x=1"],
                                   ["--out", "r.html", "--rules", "missing.json"]])
def test_bad_options_are_one_clear_error(data: Path, tmp_path: Path, extra: list[str],
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Unknown format, unknown field, missing rules file: exit 2 with one message."""
    args = [a if not a.startswith("r.") else str(tmp_path / a) for a in extra]
    assert main(["report", str(data), *args]) == 2
    assert capsys.readouterr().err.startswith("adjudicator: error:")


def test_report_never_writes_over_the_log(data: Path, tmp_path: Path) -> None:
    """--out that is (a link to) the decision log is refused and the log is unchanged."""
    assert main(["rules", str(data), "--set", "min_value=0.5"]) == 0
    log = default_log_path(data)
    before = log.read_bytes()
    link = tmp_path / "r.html"
    link.symlink_to(log)
    assert main(["report", str(data), "--out", str(link), "--no-record"]) == 2
    assert log.read_bytes() == before


def test_report_with_a_sample_size_plan(data: Path, tmp_path: Path) -> None:
    """--plan KAPPA HALF_WIDTH adds the planned n, as the planning module computes it."""
    from adjudicator.report.analyses.planning import for_half_width
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--plan", "0.6", "0.1"]) == 0
    plan = for_half_width(0.6, [3, 9], 0.1)  # the fixture: 3 "no" and 9 "yes" labels
    assert f'data-key="plan:n" data-kind="count" data-value="{plan.n}"' in out.read_text(
        encoding="utf-8")


def test_report_with_what_if(data: Path, tmp_path: Path) -> None:
    """--what-if-merge and --what-if-weights add the appendix; a bad pair is one error."""
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--what-if-weights", "quadratic",
                 "--what-if-merge", "yes,no"]) == 0
    html = out.read_text(encoding="utf-8")
    assert "What-if" in html
    assert "weights = quadratic" in html
    assert main(["report", str(data), "--out", str(out), "--what-if-merge", "yes"]) == 2


def test_report_with_an_earlier_round(data: Path, tmp_path: Path) -> None:
    """--round NAME=DATA adds κ per round, the change, the rounds figure and the reuse flag
    (the earlier round here holds the same items)."""
    from cmdhelp import write_rows

    rows = [["id", "text", "ann_a", "ann_b"]]
    rows += [[f"T{i}", f"text {i}", "yes" if i % 3 else "no", "yes"] for i in range(1, 7)]
    earlier = write_rows(tmp_path / "round1.csv", rows)
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--round", f"v1={earlier}",
                 "--round-name", "v2"]) == 0
    html = out.read_text(encoding="utf-8")
    assert "Rounds" in html
    assert "v1 → v2" in html
    assert 'data-key="round:v2:reused" data-kind="count" data-value="6"' in html
    assert "memory and consensus training" in html


def test_report_fields_from_the_log_and_a_contradicting_conclusion(
        data: Path, tmp_path: Path) -> None:
    """Report fields kept in the log fill the report (--field wins over them); labels are
    words, not keys; "Accepted" over a failed rule is flagged, "Rework" is not."""
    from adjudicator.store.project import Project

    with Project.open(data) as project:
        project.set_report_fields({"project": "客服质检", "sampling_frame": "May tickets",
                                   "planned_sample_size": "400", "conclusion": "Accepted",
                                   "signed_by": "Li Na"})
    assert main(["rules", str(data), "--set", "min_value=0.99"]) == 0
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--no-record"]) == 3  # a rule failed
    html = out.read_text(encoding="utf-8")
    for shown in ("客服质检", "May tickets", "400", "Li Na", "Sampling frame",
                  "Planned sample size (n)", "Signed by", "Signed on"):
        assert shown in html
    for key in ("sampling_frame", "planned_sample_size", "signed_by", "signed_on"):
        assert key not in html
    assert 'id="conclusion-contradicts"' in html
    assert main(["report", str(data), "--out", str(out), "--no-record",
                 "--field", "conclusion=Rework"]) == 3
    html = out.read_text(encoding="utf-8")
    assert 'id="conclusion-contradicts"' not in html
    assert "Rework" in html
    assert "客服质检" in html
