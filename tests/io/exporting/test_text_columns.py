"""Every text column of an item: premise and hypothesis, question and answer, kept in file
order, written to the disagreements sheet (CSV and XLSX), neutralised like any cell."""

from __future__ import annotations

import csv
from pathlib import Path

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.io import load_dataset
from adjudicator.io.exporting.export import write_export
from adjudicator.io.exporting.safe_cells import neutralise


def nli_file(folder: Path, items: int = 60) -> Path:
    """An NLI file: id, premise, hypothesis, two annotators (the pair of texts is the item)."""
    labels = ("蕴含", "中立", "矛盾")
    rows = [["id", "premise", "hypothesis", "ann_a", "ann_b"]]
    for n in range(items):
        first = labels[n % 3]
        second = first if n % 4 else labels[(n + 1) % 3]
        rows.append([f"p{n}", f"一个男人正在公园里遛狗，天气很好，第 {n} 条。",
                     f"有人在户外 {n}", first, second])
    rows[5][2] = "=HYPERLINK(\"x\")"  # a formula in the second text column (p4, disputed)
    path = folder / "nli.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    return path


def qa_file(folder: Path, items: int = 50) -> Path:
    """Question, a short answer (shorter than a 'long text') and two annotators' grades."""
    rows = [["id", "question", "answer", "rater1", "rater2"]]
    for n in range(items):
        rows.append([f"q{n}", f"What is {n} plus {n}?", str(2 * n), "ok" if n % 3 else "bad",
                     "ok" if n % 5 else "bad"])
    path = folder / "qa.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(rows)
    return path


def test_both_texts_of_a_pair_are_text_columns_in_file_order(tmp_path: Path) -> None:
    """premise then hypothesis (file order); neither is taken for an annotator."""
    dataset = load_dataset(nli_file(tmp_path))
    assert dataset.texts_shown() == ["premise", "hypothesis"]
    assert dataset.ratings.annotators == ("ann_a", "ann_b")


def test_question_and_short_answer_are_both_texts(tmp_path: Path) -> None:
    """A short answer column is text too (named as one, its values distinct)."""
    dataset = load_dataset(qa_file(tmp_path))
    assert dataset.texts_shown() == ["question", "answer"]
    assert dataset.ratings.annotators == ("rater1", "rater2")


def test_one_text_column_is_still_just_text(tmp_path: Path) -> None:
    """A file with one text column: the sheet's column is "text" as before."""
    path = tmp_path / "one.csv"
    path.write_text("id,text,a,b\n1,hello there,x,y\n2,bye,x,x\n", encoding="utf-8")
    dataset = load_dataset(path)
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")
    paths = write_export(dataset, state, tmp_path / "out.csv")
    assert paths.disagreements is not None
    with open(paths.disagreements, encoding="utf-8-sig", newline="") as stream:
        header = next(csv.reader(stream))
    assert header[:2] == ["item", "text"]


def test_disagreements_sheet_has_every_text(tmp_path: Path) -> None:
    """The CSV disagreements file holds premise and hypothesis, in that order, each cell
    from its own column; a formula in the second text is neutralised."""
    dataset = load_dataset(nli_file(tmp_path))
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")
    paths = write_export(dataset, state, tmp_path / "out.csv")
    assert paths.disagreements is not None
    with open(paths.disagreements, encoding="utf-8-sig", newline="") as stream:
        rows = list(csv.DictReader(stream))
    header = list(rows[0])
    assert header[:3] == ["item", "premise", "hypothesis"]
    formula = next(r for r in rows if r["item"] == "p4")
    assert formula["hypothesis"] == neutralise("=HYPERLINK(\"x\")")
    assert formula["hypothesis"] != "=HYPERLINK(\"x\")"
    frame = dataset.frame
    for row in rows:
        assert row["premise"] == frame.loc[row["item"], "premise"]
        if row["item"] != "p4":
            assert row["hypothesis"] == frame.loc[row["item"], "hypothesis"]


def test_xlsx_disagreements_sheet_has_every_text(tmp_path: Path) -> None:
    """The workbook's disagreements sheet: premise and hypothesis after the item."""
    from openpyxl import load_workbook

    dataset = load_dataset(nli_file(tmp_path))
    state = AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")
    write_export(dataset, state, tmp_path / "out.xlsx")
    sheet = load_workbook(tmp_path / "out.xlsx", read_only=True)["disagreements"]
    header = [c.value for c in next(sheet.iter_rows(max_row=1))]
    assert header[:5] == ["item", "premise", "hypothesis", "ann_a", "ann_b"]
