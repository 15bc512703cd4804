"""Test-wide setup: offscreen Qt, a fresh matplotlib cache, settings kept out of the user's,
and hypothesis without wall-clock deadlines."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MPLCONFIGDIR", tempfile.mkdtemp(prefix="adj-mpl-"))

# No property test may fail because the machine is slow: no per-example deadline and no
# "data generation too slow" health check (speed is measured in benchmarks/, not asserted).
settings.register_profile("adjudicator", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("adjudicator")

DATA = Path(__file__).parent / "data"


@pytest.fixture
def data_dir() -> Path:
    """The folder of test input files (each with its source and licence noted)."""
    return DATA


@pytest.fixture(autouse=True)
def _isolated_settings(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keep QSettings and any per-user files away from the developer's real ones."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
