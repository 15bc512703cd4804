"""The item list: its Qt table model over the session's index, columns, header tips,
the filter bar, sorting and search on worker threads."""
