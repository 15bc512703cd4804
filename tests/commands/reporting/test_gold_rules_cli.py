"""The gold rules on the command line: `rules --set min_gold_accuracy=…` recorded in the log,
`check`/`report --gold COL` / `--gold-file F` (or the reference column the import found)
evaluating them with the gate's exit statuses, digits enough to tell a value from its
threshold, and the gold block of the report."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.store.logread import read_log
from adjudicator.store.project import default_log_path

# a: 5 of 6 gold items right, b: 3 of 5, c: 4 of 6, d labelled no gold item
ROWS = ["id,a,b,c,d,answer", "1,x,x,y,,x", "2,y,y,y,,y", "3,x,y,x,x,", "4,y,x,y,,y",
        "5,x,x,x,,x", "6,y,y,x,y,", "7,x,,x,,x", "8,y,y,y,,x"]
NAMES = ["--annotators", "a,b,c,d"]


def _write(folder: Path, rows: list[str], name: str) -> Path:
    path = folder / name
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return _write(tmp_path, ROWS, "g.csv")


def test_rules_recorded_then_checked(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The rules command records the gold rules in the log; check reads them (exit 3: d saw
    no gold item), one line per annotator and rule, the verdict last."""
    assert main(["rules", str(data), *NAMES, "--set", "min_gold_n=5",
                 "--set", "min_gold_accuracy=0.6"]) == 0
    rules = read_log(default_log_path(data)).events[0]
    assert rules.rules["min_gold_n"] == 5
    assert rules.rules["min_gold_accuracy"] == 0.6
    capsys.readouterr()
    assert main(["check", str(data), *NAMES, "--gold", "answer", "--no-record"]) == 3
    lines = capsys.readouterr().out.splitlines()
    assert "Gold items each annotator labelled, d: 0 (at least 5): fail" in lines
    assert ("Accuracy against the gold items (each annotator), d: — (at least 0.600): "
            "cannot be checked (d labelled no gold item)") in lines
    assert "Accuracy against the gold items (each annotator), b: 0.600 (at least 0.600): " \
           "pass" in lines
    assert lines[-1] == "verdict: FAIL: at least one acceptance rule is not met"


def test_batch_passes_and_gold_file(data: Path, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """gold_scope=batch passes at 0.7 (12 of 17); a gold file keyed by item gives the same."""
    rules = ["--rules", str(_write(tmp_path, ['{"gold_scope": "batch", '
                                              '"min_gold_accuracy": 0.7}'], "r.json"))]
    assert main(["check", str(data), *NAMES, "--gold", "answer", *rules, "--no-record"]) == 0
    answers = _write(tmp_path, ["item,gold", "1,x", "2,y", "4,y", "5,x", "7,x", "8,x", "99,y"],
                     "answers.csv")
    assert main(["check", str(data), *NAMES, "--gold-file", str(answers), *rules,
                 "--no-record"]) == 0
    out = capsys.readouterr().out
    assert out.count("all annotators' gold judgments: 0.706 (at least 0.700): pass") == 2


def test_no_gold_is_not_checkable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Without gold items the rules cannot be checked: exit 4, never 0; in Chinese too."""
    plain = _write(tmp_path, [row.rsplit(",", 1)[0] for row in ROWS], "plain.csv")
    rules = ["--rules", str(_write(tmp_path, ['{"min_gold_accuracy": 0.5}'], "r.json"))]
    assert main(["check", str(plain), *rules, "--no-record"]) == 4
    out = capsys.readouterr().out
    assert "cannot be checked (no item has a gold label)" in out
    assert main(["check", str(plain), *rules, "--no-record", "--lang", "zh_CN"]) == 4
    assert "没有条目带金标准标签" in capsys.readouterr().out


def test_reference_column_found_by_the_import(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """A column the import reads as the reference (``truth``) is the gold without --gold."""
    data = _write(tmp_path, [ROWS[0].replace("answer", "truth"), *ROWS[1:]], "t.csv")
    rules = ["--rules", str(_write(tmp_path, ['{"min_gold_n": 5}'], "r.json"))]
    assert main(["check", str(data), *rules, "--no-record"]) == 3
    assert "d: 0 (at least 5): fail" in capsys.readouterr().out


def test_gold_that_is_an_annotator_is_refused(data: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """An annotator's column named as gold would count in the agreement: bad input (2)."""
    assert main(["check", str(data), *NAMES, "--gold", "a", "--no-record"]) == 2
    assert "column 'a' is an annotator of this project" in capsys.readouterr().err


def test_counting_engine_refuses_gold(data: Path, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Count tables hold no item's labels, so a report from them cannot score gold."""
    pytest.importorskip("duckdb")
    out = tmp_path / "r.html"
    assert main(["report", str(data), *NAMES, "--gold", "answer", "--engine", "duckdb",
                 "--out", str(out)]) == 2
    assert "--gold and --gold-file need the labels file read in memory" in \
        capsys.readouterr().err


def test_check_never_hides_a_verdict_by_rounding(data: Path, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """a's 5/6 = 0.83333… against 0.8333 fails by a hair: both read to five places."""
    rules = ["--rules", str(_write(tmp_path, ['{"min_gold_accuracy": 0.83334}'], "r.json"))]
    assert main(["check", str(data), *NAMES, "--gold", "answer", *rules, "--no-record"]) == 3
    out = capsys.readouterr().out
    assert "a: 0.83333 (at least 0.83334): fail" in out
    assert "b: 0.600 (at least 0.833): fail" in out


def test_report_gold_block(data: Path, tmp_path: Path,
                           capsys: pytest.CaptureFixture[str]) -> None:
    """The report's gold block: each annotator's gold items, accuracy with its Wilson
    interval, κ, missed; d's reason; the pooled row; the gold rules' verdicts; Chinese."""
    rules = ["--rules", str(_write(tmp_path, ['{"min_gold_accuracy": 0.8}'], "r.json"))]
    out = tmp_path / "r.html"
    assert main(["report", str(data), *NAMES, "--gold", "answer", *rules, "--out", str(out),
                 "--no-record"]) == 3
    page = html.unescape(out.read_text(encoding="utf-8"))
    assert "Each annotator against the gold items" in page
    assert "Gold labels from answer: 6 gold items." in page

    def value(key: str) -> float:
        found = re.search(rf'data-key="{re.escape(key)}"[^>]*data-value="([^"]*)"', page)
        assert found, key
        return float(found[1])

    assert value("gold:a:accuracy:value") == pytest.approx(5 / 6, abs=1e-12)
    assert value("gold:b:n") == 5
    assert value("gold:c:missed") == 2
    assert value("gold:batch:accuracy:value") == pytest.approx(12 / 17, abs=1e-12)
    low, high = (float(x) for x in re.search(
        r'data-key="gold:a:accuracy:ci" data-low="([^"]*)" data-high="([^"]*)"', page).groups())
    assert low == pytest.approx(0.4365, abs=1e-4)  # Wilson (1927) for 5 of 6
    assert high == pytest.approx(0.9699, abs=1e-4)
    assert "d labelled no gold item" in page
    assert "Gold rules" in page
    zh = tmp_path / "zh.html"
    assert main(["report", str(data), *NAMES, "--gold", "answer", *rules, "--out", str(zh),
                 "--no-record", "--lang", "zh_TW"]) == 3
    page = html.unescape(zh.read_text(encoding="utf-8"))
    assert "各標註員與金標準條目的對照" in page
    assert "與金標準條目對照的準確率（每名標註員）" in page
    assert "d 沒有標註任何金標準條目" in page


def test_counting_engine_cannot_check_gold_rules(data: Path, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """From count tables a gold rule is not checkable (exit 4), and the report says why
    (never that the data hold no gold)."""
    pytest.importorskip("duckdb")
    rules = ["--rules", str(_write(tmp_path, ['{"min_gold_n": 1}'], "r.json"))]
    out = tmp_path / "r.html"
    assert main(["report", str(data), *NAMES, *rules, "--engine", "duckdb",
                 "--out", str(out)]) == 4
    page = html.unescape(out.read_text(encoding="utf-8"))
    assert "Scoring the annotators against gold items needs each item's labels" in page
    assert "No item has a gold label" not in page


def test_report_per_class_against_gold(data: Path, tmp_path: Path) -> None:
    """Recall and precision per class against gold, with Wilson intervals: a labelled x on
    3 of the 4 gold x items (recall 0.75) and every one of its 3 x labels was gold x."""
    out = tmp_path / "r.html"
    assert main(["report", str(data), *NAMES, "--gold", "answer", "--out", str(out),
                 "--no-record"]) == 0
    page = html.unescape(out.read_text(encoding="utf-8"))
    assert "Per class against the gold labels" in page
    recall = re.search(r'data-key="gold:a:class:x:recall:value"[^>]*data-value="([^"]*)"',
                       page)
    precision = re.search(
        r'data-key="gold:a:class:x:precision:value"[^>]*data-value="([^"]*)"', page)
    assert recall is not None
    assert precision is not None
    assert float(recall[1]) == pytest.approx(0.75, abs=1e-12)
    assert float(precision[1]) == pytest.approx(1.0, abs=1e-12)
    assert 'data-key="gold:d:class' not in page  # d saw no gold item: no class row


def test_report_gold_macro_f1_and_ranking(data: Path, tmp_path: Path) -> None:
    """Each annotator's macro F1 against gold (scikit-learn's over the classes with gold
    support) with its interval, and the ranking by κ against gold saying whose intervals
    overlap, in English and in 简体中文."""
    from sklearn.metrics import f1_score

    out = tmp_path / "r.html"
    assert main(["report", str(data), *NAMES, "--gold", "answer", "--out", str(out),
                 "--no-record"]) == 0
    page = html.unescape(out.read_text(encoding="utf-8"))
    gold = ["x", "y", "y", "x", "x", "x"]  # items 1, 2, 4, 5, 7, 8
    a = ["x", "y", "y", "x", "x", "y"]
    found = re.search(r'data-key="gold:a:macro_f1"[^>]*data-value="([^"]*)"', page)
    assert found is not None
    assert float(found[1]) == pytest.approx(f1_score(gold, a, average="macro"), abs=1e-12)
    assert "Annotators by κ against gold, best first" in page
    assert "Intervals overlap with" in page
    assert 'data-key="goldrank:a:kappa:value"' in page
    assert 'data-key="goldrank:d:' not in page  # d saw no gold item: not ranked
    # κ against gold at n = 6: the pair's interval kind, marked and explained under the table
    assert re.search(r'data-key="gold:a:kappa:ci"[^>]*>\[[^<]*\] <sup>⚠ [a-z]</sup>', page)
    assert "the interval may be too narrow: at n = " in page
    zh = tmp_path / "zh.html"
    assert main(["report", str(data), *NAMES, "--gold", "answer", "--out", str(zh),
                 "--no-record", "--lang", "zh_CN"]) == 0
    page = html.unescape(zh.read_text(encoding="utf-8"))
    assert "按与金标准的 κ 由高到低排列的标注员" in page
    assert "宏平均 F1 是所有带有金标准条目的类别的 F1 均值" in page
