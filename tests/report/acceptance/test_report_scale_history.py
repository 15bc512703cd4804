"""A scale chosen after results were seen is flagged in the report (as late rules are), and a
log without a scale event takes an ordinal schema's level and order, saying so."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest

from adjudicator.io.options import ImportOptions
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.rendering.html import render_html
from adjudicator.store.project import Project

ORDER = ("low", "mid", "high")


def _data(folder: Path) -> tuple[Path, list[str], list[str]]:
    """40 items, two annotators who mostly agree or miss by one; "mid" is seen first."""
    rng = np.random.default_rng(11)
    a = rng.integers(0, 3, 40)
    b = np.clip(a + rng.choice([-1, 0, 0, 1], 40), 0, 2)
    a[0] = b[0] = 1
    first, second = [ORDER[i] for i in a], [ORDER[i] for i in b]
    path = folder / "ordinal.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        w = csv.writer(out)
        w.writerow(["id", "ann", "bo"])
        w.writerows([f"q{n}", x, y] for n, (x, y) in enumerate(zip(first, second, strict=True)))
    path.chmod(0o444)
    return path, first, second


def _disputed(first: list[str], second: list[str]) -> list[str]:
    return [f"q{n}" for n, (x, y) in enumerate(zip(first, second, strict=True)) if x != y]


def test_a_scale_set_after_decisions_is_flagged_with_its_date_and_count(tmp_path: Path
                                                                        ) -> None:
    """Three decisions (one reverted), then the scale: "changed on DATE after 2 decisions"
    under the verdict and in the log's scale table, in English and 简体中文; the log read back
    from disk gives the same."""
    data, first, second = _data(tmp_path)
    items = _disputed(first, second)[:3]
    with Project.open(data, author="lead") as p:
        for item in items:
            p.decide(item, "mid", "")
        p.revert(p.state.last_seq)
        p.set_scale("ordinal", "linear", ORDER)
    log = next(tmp_path.glob("*.jsonl"))
    scale_line = json.loads(log.read_text(encoding="utf-8").splitlines()[-1])
    assert scale_line["type"] == "scale"
    date = scale_line["time"][:10]
    with Project.open(data) as p:
        model = build_report(p)
    [change] = model.scale.history
    assert (change.decisions_before, change.after_results_seen, change.late) == (2, False, True)
    en, zh = render_html(model, "en"), render_html(model, "zh_CN")
    words = f"The scale was changed on {date} after 2 decisions"
    assert f'id="scale-after-results-{change.seq}">Warning: {words}</p>' in en
    assert en.count(words) == 2  # the warning and the scale table of the audit part
    assert "Scale set in the decision log" in en
    assert f"尺度于 {date} 在已作出 2 项裁决之后被修改" in zh
    assert "决策日志中的尺度记录" in zh
    assert "Recorded in the decision log (event" in en


def test_a_scale_set_after_a_report_was_seen_is_flagged(tmp_path: Path) -> None:
    """No decision yet but a report was produced (a viewed event): flagged as seen."""
    data, _, _ = _data(tmp_path)
    with Project.open(data, author="lead") as p:
        p.viewed("report")
        p.set_scale("ordinal", "quadratic", ORDER)
        model = build_report(p)
    [change] = model.scale.late
    assert change.after_results_seen
    assert "after results had been seen" in render_html(model, "en")
    assert "在查看结果之后被修改" in render_html(model, "zh_CN")


def test_a_scale_set_first_is_listed_not_flagged(tmp_path: Path) -> None:
    """Chosen before any result or decision: in the scale table, no warning."""
    data, first, second = _data(tmp_path)
    with Project.open(data, author="lead") as p:
        p.set_scale("ordinal", "linear", ORDER)
        p.decide(_disputed(first, second)[0], "mid", "")
        model = build_report(p)
    assert model.scale.late == ()
    html = render_html(model, "en")
    assert "scale-after-results" not in html
    assert "Scale set in the decision log" in html
    assert "ordinal: low &lt; mid &lt; high (linear weights)" in html


def test_every_late_change_is_flagged_a_reverted_one_is_not(tmp_path: Path) -> None:
    """Two scale changes after decisions, the second reverted: one warning (the first)."""
    data, first, second = _data(tmp_path)
    items = _disputed(first, second)
    with Project.open(data, author="lead") as p:
        p.decide(items[0], "mid", "")
        p.set_scale("ordinal", "linear", ORDER)
        p.decide(items[1], "mid", "")
        p.set_scale("nominal")
        p.revert(p.state.last_seq)
        model = build_report(p)
    assert [c.decisions_before for c in model.scale.history] == [1]
    assert "after 1 decision" in render_html(model, "en")
    assert model.agreement.options["level"] == "ordinal"


SCHEMA = 'level = "ordinal"\nlabels = ["low", "mid", "high"]\n'


def test_an_ordinal_schema_without_a_scale_event_gives_the_ordinal_scale(tmp_path: Path
                                                                         ) -> None:
    """No scale event, an ordinal schema: the schema's order, quadratic weights (as the
    window shows), weighted κ equal to scikit-learn's; the report says the schema chose it."""
    from sklearn.metrics import cohen_kappa_score

    data, first, second = _data(tmp_path)
    schema = tmp_path / "schema.toml"
    schema.write_text(SCHEMA, encoding="utf-8")
    with Project.open(data, author="lead", options=ImportOptions(schema=schema)) as p:
        assert p.state.scale is None
        model = build_report(p)
    assert model.labels == ORDER
    assert model.scale.origin == "schema"
    kappa = model.agreement.pairs[0].coefficients["cohen_kappa_weighted"].value
    expected = cohen_kappa_score(first, second, labels=list(ORDER), weights="quadratic")
    assert kappa == pytest.approx(expected, rel=1e-12)
    en, zh = render_html(model, "en"), render_html(model, "zh_CN")
    assert ("Ordinal scale, label order: low &lt; mid &lt; high (quadratic weights). "
            "From the label schema: the decision log records no scale.") in en
    assert "来自标签方案：决策日志中没有记录尺度。" in zh


def test_a_nominal_schema_or_none_stays_nominal(tmp_path: Path) -> None:
    """Without an ordinal schema and a scale event: nominal, nothing said about a scale."""
    data, _, _ = _data(tmp_path)
    with Project.open(data, author="lead") as p:
        model = build_report(p)
    assert model.scale.origin == ""
    assert "cohen_kappa_weighted" not in model.agreement.pairs[0].coefficients
    assert "Ordinal scale" not in render_html(model, "en")
