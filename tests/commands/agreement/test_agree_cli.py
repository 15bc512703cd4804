"""`adjudicator agree`: JSON against scikit-learn, the text layout, tables and input errors."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pandas as pd
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator.cli import main

SAMPLE = Path(str(resources.files("adjudicator.resources") / "samples" / "customer_service.csv"))
AWK = Path(__file__).parents[2] / "data" / "io" / "awkward"


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    """Run the command in-process and parse its JSON."""
    assert main(["agree", *args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def write(tmp_path: Path, name: str, text: str) -> Path:
    """A small input file."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_json_of_sample_matches_sklearn(capsys: pytest.CaptureFixture[str]) -> None:
    """The sample's kappa and matrix equal scikit-learn's on the same two columns."""
    doc = run_json(capsys, str(SAMPLE))
    frame = pd.read_csv(SAMPLE)
    pair = doc["pairs"][0]
    a, b = pair["annotators"]
    assert pair["cohen_kappa"]["value"] == pytest.approx(
        cohen_kappa_score(frame[a], frame[b]), abs=1e-12)
    assert pair["n"] == len(frame)
    assert pair["coverage"] == 1.0
    assert sum(map(sum, pair["confusion_matrix"])) == len(frame)


def test_json_weighted_with_explicit_labels(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    """--labels fixes the order for --weights; kappa_w equals sklearn's with labels=."""
    path = write(tmp_path, "o.csv", "id,r1,r2\n1,low,mid\n2,mid,mid\n3,high,mid\n4,low,low\n"
                 "5,high,high\n6,mid,high\n")
    doc = run_json(capsys, str(path), "--labels", "low", "mid", "high", "--weights", "linear")
    frame = pd.read_csv(path)
    want = cohen_kappa_score(frame.r1, frame.r2, labels=["low", "mid", "high"], weights="linear")
    assert doc["pairs"][0]["cohen_kappa_weighted"]["value"] == pytest.approx(want, abs=1e-12)
    assert doc["options"]["weights"] == "linear"


def test_text_report_is_aligned_and_complete(capsys: pytest.CaptureFixture[str]) -> None:
    """The text form shows coverage, p_o/p_e, kappa with its CI and top disagreements."""
    assert main(["agree", str(SAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "coverage 100.0%" in out
    assert "p_o = " in out
    assert "top disagreements" in out
    kappa_line = next(line for line in out.splitlines() if "Cohen's κ" in line)
    assert kappa_line.rstrip().endswith("]")
    value_cols = {line.index("0.") for line in out.splitlines()
                  if line.startswith("  ") and ("Scott" in line or "Cohen's κ" in line)}
    assert len(value_cols) == 1


def test_three_annotators_get_an_overall_block(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    """With three annotators the text has the many-rater block and the kappa matrix."""
    path = write(tmp_path, "t.csv", "id,a,b,c\n1,x,x,x\n2,x,y,x\n3,y,y,\n4,z,z,y\n5,x,,x\n")
    assert main(["agree", str(path), "--annotators", "a", "b", "c"]) == 0
    out = capsys.readouterr().out
    assert "All 3 annotators" in out
    assert "Fleiss' κ" in out
    assert "Cohen's κ of each pair" in out


def test_contingency_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """--table reads a k x k CSV (columns may be in another order): Wikipedia's 0.4."""
    path = write(tmp_path, "t.csv", ",no,yes\nyes,5,20\nno,15,10\n")
    doc = run_json(capsys, str(path), "--table")
    pair = doc["pairs"][0]
    assert pair["labels"] == ["yes", "no"]
    assert pair["confusion_matrix"] == [[20, 5], [10, 15]]
    assert pair["cohen_kappa"]["value"] == pytest.approx(0.4, abs=1e-12)


def test_malformed_csv_names_the_row(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A row with too many fields: exit 2, one line naming file and row, no traceback."""
    path = write(tmp_path, "bad.csv", "id,a,b\n1,x,x\n2,x,y,extra\n3,y,y\n")
    assert main(["agree", str(path)]) == 2
    err = capsys.readouterr().err
    assert "bad.csv" in err
    assert "row 3" in err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_unknown_label_names_row_and_column(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    """A cell outside --labels is reported with its spreadsheet row and column."""
    path = write(tmp_path, "l.csv", "id,a,b\n1,x,x\n2,x,z\n")
    assert main(["agree", str(path), "--labels", "x", "y"]) == 2
    err = capsys.readouterr().err
    assert "row 3" in err
    assert "column 'b'" in err
    assert "'z'" in err


def test_ignore_problems_computes_on_usable_rows(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    """--ignore-problems warns on stderr and reports the rows that could be used."""
    path = write(tmp_path, "bad.csv", "id,a,b\n1,x,x\n2,x,y,extra\n3,y,y\n")
    doc = run_json(capsys, str(path), "--ignore-problems")
    assert doc["pairs"][0]["n"] == 2


def test_bad_table_cell_names_row_and_column(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    """A non-count in a contingency table names its row and column."""
    path = write(tmp_path, "t.csv", ",x,y\nx,5,2\ny,1,abc\n")
    assert main(["agree", str(path), "--table"]) == 2
    err = capsys.readouterr().err
    assert "row 3" in err
    assert "column 'y'" in err


def test_missing_column_and_file_are_input_errors(capsys: pytest.CaptureFixture[str]) -> None:
    """An unknown annotator column or a missing file exits 2 with a message."""
    assert main(["agree", str(SAMPLE), "--annotators", "wang_fang", "nobody"]) == 2
    assert "nobody" in capsys.readouterr().err
    assert main(["agree", "no-such-file.csv"]) == 2
    assert "no-such-file.csv" in capsys.readouterr().err


def test_import_options_work_as_in_validate(capsys: pytest.CaptureFixture[str]) -> None:
    """--encoding and --layout long with named columns read files exactly as validate does."""
    latin = str(AWK / "latin1_not_chinese.csv")
    assert main(["agree", latin]) == 2
    assert "--encoding" in capsys.readouterr().err
    assert run_json(capsys, latin, "--encoding", "latin-1")["labels"] == ["café", "thé"]
    doc = run_json(capsys, str(AWK / "long_chinese.csv"), "--layout", "long", "--id", "编号",
                   "--annotator-col", "标注员", "--label-col", "标签")
    frame = pd.read_csv(AWK / "long_chinese.csv").pivot(index="编号", columns="标注员",
                                                        values="标签")
    pair = doc["pairs"][0]
    a, b = pair["annotators"]
    assert pair["n"] == len(frame)
    assert pair["cohen_kappa"]["value"] == pytest.approx(
        cohen_kappa_score(frame[a], frame[b]), abs=1e-12)


def test_real_subprocess_prints_json() -> None:
    """`python -m adjudicator agree FILE --format json` works as a separate process."""
    proc = subprocess.run([sys.executable, "-m", "adjudicator", "agree", str(SAMPLE),
                           "--ci", "bootstrap", "--resamples", "200", "--format", "json"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert "bootstrap" in doc["pairs"][0]["cohen_kappa"]["convention"]


def test_chinese_labels_line_up(capsys: pytest.CaptureFixture[str]) -> None:
    """Per-label rows with Chinese labels put their values at the same display column."""
    from adjudicator.commands.agreement.agree_text import display_width

    assert main(["agree", str(SAMPLE)]) == 0
    lines = capsys.readouterr().out.splitlines()
    start = next(i for i, line in enumerate(lines) if "κ (vs rest)" in line)
    rows = lines[start + 1:start + 5]
    ends = {display_width(row) for row in rows}
    assert len(rows) == 4
    assert len(ends) == 1


@pytest.mark.parametrize("cell", ["²", "99999999999999999999999"])
def test_table_cell_that_int_cannot_take_is_a_clear_error(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, cell: str) -> None:
    """A superscript digit or a count past int64 is reported at its cell, not a traceback."""
    path = write(tmp_path, "t.csv", f",a,b\na,{cell},1\nb,2,7\n")
    assert main(["agree", str(path), "--table"]) == 2
    err = capsys.readouterr().err
    assert f"row 2, column 'a': {cell!r} is not a count" in err


def test_gb18030_table_and_full_width_counts(capsys: pytest.CaptureFixture[str],
                                             tmp_path: Path) -> None:
    """A contingency table saved as GB18030, with full-width digits, is read."""
    path = tmp_path / "t.csv"
    path.write_bytes(",是,否\n是,２０,5\n否,10,15\n".encode("gb18030"))
    doc = run_json(capsys, str(path), "--table")
    assert doc["labels"] == ["是", "否"]
    assert doc["pairs"][0]["confusion_matrix"] == [[20, 5], [10, 15]]


def test_table_label_mismatch_lists_at_most_ten_labels(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    """A labels file given as --table gets a short message, not 320 item ids."""
    assert main(["agree", str(SAMPLE), "--table"]) == 2
    err = capsys.readouterr().err
    assert "(320 in all)" in err
    assert "CS0011" not in err


@pytest.mark.parametrize(("args", "message"), [
    (["--ci", "bootstrap", "--seed", "-5"], "--seed must not be negative"),
    (["--annotators", "wang_fang", "wang_fang"], "names the column 'wang_fang' twice"),
    (["--labels", "投诉", "投诉", "退款", "其他", "咨询"], "the label '投诉' is listed twice"),
])
def test_nonsense_options_are_one_line(capsys: pytest.CaptureFixture[str], args: list[str],
                                       message: str) -> None:
    """A negative seed, an annotator compared with itself or a repeated label: exit 2."""
    assert main(["agree", str(SAMPLE), *args]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1


def test_ignore_problems_counts_what_it_leaves_out(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    """--ignore-problems says how many cells became missing and which rows were skipped."""
    path = write(tmp_path, "r.csv", "id,a,b\n1,x,y\n2,x,maybe\n3,y,y,z\n4,x,x\n")
    assert main(["agree", str(path), "--labels", "x", "y", "--ignore-problems"]) == 0
    err = capsys.readouterr().err
    assert "label 'maybe' not in the labels: 1 cell(s) treated as missing" in err
    assert "1 row(s) skipped (rows 4)" in err


def test_import_options_with_table_are_refused(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    """--table with options it would silently ignore (--layout, --schema…) is a conflict."""
    path = write(tmp_path, "t.csv", ",a,b\na,20,5\nb,10,15\n")
    assert main(["agree", str(path), "--table", "--layout", "long", "--missing", "x"]) == 2
    assert "--layout, --missing cannot be used with --table" in capsys.readouterr().err


@pytest.mark.parametrize("resamples", ["0", "1000001", "-5"])
def test_resamples_out_of_range_is_an_input_error(
        resamples: str, capsys: pytest.CaptureFixture[str]) -> None:
    """--resamples outside 1..1,000,000 exits 2 with the allowed range, before any work."""
    code = main(["agree", str(SAMPLE), "--ci", "bootstrap", "--resamples", resamples])
    err = capsys.readouterr().err
    assert code == 2
    assert "from 1 to 1,000,000" in err


def test_by_channel_json_matches_sklearn_per_channel(capsys: pytest.CaptureFixture[str]) -> None:
    """--by channel: each channel's n and κ equal scikit-learn's on that channel's rows."""
    doc = run_json(capsys, str(SAMPLE), "--by", "channel")
    frame = pd.read_csv(SAMPLE)
    by = doc["by"]
    assert by["column"] == "channel"
    pair = by["pairs"][0]
    a, b = pair["annotators"]
    assert {s["value"] for s in pair["strata"]} == set(frame["channel"])
    ns = [s["n"] for s in pair["strata"]]
    assert ns == sorted(ns, reverse=True)
    for s in pair["strata"]:
        rows = frame[frame["channel"] == s["value"]]
        assert s["n"] == len(rows)
        assert s["cohen_kappa"]["value"] == pytest.approx(
            cohen_kappa_score(rows[a], rows[b]), abs=1e-12)
        assert s["percent_agreement"]["value"] == pytest.approx((rows[a] == rows[b]).mean())
        assert s["cohen_kappa"]["ci_low"] < s["cohen_kappa"]["value"] < s["cohen_kappa"]["ci_high"]
        assert s["gwet_ac1"]["value"] is not None


def test_by_channel_text_lists_each_channel_after_the_report(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The text form keeps the normal report and adds one row per channel with its κ."""
    assert main(["agree", str(SAMPLE)]) == 0
    plain = capsys.readouterr().out
    assert main(["agree", str(SAMPLE), "--by", "channel"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(plain)
    frame = pd.read_csv(SAMPLE)
    block = out[len(plain):]
    assert "wang_fang × li_qiang, by channel" in block
    for value, rows in frame.groupby("channel"):
        kappa = cohen_kappa_score(rows["wang_fang"], rows["li_qiang"])
        line = next(x for x in block.splitlines() if x.split()[:1] == [value])
        assert f"{len(rows)}" in line.split()
        assert f"{kappa:.4f}" in line


def test_by_groups_blanks_and_explains_undefined_strata(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    """Empty stratum cells form "(blank)"; a one-label stratum shows why κ is undefined."""
    path = write(tmp_path, "g.csv", "id,grp,r1,r2\n1,a,x,x\n2,a,y,x\n3,a,y,y\n4,,x,x\n"
                 "5,,x,x\n6,b,y,y\n")
    doc = run_json(capsys, str(path), "--annotators", "r1", "r2", "--by", "grp")
    strata = {s["value"]: s for s in doc["by"]["pairs"][0]["strata"]}
    assert [s["value"] for s in doc["by"]["pairs"][0]["strata"]] == ["a", "(blank)", "b"]
    assert strata["(blank)"]["n"] == 2
    assert strata["(blank)"]["cohen_kappa"]["value"] is None
    assert "only x" in strata["(blank)"]["cohen_kappa"]["reason"]
    assert main(["agree", str(path), "--annotators", "r1", "r2", "--by", "grp"]) == 0
    assert "both annotators used only y" in capsys.readouterr().out


def test_by_bootstrap_names_the_interval(capsys: pytest.CaptureFixture[str]) -> None:
    """--ci bootstrap gives each stratum a percentile-bootstrap interval for κ."""
    doc = run_json(capsys, str(SAMPLE), "--by", "channel", "--ci", "bootstrap",
                   "--resamples", "200")
    kappa = doc["by"]["pairs"][0]["strata"][0]["cohen_kappa"]
    assert "bootstrap" in kappa["convention"]
    assert kappa["ci_low"] < kappa["ci_high"]


def test_by_unknown_column_names_it_and_lists_the_strata(
        capsys: pytest.CaptureFixture[str]) -> None:
    """--by with a column the file lacks exits 2 naming it and the stratum columns."""
    assert main(["agree", str(SAMPLE), "--by", "chanel"]) == 2
    err = capsys.readouterr().err
    assert "'chanel'" in err
    assert "channel" in err.replace("'chanel'", "")
    assert len(err.strip().splitlines()) == 1


def test_by_with_table_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A contingency table has no strata: --by with --table exits 2."""
    path = write(tmp_path, "t.csv", ",a,b\na,20,5\nb,10,15\n")
    assert main(["agree", str(path), "--table", "--by", "grp"]) == 2
    assert "--by cannot be used with --table" in capsys.readouterr().err


def test_by_with_three_annotators_follows_the_pairs(capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    """Every pair of the report gets its strata, counting only items both labelled."""
    path = write(tmp_path, "t.csv", "id,grp,r1,r2,r3\n1,a,x,x,y\n2,a,y,x,y\n3,a,y,y,\n"
                 "4,b,x,x,x\n5,b,x,y,y\n6,b,y,y,x\n7,a,x,y,x\n")
    doc = run_json(capsys, str(path), "--annotators", "r1", "r2", "r3", "--by", "grp")
    frame = pd.read_csv(path)
    by_pairs = doc["by"]["pairs"]
    assert [p["annotators"] for p in by_pairs] == [p["annotators"] for p in doc["pairs"]]
    for pair in by_pairs:
        a, b = pair["annotators"]
        for s in pair["strata"]:
            rows = frame[frame["grp"] == s["value"]].dropna(subset=[a, b])
            assert s["n"] == len(rows)
            assert s["cohen_kappa"]["value"] == pytest.approx(
                cohen_kappa_score(rows[a], rows[b]), abs=1e-12)


def test_weights_on_values_or_ranks_is_said_in_text_and_json(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Numeric labels 0/1/2/5/10: weights on the values by default, on ranks by name; the
    JSON and each weighted text row say which (statsmodels' score weights and scikit-learn
    are the two references)."""
    from statsmodels.stats.inter_rater import cohens_kappa

    rows = [(0, 0), (1, 2), (2, 2), (5, 10), (10, 10), (0, 1), (5, 5), (2, 5)]
    path = write(tmp_path, "num.csv", "id,a,b\n" + "".join(
        f"{i},{a},{b}\n" for i, (a, b) in enumerate(rows)))
    doc = run_json(capsys, str(path), "--weights", "linear")
    pair = doc["pairs"][0]
    theirs = cohens_kappa(pair["confusion_matrix"], wt="linear", weights=[0, 1, 2, 5, 10])
    assert pair["cohen_kappa_weighted"]["value"] == pytest.approx(theirs.kappa, rel=1e-12)
    assert (doc["options"]["weights_on"], pair["cohen_kappa_weighted"]["weights_on"]) == (
        "values", "values")
    ranks = run_json(capsys, str(path), "--weights", "linear", "--weights-on", "ranks")
    sk = cohen_kappa_score([a for a, _ in rows], [b for _, b in rows], weights="linear")
    assert ranks["pairs"][0]["cohen_kappa_weighted"]["value"] == pytest.approx(sk, rel=1e-12)
    assert main(["agree", str(path), "--weights", "linear"]) == 0
    text = capsys.readouterr().out
    assert "linear weights on the label values" in text
    assert "weighted κ (linear, values)" in text


def test_table_whose_total_passes_int64_is_refused(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    """Counts below 10^18 each but 2^63 or more in all: exit 2 with the file named, never a
    wrapped-round negative n (which gave α = 1.153)."""
    big = 9 * 10**17
    rows = "".join(f"c{i}," + ",".join([str(big)] * 4) + "\n" for i in range(4))
    path = write(tmp_path, "big.csv", "r,c0,c1,c2,c3\n" + rows)
    assert main(["agree", str(path), "--table"]) == 2
    err = capsys.readouterr().err
    assert "big.csv" in err
    assert "2^63" in err
