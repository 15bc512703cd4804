"""The text form of an agreement report: aligned blocks a team lead can read at a glance.

Columns are padded by display width, so Chinese labels and words (two terminal cells each)
line up. Every word comes from ``agree_words`` in the language of ``words`` (English when not
given, the source text).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from adjudicator.commands.agreement import agree_words as w
from adjudicator.commands.agreement.agree_scores import score_lines
from adjudicator.commands.agreement.agree_words import (
    ENGLISH,
    OVERALL_ROWS,
    PAIR_ROWS,
    SET_ROWS,
    Words,
)
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.disagreement import disagreement_pairs
from adjudicator.core.stats.summaries.summary_model import (
    AgreementReport,
    OverallSummary,
    PairSummary,
)
from adjudicator.core.stats.summaries.summary_multilabel import LabelSetBlock, MultiLabelSummary

TOP_DISAGREEMENTS = 5
#: a crowd's text shows this many listed pairs (those sharing the most items)
CROWD_PAIR_BLOCKS = 10
NAME_WIDTH = 20


def render_text(report: AgreementReport, source: str, words: Words = ENGLISH) -> str:
    """The whole report as text: header, one block per pair, the overall block for >= 3."""
    opts = report.options
    lines = [
        words(w.HEADER, source=source, items=report.n_items, annotators=len(report.annotators),
              k=len(report.labels), labels=words.join(report.labels)),
        _intervals_line(report, words),
    ]
    if opts.get("weights") is not None:
        lines.append(words(w.WEIGHTS, weights=_weights_words(opts["weights"], words),
                           basis=_basis_words(opts.get("weights_on"), report, words),
                           scale=words.option(opts["scale"]), level=words.option(opts["level"])))
    if report.crowd is not None:
        return "\n".join(lines + crowd_blocks(report, words)) + "\n"
    for pair in report.pairs:
        lines += ["", *pair_block(pair, words)]
    if report.overall is not None and len(report.annotators) >= 3:
        lines += ["", *overall_block(report.overall, words)]
    if report.multilabel is not None:
        lines += ["", *multilabel_blocks(report.multilabel, words)]
    scores = score_lines(report, words)
    if scores:
        lines += ["", *scores]
    return "\n".join(lines) + "\n"


def crowd_blocks(report: AgreementReport, words: Words = ENGLISH) -> list[str]:
    """A crowd's report: how many pairs are listed and why, the coefficients of all
    annotators (the crowd's headline), then the listed pairs sharing the most items."""
    crowd = report.crowd
    assert crowd is not None
    lines = ["", words(w.CROWD, annotators=crowd.annotators, pairs=f"{crowd.pairs_total:,}",
                       listed=f"{crowd.pairs_listed:,}", least=crowd.min_shared,
                       fewer=f"{crowd.pairs_sharing_fewer:,}",
                       none=f"{crowd.pairs_sharing_none:,}")]
    if report.overall is not None:
        lines += ["", *overall_block(report.overall, words)]
    shown = sorted(report.pairs, key=lambda pair: -pair.n)[:CROWD_PAIR_BLOCKS]
    for pair in shown:
        lines += ["", *pair_block(pair, words)]
    if len(report.pairs) > len(shown):
        lines += ["", words(w.MORE_PAIRS, n=len(report.pairs) - len(shown), shown=len(shown))]
    if report.multilabel is not None:
        lines += ["", *crowd_label_sets(report.multilabel, words)]
    return lines


def crowd_label_sets(summary: MultiLabelSummary, words: Words = ENGLISH) -> list[str]:
    """A crowd's label-set view: all annotators together first (the headline), then the
    listed pairs sharing the most items, as the crowd's single-label view shows them."""
    lines = [words(w.LABEL_SETS, k=len(summary.labels), labels=words.join(summary.labels)),
             *_set_all(summary, words)]
    shown = sorted(summary.pairs, key=lambda block: -block.n)[:CROWD_PAIR_BLOCKS]
    lines += _set_pairs(shown, words)
    if len(summary.pairs) > len(shown):
        lines += ["", words(w.MORE_PAIRS, n=len(summary.pairs) - len(shown), shown=len(shown))]
    return lines


def multilabel_blocks(summary: MultiLabelSummary, words: Words = ENGLISH) -> list[str]:
    """The label-set view: per pair (Cohen) and, for >= 3 annotators, all together (Conger)."""
    return [words(w.LABEL_SETS, k=len(summary.labels), labels=words.join(summary.labels)),
            *_set_pairs(summary.pairs, words), *_set_all(summary, words)]


def _set_pairs(blocks: Sequence[LabelSetBlock], words: Words) -> list[str]:
    """Each pair's label-set block, after a blank line."""
    lines: list[str] = []
    for block in blocks:
        a, b = block.annotators
        lines += ["", words(w.SET_PAIR, a=a, b=b, n=block.n), *label_set_rows(block, words)]
    return lines


def _set_all(summary: MultiLabelSummary, words: Words) -> list[str]:
    """All annotators' label-set block (three or more annotators), after a blank line."""
    whole = summary.overall
    if whole is None or len(whole.annotators) < 3:
        return []
    head = words(w.SET_ALL, annotators=len(whole.annotators), n=whole.n)
    return ["", head, *label_set_rows(whole, words)]


def label_set_rows(block: LabelSetBlock, words: Words = ENGLISH) -> list[str]:
    """Exact-set κ, mean Jaccard, the two averages, then κ and support of each label."""
    rows = [(words(name), getattr(block, key)) for key, name in SET_ROWS]
    name_width = max([NAME_WIDTH, *(display_width(name) for name, _ in rows)])
    lines = [_head(words, name_width)]
    lines += ["  " + estimate_row(name, est, name_width, words) for name, est in rows]
    label, given = words(w.LABEL), words(w.GIVEN)
    width = max([display_width(x) for x in block.per_label_kappa] + [display_width(label)]) + 2
    given_width = max(7, display_width(given))
    lines += ["", f"  {pad(label, width)} {rpad(given, given_width)} {rpad('κ', 9)}   "
                  f"{words(w.CI)}"]
    for name, est in block.per_label_kappa.items():
        support = est.extras.get("support", 0)
        row = estimate_row("", est, NAME_WIDTH, words)[NAME_WIDTH + 1:]
        lines.append(f"  {pad(name, width)} {rpad(str(support), given_width)} {row}".rstrip())
    if block.undefined_labels:
        lines.append("  " + words(w.LEFT_OUT, labels=words.join(block.undefined_labels)))
    return lines


def pair_block(pair: PairSummary, words: Words = ENGLISH) -> list[str]:
    """n, coverage, p_o / p_e, kappa with CI, the other coefficients, per class, disagreements."""
    a, b = pair.annotators
    cov = f"{pair.coverage:.1%}" if pair.coverage is not None else words(w.NOT_APPLICABLE)
    kappa = pair.coefficients["cohen_kappa"]
    both, observed = words(w.BOTH), words(w.OBSERVED)
    lead = max(display_width(both), display_width(observed)) + 2
    lines = [
        f"{a} × {b}",
        "  " + pad(both, lead) + words(w.COVERAGE, n=pair.n, total=pair.n_items, coverage=cov,
                                      a=a, missing_a=pair.missing[0], b=b,
                                      missing_b=pair.missing[1], unpaired=pair.unpaired),
        "  " + pad(observed, lead) + words(w.CHANCE, po=_num(kappa.extras.get("po"), words),
                                          pe=_num(kappa.extras.get("pe"), words)),
    ]
    rows = [(_row_name(key, name, pair.coefficients[key], words), pair.coefficients[key])
            for key, name in PAIR_ROWS if key in pair.coefficients]
    width = max([NAME_WIDTH, *(display_width(name) for name, _ in rows)])
    lines.append(_head(words, width))
    lines += ["  " + estimate_row(name, est, width, words) for name, est in rows]
    lines += ["", *class_rows(pair, words), "", *disagreement_rows(pair, words)]
    return lines


def _head(words: Words, width: int) -> str:
    """The heading of a block of coefficients: name, value, interval."""
    return f"  {pad(words(w.COEFFICIENT), width)} {rpad(words(w.VALUE), 9)}   {words(w.CI)}"


def _row_name(key: str, name: str, est: Estimate, words: Words = ENGLISH) -> str:
    """A coefficient's row name; a weighted one names its weights and what they are put on."""
    if key not in ("cohen_kappa_weighted", "gwet_ac2"):
        return words(name)
    on = est.extras.get("weights_on")
    weights = words.option(est.extras.get("weights", "custom"))
    if on in ("values", "ranks"):
        return words(w.WEIGHTED_NAME_ON, name=words(name), weights=weights, on=words.option(on))
    return words(w.WEIGHTED_NAME, name=words(name), weights=weights)


def estimate_row(name: str, est: Estimate, width: int = NAME_WIDTH,
                 words: Words = ENGLISH) -> str:
    """One aligned row: name, value, interval (or 'undefined' and the reason)."""
    if est.value is None:
        return f"{pad(name, width)} {rpad(words(w.UNDEFINED), 9)}   {words.reason(est.reason)}"
    ci = f"[{est.ci[0]:.4f}, {est.ci[1]:.4f}]" if est.ci else ""
    if not est.ci and est.ci_reason:  # a zero-width interval is withheld, never shown as exact
        ci = words(w.INTERVAL_WITHHELD, reason=words.reason(est.ci_reason))
    row = f"{pad(name, width)} {est.value:>9.4f}   {ci}".rstrip()
    note = est.extras.get("coverage_note")
    if note:  # an interval kind that covered under 93% in simulations says so below its row
        row += "\n  " + " " * (width + 13) + words(w.COVERAGE_NOTE, note=words.reason(note))
    return row


def class_rows(pair: PairSummary, words: Words = ENGLISH) -> list[str]:
    """Per label: one-vs-rest kappa and specific agreement."""
    label, vs_rest, specific = words(w.LABEL), words(w.VS_REST), words(w.SPECIFIC)
    width = max([display_width(x) for x in pair.labels] + [display_width(label)]) + 2
    k_width = max(12, display_width(vs_rest) + 1)
    s_width = max(19, display_width(specific) + 1)
    lines = [f"  {pad(label, width)} {rpad(vs_rest, k_width)} {rpad(specific, s_width)}"]
    for name in pair.labels:
        k = pair.per_class_kappa.get(name)
        s = pair.specific_agreement.get(name)
        lines.append(f"  {pad(name, width)} {rpad(_num(k.value if k else None, words), k_width)} "
                     f"{rpad(_num(s.value if s else None, words), s_width)}")
    return lines


def disagreement_rows(pair: PairSummary, words: Words = ENGLISH) -> list[str]:
    """The class pairs the two annotators disagreed on most, either way round (unordered, as
    the window's disagreement panel and the report rank them)."""
    top = disagreement_pairs(pair.table, pair.labels)[:TOP_DISAGREEMENTS] if pair.n else []
    if not top:
        return ["  " + words(w.NO_DISAGREEMENTS)]
    a, b = pair.annotators
    lines = ["  " + words(w.TOP, a=a, b=b)]
    width = max(display_width(f"{d.label_a} ↔ {d.label_b}") for d in top) + 2
    for d in top:
        share = words(w.SHARE, share=f"{d.share_of_disagreements:.1%}")
        lines.append(f"    {pad(f'{d.label_a} ↔ {d.label_b}', width)} {d.count:>7}   {share}")
    return lines


def overall_block(overall: OverallSummary, words: Words = ENGLISH) -> list[str]:
    """Many-rater coefficients and the pairwise kappa matrix."""
    rows = [(words(name), overall.coefficients[key]) for key, name in OVERALL_ROWS
            if key in overall.coefficients]
    name_width = max([NAME_WIDTH, *(display_width(name) for name, _ in rows)])
    lines = [words(w.ALL, n=len(overall.annotators), items=overall.n_items),
             _head(words, name_width)]
    lines += ["  " + estimate_row(name, est, name_width, words) for name, est in rows]
    names = overall.annotators
    if not overall.pairwise_kappa:  # a crowd: its listed pairs carry their kappa
        return lines
    width = max([display_width(n) for n in names] + [6]) + 2
    lines += ["", "  " + words(w.EACH_PAIR),
              "  " + pad("", width) + "".join(f"{pad(n, width)}" for n in names)]
    for name, row in zip(names, overall.pairwise_kappa, strict=True):
        cells = "".join(pad("—" if v is None else f"{v:.3f}", width) for v in row)
        lines.append("  " + pad(name, width) + cells)
    return lines


def render_strata(by: dict[str, Any], words: Words = ENGLISH) -> str:
    """The --by block (the JSON ``by`` key as text): per pair, one row per stratum value with
    n, p_o, Cohen's κ and its interval, Gwet's AC1, and why a value is undefined."""
    column = by["column"]
    lines: list[str] = []
    for pair in by["pairs"]:
        a, b = pair["annotators"]
        values = [_stratum_value(s["value"], words) for s in pair["strata"]]
        width = max([display_width(v) for v in values] + [display_width(column), 7]) + 2
        lines += ["", words(w.BY, a=a, b=b, column=column),
                  f"  {pad(column, width)} {'n':>7} {'p_o':>9} {rpad(words(w.KAPPA), 10)}   "
                  f"{pad(words(w.CI), 18)} {rpad(words(w.AC1), 10)}"]
        for value, s in zip(values, pair["strata"], strict=True):
            lines.append(f"  {pad(value, width)} {s['n']:>7} " + _stratum_cells(s, words))
    return "\n".join(lines) + "\n"


def _stratum_value(value: str, words: Words) -> str:
    """A stratum's value as shown: the empty cells' stratum in words."""
    return words(w.BLANK) if value == w.BLANK else value


def _stratum_cells(s: dict[str, Any], words: Words = ENGLISH) -> str:
    """p_o, κ, κ's interval and AC1 of one stratum; the first reason when one is undefined."""
    po, kappa, ac1 = s["percent_agreement"], s["cohen_kappa"], s["gwet_ac1"]
    ci = (f"[{kappa['ci_low']:.4f}, {kappa['ci_high']:.4f}]"
          if kappa["ci_low"] is not None and kappa["ci_high"] is not None else "")
    text = (f"{rpad(_num(po['value'], words), 9)} {rpad(_num(kappa['value'], words), 10)}   "
            f"{pad(ci, 18)} {rpad(_num(ac1['value'], words), 10)}")
    reason = next((words.reason(e["reason"]) for e in (kappa, ac1, po) if e.get("reason")),
                  kappa.get("ci_reason")
                  and words(w.KAPPA_INTERVAL, reason=words.reason(kappa["ci_reason"])))
    return (text + (f"   {reason}" if reason else "")).rstrip()


def display_width(text: str) -> int:
    """Terminal cells the text takes: wide (CJK) characters count two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int) -> str:
    """Left-align text in a field of ``width`` terminal cells."""
    return text + " " * max(0, width - display_width(text))


def rpad(text: str, width: int) -> str:
    """Right-align text in a field of ``width`` terminal cells."""
    return " " * max(0, width - display_width(text)) + text


def _num(x: float | None, words: Words = ENGLISH) -> str:
    """A value to four decimals, or 'undefined'."""
    return words(w.UNDEFINED) if x is None else f"{x:.4f}"


def _intervals_line(report: AgreementReport, words: Words = ENGLISH) -> str:
    """Which intervals the report shows: with --ci bootstrap each pair's (label sets' too) are
    bootstrap intervals (no "± z·SE"); the many-rater block's stay analytic (Fleiss, Conger,
    α over all annotators are not resampled: the kind the simulation chose, as without
    --ci bootstrap) and are named with their convention. Analytic,
    p_o's Wilson interval is named beside the rest."""
    opts = report.options
    intervals = _interval_words(opts, words)
    conventions = words.convention(report.conventions)
    if opts.get("ci") == "bootstrap":
        if len(report.annotators) < 3:  # no many-rater block is shown
            return words(w.BOOTSTRAP_ONLY, intervals=intervals)
        line = words(w.BOOTSTRAP_AND_ANALYTIC, intervals=intervals, conventions=conventions)
        chosen = _chosen_convention(report)
        return line + words(w.CHOSEN, convention=words.convention(chosen)) if chosen else line
    line = words(w.INTERVALS, intervals=intervals, conventions=conventions)
    po = [p.coefficients["percent_agreement"].convention for p in report.pairs
          if "percent_agreement" in p.coefficients]
    if opts.get("ci") != "none" and po and po[0] != report.conventions:
        line += words(w.PO_WILSON, convention=words.convention(po[0].split("; ")[-1]))
    chosen = _chosen_convention(report)
    if chosen:
        line += words(w.CHOSEN, convention=words.convention(chosen))
    return line


def _chosen_convention(report: AgreementReport) -> str | None:
    """The convention parts of the intervals the simulation chose for some coefficients (the
    jackknife, Donner & Eliasziw's), each once, in the order met; None if none."""
    blocks = [p.coefficients for p in report.pairs]
    if report.overall is not None:
        blocks.append(report.overall.coefficients)
    found: list[str] = []
    for block in blocks:
        for est in block.values():
            if est.extras.get("ci_method") in ("jk", "jkz", "gof"):
                part = est.convention.split("; ")[-1]
                if part not in found:
                    found.append(part)
    return "; ".join(found) if found else None


def _interval_words(opts: dict[str, object], words: Words = ENGLISH) -> str:
    """The interval option in words."""
    if opts.get("ci") == "bootstrap":
        return words(w.BOOTSTRAP, resamples=opts.get("resamples"), seed=opts.get("seed"))
    return words(w.NO_INTERVALS) if opts.get("ci") == "none" else words(w.ANALYTIC)


def _basis_words(on: object, report: AgreementReport, words: Words = ENGLISH) -> str:
    """What the weights measure distance on, in words, with the reason when ranks stand in."""
    if on == "values":
        return words(w.ON_VALUES)
    if on != "ranks":
        return words(w.AS_GIVEN)
    notes = [est.extras.get("weights_on_note") for pair in report.pairs
             for est in pair.coefficients.values()]
    note = next((n for n in notes if n), None)
    ranks = words(w.ON_RANKS)
    return words(w.ASIDE, text=ranks, note=words(note)) if note else ranks


def _weights_words(weights: object, words: Words = ENGLISH) -> str:
    """A scheme name, or 'custom' for a matrix, in words."""
    return words.option(weights if isinstance(weights, str) else "custom")


__all__: Sequence[str] = ["render_strata", "render_text"]
