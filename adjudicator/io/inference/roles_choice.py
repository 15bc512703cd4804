"""The wide reading (one row per item) on evidence: the annotator columns are the largest group
of columns sharing one label vocabulary, names saying so counted in; a reference-named column
of that vocabulary is gold, not an annotator; a few-valued column outside it is an item field;
long, mostly distinct values are text; an id is a column with a distinct value on every row
(the row number when there is none). Two groups nearly as good are both returned, so the
caller can ask which is meant.
"""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.coding import roles
from adjudicator.io.inference import names
from adjudicator.io.inference.evidence import Profile, shown_values, vocabulary_groups
from adjudicator.io.inference.reading import Reading

ANNOTATORS_WHY = QT_TRANSLATE_NOOP(
    "Errors", "annotators: {columns}: {n} columns sharing one label vocabulary ({values})")
NAMED_TOO = QT_TRANSLATE_NOOP("Errors", "; their names say so too")
GOLD_WHY = QT_TRANSLATE_NOOP(
    "Errors", "gold: {column}: named as a reference and holding the annotators' labels; kept "
    "as an item column, left out of the agreement between annotators")
FIELDS_WHY = QT_TRANSLATE_NOOP(
    "Errors", "item fields: {columns}: few values, not the annotators' labels (usable for "
    "agreement by group)")
TEXT_WHY = QT_TRANSLATE_NOOP("Errors", "text: {columns}: long, mostly distinct values")
ID_WHY = QT_TRANSLATE_NOOP("Errors", "id: {column}: a distinct value on every row")
NO_ID_WHY = QT_TRANSLATE_NOOP(
    "Errors", "id: none of the columns has a distinct value on every row, so each row is an "
    "item, numbered as the spreadsheet shows it (choose a column with --id)")
NOT_LABELS_WHY = QT_TRANSLATE_NOOP(
    "Errors", "not labels: {columns}: cells hold JSON objects, lists or comma-joined values")
CLOSE = 0.8  # a second reading scoring this share of the best one is "close": asked


def wide_readings(found: Sequence[Profile]) -> list[Reading]:
    """The best wide reading first, then any close rival (another annotator group)."""
    by_name = {p.name: p for p in found}
    texts = [p for p in found if (p.free_text or names.text_named(p.name))
             and not p.not_labels]
    idcol = _id_column(found, texts)
    taken = ({p.name for p in texts} | ({idcol.name} if idcol else set())
             | {p.name for p in found if roles.is_meta(p.name)})
    odd = [p for p in found if p.not_labels and p.name not in taken]
    candidates = [p for p in found if p.name not in taken and not p.not_labels
                  and p.few_values]
    grouped = vocabulary_groups(candidates)
    in_groups = {p.name for g in grouped if len(g) > 1 for p in g}
    groups = [_scored(g, found) for g in grouped]
    groups = sorted((g for g in groups if g[0] > 0), key=lambda g: -g[0])
    if not groups:
        return []
    best = groups[0][0]
    out: list[Reading] = []
    for score, annotators, gold in groups[:2]:
        if out and score < CLOSE * best:
            break
        annotators = annotators + [p.name for p in found if not p.present and p.name not in
                                   annotators and names.in_series(p.name, [*annotators, p.name])]
        annotators = [p.name for p in found if p.name in annotators]  # file order
        rest = [p for p in candidates if p.name not in annotators and p.name != gold]
        fields = [p.name for p in rest if p.name not in in_groups
                  and _field_like(p, by_name, annotators)]
        reading = Reading("wide", idcol.name if idcol else None, annotators,
                          gold_column=gold, item_fields=fields,
                          text_columns=[p.name for p in texts], score=score)
        reading.reasons = _reasons(reading, by_name, idcol, odd)
        out.append(reading)
    return out


def _id_column(found: Sequence[Profile], texts: Sequence[Profile]) -> Profile | None:
    """A column named like an id whose values are mostly distinct (its repeats are then
    reported as duplicate ids); else the first column when every row has its own value (and
    it is not long text) or nearly so; else None (the row numbers)."""
    text_names = {p.name for p in texts}
    named = [p for p in found if names.id_named(p.name) and not p.not_labels
             and p.present and p.distinct >= 0.5 * p.present]
    if named:
        return named[0]
    first = found[0] if found else None
    if first is None or first.name in text_names or first.not_labels or not first.present:
        return None
    if first.unique or (first.distinct >= 0.9 * first.present and first.present >= 10):
        return first
    return None


def _scored(group: list[Profile], found: Sequence[Profile]) -> tuple[float, list[str], str | None]:
    """A group's score (its annotators, plus half a column for each saying so by name or by
    a numbered series) with its annotator columns and its gold column (or None)."""
    cols = [p.name for p in group]
    gold = next((c for c in cols if names.gold_named(c) and not names.in_series(c, cols)),
                None)
    annotators = [c for c in cols if c != gold]
    if len(annotators) < 2:
        return 0.0, annotators, gold
    named = sum(1 for c in annotators if names.annotator_named(c) or names.in_series(c, cols))
    fields = sum(1 for c in annotators if names.field_named(c) or names.id_named(c))
    return len(annotators) + 0.5 * named - 0.75 * fields, annotators, gold


def _field_like(p: Profile, by_name: dict[str, Profile], annotators: list[str]) -> bool:
    """A few-valued item column outside the annotators' vocabulary (``level``, ``genre``),
    or one named as an item field; a constant column is no field."""
    if p.distinct < 2:
        return False
    if names.field_named(p.name):
        return True
    from adjudicator.io.inference.evidence import containment

    inside = max((containment(p, by_name[a]) for a in annotators), default=0.0)
    return inside < 0.5 and p.distinct <= 20


def _reasons(reading: Reading, by_name: dict[str, Profile], idcol: Profile | None,
             odd: Sequence[Profile]) -> list[Message]:
    """One line per choice, in the order the report shows them."""
    group = [by_name[c] for c in reading.annotators]
    why = Message(ANNOTATORS_WHY, columns=", ".join(reading.annotators),
                  n=len(reading.annotators), values=shown_values(group))
    if all(names.annotator_named(c) or names.in_series(c, reading.annotators)
           for c in reading.annotators):  # said only when it is true of every one
        why = Message("{why}{too}", why=why, too=Message(NAMED_TOO))
    out = [why]
    if reading.gold_column:
        out.append(Message(GOLD_WHY, column=reading.gold_column))
    if reading.item_fields:
        out.append(Message(FIELDS_WHY, columns=", ".join(reading.item_fields)))
    if reading.text_columns:
        out.append(Message(TEXT_WHY, columns=", ".join(reading.text_columns)))
    out.append(Message(ID_WHY, column=idcol.name) if idcol else Message(NO_ID_WHY))
    if odd:
        out.append(Message(NOT_LABELS_WHY, columns=", ".join(p.name for p in odd)))
    return out
