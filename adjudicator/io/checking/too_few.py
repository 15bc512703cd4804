"""The refusal of a file with fewer than two annotators, said so that the lead can act: who
the one annotator is and how many items they labelled, and how to bring in the others (every
annotator's export in one folder, or the annotator columns named). `agree` and the window
give the same words; ``--ignore-problems`` is never offered, since agreement needs two."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

ONE = QT_TRANSLATE_NOOP("Errors", "only one annotator, {name}, labelled this file ({n} "
                        "items): agreement compares two or more annotators on the same items")
NONE = QT_TRANSLATE_NOOP("Errors", "no annotator's labels were found: agreement compares two "
                         "or more annotators on the same items")
TOOL_HINT = QT_TRANSLATE_NOOP("Errors", "this {tool} export holds one annotator's work: put "
                              "every annotator's export in one folder and open the folder "
                              "(one file per annotator)")
TABLE_HINT = QT_TRANSLATE_NOOP("Errors", "if other columns hold other annotators' labels, "
                               "name them all with --annotators (in the window: the import "
                               "options); if each annotator's labels are in a file of their "
                               "own, put the files in one folder and open the folder")


def too_few_annotators(annotators: Sequence[str], items: int, report: Any,
                       file: str) -> InputError:
    """The error for ``annotators`` (fewer than two) of a file of ``items`` items, with the
    hint that fits how it was read (``report.tool``: a tool's export)."""
    tool = getattr(report, "tool", None)
    hint = TOOL_HINT if tool else TABLE_HINT
    if not annotators:
        return InputError(NONE, file=file, hint=hint, args={"tool": tool or ""})
    return InputError(ONE, file=file, hint=hint,
                      args={"name": repr(annotators[0]), "n": f"{items:,}", "tool": tool or ""})
