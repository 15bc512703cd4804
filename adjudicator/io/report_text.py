"""Plain-text rendering of a ValidationReport, section by section."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from adjudicator.io.multilabel import describe
from adjudicator.io.schema import MAYBE_MISSING

if TYPE_CHECKING:
    from adjudicator.io.labelcode import Unknown
    from adjudicator.io.validation import ValidationReport

SHOW = 10


def render(rep: ValidationReport) -> str:
    """All sections that have something to say, problems first."""
    lines = [f"File: {rep.file}", _how_read(rep),
             f"Rows read: {rep.rows_read}   items: {rep.items}   annotators: "
             f"{len(rep.annotators)}   labels: {len(rep.labels)}"]
    lines += _problems(rep) + _labels(rep) + _coverage(rep) + _skipped(rep) + _warnings(rep)
    lines += [f"Note: {n}" for n in rep.notes]
    return "\n".join(lines)


def _how_read(rep: ValidationReport) -> str:
    """Format, then each of tool, encoding, delimiter, sheet and layout that is known."""
    known: list[tuple[str, str | None, Callable[[str], str]]] = [
        ("tool export", rep.tool, str), ("question", rep.question, repr),
        ("encoding", rep.encoding, str),
        ("delimiter", rep.delimiter, describe), ("sheet", rep.sheet, repr),
        ("layout", rep.layout, str),
    ]
    parts = [f"format {rep.format}", *(f"{what} {show(v)}" for what, v, show in known if v)]
    return "Read as: " + ", ".join(parts)


def _more(items: list[str], n: int) -> list[str]:
    """The first entries of a list and how many more there are."""
    extra = [f"    … and {n - SHOW} more"] if n > SHOW else []
    return items[:SHOW] + extra


def _problems(rep: ValidationReport) -> list[str]:
    """Problems, each with the rows concerned."""
    if not rep.problems:
        return ["Status: usable (no problems found)"]
    out = ["Status: PROBLEMS to fix — " + "; ".join(rep.problems)]
    if rep.duplicate_ids:
        out.append("  Duplicate ids or repeated judgments (one kept; choose --repeats first|last "
                   "for judgments):")
        out += _more([f"    {d.key!r}: {d.where()}" for d in rep.duplicate_ids],
                     len(rep.duplicate_ids))
    if rep.blank_ids:
        rows = ", ".join(map(str, rep.blank_ids[:SHOW]))
        more = " …" if len(rep.blank_ids) > SHOW else ""
        out.append(f"  Rows without an id (skipped): {rows}{more}")
    if rep.unknown_labels:
        out.append("  Values not in the schema (treated as missing):")
        out += _more([_unknown_line(u) for u in rep.unknown_labels], len(rep.unknown_labels))
    if rep.ragged_rows:
        out.append("  Rows with the wrong number of fields:")
        out += _more([f"    row {r.row}: {r.fields} fields, header has {r.expected} ({r.action})"
                      for r in rep.ragged_rows], len(rep.ragged_rows))
    if rep.mojibake:
        out.append("  Garbled labels (file saved with the wrong encoding?):")
        out += [f"    {k!r} looks like {v!r}" for k, v in list(rep.mojibake.items())[:SHOW]]
    return out


def _unknown_line(u: Unknown) -> str:
    """One unknown value: count, first rows, nearest label."""
    rows = ", ".join(map(str, u.rows))
    near = f"; nearest label {u.nearest!r}" if u.nearest else ""
    return f"    {u.value!r}: {u.count} cell(s), first rows {rows}{near}"


def _labels(rep: ValidationReport) -> list[str]:
    """Label counts per annotator."""
    if not rep.labels:
        return []
    out = ["Labels per annotator (count; missing):"]
    shown = rep.annotators[:SHOW]
    for name in shown:
        counts = rep.counts.get(name, {})
        used = ", ".join(f"{lab} {n}" for lab, n in counts.items() if n)
        out.append(f"  {name}: {used}; missing {rep.missing.get(name, 0)}")
    if len(rep.annotators) > SHOW:
        out.append(f"  … and {len(rep.annotators) - SHOW} more annotators")
    if rep.multi_label_cells:
        out.append(f"  Multi-label cells: {rep.multi_label_cells} (separator "
                   f"{describe(rep.multi_label_separator)}), coded as label sets")
    return out


def _coverage(rep: ValidationReport) -> list[str]:
    """How many annotators saw each item."""
    if not rep.coverage:
        return []
    parts = ", ".join(f"{k} annotator(s): {v} items" for k, v in sorted(rep.coverage.items()))
    out = [f"Coverage: {parts}"]
    if rep.items_rated_by_one:
        ex = ", ".join(rep.single_annotator_items[:5])
        out.append(f"  {rep.items_rated_by_one} item(s) seen by only one annotator (e.g. {ex})")
    return out


def _skipped(rep: ValidationReport) -> list[str]:
    """Rows skipped, grouped by reason."""
    if not rep.skipped:
        return ["Rows skipped: none"]
    reasons: dict[str, list[int]] = {}
    for s in rep.skipped:
        reasons.setdefault(s.reason.split(" (")[0].split(" '")[0], []).append(s.row)
    out = [f"Rows skipped: {len(rep.skipped)}"]
    for reason, rows in reasons.items():
        first = ", ".join(map(str, rows[:SHOW]))
        out.append(f"  {reason}: {len(rows)} (rows {first}{' …' if len(rows) > SHOW else ''})")
    return out


def _warnings(rep: ValidationReport) -> list[str]:
    """Things worth a look that do not block use."""
    out = []
    for name, label in rep.single_category_annotators.items():
        out.append(f"Warning: annotator {name!r} used a single category ({label!r})")
    for value, n in rep.uncertain_labels.items():
        why = (" (annotators chose sets of labels here: it is the 'none of these' answer)"
               if value.casefold() in MAYBE_MISSING else "")
        out.append(f"Warning: {value!r} ({n} cells) is kept as a real label{why}; list it "
                   "under 'missing' in the schema (or --missing) to treat it as no label")
    for value, n in rep.missing_values.items():
        out.append(f"Missing: {value!r} read as no label ({n} cells); if it is a real label, "
                   f"keep it with --not-missing {value} or a schema whose 'missing' list "
                   "leaves it out")
    if rep.missing_spellings:
        out.append("Missing spellings in effect (case ignored): "
                   + " ".join(repr(v) for v in rep.missing_spellings)
                   + "; --missing adds, --not-missing removes, a schema's 'missing' list "
                   "replaces them")
    for d in rep.near_duplicates[:SHOW]:
        out.append(f"Suggestion: {d.value!r} may be {d.canonical!r} ({d.why}); "
                   "add it as an alias or use --merge-near-duplicates")
    for raw, label in list(rep.mapped_values.items())[:SHOW]:
        out.append(f"Mapped: {raw!r} -> {label!r}")
    if rep.formula_cells:
        f = rep.formula_cells[0]
        out.append(f"Warning: {len(rep.formula_cells)} cell(s) look like spreadsheet formulas, "
                   f"kept as text (first: row {f.row}, column {f.column!r}: {f.value!r})")
    return out
