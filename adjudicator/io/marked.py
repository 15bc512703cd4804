"""Columns the user marked at the import: the gold/reference column and the columns of a
model's predictions. Both are kept out of the human annotators' agreement."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.core.ratings import Ratings
from adjudicator.io.options import ImportOptions

Codes = npt.NDArray[np.int64]


def marked_roles(options: ImportOptions) -> ImportOptions:
    """Options that read a wide table's model columns as annotators (so their labels are
    coded exactly as the humans' are) and never the gold column; the split after coding
    takes the models out again (``split_models``). Layouts other than wide are left as
    chosen: a long table's model is an annotator name, split out the same way."""
    gold, models = options.gold_column, list(options.model_columns or ())
    if not options.annotators or (not gold and not models):
        return options
    annotators = [a for a in options.annotators if a != gold]
    annotators += [m for m in models if m not in annotators and m != gold]
    marked = {*models, *([gold] if gold else [])}
    strata = (None if options.stratum_columns is None
              else [c for c in options.stratum_columns if c not in marked])
    text = None if options.text_column in marked else options.text_column
    return replace(options, annotators=annotators, stratum_columns=strata, text_column=text)


def marked_reading(reading: Any, options: ImportOptions) -> Any:
    """The reading as the marks change it (None stays None): a model column is no annotator
    and no reference, and the gold column chosen replaces the one found; the window's reading
    line then names the annotators as they are counted."""
    gold, models = options.gold_column, set(options.model_columns or ())
    if reading is None or (not gold and not models):
        return reading
    return replace(reading, annotators=[a for a in reading.annotators
                                        if a not in models and a != gold],
                   gold_column=gold or (None if reading.gold_column in models
                                        else reading.gold_column),
                   reasons=list(reading.reasons), item_fields=[
                       c for c in reading.item_fields if c not in models and c != gold])


def split_models(ratings: Ratings, models: Sequence[str] | None
                 ) -> tuple[Ratings, dict[str, Codes]]:
    """The ratings without the model columns among their annotators, and each model's codes
    (-1 where it gave no label); a marked column that is not among the annotators is
    ignored (the import report lists the annotators read)."""
    out: dict[str, Codes] = {}
    names = [m for m in dict.fromkeys(models or ()) if m in ratings.annotators]
    if not names:
        return ratings, out
    for name in names:
        out[name] = ratings.codes[:, ratings.annotators.index(name)].astype(np.int64)
    return _without(ratings, set(out)), out


def split_gold(ratings: Ratings, gold: str | None) -> Ratings:
    """The ratings without the gold column (or, in a long table, the gold annotator) among
    their annotators: a wide table read with every column as an annotator, or a long table
    whose reference is one more name in the annotator column, keeps its gold out of the
    agreement; the gold labels are read from the item frame's column of that name
    (``io.gold.gold_from_column``)."""
    if not gold or gold not in ratings.annotators:
        return ratings
    return _without(ratings, {gold})


def _without(ratings: Ratings, names: set[str]) -> Ratings:
    keep = [i for i, a in enumerate(ratings.annotators) if a not in names]
    return Ratings(ratings.items, tuple(ratings.annotators[i] for i in keep), ratings.labels,
                   ratings.codes[:, keep])


BESIDE = QT_TRANSLATE_NOOP("Errors", "read beside the annotators, never counted among them: "
                                     "{columns}")


def marked_note(models: Sequence[str], gold: str | None) -> list[str]:
    """The import report's note naming the model and gold columns (or annotator names) taken
    out of the annotators, so the report's list of annotators is the one counted."""
    names = [*models, *([gold] if gold else [])]
    return [Message(BESIDE, columns=", ".join(names))] if names else []
