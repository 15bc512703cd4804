"""The compared pair's agreement on label sets, for the window's statistics panel.

When cells hold several labels (``物流;售后``) the window's matrix and κ count each distinct
set as one label (exact-set κ): a lead would not see which labels the annotators disagree on.
This gives the pair's label-set block on the same table (the filter's stratum): κ of each
label given or not, their macro mean and mean Jaccard, the figures `adjudicator agree`
prints for the pair.
"""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.core.stats.many_raters.multilabel_data import is_multilabel
from adjudicator.core.stats.summaries.summary_multilabel import LabelSetBlock, pair_block_of_table
from adjudicator.core.tables import Table
from adjudicator.session.pair_stats import Scale


def label_sets_of(table: Table, label_sets: Sequence[frozenset[str]],
                  raters: tuple[str, str], scale: Scale) -> LabelSetBlock | None:
    """The pair's label-set block on ``table`` (categories = ``label_sets``, in code order),
    or None when every category is one label (nothing to add to the matrix)."""
    if not label_sets or not is_multilabel(label_sets) or len(label_sets) != len(table):
        return None
    return pair_block_of_table(table, label_sets, raters, scale.options())
