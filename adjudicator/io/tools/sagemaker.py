"""Amazon SageMaker Ground Truth: each worker's responses, from ``annotations/worker-response``.

Ground Truth writes, under the job's output folder, ``annotations/worker-response/
iteration-<n>/<data object index>/<timestamp>.json``: one JSON document per data object and
batch whose ``answers`` list holds, per worker, ``workerId``, ``answerContent`` (the task
template's form output, e.g. ``{"crowd-classifier": {"label": "positive"}}``),
``acceptanceTime``, ``submissionTime``, ``timeSpentInSeconds`` and, for a private workforce,
``workerMetadata``. The item is the data object index (the folder name: the line of the input
manifest); the annotator ``workerId``; the label the chosen form element's ``label`` (a
multi-select's ``labels`` is a label set; a radio group's options that are ``on``).

The consolidated ``manifests/output/output.manifest`` holds one label per data object (with a
``<label>-metadata`` object) and no worker's own answer, so agreement cannot be computed from
it: it is refused with a message that says where the per-worker responses are.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, NoReturn

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.inference.tool_shapes import (
    A_LABEL,
    AN_OBJECT,
    missing_error,
    shape_error,
)
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import Opened
from adjudicator.io.tools.judgments import Judgments, opened_from
from adjudicator.io.tools.questions import question_error
from adjudicator.io.tools.shapes import FolderShape, Records, RecordShape

ANSWERS = "answers"
ROOTS = ("", "worker-response/", "annotations/worker-response/")
ITERATION = re.compile(r"iteration-(\d+)$")
TOOL = "SageMaker Ground Truth"
FIELDS = ("workerId", "answerContent")
#: what a worker's answer should have held, for the located error that says it did not
WORKER = QT_TRANSLATE_NOOP("Errors", "the worker who gave the answer (workerId)")


def detect(records: list[dict[str, Any]]) -> bool:
    """One worker-response document (``answers`` of objects with ``workerId`` and
    ``answerContent``), or its answers as the JSON reader unwraps them; an answer that lacks
    one of them or is not an object is left to ``read``, which says where it is."""
    if len(records) == 1 and isinstance(records[0].get(ANSWERS), list):
        answers = records[0][ANSWERS]
        return not answers or any(isinstance(a, dict) and all(f in a for f in FIELDS)
                                  for a in answers)
    return bool(records) and any(all(f in a for f in FIELDS) for a in records) and all(
        any(f in a for f in FIELDS) for a in records)


def _answers(records: list[dict[str, Any]]) -> list[tuple[Any, int]]:
    """The (answer, position) pairs of a document, wrapped in ``answers`` or unwrapped."""
    found: list[Any] = records
    if len(records) == 1 and isinstance(records[0].get(ANSWERS), list):
        found = records[0][ANSWERS]
    return [(a, k) for k, a in enumerate(found, start=1)]


def _checked(answer: Any, position: int, file: str) -> dict[str, Any]:
    """One answer as Ground Truth writes it: an object naming its worker, with an object of
    form outputs; anything else is a located error (answer, field, what was expected)."""
    where = f"answers[{position - 1}]"
    if not isinstance(answer, dict):
        raise shape_error(TOOL, file, position, where, answer, AN_OBJECT)
    if "workerId" not in answer:
        raise missing_error(TOOL, file, position, f"{where}.workerId", WORKER)
    who = answer["workerId"]
    if who is None or isinstance(who, dict | list) or not str(who).strip():
        raise shape_error(TOOL, file, position, f"{where}.workerId", who, WORKER)
    if "answerContent" not in answer:
        raise missing_error(TOOL, file, position, f"{where}.answerContent", AN_OBJECT)
    if not isinstance(answer["answerContent"], dict):
        raise shape_error(TOOL, file, position, f"{where}.answerContent",
                          answer["answerContent"], AN_OBJECT)
    return answer


def detect_manifest(records: list[dict[str, Any]]) -> bool:
    """Output-manifest lines: a ``<label>-metadata`` object naming a Ground Truth job."""
    return all(any(str(k).endswith("-metadata") and isinstance(v, dict)
                   and ("job-name" in v or str(v.get("type", "")).startswith("groundtruth/"))
                   for k, v in r.items()) for r in records[:20])


def refuse_manifest(file: str) -> NoReturn:
    """The consolidated manifest cannot give agreement: say so and where to look instead."""
    raise InputError(QT_TRANSLATE_NOOP("Errors",
                         "this is a SageMaker Ground Truth output manifest: it holds one "
                         "consolidated label per data object and no worker's own answer, so "
                         "agreement cannot be computed from it"),
                     file=file,
                     expected=QT_TRANSLATE_NOOP("Errors",
                         "the per-worker responses in annotations/worker-response"),
                     hint=QT_TRANSLATE_NOOP("Errors",
                         "Download the job's annotations/worker-response folder and open "
                         "that folder"))


def response_files(folder: Path) -> list[Path]:
    """Worker-response files below the job folder, ``annotations``, ``worker-response`` or one
    ``iteration-<n>`` folder, in iteration then data-object order."""
    if ITERATION.search(folder.name):
        found = [p for p in folder.glob("*/*.json") if p.is_file()]
    else:
        found = []
        for root in ROOTS:
            found += [p for p in folder.glob(f"{root}iteration-*/*/*.json") if p.is_file()]
    return sorted(set(found), key=_order)


def _order(path: Path) -> tuple[int, int, str, str]:
    """(iteration, data object index, file name): numbers in number order."""
    match = ITERATION.search(path.parent.parent.name)
    index = path.parent.name
    return (int(match.group(1)) if match else 0, int(index) if index.isdigit() else -1,
            index, path.name)


def read(records: list[dict[str, Any]], numbers: list[int], file: str,
         options: ImportOptions, item: str | None = None, into: Judgments | None = None
         ) -> Judgments:
    """The judgments of one worker-response document (the item is its folder's name); an
    error names the answer's place in its file."""
    del numbers  # a document's answers are numbered by their place in its list
    out = into or Judgments("sagemaker", file, "json")
    obj = item if item is not None else Path(file).parent.name or file
    answers = [(_checked(a, k, file), k) for a, k in _answers(records)]
    elements = list(dict.fromkeys(k for a, _ in answers for k in a["answerContent"]))
    if out.question is None:
        out.question = _chosen(elements, options.tool_question, file)
    for answer, position in answers:
        content = answer["answerContent"]
        if out.question not in content:
            _unknown(out.question, elements, file)
        value = _label(content[out.question], out.question, file, position)
        where = f"answers[{position - 1}].answerContent.{out.question}"
        if isinstance(value, list):
            for k, v in enumerate(value):
                if not isinstance(v, str | int | float):
                    raise shape_error(TOOL, file, position, f"{where}.labels[{k}]", v, A_LABEL)
        # across a folder, judgments are numbered in reading order, so two responses of one
        # worker to one object in two files never read as "rows 1 and 1"
        out.add(len(out.rows) + 1, obj, answer.get("workerId"), value)
    return out


def _chosen(elements: list[str], asked: str | None, file: str) -> str:
    """The form element asked for, else the first in the answers."""
    if asked is not None and asked in elements:
        return asked
    if asked is not None or not elements:
        _unknown(asked, elements, file)
    return elements[0]


def _unknown(asked: str | None, elements: list[str], file: str) -> None:
    """No such form element in this response."""
    raise question_error(QT_TRANSLATE_NOOP("Errors",
                             "there is no answer '{question}' in this Ground Truth worker "
                             "response"),
                         file, asked, choices=elements)


def _label(value: Any, element: str, file: str, number: int) -> object:
    """A classifier's ``label`` / ``labels``, a radio group's options that are on, or a plain
    form value; anything else (boxes, polygons, spans) is not an item label."""
    if isinstance(value, str | int | float):
        return value
    if isinstance(value, dict):
        if "label" in value and isinstance(value["label"], str | int):
            return value["label"]
        if "labels" in value and isinstance(value["labels"], list):
            return list(value["labels"])
        options = {k: v for k, v in value.items() if isinstance(v, dict) and "on" in v}
        if options and len(options) == len(value):
            return [k for k, v in options.items() if v.get("on") is True] or None
    raise question_error(QT_TRANSLATE_NOOP("Errors",
                             "the answer '{question}' is not a class label (boxes, polygons, "
                             "spans or other structured output)"),
                         file, element, row=number,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a classifier's label or labels, or a radio group"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Agreement is computed on classification jobs; choose another "
                             "answer with --question"))


def note(out: Judgments, files: list[Path]) -> None:
    """What was read: how many response files, objects and which form element."""
    objects = len({p.parent.name for p in files})
    out.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "SageMaker Ground Truth worker responses: {files} file(s) for {objects} data "
        "object(s); item = data object index, annotator = workerId, answer {question}; the "
        "consolidated output.manifest is not read (it holds no per-worker labels)"),
        files=len(files), objects=objects, question=repr(out.question)))


def read_response(found: Records, options: ImportOptions) -> Judgments:
    """One worker-response file opened alone: its folder names the data object."""
    return read(found.records, found.numbers, found.file, options, item=found.path.parent.name)


def read_manifest(found: Records, options: ImportOptions) -> Judgments:
    """The consolidated manifest is refused (``refuse_manifest``)."""
    del options
    refuse_manifest(found.file)


def open_responses(folder: Path, files: list[Path], options: ImportOptions) -> Opened:
    """Every ``iteration-<n>/<object>/<time>.json`` below ``folder`` as one table."""
    from adjudicator.io.readers.jsonfile import read_json_records

    judged = Judgments("sagemaker", folder.name, "json")
    for path in files:
        name = path.relative_to(folder).as_posix()
        try:
            records, numbers, _ = read_json_records(path, "json", options)
        except InputError as exc:
            exc.file = name  # which response file of the folder
            raise
        if not detect(records):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                 "this file is not a Ground Truth worker response"),
                             file=name,
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "a JSON document with an answers list of workerId and "
                                 "answerContent"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Open the worker-response folder as Ground Truth wrote it"))
        read(records, numbers, name, options, item=path.parent.name, into=judged)
    note(judged, files)
    return opened_from(judged, options, None)


RESPONSE = RecordShape("sagemaker", detect, read_response)
MANIFEST = RecordShape("sagemaker", detect_manifest, read_manifest)
FOLDER = FolderShape("sagemaker", response_files, open_responses)
