"""The acceptance report as one HTML document (self-contained: figures are embedded).

``render_html(model, lang, figures)`` writes every section of the model in order. Numbers are
the model's (the core's) values, each in a keyed cell (see ``html_parts``). ``figures`` maps a
figure name to the ``src`` of its image (a data URI in the HTML file, a resource name when Qt
prints the PDF); a figure without a source is left out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.summaries.summary_model import PairSummary
from adjudicator.report.acceptance.conclusion import contradicts
from adjudicator.report.acceptance.model import (
    INFO_FIELDS,
    INFO_LABELS,
    AdjudicationSummary,
    ReportModel,
    landis_koch,
)
from adjudicator.report.acceptance.verdict import VERDICT_WORDS
from adjudicator.report.rendering.html_benchmark import (
    benchmark_para,
    interval_cell,
    macro_f1_cell,
)
from adjudicator.report.rendering.html_effects import effects
from adjudicator.report.rendering.html_gold import gold
from adjudicator.report.rendering.html_label_sets import label_sets
from adjudicator.report.rendering.html_models import models
from adjudicator.report.rendering.html_parts import (
    COEFFICIENT_NAMES,
    INDICES,
    cell,
    esc,
    estimate_cells,
    figure,
    heading,
    num,
    para,
    raw_cell,
    table,
    table_notes,
)
from adjudicator.report.rendering.html_ranking import ranking
from adjudicator.report.rendering.html_rules import RULE_HEADER, rule_rows
from adjudicator.report.rendering.html_scale import scale_history, scale_note, scale_warnings
from adjudicator.report.rendering.html_scores import scores
from adjudicator.report.rendering.texts import Texts

STYLE = """body { font-family: %(families)s; font-size: 10pt; }
h1 { font-size: 18pt; } h2 { font-size: 14pt; margin-top: 14px; } h3 { font-size: 11pt; }
th { background-color: #e8e8e8; }
p.note { font-size: 8pt; color: #444444; } .pass { color: #1b6e20; } .fail { color: #b00020; }
.flag { color: #b00020; font-weight: bold; }"""

NAMED_COLUMNS = 6  # labels: with more, a matrix's columns are numbered (rows keep names)
Section = Callable[[ReportModel, Texts, Mapping[str, str]], str]


def render_html(model: ReportModel, lang: str = "en",
                figures: Mapping[str, str] | None = None) -> str:
    """The whole report as an HTML string in ``lang`` (en, zh_CN, zh_TW)."""
    t = Texts(lang)
    figs = figures or {}
    body = "".join(section(model, t, figs) for section in SECTIONS)
    html_lang = {"en": "en", "zh_CN": "zh-Hans", "zh_TW": "zh-Hant"}[lang]
    return (f'<!DOCTYPE html><html lang="{html_lang}"><head><meta charset="utf-8">'
            f"<title>{esc(t('Acceptance report'))}</title><style>{style(lang)}</style></head>"
            f"<body>{body}</body></html>")


def hash_text(digest: str) -> str:
    """A SHA-256 in a smaller fixed-width face, so its 64 digits fit one line of A4."""
    return f'<tt style="font-size: 8pt">{esc(digest)}</tt>'


def style(lang: str) -> str:
    """The report's CSS, its font list in the language's order (``report.fonts``)."""
    from adjudicator.report.rendering.fonts import css_families
    return STYLE % {"families": css_families(lang)}


def pair_title(p: PairSummary) -> str:
    return f"{p.annotators[0]} / {p.annotators[1]}"


def pair_key(p: PairSummary | tuple[str, ...]) -> str:
    names = p.annotators if isinstance(p, PairSummary) else p
    return f"pair:{names[0]}/{names[1]}"


# ----- sections ---------------------------------------------------------------------------
def title(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    v = m.verdict
    text = VERDICT_WORDS[v.overall]
    cls = {"pass": "pass", "fail": "fail"}.get(v.overall, "")
    out = heading(1, f"{t('Acceptance report')} — {m.info.get('project', m.dataset)}")
    out += f'<h2 class="{cls}" id="verdict">{esc(t.label(t("Verdict"), t(text)))}</h2>'
    if v.set_after_results_seen:
        words = t("Warning: acceptance rules were set or changed after results had been seen")
        out += f'<p class="flag" id="rules-after-results">{esc(words)}</p>'
    if contradicts(m.info.get("conclusion", ""), v.overall):
        out += f'<p class="flag" id="conclusion-contradicts">{esc(_contradiction(m, t))}</p>'
    out += scale_warnings(m, t)

    return out


def project(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    rows = [[cell(t(INFO_LABELS[k])), cell(m.info.get(k) or t("(not given)"))]
            for k in INFO_FIELDS[:5]]
    rows += [[cell(t("Dataset")), cell(m.dataset)],
             [cell(t("Items")), num("n_items", m.n_items, "count")],
             [cell(t("Annotators")), cell(", ".join(m.annotators))],
             [cell(t("Labels")), cell(", ".join(m.labels))]]
    return heading(2, t("Project and batch")) + table(["", ""], rows)


def guidelines(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    out = heading(2, t("Guideline versions"))
    if not m.guidelines:
        return out + para(t("No guideline version was recorded"))
    rows = [[cell(g.version), num(f"guideline:{g.version}:seq", g.seq, "count"), cell(g.time),
             cell(g.notes)] for g in m.guidelines]
    return out + table([t("Version"), t("From event"), t("Time"), t("Notes")], rows)


def sample(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    rows = [[cell(t(INFO_LABELS[k])), cell(m.info.get(k) or t("(not given)"))]
            for k in ("sampling_frame", "planned_sample_size")]
    rows.append([cell(t("Items in the sample (actual n)")), num("n_items", m.n_items, "count")])
    rows += [[cell(t.label(t("Items both annotators labelled"), pair_title(p))),
              num(f"{pair_key(p)}:n", p.n, "count")] for p in m.agreement.pairs]
    return heading(2, t("Sample")) + table(["", ""], rows) + planning(m, t)


def planning(m: ReportModel, t: Texts) -> str:
    """The planned sample size, what it was planned for, and the method with its sources."""
    plan = m.appendices.get("planning")
    if plan is None:
        return ""
    rows = [[cell(t("Items needed (both annotators)")), num("plan:n", plan.n, "count")],
            [cell(t("Expected κ")), num("plan:kappa", plan.kappa)]]
    if plan.half_width is not None:
        rows.append([cell(t("Target CI half-width")), num("plan:half_width", plan.half_width)])
    else:
        rows += [[cell(t("CI lower bound to clear")), num("plan:threshold", plan.threshold)],
                 [cell(t("Power")), num("plan:power", plan.power)]]
    rows.append([cell(t("Confidence level")), num("plan:level", plan.level, "share")])
    rows += [[cell(t.label(t("Class prevalence"), label)), num(f"plan:prevalence:{label}", p,
                                                              "share")]
             for label, p in zip(m.labels, plan.prevalences, strict=False)]
    rows.append([cell(t("n · Var(κ̂) at the expected table")), num("plan:q", plan.q)])
    method = t("Method: the large-sample variance of κ (Fleiss, Cohen & Everitt 1969) at the "
               "table with the expected κ and these prevalences as common marginals; "
               "n = z²·Q / w² for a half-width w, n = ((z + z_power)·√Q / (κ − κ₀))² for a "
               "lower bound above κ₀ (Flack et al. 1988; Cantor 1996); checked by simulation.")
    return (heading(3, t("Sample size planning")) + table(["", ""], rows)
            + para(method, note=True))


def missing(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    ms = m.missing
    rows = [[cell(t.label(t("Items without a label"), a)), num(f"missing:{a}", n, "count")]
            for a, n in ms.per_annotator.items()]
    rows += [[cell(t("Items with at least one missing label")),
              num("missing:items_with_missing", ms.items_with_missing, "count")],
             [cell(t("Items with fewer than two labels")),
              num("missing:items_rated_by_one", ms.items_rated_by_one, "count")],
             [cell(t("Rows skipped by the import")),
              num("missing:skipped_rows", ms.skipped_rows, "count")]]
    out = (heading(2, t('Missing and "cannot judge" values'))
           + para(t('Missing and "cannot judge" values are left out of every coefficient: an '
                    "item counts for a pair only when both annotators labelled it."))
           + table(["", t("Count")], rows))
    if "missing_values" in m.unavailable:
        return out + para(t(m.unavailable["missing_values"]), note=True)
    for title_key, values, key in (
            ('Values read as "cannot judge" (treated as missing)', ms.uncertain_values,
             "uncertain"), ("Values read as missing", ms.missing_values, "missing_value")):
        if values:
            out += heading(3, t(title_key)) + table(
                [t("Value"), t("Count")],
                [[cell(v), num(f"{key}:{v}", n, "count")] for v, n in values.items()])
    return out


def distribution(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    header = [t("Class")]
    for d in m.distributions:
        header += [t.label(d.annotator, "n"), t.label(d.annotator, t("share"))]
    rows = []
    for j, lab in enumerate(m.labels):
        cells = [cell(lab)]
        for d in m.distributions:
            cells += [num(f"dist:{d.annotator}:{lab}:count", d.counts[j], "count"),
                      num(f"dist:{d.annotator}:{lab}:share", d.share(j), "share")]
        rows.append(cells)
    total = [cell(t("Total"))]
    for d in m.distributions:
        total += [num(f"dist:{d.annotator}:total", d.total, "count"), cell("")]
    rows.append(total)
    out = heading(2, t("Label distribution per annotator")) + table(header, rows)
    dominant = [(d.dominant, d.annotator) for d in m.distributions if d.dominant]
    if dominant:
        for label in dict.fromkeys(x[0] for x in dominant):
            who = t.list_of(a for lab, a in dominant if lab == label)
            phrase = t("dominates the labels of")
            space = "" if phrase.endswith("：") else " "
            out += para(f"{label} {phrase}{space}{who}{t.stop}")
        out += para(t("When one class dominates, chance agreement is high and κ is low even "
                      "when the annotators agree on most items (the prevalence paradox); read "
                      "κ beside p_o, Gwet's AC1 and PABAK."), note=True)
    rows = [[cell(" / ".join(x.annotators)),
             num(f"{pair_key(x.annotators)}:prevalence_index", x.prevalence_index.value),
             num(f"{pair_key(x.annotators)}:bias_index", x.bias_index.value),
             num(f"{pair_key(x.annotators)}:kappa_max", x.kappa_max.value)]
            for x in m.pair_extras]
    out += table([t("Pair"), t("Prevalence index"), t("Bias index"),
                  t("Maximum κ given the margins")], rows)
    return out + figure(figs, "distribution", t("Label distribution"))


def confusion(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    out = heading(2, t("Confusion matrix"))
    for p in m.agreement.pairs:
        a, b = p.annotators
        out += heading(3, f"{a} ({t('rows')}) × {b} ({t('columns')})")
        numbered = len(p.labels) > NAMED_COLUMNS  # names would break mid-word: numbers
        rows = [[cell(f"{i + 1} {lab}" if numbered else lab, bold=True),
                 *[num(f"{pair_key(p)}:cm:{lab}:{p.labels[j]}", int(p.table[i, j]), "count")
                   for j in range(len(p.labels))]]
                for i, lab in enumerate(p.labels)]
        heads = [str(j + 1) for j in range(len(p.labels))] if numbered else list(p.labels)
        if numbered:  # said before the table: it comes with the table, never a page apart
            out += para(t("Columns are numbered as the rows."), note=True)
        out += table(["", *heads], rows)
        out += figure(figs, f"confusion:{a}/{b}", t.label(t("Confusion matrix"), f"{a} / {b}"))
    return out


def coefficients(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    out = heading(2, t("Agreement coefficients"))
    out += scale_note(m, t)
    for p in m.agreement.pairs:
        out += heading(3, pair_title(p))
        out += coefficient_table(pair_key(p), p.coefficients, t)
        kappa = p.coefficients.get("cohen_kappa")
        if kappa is not None and kappa.value is not None:
            po, pe = kappa.extras.get("po"), kappa.extras.get("pe")
            out += table(["", ""], [
                [cell(t("Observed agreement p_o")), num(f"{pair_key(p)}:po", po)],
                [cell(t("Chance agreement p_e")), num(f"{pair_key(p)}:pe", pe)]])
        out += _band(m, p, t)
    ov = m.agreement.overall
    if ov is not None:
        out += heading(3, t("All annotators"))
        out += coefficient_table("overall", ov.coefficients, t)
        out += benchmark_para("α", ov.coefficients.get("krippendorff_alpha"), t)
        out += para(t.core("Statistics", ov.note), note=True) if ov.note else ""
    return out


def coefficient_table(key: str, coefs: Mapping[str, Estimate], t: Texts) -> str:
    """Value, SE, CI and n of each coefficient; the conventions as numbered notes below."""
    conventions: list[str] = []
    rows = []
    for name, est in coefs.items():
        if name in INDICES:
            continue
        mark = ""
        if est.convention:
            if est.convention not in conventions:
                conventions.append(est.convention)
            mark = f"[{conventions.index(est.convention) + 1}]"
        rows.append([cell(COEFFICIENT_NAMES.get(name, name)),
                     *estimate_cells(f"{key}:{name}", est, t),
                     num(f"{key}:{name}:n", est.n, "count"), cell(mark)])
    notes = "".join(para(f"[{i + 1}] {t.convention(c)}", note=True)
                    for i, c in enumerate(conventions))
    header = [t("Coefficient"), t("Estimate"), t("SE"), t("95% CI"), "n", t("Convention")]
    return table(header, rows) + notes


def _band(m: ReportModel, p: PairSummary, t: Texts) -> str:
    est = p.coefficients.get(m.headline) or p.coefficients.get("cohen_kappa")
    band = landis_koch(est.value if est else None)
    if band is None or est is None:
        return ""
    name = COEFFICIENT_NAMES.get(est.metric, est.metric)
    words = t("Interpretation band (Landis & Koch 1977), for communication only, never the "
              "verdict")
    return para(t.label(words, f"{name} → {t(band)}"), note=True) + benchmark_para(name, est, t)


def per_class(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    out = heading(2, t("Per-class agreement"))
    for p in m.agreement.pairs:
        out += heading(3, pair_title(p))
        rows: list[list[str]] = []
        notes: list[str] = []  # reasons under the table, never in its narrow columns
        for lab in p.labels:
            mark = t.aside(t("key class")) if lab in m.key_classes else ""
            rows.append([cell(lab + mark, bold=bool(mark)),
                         *estimate_cells(f"{pair_key(p)}:class:{lab}:kappa",
                                         p.per_class_kappa[lab], t, notes),
                         *estimate_cells(f"{pair_key(p)}:class:{lab}:specific",
                                         p.specific_agreement[lab], t, notes)])
        header = [t("Class"), t("κ (one vs rest)"), t("SE"), t("95% CI"),
                  t("Specific agreement"), t("SE"), t("95% CI")]
        out += table(header, rows) + table_notes(notes)
        a, b = p.annotators
        out += figure(figs, f"per_class:{a}/{b}", t.label(t("Per-class agreement"), f"{a} / {b}"))
    return out


def strata(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    out = heading(2, t("κ by stratum"))
    if not m.strata:
        return out + para(t(m.unavailable.get("strata", "No stratum column")))
    for block in m.strata:
        key = f"stratum:{block.column}:{block.annotators[0]}/{block.annotators[1]}"
        out += heading(3, f"{block.column} — {' / '.join(block.annotators)}")
        notes: list[str] = []
        rows = [[cell(block.values[r.index]), num(f"{key}:{block.values[r.index]}:n", r.n,
                                                  "count"),
                 num(f"{key}:{block.values[r.index]}:percent_agreement:value",
                     r.coefficients["percent_agreement"].value),
                 *estimate_cells(f"{key}:{block.values[r.index]}:cohen_kappa",
                                 r.coefficients["cohen_kappa"], t, notes),
                 num(f"{key}:{block.values[r.index]}:gwet_ac1:value",
                     r.coefficients["gwet_ac1"].value)]
                for r in block.rows]
        out += table([t("Stratum"), "n", "p_o", "Cohen's κ", t("SE"), t("95% CI"),
                      "Gwet's AC1"], rows) + table_notes(notes)
        out += figure(figs, f"strata:{block.column}:{block.annotators[0]}/{block.annotators[1]}",
                      t.label(t("κ by stratum"), block.column))
    return out


def disagreements(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    out = heading(2, t("Disagreement profile"))
    for x in m.pair_extras:
        out += heading(3, " / ".join(x.annotators))
        if not x.disagreement_pairs:
            out += para(t("No disagreement"))
            continue
        key = pair_key(x.annotators)
        rows = [[cell(f"{c.label_a} ↔ {c.label_b}"),
                 num(f"{key}:dis:{c.label_a}:{c.label_b}:count", c.count, "count"),
                 num(f"{key}:dis:{c.label_a}:{c.label_b}:share_dis", c.share_of_disagreements,
                     "share"),
                 num(f"{key}:dis:{c.label_a}:{c.label_b}:share_items", c.share_of_items,
                     "share")] for c in x.disagreement_pairs]
        out += table([t("Class pair"), t("Count"), t("Share of disagreements"),
                      t("Share of items")], rows)
    return out


def adjudication(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    if "adjudication" in m.unavailable:
        return heading(2, t("Adjudication summary")) + para(t(m.unavailable["adjudication"]))
    a = m.adjudication
    rows = [[cell(t(name)), num(f"adj:{key}", value, "count")] for name, key, value in (
        ("Unanimous", "unanimous", a.unanimous), ("Adjudicated", "adjudicated", a.adjudicated),
        ("Unresolved", "unresolved", a.unresolved),
        ("Single annotator, no final label", "single", a.single),
        ("Single annotator, label accepted by the lead", "single_accepted", a.single_accepted),
        ("Accepted by the auto-accept policy", "policy_accepted", a.policy_accepted),
        ("Items with a disagreement", "disagreements", a.disagreements),
        ("Disagreements without a decision", "unreviewed", a.unreviewed),
        ("Decisions flagged for a guideline update", "guideline_updates",
         a.guideline_updates))]
    out = heading(2, t("Adjudication summary")) + table(["", t("Count")], rows)
    out += para(t.label(t("Auto-accept policy"), _policy_words(a, t)))
    out += heading(3, t("Error categories"))
    if not a.error_categories:
        return out + para(t("None"))
    return out + table([t("Error categories"), t("Count")],
                       [[cell(c), num(f"adj:error:{c}", n, "count")]
                        for c, n in a.error_categories.items()])


def _policy_words(a: AdjudicationSummary, t: Texts) -> str:
    """The policy in force and where it comes from, e.g. "4 of 5 (declared in event 12)"."""
    if a.policy == "none":
        name = t("none: no item takes a label without the lead")
    elif a.policy == "unanimous":
        name = t("unanimous items")
    elif a.policy.startswith("posterior≥"):
        name = t("unanimous items and items whose Dawid–Skene posterior of one label is at "
                 "least {p}").format(p=a.policy.removeprefix("posterior≥"))
    else:
        k, n = a.policy.split("/")
        name = t("unanimous items and {k} of {n} annotators agreeing").format(k=k, n=n)
    if a.policy_seq is None:
        return name + " " + t("(the default: no policy declared)")
    return name + " " + t("(declared in event {seq})").format(seq=a.policy_seq)


def versus(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    vf = m.versus_final
    out = heading(2, t("Each annotator against the final labels"))
    if "versus_final" in m.unavailable:
        return out + para(t(m.unavailable["versus_final"]))
    out += versus_disputed(m, t)
    out += heading(3, t("On every item with a final label"))
    out += para(t.label(t("Items without a final label are left out"), f"{vf.unresolved:,}"))
    out += para(t("Unanimous items agree with the final label by construction, so κ against "
                  "the final labels is higher than κ between annotators."), note=True)
    notes: list[str] = []  # reasons under the table: its nine columns are narrow
    rows = [[cell(b.annotator), num(f"vf:{b.annotator}:n", b.n, "count"),
             *estimate_cells(f"vf:{b.annotator}:kappa", b.kappa, t, notes),
             *estimate_cells(f"vf:{b.annotator}:po", b.percent_agreement, t, notes),
             num(f"vf:{b.annotator}:macro_f1", b.macro_f1),
             macro_f1_cell(b.macro_f1, b.macro_f1_ci(), t, notes)]
            for b in vf.annotators]
    out += table([t("Annotator"), "n", "κ", t("SE"), t("95% CI"), "p_o", t("SE"), t("95% CI"),
                  t("Macro F1"), t("95% CI")], rows) + table_notes(notes)
    out += ranking(vf, t)
    classes = [lab for lab in m.labels if lab in m.key_classes] or list(m.labels)
    for b in vf.annotators:
        out += heading(3, b.annotator)
        rows, notes = [], []
        for c in b.classes:
            if c.label not in classes:
                continue
            key = f"vf:{b.annotator}:class:{c.label}"
            rows.append([cell(c.label), num(f"{key}:support", c.support, "count"),
                         *estimate_cells(f"{key}:recall", c.recall, t, notes),
                         *estimate_cells(f"{key}:precision", c.precision, t, notes),
                         num(f"{key}:f1", c.f1.value), interval_cell(c.f1.ci, t)])
        out += table([t("Class"), t("Support"), t("Recall"), t("SE"), t("95% CI"),
                      t("Precision"), t("SE"), t("95% CI"), "F1", t("95% CI")], rows)
        out += table_notes(notes)
    return out


def versus_disputed(m: ReportModel, t: Texts) -> str:
    """The headline: each annotator against the final labels on the disputed items the lead
    decided (there no annotator agrees by construction); says so when there are none."""
    vd = m.versus_disputed
    if vd is None:
        return ""
    out = heading(3, t("On the disputed items the lead decided"))
    decided = max((b.n for b in vd.annotators), default=0)
    if decided == 0:
        return out + para(t("No disputed item has been decided yet: there is nothing to judge "
                            "the annotators by."))
    out += para(t.label(t("Disputed items not decided, left out"), f"{vd.unresolved:,}"))
    notes: list[str] = []  # reasons under the table: its eight columns are narrow
    rows = [[cell(b.annotator), num(f"vfd:{b.annotator}:n", b.n, "count"),
             *estimate_cells(f"vfd:{b.annotator}:kappa", b.kappa, t, notes),
             *estimate_cells(f"vfd:{b.annotator}:po", b.percent_agreement, t, notes)]
            for b in vd.annotators]
    return out + table([t("Annotator"), "n", "κ", t("SE"), t("95% CI"), "p_o", t("SE"),
                        t("95% CI")], rows) + table_notes(notes)


def rules(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    v = m.verdict
    out = heading(2, t("Acceptance rules"))
    if v.rules is None:
        return out + para(t("No acceptance rules were set")) + scale_history(m, t)
    source = t("file") if v.source == "file" else (
        f"{t('Decision log')}{t.comma}{t('event')} {v.source.rsplit(' ', 1)[-1]}")
    out += para(t.label(t("Rules from"), source))
    rows = rule_rows(v.results, v.rules, t)
    out += table([t(h) for h in RULE_HEADER], rows)
    if v.history:
        out += heading(3, t("Rules set in the decision log"))
        hist = [[num(f"rules_event:{h.seq}:seq", h.seq, "count"), cell(_stamp(h.time)),
                 cell(h.author),
                 num(f"rules_event:{h.seq}:decisions_before", h.decisions_before, "count"),
                 cell(_stamp(h.results_first_shown) if h.results_first_shown
                      else t("not recorded")),
                 raw_cell(f'<span class="flag">{esc(t("after results were seen"))}</span>'
                          if h.after_results_seen else esc(t("before results were seen")))]
                for h in v.history]
        out += table(["#", t("Set on"), t("Author"), t("Decisions before it"),
                      t("Results first shown"), ""], hist)
    return out + scale_history(m, t)


def _stamp(time: str) -> str:
    """An event's ISO time to the second, as "2026-05-04 09:30:12 UTC"."""
    if len(time) >= 19 and time[10] == "T":
        return f"{time[:10]} {time[11:19]} UTC"
    return time


def signoff(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    overall = m.verdict.overall
    auto = t("Accept") if overall == "pass" else t("Rework") if overall == "fail" else ""
    conclusion = m.info.get("conclusion") or auto or t("(not given)")
    shown = cell(conclusion)
    if contradicts(m.info.get("conclusion", ""), overall):
        shown = raw_cell(f'{esc(conclusion)}<br><span class="flag">'
                         f'{esc(_contradiction(m, t))}</span>')
    rows = [[cell(t(INFO_LABELS["conclusion"])), shown],
            [cell(t(INFO_LABELS["signed_by"])), cell(m.info.get("signed_by", ""))],
            [cell(t("Signature")), cell("")],
            [cell(t(INFO_LABELS["signed_on"])), cell(m.info.get("signed_on", ""))]]
    return heading(2, t("Conclusion and sign-off")) + table(["", ""], rows)


def _contradiction(m: ReportModel, t: Texts) -> str:
    """Why the typed conclusion is flagged: it says the opposite of the verdict."""
    if m.verdict.overall == "fail":
        return t("Warning: the conclusion entered reads as an acceptance, but at least one "
                 "acceptance rule is not met")
    return t("Warning: the conclusion entered reads as a rejection or rework, but every "
             "acceptance rule is met")


def reproducibility(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    r = m.reproducibility
    rows = [[cell(o.get("path", "")), num(f"original:{o.get('path', '')}:size",
                                          o.get("size"), "count"),
             raw_cell(hash_text(o.get("sha256", "")))] for o in r.originals]
    out = heading(2, t("Reproducibility")) + table(
        [t("Original file"), t("Size (bytes)"), "SHA-256"], rows)
    out += table(["", ""], [
        [cell(t("Decision log")), raw_cell(f"{esc(r.log_name)}<br>" + (
            hash_text(r.log_sha256) if r.log_sha256
            else esc(t("not created yet: no decision or rule was recorded"))))],
        [cell(t("Last sequence number")), num("last_seq", r.last_seq, "count")],
        [cell(t("App version")), cell(r.app_version)], [cell(t("Created")), cell(r.created)]])
    return out


def appendices(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    from adjudicator.report.rendering.html_appendix import render_appendices
    return render_appendices(m, t, figs)


SECTIONS: tuple[Section, ...] = (
    title, project, guidelines, sample, missing, distribution, confusion, coefficients,
    effects, models, scores, per_class, label_sets, strata, disagreements, adjudication, versus,
    gold, rules, signoff, reproducibility, appendices,
)
