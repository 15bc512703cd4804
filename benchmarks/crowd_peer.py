"""The peer of bench_crowd.py: a crowd's agreement by a short independent script, as an analyst
would write it without the project -- the csv module, numpy and the krippendorff package.

Reads a long CSV (item, annotator, label; the first judgment of an item by an annotator kept),
builds the annotators x items matrix krippendorff.alpha takes (NaN = not labelled) and prints
Krippendorff's alpha (nominal) and Fleiss' kappa (Fleiss 1971, from the items x labels counts;
items with fewer than two judgments left out) as JSON. No code of the project is imported.

    python benchmarks/crowd_peer.py FILE
"""

from __future__ import annotations

import csv
import json
import sys

import krippendorff
import numpy as np


def read(path: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, int, int, int]:
    """Item, annotator and label codes of each judgment, and how many of each there are."""
    with open(path, newline="", encoding="utf-8") as f:
        rows = csv.reader(f)
        header = [h.strip().lower() for h in next(rows)]
        at = [header.index(name) for name in ("item", "annotator", "label")]
        cols = list(zip(*((r[at[0]], r[at[1]], r[at[2]]) for r in rows if r), strict=True))
    items, item = np.unique(np.array(cols[0]), return_inverse=True)
    people, who = np.unique(np.array(cols[1]), return_inverse=True)
    labels, label = np.unique(np.array(cols[2]), return_inverse=True)
    return item, who, label, len(items), len(people), len(labels)


def fleiss(counts: np.ndarray) -> float:
    """Fleiss' kappa from items x labels counts (items with at least two judgments)."""
    n = counts.sum(axis=1)
    counts, n = counts[n >= 2], n[n >= 2]
    p_item = (counts * (counts - 1)).sum(axis=1) / (n * (n - 1))
    shares = counts.sum(axis=0) / n.sum()
    pe = float((shares**2).sum())
    return (float(p_item.mean()) - pe) / (1 - pe)


def main(path: str) -> None:
    """Print alpha and kappa as JSON."""
    item, who, label, n_items, n_people, k = read(path)
    key = item.astype(np.int64) * n_people + who
    _, first = np.unique(key, return_index=True)  # the first judgment of each cell
    item, who, label = item[first], who[first], label[first]
    data = np.full((n_people, n_items), np.nan)
    data[who, item] = label
    alpha = krippendorff.alpha(reliability_data=data, level_of_measurement="nominal",
                               value_domain=np.arange(k, dtype=float))
    counts = np.zeros((n_items, k), dtype=np.int64)
    np.add.at(counts, (item, label), 1)
    print(json.dumps({"krippendorff_alpha": float(alpha), "fleiss_kappa": fleiss(counts),
                      "items": n_items, "annotators": n_people, "judgments": len(item)}))


if __name__ == "__main__":
    main(sys.argv[1])
