"""What ``adjudicator.agree`` returns to a Python user: the report, as a table and in a notebook.

``AgreementResult`` is the statistics' ``AgreementReport`` (every field and method) with two
things a notebook user expects and the statistics layer must not know about (it imports no
pandas): ``to_frame()``, one row per pair x coefficient and per many-rater coefficient, and
``_repr_html_``, which Jupyter calls to show the confusion matrix of each pair and every
coefficient with its interval. Every label and annotator name is HTML-escaped: the names come
from the user's data.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.summaries.summary_model import AgreementReport, PairSummary

if TYPE_CHECKING:
    import pandas as pd

#: the columns of ``to_frame()``, in order
FRAME_COLUMNS = ("scope", "annotator_a", "annotator_b", "coefficient", "value", "se",
                 "ci_low", "ci_high", "n", "reason")
#: how many pairs the notebook view draws a matrix for (the table lists every pair)
SHOWN_MATRICES = 6


@dataclass(frozen=True)
class AgreementResult(AgreementReport):
    """An ``AgreementReport`` with a table view (``to_frame``) and a notebook view."""

    @classmethod
    def of(cls, report: AgreementReport) -> AgreementResult:
        """The same report, as a result (no figure is recomputed)."""
        return cls(**{f.name: getattr(report, f.name) for f in fields(report)})

    def rows(self) -> list[dict[str, Any]]:
        """One plain mapping per pair x coefficient, then one per many-rater coefficient
        (``scope`` "pair" or "overall"; the annotators are None for the overall rows)."""
        out = [_row("pair", pair.annotators, name, est)
               for pair in self.pairs for name, est in pair.coefficients.items()]
        if self.overall is not None:
            out += [_row("overall", (None, None), name, est)
                    for name, est in self.overall.coefficients.items()]
        return out

    def to_frame(self) -> pd.DataFrame:
        """A DataFrame of ``rows()``: columns ``FRAME_COLUMNS``; a coefficient that cannot be
        computed has a missing value and its reason in ``reason``."""
        import pandas as pd

        return pd.DataFrame(self.rows(), columns=list(FRAME_COLUMNS))

    def _repr_html_(self) -> str:
        """The notebook view: a heading line, each pair's confusion matrix (the first few),
        and every coefficient with its interval."""
        head = (f"<p><b>{len(self.annotators)} annotators</b>, {self.n_items} items, "
                f"{len(self.labels)} labels</p>")
        matrices = "".join(_matrix_html(pair) for pair in self.pairs[:SHOWN_MATRICES])
        more = len(self.pairs) - SHOWN_MATRICES
        if more > 0:
            matrices += f"<p>… {more} more pairs in <code>.pairs</code></p>"
        return f"<div>{head}{matrices}{_coefficients_html(self.rows())}</div>"


def _row(scope: str, pair: tuple[str | None, str | None], name: str,
         est: Estimate) -> dict[str, Any]:
    """One row of the table view."""
    low, high = est.ci if est.ci is not None else (None, None)
    reason = est.reason or est.ci_reason or est.se_reason
    return {"scope": scope, "annotator_a": pair[0], "annotator_b": pair[1], "coefficient": name,
            "value": est.value, "se": est.se, "ci_low": low, "ci_high": high, "n": est.n,
            "reason": str(reason) if reason else None}


def _matrix_html(pair: PairSummary) -> str:
    """A pair's confusion matrix: the first annotator's labels down, the second's across."""
    a, b = (html.escape(name) for name in pair.annotators)
    labels = [html.escape(str(label)) for label in pair.labels]
    header = "".join(f"<th>{label}</th>" for label in labels)
    body = "".join(
        f"<tr><th>{label}</th>" + "".join(f"<td>{int(cell)}</td>" for cell in row) + "</tr>"
        for label, row in zip(labels, pair.table.tolist(), strict=True))
    return (f"<table><caption>{a} (rows) × {b} (columns), n = {pair.n}</caption>"
            f"<tr><th></th>{header}</tr>{body}</table>")


def _coefficients_html(rows: list[dict[str, Any]]) -> str:
    """Every coefficient: value and interval, or the reason it has none."""
    lines = []
    for row in rows:
        who = ("all" if row["scope"] == "overall"
               else f"{html.escape(row['annotator_a'])} – {html.escape(row['annotator_b'])}")
        lines.append(f"<tr><td>{who}</td><td>{html.escape(row['coefficient'])}</td>"
                     f"<td>{_number(row['value'])}</td><td>{_interval(row)}</td></tr>")
    return ("<table><tr><th>annotators</th><th>coefficient</th><th>value</th>"
            "<th>interval</th></tr>" + "".join(lines) + "</table>")


def _interval(row: dict[str, Any]) -> str:
    """"[low, high]", or the reason there is none."""
    if row["ci_low"] is not None and row["ci_high"] is not None:
        return f"[{_number(row['ci_low'])}, {_number(row['ci_high'])}]"
    return html.escape(row["reason"] or "—")


def _number(value: float | None) -> str:
    """Four decimals, or a dash when the figure is missing."""
    return "—" if value is None else f"{value:.4f}"
