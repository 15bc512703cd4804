"""The label schema a log was started with (aliases, missing values, level) is kept in its
header by content, so reopening codes the data exactly as before, wherever the schema file is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from storehelp import digest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.io.coding.schema import (
    LabelSchema,
    load_schema,
    schema_from_mapping,
    schema_to_dict,
)
from adjudicator.io.options import ImportOptions
from adjudicator.store.log import write_new_log
from adjudicator.store.logread import read_log
from adjudicator.store.project import Project, default_log_path

ROWS = "id,ann_a,ann_b\nI1,pos,正面\nI2,neg,负面\nI3,无法判断,pos\nI4,positive,neg\nI5,中性,neu\n"
SCHEMA = """level = "ordinal"
labels = ["负面", "中性", "正面"]
missing = ["", "NA", "无法判断"]
[aliases]
"正面" = ["pos", "positive"]
"负面" = ["neg"]
"中性" = ["neu"]
"""


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    """A read-only labels file using aliases and 无法判断, and its schema file."""
    data = tmp_path / "labels.csv"
    data.write_text(ROWS, encoding="utf-8")
    data.chmod(0o444)
    schema = tmp_path / "schema.toml"
    schema.write_text(SCHEMA, encoding="utf-8")
    return data, schema


def _snapshot(p: Project) -> tuple[list[list[int]], list[str], str, dict[str, str | None]]:
    """Codes, labels, level and the final label of every item."""
    ratings = p.state.ratings
    finals = {item: p.state.final_label(item) for item in ratings.items}
    return ratings.codes.tolist(), list(ratings.labels), p.dataset.level, finals


def test_reopening_codes_aliases_and_missing_values_as_before(files: tuple[Path, Path]
                                                             ) -> None:
    """Aliases and 无法判断 are coded the same after reopening, even with the schema file gone."""
    data, schema = files
    with Project.open(data, options=ImportOptions(schema=schema)) as p:
        p.decide("I4", "正面", "positive wording")
        before = _snapshot(p)
    schema.unlink()
    with Project.open(data) as p:
        after = _snapshot(p)
        assert p.dataset.report.unknown_labels == []
    assert after == before
    codes, labels, level, finals = after
    assert labels == ["负面", "中性", "正面"]
    assert level == "ordinal"
    assert codes[0] == [2, 2]  # pos and 正面 are one label
    assert codes[2] == [-1, 2]  # 无法判断 is missing, not an unknown label
    assert finals["I4"] == "正面"


def test_header_keeps_the_schema_content_and_the_file_provenance(files: tuple[Path, Path]
                                                                 ) -> None:
    """The header holds every schema field, plus the schema file's path, size and SHA-256."""
    data, schema = files
    Project.create(data, options=ImportOptions(schema=schema)).start_log().close()
    kept = read_log(default_log_path(data)).header["import"]
    assert schema_from_mapping(kept["options"]["schema"]) == load_schema(schema)
    assert kept["options"]["schema"]["aliases"]["pos"] == "正面"
    assert kept["options"]["schema"]["missing"] == ["", "NA", "无法判断"]
    assert kept["schema_file"] == {"path": "schema.toml", "size": schema.stat().st_size,
                                   "sha256": digest(schema)}


def test_a_changed_schema_file_does_not_change_the_reopened_coding(files: tuple[Path, Path]
                                                                   ) -> None:
    """Editing the schema file after the log was started does not recode the data."""
    data, schema = files
    with Project.open(data, options=ImportOptions(schema=schema)) as p:
        before = _snapshot(p)
        p.start_log()
    schema.write_text('labels = ["x", "y"]\n', encoding="utf-8")
    with Project.open(data) as p:
        assert _snapshot(p) == before


def test_a_schema_object_is_kept_like_a_schema_file(files: tuple[Path, Path]) -> None:
    """A LabelSchema given directly (as the import dialog builds it) is kept and rebuilt."""
    data, _ = files
    given = LabelSchema(("负面", "中性", "正面"), "nominal",
                        {"pos": "正面", "positive": "正面", "neg": "负面", "neu": "中性"},
                        ("", "无法判断"))
    with Project.open(data, options=ImportOptions(schema=given)) as p:
        before = _snapshot(p)
        p.start_log()
    header = read_log(default_log_path(data)).header
    assert schema_from_mapping(header["import"]["options"]["schema"]) == given
    assert "schema_file" not in header["import"]
    with Project.open(data) as p:
        assert _snapshot(p) == before


def test_schema_round_trip_covers_every_field() -> None:
    """schema_to_dict writes every field of LabelSchema and reads back an equal schema."""
    import dataclasses

    schema = LabelSchema(("1", "2", "3"), "interval", {"one": "1"}, ("?",))
    as_dict = schema_to_dict(schema)
    assert set(as_dict) == {f.name for f in dataclasses.fields(LabelSchema)}
    assert schema_from_mapping(json.loads(json.dumps(as_dict))) == schema


def test_an_old_header_without_a_schema_still_opens(files: tuple[Path, Path]) -> None:
    """A log written before schemas were kept opens with its labels list, as it did then."""
    data, _ = files
    with Project.open(data, labels=["正面", "负面", "中性"]) as p:
        p.decide("I5", "中性")
    log = default_log_path(data)
    contents = read_log(log)
    header = contents.header
    header["import"]["options"] = {"layout": "auto", "missing_values": []}  # no "schema"
    log.unlink()
    write_new_log(log, header, contents.events)
    with Project.open(data) as p:
        assert list(p.state.ratings.labels) == ["正面", "负面", "中性"]
        assert p.state.final_label("I5") == "中性"


def test_a_damaged_schema_in_the_header_names_the_header(files: tuple[Path, Path]) -> None:
    """A header schema whose alias points nowhere stops the open with an InputError."""
    data, schema = files
    Project.create(data, options=ImportOptions(schema=schema)).start_log().close()
    log = default_log_path(data)
    contents = read_log(log)
    contents.header["import"]["options"]["schema"]["aliases"]["pos"] = "nowhere"
    log.unlink()
    write_new_log(log, contents.header, contents.events)
    with pytest.raises(InputError, match="header"):
        Project.open(data)


def test_cli_export_uses_the_kept_schema(files: tuple[Path, Path],
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """`adjudicator export` on a log started with a schema codes aliases as the schema says.
    I3's other label is the schema's "cannot judge" (missing), so one annotator labelled it:
    no final label until the lead accepts it."""
    import csv

    data, schema = files
    with Project.open(data, options=ImportOptions(schema=schema)) as p:
        p.decide("I4", "正面", "positive wording")
    schema.unlink()
    out = data.with_name("final.csv")
    assert main(["export", str(data), "--out", str(out)]) == 0
    assert f"wrote {out}" in capsys.readouterr().out
    with open(out, encoding="utf-8", newline="") as stream:
        rows = {r["id"]: (r["final_label"], r["status"]) for r in csv.DictReader(stream)}
    assert rows == {"I1": ("正面", "unanimous"), "I2": ("负面", "unanimous"),
                    "I3": ("", "single annotator"), "I4": ("正面", "adjudicated"),
                    "I5": ("中性", "unanimous")}


@pytest.mark.parametrize(("field", "value"), [
    ("annotators", 5), ("labels", "abc"), ("id_column", 3), ("options", []),
    ("options.header", "yes"), ("options.missing_values", "NA"), ("options.layout", 1)])
def test_an_edited_import_setting_is_named_not_a_traceback(data: Path, field: str,
                                                           value: object) -> None:
    """Regression (issue 12, item 5): `import.annotators: 5` in the header gave a traceback.
    Every import setting's type is checked and the damaged field named at line 1 (with events
    after it the chain would already refuse the edited header, so the log holds none)."""
    Project.open(data).start_log().close()
    log = default_log_path(data)
    head, rest = log.read_bytes().split(b"\n", 1)
    header = json.loads(head)
    where = header["import"]
    if field.startswith("options."):
        where.setdefault("options", {})
        where, field = where["options"], field.split(".", 1)[1]
    where[field] = value
    log.write_bytes(json.dumps(header, ensure_ascii=False).encode() + b"\n" + rest)
    with pytest.raises(InputError, match="field is damaged") as err:
        Project.open(data)
    assert err.value.row == 1
    assert str(err.value.column).endswith(field)
