"""A long log's parsed events kept in the program's own cache folder, so that the next open
reads only what was appended since.

Parsing 10^6 event lines and checking their chain takes seconds, and the lines of a log never
change once written. After a full read of a log of ``SNAPSHOT_FROM`` bytes or more, the state
the reader built (its decision columns, the other events, the last link and the size it
covers) is written to ``<cache>/Adjudicator/log-snapshots/<hash of the log's path>.snapshot``,
never beside the data. The snapshot names the SHA-256 of the log's bytes it covers; the next
read hashes that prefix of the log in one pass (a few tenths of a second for 300 MB, against
seconds of parsing) and uses the snapshot only when the hashes agree, then reads the lines
after it as ever (parse, chain, events). Any change of a covered byte (an edit, a cut, a
replacement, a re-chained copy) gives another hash: the snapshot is not used and the log's own
checks decide, line by line, exactly as without it. The tip check (``tipcheck``) is made
afterwards on what was read either way.

A snapshot is the program's own cache, never the only copy of anything: a damaged, foreign or
older one (its own SHA-256 at its end, its format and the program's version) is ignored, one
that cannot be written is not written, and the folder keeps at most ``KEEP`` of them.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np
import numpy.typing as npt

from adjudicator import __version__
from adjudicator.core.adjudication.eventlog import (
    CodedColumn,
    CodedNumbers,
    DecisionColumns,
    TextColumn,
)
from adjudicator.core.adjudication.events import Event, event_from_dict
from adjudicator.core.adjudication.textvalues import TextValues
from adjudicator.core.errors import InputError

SNAPSHOT_FROM = 16 << 20  # bytes of log: shorter logs are read whole (well under a second)
KEEP = 8  # snapshots kept in the cache folder (the least recently written go first)
APP_FOLDER = "Adjudicator"
MAGIC = b"adjudicator-log-snapshot\n"
FORMAT_VERSION = 6  # 6: many texts as UTF-8; 5: confidences coded, texts as lengths; older: ignored
CHUNK = 1 << 20  # bytes hashed at a time
CODED = ("author", "app", "guideline", "item", "label", "source", "error_category")
TEXTS = ("time", "rationale")
ARRAYS = ("held", "flags")


def cache_folder() -> Path:
    """The platform's folder for this program's caches: ``%LOCALAPPDATA%\\Adjudicator\\Cache``
    on Windows, ``~/Library/Caches/Adjudicator`` on macOS, ``$XDG_CACHE_HOME/Adjudicator``
    (``~/.cache`` when unset) elsewhere."""
    if os.name == "nt":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / APP_FOLDER / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / APP_FOLDER
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / APP_FOLDER


def snapshot_path(log: Path) -> Path:
    """Where the snapshot of ``log`` is kept (one per log path)."""
    key = hashlib.sha256(os.path.realpath(log).encode("utf-8", "surrogatepass")).hexdigest()
    return cache_folder() / "log-snapshots" / f"{key[:40]}.snapshot"


@dataclass
class Snapshot:
    """What a full read had built after the first ``count`` events (``size`` bytes of the log,
    the header line included): their columns and other events, and the last line's link."""

    size: int
    count: int
    link: str
    columns: DecisionColumns
    objects: dict[int, Event]


@dataclass
class Covered:
    """A snapshot whose prefix matched, and the hash of that prefix so far (fed on with the
    lines read after it, for the next snapshot)."""

    snapshot: Snapshot
    hasher: Any


def restore(log: Path, fh: BinaryIO, first: bytes, at: int | None,
            pool: dict[str, str]) -> Covered | None:
    """The snapshot of ``log`` when the log (open as ``fh``, just past its header line
    ``first``) still begins with the bytes it covers, with ``fh`` left at their end; None,
    with ``fh`` left where it was, when there is none or it does not fit (then the whole log
    is read). ``at`` inside the covered events, but not its last one, is not known from a
    snapshot: None then too."""
    start = fh.tell()
    try:
        found = _restore(log, fh, first, at, pool)
    except (OSError, ValueError, KeyError, TypeError, IndexError, RecursionError,
            InputError):
        found = None  # a damaged or foreign snapshot is ignored, never trusted
    if found is None:
        fh.seek(start)
    return found


def _restore(log: Path, fh: BinaryIO, first: bytes, at: int | None, pool: dict[str, str]
             ) -> Covered | None:
    """``restore`` without the guard."""
    try:
        snap = open(snapshot_path(log), "rb")  # noqa: SIM115 (closed by the with below)
    except OSError:
        return None
    with snap:
        digest = hashlib.sha256()
        meta = _meta(snap, digest)
        if meta is None:
            return None
        size, count = int(meta["size"]), int(meta["count"])
        if (meta["log"] != os.path.realpath(log) or size > log.stat().st_size
                or size <= len(first) + 1 or meta["first"] != hashlib.sha256(first).hexdigest()
                or (at is not None and 0 < at < count)):
            return None
        hasher = _prefix(fh, first, size)
        if hasher is None or hasher.hexdigest() != meta["sha256"]:
            return None
        snapshot = _body(snap, digest, meta, pool)
    return None if snapshot is None else Covered(snapshot, hasher)


def _meta(snap: BinaryIO, digest: Any) -> dict[str, Any] | None:
    """The snapshot's description, when it is one of this format and program version."""
    head = snap.read(len(MAGIC) + 8)
    if len(head) != len(MAGIC) + 8 or not head.startswith(MAGIC):
        return None
    n = int.from_bytes(head[len(MAGIC):], "little")
    raw = snap.read(n)
    digest.update(head)
    digest.update(raw)
    meta = json.loads(raw)
    if (not isinstance(meta, dict) or meta.get("format") != FORMAT_VERSION
            or meta.get("app") != __version__):
        return None
    return meta


def _prefix(fh: Any, first: bytes, size: int) -> Any:
    """The SHA-256 hasher of the log's first ``size`` bytes (the header line, then read from
    ``fh``); None when the log is shorter."""
    hasher = hashlib.sha256(first + b"\n")
    left = size - len(first) - 1
    while left > 0:
        chunk = fh.read(min(CHUNK, left))
        if not chunk:
            return None
        hasher.update(chunk)
        left -= len(chunk)
    return hasher


def _body(snap: Any, digest: Any, meta: dict[str, Any], pool: dict[str, str]
          ) -> Snapshot | None:
    """The arrays, texts and events, read in the order written; None unless the snapshot's
    own SHA-256 at its end matches what was read."""

    def take(n: int) -> bytearray:
        buffer = bytearray(n)
        if snap.readinto(buffer) != n:
            raise ValueError("short snapshot")
        digest.update(buffer)
        return buffer

    def read(n: int) -> bytes:  # kept as read: no copy
        data: bytes = snap.read(n)
        if len(data) != n:
            raise ValueError("short snapshot")
        digest.update(data)
        return data

    def array(spec: list[Any]) -> npt.NDArray[Any]:
        dtype, n = np.dtype(spec[0]), int(spec[1])
        return np.frombuffer(take(n * dtype.itemsize), dtype=dtype)

    def values(spec: dict[str, Any]) -> tuple[str, ...] | TextValues:
        if "values" in spec:
            return tuple(str(v) for v in spec["values"])
        data = read(int(spec["utf8"][0]))  # written before its offsets
        found = TextValues.checked(data, array(spec["utf8"][1]))
        if found is None:
            raise ValueError("damaged texts")
        return found

    from adjudicator.store.logcols import packed_part

    arrays = {name: array(meta["arrays"][name]) for name in ARRAYS}
    coded = {name: CodedColumn(array(meta["coded"][name]["codes"]),
                               values(meta["coded"][name])) for name in CODED}
    confidence = CodedNumbers(array(meta["confidence"]["codes"]),
                              array(meta["confidence"]["values"]))
    if confidence.values.dtype != np.float64 or not _codes_fit(
            confidence.codes, len(confidence.values)) or any(
            not _codes_fit(c.codes, len(c.values)) for c in coded.values()):
        return None
    for column in coded.values():  # the events read after share these texts' copies
        if isinstance(column.values, tuple):  # (many texts are kept as UTF-8: not made)
            pool.update(zip(column.values, column.values, strict=True))
    starts = [int(s) for s in meta["starts"]]
    texts = {}
    for name in TEXTS:
        lengths = [array(spec) for spec in meta["texts"][name]["lengths"]]
        parts = meta["texts"][name]["parts"]
        data: list[Any] = [packed_part(read(int(packed)), int(unpacked))
                           for packed, unpacked in parts]
        if (len(lengths) != len(data) or len(data) != len(starts)
                or any(lengths[k].dtype.kind != "u" or int(lengths[k].sum(dtype=np.uint64))
                       != (int(packed) if int(unpacked) < 0 else int(unpacked))
                       for k, (packed, unpacked) in enumerate(parts))):
            return None  # a text would be read from the wrong bytes: never
        texts[name] = TextColumn(starts, lengths, data)
    objects = {}
    for _ in range(int(meta["objects"])):  # one line at a time: no list of every record
        line = snap.readline()
        digest.update(line)
        event = event_from_dict(json.loads(line), pool)
        objects[event.seq] = event
    if snap.read(32) != digest.digest() or snap.read(1):
        return None
    columns = DecisionColumns(
        held=arrays["held"], time=texts["time"], author=coded["author"], app=coded["app"],
        guideline=coded["guideline"], item=coded["item"], label=coded["label"],
        rationale=texts["rationale"], source=coded["source"], confidence=confidence,
        error_category=coded["error_category"], flags=arrays["flags"])
    if len(columns) != int(meta["count"]) or any(
            len(getattr(columns, name)) != len(columns) for name in (*ARRAYS, "confidence")
    ) or any(len(getattr(columns, name).codes) != len(columns) for name in CODED) or any(
            sum(len(x) for x in getattr(columns, name).lengths) != len(columns)
            for name in TEXTS):
        return None
    return Snapshot(int(meta["size"]), int(meta["count"]), str(meta["link"]), columns,
                    objects)


def _codes_fit(codes: npt.NDArray[Any], n: int) -> bool:
    """Codes of a column of ``n`` distinct values: signed integers from -1 to ``n - 1``."""
    return codes.dtype.kind == "i" and (not len(codes) or (
        int(codes.min()) >= -1 and int(codes.max()) < n))


def save(log: Path, first: bytes, prefix_sha256: str, snapshot: Snapshot) -> None:
    """Write the snapshot of ``log`` (atomically, in the cache folder); a folder that cannot
    be written loses the snapshot, never the open."""
    path = snapshot_path(log)
    with contextlib.suppress(OSError, ValueError, TypeError):
        path.parent.mkdir(parents=True, exist_ok=True)
        parts = _parts(log, first, prefix_sha256, snapshot)
        _replace(path, parts)
        _prune(path.parent)


def _parts(log: Path, first: bytes, prefix_sha256: str, snapshot: Snapshot) -> list[Any]:
    """The snapshot's bytes, in order: the magic line, the description's length and the
    description, then the arrays, the texts' parts and the other events, one JSON line each
    (made as they are written)."""
    from adjudicator.store.logcols import part_bytes

    c = snapshot.columns
    body: list[Any] = []

    def array(values: npt.NDArray[Any]) -> list[Any]:
        values = np.ascontiguousarray(values)
        body.append(values.data)
        return [values.dtype.str, len(values)]

    arrays = {name: array(getattr(c, name)) for name in ARRAYS}
    def values(texts: Any) -> dict[str, Any]:
        if not isinstance(texts, TextValues):
            return {"values": list(texts)}
        body.append(texts.data)
        return {"utf8": [len(texts.data), array(texts.offsets)]}

    coded = {name: {"codes": array(getattr(c, name).codes), **values(getattr(c, name).values)}
             for name in CODED}
    confidence = {"codes": array(c.confidence.codes), "values": array(c.confidence.values)}
    texts: dict[str, Any] = {}
    for name in TEXTS:
        column: TextColumn = getattr(c, name)
        lengths = [array(o) for o in column.lengths]
        parts = []
        for part in column.data:
            packed, unpacked = part_bytes(part)
            body.append(packed)
            parts.append([len(packed), unpacked])
        texts[name] = {"lengths": lengths, "parts": parts}
    objects = snapshot.objects
    body.append(json.dumps(objects[s].to_dict(), ensure_ascii=True, separators=(",", ":"))
                .encode("ascii") + b"\n" for s in sorted(objects))  # made as written
    meta = {"format": FORMAT_VERSION, "app": __version__, "log": os.path.realpath(log),
            "first": hashlib.sha256(first).hexdigest(), "size": snapshot.size,
            "count": snapshot.count, "link": snapshot.link, "sha256": prefix_sha256,
            "arrays": arrays, "coded": coded, "confidence": confidence,
            "starts": list(c.time.starts), "texts": texts, "objects": len(objects)}
    raw = json.dumps(meta, ensure_ascii=True, separators=(",", ":")).encode("ascii")
    return [MAGIC + len(raw).to_bytes(8, "little"), raw, *body]


def _replace(path: Path, parts: list[Any]) -> None:
    """Write every part, then the SHA-256 of them all, to a new temporary file beside
    ``path`` (created, never an existing file or link), then rename it over ``path``. Not
    fsync'd: a cache need not outlive a crash, and a snapshot cut short by one fails its own
    hash and is ignored."""
    fd, name = tempfile.mkstemp(prefix=".snapshot-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as stream:
            digest = hashlib.sha256()
            for part in parts:
                for piece in (part,) if isinstance(part, bytes | memoryview) else part:
                    digest.update(piece)
                    stream.write(piece)
            stream.write(digest.digest())
        os.replace(name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise


def _prune(folder: Path) -> None:
    """Keep the ``KEEP`` snapshots written last; older ones go (only files of this folder
    named as snapshots, which this program alone writes there)."""
    with contextlib.suppress(OSError):
        found = sorted((p for p in folder.glob("*.snapshot") if p.is_file()),
                       key=lambda p: p.stat().st_mtime, reverse=True)
        hour_ago = time.time() - 3600  # a temporary file this old was left by a killed writer
        left = [p for p in folder.glob(".snapshot-*.tmp")
                if p.is_file() and p.stat().st_mtime < hour_ago]
        for old in found[KEEP:] + left:
            with contextlib.suppress(OSError):
                old.unlink()
