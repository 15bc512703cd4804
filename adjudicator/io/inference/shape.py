"""Long or wide, by the table's structure rather than its column names.

A long table has one row per judgment: a column whose values repeat every few rows (the
items), beside one with a handful of values per item, each item/value pair once or nearly
(the annotators), and a few-valued column that varies within items (the labels). Whatever
the columns are called (``patient, clinician, severity``), that structure is a long table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.coding import roles
from adjudicator.io.inference import names
from adjudicator.io.inference.evidence import Profile, containment, profiles
from adjudicator.io.inference.reading import Reading

if TYPE_CHECKING:
    import pandas as pd

LONG_WHY = QT_TRANSLATE_NOOP(
    "Errors", "long layout: {item} repeats every {per_item} rows (the items), {annotator} has "
    "{per_annotator} values per item and {annotators} in all (the annotators), and {label} "
    "varies within items (the labels: {values})")
LONG_AGREED_WHY = QT_TRANSLATE_NOOP(
    "Errors", "long layout: {item} repeats every {per_item} rows (the items), {annotator} has "
    "{per_annotator} values per item and {annotators} in all (the annotators), and {label} is "
    "named as the labels (values: {values}); it rarely differs within an item, so the "
    "annotators mostly agree")
LONG_GOLD_WHY = QT_TRANSLATE_NOOP(
    "Errors", "gold: {column}: named as a reference, one value per item from the labels' "
    "vocabulary; left out of the agreement between annotators")
LONG_FIELDS_WHY = QT_TRANSLATE_NOOP(
    "Errors", "item fields: {columns}: one of a few values per item")
LONG_TEXT_WHY = QT_TRANSLATE_NOOP(
    "Errors", "text: {columns}: long, mostly distinct values, one per item")
COMPOSITE_WHY = QT_TRANSLATE_NOOP(
    "Errors", "items: no single column names an item; {parts} together do (written {name}: "
    "{annotator} is then named once per item)")
LOOKED = 16  # candidate item/annotator columns tried in pairs, at most


def counted_annotators(notes: Sequence[str], annotators: int,
                       per_item: Callable[[], float]) -> list[str]:
    """``notes`` with a long reading's "P values per item and N in all (the annotators)" set
    to what the import kept: ``annotators`` human annotators judging ``per_item()`` items on
    average (asked only when such a note is there). The reading counted the names in its
    sample, which may miss some of a large file and counts a name marked as a model's (or
    the gold's) among the annotators."""
    long_notes = (LONG_WHY, LONG_AGREED_WHY)
    if not any(isinstance(n, Message) and n.template in long_notes for n in notes):
        return list(notes)
    fields = {"annotators": annotators, "per_annotator": _one_place(per_item())}
    return [Message(n.template, **{**n.fields, **fields})
            if isinstance(n, Message) and n.template in long_notes else n for n in notes]


def _one_place(x: float) -> str:
    """``2.5``, ``3`` (one decimal place, no trailing zero)."""
    return f"{x:.1f}".rstrip("0").rstrip(".")
#: per item column: distinct values of every column within each item, and rows per item
Cache = dict[str, tuple["pd.DataFrame", "pd.Series"]]
LONG_COLUMNS = 64  # a table of more columns is not taken for a long one by its structure


def long_reading(sample: pd.DataFrame, found: Sequence[Profile],
                 annotator_columns: Sequence[str] = ()) -> Reading | None:
    """The long reading the structure supports best, or None when no column pair has it.
    ``annotator_columns`` (three or more columns sharing one label vocabulary, as a wide
    reading found them) are never the items, the annotators or the labels of a long one."""
    if len(found) > LONG_COLUMNS:
        return None
    cache: Cache = {}
    usable = [p for p in found if p.present >= 4 and not p.not_labels and not p.free_text
              and 2 <= p.distinct < p.present and not names.text_named(p.name)
              and not roles.is_meta(p.name) and p.name not in annotator_columns]
    usable.sort(key=lambda p: (not (names.id_named(p.name) or names.annotator_named(p.name)),))
    usable = usable[:LOOKED]
    best: tuple[float, Reading] | None = None
    for item in usable:
        for who in usable:
            # two columns of one vocabulary are two annotators' labels, never items and
            # annotators; numbered patients (1…45) holding the clinicians' numbers (1…5) are
            if who is item or min(containment(item, who), containment(who, item)) >= 0.5:
                continue
            found_one = _pair(sample, [p for p in found if p.name not in annotator_columns],
                              item, who, cache)
            if found_one is not None and (best is None or found_one[0] > best[0]):
                best = found_one
    return best[1] if best else None


def composite_long_reading(sample: pd.DataFrame,
                           found: Sequence[Profile]) -> Reading | None:
    """The long reading whose items are named by two to four id columns together (patient,
    scan, nodule), or None. Tried only when no single column names the items: the annotator
    column and every part must be named so (``reader_slot``; ``patient_id``,
    ``nodule_index``), since names are the evidence that joining columns is meant."""
    from itertools import combinations

    from adjudicator.io.coding.composite_id import joined_key, key_name

    if len(found) > LONG_COLUMNS:
        return None
    columns = [p.name for p in found]
    whos = [p for p in found if names.annotator_named(p.name) and p.few_values
            and 2 <= p.distinct < p.present and not names.in_series(p.name, columns)]
    pool = [p for p in found if names.id_named(p.name) and p.present >= 4
            and 2 <= p.distinct < p.present and not p.free_text and not p.not_labels][:6]
    for who in whos:
        parts = [p for p in pool if p.name != who.name]
        # the finest items the structure holds for (a column the others determine adds
        # nothing but is kept, in file order: ``patient | scan | nodule`` reads best)
        best: tuple[tuple[int, int], Reading, list[str]] | None = None
        for size in range(2, min(4, len(parts)) + 1):
            for combo in combinations(parts, size):
                chosen = [p.name for p in combo]
                name = key_name(chosen)
                frame = sample.assign(**{name: joined_key(sample, chosen)})
                item = profiles(frame[[name]])[0]
                found_one = _pair(frame, [item, *found], item, who, {})
                rank = (item.distinct, size)
                if found_one is not None and (best is None or rank > best[0]):
                    best = (rank, found_one[1], chosen)
        if best is not None:
            reading = best[1]
            reading.reasons.insert(1, Message(
                COMPOSITE_WHY, parts=", ".join(best[2]), name=key_name(best[2]),
                annotator=repr(who.name)))
            return reading
    return None


def _pair(sample: pd.DataFrame, found: Sequence[Profile], item: Profile,
          who: Profile, cache: Cache) -> tuple[float, Reading] | None:
    """The reading with ``item`` as items and ``who`` as annotators, if the structure holds."""
    both = sample[[item.name, who.name]].dropna()
    if len(both) < 8:
        return None
    pairs = both.drop_duplicates()
    per_item = len(both) / max(1, both[item.name].nunique())
    per_pair = len(both) / max(1, len(pairs))
    who_per_item = len(pairs) / max(1, pairs[item.name].nunique())
    if per_pair > 1.5 or who_per_item < 1.5 or per_item < 1.5:
        return None
    varying = _varying(sample, item.name, [p for p in found
                                           if p.name not in (item.name, who.name)], cache)
    of_annotator = set(_constant_within(sample, who.name, found, (item.name,), cache))
    labels = [p for p in varying if p.few_values and p.name not in of_annotator]
    label_names = {n.casefold() for n in roles.LABEL_NAMES}
    agreed = not labels
    if agreed:  # annotators who nearly always agree: the column named as the labels
        labels = [p for p in found if p.name not in (item.name, who.name, *of_annotator)
                  and p.few_values and p.name.strip().casefold() in label_names]
    if not labels:
        return None
    attached = len(_constant_within(sample, item.name, found, (who.name,), cache))
    named = names.id_named(item.name) or names.annotator_named(who.name)
    dense = who_per_item / who.distinct >= 0.75  # most annotators judged every item
    if not (named or attached or dense):
        return None  # no evidence beyond a chance pattern of repeats
    label = max(labels, key=lambda p: (p.name.strip().casefold() in label_names,
                                       -abs(p.distinct - 4)))
    named_label = label.name.strip().casefold() in label_names
    others = [p.name for p in labels if p is not label and not roles.is_meta(p.name)]
    score = (2.0 + 2 * names.id_named(item.name) + 2 * names.annotator_named(who.name)
             + (who_per_item >= 2) - (per_pair > 1.0) + min(attached, 3))
    reading = Reading("long", item.name, annotator_column=who.name, label_column=label.name,
                      score=score, label_alternatives=[] if named_label else others)
    _item_roles(reading, sample, found, label, cache)
    reading.reasons.insert(0, Message(
        LONG_AGREED_WHY if agreed else LONG_WHY, item=repr(item.name),
        per_item=f"{per_item:.1f}".rstrip("0").rstrip("."),
        annotator=repr(who.name), per_annotator=_one_place(who_per_item),
        annotators=who.distinct, label=repr(label.name),
        values=", ".join(sorted(label.vocabulary)[:6])))
    return score, reading


def _varying(sample: pd.DataFrame, item: str, rest: Sequence[Profile],
             cache: Cache) -> list[Profile]:
    """The columns whose value differs between rows of one item (for a fifth of the items
    that have two rows or more)."""
    if not rest:
        return []
    cols = [p.name for p in rest]
    counts, several = _per_item(sample, item, cache)
    counts = counts[cols][several.reindex(counts.index) > 1]
    if counts.empty:
        return []
    share = (counts > 1).mean()
    return [p for p in rest if share.get(p.name, 0.0) >= 0.2]


def _per_item(sample: pd.DataFrame, item: str, cache: Cache) -> tuple[pd.DataFrame, pd.Series]:
    """Distinct values of every column within each value of ``item``, and the rows per
    value; computed once per item column while one table is looked at."""
    if item not in cache:
        groups = sample.groupby(item, sort=False, observed=True)
        cache[item] = (groups.nunique(dropna=True), groups.size())
    return cache[item]


def _constant_within(sample: pd.DataFrame, item: str, found: Sequence[Profile],
                     skip: Sequence[str], cache: Cache) -> list[str]:
    """The columns (other than ``item`` and ``skip``) that vary across the table but hold one
    value per ``item`` group: the attributes of an item (its text, its gold, its source)."""
    rest = [p.name for p in found if p.name != item and p.name not in skip and p.distinct > 1]
    if not rest:
        return []
    counts = _per_item(sample, item, cache)[0][rest]
    return [c for c in rest if bool((counts[c] <= 1).all())]


def _item_roles(reading: Reading, sample: pd.DataFrame, found: Sequence[Profile],
                label: Profile, cache: Cache) -> None:
    """Gold, item fields and texts among the columns that hold one value per item."""
    taken = {reading.id_column, reading.annotator_column, reading.label_column}
    rest = [p.name for p in found if p.name not in taken]
    if not rest:
        return
    items = sample.groupby(reading.id_column, sort=False, observed=True)[rest].first()
    varying = {p.name for p in _varying(sample, str(reading.id_column),
                                        [p for p in found if p.name in rest], cache)}
    per_item = [p for p in profiles(items) if p.name not in varying]
    for p in per_item:
        if p.not_labels:
            continue
        if p.free_text or (names.text_named(p.name) and p.distinct > p.present / 2):
            reading.text_columns.append(p.name)
        elif (reading.gold_column is None and names.gold_named(p.name)
              and containment(p, label) >= 0.8):
            reading.gold_column = p.name
        elif p.few_values and 2 <= p.distinct <= 20 and not names.id_named(p.name):
            reading.item_fields.append(p.name)
    if reading.gold_column:
        reading.reasons.append(Message(LONG_GOLD_WHY, column=reading.gold_column))
    if reading.item_fields:
        reading.reasons.append(Message(LONG_FIELDS_WHY, columns=", ".join(reading.item_fields)))
    if reading.text_columns:
        reading.reasons.append(Message(LONG_TEXT_WHY, columns=", ".join(reading.text_columns)))
