"""`adjudicator sample DATA --n N --out FILE.csv [--by COLUMN] [--seed S]`: the audit sample
to hand to annotators (simple random or stratified, reproducible by its seed).

`--plan KAPPA HALF_WIDTH` (or `--plan-lower KAPPA THRESHOLD`) says, before anything is drawn,
how many double-labelled items that target needs (``report.planning``: the large-sample
variance of κ, Fleiss, Cohen & Everitt 1969) at the class prevalences given by
`--prevalence` or else seen in the dataset's labels, and draws that many when `--n` is not
given.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.say import note, say
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message


def build_parser() -> ArgumentParser:
    """Options of the sample command."""
    p = ArgumentParser(prog="adjudicator sample",
                       description=QT_TRANSLATE_NOOP("Help", "Draw the items to be labelled by a "
                                                             "second annotator."))
    p.add_argument("data", metavar="DATA", help=QT_TRANSLATE_NOOP(
        "Help", "the dataset (never written)"))
    p.add_argument("--n", type=int, help=QT_TRANSLATE_NOOP(
        "Help", "items in the sample (default: the planned size)"))
    p.add_argument("--out", required=True, metavar="FILE.csv", help=QT_TRANSLATE_NOOP(
        "Help", "the file to hand out"))
    p.add_argument("--by", metavar="COLUMN", help=QT_TRANSLATE_NOOP(
        "Help", "stratify by this column or annotator"))
    p.add_argument("--seed", type=int, default=0, help=QT_TRANSLATE_NOOP(
        "Help", "random seed (default 0)"))
    p.add_argument("--plan", nargs=2, type=float, metavar=("KAPPA", "HALF_WIDTH"),
                   help=QT_TRANSLATE_NOOP("Help", "plan the size: a 95%% CI of at most this "
                                                  "half-width in --assurance of studies if κ "
                                                  "were KAPPA"))
    p.add_argument("--plan-lower", nargs=2, type=float, metavar=("KAPPA", "THRESHOLD"),
                   help=QT_TRANSLATE_NOOP("Help", "plan the size: the CI's lower bound above "
                                                  "THRESHOLD with power --power if κ were KAPPA"))
    p.add_argument("--power", type=float, default=0.8, help=QT_TRANSLATE_NOOP(
        "Help", "for --plan-lower (default 0.8)"))
    p.add_argument("--assurance", type=float, default=0.9, help=QT_TRANSLATE_NOOP(
        "Help", "for --plan: the share of studies that must reach the half-width (default 0.9)"))
    p.add_argument("--prevalence", metavar="LABEL=SHARE,...",
                   help=QT_TRANSLATE_NOOP("Help", "expected class shares for the plan (default: "
                                                  "the shares of the labels already in DATA)"))
    return p


def main(argv: list[str]) -> int:
    """Plan (when asked), draw and write the sample; the sizes are printed."""
    from adjudicator.io import load_dataset
    from adjudicator.report.analyses.audit import draw, sample_frame_codes, write_sample

    args = build_parser().parse_args(argv)
    data = Path(args.data)
    ds = load_dataset(data)
    n = args.n
    if args.plan or args.plan_lower:
        plan = make_plan(args, ds)
        say("{message}", message=plan.describe())
        if n is None:
            n = min(plan.n, len(ds.ratings.items))
            if plan.n > len(ds.ratings.items):
                note(QT_TRANSLATE_NOOP("Errors", "the dataset has only {n} items; all are "
                                       "drawn, fewer than planned"),
                     n=f"{len(ds.ratings.items):,}")
    if n is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no sample size"),
                         expected=QT_TRANSLATE_NOOP("Errors", "--n N, or --plan KAPPA HALF_WIDTH"))
    strata = sample_frame_codes(ds, args.by) if args.by else None
    rows = draw(len(ds.ratings.items), n, args.seed, strata)
    write_sample(ds, rows, Path(args.out), protected=[data, *ds.sources])
    how = (Message(QT_TRANSLATE_NOOP("Errors", "stratified by {column}"), column=args.by)
           if args.by else Message(QT_TRANSLATE_NOOP("Errors", "simple random")))
    say(QT_TRANSLATE_NOOP("Errors", "{n} items ({how}, seed {seed}) written to {out}"),
        n=len(rows), how=how, seed=args.seed, out=args.out)
    return 0


def make_plan(args: Any, dataset: Any) -> Any:
    """The sample plan from the options, at the given or observed prevalences."""
    from adjudicator.report.analyses.planning import for_half_width, for_lower_bound

    shares = prevalences(args.prevalence, dataset)
    if args.plan:
        return for_half_width(args.plan[0], shares, args.plan[1], assurance=args.assurance)
    return for_lower_bound(args.plan_lower[0], shares, args.plan_lower[1], args.power)


def prevalences(text: str | None, dataset: Any) -> list[float]:
    """Shares from LABEL=SHARE,... or else from every label already in the dataset."""
    if text:
        shares = []
        for part in text.replace("，", ",").split(","):
            label, sep, value = part.partition("=")
            try:
                shares.append(float(value))
            except ValueError:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "--prevalence '{given}'"),
                                 expected=QT_TRANSLATE_NOOP("Errors", "LABEL=SHARE pairs, "
                                                            "e.g. yes=0.3,no=0.7"),
                                 args={"given": part.strip()}) from None
            if not sep or not label.strip():
                raise InputError(QT_TRANSLATE_NOOP("Errors", "--prevalence '{given}'"),
                                 expected=QT_TRANSLATE_NOOP("Errors", "LABEL=SHARE pairs, "
                                                            "e.g. yes=0.3,no=0.7"),
                                 args={"given": part.strip()})
        return shares
    import numpy as np

    codes = dataset.ratings.codes
    counts = np.bincount(codes[codes >= 0], minlength=dataset.ratings.k)
    if counts.sum() == 0 or (counts == 0).any():
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "the dataset's labels do not give every class a share"),
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "--prevalence LABEL=SHARE,... for the plan"))
    return [float(c) for c in counts]
