"""The report gives the benchmarks in probabilities (issue 31, part 7): Gwet's benchmarking of
each pair's headline coefficient (P of each Landis–Koch band or better, the band reached with
95 % probability) and Krippendorff's probability that α of all annotators is below the
minimum, with the numbers of the model (as the JSON has them), in English and Chinese."""

from __future__ import annotations

import html as html_lib

import pytest

from adjudicator.report.acceptance.build import build_report
from adjudicator.report.rendering.html import render_html
from adjudicator.store.project import Project


@pytest.mark.parametrize(("lang", "gwet", "risk"), [
    ("en", "Gwet's benchmarking (2014, ch. 6)", "Krippendorff's risk"),
    ("zh_CN", "Gwet", "Krippendorff")])
def test_report_gives_the_benchmarks_in_probabilities(project: Project, lang: str, gwet: str,
                                                      risk: str) -> None:
    model = build_report(project)
    text = html_lib.unescape(render_html(model, lang))
    kappa = model.agreement.pairs[0].coefficients["cohen_kappa"]
    bands = kappa.extras["landis_koch"]
    assert gwet in text
    for band, p in bands.items():
        if band != "poor":
            assert f"= {p:.2f}" in text.split(gwet, 1)[1]
    overall = model.agreement.overall
    assert overall is not None
    alpha = overall.coefficients["krippendorff_alpha"]
    q = alpha.extras["p_below_min"]
    assert 0.0 <= q <= 1.0
    after = text.split(risk)
    assert any(f"{q:.3f}" in part[:300] and "0.667" in part[:300] for part in after[1:])


def test_report_benchmarks_match_the_json(project: Project) -> None:
    """The band reached and q are the JSON's (the model's to_dict), not a second reckoning."""
    model = build_report(project)
    text = html_lib.unescape(render_html(model, "en"))
    kappa = model.agreement.pairs[0].coefficients["cohen_kappa"].to_dict()
    reached = kappa["gwet_benchmark"]
    assert f"reached with 95% probability: {reached} (" in text
    alpha = model.agreement.overall.coefficients["krippendorff_alpha"].to_dict()  # type: ignore[union-attr]
    assert f"{alpha['p_below_min']:.3f}" in text.split("Krippendorff's risk", 1)[1][:300]
