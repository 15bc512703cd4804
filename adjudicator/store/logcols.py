"""The plain decisions of a log read column-wise: Arrow's JSON reader parses a block of lines
into arrays, which become the state's ``DecisionColumns`` (see ``core...eventlog``).

Parsing 10^6 lines one ``json.loads`` at a time, and making an object per event, was most of
the time and memory of opening a long log. Arrow parses a block in C++ into one array per
field; the repeated texts are then coded once for the whole log and the free texts kept as
UTF-8 buffers. Nothing is taken on trust: a block is read this way only when Arrow reads it
exactly as ``json.loads`` does, otherwise the line-by-line reader (``logread``) reads it:

- Arrow refuses it (a damaged line, a duplicate key, a value of another type, a lone
  surrogate, a number out of range): the checked reader then names the line;
- its lines are not all valid UTF-8, or Arrow finds another number of rows than lines;
- its sequence numbers are not the next ones.

Within a block read column-wise, a line is read by ``json.loads`` (and kept as an object)
when it is not a decision, lacks a field the program always writes in one (a ``null`` there
reads as missing to Arrow), holds an escape ``\\u`` (a key could be spelled with one), a
score's final value (``"value":``, see ``core...final_values``) or a confidence that is not
a number.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.eventlog import (
    BLIND,
    GUIDELINE_UPDATE,
    CodedColumn,
    CodedNumbers,
    DecisionColumns,
    TextColumn,
    narrow_codes,
    narrow_lengths,
)
from adjudicator.core.adjudication.textvalues import TextValues

if TYPE_CHECKING:
    import pyarrow as pa

CODED = ("author", "app", "guideline", "item", "label", "source", "error_category")
TEXTS = ("time", "rationale")
KEPT = (*TEXTS, *CODED, "confidence", "guideline_update", "blind")
# a line holding one is read by json.loads: an escape, or a score's final value (its fields
# are not columns here)
_SCREENS = (b"\\u", b'"value":')
_BACKSLASH = 0x5C


@functools.cache
def _arrow() -> SimpleNamespace:
    """Arrow, imported at the first log read (not when the program starts), with the schema
    of the decision fields and the reader's options."""
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.json as pj

    schema = pa.schema([("seq", pa.int64()), ("type", pa.string()),
                        *((name, pa.string()) for name in (*TEXTS, *CODED)),
                        ("confidence", pa.float64()), ("guideline_update", pa.bool_()),
                        ("blind", pa.bool_())])
    return SimpleNamespace(
        pa=pa, pc=pc, pj=pj, schema=schema,
        parse=pj.ParseOptions(explicit_schema=schema, unexpected_field_behavior="ignore"),
        read=pj.ReadOptions(use_threads=False, block_size=1 << 20))


def parse_block(block: bytes, lines: int) -> pa.Table | None:
    """The block's lines as a table of the decision fields, or None when Arrow cannot read
    it exactly as ``json.loads`` would (the checked reader reads it then)."""
    a = _arrow()
    try:
        _valid_utf8(block)
        table = a.pj.read_json(a.pa.BufferReader(block), read_options=a.read,
                               parse_options=a.parse)
    except (a.pa.ArrowException, ValueError):
        return None
    return table if table.num_rows == lines else None


def _valid_utf8(block: bytes) -> None:
    """Raise ArrowInvalid unless the whole block is UTF-8 (``json.loads`` would refuse the
    line; Arrow alone checks only the fields it keeps)."""
    pa = _arrow().pa
    offsets = pa.array([0, len(block)], type=pa.int64()).buffers()[1]
    whole = pa.Array.from_buffers(pa.large_binary(), 1, [None, offsets, pa.py_buffer(block)])
    whole.cast(pa.large_string())


class DecisionChunks:
    """The column-wise blocks of one log, each made arrays as it comes (its texts kept as
    Arrow buffers, its repeated texts coded), joined into ``DecisionColumns`` at the end."""

    def __init__(self) -> None:
        self.rows = 0  # events covered so far (every event up to here is in a block)
        self.starts: list[int] = []  # each block's first row
        self.held: list[npt.NDArray[np.bool_]] = []
        self.confidence: list[npt.NDArray[np.signedinteger[Any]]] = []  # codes
        self.numbers = _Numbers()  # the confidences' distinct numbers
        self.flags: list[npt.NDArray[np.uint8]] = []
        self.texts: dict[str, list[tuple[npt.NDArray[Any], Any]]] = {
            name: [] for name in TEXTS}
        self.coded = {name: _Coder() for name in CODED}

    def take(self, table: pa.Table, block: bytes, lines: list[bytes], first_seq: int
             ) -> list[int] | None:
        """Keep a parsed block whose events are ``first_seq``, ``first_seq + 1``...; returns
        the rows to read as objects, or None when its sequence numbers are not those (the
        checked reader then reads it and says which)."""
        seq = table.column("seq")
        n = table.num_rows
        if seq.null_count or not np.array_equal(seq.to_numpy(),
                                                np.arange(first_seq, first_seq + n)):
            return None
        held = _decisions(table)
        # a backslash is rare: looked for first (one memchr), the escape only where it is
        block_screens = [s for s in _SCREENS if (s[0] != _BACKSLASH or _BACKSLASH in block)
                         and s in block]
        if block_screens:
            held &= ~np.fromiter((any(s in line for s in block_screens) for line in lines),
                                 dtype=bool, count=n)
        self._keep(table, held)
        rows: list[int] = np.flatnonzero(~held).tolist()
        return rows

    @classmethod
    def resume(cls, columns: DecisionColumns) -> DecisionChunks:
        """The chunks a read had made when it built ``columns`` (a snapshot's): the blocks
        read after them are added as ever."""
        out = cls()
        out.rows = len(columns)
        out.starts = list(columns.time.starts)
        out.held, out.confidence, out.flags = ([columns.held], [columns.confidence.codes],
                                               [columns.flags])
        out.numbers = _Numbers.resume(columns.confidence)
        out.texts = {name: list(zip(getattr(columns, name).lengths,
                                    getattr(columns, name).data, strict=True))
                     for name in TEXTS}
        out.coded = {name: _Coder.resume(getattr(columns, name)) for name in CODED}
        return out

    def skip(self, n: int) -> None:
        """Events read as objects (a block the checked reader read): no column rows."""
        if n:
            a = _arrow()
            self._keep(a.pa.table({name: a.pa.nulls(n, a.schema.field(name).type)
                                   for name in KEPT}), np.zeros(n, dtype=bool))

    def _keep(self, table: pa.Table, held: npt.NDArray[np.bool_]) -> None:
        """A block's columns as arrays (absent texts empty, absent codes -1 later)."""
        pc = _arrow().pc
        self.starts.append(self.rows)
        self.rows += table.num_rows
        self.held.append(held)
        self.confidence.append(self.numbers.add(np.array(
            pc.fill_null(table.column("confidence"), np.nan).to_numpy(), dtype=np.float64)))
        self.flags.append(_flag(table.column("guideline_update")) * GUIDELINE_UPDATE
                          + _flag(table.column("blind")) * BLIND)
        for name in TEXTS:
            self.texts[name].append(_text_part(table.column(name).combine_chunks()))
        for name in CODED:
            self.coded[name].add(table.column(name).combine_chunks())

    def columns(self) -> DecisionColumns | None:
        """The decisions of every block as one set of columns (None: no block had any)."""
        if not any(h.any() for h in self.held):
            return None
        coded = {name: self.coded.pop(name).column() for name in CODED}
        texts = {name: TextColumn(self.starts, [o for o, _ in parts], [d for _, d in parts])
                 for name, parts in self.texts.items()}
        return DecisionColumns(
            held=_joined(self.held), time=texts["time"], author=coded["author"],
            app=coded["app"], guideline=coded["guideline"], item=coded["item"],
            label=coded["label"], rationale=texts["rationale"], source=coded["source"],
            confidence=self.numbers.column(self.confidence),
            error_category=coded["error_category"],
            flags=_joined(self.flags).astype(np.uint8, copy=False))


def _joined(parts: list[npt.NDArray[Any]]) -> npt.NDArray[Any]:
    """The parts as one array (one part as it is: a snapshot's column is not copied)."""
    return parts[0] if len(parts) == 1 else np.concatenate(parts)


def _decisions(table: pa.Table) -> npt.NDArray[np.bool_]:
    """Rows that are plain decisions Arrow read whole: type "decide"; time, item, label,
    rationale and the envelope's texts present (the program always writes them; a ``null``
    there, which ``json.loads`` reads as the text "None", is read by it); confidence absent
    or a number."""
    pc = _arrow().pc
    ok = pc.equal(table.column("type"), "decide")
    for name in ("time", "item", "label", "rationale", "author", "app", "guideline"):
        ok = pc.and_(ok, pc.is_valid(table.column(name)))
    ok = pc.and_(ok, pc.invert(pc.is_nan(pc.fill_null(table.column("confidence"), 0.0))))
    return np.array(pc.fill_null(ok, False).to_numpy(), dtype=bool)  # a copy: no Arrow kept


def _flag(array: Any) -> npt.NDArray[np.uint8]:
    """A boolean column as 0/1 (absent: 0)."""
    pc = _arrow().pc
    return np.asarray(pc.fill_null(array, False).to_numpy(), dtype=np.uint8)


class _Zstd:
    """A text part kept compressed with Zstandard (texts of a log take about a fifth)."""

    __slots__ = ("packed", "size")

    def __init__(self, data: Any) -> None:
        self.size = data.size
        self.packed = _arrow().pa.compress(data, codec="zstd", asbytes=True)

    def unpack(self) -> bytes:
        """The part's UTF-8 bytes."""
        out: bytes = _arrow().pa.decompress(self.packed, decompressed_size=self.size,
                                            codec="zstd", asbytes=True)
        return out


def packed_part(packed: bytes, size: int) -> _Zstd | bytes:
    """A text part as ``part_bytes`` gave it (kept in a snapshot)."""
    if size < 0:
        return packed
    if size == 0:
        return b""
    part = _Zstd.__new__(_Zstd)
    part.packed, part.size = packed, size
    return part


def part_bytes(part: Any) -> tuple[bytes, int]:
    """A text part's bytes as kept (compressed, or as they are) and its size unpacked (-1:
    kept as they are)."""
    if isinstance(part, _Zstd):
        return part.packed, part.size
    raw = bytes(part)
    return raw, (-1 if raw else 0)


def _text_part(array: Any) -> tuple[npt.NDArray[Any], _Zstd | bytes]:
    """A block's text column as its texts' lengths (``narrow_lengths``: the block's Arrow
    buffers are let go) and its UTF-8 bytes compressed (absent texts: empty)."""
    if array.null_count:
        array = _arrow().pc.fill_null(array, "")
    _, offsets, data = array.buffers()
    start = array.offset
    offs = np.frombuffer(offsets, dtype=np.int32)[start:start + len(array) + 1]
    part = data[int(offs[0]):int(offs[-1])] if data is not None else None
    return narrow_lengths(np.diff(offs)), (_Zstd(part) if part is not None and part.size
                                           else b"")


class _Coder:
    """One repeated text column of every block, coded as the blocks come: each block's
    distinct texts get the log-wide code of their first appearance and the block keeps only
    its codes, in the narrowest integers that hold the codes given so far. Keeping each
    block's Arrow dictionary array until the end held about 40 bytes an event (40 MiB for
    10^6 events) at the peak of the read; this holds one to four.

    A column of many distinct texts (the items: a block of a long log names thousands) is
    coded once at the end instead: from the first block with more than ``MANY`` distinct
    texts on, a block's texts are copied out of Arrow as UTF-8 bytes and offsets (about 14
    bytes an event), and ``column`` codes them all in one dictionary encoding, looking each
    distinct text up once rather than once per block it appears in (a second of a 10^6-event
    log's open went to those lookups). Its distinct texts stay UTF-8 (``TextValues``: about
    14 MiB of Python strings less for 200,000 items), and a coder resumed from such a column
    (a snapshot's) codes the blocks after it the same way, through Arrow, never through a
    table of every text."""

    __slots__ = ("_code", "_values", "parts", "raw")
    MANY = 256

    def __init__(self) -> None:
        self._code: dict[str, int] | None = {}  # text -> code, in order of first appearance
        self._values: Sequence[str] = ()  # the texts coded, while ``_code`` is not made
        self.parts: list[npt.NDArray[np.signedinteger[Any]]] = []
        self.raw: list[tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8],
                             npt.NDArray[np.bool_] | None]] | None = None

    @classmethod
    def resume(cls, column: CodedColumn) -> _Coder:
        """A coder that has coded ``column`` (a snapshot's): later blocks get the same codes
        for the same texts (the text -> code table is made only if a block comes)."""
        out = cls()
        out._code, out._values = None, column.values
        out.parts = [column.codes]
        if isinstance(column.values, TextValues):  # many texts: later blocks coded at the
            out.raw = []  # end by Arrow (``_remap``), never through a table of them all
        return out

    @property
    def code(self) -> dict[str, int]:
        """Text -> code, in order of first appearance."""
        if self._code is None:
            self._code = {text: n for n, text in enumerate(self._values)}
            self._values = ()
        return self._code

    def add(self, array: Any) -> None:
        """Code a block's column (absent texts: -1), or keep its texts to code at the end."""
        if self.raw is not None:
            self.raw.append(_strings(array))
            return
        pc = _arrow().pc
        encoded = pc.dictionary_encode(array)
        if len(encoded.dictionary) > self.MANY:
            self.raw = [_strings(array)]
            return
        self.parts.append(self._codes(encoded))

    def _codes(self, encoded: Any) -> npt.NDArray[np.signedinteger[Any]]:
        """A dictionary-encoded array's log-wide codes (absent: -1), new texts coded."""
        pc = _arrow().pc
        code = self.code
        words = encoded.dictionary.to_pylist()
        remap = np.fromiter((code.setdefault(w, len(code)) for w in words), dtype=np.int64,
                            count=len(words))
        index = np.asarray(pc.fill_null(encoded.indices, -1).to_numpy(), dtype=np.int64)
        codes = np.where(index < 0, -1, remap[np.maximum(index, 0)]) if len(remap) else index
        return codes.astype(_width(len(code)))

    def _code_raw(self) -> None:
        """Code the blocks kept as texts, all at once, in their order: one dictionary
        encoding of them all (Arrow gives every block the one dictionary), each distinct text
        looked up once, the codes made block by block (no copy of all the texts at once)."""
        if not self.raw:
            return
        a = _arrow()
        valid = (None if all(v is None for _, _, v in self.raw) else np.concatenate(
            [np.ones(len(o) - 1, dtype=bool) if v is None else v for o, _, v in self.raw]))
        chunked = a.pa.chunked_array(
            [a.pa.Array.from_buffers(a.pa.string(), len(offsets) - 1, [
                None if v is None else a.pa.py_buffer(np.packbits(v, bitorder="little")),
                a.pa.py_buffer(offsets), a.pa.py_buffer(data)])
             for offsets, data, v in self.raw], type=a.pa.string())
        self.raw = None
        chunks = a.pc.dictionary_encode(chunked).chunks
        if len({_dictionary_key(c.dictionary) for c in chunks}) > 1:  # not shared: combine
            chunks = [a.pc.dictionary_encode(chunked.combine_chunks())]
        del chunked
        remap = self._remap(chunks[0].dictionary) if chunks else np.zeros(0, dtype=np.int8)
        at = 0
        for chunk in chunks:
            n = len(chunk)
            buffer = chunk.indices.buffers()[1]
            index = (np.frombuffer(buffer, dtype=np.int32)[chunk.offset:chunk.offset + n]
                     if buffer is not None and len(remap) else np.zeros(n, dtype=np.int32))
            v = None if valid is None else valid[at:at + n]
            if v is not None:  # an absent text's index may be anything
                index = np.where(v, index, 0)
            codes = remap[index] if len(remap) else index.astype(np.int8)
            if v is not None:
                codes[~v] = -1
            self.parts.append(codes)
            at += n

    def _remap(self, dictionary: Any) -> npt.NDArray[np.signedinteger[Any]]:
        """The log-wide code of each text of ``dictionary`` (in its order), the new ones coded
        after the texts known, in their order; found by Arrow (no Python table of them)."""
        a = _arrow()
        known = self._values if self._code is None else tuple(self._code)
        if known:
            found = a.pc.index_in(dictionary.cast(a.pa.large_string()),
                                  value_set=_arrow_texts(known))
            at = np.asarray(a.pc.fill_null(found, -1).to_numpy(), dtype=np.int64)
            new = at < 0
            at[new] = len(known) + np.arange(int(new.sum()), dtype=np.int64)
            words = dictionary.filter(a.pa.array(new))
        else:
            at = np.arange(len(dictionary), dtype=np.int64)
            words = dictionary
        offsets, raw, _ = _strings(words)  # kept as UTF-8: no text object per value
        added = TextValues(raw.tobytes(), offsets.astype(np.int64))
        self._code = None
        self._values = (known if isinstance(known, TextValues) else TextValues.of(known)
                        ).joined(added)
        return at.astype(_width(len(self._values)))

    def column(self) -> CodedColumn:
        """The codes of every block, in one array of the narrowest width, and the texts."""
        self._code_raw()
        values = self._values if self._code is None else tuple(self._code)
        width = _width(len(values))
        codes = (_joined(self.parts).astype(width, copy=False) if self.parts
                 else np.zeros(0, dtype=width))
        return CodedColumn(codes, values)


def _arrow_texts(texts: Sequence[str]) -> Any:
    """Texts as an Arrow large string array (``TextValues`` from their buffers, no copy made
    of a text as an object)."""
    pa = _arrow().pa
    if isinstance(texts, TextValues):
        offsets, data = texts.utf8_buffers()
        return pa.Array.from_buffers(pa.large_string(), len(texts), [
            None, pa.py_buffer(np.ascontiguousarray(offsets, dtype=np.int64)),
            pa.py_buffer(data)])
    return pa.array(list(texts), type=pa.large_string())


def _dictionary_key(array: Any) -> tuple[int, ...]:
    """Which dictionary an encoded block has (its length and buffers' addresses)."""
    return (len(array), *(b.address for b in array.buffers() if b is not None))


def _strings(array: Any) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8],
                                  npt.NDArray[np.bool_] | None]:
    """A string array's offsets (from 0), UTF-8 bytes and validity (None: no null), copied
    out of Arrow."""
    _, offsets, data = array.buffers()
    start = array.offset
    offs = np.frombuffer(offsets, dtype=np.int32)[start:start + len(array) + 1]
    raw = (np.frombuffer(data, dtype=np.uint8)[offs[0]:offs[-1]].copy() if data is not None
           else np.zeros(0, dtype=np.uint8))
    valid = (None if not array.null_count else
             np.asarray(array.is_valid().to_numpy(zero_copy_only=False), dtype=bool))
    return offs - offs[0], raw, valid


_width = narrow_codes


class _Numbers:
    """The confidences of every block, coded as the blocks come: each distinct number (its
    float64 bits: -0.0 stays -0.0) gets the log-wide code of its first appearance."""

    __slots__ = ("code",)

    def __init__(self) -> None:
        self.code: dict[int, int] = {}  # float64 bits -> code, in order of first appearance

    @classmethod
    def resume(cls, column: CodedNumbers) -> _Numbers:
        """A coder that has coded ``column`` (a snapshot's)."""
        out = cls()
        bits = np.ascontiguousarray(column.values, dtype=np.float64).view(np.int64)
        out.code = {int(b): j for j, b in enumerate(bits.tolist())}
        return out

    def add(self, numbers: npt.NDArray[np.float64]) -> npt.NDArray[np.signedinteger[Any]]:
        """A block's numbers (NaN: none) as codes (none: -1), new numbers coded."""
        given = ~np.isnan(numbers)
        distinct, inverse = np.unique(numbers.view(np.int64)[given], return_inverse=True)
        code = self.code
        remap = np.fromiter((code.setdefault(b, len(code)) for b in distinct.tolist()),
                            dtype=np.int64, count=len(distinct))
        codes = np.full(len(numbers), -1, dtype=np.int64)
        codes[given] = remap[inverse.reshape(-1)]
        return codes.astype(narrow_codes(len(code)))

    def column(self, parts: list[npt.NDArray[np.signedinteger[Any]]]) -> CodedNumbers:
        """The codes of every block in one array of the narrowest width, and the numbers."""
        values = np.array(list(self.code), dtype=np.int64).view(np.float64)
        width = narrow_codes(len(values))
        codes = _joined(parts).astype(width, copy=False) if parts else np.zeros(0, dtype=width)
        return CodedNumbers(codes, values)
