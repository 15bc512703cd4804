"""Files the window refuses, as `adjudicator agree` does: with fewer than two annotators (or no
label at all) there is nothing to compare, and the window once showed κ = 1.000 for an
annotator compared with itself. Other problems (duplicate ids, short rows) open the file with
a notice bar over the working page (ui.import_notice)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.checking.too_few import too_few_annotators

if TYPE_CHECKING:
    from adjudicator.io.dataset import Dataset

FEWER_THAN_TWO = "fewer than two annotators"  # io.validation's problem, word for word
NO_LABELS = "no labels found"
REFUSED = (FEWER_THAN_TWO, NO_LABELS)
HINT = QT_TRANSLATE_NOOP("Errors", "choose two or more annotator columns in the import options")


def refusal(dataset: Dataset, path: Path) -> InputError | None:
    """The error to refuse ``dataset`` with (its first refusing problem, in the words of the
    validation report that `agree` prints), or None when the window can show it."""
    problems = [str(getattr(p, "template", p)) for p in
                getattr(dataset.report, "problems", None) or []]
    ratings = dataset.ratings
    if len(ratings.annotators) < 2:  # who the one annotator is, and how to add the others
        return too_few_annotators(ratings.annotators, len(ratings.items), dataset.report,
                                  path.name)
    refused = [p for p in problems if p in REFUSED]
    if not refused:
        return None
    return InputError(refused[0], file=path.name, hint=HINT)
