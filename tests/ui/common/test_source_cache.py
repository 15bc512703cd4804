"""PySide's import hook asks of each new module whether its source names PySide6; with
``spare_source_cache`` it gets the same answers without the source staying in linecache."""

from __future__ import annotations

import linecache
import sys
from pathlib import Path

import pytest

from adjudicator.ui.common import source_cache
from adjudicator.ui.common.source_cache import spare_source_cache, uses_pyside


def _module(folder: Path, name: str, text: str) -> Path:
    path = folder / f"{name}.py"
    path.write_text(text, encoding="utf-8")
    return path


def test_modules_imported_after_it_leave_no_source_and_get_pysides_answer(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A module naming PySide6 and one that does not: the hook's answers (0: uses PySide, -1:
    ignored) are those of PySide's own test, and neither file is in linecache afterwards."""
    feature = sys.modules.get(source_cache.FEATURE_MODULE)
    if feature is None or not hasattr(feature, "pyside_feature_dict"):
        pytest.skip("this PySide has no feature hook")
    assert spare_source_cache()
    assert spare_source_cache()  # twice: installed once
    qt = _module(tmp_path, "winmem_uses_qt", "# -*- coding: utf-8 -*-\n"
                 "from PySide6 import QtCore  # 中文\nVALUE = 1\n")
    plain = _module(tmp_path, "winmem_plain", "VALUE = 2\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("winmem_uses_qt", "winmem_plain"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        __import__(name)  # the import statement's hook, as PySide sees it
    assert feature.pyside_feature_dict["winmem_uses_qt"] == 0
    assert feature.pyside_feature_dict["winmem_plain"] == -1
    assert str(qt) not in linecache.cache
    assert str(plain) not in linecache.cache


def test_a_module_without_a_source_file_is_asked_of_pysides_test(tmp_path: Path) -> None:
    """No .py file (a built-in, an extension): PySide's own test answers; an unreadable file
    counts as not using PySide, as PySide's test has it."""
    asked: list[str] = []

    def fallback(module: object) -> bool:
        asked.append(getattr(module, "__name__", ""))
        return True

    assert uses_pyside(sys, fallback) is True
    assert asked == ["sys"]
    gone = type(sys)("gone")
    gone.__file__ = str(tmp_path / "missing.py")
    assert uses_pyside(gone, fallback) is False
    assert asked == ["sys"]
