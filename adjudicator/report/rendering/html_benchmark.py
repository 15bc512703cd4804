"""The report's benchmarks in probabilities: Gwet's benchmarking of a coefficient and
Krippendorff's probability that α is below the chosen minimum (``core.stats.benchmarking``);
and the cell of an interval without an SE beside it (F1, macro F1)."""

from __future__ import annotations

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.report.rendering.html_parts import cell, para
from adjudicator.report.rendering.texts import Texts


def benchmark_para(name: str, est: Estimate | None, t: Texts) -> str:
    """"P(κ ≥ substantial) = 0.97; ..." and the band reached with 95 % probability, as a note
    (nothing when the coefficient has no standard error)."""
    if est is None:
        return ""
    bands = est.extras.get("landis_koch")
    out = ""
    if isinstance(bands, dict) and bands:
        shown = "; ".join(f"P({name} ≥ {t(band)}) = {p:.2f}" for band, p in bands.items()
                          if band != "poor")
        reached = t(str(est.extras.get("gwet_benchmark", "")))
        words = t("Gwet's benchmarking (2014, ch. 6): the probability of each Landis–Koch band "
                  "or better; reached with 95% probability")
        out += para(t.label(words, f"{reached} ({shown})"), note=True)
    q = est.extras.get("p_below_min")
    if isinstance(q, float):
        words = t("Krippendorff's risk: the probability that α is below the minimum {min} "
                  "(bootstrap of the items)").replace("{min}", f"{est.extras['alpha_min']:g}")
        out += para(t.label(words, f"{q:.3f}"), note=True)
    return out


def interval_cell(ci: tuple[float, float] | None, t: Texts) -> str:
    """An interval's cell ("—" when there is none)."""
    return cell(f"[{ci[0]:.3f}, {ci[1]:.3f}]" if ci else "—")


def macro_f1_cell(value: float | None, ci: tuple[float, float] | None, t: Texts,
                  notes: list[str]) -> str:
    """Macro F1's interval cell: the interval, or why a value has none (``MACRO_F1_FIXED``:
    the bootstrap cannot vary it) as a note under the table, its mark in the cell (these
    tables' columns are narrow), never a bare dash beside a value."""
    from adjudicator.core.stats.annotator_scores import MACRO_F1_FIXED
    from adjudicator.report.rendering.html_parts import note_mark

    if value is not None and ci is None:
        mark = note_mark(t.reason(MACRO_F1_FIXED), notes)
        return f'<td class="noted">— <sup>{mark}</sup></td>'
    return interval_cell(ci, t)
