"""The session's annotators against the gold items: the reference column the import found
(``Dataset.gold_column``, never an annotator) scored by ``core.quality.gold`` — each
annotator's accuracy and κ against gold, and the rows of the gold items each one missed, for
the window's gold panel and the item list's "missed gold" filter."""

from __future__ import annotations

from dataclasses import dataclass

from adjudicator.core.errors import InputError
from adjudicator.core.quality.gold import GoldReport, gold_scores
from adjudicator.session.session import Session


@dataclass(frozen=True)
class SessionGold:
    """The gold figures and the column they come from."""

    column: str
    report: GoldReport


def gold_of(session: Session) -> SessionGold | None:
    """Every annotator against the dataset's reference column, or None when the import found
    none (or one holding a value that is not a label: then no gold is shown, never a guess)."""
    from adjudicator.io.gold import gold_from_column

    ds = session.dataset
    column = ds.gold_column
    if not column or column in session.ratings.annotators:
        return None
    try:
        gold = gold_from_column(ds, column, "")[1]
    except InputError:
        return None
    r = session.ratings
    return SessionGold(column, gold_scores(r.codes, gold, r.annotators, r.labels))
