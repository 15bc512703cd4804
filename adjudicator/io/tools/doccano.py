"""doccano JSONL exports: v1 (``annotations`` with user and label) and v1.5+ (``label`` list,
one file per user, so the annotator is the file name).

Sequence-labelling exports (spans with offsets) are refused until span agreement exists. A
collaborative project's export (``all.jsonl``, "share annotations across all users") holds no
per-user attribution, so it cannot give agreement: that is said, not guessed around.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.inference.tool_shapes import check_doccano
from adjudicator.io.options import ImportOptions
from adjudicator.io.tools.judgments import Judgments
from adjudicator.io.tools.shapes import RecordShape, by_records
from adjudicator.io.tools.spans import refuse_spans


def detect(records: list[dict[str, Any]]) -> bool:
    """Records with ``text`` and either ``annotations`` of users or a ``label`` list."""
    r = records[0]
    if "text" not in r or "_input_hash" in r:
        return False
    anns = r.get("annotations")
    if isinstance(anns, list):
        return all(isinstance(a, dict) and ("label" in a or "label_name" in a) for a in anns)
    return isinstance(r.get("label"), list) or isinstance(r.get("cats"), list)


def read(records: list[dict[str, Any]], numbers: list[int], file: str,
         options: ImportOptions) -> Judgments:
    """One judgment per (record, user); several labels of one user form a set."""
    check_doccano(records, numbers, file)  # an object is never a label: a located error
    del options
    out = Judgments("doccano", file, "jsonl")
    if Path(file).stem.lower() == "all":
        raise InputError(QT_TRANSLATE_NOOP("Errors", "this doccano export is the collaborative "
                             "'all users' file: it holds no per-user attribution, so agreement "
                             "cannot be computed from it"),
                         file=file, expected=QT_TRANSLATE_NOOP("Errors", "one file per user "
                             "(the export of a project without 'share annotations across all "
                             "users')"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Export again with one file per user "
                                                "and open the folder"))
    spans = 0
    for rec, number in zip(records, numbers, strict=True):
        item = rec.get("id", rec.get("text"))
        if isinstance(rec.get("annotations"), list):
            per_user: dict[str, list[str]] = {}
            for a in rec["annotations"]:
                who = str(a.get("user_name") or a.get("user"))
                per_user.setdefault(who, []).append(str(a.get("label_name") or a.get("label")))
                spans += "start_offset" in a
            for who, labels in per_user.items():
                out.add(number, item, who, _dedupe(labels), rec.get("text"))
        else:
            raw = rec.get("label", rec.get("cats")) or []
            labels = [str(v[2]) if isinstance(v, list) else str(v) for v in raw]
            spans += sum(isinstance(v, list) for v in raw)
            who = rec.get("user") or Path(file).stem
            out.add(number, item, who, _dedupe(labels) or None, rec.get("text"))
        if spans:
            refuse_spans("doccano", file, number, "label", spans)
    return out


def _dedupe(labels: list[str]) -> list[str]:
    """Labels without repeats, in order."""
    return list(dict.fromkeys(labels))


RECORDS = RecordShape("doccano", detect, by_records(read))
