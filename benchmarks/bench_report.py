"""Time the acceptance report of a 10^5-item project: build the model, HTML, PDF.

A CSV of 10^5 items (two annotators, 4 Chinese labels, ~70% agreement, a channel column) and
a log with 2,000 decisions and acceptance rules are written to a temporary folder. Timed, in
one process, each the median of REPEATS runs (after one warm-up):

- ``build``: open the project (read + replay) and build the report model;
- ``html``: the model to a self-contained HTML file (figures drawn with matplotlib);
- ``pdf``: the model to a PDF through Qt (QTextDocument + QPdfWriter);
- the peer: ``adjudicator.agree`` on the same ratings (the statistics alone), as the ratio
  build / agree shows what the report adds to the numbers it needs.

    python benchmarks/bench_report.py [REPEATS]      (default 3)

The issue's target is a 10^5-item report rendered in under 10 s.
"""

from __future__ import annotations

import csv
import os
import sys
import tempfile
from pathlib import Path

import numpy as np
from timing import median_seconds

N = 10**5
LABELS = ["投诉", "退款", "咨询", "其他"]
CHANNELS = ["app", "phone", "web", "mail"]


def write_data(folder: Path, n: int = N, seed: int = 0) -> Path:
    """The CSV of n items."""
    rng = np.random.default_rng(seed)
    a = rng.integers(0, 4, n)
    b = np.where(rng.random(n) < 0.7, a, rng.integers(0, 4, n))
    ch = rng.integers(0, 4, n)
    path = folder / "big.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        w = csv.writer(out)
        w.writerow(["id", "channel", "ann_a", "ann_b"])
        for i in range(n):
            w.writerow([f"I{i:06d}", CHANNELS[ch[i]], LABELS[a[i]], LABELS[b[i]]])
    return path


def prepare(folder: Path) -> Path:
    """Data plus a log with rules and 2,000 decisions (one batch)."""
    from adjudicator.core.adjudication.events import Decision
    from adjudicator.store.project import Project

    data = write_data(folder)
    with Project.open(data) as p:
        p.set_rules({"min_value": 0.5, "min_ci_low": 0.5, "key_classes": ["投诉"],
                     "min_class": 0.5, "max_unresolved_share": 0.5})
        codes = p.state.ratings.codes
        split = np.nonzero(codes[:, 0] != codes[:, 1])[0][:2000]
        items = p.state.ratings.items
        p.batch([Decision(items[i], LABELS[int(codes[i, 0])], "bench") for i in split])
    return data


def main(repeats: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from adjudicator import agree
    from adjudicator.printing.pdf import ensure_app, write_pdf
    from adjudicator.report.acceptance.build import build_report
    from adjudicator.report.rendering.output import write_html
    from adjudicator.store.project import Project

    ensure_app()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data = prepare(folder)

        def build() -> object:
            with Project.open(data, read_only=True) as p:
                return build_report(p, strata=["channel"])

        model = build()
        ratings = Project.open(data, read_only=True).state.ratings
        t_agree = median_seconds(lambda: agree(ratings), repeats)
        t_build = median_seconds(build, repeats)
        t_html = median_seconds(lambda: write_html(model, folder / "r.html", "zh_CN"), repeats)
        t_pdf = median_seconds(lambda: write_pdf(model, folder / "r.pdf", "zh_CN"), repeats)
    total = t_build + max(t_html, t_pdf)
    print(f"n = {N:,} items, 2 annotators, 4 labels, 4 strata, 2,000 decisions")
    print(f"agree (statistics only)   {t_agree:8.3f} s")
    print(f"open + build model        {t_build:8.3f} s   ({t_build / t_agree:.1f}x agree)")
    print(f"HTML (with figures)       {t_html:8.3f} s")
    print(f"PDF  (Qt, with figures)   {t_pdf:8.3f} s")
    print(f"report end to end (build + slower of HTML/PDF): {total:.2f} s "
          f"({'under' if total < 10 else 'OVER'} the 10 s target)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
