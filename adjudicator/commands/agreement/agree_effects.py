"""`agree FILE --annotator-effects`: agreement without each annotator in turn (with
intervals) and each pair's marginal homogeneity (Stuart–Maxwell, McNemar per class), from
``core.quality``; JSON keys ``leave_one_out`` and ``marginal_homogeneity``."""

from __future__ import annotations

import argparse
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.pairs.crowd_pairs import MIN_SHARED_ITEMS


def add_effects_argument(p: argparse.ArgumentParser) -> None:
    """--annotator-effects."""
    p.add_argument("--annotator-effects", action="store_true", help=QT_TRANSLATE_NOOP(
        "Help", "also agreement without each annotator in turn (three or more) and each "
                "pair's marginal homogeneity (Stuart–Maxwell, McNemar per class)"))


def effects_doc(ds: Any, min_shared: int = MIN_SHARED_ITEMS) -> dict[str, Any]:
    """The two JSON blocks; a crowd's pairs only when they share ``min_shared`` items (the
    ``crowd`` block of the report counts the others)."""
    from adjudicator.core.quality.leave_one_out import leave_one_out
    from adjudicator.core.quality.marginal import pair_homogeneity

    r = ds.ratings
    everyone, without = leave_one_out(r.codes, r.labels, r.annotators)
    return {"leave_one_out": {"all": everyone.to_dict(),
                              "without": [w.to_dict() for w in without]},
            "marginal_homogeneity": [p.to_dict()
                                     for p in pair_homogeneity(r.codes, r.labels,
                                                               r.annotators, min_shared)]}


def effects_lines(doc: dict[str, Any], text: Any) -> str:
    """The blocks as text lines in the run's language."""
    def figure(e: dict[str, Any]) -> str:
        if e["value"] is None:
            return "—"
        if e["ci_low"] is None:
            return f"{e['value']:.3f}"
        return f"{e['value']:.3f} [{e['ci_low']:.3f}, {e['ci_high']:.3f}]"

    loo = doc["leave_one_out"]
    lines = ["", text(QT_TRANSLATE_NOOP("Errors", "All annotators: Fleiss' κ {kappa}, "
                                                  "Krippendorff's α {alpha}"),
                      kappa=figure(loo["all"]["fleiss_kappa"]),
                      alpha=figure(loo["all"]["krippendorff_alpha"]))]
    for w in loo["without"]:
        lines.append("  " + text(QT_TRANSLATE_NOOP("Errors", "without {annotator}: Fleiss' κ "
                                                             "{kappa}, Krippendorff's α {alpha}"),
                                 annotator=w["without"], kappa=figure(w["fleiss_kappa"]),
                                 alpha=figure(w["krippendorff_alpha"])))
    for pair in doc["marginal_homogeneity"]:
        sm = pair["stuart_maxwell"]
        test = ("—" if sm["value"] is None else
                f"χ²({sm['df']}) = {sm['value']:.2f}, p = {sm['p']:.3g}")
        lines.append(text(QT_TRANSLATE_NOOP("Errors", "{a} × {b}, marginal homogeneity "
                                                      "(Stuart–Maxwell): {test}"),
                          a=pair["annotators"][0], b=pair["annotators"][1], test=test))
        for c in pair["classes"]:
            m = c["mcnemar"]
            p = "—" if m["value"] is None else f"{m['p']:.3g}"
            lines.append("  " + text(QT_TRANSLATE_NOOP(
                "Errors", "{label}: share {a} minus share {b} {difference}, McNemar p {p}"),
                label=c["label"], a=pair["annotators"][0], b=pair["annotators"][1],
                difference=figure(c["difference"]), p=p))
    return "\n".join(lines) + "\n"
