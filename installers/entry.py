"""Entry point of the bundled application: the `adjudicator` command (window by default).

matplotlib gets a folder of its own in the user's cache (unless MPLCONFIGDIR is set): its font
list is built there once and reused, and no matplotlibrc of the user's changes the report's
figures. (PyInstaller's own hook would make a new temporary folder, and so a new font list, at
every start; bundle.py leaves that hook out.)"""

import os
import sys
from pathlib import Path


def matplotlib_folder() -> Path:
    """The per-user cache folder for matplotlib, by the platform's convention."""
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = home / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache")
    return base / "adjudicator" / "matplotlib"


if __name__ == "__main__":
    os.environ.setdefault("MPLCONFIGDIR", str(matplotlib_folder()))
    from adjudicator.cli import main

    raise SystemExit(main())
