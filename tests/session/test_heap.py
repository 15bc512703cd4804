"""The C heap maps the window's large arrays on their own, whatever was freed before."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

SCRIPT = """
import ctypes, json
import numpy as np
from adjudicator.session.heap import map_large_blocks

class Info(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in ("arena ordblks smblks hblks hblkhd usmblks "
                                               "fsmblks uordblks fordblks keepcost").split()]

libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = Info
took = {call}
big = np.ones(16 << 20, dtype=np.uint8)
del big  # glibc's own rule now serves blocks below 16 MiB from the heap
before = libc.mallinfo2().hblkhd
block = np.ones(6 << 20, dtype=np.uint8)
print(json.dumps({{"took": took, "mapped": libc.mallinfo2().hblkhd - before,
                   "sum": int(block.sum())}}))
"""


def _run(call: str) -> dict[str, int]:
    out = subprocess.run([sys.executable, "-c", SCRIPT.format(call=call)], check=True,
                         capture_output=True, text=True).stdout
    found: dict[str, int] = json.loads(out.strip().splitlines()[-1])
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_a_large_block_is_mapped_after_a_larger_one_was_freed() -> None:
    """After ``map_large_blocks``, a 6 MiB array freed later is a mapping of its own even
    though a 16 MiB one was freed first (without it glibc serves it from the heap); the
    array's values are what they are either way."""
    try:
        plain = _run("False")
    except subprocess.CalledProcessError:
        pytest.skip("no mallinfo2 in this C library")
    fixed = _run("map_large_blocks()")
    assert fixed["took"]
    assert fixed["mapped"] >= 6 << 20
    assert plain["mapped"] < 6 << 20
    assert fixed["sum"] == plain["sum"] == 6 << 20
