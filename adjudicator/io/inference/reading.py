"""A reading of a table: which column is what, each choice with its reason.

The same object serves the command line (its reasons go to the import report; two close
readings make an ``AmbiguousReading`` naming the options that choose), the API
(``Dataset.reading``, ``Dataset.gold_column``) and the window (the reading line above the
matrix). ``apply`` turns a reading into the import options the layouts read with.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.options import ImportOptions

#: ``--id ROW``: the items are the rows (no id column), numbered as a spreadsheet shows them
ROW_NUMBERS = "ROW"

ANNOTATORS_PART = QT_TRANSLATE_NOOP("Errors", "{n} annotators ({names})")
ANNOTATOR_COLUMN_PART = QT_TRANSLATE_NOOP("Errors", "annotators in {column}, labels in {label}")
FIELDS_PART = QT_TRANSLATE_NOOP("Errors", "item fields: {columns}")
GOLD_PART = QT_TRANSLATE_NOOP("Errors", "gold: {column}")
TEXT_PART = QT_TRANSLATE_NOOP("Errors", "text: {columns}")
ID_PART = QT_TRANSLATE_NOOP("Errors", "id: {column}")
ROWS_PART = QT_TRANSLATE_NOOP("Errors", "id: row numbers")
JOIN = QT_TRANSLATE_NOOP("Errors", "; ")


@dataclass
class Reading:
    """Roles of a table's columns. ``layout`` is ``wide`` (one row per item, ``annotators``
    the label columns) or ``long`` (one row per judgment: ``annotator_column`` names who,
    ``label_column`` what); ``id_column`` None means the row number is the id.
    ``gold_column`` is a reference label (never an annotator, kept for "vs gold");
    ``item_fields`` are low-cardinality item columns (for "κ by group"); ``text_columns`` are
    every text column in file order. ``reasons`` say why, one line a choice."""

    layout: str
    id_column: str | None
    annotators: list[str] = field(default_factory=list)
    annotator_column: str | None = None
    label_column: str | None = None
    gold_column: str | None = None
    item_fields: list[str] = field(default_factory=list)
    text_columns: list[str] = field(default_factory=list)
    reasons: list[Message] = field(default_factory=list)
    score: float = 0.0  # how well the evidence supports it (readings compared by it)
    #: long: other columns that vary within items as the labels do, none named as labels:
    #: each may be a separate question, so the program asks which is meant
    label_alternatives: list[str] = field(default_factory=list)

    @property
    def text_column(self) -> str | None:
        """The item's main text: the first text column named as text, else the first."""
        from adjudicator.io.coding import roles
        named = {n.casefold() for n in roles.TEXT_NAMES}
        return next((c for c in self.text_columns if c.strip().casefold() in named),
                    self.text_columns[0] if self.text_columns else None)

    def parts(self) -> list[tuple[str, Message]]:
        """The reading line's parts, each with the role it names (``annotators``,
        ``fields``, ``gold``, ``text``, ``id``) so the window can link each to its control."""
        out: list[tuple[str, Message]] = []
        if self.layout == "long":
            out.append(("annotators", Message(ANNOTATOR_COLUMN_PART,
                                              column=self.annotator_column or "",
                                              label=self.label_column or "")))
        else:
            out.append(("annotators", Message(ANNOTATORS_PART, n=len(self.annotators),
                                              names=_names(self.annotators))))
        if self.item_fields:
            out.append(("fields", Message(FIELDS_PART, columns=", ".join(self.item_fields))))
        if self.gold_column:
            out.append(("gold", Message(GOLD_PART, column=self.gold_column)))
        if self.text_columns:
            out.append(("text", Message(TEXT_PART, columns=", ".join(self.text_columns))))
        out.append(("id", Message(ID_PART, column=self.id_column) if self.id_column
                    else Message(ROWS_PART)))
        return out

    def line(self) -> Message:
        """``5 annotators (label0…label4); item fields: level, genre; gold: label; …``"""
        parts = [p for _, p in self.parts()]
        template = JOIN.join(f"{{p{i}}}" for i in range(len(parts)))
        return Message(template, **{f"p{i}": p for i, p in enumerate(parts)})

    def choosing_options(self) -> str:
        """The command-line options that choose this reading."""
        idopt = f"--id {_quoted(self.id_column or ROW_NUMBERS)}"
        if self.layout == "long":
            return (f"--layout long {idopt} --annotator-col {_quoted(self.annotator_column)}"
                    f" --label-col {_quoted(self.label_column)}")
        return f"--layout wide {idopt} --annotators " + " ".join(map(_quoted, self.annotators))

    def apply(self, options: ImportOptions) -> ImportOptions:
        """The import options that read the table this way (the user's own choices kept)."""
        text = options.text_column or self.text_column
        strata = (options.stratum_columns if options.stratum_columns is not None
                  else list(self.item_fields))
        if self.layout == "long":
            return replace(options, layout="long", id_column=self.id_column,
                           annotator_column=self.annotator_column,
                           label_column=self.label_column, text_column=text,
                           stratum_columns=strata)
        return replace(options, layout="wide", id_column=self.id_column or ROW_NUMBERS,
                       annotators=list(self.annotators), text_column=text,
                       stratum_columns=strata)


def _names(columns: list[str]) -> str:
    """``label0…label4`` for a run of five or more, else the names joined by commas."""
    if len(columns) >= 5:
        return f"{columns[0]}…{columns[-1]}"
    return ", ".join(columns)


def _quoted(name: str | None) -> str:
    """A column name as a shell word."""
    import shlex

    return shlex.quote(str(name or ""))
