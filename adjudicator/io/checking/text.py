"""Plain-text rendering of a ValidationReport, section by section, in the user's language.

Every line is an English template with named fields, marked for the "Errors" translation
context (``QT_TRANSLATE_NOOP``) so ``pyside6-lupdate`` extracts it; ``render(rep, translate)``
looks each one up (Qt's translator in the window, the shipped catalogue with ``--lang``)
before filling in the fields. Each line also carries its kind (problem, warning, note…), so
the window can colour it without reading English words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message, Translate
from adjudicator.io.coding.multilabel import describe
from adjudicator.io.coding.schema import MAYBE_MISSING

if TYPE_CHECKING:
    from adjudicator.io.checking.report import ValidationReport
    from adjudicator.io.coding.labelcode import Unknown

SHOW = 10
PROBLEM, DETAIL, WARNING, MUTED, PLAIN = "problem", "detail", "warning", "muted", ""
Line = tuple[str, str]  # (kind, text)
Say = Callable[..., str]


def _same(text: str) -> str:
    return text


def render(rep: ValidationReport, translate: Translate = _same) -> str:
    """All sections that have something to say, problems first."""
    return "\n".join(text for _, text in render_lines(rep, translate))


def render_lines(rep: ValidationReport, translate: Translate = _same) -> list[Line]:
    """The report's lines with their kind, in the language of ``translate``."""

    def say(template: str, **fields: object) -> str:
        """A template (or a Message, or a plain marked word) in the user's language."""
        if isinstance(template, Message) and not fields:
            return template.render(translate)
        return Message(template, **fields).render(translate)

    lines: list[Line] = [
        (PLAIN, say(QT_TRANSLATE_NOOP("Errors", "File: {file}"), file=rep.file)),
        (PLAIN, _how_read(rep, say)),
        (PLAIN, say(QT_TRANSLATE_NOOP("Errors", "Rows read: {rows}   items: {items}   "
                                      "annotators: {annotators}   labels: {labels}"),
                    rows=rep.rows_read, items=rep.items, annotators=len(rep.annotators),
                    labels=len(rep.labels)))]
    lines += _problems(rep, say) + _labels(rep, say) + _coverage(rep, say)
    lines += _skipped(rep, say) + _warnings(rep, say)
    lines += [(MUTED, say(QT_TRANSLATE_NOOP("Errors", "Note: {note}"), note=say(n)))
              for n in rep.notes]
    return lines


HOW = {
    "tool": QT_TRANSLATE_NOOP("Errors", "tool export {value}"),
    "question": QT_TRANSLATE_NOOP("Errors", "question {value}"),
    "encoding": QT_TRANSLATE_NOOP("Errors", "encoding {value}"),
    "delimiter": QT_TRANSLATE_NOOP("Errors", "delimiter {value}"),
    "sheet": QT_TRANSLATE_NOOP("Errors", "sheet {value}"),
    "layout": QT_TRANSLATE_NOOP("Errors", "layout {value}"),
}
# Words the io layer writes into the report's fields, marked here for translation: the
# layouts, how a separator is described, how two spellings of one label differ.
WORDS = (
    QT_TRANSLATE_NOOP("Errors", "wide"), QT_TRANSLATE_NOOP("Errors", "long"),
    QT_TRANSLATE_NOOP("Errors", "none"), QT_TRANSLATE_NOOP("Errors", "JSON list"),
    QT_TRANSLATE_NOOP("Errors", "line break"), QT_TRANSLATE_NOOP("Errors", "tab"),
    QT_TRANSLATE_NOOP("Errors", "surrounding spaces"),
    QT_TRANSLATE_NOOP("Errors", "full-width / half-width characters"),
    QT_TRANSLATE_NOOP("Errors", "letter case"), QT_TRANSLATE_NOOP("Errors", "spaces"),
    QT_TRANSLATE_NOOP("Errors", "traditional / simplified characters"),
)


def _how_read(rep: ValidationReport, say: Say) -> str:
    """Format, then each of tool, encoding, delimiter, sheet and layout that is known."""
    known: list[tuple[str, str | None, Callable[[str], object]]] = [
        ("tool", rep.tool, _keep), ("question", rep.question, repr),
        ("encoding", rep.encoding, _keep),
        ("delimiter", rep.delimiter, lambda d: say(describe(d))), ("sheet", rep.sheet, repr),
        ("layout", rep.layout, say),
    ]
    parts = [say(QT_TRANSLATE_NOOP("Errors", "format {value}"), value=rep.format),
             *(say(HOW[what], value=show(v)) for what, v, show in known if v)]
    return say(QT_TRANSLATE_NOOP("Errors", "Read as: {parts}"),
               parts=say(QT_TRANSLATE_NOOP("Errors", ", ")).join(parts))


def _keep(value: str) -> str:
    """A field as it is (a Message stays one, so it is rendered in the user's language)."""
    return value


def _more(items: list[str], n: int, say: Say) -> list[Line]:
    """The first entries of a list and how many more there are."""
    extra = [say(QT_TRANSLATE_NOOP("Errors", "    … and {n} more"), n=n - SHOW)] if n > SHOW else []
    return [(DETAIL, line) for line in items[:SHOW] + extra]


def _problems(rep: ValidationReport, say: Say) -> list[Line]:
    """Problems, each with the rows concerned."""
    if not rep.problems:
        return [(PLAIN, say(QT_TRANSLATE_NOOP("Errors", "Status: usable (no problems found)")))]
    out = [(PROBLEM, say(QT_TRANSLATE_NOOP("Errors", "Status: PROBLEMS to fix — {problems}"),
                         problems=tuple(rep.problems)))]
    if rep.duplicate_ids:
        out.append((DETAIL, say(QT_TRANSLATE_NOOP("Errors",
            "  Duplicate ids or repeated judgments (one kept; choose --repeats first|last for "
            "judgments):"))))
        out += _more([f"    {d.key!r}: {say(d.where())}" for d in rep.duplicate_ids],
                     len(rep.duplicate_ids), say)
    if rep.blank_ids:
        rows = ", ".join(map(str, rep.blank_ids[:SHOW]))
        more = " …" if len(rep.blank_ids) > SHOW else ""
        out.append((DETAIL, say(QT_TRANSLATE_NOOP("Errors", "  Rows without an id (skipped): "
                                                  "{rows}{more}"), rows=rows, more=more)))
    if rep.unknown_labels:
        out.append((DETAIL, say(QT_TRANSLATE_NOOP(
            "Errors", "  Values not in the schema (treated as missing):"))))
        out += _more([_unknown_line(u, say) for u in rep.unknown_labels],
                     len(rep.unknown_labels), say)
    if rep.ragged_rows:
        out.append((DETAIL, say(QT_TRANSLATE_NOOP("Errors",
                                                  "  Rows with the wrong number of fields:"))))
        out += _more([say(QT_TRANSLATE_NOOP("Errors", "    row {row}: {fields} fields, header "
                                            "has {expected} ({action})"), row=r.row,
                          fields=r.fields, expected=r.expected, action=say(r.action))
                      for r in rep.ragged_rows], len(rep.ragged_rows), say)
    if rep.mojibake:
        out.append((DETAIL, say(QT_TRANSLATE_NOOP(
            "Errors", "  Garbled labels (file saved with the wrong encoding?):"))))
        out += [(DETAIL, say(QT_TRANSLATE_NOOP("Errors", "    {value} looks like {fixed}"),
                             value=repr(k), fixed=repr(v)))
                for k, v in list(rep.mojibake.items())[:SHOW]]
    return out


def _unknown_line(u: Unknown, say: Say) -> str:
    """One unknown value: count, first rows, nearest label."""
    rows = ", ".join(map(str, u.rows))
    if u.nearest:
        return say(QT_TRANSLATE_NOOP("Errors", "    {value}: {count} cell(s), first rows "
                                     "{rows}; nearest label {nearest}"),
                   value=repr(u.value), count=u.count, rows=rows, nearest=repr(u.nearest))
    return say(QT_TRANSLATE_NOOP("Errors", "    {value}: {count} cell(s), first rows {rows}"),
               value=repr(u.value), count=u.count, rows=rows)


def _labels(rep: ValidationReport, say: Say) -> list[Line]:
    """Label counts per annotator."""
    if not rep.labels:
        return []
    out = [(PLAIN, say(QT_TRANSLATE_NOOP("Errors", "Labels per annotator (count; missing):")))]
    for name in rep.annotators[:SHOW]:
        counts = rep.counts.get(name, {})
        used = ", ".join(f"{lab} {n}" for lab, n in counts.items() if n)
        out.append((PLAIN, say(QT_TRANSLATE_NOOP("Errors", "  {name}: {used}; missing {n}"),
                               name=name, used=used, n=rep.missing.get(name, 0))))
    if len(rep.annotators) > SHOW:
        out.append((PLAIN, say(QT_TRANSLATE_NOOP("Errors", "  … and {n} more annotators"),
                               n=len(rep.annotators) - SHOW)))
    if rep.multi_label_cells:
        out.append((PLAIN, say(QT_TRANSLATE_NOOP("Errors", "  Multi-label cells: {n} "
                                                 "(separator {separator}), coded as label sets"),
                               n=rep.multi_label_cells,
                               separator=say(describe(rep.multi_label_separator)))))
    return out


def _coverage(rep: ValidationReport, say: Say) -> list[Line]:
    """How many annotators saw each item."""
    if not rep.coverage:
        return []
    parts = say(QT_TRANSLATE_NOOP("Errors", ", ")).join(
        say(QT_TRANSLATE_NOOP("Errors", "{k} annotator(s): {v} items"), k=k, v=v)
        for k, v in sorted(rep.coverage.items()))
    out = [(PLAIN, say(QT_TRANSLATE_NOOP("Errors", "Coverage: {parts}"), parts=parts))]
    if rep.items_rated_by_one:
        out.append((PLAIN, say(QT_TRANSLATE_NOOP("Errors", "  {n} item(s) seen by only one "
                                                 "annotator (e.g. {examples})"),
                               n=rep.items_rated_by_one,
                               examples=", ".join(rep.single_annotator_items[:5]))))
    return out


def _skipped(rep: ValidationReport, say: Say) -> list[Line]:
    """Rows skipped, grouped by reason."""
    if not rep.skipped:
        return [(PLAIN, say(QT_TRANSLATE_NOOP("Errors", "Rows skipped: none")))]
    reasons: dict[str, list[int]] = {}
    for s in rep.skipped:  # by the reason's group ("duplicate id"), in the user's language
        reasons.setdefault(say(s.kind), []).append(s.row)
    out = [(PLAIN, say(QT_TRANSLATE_NOOP("Errors", "Rows skipped: {n}"), n=len(rep.skipped)))]
    for reason, rows in reasons.items():
        first = ", ".join(map(str, rows[:SHOW]))
        out.append((PLAIN, say(QT_TRANSLATE_NOOP("Errors", "  {reason}: {n} (rows {rows}{more})"),
                               reason=reason, n=len(rows), rows=first,
                               more=" …" if len(rows) > SHOW else "")))
    return out


def _warnings(rep: ValidationReport, say: Say) -> list[Line]:
    """Things worth a look that do not block use."""
    out: list[Line] = []
    for name, label in rep.single_category_annotators.items():
        out.append((WARNING, say(QT_TRANSLATE_NOOP(
            "Errors", "Warning: annotator {name} used a single category ({label})"),
            name=repr(name), label=repr(label))))
    for value, n in rep.uncertain_labels.items():
        if value.casefold() in MAYBE_MISSING:
            out.append((WARNING, say(QT_TRANSLATE_NOOP("Errors",
                "Warning: {value} ({n} cells) is kept as a real label (annotators chose sets of "
                "labels here: it is the 'none of these' answer); list it under 'missing' in the "
                "schema (or --missing) to treat it as no label"), value=repr(value), n=n)))
            continue
        out.append((WARNING, say(QT_TRANSLATE_NOOP("Errors",
            "Warning: {value} ({n} cells) is kept as a real label; list it under 'missing' in "
            "the schema (or --missing) to treat it as no label"), value=repr(value), n=n)))
    for value, n in rep.missing_values.items():
        out.append((MUTED, say(QT_TRANSLATE_NOOP("Errors",
            "Missing: {value} read as no label ({n} cells); if it is a real label, keep it "
            "with --not-missing {raw} or a schema whose 'missing' list leaves it out"),
            value=repr(value), n=n, raw=value)))
    if rep.missing_spellings:
        out.append((MUTED, say(QT_TRANSLATE_NOOP("Errors",
            "Missing spellings in effect (case ignored): {spellings}; --missing adds, "
            "--not-missing removes, a schema's 'missing' list replaces them"),
            spellings=" ".join(repr(v) for v in rep.missing_spellings))))
    for d in rep.near_duplicates[:SHOW]:
        out.append((PLAIN, say(QT_TRANSLATE_NOOP("Errors",
            "Suggestion: {value} may be {canonical} ({why}); add it as an alias or use "
            "--merge-near-duplicates"), value=repr(d.value), canonical=repr(d.canonical),
            why=say(d.why))))
    for raw, label in list(rep.mapped_values.items())[:SHOW]:
        out.append((MUTED, say(QT_TRANSLATE_NOOP("Errors", "Mapped: {raw} -> {label}"),
                               raw=repr(raw), label=repr(label))))
    if rep.formula_cells:
        f = rep.formula_cells[0]
        out.append((WARNING, say(QT_TRANSLATE_NOOP("Errors",
            "Warning: {n} cell(s) look like spreadsheet formulas, kept as text (first: row "
            "{row}, column {column}: {value})"), n=len(rep.formula_cells), row=f.row,
            column=repr(f.column), value=repr(f.value))))
    return out
