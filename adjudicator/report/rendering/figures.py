"""The report's figures, drawn with matplotlib (Agg, no window) from the report model.

Confusion heatmap with counts, per-class κ with CI bars, label distribution per annotator, κ
by stratum with CIs, κ across rounds. Each figure is returned as PNG or SVG bytes; the values
plotted are the model's (the core's). Chinese labels are drawn with the installed CJK fonts or
else the bundled ones (``rendering/fonts.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from adjudicator.report.acceptance.model import ReportModel
from adjudicator.report.rendering.canvas import figure_bytes, new_figure
from adjudicator.report.rendering.texts import Texts

FORMATS = ("png", "svg")


def configure_fonts(lang: str = "zh_CN") -> None:
    """matplotlib draws with Agg; its sans-serif list is ``report.fonts.cjk_font_families``
    (DejaVu Sans for Latin, the installed CJK fonts, then the bundled ones), so Chinese
    renders on a machine with no CJK font of its own."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    from matplotlib import rcParams

    from adjudicator.report.rendering.fonts import cjk_font_families
    families = cjk_font_families(lang)
    # the list itself, not the generic "sans-serif": matplotlib falls back glyph by glyph
    # only through the named families (a generic name resolves to one font)
    rcParams["font.family"] = families
    rcParams["font.sans-serif"] = families + [
        f for f in rcParams["font.sans-serif"] if f not in families]
    rcParams["axes.unicode_minus"] = False
    rcParams["svg.fonttype"] = "path"  # SVG text as outlines: renders without the font


def confusion_heatmap(labels: Sequence[str], table: Any, a: str, b: str, t: Texts,
                      fmt: str = "png") -> bytes:
    """Counts of annotator a (rows) against b (columns), colour by count, count in each cell."""
    import numpy as np

    k = len(labels)
    with new_figure(1.6 + 0.75 * k, 1.2 + 0.65 * k) as fig:
        ax = fig.add_subplot()
        values = np.asarray(table)
        im = ax.imshow(values, cmap="Blues")
        high = values.max() if values.size else 0
        for i in range(k):
            for j in range(k):
                v = int(values[i, j])
                ax.text(j, i, f"{v:,}", ha="center", va="center",
                        color="white" if high and v > high * 0.6 else "black", fontsize=9)
        ax.set_xticks(range(k), labels, rotation=30, ha="right")
        ax.set_yticks(range(k), labels)
        ax.set_xlabel(b)
        ax.set_ylabel(a)
        ax.set_title(t("Confusion matrix"))
        fig.colorbar(im, ax=ax, shrink=0.8)
        return figure_bytes(fig, fmt)


def interval_plot(names: Sequence[str], values: Sequence[float | None],
                  cis: Sequence[tuple[float, float] | None], title: str, xlabel: str,
                  fmt: str = "png") -> bytes:
    """Points with horizontal CI bars, one row per name; undefined values are left out."""
    rows = [(n, v, c) for n, v, c in zip(names, values, cis, strict=True) if v is not None]
    with new_figure(6.0, 0.9 + 0.38 * max(len(rows), 1)) as fig:
        ax = fig.add_subplot()
        for y, (_, v, ci) in enumerate(rows):
            if ci is not None:
                ax.plot([ci[0], ci[1]], [y, y], color="#4a6fa5", linewidth=2)
            ax.plot([v], [y], "o", color="#1f3b63")
        ax.set_yticks(range(len(rows)), [r[0] for r in rows])
        ax.invert_yaxis()
        ax.axvline(0, color="#999999", linewidth=0.8)
        ax.set_xlim(min([-0.05, *(r[2][0] for r in rows if r[2])]), 1.02)
        ax.set_xlabel(xlabel)
        ax.set_title(title)
        ax.grid(axis="x", alpha=0.3)
        return figure_bytes(fig, fmt)


def distribution_bars(model: ReportModel, t: Texts, fmt: str = "png") -> bytes:
    """Share of each class among each annotator's labels, bars grouped by class."""
    k, r = len(model.labels), len(model.distributions)
    width = 0.8 / max(r, 1)
    with new_figure(1.8 + 0.9 * k, 3.2) as fig:
        ax = fig.add_subplot()
        for i, d in enumerate(model.distributions):
            shares = [d.share(j) or 0.0 for j in range(k)]
            ax.bar([j - 0.4 + width * (i + 0.5) for j in range(k)], shares, width,
                   label=d.annotator)
        ax.set_xticks(range(k), model.labels)
        ax.set_ylabel(t("Share of labels"))
        ax.set_title(t("Label distribution"))
        ax.legend(fontsize=8)
        return figure_bytes(fig, fmt)


def per_class_plot(model: ReportModel, pair_index: int, t: Texts, fmt: str = "png") -> bytes:
    """Per-class κ (one vs rest) of one pair with its CI."""
    p = model.agreement.pairs[pair_index]
    ests = [p.per_class_kappa[lab] for lab in p.labels]
    return interval_plot(list(p.labels), [e.value for e in ests], [e.ci for e in ests],
                         t.label(t("Per-class agreement"), " / ".join(p.annotators)),
                         "κ", fmt)


def strata_plot(model: ReportModel, block_index: int, t: Texts, fmt: str = "png") -> bytes:
    """κ per stratum value with its CI and n in the label."""
    block = model.strata[block_index]
    names = [f"{block.values[r.index]} (n={r.n:,})" for r in block.rows]
    ests = [r.coefficients["cohen_kappa"] for r in block.rows]
    return interval_plot(names, [e.value for e in ests], [e.ci for e in ests],
                         t.label(t("κ by stratum"), block.column), "Cohen's κ", fmt)


def _confusion_of(model: ReportModel, i: int, t: Texts, fmt: str = "png") -> bytes:
    p = model.agreement.pairs[i]
    return confusion_heatmap(p.labels, p.table, p.annotators[0], p.annotators[1], t, fmt)


def figure_makers(model: ReportModel, t: Texts) -> dict[str, Callable[[str], bytes]]:
    """Every figure of the report by name (the names the HTML refers to), drawn on demand."""
    makers: dict[str, Callable[[str], bytes]] = {
        "distribution": lambda fmt: distribution_bars(model, t, fmt)}
    for i, p in enumerate(model.agreement.pairs):
        a, b = p.annotators
        makers[f"confusion:{a}/{b}"] = partial(_confusion_of, model, i, t)
        makers[f"per_class:{a}/{b}"] = partial(per_class_plot, model, i, t)
    for i, block in enumerate(model.strata):
        name = f"strata:{block.column}:{block.annotators[0]}/{block.annotators[1]}"
        makers[name] = partial(strata_plot, model, i, t)
    rounds = model.appendices.get("rounds")
    if rounds is not None and len(rounds.rounds) > 1:
        makers["rounds"] = partial(rounds_plot, rounds, t)
    for m in getattr(rounds, "models", None) or ():
        makers[f"model_rounds:{m.model}"] = partial(model_rounds_plot, m, t)
    scores = model.agreement.scores
    if scores is not None and scores.values is not None:
        from adjudicator.report.rendering.score_figures import bland_altman_plot
        for i in range(len(scores.pairs)):
            makers[f"bland_altman:{i}"] = partial(bland_altman_plot, scores, i, t)
    return makers


def rounds_plot(section: Any, t: Texts, fmt: str = "png") -> bytes:
    """κ of each round (oldest on top) with its CI: the trend across guideline revisions."""
    return interval_plot([r.name for r in section.rounds],
                         [r.kappa.value for r in section.rounds],
                         [r.kappa.ci for r in section.rounds], t("Rounds"), "Cohen's κ", fmt)


def model_rounds_plot(m: Any, t: Texts, fmt: str = "png") -> bytes:
    """A model's κ in each round with its CI, against the final labels and the humans'
    majority (each human when neither is there): the model's trend across the rounds."""
    from adjudicator.report.rendering.html_model_rounds import reference_words

    tracks = [tr for tr in m.tracks if tr.kind in ("final", "majority")] or list(m.tracks)
    names, values, cis = [], [], []
    for track in tracks:
        who = reference_words(track.kind, track.reference, t)
        for round_name, kappa in track.kappas:
            names.append(f"{round_name} · {who}")
            values.append(kappa.value)
            cis.append(kappa.ci)
    title = t("Model {model}").format(model=m.model)
    return interval_plot(names, values, cis, title, "Cohen's κ", fmt)


def draw_all(model: ReportModel, lang: str, fmt: str = "png") -> dict[str, bytes]:
    """Every figure as bytes in one format (``png`` or ``svg``)."""
    configure_fonts(lang)
    t = Texts(lang)
    return {name: make(fmt) for name, make in figure_makers(model, t).items()}


def file_name(name: str, fmt: str) -> str:
    """A safe file name for a figure (``confusion_A_B.png``)."""
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in name)
    return f"{safe}.{fmt}"
