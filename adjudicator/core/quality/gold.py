"""Each annotator against gold items (known answers): accuracy, κ, per-class recall and
precision, each with its interval; the gold labels never enter the agreement between
annotators.

A gold item is an item with a known answer g_i (a column of the file, or a separate file keyed
by item id; items without one are not gold). For annotator a, over the gold items a labelled,

    table_a[c, g] = gold items a labelled c whose gold label is g

and the figures are those of ``core.stats.pairs.versus_final`` with the gold label as the
reference: accuracy = trace / n with Wilson's (1927) score interval (never zero-width at 0 or
1), Cohen's (1960) κ of the table with the Fleiss–Cohen–Everitt (1969) standard error, and for
class j recall_j = table[j, j] / Σ_c table[c, j] and precision_j = table[j, j] / Σ_g table[j, g]
with Wilson intervals, F1_j = 2 TP_j / (2 TP_j + FP_j + FN_j) (0 where TP_j = 0 and the class
has gold support or the annotator's items) and macro F1, the mean of F1_j over the classes
with gold support: scikit-learn's ``f1_score(gold, annotator, average="macro",
labels=<classes with support>)``, with the seeded percentile bootstrap interval of the items
that versus-final uses. κ's interval is the one pairwise Cohen's κ gets (the simulation's
choice, ``core.stats.versus_intervals``), and the annotators are ranked by κ against gold,
each naming those whose intervals overlap its own (Schenker & Gentleman 2001: overlap does
not order them). An annotator who labelled no gold item has no figure, with the reason;
κ is undefined (with its reason) when the annotator or the gold used one class.

The batch accuracy pools every annotator's gold judgments: Σ_a trace_a / Σ_a n_a, with the
Wilson interval of that proportion treating the judgments as independent (an item judged by
several annotators counts once per judgment; its interval is then somewhat narrow).

References
----------
- Cohen, J. (1960). A coefficient of agreement for nominal scales. Educational and
  Psychological Measurement 20: 37-46.
- Fleiss, J. L., Cohen, J. & Everitt, B. S. (1969). Large sample standard errors of kappa and
  weighted kappa. Psychological Bulletin 72: 323-327.
- Efron, B. & Tibshirani, R. J. (1993). An Introduction to the Bootstrap, ch. 13.
- Pedregosa, F. et al. (2011). Scikit-learn: machine learning in Python. JMLR 12: 2825-2830.
- Schenker, N. & Gentleman, J. F. (2001). On judging the significance of differences by
  examining the overlap between confidence intervals. The American Statistician 55: 182-186.
- Wilson, E. B. (1927). Probable inference, the law of succession, and statistical inference.
  Journal of the American Statistical Association 22: 209-212.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.annotator_scores import MACRO_F1_FIXED, Ranked, rank_annotators
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.proportion import wilson_interval, wilson_words
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.pairs.versus_final import AnnotatorVersusFinal
from adjudicator.core.stats.versus_intervals import annotator_versus_final
from adjudicator.core.tables import confusion_matrix

NO_GOLD_SEEN = QT_TRANSLATE_NOOP("Reasons", "{annotator} labelled no gold item")
NO_GOLD = QT_TRANSLATE_NOOP("Reasons", "no item has a gold label")
#: macro F1's interval, as against the final labels (``core.stats.annotator_scores``)
MACRO_F1_INTERVAL = QT_TRANSLATE_NOOP("Statistics", "95% CI = percentile bootstrap of the "
                                      "items (2000 resamples, seed 0)")


@dataclass(frozen=True, slots=True)
class AnnotatorGold:
    """One annotator against the gold labels: ``n`` gold items seen, ``accuracy``, ``kappa``,
    per-class scores (``versus``), and the gold items the annotator missed (row numbers)."""

    annotator: str
    n: int
    accuracy: Estimate
    kappa: Estimate
    versus: AnnotatorVersusFinal | None
    missed: tuple[int, ...]

    @property
    def macro_f1(self) -> float | None:
        """Mean F1 over the classes with gold support, a class never given counting 0;
        None without gold items seen."""
        return None if self.versus is None else self.versus.macro_f1

    def macro_f1_ci(self) -> tuple[float, float] | None:
        """Macro F1's seeded percentile bootstrap interval (as against the final labels)."""
        return None if self.versus is None or self.macro_f1 is None else self.versus.macro_f1_ci()

    def to_dict(self) -> dict[str, Any]:
        """JSON: annotator, n_gold, accuracy, kappa (estimate objects), macro_f1 (value,
        ci_low, ci_high), classes, missed."""
        out: dict[str, Any] = {"annotator": self.annotator, "n_gold": self.n,
                               "accuracy": self.accuracy.to_dict(),
                               "kappa": self.kappa.to_dict()}
        if self.versus is not None:
            ci = self.macro_f1_ci()
            out["macro_f1"] = {"value": self.macro_f1,
                               "ci_low": ci[0] if ci else None,
                               "ci_high": ci[1] if ci else None,
                               "convention": MACRO_F1_INTERVAL}
            if ci is None and self.macro_f1 is not None:
                out["macro_f1"]["ci_reason"] = MACRO_F1_FIXED
            out["classes"] = [{"label": c.label, "support": c.support,
                               "recall": c.recall.to_dict(),
                               "precision": c.precision.to_dict(),
                               "f1": c.f1.to_dict()}
                              for c in self.versus.classes]
        out["missed"] = len(self.missed)
        return out


@dataclass(frozen=True, slots=True)
class GoldReport:
    """Every annotator against gold: ``n_items`` gold items, the batch accuracy, per annotator."""

    n_items: int
    accuracy: Estimate
    annotators: tuple[AnnotatorGold, ...]

    def ranking(self) -> list[Ranked]:
        """The annotators who saw gold items by κ against gold, best first, each with those
        whose κ intervals overlap its own (``annotator_scores.rank_annotators``)."""
        return rank_annotators([(a.annotator, a.kappa) for a in self.annotators if a.n > 0])

    def to_dict(self, items: Sequence[str] | None = None) -> dict[str, Any]:
        """The JSON ``gold`` object; with ``items``, each annotator's missed items by id."""
        doc: dict[str, Any] = {"n_items": self.n_items, "accuracy": self.accuracy.to_dict(),
                               "annotators": []}
        for a in self.annotators:
            entry = a.to_dict()
            if items is not None:
                entry["missed_items"] = [items[r] for r in a.missed]
            doc["annotators"].append(entry)
        doc["ranking"] = [{"annotator": r.annotator, "rank": r.rank, "kappa": r.kappa,
                           "ci_low": r.ci[0] if r.ci else None,
                           "ci_high": r.ci[1] if r.ci else None,
                           "overlaps": list(r.overlaps)} for r in self.ranking()]
        return doc


def gold_scores(codes: npt.ArrayLike, gold: npt.ArrayLike, annotators: Sequence[str],
                labels: Sequence[str]) -> GoldReport:
    """Score every annotator column of ``codes`` (items x annotators, -1 missing) against
    ``gold`` (one code per item, -1 where the item is not gold)."""
    c = np.asarray(codes, dtype=np.int64)
    g = np.asarray(gold, dtype=np.int64)
    k = len(labels)
    is_gold = g >= 0
    blocks = []
    hits = total = 0
    for r, name in enumerate(annotators):
        seen = is_gold & (c[:, r] >= 0)
        n = int(seen.sum())
        if n == 0:
            why = Reason(NO_GOLD_SEEN, annotator=name)
            blocks.append(AnnotatorGold(name, 0, undefined("accuracy", why),
                                        undefined("cohen_kappa", why), None, ()))
            continue
        table = confusion_matrix(c[:, r], np.where(is_gold, g, -1), k)
        versus = annotator_versus_final(table, labels, name)
        right = int(np.trace(table))
        accuracy = Estimate("accuracy", right / n, ci=wilson_interval(right, n), n=n,
                            convention=wilson_words(0.95))
        missed = tuple(int(i) for i in np.flatnonzero(seen & (c[:, r] != g)))
        blocks.append(AnnotatorGold(name, n, accuracy, versus.kappa, versus, missed))
        hits, total = hits + right, total + n
    if total:
        batch = Estimate("accuracy", hits / total, ci=wilson_interval(hits, total), n=total,
                         convention=wilson_words(0.95))
    else:
        batch = undefined("accuracy", Reason(NO_GOLD))
    return GoldReport(int(is_gold.sum()), batch, tuple(blocks))
