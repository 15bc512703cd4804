"""Tool exports as the tools write them: Label Studio CSV/TSV/JSON-MIN, Potato 2.x user states;
the question, repeats, spans, whitespace and copied annotator columns."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from adjudicator.commands.agreement.agree import main as agree_main
from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.checking.text import render

TOOLS = Path(__file__).parents[2] / "data" / "io" / "tools"
LS = TOOLS / "ls_2annotators_choices"
POTATO2 = TOOLS / "potato2" / "annotation_output"
LS_FILES = [LS.with_suffix(".csv"), LS.with_suffix(".tsv"),
            TOOLS / "ls_2annotators_choices_min.json", LS.with_suffix(".json")]


def _agree_json(path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> dict:
    """`adjudicator agree PATH --format json` as a dict."""
    assert agree_main([str(path), "--format", "json", *extra]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def _kappa(doc: dict) -> float:
    """Cohen's kappa of the (only) pair in an agree JSON report."""
    pair = doc["pairs"][0]
    return float(pair["cohen_kappa"]["value"])


def _ls_rows(question: str) -> dict[tuple[str, str], str]:
    """(task id, annotator) -> value of one question, read with the csv module."""
    with open(LS.with_suffix(".csv"), encoding="utf-8", newline="") as stream:
        return {(r["id"], r["annotator"]): r[question] for r in csv.DictReader(stream)}


@pytest.mark.parametrize("path", LS_FILES, ids=lambda p: p.name)
def test_label_studio_exports_give_sklearn_kappa(path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """CSV, TSV, JSON-MIN and JSON of one project: the same judgments, and agree's κ equals
    scikit-learn's on the pairs read independently from the CSV."""
    import pandas as pd
    from sklearn.metrics import cohen_kappa_score

    d = load_dataset(path)
    rep = d.report
    assert (rep.tool, rep.question) == ("label_studio", "sentiment")
    assert rep.annotators == ["sergei@heartex.e2e", "mei@heartex.e2e"]
    assert not {"agreement", "annotation_id", "text", "lead_time"} & set(rep.annotators)
    assert any("other questions: topics" in n for n in rep.notes)
    wide = pd.Series(_ls_rows("sentiment")).unstack()
    expected = cohen_kappa_score(wide["sergei@heartex.e2e"], wide["mei@heartex.e2e"])
    assert _kappa(_agree_json(path, capsys)) == pytest.approx(expected, rel=1e-12)


def test_label_studio_csv_multi_choice_is_a_label_set() -> None:
    """--question topics: {"choices": [...]} cells are label sets, a bare value a single label,
    an empty cell missing."""
    d = load_dataset(LS.with_suffix(".csv"), options=ImportOptions(tool_question="topics"))
    assert d.report.question == "topics"
    sets = {d.ratings.labels[c]: d.label_sets[c] for c in range(len(d.ratings.labels))}
    assert sets["delivery;price"] == frozenset({"delivery", "price"})
    r = d.ratings
    items = list(r.items)
    assert r.codes[items.index("6145"), r.annotators.index("sergei@heartex.e2e")] == -1
    same = r.codes[items.index("6143")]  # service,price and price,service are one set
    assert same[0] == same[1] >= 0


def test_label_studio_unknown_question_lists_the_columns() -> None:
    """A --question that is not there names the columns there are."""
    with pytest.raises(InputError, match="no question column named 'mood'") as err:
        load_dataset(LS.with_suffix(".csv"), options=ImportOptions(tool_question="mood"))
    assert "topics" in str(err.value)


def test_label_studio_json_unknown_question() -> None:
    """The same for the full JSON export."""
    with pytest.raises(InputError, match="sentiment, topics"):
        load_dataset(LS.with_suffix(".json"), options=ImportOptions(tool_question="mood"))


def test_label_studio_csv_question_cannot_be_guessed(tmp_path: Path) -> None:
    """The converter's own export of a task with several data fields and one annotation per
    task: no column says it is the answer, so the reader asks instead of computing."""
    with pytest.raises(InputError, match="--question NAME"):
        load_dataset(TOOLS / "ls_csv_test2_result.tsv")


def _ls_repeat(tmp_path: Path) -> Path:
    """The JSON export with a second annotation by mei on task 6141 (Negative)."""
    tasks = json.loads(LS.with_suffix(".json").read_text(encoding="utf-8"))
    again = json.loads(json.dumps(tasks[0]["annotations"][1]))
    again["result"][0]["value"]["choices"] = ["Negative"]
    tasks[0]["annotations"].append(again)
    path = tmp_path / "ls_repeat.json"
    path.write_text(json.dumps(tasks), encoding="utf-8")
    return path


def test_repeats_refused_by_default_with_a_readable_message(tmp_path: Path) -> None:
    """Two annotations by one user in one task: refused, and the message does not say
    'rows 1 and 1'."""
    rep = load_dataset(_ls_repeat(tmp_path)).report
    assert [d.where() for d in rep.duplicate_ids] == ["twice in row 1"]
    assert "rows 1 and 1" not in render(rep)
    with pytest.raises(InputError, match=r"judged twice in row 1.*--repeats first"):
        agree_main([str(_ls_repeat(tmp_path))])


@pytest.mark.parametrize(("rule", "label"), [("first", "Positive"), ("last", "Negative")])
def test_repeats_first_or_last(tmp_path: Path, rule: str, label: str) -> None:
    """--repeats first|last keeps that judgment, counts the other and names the rule."""
    d = load_dataset(_ls_repeat(tmp_path), options=ImportOptions(repeats=rule))  # type: ignore[arg-type]
    r = d.ratings
    code = r.codes[list(r.items).index("6141"), r.annotators.index("mei@heartex.e2e")]
    assert r.labels[code] == label
    assert d.report.usable
    assert any(f"the {rule} of each kept (rule {rule!r})" in n for n in d.report.notes)
    assert [s.row for s in d.report.skipped] == [1]


def test_potato2_user_states_give_sklearn_kappa(capsys: pytest.CaptureFixture[str]) -> None:
    """annotation_output/<user>/user_state.json (Potato 2.x): scheme 'sentiment' by default,
    and κ equals scikit-learn's on the pairs read straight from the JSON."""
    from sklearn.metrics import cohen_kappa_score

    d = load_dataset(POTATO2)
    assert (d.report.tool, d.report.question) == ("potato", "sentiment")
    assert d.ratings.annotators == ("alice", "bob")
    labels = {}
    for user in ("alice", "bob"):
        state = json.loads((POTATO2 / user / "user_state.json").read_text(encoding="utf-8"))
        labels[user] = {i: next(p[0]["name"] for p in pairs if p[0]["schema"] == "sentiment")
                        for i, pairs in state["instance_id_to_label_to_value"].items()}
    items = sorted(labels["alice"])
    expected = cohen_kappa_score([labels["alice"][i] for i in items],
                                 [labels["bob"][i] for i in items])
    assert _kappa(_agree_json(POTATO2, capsys)) == pytest.approx(expected, rel=1e-12)


def test_potato2_other_scheme_is_label_sets() -> None:
    """--question aspects reads the multiselect scheme as label sets."""
    d = load_dataset(POTATO2, options=ImportOptions(tool_question="aspects"))
    r = d.ratings
    code = r.codes[list(r.items).index("r1"), r.annotators.index("alice")]
    assert d.label_sets[code] == frozenset({"acting", "plot"})


def test_potato2_single_pretty_printed_state_file() -> None:
    """One user's pretty-printed user_state.json is read (one annotator, said as a problem)."""
    rep = load_dataset(POTATO2 / "alice" / "user_state.json").report
    assert rep.tool == "potato"
    assert rep.problems == ["fewer than two annotators"]


def test_prodigy_string_accept_and_unattributed_answers(tmp_path: Path) -> None:
    """accept: "POS" is the label POS (not P;O;S); a line without annotator is skipped and
    counted, never pooled into a made-up annotator."""
    lines = [{"_input_hash": 1, "_annotator_id": "x", "answer": "accept", "accept": "POS",
              "options": [{"id": "POS"}]},
             {"_input_hash": 1, "_annotator_id": "y", "answer": "accept", "accept": ["POS"],
              "options": [{"id": "POS"}]},
             {"_input_hash": 1, "answer": "accept", "accept": ["NEG"],
              "options": [{"id": "NEG"}]}]
    path = tmp_path / "p.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines), encoding="utf-8")
    d = load_dataset(path)
    assert d.ratings.labels == ("POS",)
    assert d.ratings.annotators == ("x", "y")
    assert [(s.row, s.reason) for s in d.report.skipped] == [
        (3, "no annotator (_annotator_id, _session_id)")]


def test_prodigy_ner_spans_refused(tmp_path: Path) -> None:
    """A Prodigy NER line (spans, no options) is refused as spans."""
    line = {"_input_hash": 1, "_annotator_id": "x", "answer": "accept", "text": "Ann",
            "spans": [{"start": 0, "end": 3, "label": "PERSON"}]}
    path = tmp_path / "ner.jsonl"
    path.write_text(json.dumps(line), encoding="utf-8")
    with pytest.raises(InputError, match="span annotations"):
        load_dataset(path)


def test_label_studio_text_spans_refused(tmp_path: Path) -> None:
    """Label Studio NER results (labels with start/end) are refused as spans."""
    tasks = json.loads(LS.with_suffix(".json").read_text(encoding="utf-8"))
    for task in tasks:
        for ann in task["annotations"]:
            ann["result"] = [{"type": "labels", "from_name": "ner", "to_name": "text",
                              "value": {"start": 0, "end": 5, "labels": ["ORG"]}}]
    path = tmp_path / "ner.json"
    path.write_text(json.dumps(tasks), encoding="utf-8")
    with pytest.raises(InputError, match="span annotations"):
        load_dataset(path)


def test_doccano_all_users_export_is_refused(tmp_path: Path) -> None:
    """doccano's collaborative all.jsonl has no per-user attribution: said, not guessed."""
    src = TOOLS / "doccano_v1_export_text_classification.jsonl"
    rows = [json.loads(x) for x in src.read_text(encoding="utf-8").splitlines() if x.strip()]
    path = tmp_path / "all.jsonl"
    path.write_text("\n".join(json.dumps({"id": r["id"], "text": r["text"],
                                          "label": [a["label"] for a in r["annotations"]]})
                              for r in rows), encoding="utf-8")
    with pytest.raises(InputError, match="no per-user attribution"):
        load_dataset(path)


def test_doccano_hash_joined_multi_label_csv(tmp_path: Path) -> None:
    """doccano's CSV export joins several labels with '#': read as label sets."""
    for user, cells in (("alice", ["sports#politics", "sports"]),
                        ("bob", ["politics#sports", "politics"])):
        (tmp_path / f"{user}.csv").write_text(
            "id,text,label\n" + "".join(f"{i},t{i},{c}\n" for i, c in enumerate(cells)),
            encoding="utf-8")
    d = load_dataset(tmp_path)
    r = d.ratings
    assert d.label_sets[r.codes[0, 0]] == frozenset({"sports", "politics"})
    assert r.codes[0, 0] == r.codes[0, 1]


def test_whitespace_trimmed_by_default_and_kept_on_request(tmp_path: Path) -> None:
    """'pos ' and 'pos' are one label with a note; --keep-whitespace keeps two and suggests."""
    path = tmp_path / "ws.csv"
    path.write_text("id,a,b\n1,pos,pos \n2,neg,neg\n3,pos , pos\n4,neg,pos\n", encoding="utf-8")
    d = load_dataset(path)
    assert d.ratings.labels == ("pos", "neg")
    assert any("spaces around labels trimmed: 2 spelling(s)" in n for n in d.report.notes)
    kept = load_dataset(path, options=ImportOptions(keep_whitespace=True))
    assert len(kept.ratings.labels) == 4
    assert {n.why for n in kept.report.near_duplicates} == {"surrounding spaces"}


def test_agree_says_near_duplicates_and_trimming(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """agree's output names the near-duplicate spellings and the trimming."""
    path = tmp_path / "nd.csv"
    path.write_text("id,a,b\n1,pos,POS\n2,neg,neg\n3,pos ,pos\n4,neg,pos\n", encoding="utf-8")
    assert agree_main([str(path)]) == 0
    err = capsys.readouterr().err
    assert "'POS' may be 'pos' (letter case)" in err
    assert "spaces around labels trimmed" in err


def test_copied_annotator_columns_refused_unless_confirmed(tmp_path: Path) -> None:
    """ANN_A beside ann_a, and a repeated header name, are named as a problem; confirmed, they
    are used (with a note)."""
    path = tmp_path / "dc.csv"
    path.write_text("id,ann_a,ANN_A,b\n1,x,x,y\n2,y,y,y\n3,x,x,x\n", encoding="utf-8")
    rep = load_dataset(path).report
    assert rep.duplicate_columns == [["ann_a", "ANN_A"]]
    assert not rep.usable
    assert "'ann_a', 'ANN_A'" in render(rep)
    with pytest.raises(InputError, match="differ only by case"):
        agree_main([str(path)])
    ok = load_dataset(path, options=ImportOptions(confirm_duplicate_columns=True)).report
    assert ok.usable
    assert any("(confirmed)" in n for n in ok.notes)
    same = tmp_path / "same.csv"
    same.write_text("id,a,a,b\n1,x,x,y\n2,y,y,y\n", encoding="utf-8")
    assert load_dataset(same).report.duplicate_columns == [["a", "a (2)"]]


F8_VIDEO = TOOLS / "f8_person_video_first2units.csv"
F8_RELEX = TOOLS / "relex_full_report.csv"


def test_figure_eight_prefers_the_question_paired_with_gold() -> None:
    """The report pairs each question with <question>_gold: selected_answer is read, not the
    unit's keyframeid or the empty hiddeninput."""
    rep = load_dataset(F8_VIDEO).report
    assert (rep.tool, rep.question) == ("figure_eight", "selected_answer")
    with open(F8_VIDEO, encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rep.annotators) == len({r["_worker_id"] for r in rows})
    assert rep.coverage == {20: 2}


def _with_column(src: Path, dst: Path, name: str, values: list[str]) -> Path:
    """A copy of a report with one more column (values cycled over the rows)."""
    with open(src, encoding="utf-8", newline="") as stream:
        rows = list(csv.reader(stream))
    rows[0].append(name)
    for k, row in enumerate(rows[1:]):
        row.append(values[k % len(values)])
    with open(dst, "w", encoding="utf-8", newline="") as stream:
        csv.writer(stream).writerows(rows)
    return dst


def test_figure_eight_worker_confidence_is_not_the_answer(tmp_path: Path) -> None:
    """A varying worker_confidence column after the question is never taken for it."""
    path = _with_column(F8_RELEX, tmp_path / "f8.csv", "worker_confidence", ["1", "2", "3"])
    assert load_dataset(path).report.question == "relations"
    chosen = load_dataset(path, options=ImportOptions(tool_question="worker_confidence"))
    assert chosen.report.question == "worker_confidence"


def test_figure_eight_gold_judgments_excluded_by_default(tmp_path: Path) -> None:
    """_golden=true judgments are left out and counted; --include-gold keeps them."""
    path = _with_column(F8_RELEX, tmp_path / "f8.csv", "_golden", ["true"] + ["false"] * 9)
    with open(path, encoding="utf-8", newline="") as stream:
        n_gold = sum(r["_golden"] == "true" for r in csv.DictReader(stream))
    rep = load_dataset(path).report
    gold = [s for s in rep.skipped if s.reason == "test-question judgment (_golden)"]
    assert len(gold) == n_gold > 0
    assert any(f"{n_gold} test-question (_golden) judgment(s) excluded" in n for n in rep.notes)
    kept = load_dataset(path, options=ImportOptions(include_gold=True)).report
    assert not [s for s in kept.skipped if "golden" in s.reason]
    assert sum(n * k for k, n in kept.coverage.items()) - sum(
        n * k for k, n in rep.coverage.items()) == n_gold


MTURK = TOOLS / "mturk_batch_3824355_first40.csv"


def test_mturk_batch_results_hit_worker_answer() -> None:
    """HITId x WorkerId, the first Answer field by default; the rows that stop before the
    empty Approve/Reject columns are not ragged; counts equal pandas' on the file."""
    import pandas as pd

    d = load_dataset(MTURK)
    rep = d.report
    assert (rep.tool, rep.question) == ("mturk", "1_gender")
    assert rep.usable
    assert all(r.action == "empty trailing fields dropped" for r in rep.ragged_rows)
    assert any("end before the empty Approve/Reject columns" in n for n in rep.notes)
    raw = pd.read_csv(MTURK, dtype=str)
    assert rep.annotators == list(raw["WorkerId"])
    expected = raw["Answer.3_mother_tongue"].value_counts().to_dict()
    other = load_dataset(MTURK, options=ImportOptions(tool_question="Answer.3_mother_tongue"))
    got = {lab: sum(c.get(lab, 0) for c in other.report.counts.values())
           for lab in other.ratings.labels}
    assert got == expected


def test_mturk_rejected_assignments_are_skipped(tmp_path: Path) -> None:
    """AssignmentStatus Rejected: skipped, counted, listed by row."""
    text = MTURK.read_text(encoding="utf-8").replace('"Submitted"', '"Rejected"', 2)
    path = tmp_path / "Batch_1_batch_results.csv"
    path.write_text(text, encoding="utf-8")
    rep = load_dataset(path).report
    assert [(s.row, s.reason) for s in rep.skipped] == [(2, "assignment rejected"),
                                                        (3, "assignment rejected")]
    assert any("2 rejected assignment(s) skipped" in n for n in rep.notes)
    assert len(rep.annotators) == 38


def test_mturk_unknown_question_lists_the_fields() -> None:
    """--question that is no Answer field names the fields there are."""
    with pytest.raises(InputError, match="1_gender, 2_birth_year"):
        load_dataset(MTURK, options=ImportOptions(tool_question="mood"))


def test_mturk_radio_group_columns_are_one_question(tmp_path: Path) -> None:
    """Answer.sentiment.positive / .negative (true/false) are one question whose label is the
    option set to true (the layout of Crowd HTML radio groups)."""
    head = '"HITId","WorkerId","AssignmentStatus","Answer.sentiment.negative",' \
           '"Answer.sentiment.positive","Approve","Reject"\n'
    rows = [("h1", "w1", "false", "true"), ("h1", "w2", "false", "true"),
            ("h2", "w1", "true", "false"), ("h2", "w2", "false", "true")]
    body = "".join(f'"{h}","{w}","Submitted","{n}","{p}"\n' for h, w, n, p in rows)
    path = tmp_path / "Batch_2_batch_results.csv"
    path.write_text(head + body, encoding="utf-8")
    d = load_dataset(path)
    assert d.report.question == "sentiment"
    assert d.ratings.labels == ("positive", "negative")
    assert d.ratings.codes.tolist() == [[0, 0], [1, 0]]


def test_import_report_names_tool_question_annotators_and_skips(tmp_path: Path) -> None:
    """The report text says the tool, the question, the annotators and each kind of skipped
    judgment with its count."""
    tasks = json.loads(_ls_repeat(tmp_path).read_text(encoding="utf-8"))
    cancelled = dict(tasks[1]["annotations"][0], was_cancelled=True)
    tasks[1]["annotations"].append(cancelled)
    path = tmp_path / "ls_both.json"
    path.write_text(json.dumps(tasks), encoding="utf-8")
    text = render(load_dataset(path, options=ImportOptions(repeats="first")).report)
    assert "tool export label_studio, question 'sentiment'" in text
    assert "sergei@heartex.e2e:" in text
    assert "mei@heartex.e2e:" in text
    assert "Rows skipped: 2" in text
    assert "cancelled annotation: 1 (rows 2)" in text
    assert "repeated judgment: 1 (rows 1)" in text
