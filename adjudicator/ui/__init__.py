"""ui layer (see ARCHITECTURE)."""
