"""Runtime assets shipped inside the package (read with importlib.resources)."""
