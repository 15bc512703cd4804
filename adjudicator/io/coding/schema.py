"""A label schema: labels in order, measurement level, aliases and which values mean missing.

Read from a small JSON or TOML file, for example::

    level = "nominal"
    labels = ["正面", "负面", "中性"]
    missing = ["", "NA", "无法判断"]       # values that mean "no label"
    [aliases]
    "正面" = ["positive", "pos", "1"]     # or "positive" = "正面"
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.coding.near_duplicates import fold
from adjudicator.io.regular import open_regular

LEVELS = ("nominal", "ordinal", "interval", "ratio")
MAX_SCHEMA_BYTES = 1 << 20
TWICE = QT_TRANSLATE_NOOP("Errors", "the label {label} is listed twice")
DEFAULT_MISSING = ("", "na", "n/a", "nan", "#n/a", "-", "—",
                   # spellings annotators and tools write for "no label" (compared
                   # case-folded); a schema's own 'missing' list replaces this one
                   "n.a.", "null", "nil", "missing", "?", "？", "空", "缺失", "空白",
                   "未标注", "未標註", "none", "无", "無")
# Missing in a single-label column (pandas and Python write an empty cell as None; 无 is
# "nothing"), yet a real answer where annotators choose a set of labels: there it is the "none
# of these" option. CrowdTruth's published jobs show it (tests/data/io/tools): the relation set
# answers NONE and the person-role job ["None"], both in multiple-choice columns. So in a
# column of label sets these stay labels (with a warning saying how to treat them as
# missing); --missing or a schema makes them missing there too, --not-missing keeps them
# labels everywhere.
MAYBE_MISSING = ("none", "无", "無")
UNCERTAIN = ("无法判断", "不确定", "无法确定", "不知道", "無法判斷", "不確定", "unsure",
             "uncertain", "can't tell", "cannot tell", "don't know", "unknown", "skip", "跳过")


@dataclass(frozen=True)
class LabelSchema:
    """Declared labels (in order), their level, aliases (alias -> label), missing values."""

    labels: tuple[str, ...]
    level: str = "nominal"
    aliases: Mapping[str, str] = field(default_factory=dict)
    missing: tuple[str, ...] = DEFAULT_MISSING

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"level must be one of {LEVELS}")
        repeated = next((x for i, x in enumerate(self.labels) if x in self.labels[:i]), None)
        if repeated is not None:
            raise InputError(TWICE, args={"label": repr(repeated)},
                             expected=QT_TRANSLATE_NOOP("Errors",
                                 "each label once, in scale order"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Remove the repeated label from --labels or the schema"))

    def lookup(self, value: str) -> str | None:
        """The label a value stands for (exact, then ignoring case/width/spaces), else None."""
        if value in self.labels:
            return value
        if value in self.aliases:
            return self.aliases[value]
        key = fold(value)
        for lab in self.labels:
            if fold(lab) == key:
                return lab
        return next((lab for alias, lab in self.aliases.items() if fold(alias) == key), None)

    def is_missing(self, value: str) -> bool:
        """True when the schema declares this value as "no label"."""
        key = fold(value)
        return any(fold(m) == key for m in self.missing) and self.lookup(value) is None


def load_schema(path: str | Path) -> LabelSchema:
    """Read a schema from .json or .toml; errors name the file and the key at fault."""
    src = Path(path)
    try:
        with open_regular(src) as stream:
            raw = stream.read(MAX_SCHEMA_BYTES + 1)
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the schema file cannot be read ({why})"),
                         args={"why": exc.strerror}, file=src.name) from None
    if len(raw) > MAX_SCHEMA_BYTES:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the schema file is larger than 1 MiB"), file=src.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a small JSON or TOML file: labels, level, aliases, missing"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check that --schema names the schema, not the labels file"))
    data = _parse(src, raw)
    return schema_from_mapping(data, src.name)


def _parse(src: Path, raw: bytes) -> Mapping[str, object]:
    """JSON or TOML by suffix (TOML when unsure)."""
    import tomllib

    text = raw.decode("utf-8-sig", errors="replace")
    try:
        data = json.loads(text) if src.suffix.lower() == ".json" else tomllib.loads(text)
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as exc:
        import re

        found = re.search(r"line (\d+)", str(exc))
        line = getattr(exc, "lineno", None) or (int(found.group(1)) if found else None)
        kind = "JSON" if src.suffix.lower() == ".json" else "TOML"
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the schema is not valid {kind} ({why})"),
                         args={"kind": kind, "why": exc}, file=src.name, row=line,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "labels = [...], optional level, aliases, missing")) from None
    if not isinstance(data, dict):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the schema must be an object/table"), file=src.name)
    return data


def schema_from_mapping(data: Mapping[str, object], file: str = "schema") -> LabelSchema:
    """Build a schema from parsed JSON/TOML, checking each key."""
    labels = data.get("labels")
    if not isinstance(labels, list) or not labels:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the schema has no 'labels' list"), file=file, column="labels",
                         expected=QT_TRANSLATE_NOOP("Errors", 'labels = ["a", "b", ...]'))
    level = str(data.get("level", "nominal"))
    if level not in LEVELS:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown level {level}"),
                         args={"level": repr(level), "levels": ", ".join(LEVELS)},
                         file=file, column="level", expected="{levels}")
    names = tuple(_label_text(v) for v in labels)
    repeated = next((x for i, x in enumerate(names) if x in names[:i]), None)
    if repeated is not None:
        raise InputError(TWICE, args={"label": repr(repeated)}, file=file, column="labels",
                         expected=QT_TRANSLATE_NOOP("Errors", "each label once, in scale order"))
    aliases = _aliases(data.get("aliases", {}), names, file)
    missing = data.get("missing", list(DEFAULT_MISSING))
    if not isinstance(missing, list):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "'missing' must be a list"), file=file, column="missing")
    return LabelSchema(names, level, aliases, tuple(str(m) for m in missing))


def schema_to_dict(schema: LabelSchema) -> dict[str, object]:
    """Every field of a schema as JSON-ready values (``schema_from_mapping`` reads it back)."""
    out: dict[str, object] = {}
    for f in fields(schema):
        value = getattr(schema, f.name)
        if isinstance(value, Mapping):
            value = {str(k): str(v) for k, v in value.items()}
        elif isinstance(value, tuple | list):
            value = [str(v) for v in value]
        out[f.name] = value
    return out


def _label_text(value: object) -> str:
    """Numbers in a schema written as labels (1 -> '1')."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _aliases(raw: object, labels: Sequence[str], file: str) -> dict[str, str]:
    """Aliases given as alias -> label or label -> [aliases]; every target must be a label."""
    if not isinstance(raw, dict):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "'aliases' must be a table/object"), file=file, column="aliases")
    out: dict[str, str] = {}
    for key, value in raw.items():
        pairs = [(str(a), str(key)) for a in value] if isinstance(value, list) else [
            (str(key), _label_text(value))]
        for alias, target in pairs:
            if target not in labels:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "alias {alias} points to {target}, "
                                                   "which is not a label"),
                                 args={"alias": repr(alias), "target": repr(target),
                                       "labels": ", ".join(labels)},
                                 file=file, column="aliases", expected="{labels}")
            out[alias] = target
    return out
