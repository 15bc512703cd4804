"""Which column is the item id, the annotator, the label, the text, a stratum — by name first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

if TYPE_CHECKING:
    import pandas as pd

ID_NAMES = ("item_id", "id", "item", "unit_id", "_unit_id", "orig_id", "instance_id", "task_id",
            "sample_id", "doc_id", "sentence_id", "uid", "unit", "units", "key", "nodule_key",
            "编号", "序号", "样本id", "样本编号", "id号")
ANNOTATOR_NAMES = ("annotator", "annotator_id", "_annotator_id", "rater", "rater_id", "coder",
                   "worker", "worker_id", "_worker_id", "!amt_worker_ids", "user", "user_name",
                   "username", "labeler", "judge", "标注员", "标注者", "标注人")
LABEL_NAMES = ("label", "labels", "response", "answer", "category", "class", "rating", "code",
               "judgment", "judgement", "annotation", "标签", "类别", "标注", "结果")
TEXT_NAMES = ("text", "content", "sentence", "displayed_text", "review", "comment", "utterance",
              "question", "document", "文本", "内容", "句子", "评论")
# further text of an item (a pair's second sentence, an answer to a question): a text column
# when its values are free text (mostly distinct), never a label column
MORE_TEXT_NAMES = ("premise", "hypothesis", "sentence1", "sentence2", "context", "passage",
                   "question", "answer", "response", "reply", "前提", "假设", "假設", "问题",
                   "問題", "回答", "答案", "上下文")
STRATUM_NAMES = ("source", "language", "lang", "batch", "difficulty", "group", "domain", "split",
                 "task", "channel", "来源", "语言", "批次", "难度", "分组", "领域")
META_NAMES = ("gold", "start", "end", "created_at", "updated_at", "timestamp", "time", "date",
              "!amt_annotation_ids", "annotation_id", "lead_time", "备注", "note", "notes")


def _norm(name: object) -> str:
    """A column name compared without case or surrounding spaces."""
    return str(name).strip().casefold()


def find_named(
    columns: Sequence[str], names: Sequence[str], exclude: Sequence[str] = ()
) -> str | None:
    """The first column whose name is one of ``names`` (in the order of ``names``)."""
    by_norm = {_norm(c): c for c in columns if c not in exclude}
    return next((by_norm[n] for n in names if n in by_norm), None)


ONE_OF = QT_TRANSLATE_NOOP("Errors", "one of: {columns}")
NAME_ONE = QT_TRANSLATE_NOOP("Errors", "Name one of them with --question")
# the roles a column is asked for in, as the errors name them (marked for translation)
ROLES = (QT_TRANSLATE_NOOP("Errors", "id"), QT_TRANSLATE_NOOP("Errors", "annotator"),
         QT_TRANSLATE_NOOP("Errors", "label"), QT_TRANSLATE_NOOP("Errors", "question"))


def require_column(columns: Sequence[str], name: str, what: str, file: str) -> str:
    """The user-named column, or an error listing the columns there are."""
    if name in columns:
        return name
    match = find_named(columns, [_norm(name)])
    if match is not None:
        return match
    raise InputError(QT_TRANSLATE_NOOP("Errors", "there is no {what} column named {name}"),
                     args={"what": Message(what), "name": repr(name),
                           "columns": ", ".join(map(str, columns))},
                     file=file, row=1, column=name, expected=ONE_OF,
                     hint=QT_TRANSLATE_NOOP("Errors",
                         "Check the header row, or pass the right column name"))


def text_column(
    frame: pd.DataFrame, taken: Sequence[str], chosen: str | None, file: str
) -> str | None:
    """The named text column, else a column of long free text (mean length over 25)."""
    cols = [str(c) for c in frame.columns]
    if chosen:
        return require_column(cols, chosen, "text", file)
    named = find_named(cols, TEXT_NAMES, exclude=taken)
    if named is not None:
        return named
    for col in cols:
        if col in taken:
            continue
        sample = [str(v) for v in first_present(frame[col], 200)]
        if sample and sum(map(len, sample)) / len(sample) > 25 and len(set(sample)) > len(
                sample) / 2:
            return col
    return None


def first_present(series: pd.Series, n: int) -> list[object]:
    """The first ``n`` values that are not missing, in order (``series.dropna().head(n)``),
    looked for in growing slices: no copy of a whole 10^7-row column (nor of its index)."""
    out: list[object] = []
    start, step = 0, 1024
    while len(out) < n and start < len(series):
        out.extend(series.iloc[start:start + step].dropna().head(n - len(out)))
        start, step = start + step, step * 2
    return out


def text_columns(frame: pd.DataFrame, first: str | None, taken: Sequence[str]) -> list[str]:
    """Every text column of an item in file order: ``first`` (the text column) and the other
    columns, not ``taken``, named as text or holding long free text, whose values are mostly
    distinct (premise and hypothesis; question and answer). With no ``first``, the first of
    them is the item's text."""
    named = {_norm(n) for n in (*TEXT_NAMES, *MORE_TEXT_NAMES)}
    out, looked = [], 0
    for col in (str(c) for c in frame.columns):
        if col == first:
            out.append(col)
        elif col not in taken and (_norm(col) in named or looked < UNNAMED_LOOKS):
            looked += _norm(col) not in named  # a file of 10^5 columns: a few looked at
            if _free_text(frame[col], _norm(col) in named):
                out.append(col)
    return out


UNNAMED_LOOKS = 64  # columns without a text name looked at for long free text, at most


def _free_text(series: pd.Series, named: bool) -> bool:
    """Mostly distinct values (as texts are, labels are not), long ones unless ``named``;
    judged on the first 200 values present among the first 1,000 rows."""
    sample = [str(v) for v in series.head(1000).dropna().head(200)]
    if not sample or len(set(sample)) <= len(sample) / 2:
        return False
    return named or sum(map(len, sample)) / len(sample) > 25


def stratum_columns(columns: Sequence[str], taken: Sequence[str], chosen: Sequence[str] | None,
                    file: str) -> list[str]:
    """Named stratum columns (source, language, batch, difficulty, group, …) or the user's."""
    if chosen is not None:
        return [require_column(columns, c, "stratum", file) for c in chosen]
    wanted = set(STRATUM_NAMES)
    return [c for c in columns if c not in taken and _norm(c) in wanted]


def looks_like_labels(series: pd.Series, n_rows: int) -> bool:
    """Few distinct values compared with the rows (labels repeat; ids and texts do not)."""
    if series.count() == 0:  # counted in place: no copy of a 10^6-row column
        return True
    distinct = len(series.cat.categories) if hasattr(series, "cat") else series.nunique()
    return distinct <= max(20, 0.5 * n_rows) or n_rows < 40


def is_meta(name: str) -> bool:
    """Timestamps, gold answers and similar bookkeeping columns are never annotators."""
    return _norm(name) in set(META_NAMES)


def long_layout_column(cols: Sequence[str], chosen: str | None, names: tuple[str, ...],
                       what: str, file: str) -> str:
    """The long layout's annotator or label column: the user's choice (which must exist) or
    the first conventionally named one; else an error saying which option names it."""
    if chosen:
        return require_column(cols, chosen, what, file)
    found = find_named(cols, names)
    if found is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no {what} column found for the long "
                                           "layout"), file=file, row=1,
                         args={"what": Message(what), "name": repr(names[0]),
                               "option": f"--{what}-col"},
                         expected=QT_TRANSLATE_NOOP("Errors", "a column such as {name}"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                                                "Pass {option} COLUMN, or use --layout wide"))
    return found
