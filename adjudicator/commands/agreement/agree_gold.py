"""`agree FILE --gold COL` / `--gold-file F`: each annotator against gold items.

The gold labels come from a column of FILE (an annotator-like column of known answers, empty
where an item is not gold) or from a separate file of two columns, item id and gold label.
A gold column that the import took for an annotator is taken out of the ratings before any
agreement is computed, so gold never counts as an annotator (``split_gold``). The figures are
``core.quality.gold``'s; JSON carries them as ``gold``.
"""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.quality.gold import GoldReport, gold_scores
from adjudicator.core.ratings import Ratings

Codes = npt.NDArray[np.int64]


def add_gold_arguments(p: argparse.ArgumentParser) -> None:
    """--gold COL and --gold-file F (one of them)."""
    group = p.add_mutually_exclusive_group()
    group.add_argument("--gold", metavar="COL", help=QT_TRANSLATE_NOOP(
        "Help", "a column of known answers (empty where an item is not gold): each annotator "
                "is scored against it, and it is left out of the agreement"))
    group.add_argument("--gold-file", metavar="F", help=QT_TRANSLATE_NOOP(
        "Help", "a CSV of gold labels: item id, then the gold label"))


def split_gold(ds: Any, args: argparse.Namespace) -> tuple[Any, Codes | None]:
    """The dataset without the gold column among its annotators, and the gold codes (-1 where
    an item is not gold); (ds, None) without --gold or --gold-file."""
    if getattr(args, "gold", None):
        return _from_column(ds, args.gold, args.file)
    if getattr(args, "gold_file", None):
        return ds, _from_file(ds, Path(args.gold_file))
    return ds, None


UNKNOWN_GOLD = QT_TRANSLATE_NOOP("Errors", "gold label '{label}' is not one of the labels")
GOLD_HINT = QT_TRANSLATE_NOOP("Errors", "Correct the gold label, or declare it with --labels")


def encode_labels(values: list[object], ratings: Ratings, where: str, column: str, *,
                  unknown: str = UNKNOWN_GOLD, hint: str = GOLD_HINT) -> Codes:
    """A column's values as codes of the ratings' labels (-1 where empty); an unknown label
    is an input error (``unknown`` says what, ``hint`` what to do)."""
    code = {label: c for c, label in enumerate(ratings.labels)}
    out = np.full(len(values), -1, dtype=np.int64)
    for i, value in enumerate(values):
        text = "" if value is None or (isinstance(value, float) and np.isnan(value)) \
            else str(value).strip()
        if not text:
            continue
        if text not in code:
            raise InputError(unknown, file=where, column=column, row=i + 2,
                             expected="{labels}", args={"label": text,
                                                        "labels": ", ".join(ratings.labels)},
                             hint=hint)
        out[i] = code[text]
    return out


def _from_column(ds: Any, column: str, path: str) -> tuple[Any, Codes]:
    r = ds.ratings
    if column in r.annotators:
        keep = [i for i, a in enumerate(r.annotators) if a != column]
        gold = r.codes[:, r.annotators.index(column)].astype(np.int64)
        rest = Ratings(r.items, tuple(r.annotators[i] for i in keep), r.labels,
                       r.codes[:, keep])
        return dataclasses.replace(ds, ratings=rest), gold
    if column not in [str(c) for c in ds.frame.columns]:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no column '{column}' of gold labels"),
                         file=path, args={"column": column, "columns": ", ".join(
                             str(c) for c in ds.frame.columns)},
                         expected=QT_TRANSLATE_NOOP("Errors", "one of the file's columns: "
                                                    "{columns}"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Name it with --gold"))
    frame = ds.frame
    if len(frame) != len(r.items):
        frame = frame[frame.index.isin(list(r.items))]
    return ds, encode_labels(list(frame[column]), r, path, column)


def _from_file(ds: Any, path: Path) -> Codes:
    import pandas as pd

    from adjudicator.io.regular import open_regular

    try:
        with open_regular(path) as stream:  # a FIFO is refused, never read
            table = pd.read_csv(stream, dtype=str, keep_default_na=False)
    except (OSError, ValueError) as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the gold file ({reason})"),
                         file=str(path), args={"reason": str(exc)}) from None
    if table.shape[1] < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the gold file needs two columns"),
                         file=str(path), expected=QT_TRANSLATE_NOOP(
                             "Errors", "item id, then the gold label"))
    r = ds.ratings
    row = {str(item): i for i, item in enumerate(r.items)}
    values: list[object] = [None] * len(r.items)
    for item, label in zip(table.iloc[:, 0], table.iloc[:, 1], strict=True):
        if str(item) in row:
            values[row[str(item)]] = label
    return encode_labels(values, r, str(path), str(table.columns[1]))


def gold_report(ds: Any, gold: Codes) -> GoldReport:
    """Every annotator of ``ds`` against ``gold``."""
    r = ds.ratings
    return gold_scores(r.codes, gold, r.annotators, r.labels)


def gold_lines(report: GoldReport, text: Any) -> str:
    """The gold block of agree's text output (``text`` renders a template in the run's
    language)."""
    def figure(e: Any) -> str:
        if e.value is None:
            return "—"
        if e.ci is None:
            return f"{e.value:.3f}"
        return f"{e.value:.3f} [{e.ci[0]:.3f}, {e.ci[1]:.3f}]"

    lines = ["", text(QT_TRANSLATE_NOOP("Errors", "Against gold ({n} gold items): batch "
                                                  "accuracy {accuracy}"),
                      n=report.n_items, accuracy=figure(report.accuracy))]
    for a in report.annotators:
        if a.n == 0:
            lines.append(f"  {a.annotator}: {a.accuracy.reason}")
            continue
        lines.append("  " + text(QT_TRANSLATE_NOOP(
            "Errors", "{annotator}: accuracy {accuracy}, κ {kappa}, {n} gold items seen, "
                      "{missed} missed"),
            annotator=a.annotator, accuracy=figure(a.accuracy), kappa=figure(a.kappa),
            n=a.n, missed=len(a.missed)))
    return "\n".join(lines) + "\n"
