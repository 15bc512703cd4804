"""A file whose cells hold several labels ("p;q") reads them as label sets when it is first
opened, and again, the same, after the first decision has started a log: the log records the
separator its import split by, and a log that predates that record shows it by its labels."""

from __future__ import annotations

import json
from pathlib import Path

from adjudicator.io.load import load_dataset
from adjudicator.store.importsettings import from_header
from adjudicator.store.project import Project, default_log_path

ROWS = "id,a,b,c\n1,p;q,p,q\n2,q,q,q\n3,p,p,p\n4,q|x,q|x,q\n"


def _data(tmp_path: Path) -> Path:
    data = tmp_path / "sets.csv"
    data.write_text(ROWS, encoding="utf-8")
    return data


def _sets(project: Project) -> list[frozenset[str]]:
    return list(project.dataset.label_sets)


def test_label_sets_read_alike_before_and_after_the_first_decision(tmp_path: Path) -> None:
    data = _data(tmp_path)
    with Project.open(data, create=True) as project:
        fresh = _sets(project)
        labels = list(project.dataset.ratings.labels)
        project.decide("1", "p", "both read it as p")
    assert frozenset({"p", "q"}) in fresh  # the cell "p;q" is the set {p, q}
    with Project.open(data, create=False) as project:
        assert _sets(project) == fresh
        assert list(project.dataset.ratings.labels) == labels
    header = json.loads(default_log_path(data).read_text(encoding="utf-8").splitlines()[0])
    assert header["import"]["label_separator"] == ";"


def test_a_log_without_the_record_reads_its_combinations_as_sets(tmp_path: Path) -> None:
    """A header written before the separator was recorded lists "p;q" beside "p" and "q":
    that label was a combination the split made, and is made again."""
    data = _data(tmp_path)
    with Project.open(data, create=True) as project:
        fresh = _sets(project)
        project.decide("2", "q")
    log = default_log_path(data)
    lines = log.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    del header["import"]["label_separator"]
    kwargs = from_header(header["import"])
    assert "p;q" not in kwargs["labels"]
    assert kwargs["options"].multi_label_separator == ";"
    assert list(load_dataset(data, **kwargs).label_sets) == fresh


def test_single_label_files_and_chosen_labels_are_not_split() -> None:
    """No separator recorded, or labels none of which is made of others: nothing changes;
    a recorded "" (no cell held several labels) keeps a label such as "a;b" whole."""
    plain = {"id_column": "id", "annotators": ["a", "b"], "labels": ["x", "y"]}
    assert from_header(plain) == plain
    whole = {**plain, "labels": ["a", "b", "a;b"], "label_separator": ""}
    assert from_header(whole)["labels"] == ["a", "b", "a;b"]
    assert "options" not in from_header(whole)
