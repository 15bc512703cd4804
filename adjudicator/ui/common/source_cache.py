"""PySide's import hook without the source it leaves in memory.

Once PySide6 is imported, its ``__feature__`` support asks of every module imported after it
whether the module's source names PySide6, and reads that source with ``inspect.getsource``,
which keeps every line in ``linecache`` for the rest of the process: the window's lazy imports
(pandas, pyarrow, the readers) leave about 20 MB of text lines behind when a first file opens.
``spare_source_cache`` answers the same question from the same file without keeping it.
"""

from __future__ import annotations

import sys
import tokenize
from collections.abc import Callable
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """True when the module's source file names PySide6 (what PySide asks), read and let go;
    a module without a ``.py`` file is asked of ``fallback`` (PySide's own test)."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return fallback(module)
    try:
        with tokenize.open(path) as source:  # the encoding its coding line names, as inspect
            return "PySide6" in source.read()
    except (OSError, SyntaxError, UnicodeDecodeError):  # PySide's answer for unreadable source
        return False


def spare_source_cache() -> bool:
    """Replace the test PySide's feature hook runs on each import by ``uses_pyside`` (once;
    nothing happens when this PySide has no such hook). True when the hook now uses it."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "spares_source", False):
        return True

    def test(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    test.spares_source = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = test  # type: ignore[attr-defined]
    return True
