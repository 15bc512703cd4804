"""How the C heap keeps the window's large arrays: each one mapped on its own, so that freeing
it hands its pages back to the system at once.

glibc serves a block of ``M_MMAP_THRESHOLD`` bytes or more with its own ``mmap``, but raises
that threshold to the size of each such block freed (up to 32 MiB): after the first 8 MB
array of a 10^6-item file is freed, every later one comes from the heap, and the temporaries
of reading, coding and counting leave it full of holes that ``malloc_trim`` cannot hand back
whole (about 11 MB of the window's memory with a file of 10^6 items). Setting the threshold
fixes it: blocks of ``LARGE`` bytes or more are always mapped, smaller ones come from the heap
as before. A no-op where the C library is not glibc.
"""

from __future__ import annotations

import sys

LARGE = 4 << 20  # bytes: an array of 10^6 four-byte integers and more
M_MMAP_THRESHOLD = -3  # glibc's malloc.h


def map_large_blocks(size: int = LARGE) -> bool:
    """Have glibc map every block of ``size`` bytes or more on its own from now on (its
    threshold no longer moves); True when it took the setting."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        mallopt = ctypes.CDLL("libc.so.6").mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    return bool(mallopt(M_MMAP_THRESHOLD, size))
