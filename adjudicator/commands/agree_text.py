"""The text form of an agreement report: aligned blocks a team lead can read at a glance.

Columns are padded by display width, so Chinese labels (two terminal cells each) line up.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from adjudicator.core.stats.estimate import Estimate
from adjudicator.core.stats.summary_model import AgreementReport, OverallSummary, PairSummary
from adjudicator.core.stats.summary_multilabel import LabelSetBlock, MultiLabelSummary

PAIR_ROWS = (
    ("percent_agreement", "percent agreement"),
    ("cohen_kappa", "Cohen's κ"),
    ("cohen_kappa_weighted", "weighted κ"),
    ("scott_pi", "Scott's π"),
    ("gwet_ac1", "Gwet's AC1"),
    ("gwet_ac2", "Gwet's AC2"),
    ("brennan_prediger", "Brennan–Prediger"),
    ("pabak", "PABAK"),
    ("krippendorff_alpha", "Krippendorff's α"),
    ("kappa_max", "κ max (marginals)"),
    ("prevalence_index", "prevalence index"),
    ("bias_index", "bias index"),
)
OVERALL_ROWS = (
    ("fleiss_kappa", "Fleiss' κ"),
    ("conger_kappa", "Conger's κ"),
    ("krippendorff_alpha", "Krippendorff's α"),
    ("gwet_ac1", "Gwet's AC1"),
    ("gwet_ac2", "Gwet's AC2"),
    ("brennan_prediger", "Brennan–Prediger"),
    ("percent_agreement", "percent agreement"),
)
SET_ROWS = (
    ("exact_set_kappa", "exact-set κ"),
    ("mean_jaccard", "mean Jaccard"),
    ("macro_kappa", "macro κ"),
    ("support_weighted_kappa", "support-weighted κ"),
)
TOP_DISAGREEMENTS = 5
KAPPA, AC1 = "Cohen's κ", "Gwet's AC1"
NAME_WIDTH = 20


def render_text(report: AgreementReport, source: str) -> str:
    """The whole report as text: header, one block per pair, the overall block for >= 3."""
    opts = report.options
    lines = [
        f"Agreement: {source} — {report.n_items} items, {len(report.annotators)} annotators, "
        f"{len(report.labels)} labels ({', '.join(report.labels)})",
        f"Intervals: {_interval_words(opts)}; conventions: {report.conventions}",
    ]
    if opts.get("weights") is not None:
        lines.append(f"Weighted coefficients use {_weights_words(opts['weights'])} weights "
                     f"{_basis_words(opts.get('weights_on'), report)} ({opts['scale']} "
                     f"scale); level of measurement: {opts['level']}")
    for pair in report.pairs:
        lines += ["", *pair_block(pair)]
    if report.overall is not None and len(report.annotators) >= 3:
        lines += ["", *overall_block(report.overall)]
    if report.multilabel is not None:
        lines += ["", *multilabel_blocks(report.multilabel)]
    return "\n".join(lines) + "\n"


def multilabel_blocks(summary: MultiLabelSummary) -> list[str]:
    """The label-set view: per pair (Cohen) and, for >= 3 annotators, all together (Conger)."""
    lines = [f"Label sets: {len(summary.labels)} labels ({', '.join(summary.labels)}); an item "
             "may carry several, each label is scored as given / not given"]
    for block in summary.pairs:
        a, b = block.annotators
        lines += ["", f"{a} × {b}, label sets — {block.n} items both labelled (Cohen's κ)",
                  *label_set_rows(block)]
    if summary.overall is not None and len(summary.overall.annotators) >= 3:
        head = (f"All {len(summary.overall.annotators)} annotators, label sets — "
                f"{summary.overall.n} items labelled at least twice (Conger's κ)")
        lines += ["", head, *label_set_rows(summary.overall)]
    return lines


def label_set_rows(block: LabelSetBlock) -> list[str]:
    """Exact-set κ, mean Jaccard, the two averages, then κ and support of each label."""
    lines = [f"  {pad('coefficient', NAME_WIDTH)} {'value':>9}   95% CI"]
    for key, name in SET_ROWS:
        lines.append("  " + estimate_row(name, getattr(block, key)))
    width = max([display_width(x) for x in block.per_label_kappa] + [5]) + 2
    lines += ["", f"  {pad('label', width)} {'given':>7} {'κ':>9}   95% CI"]
    for label, est in block.per_label_kappa.items():
        support = est.extras.get("support", 0)
        row = estimate_row("", est)[NAME_WIDTH + 1:]
        lines.append(f"  {pad(label, width)} {support:>7} {row}".rstrip())
    if block.undefined_labels:
        lines.append("  left out of both averages (κ undefined): "
                     + ", ".join(block.undefined_labels))
    return lines


def pair_block(pair: PairSummary) -> list[str]:
    """n, coverage, p_o / p_e, kappa with CI, the other coefficients, per class, disagreements."""
    a, b = pair.annotators
    cov = f"{pair.coverage:.1%}" if pair.coverage is not None else "n/a"
    kappa = pair.coefficients["cohen_kappa"]
    lines = [
        f"{a} × {b}",
        f"  items both labelled  {pair.n} of {pair.n_items} (coverage {cov}); missing: "
        f"{a} {pair.missing[0]}, {b} {pair.missing[1]}; labelled by one only: {pair.unpaired}",
        f"  observed agreement   p_o = {_num(kappa.extras.get('po'))}    "
        f"chance agreement (Cohen) p_e = {_num(kappa.extras.get('pe'))}",
    ]
    rows = [(_row_name(key, name, pair.coefficients[key]), pair.coefficients[key])
            for key, name in PAIR_ROWS if key in pair.coefficients]
    width = max([NAME_WIDTH, *(display_width(name) for name, _ in rows)])
    lines.append(f"  {pad('coefficient', width)} {'value':>9}   95% CI")
    lines += ["  " + estimate_row(name, est, width) for name, est in rows]
    lines += ["", *class_rows(pair), "", *disagreement_rows(pair)]
    return lines


def _row_name(key: str, name: str, est: Estimate) -> str:
    """A coefficient's row name; a weighted one names its weights and what they are put on."""
    if key not in ("cohen_kappa_weighted", "gwet_ac2"):
        return name
    on = est.extras.get("weights_on")
    on_words = f", {on}" if on in ("values", "ranks") else ""
    return f"{name} ({est.extras.get('weights', 'custom')}{on_words})"


def estimate_row(name: str, est: Estimate, width: int = NAME_WIDTH) -> str:
    """One aligned row: name, value, interval (or 'undefined' and the reason)."""
    if est.value is None:
        return f"{pad(name, width)} {'undefined':>9}   {est.reason or ''}"
    ci = f"[{est.ci[0]:.4f}, {est.ci[1]:.4f}]" if est.ci else ""
    if not est.ci and est.ci_reason:  # a zero-width interval is withheld, never shown as exact
        ci = f"interval {est.ci_reason}"
    return f"{pad(name, width)} {est.value:>9.4f}   {ci}".rstrip()


def class_rows(pair: PairSummary) -> list[str]:
    """Per label: one-vs-rest kappa and specific agreement."""
    width = max([display_width(x) for x in pair.labels] + [5]) + 2
    lines = [f"  {pad('label', width)} {'κ (vs rest)':>12} {'specific agreement':>19}"]
    for label in pair.labels:
        k = pair.per_class_kappa.get(label)
        s = pair.specific_agreement.get(label)
        lines.append(f"  {pad(label, width)} {_num(k.value if k else None):>12} "
                     f"{_num(s.value if s else None):>19}")
    return lines


def disagreement_rows(pair: PairSummary) -> list[str]:
    """The most frequent (first annotator → second annotator) label pairs they disagreed on."""
    top = pair.disagreements[:TOP_DISAGREEMENTS]
    if not top:
        return ["  no disagreements"]
    a, b = pair.annotators
    lines = [f"  top disagreements ({a} → {b}):"]
    width = max(display_width(f"{d['label_a']} → {d['label_b']}") for d in top) + 2
    for d in top:
        label = f"{d['label_a']} → {d['label_b']}"
        lines.append(f"    {pad(label, width)} {d['count']:>7}   "
                     f"{d['share_of_disagreements']:.1%} of disagreements")
    return lines


def overall_block(overall: OverallSummary) -> list[str]:
    """Many-rater coefficients and the pairwise kappa matrix."""
    lines = [f"All {len(overall.annotators)} annotators ({overall.n_items} items)",
             f"  {pad('coefficient', NAME_WIDTH)} {'value':>9}   95% CI"]
    for key, name in OVERALL_ROWS:
        if key in overall.coefficients:
            lines.append("  " + estimate_row(name, overall.coefficients[key]))
    names = overall.annotators
    width = max([display_width(n) for n in names] + [6]) + 2
    lines += ["", "  Cohen's κ of each pair:",
              "  " + pad("", width) + "".join(f"{pad(n, width)}" for n in names)]
    for name, row in zip(names, overall.pairwise_kappa, strict=True):
        cells = "".join(pad("—" if v is None else f"{v:.3f}", width) for v in row)
        lines.append("  " + pad(name, width) + cells)
    return lines


def render_strata(by: dict[str, Any]) -> str:
    """The --by block (the JSON ``by`` key as text): per pair, one row per stratum value with
    n, p_o, Cohen's κ and its interval, Gwet's AC1, and why a value is undefined."""
    column = by["column"]
    lines: list[str] = []
    for pair in by["pairs"]:
        a, b = pair["annotators"]
        width = max([display_width(s["value"]) for s in pair["strata"]]
                    + [display_width(column), 7]) + 2
        lines += ["", f"{a} × {b}, by {column} (largest first)",
                  f"  {pad(column, width)} {'n':>7} {'p_o':>9} {KAPPA:>10}   "
                  f"{pad('95% CI', 18)} {AC1:>10}"]
        for s in pair["strata"]:
            lines.append(f"  {pad(s['value'], width)} {s['n']:>7} " + _stratum_cells(s))
    return "\n".join(lines) + "\n"


def _stratum_cells(s: dict[str, Any]) -> str:
    """p_o, κ, κ's interval and AC1 of one stratum; the first reason when one is undefined."""
    po, kappa, ac1 = s["percent_agreement"], s["cohen_kappa"], s["gwet_ac1"]
    ci = (f"[{kappa['ci_low']:.4f}, {kappa['ci_high']:.4f}]"
          if kappa["ci_low"] is not None and kappa["ci_high"] is not None else "")
    text = (f"{_num(po['value']):>9} {_num(kappa['value']):>10}   {pad(ci, 18)} "
            f"{_num(ac1['value']):>10}")
    reason = next((e.get("reason") for e in (kappa, ac1, po) if e.get("reason")),
                  kappa.get("ci_reason") and f"κ interval {kappa['ci_reason']}")
    return (text + (f"   {reason}" if reason else "")).rstrip()


def display_width(text: str) -> int:
    """Terminal cells the text takes: wide (CJK) characters count two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int) -> str:
    """Left-align text in a field of ``width`` terminal cells."""
    return text + " " * max(0, width - display_width(text))


def _num(x: float | None) -> str:
    """A value to four decimals, or 'undefined'."""
    return "undefined" if x is None else f"{x:.4f}"


def _interval_words(opts: dict[str, object]) -> str:
    """The interval option in words."""
    if opts.get("ci") == "bootstrap":
        return f"percentile bootstrap ({opts.get('resamples')} resamples, seed {opts.get('seed')})"
    return "none" if opts.get("ci") == "none" else "analytic"


def _basis_words(on: object, report: AgreementReport) -> str:
    """What the weights measure distance on, in words, with the reason when ranks stand in."""
    if on == "values":
        return "on the label values"
    if on != "ranks":
        return "as given"
    notes = [est.extras.get("weights_on_note") for pair in report.pairs
             for est in pair.coefficients.values()]
    note = next((n for n in notes if n), None)
    return "on the category ranks 1..k" + (f" ({note})" if note else "")


def _weights_words(weights: object) -> str:
    """A scheme name, or 'custom' for a matrix."""
    return weights if isinstance(weights, str) else "custom"


__all__: Sequence[str] = ["render_strata", "render_text"]
