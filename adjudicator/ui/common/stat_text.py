"""Words about statistics that core writes in English (interval conventions, reasons a value
is undefined), shown in the user's language.

core.stats builds a convention as parts joined by "; " ("SE divisor n; 95% CI = estimate ±
z·SE; clipped to [-1, 1]"), each part marked with ``QT_TRANSLATE_NOOP("Statistics", ...)``;
here every part is looked up in the "Statistics" context (a part with a level fills the
template ``{pct} CI = estimate ± {crit}·SE``), and an unknown part stays as written.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from adjudicator.core.stats.common.estimate import INTERVAL
from adjudicator.core.stats.common.proportion import WILSON
from adjudicator.core.stats.common.reasons import CONTEXT as REASONS
from adjudicator.core.stats.common.reasons import Reason

_INTERVAL = re.compile(r"(?P<pct>[\d.]+%) CI = estimate ± (?P<crit>\S+)·SE")
_WILSON = re.compile(r"(?P<pct>[\d.]+%) CI = Wilson score interval")


def _part(text: str) -> str:
    found = _INTERVAL.fullmatch(text)
    if found:
        return (QCoreApplication.translate("Statistics", INTERVAL)
                .replace("{pct}", found["pct"]).replace("{crit}", found["crit"]))
    if wilson := _WILSON.fullmatch(text):
        return QCoreApplication.translate("Statistics", WILSON).replace("{pct}", wilson["pct"])
    return QCoreApplication.translate("Statistics", text)


def convention_text(convention: str) -> str:
    """An interval convention in the current language."""
    separator = QCoreApplication.translate("Statistics", "; ")
    return separator.join(_part(p) for p in convention.split("; "))


def reason_text(reason: str) -> str:
    """A reason for an undefined value in the current language (as written when untranslated)."""
    from adjudicator.ui.common.error_text import translate_error_template

    if isinstance(reason, Reason):  # core.stats' templates, in the "Reasons" context
        return reason.render(lambda text: QCoreApplication.translate(REASONS, text))

    return QCoreApplication.translate("Statistics", translate_error_template(reason))


def benchmark_text(est: object) -> str:
    """Gwet's benchmarking and Krippendorff's q of an estimate, for a tooltip ("" without):
    the probability of each Landis–Koch band or better, the band reached with 95 %
    probability, and P(α < α_min)."""
    extras = getattr(est, "extras", {})
    bands = extras.get("landis_koch")
    text = ""
    if isinstance(bands, dict) and bands:
        translate = QCoreApplication.translate
        lines = [QCoreApplication.translate("Statistics", "P(%1 or better) = %2")
                 .replace("%1", translate("Statistics", band)).replace("%2", f"{p:.2f}")
                 for band, p in bands.items()]
        reached = translate("Statistics", str(extras.get("gwet_benchmark", "")))
        text += "\n\n" + QCoreApplication.translate(
            "Statistics", "Gwet's benchmarking (Landis–Koch bands): %1; reached with 95% "
            "probability: %2").replace("%1", "; ".join(lines)).replace("%2", reached)
    q = extras.get("p_below_min")
    if isinstance(q, float):
        text += "\n" + QCoreApplication.translate(
            "Statistics", "Krippendorff: P(α < %1) = %2 (bootstrap of the items)").replace(
            "%1", f"{extras.get('alpha_min', 0.667):g}").replace("%2", f"{q:.3f}")
    return text
