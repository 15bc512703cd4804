"""commands layer (see ARCHITECTURE)."""
