"""`report DATA --model COL…`: the report's section on a model or an LLM beside the annotators.

A model column must not be an annotator of the project (the agreement figures, the decisions
and the rules are all built on the annotators): one that is refused, with the way to name the
human annotators (``--annotators``). The figures are those of ``agree --model``
(``core.quality.model_annotator``), with the final labels of the log as one more reference.
The same columns are the models of the rounds appendix (``report --round``): ``model_codes``.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

import numpy as np

from adjudicator.commands.agreement.agree_model import frame_codes, label_values
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def marked_alt(project: Any, args: argparse.Namespace) -> Any:
    """The alternative-annotator test's settings for the models marked at the import, as
    --epsilon, --fdr and --alt-scoring give them (checked as for --model: ε and q in range,
    neg-rmse only for labels that are numbers), so those models are tested as named ones."""
    from adjudicator.commands.agreement.agree_model import check_model_arguments
    from adjudicator.core.quality.alt_test import AltSettings

    if project.dataset.model_codes:
        check_model_arguments(argparse.Namespace(**{**vars(args), "model": args.model or []}))
        if args.alt_scoring == "neg-rmse":
            label_values(project.state.ratings.labels, args.data)
    return AltSettings(args.epsilon, args.fdr, args.alt_scoring)


def with_models(model: Any, project: Any, args: argparse.Namespace) -> Any:
    """The report model with its ``models`` section: each model's figures and the ceiling."""
    from adjudicator.core.quality.model_annotator import human_ceiling, model_report

    r = project.state.ratings
    values = label_values(r.labels, args.data) if args.alt_scoring == "neg-rmse" else None
    reports = list(model.models[0]) if model.models else []  # those marked at the import
    marked = project.dataset.model_codes
    for column, codes in model_codes(project, args).items():
        if column in marked:
            continue  # marked at the import: already in the section
        reports.append(model_report(column, codes, r.codes, r.annotators, r.labels,
                                    final=project.state.final_codes, epsilon=args.epsilon,
                                    q=args.fdr, values=values))
    return replace(model, models=(tuple(reports), human_ceiling(r.codes, r.annotators,
                                                                 r.labels)))


def model_codes(project: Any, args: argparse.Namespace) -> dict[str, Any]:
    """Each model's codes per item of the project: the columns its import marked, then those
    named with --model (a column that is an annotator of the project is refused)."""
    ds = project.dataset
    r = project.state.ratings
    out = {name: np.asarray(codes, dtype=np.int64) for name, codes in ds.model_codes.items()}
    for column in dict.fromkeys(args.model or ()):
        if column in out:
            continue
        if column in r.annotators:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "column '{column}' is an annotator of "
                                                         "this project: a model must not count "
                                                         "in the agreement"),
                             file=args.data, args={"column": column},
                             hint=QT_TRANSLATE_NOOP("Errors", "Name the human annotators with "
                                                    "--annotators (a,b,c) when the project is "
                                                    "first opened"))
        out[column] = frame_codes(ds, column, args.data)
    return out
