"""Macro F1 against the final labels before any decision: only unanimous items have a final
label, so every annotator matches it on each; the bootstrap cannot vary macro F1, and the
report says its interval is not estimable rather than printing [1.000, 1.000]."""

from __future__ import annotations

from pathlib import Path

from adjudicator.cli import main


def test_no_zero_width_macro_f1_interval(tmp_path: Path) -> None:
    data = tmp_path / "labels.csv"
    rows = [f"i{i},{'xyz'[i % 3]},{'xyz'[i % 3] if i % 4 else 'xyz'[(i + 1) % 3]}"
            for i in range(48)]
    data.write_text("id,a,b\n" + "\n".join(rows) + "\n", encoding="utf-8")
    out = tmp_path / "report.html"
    assert main(["report", str(data), "--out", str(out), "--no-record"]) in (0, 4)
    html = out.read_text(encoding="utf-8")
    assert 'data-key="vf:a:macro_f1"' in html
    assert "[1.000, 1.000]" not in html
    # the reason once, as a note under the narrow table; each row's cell holds its mark
    assert html.count("not estimable: every bootstrap resample gives the same macro F1") == 1
    for who in ("a", "b"):
        after = html.split(f'data-key="vf:{who}:macro_f1"', 1)[1]
        cell = after.split("</td>", 2)[1]  # the cell after macro F1's value: its interval
        assert cell.startswith('<td class="noted">— <sup>')
