"""`agree FILE --model COL…`: a model or an LLM as an annotator beside the humans.

The columns named with --model hold a model's predictions. They are taken out of the ratings
before any agreement is computed, so a model never counts in the humans' agreement
(``split_models``). Per model: Cohen's κ with its interval against each human and against the
gold items (with --gold or --gold-file), the humans' κ with each other (the ceiling), and the
alternative-annotator test of Calderon, Reichart & Dror (ACL 2025) with ε (--epsilon), the
false discovery rate q (--fdr) and each human's p-values (``core.quality.model_annotator``).
JSON carries them as ``models`` and ``human_ceiling``.
"""

from __future__ import annotations

import argparse
import dataclasses
from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.core.ratings import Ratings
from adjudicator.io.gold import column_codes

if TYPE_CHECKING:  # the statistics are imported when a model is asked for (not at every agree)
    from adjudicator.core.quality.model_annotator import ModelReport, Versus

Codes = np.ndarray[Any, np.dtype[np.int64]]
#: annotators not tested are listed one by one up to this many, else counted
MAX_LISTED = 10


def add_model_arguments(p: argparse.ArgumentParser) -> None:
    """--model COL…, --epsilon, --fdr, --alt-scoring."""
    p.add_argument("--model", nargs="+", metavar="COL", help=QT_TRANSLATE_NOOP(
        "Help", "columns of a model's or an LLM's predictions: each is compared with the "
                "humans (κ, the alternative-annotator test) and left out of their agreement"))
    p.add_argument("--epsilon", type=float, default=0.2, help=QT_TRANSLATE_NOOP(
        "Help", "the alternative-annotator test's cost-benefit margin ε: how much better a "
                "human may be for the model still to be preferred; the authors suggest 0.2 "
                "for experts, 0.15 for skilled annotators, 0.1 for crowd workers "
                "(default 0.2)"))
    p.add_argument("--fdr", type=float, default=0.05, metavar="Q", help=QT_TRANSLATE_NOOP(
        "Help", "false discovery rate of the Benjamini–Yekutieli procedure across the humans "
                "(default 0.05)"))
    p.add_argument("--alt-scoring", choices=("accuracy", "neg-rmse"), default="accuracy",
                   help=QT_TRANSLATE_NOOP(
                       "Help", "how a label is scored against the other humans' labels: the "
                               "share equal to it, or minus the root mean squared distance "
                               "(labels that are numbers)"))


def check_model_arguments(args: argparse.Namespace) -> None:
    """ε in [0, 1) and q in (0, 1); the model columns are not the gold column."""
    if not 0.0 <= args.epsilon < 1.0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--epsilon {value} is out of range"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a number from 0 to below 1, "
                                                    "such as 0.1, 0.15 or 0.2"),
                         args={"value": args.epsilon})
    if not 0.0 < args.fdr < 1.0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--fdr {value} is out of range"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a number between 0 and 1, "
                                                    "such as 0.05"),
                         args={"value": args.fdr})
    gold = getattr(args, "gold", None)
    if gold and gold in args.model:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "column '{column}' is named both as gold "
                                                     "and as a model"),
                         args={"column": gold},
                         hint=QT_TRANSLATE_NOOP("Errors", "Name it with --gold or with "
                                                "--model, not both"))


def split_models(ds: Any, args: argparse.Namespace) -> tuple[Any, dict[str, Codes]]:
    """The dataset without the model columns among its annotators, and each model's codes
    (-1 where it gave no label)."""
    models: dict[str, Codes] = {}
    for column in dict.fromkeys(args.model or ()):
        r = ds.ratings
        if column in r.annotators:
            models[column] = r.codes[:, r.annotators.index(column)].astype(np.int64)
            keep = [i for i, a in enumerate(r.annotators) if a != column]
            ds = dataclasses.replace(ds, ratings=Ratings(
                r.items, tuple(r.annotators[i] for i in keep), r.labels, r.codes[:, keep]))
        else:
            models[column] = frame_codes(ds, column, args.file)
    return ds, models


def frame_codes(ds: Any, column: str, path: str) -> Codes:
    """A column of the file that is not an annotator's, as codes of the labels (one per item
    of the ratings, -1 where empty)."""
    return column_codes(
        ds, column, path,
        absent=QT_TRANSLATE_NOOP("Errors", "no column '{column}' of model predictions"),
        name_it=QT_TRANSLATE_NOOP("Errors", "Name it with --model"),
        unknown=QT_TRANSLATE_NOOP("Errors", "model label '{label}' is not one of the "
                                            "humans' labels"),
        hint=QT_TRANSLATE_NOOP("Errors", "Declare every label with --labels"))


def label_values(labels: tuple[str, ...], path: str) -> list[float]:
    """The labels as numbers for neg-rmse; a label that is not a number is an input error."""
    out = []
    for label in labels:
        try:
            out.append(float(label))
        except ValueError:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "label '{label}' is not a number: "
                                                         "--alt-scoring neg-rmse needs numbers"),
                             file=path, args={"label": label},
                             hint=QT_TRANSLATE_NOOP("Errors", "Use --alt-scoring accuracy "
                                                    "for categories")) from None
    return out


def model_reports(ds: Any, models: dict[str, Codes], gold: Codes | None,
                  args: argparse.Namespace) -> tuple[list[ModelReport], tuple[Versus, ...]]:
    """Each model's figures and the humans' ceiling."""
    from adjudicator.core.quality.model_annotator import human_ceiling, model_report

    r = ds.ratings
    values = label_values(r.labels, args.file) if args.alt_scoring == "neg-rmse" else None
    reports = [model_report(name, codes, r.codes, r.annotators, r.labels, gold=gold,
                            epsilon=args.epsilon, q=args.fdr, values=values,
                            resamples=args.resamples, seed=args.seed,
                            min_shared=args.min_shared)
               for name, codes in models.items()]
    return reports, human_ceiling(r.codes, r.annotators, r.labels, args.min_shared)


def models_doc(reports: list[ModelReport], ceiling: tuple[Versus, ...]) -> dict[str, Any]:
    """The JSON blocks ``models`` and ``human_ceiling``."""
    return {"models": [m.to_dict() for m in reports],
            "human_ceiling": [v.to_dict() for v in ceiling]}


def _figure(e: Any) -> str:
    if e.value is None:
        return "—"
    if e.ci is None:
        return f"{e.value:.3f}"
    return f"{e.value:.3f} [{e.ci[0]:.3f}, {e.ci[1]:.3f}]"


def _p(x: float | None) -> str:
    return "—" if x is None else f"{x:.3g}"


def model_lines(reports: list[ModelReport], ceiling: tuple[Versus, ...], text: Any,
                reason: Any) -> str:
    """The models' block of agree's text output in the run's language (``text`` renders a
    template, ``reason`` a core reason)."""
    lines = ["", text(QT_TRANSLATE_NOOP("Errors", "Humans with each other (the ceiling a "
                                                  "model is read against):"))]
    lines += ["  " + text(QT_TRANSLATE_NOOP("Errors", "{a} × {b}: κ {kappa}"), a=v.left,
                          b=v.right, kappa=_figure(v.kappa)) for v in ceiling]
    for m in reports:
        lines += ["", text(QT_TRANSLATE_NOOP("Errors", "Model {model} ({n} items labelled; not "
                                                       "counted in the agreement above):"),
                           model=m.model, n=m.n_items)]
        lines += ["  " + text(QT_TRANSLATE_NOOP("Errors", "κ against {annotator}: {kappa}"),
                              annotator=v.right, kappa=_figure(v.kappa)) for v in m.humans]
        if m.humans_omitted:
            lines.append("  " + text(QT_TRANSLATE_NOOP(
                "Errors", "{n} annotators share fewer than {least} items with the model: not "
                          "listed"), n=m.humans_omitted, least=m.min_shared))
        if m.gold is not None:
            lines.append("  " + text(QT_TRANSLATE_NOOP("Errors", "κ against gold: {kappa}"),
                                     kappa=_figure(m.gold)))
        lines += _alt_lines(m, text, reason)
    return "\n".join(lines) + "\n"


def _alt_lines(m: ModelReport, text: Any, reason: Any) -> list[str]:
    a = m.alt
    head = text(QT_TRANSLATE_NOOP("Errors", "Alternative-annotator test (Calderon et al. 2025; "
                                            "ε = {epsilon}, q = {q}, {scoring}):"),
                epsilon=f"{a.epsilon:g}", q=f"{a.q:g}", scoring=a.scoring)
    if a.winning_rate.value is None:
        return ["  " + head + " " + reason(a.winning_rate.reason)]
    verdict = (QT_TRANSLATE_NOOP("Errors", "the model may replace the annotators (ω ≥ 0.5)")
               if a.passed else
               QT_TRANSLATE_NOOP("Errors", "the model may not replace the annotators (ω < 0.5)"))
    out = ["  " + head, "    " + text(QT_TRANSLATE_NOOP(
        "Errors", "winning rate ω {wins}/{tested} = {omega}: {verdict}; average advantage "
                  "probability ρ {rho}"),
        wins=a.winning_rate.extras["wins"], tested=a.winning_rate.extras["tested"],
        omega=f"{a.winning_rate.value:.2f}", verdict=Message(verdict), rho=_figure(a.advantage))]
    from adjudicator.core.quality.alt_test import MIN_ITEMS

    untested = [t for t in a.trials if t.model_advantage.value is None]
    if len(untested) > MAX_LISTED:
        out.append("    " + text(QT_TRANSLATE_NOOP(
            "Errors", "{n} annotators share fewer than {least} items with the model and "
                      "another annotator: not tested"), n=len(untested), least=MIN_ITEMS))
    for t in a.trials:
        if t.model_advantage.value is None:
            if len(untested) <= MAX_LISTED:
                out.append(f"    {t.annotator}: {reason(t.reason)}")
            continue
        won = (QT_TRANSLATE_NOOP("Errors", "the model wins") if t.won else
               QT_TRANSLATE_NOOP("Errors", "the model does not win"))
        out.append("    " + text(QT_TRANSLATE_NOOP(
            "Errors", "without {annotator} ({n} items): the model as close to the others or "
                      "closer on {model} of them, {annotator} on {human}; difference {difference}, "
                      "p {p}, adjusted p {adjusted}: {won}"),
            annotator=t.annotator, n=t.n, model=_figure(t.model_advantage),
            human=_figure(t.human_advantage), difference=_figure(t.difference), p=_p(t.p),
            adjusted=_p(t.p_adjusted), won=Message(won)))
    return out
