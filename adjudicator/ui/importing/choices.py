"""The fixed choices of the import dialog (encodings, separators) and the checks of a choice
that the reader itself would accept but that cannot be what the user meant."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from adjudicator.io.coding.schema import UNCERTAIN
from adjudicator.io.options import ImportOptions

# (codec name, shown name); None = detect (BOM, strict UTF-8, GB18030)
ENCODINGS: tuple[tuple[str, str], ...] = (
    ("utf-8", "UTF-8"),
    ("utf-8-sig", "UTF-8 with BOM"),
    ("gb18030", "GB18030 / GBK"),
    ("utf-16", "UTF-16"),
    ("cp950", "Big5"),  # Microsoft's Big5, as Excel writes it; the detector names these codecs
    ("cp932", "Shift JIS"),
    ("cp949", "EUC-KR"),
    ("cp1252", "Windows-1252"),
    ("latin-1", "Latin-1"),
)
# multi-label separators offered besides "detect" and "never split"
SEPARATORS: tuple[str, ...] = (";", ",", "|", "/", "+")


def role_conflicts(options: ImportOptions, path: Path | None) -> list[str]:
    """Choices that contradict each other: one column in two roles, a folder layout on a file."""
    return RoleCheck().conflicts(options, path)


class RoleCheck(QObject):
    """The checks, as a QObject so that their messages are translated (context RoleCheck)."""

    def words(self) -> dict[str, str]:
        """The name of each role a column can have."""
        return {"id": self.tr("id"), "annotator": self.tr("annotator"),
                "label": self.tr("label"), "text": self.tr("text"), "stratum": self.tr("stratum"),
                "gold": self.tr("gold / reference"), "model": self.tr("model")}

    def conflicts(self, options: ImportOptions, path: Path | None) -> list[str]:
        """Every contradiction, one message each."""
        w = self.words()
        named = [(col, what) for col, what in (
            (options.id_column, w["id"]), (options.annotator_column, w["annotator"]),
            (options.label_column, w["label"]), (options.text_column, w["text"]),
            (options.gold_column, w["gold"])) if col]
        out = [self.tr("The %1 column and the %2 column are both '%3': choose two different "
                       "columns.").replace("%1", what).replace("%2", other).replace("%3", col)
               for i, (col, what) in enumerate(named)
               for other_col, other in named[i + 1:] if col == other_col]
        roles = {col for col, _ in named}
        out += [self.tr("'%1' is ticked as an annotator column but also has another role.")
                .replace("%1", col) for col in options.annotators or [] if col in roles]
        models = list(options.model_columns or [])
        out += [self.tr("'%1' is ticked as a model's predictions but also has another role.")
                .replace("%1", col) for col in models
                if col in roles or col in (options.annotators or [])]
        strata = set(options.stratum_columns or [])
        out += [self.tr("'%1' cannot be a stratum column and also have another role.")
                .replace("%1", col) for col in sorted(strata & (roles | set(options.annotators
                                                                         or []) | set(models)))]
        if options.layout == "per-annotator" and path is not None and not path.is_dir():
            out.append(self.tr("One file per annotator needs a folder: choose the folder that "
                               "holds the files."))
        return out


def uncertain_as_missing(options: ImportOptions) -> bool:
    """True when every 无法判断-like value is listed as missing."""
    return set(UNCERTAIN) <= set(options.missing_values)


def split_values(text: str) -> list[str]:
    """A comma-separated list typed by the user, without blanks (、 and ， also separate)."""
    for sep in ("，", "、"):
        text = text.replace(sep, ",")
    return [v.strip() for v in text.split(",") if v.strip()]
