"""The report's appendices: what-if comparisons (when asked for)."""

from __future__ import annotations

from collections.abc import Mapping

from adjudicator.report.html_parts import cell, heading, num, table
from adjudicator.report.model import ReportModel
from adjudicator.report.texts import Texts


def render_appendices(m: ReportModel, t: Texts, figs: Mapping[str, str]) -> str:
    """Every appendix the model carries; nothing when it carries none."""
    whatifs = m.appendices.get("whatif") or []
    if not whatifs:
        return ""
    from adjudicator.report.html import COEFFICIENT_NAMES, INDICES

    out = heading(2, f"{t('Appendix')}: {t('What-if')}")
    for w in whatifs:
        key = f"whatif:{w.description}:{w.annotators[0]}/{w.annotators[1]}"
        out += heading(3, f"{' / '.join(w.annotators)}: {w.description}")
        rows = []
        for name in dict.fromkeys([*w.original, *w.changed]):
            if name in INDICES:
                continue
            before, after = w.original.get(name), w.changed.get(name)
            b = before.value if before is not None else None
            a = after.value if after is not None else None
            diff = a - b if a is not None and b is not None else None
            rows.append([cell(COEFFICIENT_NAMES.get(name, name)),
                         num(f"{key}:{name}:original", b), num(f"{key}:{name}:changed", a),
                         num(f"{key}:{name}:difference", diff)])
        out += table([t("Coefficient"), t("Original"), t("Changed"), t("Difference")], rows)
    return out
