"""The sample dataset shipped inside the package, for the command line and the window alike."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def sample_path() -> Path:
    """The bundled sample: two annotators' labels of 320 customer-service messages."""
    return Path(str(files("adjudicator.resources") / "samples" / "customer_service.csv"))
