"""report layer (see ARCHITECTURE)."""
