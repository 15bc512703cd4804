"""The registry of tool readers: one entry per export shape, each the tool's own detect and
read, and each real export recognised as its own tool's shape and no earlier one."""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from adjudicator.io.readers.formats import read_table
from adjudicator.io.tools import registry
from adjudicator.io.tools.shapes import Records

TOOLS = Path(__file__).parents[2] / "data" / "io" / "tools"


def _records(path: Path) -> list[dict[str, object]]:
    """A JSON or JSON Lines export's records."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    loaded = json.loads(text)
    return loaded if isinstance(loaded, list) else [loaded]


def test_every_shape_is_its_tool_modules_own() -> None:
    """Each entry's detect and read (or open) are defined in the module of the tool it names
    (Label Studio's table shapes in label_studio_table), so a tool is read in one place."""
    pairs: list[tuple[str, tuple[Callable[..., Any], Callable[..., Any]]]] = [
        *((s.tool, (s.detect, s.read)) for s in registry.RECORDS),
        *((s.tool, (s.detect, s.open)) for s in registry.TABLES),
        *((s.tool, (s.members, s.open)) for s in registry.FOLDERS)]
    for tool, functions in pairs:
        for function in functions:
            module = inspect.unwrap(function).__module__.rsplit(".", 1)[-1]
            assert module.startswith(tool.split("_")[0]), (tool, module)


@pytest.mark.parametrize(("name", "tool"), [
    ("prodigy_presto_slice.jsonl", "prodigy"),
    ("ls_2annotators_choices.json", "label_studio"),
    ("ls_2annotators_choices_min.json", "label_studio"),
    ("doccano_v1_export_text_classification.jsonl", "doccano"),
])
def test_json_exports_are_recognised_as_their_tool(name: str, tool: str) -> None:
    """The first shape that accepts a real export's records is its tool's."""
    shape = registry.record_shape(_records(TOOLS / name))
    assert shape is not None
    assert shape.tool == tool


@pytest.mark.parametrize(("name", "tool"), [
    ("ls_2annotators_choices.csv", "label_studio"),
    ("mturk_batch_3824355_first40.csv", "mturk"),
    ("f8_person_video_first2units.csv", "figure_eight"),
    ("toloka_assignments.tsv", "toloka"),
])
def test_table_exports_are_recognised_by_their_header(name: str, tool: str) -> None:
    """The first shape whose detect accepts a real export's header is its tool's."""
    from adjudicator.io.options import ImportOptions

    fmt = "tsv" if name.endswith(".tsv") else "csv"
    table = read_table(TOOLS / name, fmt, ImportOptions())
    shape = registry.table_shape([str(c) for c in table.frame.columns])
    assert shape is not None
    assert shape.tool == tool


def test_plain_records_and_headers_are_no_tools() -> None:
    """Records and a header no tool wrote are left to the generic readers."""
    assert registry.record_shape([{"id": 1, "rater1": "a", "rater2": "b"}]) is None
    assert registry.record_shape([]) is None
    assert registry.table_shape(["id", "rater1", "rater2"]) is None


def test_a_records_shape_reads_what_it_detects(tmp_path: Path) -> None:
    """A shape's read takes the records with their file: Prodigy's answers become judgments
    named by the file."""
    path = TOOLS / "prodigy_presto_slice.jsonl"
    records = _records(path)
    shape = registry.record_shape(records)
    assert shape is not None
    from adjudicator.io.options import ImportOptions

    judged = shape.read(Records(records, list(range(1, len(records) + 1)), path, "jsonl"),
                        ImportOptions())
    assert judged.tool == "prodigy"
    assert judged.file == path.name
    assert len(judged.rows) > 0
