"""Every number in the HTML report equals the core's value for the same data.

The HTML is parsed; each number cell names what it is (``data-key``) and holds the value in
full (``data-value``). Each key is resolved here from the core's functions called afresh (and
counts from plain loops over the items), never from the report model, and compared with a
relative tolerance of 1e-12; the text a reader sees must be that value rounded. A number cell
without a key, or a key this test cannot resolve, fails the test.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.paired_change import change_se, kappa_influence
from adjudicator.core.stats.pairs import class_agreement
from adjudicator.core.stats.pairs.disagreement import disagreement_pairs
from adjudicator.core.stats.pairs.strata import stratum_summary, stratum_tables
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.core.stats.versus_intervals import versus_final
from adjudicator.report.acceptance.build import build_report, stratum_codes
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.report.rendering.html import render_html
from adjudicator.store.project import Project

NUMBER = re.compile(r"^[-+]?[\d,]+(\.\d+)?%?$")


class Cells(HTMLParser):
    """Collects (attributes, text) of every <td>."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[tuple[dict[str, str], str]] = []
        self._open: dict[str, str] | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "td":
            self._open, self._text = {k: v or "" for k, v in attrs}, []

    def handle_data(self, data: str) -> None:
        if self._open is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self._open is not None:
            self.cells.append((self._open, "".join(self._text).strip()))
            self._open = None


def shown(value: float | None, kind: str) -> str:
    """How the report must print a value."""
    if value is None:
        return "—"
    if kind == "count":
        return f"{int(value):,}"
    if kind == "share":
        return f"{100 * value:.1f}%"
    return f"{value:.4f}"


def _disputed_cube(state: Any) -> Any:
    """annotator x final x label counts over the items with two different labels that the
    lead decided, counted here item by item."""
    import numpy as np

    r = state.ratings
    cube = np.zeros((len(r.annotators), r.k, r.k), dtype=np.int64)
    for row, item in enumerate(r.items):
        labels = [int(c) for c in r.codes[row] if c >= 0]
        if len(set(labels)) < 2 or state.decision(item) is None:
            continue
        final = int(state.final_codes[row])
        for a, c in enumerate(r.codes[row]):
            if c >= 0:
                cube[a, final, int(c)] += 1
    return cube


class Core:
    """Resolves a report key from the core, computed afresh."""

    def __init__(self, project: Project, strata: list[str]) -> None:
        state = project.state
        self.state, self.ratings = state, state.ratings
        self.summary = summarize(self.ratings)
        self.vf = versus_final(state.counts.by_annotator, self.ratings.labels,
                               self.ratings.annotators, int(state.counts.status[UNRESOLVED]))
        self.vfd = versus_final(_disputed_cube(state), self.ratings.labels,
                               self.ratings.annotators, 0)
        self.project = project
        self.strata = {c: stratum_codes(project.dataset, c) for c in strata}

    def pair(self, names: str) -> Any:
        a, b = names.split("/")
        return self.summary.pair(a, b)

    @staticmethod
    def estimate(est: Estimate, part: str) -> float | None:
        return {"value": est.value, "se": est.se, "n": est.n}[part]

    def resolve(self, key: str) -> Any:
        head, _, rest = key.partition(":")
        parts = rest.split(":")
        r = self.ratings
        if key == "n_items":
            return len(r.items)
        if key == "last_seq":
            return self.state.last_seq
        if head == "pair":
            p = self.pair(parts[0])
            what = parts[1:]
            if what == ["n"]:
                return p.n
            if what[0] == "cm":
                return int(p.table[r.labels.index(what[1]), r.labels.index(what[2])])
            if what[0] in ("po", "pe"):
                return p.coefficients["cohen_kappa"].extras[what[0]]
            if what[0] in ("prevalence_index", "bias_index", "kappa_max"):
                return getattr(class_agreement, what[0])(p.table, list(p.labels)).value
            if what[0] == "class":
                source = p.per_class_kappa if what[2] == "kappa" else p.specific_agreement
                return source[what[1]], what[3]
            if what[0] == "dis":
                cells = {(c.label_a, c.label_b): c for c in disagreement_pairs(p.table, p.labels)}
                found = cells[(what[1], what[2])]
                return {"count": found.count, "share_dis": found.share_of_disagreements,
                        "share_items": found.share_of_items}[what[3]]
            return p.coefficients[what[0]], what[1]
        if head == "overall":
            assert self.summary.overall is not None
            return self.summary.overall.coefficients[parts[0]], parts[1]
        if head == "missing":
            if parts[0] in r.annotators:
                j = r.annotators.index(parts[0])
                return sum(1 for row in r.codes if row[j] < 0)
            if parts[0] == "items_with_missing":
                return sum(1 for row in r.codes if (row < 0).any())
            if parts[0] == "items_rated_by_one":
                return sum(1 for row in r.codes if (row >= 0).sum() < 2)
            return len(self.project.dataset.report.skipped)
        if head == "dist":
            j = r.annotators.index(parts[0])
            labelled = [int(x) for x in r.codes[:, j] if x >= 0]
            if parts[1] == "total":
                return len(labelled)
            count = labelled.count(r.labels.index(parts[1]))
            return count if parts[2] == "count" else count / len(labelled)
        if head == "stratum":
            values, codes = self.strata[parts[0]]
            a, b = parts[1].split("/")
            tables = stratum_tables(r.column(a), r.column(b), codes, len(values), r.k)
            row = stratum_summary(tables, labels=r.labels)[values.index(parts[2])]
            if parts[3] == "n":
                return row.n
            return row.coefficients[parts[3]], parts[4]
        if head == "adj":
            return self.adjudication(parts)
        if head == "vfd":
            block = self.vfd.of(parts[0])
            if parts[1] == "n":
                return block.n
            return (block.kappa if parts[1] == "kappa" else block.percent_agreement), parts[2]
        if head == "vf":
            block = self.vf.of(parts[0])
            if parts[1] == "n":
                return block.n
            if parts[1] == "macro_f1":
                return block.macro_f1
            if parts[1] in ("kappa", "po"):
                est = block.kappa if parts[1] == "kappa" else block.percent_agreement
                return est, parts[2]
            c = block.classes[r.labels.index(parts[2])]
            if parts[3] in ("support", "f1"):
                return c.support if parts[3] == "support" else c.f1.value
            return getattr(c, parts[3]), parts[4]
        if head == "original":
            return next(o["size"] for o in self.project.header["originals"]
                        if o["path"] == parts[0])
        raise KeyError(key)

    def adjudication(self, parts: list[str]) -> int:
        """Counted item by item, independently of the report's vector code."""
        items = self.ratings.items
        status = [self.state.status(i) for i in items]
        split = [len({int(x) for x in row if x >= 0}) > 1 for row in self.ratings.codes]
        decisions = [self.state.decision(i) for i in self.state.decided_items()]
        simple = {"unanimous": status.count("unanimous"),
                  "adjudicated": status.count("adjudicated"),
                  "unresolved": status.count("unresolved"), "disagreements": sum(split),
                  "single": status.count("single annotator"),
                  "single_accepted": status.count("single annotator accepted"),
                  "policy_accepted": sum(st.startswith("accepted by") for st in status),
                  "unreviewed": sum(s and st == "unresolved" for s, st in zip(split, status,
                                                                               strict=True)),
                  "guideline_updates": sum(d[1].guideline_update for d in decisions if d)}
        if parts[0] == "error":
            return sum(1 for d in decisions if d and d[1].error_category == parts[1])
        return simple[parts[0]]


def check(value: Any, expected: Any, key: str) -> None:
    if expected is None or value is None:
        assert value is expected is None or (value is None and expected is None), key
        return
    assert float(value) == pytest.approx(float(expected), rel=1e-12, abs=1e-15), key


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_every_number_is_the_cores(project: Project, lang: str) -> None:
    """Each keyed number equals the core's value and is shown rounded from it; no number
    cell is without a key."""
    project.viewed()
    project.set_rules({"min_value": 0.6, "min_ci_low": 0.5, "key_classes": ["退款"],
                       "min_class": 0.5, "max_unresolved_share": 0.3, "min_paired_n": 100})
    model = build_report(project, strata=["channel"])
    parser = Cells()
    parser.feed(render_html(model, lang))
    core = Core(project, ["channel"])
    keyed = 0
    for attrs, text in parser.cells:
        key = attrs.get("data-key")
        if key is None:
            assert not NUMBER.match(text), f"number {text!r} without a key"
            continue
        keyed += 1
        if key.startswith(("rule:", "rules_event:", "guideline:")):
            continue  # checked in test_rule_and_event_numbers
        if key.endswith(":ci"):
            est = core.resolve(key[:-3] + ":value")[0]
            check(float(attrs["data-low"]), est.ci[0], key)
            check(float(attrs["data-high"]), est.ci[1], key)
            assert text == f"[{shown(est.ci[0], 'coef')}, {shown(est.ci[1], 'coef')}]"
            continue
        expected = core.resolve(key)
        if isinstance(expected, tuple):
            expected = Core.estimate(*expected)
        value = float(attrs["data-value"]) if attrs["data-value"] else None
        check(value, expected, key)
        assert text == shown(value, attrs["data-kind"]), key
    assert keyed > 200


def test_rule_and_event_numbers(project: Project) -> None:
    """Rule rows show the verdict's observed values; event numbers are the log's."""
    g = project.state.events[0].seq
    project.viewed()
    seq = project.set_rules({"min_value": 0.6, "max_unresolved_share": 0.3}).seq
    model = build_report(project)
    parser = Cells()
    parser.feed(render_html(model, "en"))
    values = {a["data-key"]: a.get("data-value") for a, _ in parser.cells if "data-key" in a}
    kappa = summarize(project.state.ratings).pairs[0].coefficients["cohen_kappa"].value
    observed = float(values["rule:min_value:wang_fang / li_qiang:observed"] or "nan")
    assert observed == pytest.approx(kappa, rel=1e-12)
    assert values[f"rules_event:{seq}:seq"] == str(seq)
    assert values["guideline:v2:seq"] == str(g)


def test_flag_and_verdict_in_the_html(project: Project) -> None:
    """The verdict is stated and rules set after viewing carry a visible warning."""
    project.set_rules({"min_value": 0.95})
    html = render_html(build_report(project), "zh_CN")
    assert "不通过" in html
    assert 'id="rules-after-results"' not in html
    project.viewed()
    project.set_rules({"min_value": 0.1})
    html = render_html(build_report(project), "zh_CN")
    assert 'id="rules-after-results"' in html
    assert "在查看结果之后" in html


def test_rules_from_a_file_replace_the_logs(project: Project) -> None:
    """Rules given by the caller are the ones checked, and named as from a file."""
    project.set_rules({"min_value": 0.95})
    model = build_report(project, rules=AcceptanceRules(min_value=0.1))
    assert model.verdict.source == "file"
    assert model.verdict.overall == "pass"


def merged_ratings(ratings: Any, a: str, b: str) -> Any:
    """The ratings with label b relabelled a, item by item (not the what-if's table path)."""
    from adjudicator.core.ratings import Ratings

    rows = [[None if x < 0 else (a if ratings.labels[x] == b else ratings.labels[x])
             for x in row] for row in ratings.codes]
    labels = [lab for lab in ratings.labels if lab != b]
    return Ratings.from_rows(rows, ratings.annotators, labels, list(ratings.items))


def test_appendix_numbers_are_the_cores(project: Project) -> None:
    """What-if, rounds and planning numbers equal the core's, computed here on another path:
    merged classes by relabelling items, other weights by summarizing the ratings with them,
    rounds from set operations on the item ids, the plan from its formula."""
    import math
    from dataclasses import replace

    from adjudicator.core.ratings import Ratings
    from adjudicator.core.stats.common.quantiles import normal_quantile
    from adjudicator.core.stats.pairs.pairwise import cohen_kappa
    from adjudicator.core.stats.summaries.options import AgreementOptions
    from adjudicator.report.analyses.planning import asymptotic_q, for_half_width
    from adjudicator.report.analyses.rounds import Round, rounds_section
    from adjudicator.report.analyses.whatif import change_weights, merge_classes

    r = project.state.ratings
    model = build_report(project)
    pair = model.agreement.pairs[0]
    earlier = Ratings(r.items[:150], r.annotators, r.labels, r.codes[:150][:, ::-1].copy())
    section = rounds_section([Round("v1", earlier, frozenset(r.items[:3])),
                              Round("v2", r, frozenset(project.state.decided_items()))])
    plan = for_half_width(0.7, [1, 2, 3, 4], 0.08)
    model = replace(model, appendices={
        "whatif": [merge_classes(pair, "投诉", "退款"), change_weights(pair, "linear")],
        "rounds": section, "planning": plan})
    parser = Cells()
    parser.feed(render_html(model, "zh_CN"))
    merged = summarize(merged_ratings(r, "投诉", "退款")).pairs[0].coefficients
    linear = summarize(r, AgreementOptions(weights="linear")).pairs[0].coefficients
    plain = summarize(r).pairs[0].coefficients
    plain = {**plain, "cohen_kappa_weighted": plain["cohen_kappa"],
             "gwet_ac2": plain["gwet_ac1"]}
    kappas = {"v1": cohen_kappa(earlier.pair_table(0, 1)), "v2": cohen_kappa(r.pair_table(0, 1))}
    z = normal_quantile(0.975)
    q = asymptotic_q(0.7, [0.1, 0.2, 0.3, 0.4])
    assert plan.formula_n == math.ceil(z * z * q / 0.08 ** 2)  # where the search started
    expected_plan = {"n": plan.n, "kappa": 0.7, "half_width": 0.08, "level": 0.95, "q": q}
    seen: set[str] = set()
    for attrs, text in parser.cells:
        key = attrs.get("data-key", "")
        head, _, rest = key.partition(":")
        if head not in ("whatif", "round", "round_change", "plan"):
            continue
        parts = rest.split(":")
        value = float(attrs["data-value"]) if attrs.get("data-value") else None
        if head == "whatif":
            name, side = parts[-2], parts[-1]
            changed = merged if parts[0] == "投诉 + 退款" else linear
            before, after = plain[name].value, changed[name].value
            want = {"original": before, "changed": after,
                    "difference": None if None in (before, after) else after - before}[side]
        elif head == "round":
            name, what = parts[0], parts[1]
            if what == "kappa" and parts[2] == "ci":
                low, high = kappas[name].ci  # type: ignore[misc]
                assert float(attrs["data-low"]) == pytest.approx(low, rel=1e-9), key
                assert float(attrs["data-high"]) == pytest.approx(high, rel=1e-9), key
                continue
            if what == "kappa":
                want = Core.estimate(kappas[name], parts[2])
            else:
                want = {"n": {"v1": 150, "v2": len(r.items)}[name],
                        "reused": {"v1": 0, "v2": 150}[name],
                        "reused_discussed": {"v1": 0, "v2": 3}[name]}[what]
        elif head == "round_change":
            k1, k2 = kappas["v1"], kappas["v2"]
            paired = change_se(*(kappa_influence(x.column(0), x.column(1), x.k, x.items)
                                 for x in (earlier, r)))
            want = {"difference": k2.value - k1.value,  # type: ignore[operator]
                    "se": paired[0] if paired else None}[parts[1]]
        elif parts[0] == "prevalence":
            want = [0.1, 0.2, 0.3, 0.4][list(r.labels).index(parts[1])]
        else:
            want = expected_plan[parts[0]]
        if value is None or want is None:
            assert value is None, key
            assert want is None, key
        else:
            assert value == pytest.approx(want, rel=1e-9), key
            assert text == shown(value, attrs["data-kind"]), key
        seen.add(head)
    assert seen == {"whatif", "round", "round_change", "plan"}
