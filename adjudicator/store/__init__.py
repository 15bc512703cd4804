"""store layer (see ARCHITECTURE)."""
