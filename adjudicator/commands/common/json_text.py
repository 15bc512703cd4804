"""Indented JSON written as ``json.dump(doc, out, indent=2, ensure_ascii=False)`` writes it,
byte for byte, in about half the time.

With indentation the standard library encodes in Python, one generator step per value; the
report of 100 annotators (4,950 pairs, some 74 MB of JSON) spent seconds there. This writer
emits each plain value inline with its key or separator (strings through the C escaper),
and hands the text to the stream in chunks, so the whole text is never held twice. A value
it does not know (a subclass, say) is encoded by ``json`` itself and indented in place.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring  # the C escaper when built
from typing import Any, TextIO

_INF = float("inf")
#: the C encoder json uses without indentation (None where it is not built)
_C_ENCODER: Any = getattr(json.encoder, "c_make_encoder", None)
#: parts gathered before a write to the stream (a few hundred kB)
_CHUNK = 16384
_CONTAINERS = (dict, list, tuple)
#: the values json writes itself in one token (exact types: a subclass may differ)
_PLAIN = frozenset({str, int, float, bool, type(None)})
#: distinct string keys whose encoded text is kept (a report has a few hundred)
_KEYS = 4096


def write_json(doc: Any, out: TextIO, indent: int = 2) -> None:
    """Write ``doc`` to ``out`` as ``json.dump(doc, out, indent=indent, ensure_ascii=False)``."""
    _Writer(out, " " * indent).value(doc, "")


def dumps(doc: Any, indent: int = 2) -> str:
    """The text ``write_json`` writes."""
    import io

    buf = io.StringIO()
    write_json(doc, buf, indent)
    return buf.getvalue()


class _Writer:
    """The recursive encoder with its output buffer."""

    def __init__(self, out: TextIO, step: str) -> None:
        self.out = out
        self.step = step
        self.parts: list[str] = []
        self.keys: dict[str, str] = {}
        self.flat: dict[str, Any] = {}  # C encoders by indentation

    def value(self, x: Any, pad: str) -> None:
        """Encode ``x`` at indentation ``pad`` (its first line is already indented)."""
        kind = type(x)
        if kind is dict or kind is list or kind is tuple:
            text = self._flat(x, pad)
            if text is not None:
                self.parts.append(text)
            elif kind is dict:
                self._dict(x, pad)
            else:
                self._list(x, pad)
        else:
            text = _leaf(x)
            self.parts.append(text if text is not None else _foreign(x, pad, self.step))
        if len(self.parts) >= _CHUNK or not pad:
            self.out.write("".join(self.parts))
            self.parts.clear()

    def _flat(self, x: dict[Any, Any] | list[Any] | tuple[Any, ...], pad: str) -> str | None:
        """A non-empty object (string keys) or array of plain values only, by the C encoder:
        its item separator carries the newline and the indentation, so only the brackets'
        lines are added. None for anything else (or without the C encoder)."""
        if not x or _C_ENCODER is None:
            return None
        if type(x) is dict:
            for k, v in x.items():
                if type(k) is not str or type(v) not in _PLAIN:
                    return None
        elif any(type(v) not in _PLAIN for v in x):
            return None
        deeper = pad + self.step
        encode = self.flat.get(deeper)
        if encode is None:
            encode = self.flat[deeper] = _C_ENCODER(
                None, None, encode_basestring, None, ": ", ",\n" + deeper, False, False, True)
        text = "".join(encode(x, 0))
        return text[0] + "\n" + deeper + text[1:-1] + "\n" + pad + text[-1]

    def _dict(self, x: dict[Any, Any], pad: str) -> None:
        """An object: one key per line (a key's encoded text is kept: reports repeat keys)."""
        if not x:
            self.parts.append("{}")
            return
        add, deeper, keys = self.parts.append, pad + self.step, self.keys
        sep = "{\n" + deeper
        for k, v in x.items():
            key = keys.get(k) if type(k) is str else None
            if key is None:
                key = encode_basestring(k if type(k) is str else _key(k)) + ": "
                if type(k) is str and len(keys) < _KEYS:
                    keys[k] = key
            kind = type(v)  # _leaf's dispatch, inline for the common leaves
            if kind is float:
                text = float.__repr__(v) if v - v == 0.0 else _float(v)  # finite: repr
            elif kind is str:
                text = encode_basestring(v)
            elif kind is int:
                text = int.__repr__(v)
            elif kind in _CONTAINERS:
                add(sep + key)
                self.value(v, deeper)
                sep = ",\n" + deeper
                continue
            else:
                leaf = _leaf(v)
                if leaf is None:
                    add(sep + key)
                    self.value(v, deeper)
                    sep = ",\n" + deeper
                    continue
                text = leaf
            add(sep + key + text)
            sep = ",\n" + deeper
        add("\n" + pad + "}")

    def _list(self, x: list[Any] | tuple[Any, ...], pad: str) -> None:
        """An array: one element per line."""
        if not x:
            self.parts.append("[]")
            return
        add, deeper = self.parts.append, pad + self.step
        sep = "[\n" + deeper
        for v in x:
            kind = type(v)
            if kind is float:
                text: str | None = float.__repr__(v) if v - v == 0.0 else _float(v)
            elif kind is int:
                text = int.__repr__(v)
            else:
                text = None if kind in _CONTAINERS else _leaf(v)
            if text is not None:
                add(sep + text)
            else:
                add(sep)
                self.value(v, deeper)
            sep = ",\n" + deeper
        add("\n" + pad + "]")


def _leaf(x: Any) -> str | None:
    """A plain str, float, int, bool or None as JSON; None for anything else."""
    kind = type(x)
    if kind is str:
        text: str = encode_basestring(x)
        return text
    if kind is float:
        return _float(x)
    if kind is int:
        return int.__repr__(x)
    if x is None:
        return "null"
    if x is True:
        return "true"
    if x is False:
        return "false"
    return None


def _float(x: float) -> str:
    """As ``json`` writes a float (allow_nan: NaN, Infinity, -Infinity)."""
    if x != x:
        return "NaN"
    if x == _INF:
        return "Infinity"
    if x == -_INF:
        return "-Infinity"
    return float.__repr__(x)


def _key(k: Any) -> str:
    """A non-string key as ``json`` turns it into a string (it raises for the rest)."""
    if type(k) is float:
        return _float(k)
    if k is True:
        return "true"
    if k is False:
        return "false"
    if k is None:
        return "null"
    if isinstance(k, int):
        return int.__repr__(k)
    key: str = json.loads(json.dumps({k: 0}, ensure_ascii=False)).popitem()[0]
    return key


def _foreign(x: Any, pad: str, step: str) -> str:
    """A value of another type (e.g. a str or dict subclass) as ``json`` writes it, here."""
    return json.dumps(x, indent=len(step), ensure_ascii=False).replace("\n", "\n" + pad)
