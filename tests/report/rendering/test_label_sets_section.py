"""The report's label-set block: items carrying sets of labels get each label's κ (given or
not), mean Jaccard and the averages, for each pair and all annotators, in English and
Chinese; the exact-set κ is the headline coefficient with its one interval; single-label
data has no such block."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from adjudicator.cli import main

SETS = ("物流", "售后", "物流;售后", "咨询", "咨询;售后")


def _data(folder: Path) -> Path:
    rng = np.random.default_rng(21)
    lines = ["id,a,b,c"]
    for i in range(80):
        first = SETS[rng.integers(len(SETS))]
        rest = [first if rng.random() < 0.7 else SETS[rng.integers(len(SETS))] for _ in "bc"]
        lines.append(f"i{i},{first},{rest[0]},{rest[1]}")
    path = folder / "sets.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _value(html: str, key: str) -> str:
    found = re.search(rf'data-key="{re.escape(key)}"[^>]*>([^<]*)<', html)
    assert found is not None, key
    return found.group(1)


@pytest.mark.parametrize(("lang", "heading", "given"), [
    ("en", "Agreement on each label (label sets)", "κ (given or not)"),
    ("zh_CN", "每个标签的一致性（标签集）", "κ（给出与否）"),
])
def test_the_block_is_in_the_report(tmp_path: Path, lang: str, heading: str,
                                    given: str) -> None:
    data = _data(tmp_path)
    out = tmp_path / f"report_{lang}.html"
    assert main(["report", str(data), "--out", str(out), "--lang", lang,
                 "--no-record"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert heading in html
    assert given in html
    for key in ("sets:all", "sets:pair:a/b", "sets:pair:a/c", "sets:pair:b/c"):
        for label in ("物流", "售后", "咨询"):
            assert f'data-key="{key}:{label}:kappa:ci"' in html
        assert f'data-key="{key}:mean_jaccard:value"' in html
    # the exact-set κ is the pair's Cohen κ: one value, one interval
    for part in ("value", "ci"):
        assert (_value(html, f"sets:pair:a/b:exact_set_kappa:{part}")
                == _value(html, f"pair:a/b:cohen_kappa:{part}"))
    assert (_value(html, "sets:all:exact_set_kappa:ci")
            == _value(html, "overall:conger_kappa:ci"))


def test_single_labels_have_no_block(tmp_path: Path) -> None:
    data = tmp_path / "single.csv"
    data.write_text("id,a,b\n" + "".join(f"i{i},x{i % 3},x{(i * 5) % 3}\n" for i in range(40)),
                    encoding="utf-8")
    out = tmp_path / "report.html"
    assert main(["report", str(data), "--out", str(out), "--no-record"]) in (0, 4)
    assert "Agreement on each label (label sets)" not in out.read_text(encoding="utf-8")
