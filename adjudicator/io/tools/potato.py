"""Potato ``annotation_output``: per-user folders of ``annotated_instances.jsonl`` (``id``,
``displayed_text``, ``label_annotations`` = {scheme: {label: value}}) and the combined
``annotated_instances.tsv``/``.csv`` (``user``, ``instance_id``, ``scheme:::label`` columns).

Potato 2.x writes ``annotation_output/<user>/user_state.json`` instead: one JSON document
per user whose ``instance_id_to_label_to_value`` maps each instance to ``[[{"schema", "name"},
value], ...]`` pairs (older 2.x builds: ``{scheme: {label: value}}``).

One annotation scheme is read: ``tool_question`` or the first one seen. The labels of a scheme
with a value are the annotator's choice (several make a label set).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.inference.tool_shapes import (
    A_LABEL,
    AN_OBJECT,
    empty_cell_error,
    missing_error,
    shape_error,
)
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import Opened, RawTable, cell_text
from adjudicator.io.tools.judgments import Judgments, opened_from, table_opener
from adjudicator.io.tools.shapes import FolderShape, RecordShape, TableShape, by_records

FILE = "annotated_instances.jsonl"
STATE = "user_state.json"
LABELS = "instance_id_to_label_to_value"
FALSE = {"", "false", "0", "none", "null"}
TOOL = "Potato"
#: what each part of a record should have been, for the located error that says it was not
INSTANCE = QT_TRANSLATE_NOOP("Errors", "the instance's id")
SCHEME = QT_TRANSLATE_NOOP("Errors", "an object of the scheme's labels and their values")
PAIRS = QT_TRANSLATE_NOOP("Errors", "a list of [label, value] pairs (each label an object with "
                          "schema and name), or an object of schemes")
PAIR = QT_TRANSLATE_NOOP("Errors", "a pair [label, value] whose label is an object with schema "
                         "and name")
SCHEME_NAME = QT_TRANSLATE_NOOP("Errors", "the name of the annotation scheme")
USER = QT_TRANSLATE_NOOP("Errors", "the annotator's user id (or the file in the annotator's "
                         "folder)")


def detect(records: list[dict[str, Any]]) -> bool:
    """Per-user JSONL lines carry ``id`` and ``label_annotations``."""
    return all("label_annotations" in r and "id" in r for r in records[:20])


def detect_state(records: list[dict[str, Any]]) -> bool:
    """A Potato 2.x user state: one object with ``user_id`` and the label map."""
    return len(records) == 1 and LABELS in records[0] and (
        "user_id" in records[0] or "instance_id_ordering" in records[0])


def state_files(folder: Path) -> list[Path]:
    """``annotation_output/<user>/user_state.json`` files, sorted by user."""
    return sorted(p for p in folder.glob(f"*/{STATE}") if p.is_file())


def read_state(records: list[dict[str, Any]], numbers: list[int], file: str,
               options: ImportOptions, into: Judgments | None = None) -> Judgments:
    """One user's ``user_state.json``: a judgment per labelled instance."""
    from adjudicator.io.tools.spans import refuse_spans

    out = into or Judgments("potato", file, "json")
    state = records[0]
    who = _state_user(state, file, numbers[0])
    labels = state.get(LABELS) or {}
    if not isinstance(labels, dict):
        raise shape_error(TOOL, file, numbers[0], LABELS, labels, AN_OBJECT)
    per_item = {str(k): _state_pairs(v, f"{LABELS}.{k}", file, numbers[0])
                for k, v in labels.items()}
    schemes = list(dict.fromkeys(s for pairs in per_item.values() for s, _ in pairs))
    scheme = options.tool_question or out.question or (schemes[0] if schemes else None)
    spans = state.get("instance_id_to_span_to_value") or {}
    if scheme is not None and scheme not in schemes and any(
            scheme in (v or {}) for v in spans.values() if isinstance(v, dict)):
        refuse_spans("Potato", file, numbers[0], None, len(spans), scheme)
    out.question = scheme
    for item, pairs in per_item.items():
        chosen = [name for s, name in pairs if s == scheme]
        if chosen:
            out.add(numbers[0], item, who, chosen)
    note = Message(QT_TRANSLATE_NOOP("Errors", "Potato: scheme {scheme} read{others}"),
                   scheme=repr(scheme), others=Message(QT_TRANSLATE_NOOP(
                       "Errors", " (schemes: {names}; --question NAME)"),
                       names=", ".join(schemes)) if len(schemes) > 1 else "")
    if note not in out.notes:
        out.notes.append(note)
    return out


def _state_user(state: dict[str, Any], file: str, number: int) -> str:
    """The state's ``user_id``, else the annotator's folder; neither is a located error."""
    who = state.get("user_id")
    if isinstance(who, dict | list):
        raise shape_error(TOOL, file, number, "user_id", who, USER)
    if who is not None and str(who).strip():
        return str(who)
    if Path(file).parent.name:
        return Path(file).parent.name
    if "user_id" in state:
        raise shape_error(TOOL, file, number, "user_id", who, USER)
    raise missing_error(TOOL, file, number, "user_id", USER)


def _state_pairs(value: Any, where: str, file: str, number: int) -> list[tuple[str, str]]:
    """(scheme, label) pairs with a set value, from either user-state layout; a shape that is
    neither is a located error (``where``: the instance's place in the file)."""
    out: list[tuple[str, str]] = []
    if value is None:
        return out
    if isinstance(value, list):
        for k, pair in enumerate(value):
            at = f"{where}[{k}]"
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], dict)):
                raise shape_error(TOOL, file, number, at, pair, PAIR)
            for key, expected in (("schema", SCHEME_NAME), ("name", A_LABEL)):
                if key not in pair[0]:
                    raise missing_error(TOOL, file, number, f"{at}[0].{key}", expected)
                if not isinstance(pair[0][key], str | int | float):
                    raise shape_error(TOOL, file, number, f"{at}[0].{key}", pair[0][key],
                                      expected)
            if str(pair[1]).strip().lower() not in FALSE:
                out.append((str(pair[0]["schema"]), str(pair[0]["name"])))
    elif isinstance(value, dict):
        for scheme, labels in value.items():
            if labels is None:
                continue
            if not isinstance(labels, dict):
                raise shape_error(TOOL, file, number, f"{where}.{scheme}", labels, SCHEME)
            out += [(str(scheme), str(k)) for k, v in labels.items()
                    if str(v).strip().lower() not in FALSE]
    else:
        raise shape_error(TOOL, file, number, where, value, PAIRS)
    return out


def detect_table(columns: list[str]) -> bool:
    """The combined TSV has ``user``, ``instance_id`` and ``scheme:::label`` columns."""
    return "user" in columns and "instance_id" in columns and any(":::" in c for c in columns)


def user_files(folder: Path) -> list[Path]:
    """``annotation_output/<user>/annotated_instances.jsonl`` files, sorted by user."""
    return sorted(p for p in folder.glob(f"*/{FILE}") if p.is_file())


def read(records: list[dict[str, Any]], numbers: list[int], file: str,
         options: ImportOptions, user: str | None = None, into: Judgments | None = None
         ) -> Judgments:
    """Judgments of one user's file (the user is the folder name)."""
    out = into or Judgments("potato", file, "jsonl")
    who = user or Path(file).parent.name or "annotator"
    _check_lines(records, numbers, file)
    scheme = options.tool_question or _first_scheme(records)
    for rec, number in zip(records, numbers, strict=True):
        chosen = _chosen((rec.get("label_annotations") or {}).get(scheme) or {})
        out.add(number, rec.get("id"), who, chosen or None, rec.get("displayed_text"))
    note = Message(QT_TRANSLATE_NOOP("Errors", "Potato: scheme {scheme} read{others}"),
                   scheme=repr(scheme), others="")
    if note not in out.notes:
        out.notes.append(note)
    return out


def _check_lines(records: list[dict[str, Any]], numbers: list[int], file: str) -> None:
    """Each line names its instance and holds ``label_annotations`` as an object of schemes,
    each an object of labels: anything else is a located error (line, field, expected)."""
    for rec, number in zip(records, numbers, strict=True):
        if "id" not in rec:
            raise missing_error(TOOL, file, number, "id", INSTANCE)
        if rec["id"] is None or isinstance(rec["id"], dict | list) or not str(rec["id"]).strip():
            raise shape_error(TOOL, file, number, "id", rec["id"], INSTANCE)
        annotations = rec.get("label_annotations")
        if annotations is None:
            continue
        if not isinstance(annotations, dict):
            raise shape_error(TOOL, file, number, "label_annotations", annotations, AN_OBJECT)
        for scheme, values in annotations.items():
            if values is not None and not isinstance(values, dict):
                raise shape_error(TOOL, file, number, f"label_annotations.{scheme}", values,
                                  SCHEME)


def _first_scheme(records: list[dict[str, Any]]) -> str | None:
    """The first annotation scheme with a value."""
    for rec in records:
        for scheme, values in (rec.get("label_annotations") or {}).items():
            if values:
                return str(scheme)
    return None


def _chosen(values: dict[str, Any]) -> list[str]:
    """Labels whose value is set (radio/multiselect store the label as the key)."""
    return [str(k) for k, v in values.items() if str(v).strip().lower() not in FALSE]


def read_table(table: RawTable, options: ImportOptions) -> Judgments:
    """The combined TSV/CSV: one row per (user, instance)."""
    cols = [str(c) for c in table.frame.columns]
    schemes = list(dict.fromkeys(c.split(":::")[0] for c in cols if ":::" in c))
    scheme = options.tool_question or schemes[0]
    mine = [c for c in cols if c.startswith(scheme + ":::")]
    out = Judgments("potato", table.file, "csv")
    out.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "Potato: scheme {scheme} read (schemes: {names})"), scheme=repr(scheme),
        names=", ".join(schemes)))
    records = table.frame.to_dict("records")
    for rec, number in zip(records, table.rows.tolist(), strict=True):
        for column, expected in (("user", USER), ("instance_id", INSTANCE)):
            if cell_text(rec[column]) is None:
                raise empty_cell_error(TOOL, table.file, number, column, expected)
        chosen = [c.split(":::", 1)[1] for c in mine
                  if str(cell_text(rec[c]) or "").strip().lower() not in FALSE]
        out.add(number, rec["instance_id"], rec["user"], chosen or None,
                rec.get("displayed_text"))
    return out


def _read_file(path: Path, fmt: str, options: ImportOptions) -> tuple[list[dict[str, Any]],
                                                                    list[int]]:
    """One annotator's file; an error names it with its annotator's folder."""
    from adjudicator.io.readers.jsonfile import read_json_records

    try:
        records, numbers, _ = read_json_records(path, fmt, options)
    except InputError as exc:
        exc.file = f"{path.parent.name}/{path.name}"
        raise
    return records, numbers


def open_users(folder: Path, users: list[Path], options: ImportOptions) -> Opened:
    """Every user's annotated_instances.jsonl as one long table."""
    judged = Judgments("potato", folder.name, "jsonl")
    for path in users:
        records, numbers = _read_file(path, "jsonl", options)
        if not records:  # an annotator who saved nothing: said, not silently left out
            judged.notes.append(Message(QT_TRANSLATE_NOOP(
                "Errors", "Potato: {file} holds no annotations; {user} is left out"),
                file=f"{path.parent.name}/{path.name}", user=path.parent.name))
            continue
        read(records, numbers, f"{path.parent.name}/{path.name}", options,
             user=path.parent.name, into=judged)
    judged.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "Potato: {n} annotator folder(s)"),
                                n=len(users)))
    return opened_from(judged, options, None)


def open_states(folder: Path, users: list[Path], options: ImportOptions) -> Opened:
    """Potato 2.x: every ``<user>/user_state.json`` as one long table."""
    judged = Judgments("potato", folder.name, "json")
    for path in users:
        records, numbers = _read_file(path, "json", options)
        read_state(records, numbers, f"{path.parent.name}/{path.name}", options, into=judged)
    judged.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "Potato 2.x: {n} user_state.json file(s), one per annotator"), n=len(users)))
    return opened_from(judged, options, None)


RECORDS = RecordShape("potato", detect, by_records(read))
USER_STATE = RecordShape("potato", detect_state, by_records(read_state))
TABLE = TableShape("potato", detect_table, table_opener(read_table))
FOLDER = FolderShape("potato", user_files, open_users)
STATE_FOLDER = FolderShape("potato", state_files, open_states)
