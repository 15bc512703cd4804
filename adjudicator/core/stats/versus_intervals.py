"""κ against a reference (the final labels, gold) with the interval pairwise Cohen's κ gets.

An annotator's table against a reference is a two-rater table (``pairs.versus_final``), so
its κ takes the interval the coverage simulation chose for Cohen's κ
(``benchmarks/bench_coverage.py``; ``core.stats.coverage_table.METHOD``) through the very
route of the pair blocks, ``pair_intervals.pairs_chosen``: the delete-one-item jackknife on
Fisher's z where it exists (else the delta interval of Fleiss, Cohen & Everitt 1969), the
coverage note where the chosen kind covered under 0.93 in the simulated cell that stands for
the table, and Gwet's benchmarking. The same two label vectors thus get the same interval as
a pair and as annotator against reference. Every annotator's table is jackknifed in one
vectorised call. (``pairs`` may not import this: the layers of ``core.stats`` run downwards.)

References
----------
- Fleiss, J. L., Cohen, J. & Everitt, B. S. (1969). Large sample standard errors of kappa and
  weighted kappa. Psychological Bulletin 72: 323-327.
- Quenouille, M. H. (1956). Notes on bias in estimation. Biometrika 43: 353-360 (the
  jackknife); Fisher, R. A. (1921). Metron 1: 3-32 (the z transform).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy.typing as npt

from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS, Conventions
from adjudicator.core.stats.pair_intervals import pairs_chosen
from adjudicator.core.stats.pairs import versus_final as plain
from adjudicator.core.stats.pairs.versus_final import AnnotatorVersusFinal, VersusFinal


def chosen_kappas(blocks: Sequence[AnnotatorVersusFinal], conventions: Conventions
                  ) -> tuple[AnnotatorVersusFinal, ...]:
    """The blocks with κ's chosen interval and coverage note (module doc)."""
    if not blocks:
        return ()
    chosen = pairs_chosen([{"cohen_kappa": b.kappa} for b in blocks],
                          [b.table for b in blocks], None, conventions)
    return tuple(replace(b, kappa=c["cohen_kappa"]) for b, c in zip(blocks, chosen, strict=True))


def annotator_versus_final(
    table: npt.ArrayLike, labels: Sequence[str], annotator: str, *,
    conventions: Conventions = TABLE_CONVENTIONS,
) -> AnnotatorVersusFinal:
    """``pairs.versus_final.annotator_versus_final`` with κ's chosen interval."""
    block = plain.annotator_versus_final(table, labels, annotator, conventions=conventions)
    return chosen_kappas([block], conventions)[0]


def versus_final(
    final_by_annotator: npt.ArrayLike, labels: Sequence[str], annotators: Sequence[str],
    unresolved: int, *, conventions: Conventions = TABLE_CONVENTIONS,
) -> VersusFinal:
    """``pairs.versus_final.versus_final`` with every κ's chosen interval (one call)."""
    vf = plain.versus_final(final_by_annotator, labels, annotators, unresolved,
                            conventions=conventions)
    return replace(vf, annotators=chosen_kappas(vf.annotators, conventions))
