"""The report's words about the scale: which one the weighted coefficients use and where it
came from (the coefficients section), a warning for each change made after results were seen
(under the verdict), and every change the log records (the audit part, beside the rules)."""

from __future__ import annotations

from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.acceptance.scale import FROM_LOG, FROM_SCHEMA, ScaleChange
from adjudicator.report.rendering.html_parts import cell, esc, heading, num, para, raw_cell, table
from adjudicator.report.rendering.texts import Texts


def scale_note(m: ReportModel, t: Texts) -> str:
    """On an ordinal scale: the label order, the weights the weighted coefficients use, and
    whether the log or the label schema chose it."""
    opts = m.agreement.options
    if opts.get("level") != "ordinal":
        return ""
    order = " < ".join(m.labels)
    weights = opts.get("weights")
    said = t.aside(t(f"{weights} weights")) if weights in ("linear", "quadratic") else ""
    text = t.label(t("Ordinal scale, label order"), order) + said + t.stop
    if m.scale.origin == FROM_SCHEMA:
        text += " " + t("From the label schema: the decision log records no scale.")
    elif m.scale.origin == FROM_LOG:
        text += " " + t("Recorded in the decision log (event {seq}).").replace(
            "{seq}", str(m.scale.seq))
    return para(text)


def late_words(change: ScaleChange, t: Texts) -> str:
    """"the scale was changed on DATE after N decisions" (or after results were seen)."""
    if change.decisions_before == 0:
        words = t("The scale was changed on {date} after results had been seen")
    elif change.decisions_before == 1:
        words = t("The scale was changed on {date} after 1 decision")
    else:
        words = t("The scale was changed on {date} after {n} decisions")
    return words.replace("{date}", change.date).replace("{n}", f"{change.decisions_before:,}")


def scale_warnings(m: ReportModel, t: Texts) -> str:
    """One flagged line under the verdict for each change made after results were seen."""
    return "".join(
        f'<p class="flag" id="scale-after-results-{c.seq}">'
        f'{esc(t.label(t("Warning"), late_words(c, t)))}</p>' for c in m.scale.late)


def scale_history(m: ReportModel, t: Texts) -> str:
    """Every scale the log records: when, by whom, what, and whether it came late."""
    if not m.scale.history:
        return ""
    rows = [[num(f"scale_event:{c.seq}:seq", c.seq, "count"), cell(c.time), cell(c.author),
             cell(_chosen(c, t)),
             raw_cell(f'<span class="flag">{esc(late_words(c, t))}</span>' if c.late
                      else esc(t("before results were seen")))]
            for c in m.scale.history]
    return heading(3, t("Scale set in the decision log")) + table(
        ["#", t("Time"), t("Author"), t("Scale"), ""], rows)


def _chosen(c: ScaleChange, t: Texts) -> str:
    if c.level in ("interval", "ratio"):
        return t(f"{c.level} (scores)")
    if c.level != "ordinal":
        return t("nominal")
    order = " < ".join(c.order) if c.order else t("the dataset's order")
    return t.label(t("ordinal"), order) + t.aside(t(f"{c.weights} weights"))
