"""Small HTML pieces of the report: escaped text, keyed number cells, tables, figures, names.

Every number cell carries ``data-key`` (what it is) and ``data-value`` (the core's float, in
full precision) beside the rounded text a reader sees, so a test can check each one against
the core. The markup stays within what Qt's rich-text engine lays out (tables with ``thead``,
``border``/``cellpadding`` attributes, simple CSS), so the PDF is printed from the same HTML.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence

from adjudicator.core.stats.common.estimate import Estimate

#: coefficient names as a reviewer reads them (the same in every language)
COEFFICIENT_NAMES = {
    "percent_agreement": "p_o", "cohen_kappa": "Cohen's κ", "scott_pi": "Scott's π",
    "gwet_ac1": "Gwet's AC1", "brennan_prediger": "Brennan–Prediger", "pabak": "PABAK",
    "cohen_kappa_weighted": "Cohen's weighted κ", "gwet_ac2": "Gwet's AC2",
    "krippendorff_alpha": "Krippendorff's α", "fleiss_kappa": "Fleiss' κ",
    "conger_kappa": "Conger's κ",
}
#: descriptive indices shown with the label distribution, not as agreement coefficients
INDICES = ("kappa_max", "prevalence_index", "bias_index")


def esc(text: object) -> str:
    """Text made safe for HTML (labels and user fields are never markup)."""
    return html.escape(str(text), quote=True)


def show(value: float | int | None, kind: str = "coef") -> str:
    """The text a reader sees: coefficients to 4 places, counts whole, shares in percent."""
    if value is None:
        return "—"
    if kind == "count":
        return f"{int(value):,}"
    if kind == "share":
        return f"{100 * float(value):.1f}%"
    return f"{float(value):.4f}"


PLACES = {"coef": 4, "share": 1}  # decimal places shown by default (a share in percent)
MOST_PLACES = 17  # enough to tell any two distinct doubles in [-1, 1] apart


def shown_apart(value: float | None, threshold: float, kind: str) -> tuple[str, str]:
    """A value and the threshold it is judged against, as shown side by side: with as many
    places as it takes to tell them apart when they differ, so a verdict is never hidden by
    rounding (κ = 0.6999898 against 0.7 reads 0.69999, not 0.7000 beside "fail"). Counts
    and equal values keep the default places; when even 17 places cannot separate them, the
    value reads "< 0.7000" or "> 0.7000"."""
    if value is None or kind not in PLACES or value == threshold:
        return show(value, kind), show(threshold, kind)
    scale = 100.0 if kind == "share" else 1.0
    suffix = "%" if kind == "share" else ""
    for places in range(PLACES[kind], MOST_PLACES + 1):
        a, b = f"{scale * value:.{places}f}", f"{scale * threshold:.{places}f}"
        if a != b:
            return a + suffix, b + suffix
    edge = show(threshold, kind)
    return ("< " if value < threshold else "> ") + edge, edge


def num(key: str, value: float | int | None, kind: str = "coef") -> str:
    """A right-aligned cell holding a number with its key and full value."""
    return num_as(key, value, kind, show(value, kind))


def num_as(key: str, value: float | int | None, kind: str, text: str) -> str:
    """``num`` showing ``text`` (e.g. from ``shown_apart``) for the value."""
    full = "" if value is None else repr(int(value) if kind == "count" else float(value))
    return (f'<td align="right" class="num" data-key="{esc(key)}" data-kind="{kind}" '
            f'data-value="{full}">{esc(text)}</td>')


def cell(text: object, *, bold: bool = False) -> str:
    """A text cell."""
    body = f"<b>{esc(text)}</b>" if bold else esc(text)
    return f"<td>{body}</td>"


def raw_cell(markup: str) -> str:
    """A cell of markup already escaped."""
    return f"<td>{markup}</td>"


def table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """A table whose header row repeats on each printed page; ``rows`` hold ready cells."""
    head = "".join(f"<th>{esc(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(r) + "</tr>" for r in rows)
    thead = f"<thead><tr>{head}</tr></thead>" if any(h for h in header) else ""
    return (f'<table border="1" cellspacing="0" cellpadding="3" width="100%">'
            f"{thead}<tbody>{body}</tbody></table>")


def _why(reason: object, t: Callable[[str], str]) -> str:
    """The core's reason in the report's language ("not estimable: ..." stated once)."""
    render = getattr(t, "reason", None)
    text = render(reason) if callable(render) else str(reason)
    not_estimable = t("not estimable")
    colon = getattr(t, "colon", ": ")
    english = str(reason).startswith("not estimable")
    return text if english or text.startswith(not_estimable) else (
        f"{not_estimable}{colon}{text}")


def estimate_cells(key: str, est: Estimate, t: Callable[[str], str],
                   notes: list[str] | None = None) -> list[str]:
    """Value, SE and CI cells of one estimate; an undefined one says why, once; a withheld
    or zero-width interval is "not estimable" with the reason, never shown as certainty.
    With ``notes`` (a table of many narrow columns) the reason is a note under the table and
    the cell holds its mark ("— a"), so no sentence is squeezed into a narrow column."""
    not_estimable = t("not estimable")

    def said(text: str, colspan: int = 1) -> str:
        span = f' colspan="{colspan}"' if colspan > 1 else ""
        if notes is None:
            return f"<td{span}><i>{esc(text)}</i></td>"
        return f'<td{span} class="noted">— <sup>{note_mark(text, notes)}</sup></td>'

    if est.value is None:
        return [said(_why(est.reason, t) if est.reason else not_estimable, 3)]
    ci = est.ci
    if ci is None and est.ci_reason:
        ci_cell = said(_why(est.ci_reason, t))
    elif ci is None:
        ci_cell = "<td>—</td>"  # a statistic with no interval (an index), never a claim
    elif ci[1] - ci[0] <= 0:
        ci_cell = said(f"{not_estimable}: {t('the interval has zero width')} "
                       f"(SE = 0, {show(ci[0])})")
    else:
        ci_cell = (f'<td align="right" class="ci" data-key="{esc(key)}:ci" '
                   f'data-low="{float(ci[0])!r}" data-high="{float(ci[1])!r}">'
                   f"[{show(ci[0])}, {show(ci[1])}]</td>")
        if note := est.extras.get("coverage_note"):
            ci_cell = ci_cell[:-5] + _coverage_warning(note, t, notes) + "</td>"
    return [num(f"{key}:value", est.value), num(f"{key}:se", est.se), ci_cell]


def _coverage_warning(note: object, t: Callable[[str], str], notes: list[str] | None) -> str:
    """The mark of an interval whose kind covered under 93% in simulations: the sentence
    under the interval, or a note under a table of narrow columns."""
    render = getattr(t, "reason", None)
    text = render(note) if callable(render) else str(note)
    colon = getattr(t, "colon", ": ")
    warning = f"⚠ {t('the interval may be too narrow')}{colon}{text}"
    if notes is None:
        return f'<br/><small class="coverage-note">{esc(warning)}</small>'
    return f" <sup>⚠ {note_mark(warning, notes)}</sup>"


def note_mark(text: str, notes: list[str]) -> str:
    """The mark (a, b, …) of a note under a table; the same text keeps its mark."""
    if text not in notes:
        notes.append(text)
    return _mark(notes.index(text))


def _mark(i: int) -> str:
    letters = "abcdefghijklmnopqrstuvwxyz"
    return letters[i % 26] * (i // 26 + 1)


def table_notes(notes: Sequence[str]) -> str:
    """The notes of a table, each after its mark, in a small paragraph each."""
    return "".join(f'<p class="note"><sup>{_mark(i)}</sup> {esc(text)}</p>'
                   for i, text in enumerate(notes))


def heading(level: int, text: str, anchor: str = "") -> str:
    """A section heading."""
    ident = f' id="{esc(anchor)}"' if anchor else ""
    return f"<h{level}{ident}>{esc(text)}</h{level}>"


def para(text: str, *, note: bool = False) -> str:
    """A paragraph; notes are set smaller."""
    cls = ' class="note"' if note else ""
    return f"<p{cls}>{esc(text)}</p>"


def figure(figs: Mapping[str, str], name: str, caption: str) -> str:
    """An embedded figure with its caption, or nothing when it was not drawn."""
    src = figs.get(name)
    if not src:
        return ""
    return (f'<p><img src="{esc(src)}" width="560" alt="{esc(caption)}"><br>'
            f'<span class="note">{esc(caption)}</span></p>')
