"""Which text encoding a file uses: BOMs, strict UTF-8, else East Asian encodings on evidence."""

from __future__ import annotations

import codecs
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.regular import open_regular

SAMPLE = 1 << 20
USED = QT_TRANSLATE_NOOP("Errors", "{encoding} ({reason})")  # as the report shows the encoding

BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


@dataclass(frozen=True)
class Detected:
    """The encoding chosen and why (shown in the validation report)."""

    encoding: str
    reason: str


def detect_encoding(path: Path, head: bytes, override: str | None = None) -> Detected:
    """UTF-8/16/32 by BOM, else strict UTF-8, else the one East Asian legacy encoding whose
    decode is made of its language's common characters (``cjk_encodings``); several that fit
    equally, or none, is an InputError that names the candidates and ``--encoding``."""
    if override:
        name = _checked_name(override, path)
        _check_forced(path, head, name)
        return Detected(name, Message(QT_TRANSLATE_NOOP("Errors", "chosen by the user")))
    for bom, name in BOMS:
        if head.startswith(bom):
            return Detected(name, Message(QT_TRANSLATE_NOOP("Errors", "byte-order mark")))
    if _decodes(head, "utf-8"):
        return Detected("utf-8", Message(QT_TRANSLATE_NOOP("Errors", "valid UTF-8")))
    from adjudicator.io.readers.cjk_encodings import (
        HANGUL_EVIDENCE,
        PLAUSIBLE,
        SURE,
        hangul_only,
        readings,
    )

    final = len(head) < SAMPLE
    found = readings(head, final=final)
    fit = [r for r in found if r.share >= PLAUSIBLE]
    korean = [r for r in fit if r.codec == "cp949"]
    if len(fit) > 1 and korean and (n := hangul_only(head, final)) >= HANGUL_EVIDENCE:
        readers = ", ".join(r.codec for r in fit if r.codec != "cp949")
        return Detected("cp949", Message(QT_TRANSLATE_NOOP("Errors",
            "not UTF-8; likely: its {n} different characters are all Korean Hangul ({readers} "
            "would read them as Chinese only if a Chinese text kept to one byte zone by "
            "chance, p < 0.01)"), n=n, readers=readers))
    if len(fit) == 1:
        best, others = fit[0], [r for r in found if r is not fit[0]]
        sure = not others or others[0].share < SURE
        against = "; ".join(f"{r.codec} {r.share:.0%}" for r in others) or Message(
            QT_TRANSLATE_NOOP("Errors", "no other decodes"))
        return Detected(best.codec, Message(
            QT_TRANSLATE_NOOP("Errors", "not UTF-8; certain: {share} of its characters are "
                              "common {language} characters (others: {others})") if sure else
            QT_TRANSLATE_NOOP("Errors", "not UTF-8; likely: {share} of its characters are "
                              "common {language} characters (others: {others})"),
            share=f"{best.share:.0%}", language=Message(best.name), others=against))
    if fit:
        raise _ambiguous(path, fit)
    raise _unknown(path, head)


def _ambiguous(path: Path, fit: list[Any]) -> InputError:
    """Two or more East Asian encodings read the file as common characters: ask."""
    shown = tuple(Message(QT_TRANSLATE_NOOP("Errors", "{codec} ({name}) reads {sample}"),
                          codec=r.codec, name=Message(r.name),
                          sample=r.sample or Message(QT_TRANSLATE_NOOP("Errors", "no words")))
                  for r in fit)
    return InputError(QT_TRANSLATE_NOOP("Errors",
        "cannot tell the text encoding: the file is not UTF-8, and {n} encodings read it as "
        "common characters: {candidates}"), file=path.name,
        args={"n": len(fit), "candidates": shown, "first": fit[0].codec},
        hint=QT_TRANSLATE_NOOP("Errors",
            "Choose the one whose words are right with --encoding (for example --encoding "
            "{first}), or in the window under Import options > Encoding; or re-save the file "
            "as 'CSV UTF-8'"))


def _unknown(path: Path, head: bytes) -> InputError:
    """Not UTF-8 and no East Asian encoding fits: say so, with the detector's guess."""
    from adjudicator.io.readers.cjk_encodings import suggestion

    guess = suggestion(head) or "cp1252"
    return InputError(
        QT_TRANSLATE_NOOP("Errors", "cannot tell the text encoding (byte 0x{byte} is not "
                          "UTF-8 and no Chinese, Japanese or Korean encoding reads the text "
                          "as common characters)"),
        file=path.name, row=_line_of(head, _bad_offset(head)),
        args={"byte": f"{_first_bad(head):02x}", "guess": guess},
        expected=QT_TRANSLATE_NOOP("Errors",
            "UTF-8, UTF-8 with BOM, UTF-16 with BOM, GB18030, Big5, Shift-JIS or EUC-KR"),
        hint=QT_TRANSLATE_NOOP("Errors",
            "Re-save the file as 'CSV UTF-8', or name the encoding with --encoding (a "
            "detector's guess: --encoding {guess})"),
    )


def _checked_name(name: str, path: Path) -> str:
    """Normalise a user-given encoding name; unknown names and non-text codecs (rot13,
    base64, zlib…) are an input error."""
    try:
        info = codecs.lookup(name)
    except LookupError:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown encoding {name}"),
                         args={"name": repr(name)}, file=path.name, hint=TRY_OTHER) from None
    if not getattr(info, "_is_text_encoding", True):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "{name} is not a text encoding"),
                         args={"name": repr(name)}, file=path.name, hint=TRY_OTHER)
    return info.name


# the encodings' names as the detector's reasons give them, marked for translation
NAMES = (QT_TRANSLATE_NOOP("Errors", "GB18030/GBK (Simplified Chinese)"),
         QT_TRANSLATE_NOOP("Errors", "Big5 (Traditional Chinese)"),
         QT_TRANSLATE_NOOP("Errors", "Shift-JIS (Japanese)"),
         QT_TRANSLATE_NOOP("Errors", "EUC-KR (Korean)"))
MIXED = QT_TRANSLATE_NOOP("Errors",
                          "The file mixes encodings; re-save it as UTF-8 or pass --encoding")
TRY_OTHER = QT_TRANSLATE_NOOP("Errors", "Leave the encoding to be detected (no --encoding, or "
                              "'Detect' in the import dialog), or try another one such as "
                              "utf-8, gb18030 or utf-16")


def _check_forced(path: Path, head: bytes, encoding: str) -> None:
    """The encoding the user chose must decode the file's head (a cut character at the end of
    a full sample is allowed); otherwise say where it fails and what to try."""
    try:
        codecs.getincrementaldecoder(encoding)("strict").decode(head, final=len(head) < SAMPLE)
    except UnicodeError as exc:
        raise decode_failure(path.name, head, encoding, exc, forced=True) from None


def decode_failure(file: str, data: bytes, encoding: str, exc: UnicodeError, *,
                   forced: bool = False) -> InputError:
    """An InputError for bytes that ``encoding`` cannot decode: the byte offset, the line when
    the bytes before it decode, the encoding tried, and what to do."""
    start = int(getattr(exc, "start", 0))
    reason: str = getattr(exc, "reason", None) or str(exc)  # Python's words: English only
    hint = TRY_OTHER if forced else MIXED
    if encoding in ("utf-16", "utf-32") and not data.startswith(tuple(b for b, _ in BOMS)):
        start, reason = 0, Message(QT_TRANSLATE_NOOP("Errors", "the file has no byte-order mark"))
        hint = QT_TRANSLATE_NOOP("Errors", "Choose {encoding}-le or {encoding}-be (without a "
                                 "byte-order mark the byte order must be named), or leave the "
                                 "encoding to be detected")
    return InputError(
        QT_TRANSLATE_NOOP("Errors", "the text is not valid {encoding} ({reason} at byte {start})"),
        file=file, row=_line_before(data, start, encoding),
        args={"encoding": encoding, "reason": reason, "start": start},
        expected=QT_TRANSLATE_NOOP("Errors", "{encoding} text, the encoding chosen") if forced
        else QT_TRANSLATE_NOOP("Errors", "{encoding} text throughout"),
        hint=hint,
    )


def _line_before(data: bytes, offset: int, encoding: str) -> int | None:
    """1-based line of a byte offset, counted in the decoded text before it (None if unknown)."""
    try:
        text = codecs.getincrementaldecoder(encoding)("replace").decode(data[:offset])
    except (UnicodeError, TypeError, ValueError):
        return None
    return str(text).count("\n") + 1


def as_sniffable(head: bytes, encoding: str | None) -> bytes:
    """The head as UTF-8 when the user chose a 16/32-bit encoding that decodes it, so that a
    UTF-16/32 file without a byte-order mark is sniffed as text rather than as binary."""
    try:
        name = codecs.lookup(encoding).name if encoding else ""
    except LookupError:
        return head
    if not name.startswith(("utf-16", "utf-32")):
        return head
    tries = [name] if name[-3:] in ("-le", "-be") else [name, f"{name}-le", f"{name}-be"]
    for each in tries:  # a bare utf-16 without BOM: sniffed as text, refused by the reader
        try:
            text = codecs.getincrementaldecoder(each)("strict").decode(head, final=False)
        except (UnicodeError, LookupError):
            continue
        return str(text).encode("utf-8")
    return head


def _decodes(data: bytes, encoding: str) -> bool:
    """True if ``data`` decodes strictly, allowing a character cut at the sample's end."""
    try:
        codecs.getincrementaldecoder(encoding)("strict").decode(data, final=len(data) < SAMPLE)
    except UnicodeDecodeError:
        return False
    return True


def _bad_offset(data: bytes) -> int:
    """Offset of the first byte that is not UTF-8."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start
    return 0


def _first_bad(data: bytes) -> int:
    """The first byte that is not UTF-8."""
    return data[_bad_offset(data)] if data else 0


def _line_of(data: bytes, offset: int) -> int:
    """1-based line of a byte offset."""
    return data.count(b"\n", 0, offset) + 1


def _is_cjk(char: str) -> bool:
    """CJK ideographs, CJK symbols and punctuation, and full-width forms."""
    code = ord(char)
    return (
        0x4E00 <= code <= 0x9FFF
        or 0x3400 <= code <= 0x4DBF
        or 0x3000 <= code <= 0x303F
        or 0xFF00 <= code <= 0xFFEF
        or 0x20000 <= code <= 0x2FA1F
        or unicodedata.category(char) == "Pd"
    )


def mojibake_of(value: str) -> str | None:
    """The UTF-8 text a value was before being misread as Latin-1/cp1252, if that is Chinese."""
    for wrong in ("cp1252", "latin-1"):
        try:
            fixed = value.encode(wrong).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
        if fixed != value and any(_is_cjk(c) for c in fixed):
            return fixed
    return None


def read_text(path: Path) -> str:
    """A small text file (decisions, a contingency table) decoded as labels files are: by
    byte-order mark, strict UTF-8, or GB18030 Chinese; unreadable or undecodable is an
    InputError naming the file (and the line of the first bad byte)."""
    try:
        with open_regular(path) as stream:
            head = stream.read(SAMPLE)
            if b"\0" in head and not head.startswith(tuple(bom for bom, _ in BOMS)):
                raise InputError(QT_TRANSLATE_NOOP("Errors",
                    "the file is binary, not text"), file=str(path),
                                 expected=QT_TRANSLATE_NOOP("Errors",
                                     "a CSV text file"), hint=QT_TRANSLATE_NOOP("Errors",
                                         "Save it as 'CSV UTF-8'"))
            data = head + stream.read()  # after the check: /dev/zero never ends
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the file ({why})"),
                         args={"why": exc.strerror or exc}, file=str(path),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check the path and that you may read the file")) from None
    try:
        encoding = detect_encoding(path, data[:SAMPLE]).encoding
    except InputError as exc:
        exc.hint = QT_TRANSLATE_NOOP("Errors", "Re-save the file as 'CSV UTF-8'")
        raise
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise decode_failure(str(path), data, encoding, exc) from None
