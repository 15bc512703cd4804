"""`adjudicator sample DATA --n N --out FILE.csv [--by COLUMN] [--seed S]`: the audit sample
to hand to annotators (simple random or stratified, reproducible by its seed)."""

from __future__ import annotations

from pathlib import Path

from adjudicator.commands.arguments import ArgumentParser


def main(argv: list[str]) -> int:
    """Draw and write the sample; the sizes per stratum are printed."""
    from adjudicator.io import load_dataset
    from adjudicator.report.audit import draw, sample_frame_codes, write_sample

    p = ArgumentParser(prog="adjudicator sample",
                       description="Draw the items to be labelled by a second annotator.")
    p.add_argument("data", metavar="DATA", help="the dataset (never written)")
    p.add_argument("--n", type=int, required=True, help="items in the sample")
    p.add_argument("--out", required=True, metavar="FILE.csv", help="the file to hand out")
    p.add_argument("--by", metavar="COLUMN", help="stratify by this column or annotator")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    args = p.parse_args(argv)
    data = Path(args.data)
    ds = load_dataset(data)
    strata = sample_frame_codes(ds, args.by) if args.by else None
    rows = draw(len(ds.ratings.items), args.n, args.seed, strata)
    write_sample(ds, rows, Path(args.out), protected=[data, *ds.sources])
    how = f"stratified by {args.by}" if args.by else "simple random"
    print(f"{len(rows)} items ({how}, seed {args.seed}) written to {args.out}")
    return 0
