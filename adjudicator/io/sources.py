"""Open a path (file or folder) as a RawTable, recognising tool exports and per-annotator files."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io import tools
from adjudicator.io.inference import disaggregated
from adjudicator.io.options import ImportOptions, Progress
from adjudicator.io.readers.encodings import SAMPLE, as_sniffable
from adjudicator.io.readers.sniff import sniff_format
from adjudicator.io.table import RawTable
from adjudicator.io.tools import ANNOTATOR, ITEM, LABEL, TEXT, Judgments

TABLE_SUFFIXES = (".csv", ".tsv", ".txt", ".xlsx", ".jsonl", ".json", ".parquet")


@dataclass
class Opened:
    """The table, the tool that wrote it (if any), and the options with tool roles filled in."""

    table: RawTable
    tool: str | None
    options: ImportOptions
    files: list[Path] = field(default_factory=list)  # the files read (a folder's members)


def open_path(path: Path, options: ImportOptions, progress: Progress | None = None) -> Opened:
    """A file, a Potato ``annotation_output`` folder, or a folder of one file per annotator.

    ``progress`` hears how far a large table is read (and may cancel).
    """
    if path.is_dir():
        return _open_folder(path, options)
    if not path.exists():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the file does not exist"), file=str(path),
                         hint=QT_TRANSLATE_NOOP("Errors", "Check the path and the file name"))
    return _open_file(path, options, progress)


def _open_file(path: Path, options: ImportOptions, progress: Progress | None) -> Opened:
    """Sniff the format, read it, and recognise tool exports."""
    with path.open("rb") as fh:
        head = fh.read(SAMPLE)
    if not head:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the file is empty"), file=path.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a header row and one row per item or judgment"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export the labels again; the file has no content"))
    sniffed = sniff_format(path, as_sniffable(head, options.encoding), options.format)
    if sniffed.format in ("json", "jsonl"):
        opened = _open_json(path, sniffed.format, options)
    else:
        opened = _open_table(path, sniffed.format, options, progress)
    if sniffed.note:
        opened.table.notes.insert(0, sniffed.note)
    return opened


def read_table(
    path: Path, fmt: str, options: ImportOptions, progress: Progress | None = None
) -> RawTable:
    """The reader for a tabular format."""
    if fmt == "xlsx":
        from adjudicator.io.readers.xlsx import read_xlsx

        return read_xlsx(path, options)
    if fmt == "parquet":
        from adjudicator.io.readers.parquet import read_parquet

        return read_parquet(path, options, progress)
    from adjudicator.io.readers.delimited import read_delimited

    return read_delimited(path, options, progress)


def _open_table(path: Path, fmt: str, options: ImportOptions,
                progress: Progress | None) -> Opened:
    """CSV/TSV/XLSX/Parquet, with Figure Eight and Potato TSV recognised by their header."""
    table = read_table(path, fmt, options, progress)
    tool = tools.detect_table([str(c) for c in table.frame.columns])
    if tool == "figure_eight":
        from adjudicator.io.tools import figure_eight

        table, answer = figure_eight.prepare(table, options)
        table.question = answer
        return Opened(table, tool, replace(options, layout="long", id_column="_unit_id",
                                           annotator_column="_worker_id", label_column=answer))
    if tool == "potato":
        from adjudicator.io.tools import potato

        judged = potato.read_table(table, options)
        return _from_judgments(judged, options, table)
    if tool == "label_studio":
        from adjudicator.io.tools import label_studio_table

        return _from_judgments(label_studio_table.read(table, options), options, table)
    if tool == "mturk":
        from adjudicator.io.tools import mturk

        return _from_judgments(mturk.read(table, options), options, table)
    if tool == "toloka":
        from adjudicator.io.tools import toloka

        return _from_judgments(toloka.read(table, options), options, table)
    if tool == "argilla":
        from adjudicator.io.tools import argilla

        return _from_judgments(argilla.read_table(table, options), options, table)
    return Opened(table, None, options)


def _open_json(path: Path, fmt: str, options: ImportOptions) -> Opened:
    """JSON records: a tool export, or a generic table of records."""
    from adjudicator.io.readers.jsonfile import read_json_records, records_table

    records, numbers, encoding = read_json_records(path, fmt, options)
    records, numbers = disaggregated.expand(records, numbers)
    tool = tools.detect_records(records)
    if tool is None and disaggregated.detect(records):
        return _disaggregated(records, numbers, path.name, fmt, options, encoding)
    if tool is None:
        table = records_table(path, fmt, options)
        return Opened(table, None, options)
    try:
        if tool == "sagemaker":  # one worker-response file: its folder names the object
            from adjudicator.io.tools import sagemaker

            judged = sagemaker.read(records, numbers, path.name, options,
                                    item=path.parent.name)
        else:
            judged = _read_records(tool, records, numbers, path.name, fmt, options)
    except (AttributeError, TypeError, KeyError, IndexError, ValueError) as exc:
        name = tool.replace("_", " ").title()
        raise InputError(QT_TRANSLATE_NOOP("Errors", "a record of this {name} export has an "
                                           "unexpected shape ({why})"),
                         args={"name": name, "why": f"{type(exc).__name__}: {exc}"},
                         file=path.name, expected=QT_TRANSLATE_NOOP(
                             "Errors", "a {name} export as the tool writes it"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Export the file again from the tool, "
                             "or save the labels as a table (id, one column per annotator)")
                         ) from None
    judged.format = fmt
    opened = _from_judgments(judged, options, None)
    opened.tool = _tool_name(tool)
    opened.table.encoding = encoding
    return opened


def _disaggregated(records: list[dict[str, object]], numbers: list[int], file: str, fmt: str,
                   options: ImportOptions, encoding: str | None) -> Opened:
    """Records naming their annotators and annotations, one judgment per pair; the
    aggregated ``hard_label`` is carried as the gold column."""
    judged = disaggregated.read(records, numbers, file)
    judged.format = fmt
    opened = _from_judgments(judged, options, None)
    opened.tool = disaggregated.TOOL
    opened.table.encoding = encoding
    extra: dict[str, object] = {"text_columns": disaggregated.text_fields(records)}
    if disaggregated.GOLD in opened.table.frame.columns:
        extra["gold_column"] = disaggregated.GOLD
    opened.options.extra = {**opened.options.extra, **extra}
    return opened


def _read_records(tool: str, records: list[dict[str, object]], numbers: list[int], file: str,
                  fmt: str, options: ImportOptions) -> Judgments:
    """The judgments of a recognised tool's JSON records."""
    import importlib

    if tool == "label_studio_min":
        from adjudicator.io.tools import label_studio_table

        table = label_studio_table.records_to_table(records, numbers, file, "json-min")
        return label_studio_table.read(table, options)
    if tool == "potato_state":
        from adjudicator.io.tools import potato

        return potato.read_state(records, numbers, file, options)
    if tool == "sagemaker_manifest":
        from adjudicator.io.tools import sagemaker

        sagemaker.refuse_manifest(file)
    module = importlib.import_module(f"adjudicator.io.tools.{tool}")
    judged: Judgments = module.read(records, numbers, file, options)
    return judged


def _tool_name(tool: str) -> str:
    """The tool as the report names it (one name for a tool's several export shapes)."""
    return {"label_studio_min": "label_studio", "potato_state": "potato"}.get(tool, tool)


def _from_judgments(judged: Judgments, options: ImportOptions,
                    source: RawTable | None) -> Opened:
    """A tool's long rows as a table, with the long-layout roles set."""
    table = judged.table()
    if judged.question:
        table.question = judged.question
    if source is not None:
        table.encoding, table.delimiter = source.encoding, source.delimiter
        table.notes = source.notes + table.notes
        table.format = source.format
    if len(table.frame) == 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the {tool} export holds no judgments"),
                         args={"tool": judged.tool}, file=judged.file,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export again after annotators have submitted work"))
    text = TEXT if table.frame[TEXT].notna().any() else None
    roles = replace(options, layout="long", id_column=ITEM, annotator_column=ANNOTATOR,
                    label_column=LABEL, text_column=options.text_column or text)
    if text is None:
        table.frame = table.frame.drop(columns=[TEXT])
    return Opened(table, judged.tool, roles)


def folder_members(folder: Path) -> list[Path]:
    """The files a folder import reads: Potato's per-user files or Ground Truth's worker
    responses if there are any, else every table file directly in the folder (sorted)."""
    from adjudicator.io.tools import potato, sagemaker

    users = (potato.user_files(folder) or potato.state_files(folder)
             or sagemaker.response_files(folder))
    if users:
        return users
    return sorted(p for p in folder.iterdir()
                  if p.is_file() and p.suffix.lower() in TABLE_SUFFIXES)


def _open_folder(folder: Path, options: ImportOptions) -> Opened:
    """Potato per-user folders, or one labels file per annotator joined by item id."""
    from adjudicator.io.tools import potato

    files = folder_members(folder)
    if files and files == potato.user_files(folder):
        opened = _open_potato(files, options)
        opened.files = files
        return opened
    if files and files == potato.state_files(folder):
        opened = _open_potato_states(files, options)
        opened.files = files
        return opened
    if files and files[0].parent.parent.name.startswith("iteration-"):
        opened = _open_worker_responses(folder, files, options)
        opened.files = files
        return opened
    if len(files) < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the folder holds fewer than two label files"), file=folder.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "one file per annotator, or Potato's annotation_output"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Choose a file, or a folder with one file per annotator"))
    from adjudicator.io.per_annotator import join_files

    judged = join_files(files, options)
    opened = _from_judgments(judged, options, None)
    opened.files = files
    opened.table.notes += skipped_entries(folder, files)
    return opened


_SHOWN = 20  # skipped entries named one by one; the rest are counted


def skipped_entries(folder: Path, read: list[Path]) -> list[str]:
    """One note naming every entry of ``folder`` a folder import did not read, with why (a
    link to a device or to nothing, a FIFO, a folder, not a table file), so nothing is left
    out without a word; empty when every entry was read."""
    taken = {p.name for p in read}
    try:
        names = sorted(e.name for e in folder.iterdir() if e.name not in taken)
    except OSError:
        return []
    if not names:
        return []
    listed = ", ".join(_entry(folder, name) for name in names[:_SHOWN])
    if len(names) > _SHOWN:
        return [Message(QT_TRANSLATE_NOOP("Errors", "skipped {n} entries of the folder: {listed} "
                                          "and {more} more"), n=len(names), listed=listed,
                        more=len(names) - _SHOWN)]
    return [Message(QT_TRANSLATE_NOOP("Errors", "skipped {n} entries of the folder: {listed}"),
                    n=len(names), listed=listed)]


def _entry(folder: Path, name: str) -> str:
    """A skipped entry's name and why it was skipped."""
    return Message("{name} ({why})", name=name, why=_why_skipped(folder / name))


def _why_skipped(path: Path) -> str:
    """Why a folder entry is not read, in a few words."""
    import stat

    try:
        mode = path.stat().st_mode
    except OSError:
        return Message(QT_TRANSLATE_NOOP("Errors", "a link to nothing") if path.is_symlink()
                       else QT_TRANSLATE_NOOP("Errors", "unreadable"))
    if stat.S_ISDIR(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "a folder"))
    if stat.S_ISFIFO(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "a FIFO"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "a device"))
    if not stat.S_ISREG(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "not a regular file"))
    return Message(QT_TRANSLATE_NOOP("Errors", "not a table file"))


def _open_potato(users: list[Path], options: ImportOptions) -> Opened:
    """Every user's annotated_instances.jsonl as one long table."""
    from adjudicator.io.readers.jsonfile import read_json_records
    from adjudicator.io.tools import potato

    judged = Judgments("potato", users[0].parent.parent.name, "jsonl")
    for path in users:
        records, numbers, _ = read_json_records(path, "jsonl", options)
        potato.read(records, numbers, f"{path.parent.name}/{path.name}", options,
                    user=path.parent.name, into=judged)
    judged.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "Potato: {n} annotator folder(s)"),
                                n=len(users)))
    return _from_judgments(judged, options, None)


def _open_potato_states(users: list[Path], options: ImportOptions) -> Opened:
    """Potato 2.x: every ``<user>/user_state.json`` as one long table."""
    from adjudicator.io.readers.jsonfile import read_json_records
    from adjudicator.io.tools import potato

    judged = Judgments("potato", users[0].parent.parent.name, "json")
    for path in users:
        records, numbers, _ = read_json_records(path, "json", options)
        potato.read_state(records, numbers, f"{path.parent.name}/{path.name}", options,
                          into=judged)
    judged.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "Potato 2.x: {n} user_state.json file(s), one per annotator"), n=len(users)))
    return _from_judgments(judged, options, None)


def _open_worker_responses(folder: Path, files: list[Path], options: ImportOptions) -> Opened:
    """SageMaker Ground Truth: every ``iteration-<n>/<object>/<time>.json`` as one table."""
    from adjudicator.io.readers.jsonfile import read_json_records
    from adjudicator.io.tools import sagemaker

    judged = Judgments("sagemaker", folder.name, "json")
    for path in files:
        records, numbers, _ = read_json_records(path, "json", options)
        name = str(path.relative_to(folder))
        if not sagemaker.detect(records):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                 "this file is not a Ground Truth worker response"),
                             file=name,
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "a JSON document with an answers list of workerId and "
                                 "answerContent"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Open the worker-response folder as Ground Truth wrote it"))
        sagemaker.read(records, numbers, name, options, item=path.parent.name, into=judged)
    sagemaker.note(judged, files)
    return _from_judgments(judged, options, None)
