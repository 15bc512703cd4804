"""io layer (see ARCHITECTURE)."""
