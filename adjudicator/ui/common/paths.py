"""Where the window keeps its own files (never inside the package or beside a sample)."""

from __future__ import annotations

import getpass
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def sample_log_path() -> Path:
    """Decision log of the bundled sample, in the user's data folder (the folder is created)."""
    where = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(where) / "samples" / "customer_service.adjudication.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def author_name() -> str:
    """Who the decisions are recorded as (the login name)."""
    try:
        return getpass.getuser()
    except Exception:  # no login name on some systems
        return "lead"
