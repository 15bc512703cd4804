"""Items named by several columns together (``--id patient_id+scan_id+nodule_index``).

A long table of a reader study numbers nodules within scans and scans within patients: no
single column names an item, the three together do. Such an id is spelled as the columns'
names joined by ``+``; it is read as one column of the parts' values joined by `` | ``,
added to the table before the layouts read it, so everything downstream (checks, the log,
exports) sees one id. A row with a part blank has no id (the layouts count it as skipped).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

if TYPE_CHECKING:
    import pandas as pd

JOIN = "+"  # between the columns' names
VALUE_JOIN = " | "  # between the parts' values, in the item id

MISSING_PART = QT_TRANSLATE_NOOP(
    "Errors", "the item id {name} joins the columns {parts}, and there is no column named "
    "{missing}")
PARTS_EXPECTED = QT_TRANSLATE_NOOP(
    "Errors", "an id column, or the names of several columns joined by + (each a column of "
    "the file)")
PARTS_HINT = QT_TRANSLATE_NOOP("Errors", "Check the header row, or pass the right column names")
CLASH = QT_TRANSLATE_NOOP(
    "Errors", "the item id {name}: two different combinations of {parts} give the same id "
    "{value}, because a value holds ' | '")
CLASH_HINT = QT_TRANSLATE_NOOP(
    "Errors", "Add a column with one id per item to the file and name it with --id")


def key_name(parts: Sequence[str]) -> str:
    """``patient_id+scan_id+nodule_index``: the id's name for these columns."""
    return JOIN.join(parts)


def parts_of(name: str | None, columns: Sequence[str]) -> list[str] | None:
    """The columns a composite id names, or None when ``name`` is a column itself (a column
    may be called ``a+b``) or holds no ``+``. Raises when a part is not a column."""
    if not name or name in columns or JOIN not in name:
        return None
    parts = [p.strip() for p in name.split(JOIN)]
    missing = [p for p in parts if p not in columns]
    if missing or len(parts) < 2:
        raise InputError(MISSING_PART, column=name, row=1,
                         args={"name": repr(name), "parts": ", ".join(parts),
                               "missing": repr(missing[0] if missing else name),
                               "columns": ", ".join(map(str, columns))},
                         expected=PARTS_EXPECTED, hint=PARTS_HINT)
    return parts


def joined_key(frame: pd.DataFrame, parts: Sequence[str]) -> pd.Series:
    """The parts' values joined by `` | `` (values as the file spells them); missing where a
    part is blank."""
    import pandas as pd

    texts = [frame[p].astype("string").str.strip() for p in parts]
    blank = pd.concat([t.isna() | (t == "") for t in texts], axis=1).any(axis=1)
    key = texts[0]
    for t in texts[1:]:
        key = key + VALUE_JOIN + t
    return key.mask(blank).astype(object)


def add_key_column(frame: pd.DataFrame, name: str | None, file: str = "") -> pd.DataFrame:
    """``frame`` with the composite id ``name`` as its first column (unchanged when ``name``
    is a column or no composite). Raises when two combinations of the parts give one id."""
    parts = parts_of(name, [str(c) for c in frame.columns])
    if parts is None or name is None:
        return frame
    key = joined_key(frame, parts)
    _refuse_clash(frame, parts, key, name, file)
    out = frame.copy(deep=False)
    out.insert(0, name, key)
    return out


def _refuse_clash(frame: pd.DataFrame, parts: Sequence[str], key: pd.Series, name: str,
                  file: str) -> None:
    """Two combinations joined into one id (a value holding `` | ``) would merge two items."""
    present = key.notna()
    combos = frame.loc[present, list(parts)].astype("string")
    combos[name] = key[present]  # ``name`` is no column of the frame (parts_of says so)
    ids = combos.drop_duplicates()[name]
    repeated = ids.duplicated()
    if not repeated.any():
        return
    clash = ids[repeated].iloc[0]
    raise InputError(CLASH, file=file, column=name,
                     args={"name": repr(name), "parts": ", ".join(parts), "value": repr(clash)},
                     expected=PARTS_EXPECTED, hint=CLASH_HINT)
