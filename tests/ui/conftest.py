"""Fixtures for driving the real window: a private copy of the sample, a loaded window."""

from __future__ import annotations

import csv
import shutil
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import QSettings

from adjudicator.commands.gui import sample_path
from adjudicator.core.ratings import Ratings
from adjudicator.io.dataset import Dataset
from adjudicator.session.session import Session
from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.window.app import create_application
from adjudicator.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def _forget_settings(qapp: object) -> Iterator[None]:
    """Qt caches the settings folder per process: clear what a test saved after it."""
    yield
    QSettings().clear()


@pytest.fixture
def sample_copy(tmp_path: Path) -> Path:
    """The bundled sample copied to a temp folder (its decision log is created beside it)."""
    target = tmp_path / "customer_service.csv"
    shutil.copyfile(sample_path(), target)
    return target


@pytest.fixture
def translators(qapp: object) -> Iterator[Translators]:
    """The application set up in English; back to English afterwards."""
    _, tr = create_application([], "en")
    yield tr
    tr.apply("en")


@pytest.fixture
def window(open_window, translators: Translators, sample_copy: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The main window at 1280x800 with the sample loaded through the background loader."""
    return open_window(sample_copy, translators)  # type: ignore[no-any-return]


@pytest.fixture
def small_session() -> Session:
    """Six items, two annotators, three labels, no decision log (in-memory state)."""
    codes = np.array([[0, 0], [0, 1], [1, 0], [2, 2], [1, -1], [0, 1]], dtype=np.int64)
    ids = tuple(f"i{n}" for n in range(6))
    ratings = Ratings(ids, ("ann", "bob"), ("a", "b", "c"), codes)
    frame = pd.DataFrame({"text": [f"text {n}" for n in range(6)],
                          "batch": ["x", "x", "y", "y", "x", "y"]}, index=list(ids))
    data = Dataset(ratings, frame, [Path("small.csv")], text_column="text",
                   stratum_columns=["batch"])
    return Session(data)


# three annotators in a long file: items 3, 5 and 6 have one judgment; 2 is 1 against 1 and
# 4 is 2 against 1 (both disputed)
SINGLE_ITEMS_LONG = [["item", "annotator", "label"],
                     ["1", "a", "pos"], ["1", "b", "pos"], ["1", "c", "pos"],
                     ["2", "a", "pos"], ["2", "b", "neg"],
                     ["3", "a", "neg"],
                     ["4", "a", "pos"], ["4", "b", "pos"], ["4", "c", "neg"],
                     ["5", "c", "neg"], ["6", "b", "pos"]]


@pytest.fixture
def long_window(open_window, translators: Translators, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window on ``SINGLE_ITEMS_LONG``: single annotator items beside disputed ones."""
    path = tmp_path / "long.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(SINGLE_ITEMS_LONG)
    return open_window(path, translators)  # type: ignore[no-any-return]
