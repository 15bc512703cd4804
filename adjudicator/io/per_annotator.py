"""One labels file per annotator (the file name is the annotator), joined by item id."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.coding import roles
from adjudicator.io.options import ImportOptions
from adjudicator.io.readers.encodings import as_sniffable
from adjudicator.io.readers.formats import read_table
from adjudicator.io.table import Skipped
from adjudicator.io.tools.judgments import ANNOTATOR, ITEM, LABEL, TEXT, Judgments


def join_files(files: list[Path], options: ImportOptions) -> Judgments:
    """Read each file (id column + one label column, optional text) into long judgments."""
    from adjudicator.io.readers.sniff import sniff_format

    out = Judgments("per-annotator files", files[0].parent.name, "csv")
    for path in files:
        head = path.read_bytes()[:4096]
        fmt = sniff_format(path, as_sniffable(head, options.encoding), options.format).format
        if fmt in ("json", "jsonl") and _add_tool_file(out, path, options):
            continue
        table = read_table(path, fmt, replace(options, layout="wide"))
        cols = [str(c) for c in table.frame.columns]
        id_col = (roles.require_column(cols, options.id_column, "id", path.name)
                  if options.id_column else roles.find_named(cols, roles.ID_NAMES) or cols[0])
        label = _label_column(cols, id_col, options, path.name)
        text = roles.find_named(cols, roles.TEXT_NAMES, exclude=[id_col, label])
        out.skipped += in_file(path.name, table.skipped)
        for row, rec in zip(table.rows.tolist(), table.frame.to_dict("records"), strict=True):
            out.add(row, rec[id_col], path.stem, rec[label], rec.get(text) if text else None)
    out.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "one file per annotator: {files}"),
                             files=", ".join(p.name for p in files)))
    return out


def _add_tool_file(out: Judgments, path: Path, options: ImportOptions) -> bool:
    """A tool export in the folder: its judgments, the file name as annotator if unnamed."""
    from adjudicator.io.open_file import open_file

    opened = open_file(path, options)
    if opened.tool is None:
        return False
    frame = opened.table.frame
    for row, rec in zip(opened.table.rows.tolist(), frame.to_dict("records"), strict=True):
        out.add(row, rec[ITEM], rec[ANNOTATOR] or path.stem, rec[LABEL], rec.get(TEXT))
    out.skipped += in_file(path.name, opened.table.skipped)
    return True


IN_FILE = QT_TRANSLATE_NOOP("Errors", "{file}: {reason}")


def in_file(file: str, skipped: list[Skipped]) -> list[Skipped]:
    """One file's skipped rows, their reason and group prefixed with the file's name."""
    return [Skipped(s.row, Message(IN_FILE, file=file, reason=s.reason),
                    Message(IN_FILE, file=file, reason=s.kind)) for s in skipped]


def _label_column(cols: list[str], id_col: str, options: ImportOptions, file: str) -> str:
    """The user's label column, a conventionally named one, or the only other column."""
    if options.label_column:
        return roles.require_column(cols, options.label_column, "label", file)
    named = roles.find_named(cols, roles.LABEL_NAMES, exclude=[id_col])
    if named:
        return named
    rest = [c for c in cols if c != id_col and roles.find_named([c], roles.TEXT_NAMES) is None]
    if len(rest) == 1:
        return rest[0]
    raise InputError(QT_TRANSLATE_NOOP("Errors",
        "cannot tell which column holds this annotator's labels"), file=file, row=1,
                     expected=QT_TRANSLATE_NOOP("Errors", "an id column and a 'label' column"),
                     hint=QT_TRANSLATE_NOOP("Errors", "Pass --label-col COLUMN"))
