"""The roles of a table's columns for the engines: long (item, annotator, label) or wide
(item + annotator columns), by the in-memory import's rules, whatever engine reads it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.coding import roles
from adjudicator.io.options import ImportOptions


@dataclass
class Layout:
    """The roles of the columns: long (item, annotator, label) or wide (item + annotators)."""

    kind: str  # "long" or "wide"
    item: str
    annotators: list[str] = field(default_factory=list)  # wide: the annotator columns
    annotator: str | None = None  # long
    label: str | None = None  # long
    stratum: str | None = None  # --by
    types: dict[str, str] = field(default_factory=dict)  # the engine's type per column


def choose_layout(cols: list[str], types: dict[str, str], path: str, options: ImportOptions,
                  by: str | None, sample: Callable[[], Any],
                  label_like: Callable[[list[str]], list[str]]) -> Layout:
    """Roles of the columns by the in-memory import's rules (``io.coding.layouts``), whatever
    engine reads them: long when annotator and label columns are named or chosen, else wide
    (``sample`` and ``label_like`` as ``wide_layout`` takes them); ``types``: each column's
    type as the engine names it."""
    named = roles.find_named(cols, roles.ANNOTATOR_NAMES) and roles.find_named(
        cols, roles.LABEL_NAMES)
    long = options.layout == "long" or (options.layout != "wide" and (
        options.annotator_column or options.label_column or named))
    layout = (_long(cols, options, path) if long
              else wide_layout(cols, options, path, sample, label_like))
    if by is not None:
        layout.stratum = stratum_column(cols, layout, by, path)
    layout.types = types
    return layout


def _long(cols: list[str], options: ImportOptions, path: str) -> Layout:
    """Item, annotator and label columns of a long table."""
    ann = roles.long_layout_column(cols, options.annotator_column, roles.ANNOTATOR_NAMES,
                                   "annotator", path)
    lab = roles.long_layout_column(cols, options.label_column, roles.LABEL_NAMES, "label",
                                   path)
    item = (_id_column(cols, options.id_column, path) if options.id_column
            else roles.find_named(cols, roles.ID_NAMES, exclude=[ann, lab]))
    if item is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no item id column found"), file=path,
                         row=1, expected=QT_TRANSLATE_NOOP("Errors",
                             "a column such as 'id' or 'item'"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Pass --id COLUMN"))
    return Layout("long", item, annotator=ann, label=lab)


def wide_layout(cols: list[str], options: ImportOptions, path: str,
                sample: Callable[[], Any], label_like: Callable[[list[str]], list[str]]
                ) -> Layout:
    """A wide table's id and annotator columns by the in-memory import's rules, whatever
    engine reads it: ``sample()`` gives its first rows as a pandas frame (for the text
    column), ``label_like(columns)`` those of them whose distinct values are few."""
    item = (_id_column(cols, options.id_column, path) if options.id_column
            else roles.find_named(cols, roles.ID_NAMES) or cols[0])
    if options.annotators:
        raters = [roles.require_column(cols, c, "annotator", path) for c in options.annotators]
        return Layout("wide", item, annotators=raters)
    text = roles.text_column(sample(), [item], options.text_column, path)
    taken = [c for c in (item, text) if c]
    strata = roles.stratum_columns(cols, taken, options.stratum_columns, path)
    candidates = [c for c in cols if c not in taken + strata and not roles.is_meta(c)]
    raters = label_like(candidates)
    if len(raters) < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "agreement needs at least two annotator columns"), file=path,
                         hint=QT_TRANSLATE_NOOP("Errors", "name them with --annotators"))
    return Layout("wide", item, annotators=raters)


def few_distinct(cols: list[str], rows: int, distinct: list[Any]) -> list[str]:
    """The columns whose count of distinct values (``distinct``, one per column, over
    ``rows`` rows) is few enough for labels (``roles.looks_like_labels``'s rule)."""
    return [c for c, d in zip(cols, distinct, strict=True)
            if int(d) <= max(20, 0.5 * rows) or rows < 40]


def stratum_column(cols: list[str], layout: Layout, by: str, path: str) -> str:
    """The --by column: any column that is not an annotator's (nor, long, a role column)."""
    taken = layout.annotators if layout.kind == "wide" else [
        layout.item, layout.annotator, layout.label]
    usable = [c for c in cols if c not in taken]
    if by not in usable:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no column {column} to group by"),
                         args={"column": repr(by), "columns": ", ".join(usable)
                               or Message(QT_TRANSLATE_NOOP("Errors", "none"))},
                         file=path, column=by, expected=roles.ONE_OF,
                         hint=QT_TRANSLATE_NOOP("Errors", "Name one of them with --by"))
    return by


COMPOSITE_IN_MEMORY = QT_TRANSLATE_NOOP(
    "Errors", "the item id {name} joins several columns, which this engine does not read")


def _id_column(cols: list[str], name: str, path: str) -> str:
    """The user's id column; an id joined from several columns (``a+b``) is refused with
    the engine that reads it, not reported as a missing column."""
    from adjudicator.io.coding.composite_id import parts_of

    if parts_of(name, cols) is not None:
        raise InputError(COMPOSITE_IN_MEMORY, file=path, row=1, column=name,
                         args={"name": repr(name)},
                         expected=QT_TRANSLATE_NOOP("Errors", "one id column"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Pass --engine memory"))
    return roles.require_column(cols, name, "id", path)
