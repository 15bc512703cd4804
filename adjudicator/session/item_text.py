"""Every text of an item for the item display: one text column as plain text (as always);
several (premise and hypothesis, question and answer) each under its column's name, in the
file's order. Texts are escaped: a "<b>" in the data is shown, never obeyed."""

from __future__ import annotations

import html

from adjudicator.io.dataset import Dataset


def item_texts(dataset: Dataset, row: int) -> list[tuple[str, str]]:
    """(column, text) of each text column at item ``row`` ('' for a missing value)."""
    out = []
    for column in dataset.texts_shown():
        value = dataset.frame[column].iloc[row]
        out.append((column, "" if _missing(value) else str(value)))
    return out


def _missing(value: object) -> bool:
    import pandas as pd

    try:
        return bool(pd.isna(value))
    except (TypeError, ValueError):  # a list or an array is a value, not a missing one
        return False


def texts_html(texts: list[tuple[str, str]], blank: str) -> str:
    """Each text under its column name (bold, grey), line breaks kept; ``blank`` for an
    empty one."""
    parts = []
    for name, text in texts:
        body = html.escape(text).replace("\n", "<br>") if text else (
            f"<i>{html.escape(blank)}</i>")
        parts.append(f"<p style='margin:0 0 6px 0'><span style='color:#5b6472;font-size:9pt;"
                     f"font-weight:600'>{html.escape(name)}</span><br>{body}</p>")
    return "".join(parts)
