"""Shrink Qt's ICU data library (libicudata, 31 MB) to what a program in English and Chinese uses.

ICU keeps all its data in one "common data" package (format "CmnD", ICU's udata.cpp and
pkgdata): a header, a table of contents (count, then name offset / data offset pairs, relative to
the table), the item names, then the items, each 16-byte aligned. Qt links the package in as the
symbol ``icudtNN_dat`` of libicudata.so.NN. This keeps the items ICU needs whatever the language
(root locale, collation base, normalisation, time zones, supplemental data) and the English and
Chinese locales, drops the other languages' locale data, transliteration, the word-break
dictionaries (Qt's own text layout breaks lines, not ICU) and the legacy-encoding converter
tables (``*.cnv``, 5 MB: Qt reaches them only through ``QStringDecoder`` for an encoding it does
not know itself, which the program never asks for; it decodes GBK/Big5 files with Python's
codecs), and builds a library with the same soname and symbol around the smaller package with
the C compiler.

    python icu_data.py LIBICUDATA     (rewrites the library in place; needs `cc`)
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

#: an ICU locale file name: language (2-3 letters), then script / region / variant parts
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*\.res$")
KEPT_LANGUAGES = ("en", "zh")
DROPPED_FOLDERS = ("translit",)


def keep(name: str) -> bool:
    """Whether the package item ``name`` (e.g. "icudt73l/coll/zh.res") stays."""
    parts = name.split("/")[1:]
    if parts[0] in DROPPED_FOLDERS or parts[-1].endswith((".dict", ".cnv")):
        return False
    leaf = parts[-1]
    if not LOCALE.match(leaf):
        return True  # root, pools, indexes, normalisation, time zones, rules
    return leaf.split("_")[0].removesuffix(".res") in KEPT_LANGUAGES


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, item bytes) pairs of a little-endian CmnD package."""
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD" or data[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    count = struct.unpack_from("<I", data, header_size)[0]
    entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [len(data) - header_size]
    items = []
    for (name_at, data_at), end in zip(entries, ends, strict=True):
        start = header_size + name_at
        name = data[start:data.index(b"\0", start)].decode("ascii")
        items.append((name, data[header_size + data_at:header_size + end]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """A CmnD package holding ``items`` (kept in their sorted order), each 16-byte aligned."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table_size = 4 + 8 * len(items)
    body_at = -(-(table_size + len(names)) // 16) * 16
    name_offsets, data_offsets, body, at = [], [], bytearray(), table_size
    for name, item in items:
        name_offsets.append(at)
        at += len(name) + 1
        data_offsets.append(body_at + len(body))
        body += item + b"\0" * (-len(item) % 16)
    table = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True))
    padding = b"\0" * (body_at - table_size - len(names))
    return header + table + names + padding + bytes(body)


def data_symbol(library: Path) -> tuple[str, int, int]:
    """Name, file offset and size of the ``icudtNN_dat`` symbol (readelf)."""
    symbols = subprocess.run(["readelf", "--dyn-syms", "-W", str(library)], check=True,
                             capture_output=True, text=True).stdout
    found = re.search(r"([0-9a-f]+)\s+(0x[0-9a-f]+|\d+)\s+OBJECT\s+GLOBAL\s+\S+\s+\d+\s+"
                      r"(icudt\d+_dat)", symbols)
    if not found:
        raise ValueError(f"{library}: no icudtNN_dat symbol")
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], check=True,
                              capture_output=True, text=True).stdout
    rodata = re.search(r"\.rodata\s+PROGBITS\s+([0-9a-f]+)\s+([0-9a-f]+)", sections)
    if not rodata:
        raise ValueError(f"{library}: no .rodata section")
    address = int(found.group(1), 16)
    offset = address - int(rodata.group(1), 16) + int(rodata.group(2), 16)
    return found.group(3), offset, int(found.group(2), 0)


def build_library(package: bytes, symbol: str, soname: str, out: Path) -> None:
    """A shared library exporting ``symbol`` = the package, as ICU's own data library does."""
    with tempfile.TemporaryDirectory() as tmp:
        blob = Path(tmp) / "icudata.dat"
        blob.write_bytes(package)
        source = Path(tmp) / "icudata.S"
        source.write_text(f'.section .rodata\n.globl {symbol}\n.type {symbol}, @object\n'
                          f'.balign 16\n{symbol}:\n.incbin "{blob}"\n'
                          f'.size {symbol}, .-{symbol}\n.section .note.GNU-stack,"",@progbits\n')
        subprocess.run(["cc", "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o",
                        str(Path(tmp) / soname), str(source)], check=True)
        shutil.copyfile(Path(tmp) / soname, out)


def shrink(library: Path) -> tuple[int, int]:
    """Rewrite ``library`` with the kept items; returns the sizes before and after."""
    symbol, offset, size = data_symbol(library)
    with library.open("rb") as handle:
        handle.seek(offset)
        header, items = read_package(handle.read(size))
    before = library.stat().st_size
    build_library(write_package(header, [(n, d) for n, d in items if keep(n)]), symbol,
                  library.name, library)
    return before, library.stat().st_size


def main(argv: list[str]) -> int:
    """Shrink the library named on the command line."""
    before, after = shrink(Path(argv[1]))
    print(f"{argv[1]}: {before // 2**20} MB -> {after // 2**20} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
