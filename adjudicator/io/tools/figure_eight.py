"""Figure Eight (CrowdFlower) full-report CSV: one row per judgment, ``_unit_id`` x ``_worker_id``.

The answer column is the one (not starting with ``_``) whose value differs between judgments of
one unit; unit data columns are constant. Multi-choice answers are one per line in the cell.
Judgments flagged ``_tainted`` are kept unless ``exclude_tainted`` is set; both are counted.
"""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io import roles
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import RawTable, Skipped


def detect(columns: list[str]) -> bool:
    """The platform's unit and worker columns are present."""
    return "_unit_id" in columns and "_worker_id" in columns


def prepare(table: RawTable, options: ImportOptions) -> tuple[RawTable, str]:
    """Apply the tainted rule and return the table and its answer column."""
    frame = table.frame
    answer = options.label_column or _answer_column(table)
    if "_tainted" in frame.columns:
        tainted = frame["_tainted"].map(lambda v: str(v).lower() == "true").to_numpy(dtype=bool)
        if tainted.any():
            if options.exclude_tainted:
                table.skipped += [Skipped(int(r), "judgment flagged _tainted")
                                  for r in table.rows[tainted]]
                table.frame = frame[~tainted].reset_index(drop=True)
                table.rows = table.rows[~tainted]
            else:
                table.notes.append(f"Figure Eight: {int(tainted.sum())} judgment(s) flagged "
                                   "_tainted were kept (option exclude_tainted)")
    table.notes.append(f"Figure Eight: answer column {answer!r}")
    return table, answer


def _answer_column(table: RawTable) -> str:
    """The non-platform column that varies within units (the last one if several)."""
    frame = table.frame
    cols = [c for c in frame.columns if not str(c).startswith("_")
            and not str(c).endswith("_gold")]
    varying = [c for c in cols if (frame.groupby("_unit_id", observed=True)[c].nunique() > 1).any()]
    named = roles.find_named([str(c) for c in varying], roles.LABEL_NAMES)
    if named:
        return named
    if not varying:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "no answer column found in the Figure Eight report"), file=table.file,
                         row=1, expected=QT_TRANSLATE_NOOP("Errors",
                             "a column whose value differs between workers"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Pass --label-col COLUMN"))
    if len(varying) > 1:
        table.notes.append("Figure Eight: several columns vary within units: "
                           + ", ".join(map(str, varying)) + f"; {varying[-1]!r} used")
    return str(varying[-1])
