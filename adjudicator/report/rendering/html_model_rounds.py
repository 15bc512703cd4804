"""The rounds appendix's part on a model beside the annotators (``report --round`` with
``--model``): per model its κ against each human, the humans' majority and the final labels in
every round it is in, and the change between consecutive rounds with its paired interval
(``core.quality.model_rounds``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from adjudicator.report.rendering.html_parts import (
    cell,
    esc,
    estimate_cells,
    figure,
    heading,
    num,
    para,
    show,
    table,
    table_notes,
)
from adjudicator.report.rendering.texts import Texts


def model_rounds(section: Any, t: Texts, figs: Mapping[str, str] | None = None) -> str:
    """Every model of the rounds section, or nothing when no model was given."""
    if not section.models and not section.lone_models:
        return ""
    out = heading(3, t("A model across rounds"))
    out += para(t("A model's columns are not annotators in any round: no figure above counts "
                  "them. Per round, its κ against each human, the humans' majority (three "
                  "humans or more) and the final labels; between consecutive rounds it is in, "
                  "the change with its interval, paired over the items both rounds hold "
                  "(delta method). With no item in both rounds, the rounds are independent "
                  "samples."), note=True)
    for m in section.models:
        out += _model(m, t)
        out += figure(figs or {}, f"model_rounds:{m.model}",
                      t.label(t("A model across rounds"), m.model))
    for name, only in section.lone_models:
        out += para(t("Model {model} is in one round only ({round}): no change to show.")
                    .format(model=name, round=only))
    return out


def reference_words(kind: str, name: str, t: Texts) -> str:
    """Whom the model is read against, in the report's language."""
    if kind == "majority":
        return t("against the humans' majority")
    if kind == "final":
        return t("against the final labels")
    return t("against {annotator}").format(annotator=name)


def _model(m: Any, t: Texts) -> str:
    """One model: κ per reference and round, then the changes."""
    out = heading(4, t("Model {model}").format(model=m.model))
    notes: list[str] = []
    rows = []
    for track in m.tracks:
        who = reference_words(track.kind, track.reference, t)
        for name, kappa in track.kappas:
            key = f"model_round:{m.model}:{track.kind}:{track.reference}:{name}"
            n = kappa.n if kappa.n or kappa.value is not None else None  # absent: "—"
            rows.append([cell(who), cell(name), num(f"{key}:n", n, "count"),
                         *estimate_cells(key, kappa, t, notes)])
    out += table(["", t("Round"), "n", t("Cohen's κ"), t("SE"), t("95% CI")], rows)
    rows = [_change_row(m.model, track, c, t, notes)
            for track in m.tracks for c in track.changes]
    out += heading(4, t.label(t("Model {model}").format(model=m.model),
                              t("Change from the previous round")))
    out += table(["", "", t("Difference"), t("SE"), t("95% CI")], rows)
    return out + table_notes(notes)


def _change_row(model: str, track: Any, c: Any, t: Texts, notes: list[str]) -> list[str]:
    """One change: Δ, its SE and interval (paired, or independent rounds), or why not."""
    from adjudicator.report.rendering.html_parts import note_mark

    who = reference_words(track.kind, track.reference, t)
    key = f"model_change:{model}:{track.kind}:{track.reference}:{c.to_round}"
    head = [cell(who), cell(f"{c.from_round} → {c.to_round}")]
    if c.ci is None:
        why = t.reason(c.reason) if c.reason else ""
        said = (why if str(c.reason).startswith("not estimable")
                else f"{t('not estimable')}{t.colon}{why}" if why else t("not estimable"))
        mark = note_mark(said, notes)
        return [*head, num(f"{key}:difference", c.difference),
                f'<td colspan="2" class="noted">— <sup>{mark}</sup></td>']
    how = (t("(paired over {n} shared items)").replace("{n}", f"{c.shared:,}") if c.shared
           else t("(no item in both rounds: independent samples)"))
    ci = (f'<td class="ci" data-key="{esc(key)}:ci" data-low="{float(c.ci[0])!r}" '
          f'data-high="{float(c.ci[1])!r}">[{show(c.ci[0])}, {show(c.ci[1])}] {esc(how)}</td>')
    return [*head, num(f"{key}:difference", c.difference), num(f"{key}:se", c.se), ci]
